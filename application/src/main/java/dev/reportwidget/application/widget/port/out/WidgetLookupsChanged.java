package dev.reportwidget.application.widget.port.out;

/**
 * What an adapter announces (an event of the service's container) when its transaction changes
 * what a widget lookup reads: a report's access or definition, a service token, an embed key. The
 * answers this instance keeps ({@link AccessDecisionCache}) are forgotten at once and again when the
 * transaction ends, so that the change's own request is never answered from the state it replaced;
 * other replicas learn of it from the database's notification.
 */
public enum WidgetLookupsChanged {
    EVENT
}
