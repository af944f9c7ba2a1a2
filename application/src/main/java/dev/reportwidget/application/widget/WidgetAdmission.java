package dev.reportwidget.application.widget;

import dev.reportwidget.application.widget.port.out.SharedSubject;
import dev.reportwidget.application.widget.port.out.SharedWidgets;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.widget.AdmissionPolicy;
import dev.reportwidget.domain.widget.WidgetViewer;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Who is let in to a shared widget: the viewer's credential finds the report or board (one lookup
 * per kind of credential, whatever the kind of widget), and the viewer's {@link AdmissionPolicy}
 * decides from what it found.
 */
final class WidgetAdmission {

    private final SharedWidgets shared;
    private final Clock clock;

    WidgetAdmission(SharedWidgets shared, Clock clock) {
        this.shared = shared;
        this.clock = clock;
    }

    /**
     * The shared widget of {@code kind} (a report's or a board) the viewer asked for, once its
     * policy admits the viewer; else a failed stage with the policy's refusal. A widget of the
     * other kind (a report's public ID on a board's URL) is found as nothing.
     */
    <S extends SharedSubject> CompletionStage<S> admit(WidgetViewer viewer, Class<S> kind) {
        return switch (viewer) {
            case WidgetViewer.PublicLink link ->
                shared.findByPublicId(link.id())
                        .thenApply(found -> decided(AdmissionPolicy.PUBLIC_LINK, of(kind, found), link));
            case WidgetViewer.SignedEmbed signed ->
                shared.findForSignedEmbed(signed.subject())
                        .thenApply(found -> decided(
                                AdmissionPolicy.SIGNED_EMBED,
                                of(kind, found.map(SharedWidgets.SignedReach::shared))
                                        // a subject of another property than the token's key's is not the token's
                                        .filter(subject ->
                                                subject.property().id().equals(signed.property())),
                                signed));
            case WidgetViewer.Backend backend ->
                shared.findForServiceToken(backend.token(), backend.subject()).thenApply(found -> {
                    SharedWidgets.TokenReach reach = found.orElseThrow(SecretKind.SERVICE_TOKEN::refused);
                    return decided(AdmissionPolicy.BACKEND, of(kind, reach.shared()), backend);
                });
        };
    }

    private static <S extends SharedSubject> Optional<S> of(Class<S> kind, Optional<SharedSubject> found) {
        return found.filter(kind::isInstance).map(kind::cast);
    }

    private <S extends SharedSubject, V extends WidgetViewer> S decided(
            AdmissionPolicy<V> policy, Optional<S> found, V viewer) {
        AdmissionPolicy.Admission admission = policy.decide(
                found.map(subject -> new AdmissionPolicy.Shared(
                        subject.subject(), subject.sharing().access())),
                viewer,
                clock.instant());
        return switch (admission) {
            case AdmissionPolicy.Admitted _ -> found.orElseThrow();
            case AdmissionPolicy.Refused refused -> throw refused.refusal();
        };
    }
}
