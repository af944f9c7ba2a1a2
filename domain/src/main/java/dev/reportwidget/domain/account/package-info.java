/** User accounts and the rules for creating them. */
package dev.reportwidget.domain.account;
