/** Console pages of boards: the list of the current property, the board builder and its delete confirmation. */
package dev.reportwidget.adapters.console.board;
