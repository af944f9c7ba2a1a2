package dev.reportwidget.adapters.embed;

import dev.reportwidget.application.integration.port.out.PublicJwkReader;
import dev.reportwidget.application.widget.port.out.EmbedTokenVerifier;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.jboss.logging.Logger;
import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwx.JsonWebStructure;
import org.jose4j.lang.JoseException;

/**
 * Signed embed tokens with jose4j: reads the public JWKs owners register, and verifies compact JWS
 * tokens with them. Only {@code ES256} (EC P-256), {@code EdDSA} (Ed25519) and {@code RS256} (RSA of
 * at least 2048 bits) are accepted, each only with a key of its own type, so no token can choose
 * how it is checked ({@code none}, an HMAC keyed with a public key). JWKS documents are fetched
 * on threads of this adapter, never on the caller's.
 */
@ApplicationScoped
public class EmbedTokens implements EmbedTokenVerifier, PublicJwkReader {

    private static final Logger LOG = Logger.getLogger(EmbedTokens.class);

    private final JwksCache jwks;
    private final ExecutorService fetching;

    EmbedTokens(JwksFetcher fetcher, EmbedConfig config) {
        this.fetching = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "jwks-fetch");
            thread.setDaemon(true);
            return thread;
        });
        this.jwks = new JwksCache(
                url -> AcceptedKeys.keysOf(fetcher.fetch(url)),
                fetching,
                config.jwks().refreshAtMostEvery(),
                config.jwks().cacheFor());
    }

    @PreDestroy
    void stop() {
        fetching.shutdownNow();
    }

    @Override
    public EmbedKeySource.Jwk read(String json) {
        return AcceptedKeys.read(json);
    }

    @Override
    public Optional<WidgetSubject> subject(String token) {
        try {
            JsonWebStructure structure = JsonWebStructure.fromCompactSerialization(token);
            if (!(structure instanceof JsonWebSignature jws)) {
                return Optional.empty();
            }
            String subject = JwtClaims.parse(jws.getUnverifiedPayload()).getSubject();
            return WidgetSubject.fromTokenSubject(subject);
        } catch (JoseException
                | MalformedClaimException
                | org.jose4j.jwt.consumer.InvalidJwtException
                | RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public CompletionStage<EmbedTokenClaims> verify(String token, List<EmbedKey> keys) {
        JsonWebSignature jws;
        try {
            if (!(JsonWebStructure.fromCompactSerialization(token) instanceof JsonWebSignature signature)) {
                throw refused("the token is not a JWS", "malformed_token");
            }
            jws = signature;
        } catch (JoseException e) {
            throw refused("the token is not a JWS", "malformed_token");
        }
        String algorithm = jws.getAlgorithmHeaderValue();
        if (!List.of(
                        AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256,
                        AlgorithmIdentifiers.EDDSA,
                        AlgorithmIdentifiers.RSA_USING_SHA256)
                .contains(algorithm)) {
            throw refused("the token's alg must be ES256, EdDSA or RS256", "algorithm_not_allowed");
        }
        String kid = jws.getKeyIdHeaderValue();
        if (kid == null || kid.isEmpty()) {
            throw refused("the token's header has no kid", "malformed_token");
        }
        for (EmbedKey key : keys) {
            if (key.source() instanceof EmbedKeySource.Jwk jwk && jwk.keyId().equals(kid)) {
                return CompletableFuture.completedFuture(verified(jws, algorithm, kid, key, parse(jwk.json())));
            }
        }
        List<EmbedKey> urls = keys.stream()
                .filter(key -> key.source() instanceof EmbedKeySource.JwksUrl)
                .toList();
        return findInJwks(urls, 0, kid).thenApply(found -> {
            if (found.isEmpty()) {
                throw refused("no live key of the report's property has the token's kid", "unknown_key");
            }
            return verified(jws, algorithm, kid, found.get().key(), found.get().jwk());
        });
    }

    private record Found(EmbedKey key, PublicJsonWebKey jwk) {}

    /** The key with {@code kid} in the JWKS of the URL keys, one URL after the other. */
    private CompletionStage<Optional<Found>> findInJwks(List<EmbedKey> urls, int from, String kid) {
        if (from >= urls.size()) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        EmbedKey key = urls.get(from);
        URI url = ((EmbedKeySource.JwksUrl) key.source()).url();
        return jwks.find(url, kid)
                .thenCompose(found -> found.isPresent()
                        ? CompletableFuture.completedFuture(found.map(jwk -> new Found(key, jwk)))
                        : findInJwks(urls, from + 1, kid));
    }

    private static PublicJsonWebKey parse(String json) {
        try {
            return PublicJsonWebKey.Factory.newPublicJwk(json);
        } catch (JoseException e) {
            throw new IllegalStateException("a stored embed key cannot be read", e);
        }
    }

    private static EmbedTokenClaims verified(
            JsonWebSignature jws, String algorithm, String kid, EmbedKey key, PublicJsonWebKey jwk) {
        if (!AcceptedKeys.algorithmOf(jwk).filter(algorithm::equals).isPresent()) {
            throw refused("the token's alg does not match its key's type", "algorithm_mismatch");
        }
        jws.setAlgorithmConstraints(new AlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, algorithm));
        jws.setKey(jwk.getPublicKey());
        try {
            if (!jws.verifySignature()) {
                throw refused("the token's signature is not valid", "bad_signature");
            }
        } catch (JoseException e) {
            throw refused("the token's signature cannot be checked", "bad_signature");
        }
        try {
            JwtClaims claims = JwtClaims.parse(jws.getPayload());
            return new EmbedTokenClaims(
                    kid,
                    key.property(),
                    claims.hasAudience() ? claims.getAudience() : List.of(),
                    WidgetSubject.fromTokenSubject(claims.getSubject()),
                    instant(claims.getIssuedAt()),
                    instant(claims.getNotBefore()),
                    instant(claims.getExpirationTime()),
                    Optional.ofNullable(claims.getJwtId()),
                    LockedParamsClaim.read(claims.getClaimValue("params")));
        } catch (JoseException | MalformedClaimException | org.jose4j.jwt.consumer.InvalidJwtException e) {
            // jose4j's message would repeat the claims: the detail names the problem only
            throw refused("the token's claims cannot be read (a claim is not of its type)", "malformed_token");
        }
    }

    private static Optional<Instant> instant(NumericDate date) {
        return Optional.ofNullable(date).map(d -> Instant.ofEpochSecond(d.getValue()));
    }

    private static PermissionDeniedException refused(String why, String reason) {
        return EmbedTokenClaims.refused(why, reason);
    }

    /** Logged once per failed fetch: the owner's URL, never a token. */
    static void fetchFailed(URI url, Throwable failure) {
        LOG.warnf("the JWKS at %s could not be fetched: %s", url, failure.toString());
    }
}
