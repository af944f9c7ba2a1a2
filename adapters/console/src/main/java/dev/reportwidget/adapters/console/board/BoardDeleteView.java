package dev.reportwidget.adapters.console.board;

/** The confirmation before a board is deleted: what goes (the board and its items), what stays (the reports). */
public record BoardDeleteView(long boardId, String name, int items) {}
