package dev.reportwidget.application.widget;

/**
 * What a kept rendering is found by: a widget's ({@link RenderingKey}) or a board's ({@link
 * BoardRenderingKey}); each holds everything its rendering depends on.
 */
public sealed interface RenderedKey permits RenderingKey, BoardRenderingKey {}
