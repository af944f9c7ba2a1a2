/**
 * Boards: several widgets of one property's reports in one embed, with one period for all. Plain
 * Java, like the rest of the domain.
 */
package dev.reportwidget.domain.board;
