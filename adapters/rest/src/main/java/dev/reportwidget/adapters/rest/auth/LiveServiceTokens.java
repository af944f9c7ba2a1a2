package dev.reportwidget.adapters.rest.auth;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.adapters.rest.record.IngestionRateLimitConfig;
import dev.reportwidget.application.record.port.in.IngestRecordUseCase;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;

/**
 * Which property a service token writes into, as a gate in front of the work a request asks for:
 * the credentials check before the body, and the choice of a property's rate-limit bucket.
 *
 * <p>A live token's answer is kept for {@link #KEPT_FOR} (keyed by the token's hash; no secret is
 * kept), so the database is asked about a busy token once a minute, not once per request. Unknown
 * tokens are never kept: a flood of them pushes no live token out, and a token created a moment
 * ago is known at once. Keeping an answer never admits a record: the record journal checks the
 * token again in the record's own transaction, so a revoked token stores nothing even while a
 * kept answer still lets its body be read.
 */
@ApplicationScoped
public class LiveServiceTokens {

    static final Duration KEPT_FOR = Duration.ofMinutes(1);

    private final IngestRecordUseCase ingest;
    private final Cache<String, PropertyId> kept;

    LiveServiceTokens(IngestRecordUseCase ingest, IngestionRateLimitConfig config) {
        this.ingest = ingest;
        this.kept = Caffeine.newBuilder()
                .executor(Runnable::run)
                .expireAfterWrite(KEPT_FOR)
                .maximumSize(config.maxTracked())
                .build();
    }

    /** The property of a token answered live within the last minute, without any lookup; empty otherwise. */
    public Optional<PropertyId> kept(String token) {
        return Secret.parse(SecretKind.SERVICE_TOKEN, token)
                .map(secret -> kept.getIfPresent(secret.hash().hex()));
    }

    /**
     * The property of a live token: the kept answer, else one lookup (which blocks: call it off the
     * event loop). Empty for a missing, malformed, unknown or revoked token; a malformed one costs no
     * lookup.
     */
    public Optional<PropertyId> propertyOf(String token) {
        Optional<Secret> secret = Secret.parse(SecretKind.SERVICE_TOKEN, token);
        if (secret.isEmpty()) {
            return Optional.empty();
        }
        String hash = secret.get().hash().hex();
        PropertyId known = kept.getIfPresent(hash);
        if (known != null) {
            return Optional.of(known);
        }
        Optional<PropertyId> found = ingest.propertyOfServiceToken(token);
        found.ifPresent(property -> kept.put(hash, property));
        return found;
    }

    /** Whether the text has the shape of a service token at all (no lookup). */
    public static boolean wellFormed(String token) {
        return Secret.parse(SecretKind.SERVICE_TOKEN, token).isPresent();
    }
}
