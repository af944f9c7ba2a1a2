package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.List;

/**
 * How a report or a board is shared (its widget access, settings and snippet), alike for both:
 * reading needs {@code reports.read}, changing {@code widgets.manage}.
 */
public interface WidgetSettingsUseCase {
    WidgetSettings get(PropertyContext context, WidgetSubject shared);

    /**
     * @throws dev.reportwidget.domain.error.ValidationException for an expiry that does not lie ahead
     */
    WidgetSettings change(PropertyContext context, WidgetSubject shared, WidgetAccessChange change);

    /**
     * @throws dev.reportwidget.domain.error.ConflictException when the access is not public
     */
    WidgetSettings rotate(PropertyContext context, WidgetSubject shared);

    /**
     * The property's reports whose widget access is not disabled, in report order, each with its
     * settings; needs {@code reports.read}.
     */
    List<SharedWidget> shared(PropertyContext context);

    /**
     * The property's boards whose sharing is not disabled, in board order, each with its name and
     * settings; needs {@code reports.read}.
     */
    List<SharedWidget> sharedBoards(PropertyContext context);
}
