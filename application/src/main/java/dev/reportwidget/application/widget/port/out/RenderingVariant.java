package dev.reportwidget.application.widget.port.out;

/**
 * What a rendering depends on besides its content: the inbound adapter's own record of it (the
 * format, the frame it names, the URLs it writes, its coding). Equal variants of equal content
 * render alike, so a kept rendering is found again by them.
 */
public interface RenderingVariant {}
