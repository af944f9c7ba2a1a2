/**
 * Widget access (the disabled / authenticated / public state machine), the public embed snippet,
 * and the options a widget request names: what it draws and how the embedded document presents it
 * (theme, transparency, hidden parts, locale, view).
 */
package dev.reportwidget.domain.widget;
