package dev.reportwidget.domain.widget;

import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.report.ReportId;
import java.util.Objects;

/**
 * Who asks for a widget, as the request presents itself. Whether the viewer is admitted is the
 * report's {@link WidgetAccess} to answer.
 */
public sealed interface WidgetViewer permits WidgetViewer.PublicLink, WidgetViewer.Backend {

    /** Anyone holding a public embed URL: admitted while the report is public under exactly this ID. */
    record PublicLink(PublicId id) implements WidgetViewer {
        public PublicLink {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * A backend holding a service token, asking for a report of the token's property: admitted
     * unless the report's widget is disabled. The token itself is checked where it is looked up.
     */
    record Backend(Secret token, ReportId report) implements WidgetViewer {
        public Backend {
            Objects.requireNonNull(token, "token");
            Objects.requireNonNull(report, "report");
        }
    }
}
