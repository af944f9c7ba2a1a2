package dev.reportwidget.application.widget.port.out;

/**
 * What a kept rendering is found by: a widget's ({@link
 * dev.reportwidget.application.widget.RenderingKey}) or a board's; each holds everything its
 * rendering depends on.
 */
public interface RenderedKey {}
