/** Widget access: the disabled / authenticated / public state machine and the public embed snippet. */
package dev.reportwidget.domain.widget;
