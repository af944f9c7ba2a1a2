package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.RenderingVariant;

/** A rendering variant of a test, named. */
record TestVariant(String name) implements RenderingVariant {}
