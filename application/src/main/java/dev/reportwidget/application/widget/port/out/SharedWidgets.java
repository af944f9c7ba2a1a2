package dev.reportwidget.application.widget.port.out;

import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.widget.PublicId;
import dev.reportwidget.domain.widget.WidgetAccess;
import dev.reportwidget.domain.widget.WidgetSubject;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * Outbound port: shared widgets (reports and boards alike) as the widget endpoints find them, one
 * lookup per kind of credential, each with its property and its current sharing, exact on every
 * replica: the database adapter answers from the source of truth, and the application's kept
 * lookups from the decisions this instance keeps only while it is told of every change by the
 * source of truth itself, so that a disable, a rotation or a revocation takes effect on every
 * replica within milliseconds. Lookups select by keys only; whether the viewer is admitted is
 * {@link WidgetAccess}'s answer. Answers complete later, on a thread of the adapter's, so that no
 * request thread waits on the database; the adapter may answer concurrent calls together. Each
 * fails with {@link dev.reportwidget.domain.error.UnavailableException} when the database cannot be
 * reached (and, kept, no answer was confirmed within the grace period).
 */
public interface SharedWidgets {

    /** The report or board whose public ID this is, whatever its access now; empty when none has it. */
    CompletionStage<Optional<SharedSubject>> findByPublicId(PublicId id);

    /**
     * What a live service token reaches of a report or board (noting the token's use); empty for an
     * unknown or revoked token.
     */
    CompletionStage<Optional<TokenReach>> findForServiceToken(Secret token, WidgetSubject subject);

    /** The report or board a signed embed names, with every live embed key of its property; empty when none has the ID. */
    CompletionStage<Optional<SignedReach>> findForSignedEmbed(WidgetSubject subject);

    /**
     * Notes the use of a live token whose answer did not come from the database (which notes it);
     * best effort, at most once a minute per token.
     */
    void noteServiceTokenUse(Secret token);

    /** The property of a live service token and, when that property has the subject asked for, the subject. */
    record TokenReach(Property property, Optional<SharedSubject> shared) {
        public TokenReach {
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(shared, "shared");
        }
    }

    /** A subject as a signed embed finds it, with every live embed key of its property. */
    record SignedReach(SharedSubject shared, List<EmbedKey> keys) {
        public SignedReach {
            Objects.requireNonNull(shared, "shared");
            keys = List.copyOf(keys);
        }
    }
}
