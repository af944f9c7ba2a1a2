package dev.reportwidget.application.widget.port.in;

import dev.reportwidget.domain.widget.WidgetViewer;
import java.util.concurrent.CompletionStage;

/**
 * Turns a signed embed token into the viewer it stands for: its signature verified with a live key
 * of the report's property, its claims checked. Which report it may load, and how, is then
 * {@link DeliverWidgetUseCase}'s, as for every viewer.
 */
public interface VerifySignedEmbedUseCase {

    /**
     * @return fails with {@link dev.reportwidget.domain.error.PermissionDeniedException} (with a
     *     reason such as {@code token_expired}) for any token that is not valid now
     */
    CompletionStage<WidgetViewer.SignedEmbed> verify(String token);
}
