package dev.reportwidget.adapters.embed;

import dev.reportwidget.application.integration.port.out.PublicJwkReader;
import dev.reportwidget.application.widget.port.out.EmbedTokenVerifier;
import dev.reportwidget.domain.error.InvalidRequestException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.report.ChartType;
import dev.reportwidget.domain.report.Comparison;
import dev.reportwidget.domain.report.DataSetFilter;
import dev.reportwidget.domain.report.DateRange;
import dev.reportwidget.domain.widget.DataSetSelection;
import dev.reportwidget.domain.widget.EmbedPeriod;
import dev.reportwidget.domain.widget.EmbedTokenClaims;
import dev.reportwidget.domain.widget.LockedParams;
import dev.reportwidget.domain.widget.PeriodPreset;
import dev.reportwidget.domain.widget.WidgetLocale;
import dev.reportwidget.domain.widget.WidgetPart;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetTheme;
import dev.reportwidget.domain.widget.WidgetType;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.net.URI;
import java.security.interfaces.RSAPublicKey;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwk.EllipticCurveJsonWebKey;
import org.jose4j.jwk.JsonWebKey;
import org.jose4j.jwk.OctetKeyPairJsonWebKey;
import org.jose4j.jwk.PublicJsonWebKey;
import org.jose4j.jwk.RsaJsonWebKey;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.NumericDate;
import org.jose4j.jwx.JsonWebStructure;
import org.jose4j.keys.EllipticCurves;
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

    /** Members only a private or symmetric key has. */
    private static final List<String> PRIVATE_MEMBERS = List.of("d", "p", "q", "dp", "dq", "qi", "k");

    private static final int MIN_RSA_BITS = 2048;

    /** The claim names {@code params} may hold. */
    private static final Set<String> PARAMS =
            Set.of("chartType", "datasetIndexes", "theme", "locale", "hide", "filter", "period", "widget", "compare");

    private final JwksCache jwks;
    private final ExecutorService fetching;

    EmbedTokens(JwksFetcher fetcher, EmbedConfig config) {
        this.fetching = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "jwks-fetch");
            thread.setDaemon(true);
            return thread;
        });
        this.jwks = new JwksCache(
                url -> keysOf(fetcher.fetch(url)),
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
        Map<String, Object> members;
        try {
            members = org.jose4j.json.JsonUtil.parseJson(json);
        } catch (JoseException | RuntimeException e) {
            throw invalidJwk("is not a JSON Web Key");
        }
        String privateMember = PRIVATE_MEMBERS.stream()
                .filter(members::containsKey)
                .findFirst()
                .orElse(null);
        if (privateMember != null) {
            throw invalidJwk("must be a public key: it has the private member " + privateMember);
        }
        PublicJsonWebKey key;
        try {
            key = accepted(members);
        } catch (IllegalArgumentException e) {
            throw invalidJwk(e.getMessage());
        }
        String kid = key.getKeyId();
        if (kid == null || kid.isBlank()) {
            kid = key.calculateBase64urlEncodedThumbprint("SHA-256");
            key.setKeyId(kid);
        }
        return new EmbedKeySource.Jwk(kid, key.toJson(JsonWebKey.OutputControlLevel.PUBLIC_ONLY));
    }

    private static ValidationException invalidJwk(String message) {
        return ValidationException.of("jwk", message);
    }

    /**
     * A public key of an accepted type.
     *
     * @throws IllegalArgumentException saying why not
     */
    private static PublicJsonWebKey accepted(Map<String, Object> members) {
        JsonWebKey key;
        try {
            key = JsonWebKey.Factory.newJwk(members);
        } catch (JoseException | RuntimeException e) {
            throw new IllegalArgumentException("is not a JSON Web Key of a supported type (EC P-256, Ed25519, RSA)");
        }
        Object use = members.get("use");
        if (use != null && !"sig".equals(use)) {
            throw new IllegalArgumentException("must be a signature key (use: sig)");
        }
        String algorithm = algorithmOf(key)
                .orElseThrow(() -> new IllegalArgumentException(
                        "must be an EC P-256, Ed25519 (OKP) or RSA key of at least " + MIN_RSA_BITS + " bits"));
        if (key.getAlgorithm() != null && !key.getAlgorithm().equals(algorithm)) {
            throw new IllegalArgumentException("its alg must be " + algorithm + " for this key type");
        }
        return (PublicJsonWebKey) key;
    }

    /** The one algorithm a key verifies; empty for a key of another type, curve or size. */
    private static Optional<String> algorithmOf(JsonWebKey key) {
        if (key instanceof EllipticCurveJsonWebKey ec) {
            return EllipticCurves.P_256.equals(ec.getCurveName())
                    ? Optional.of(AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256)
                    : Optional.empty();
        }
        if (key instanceof OctetKeyPairJsonWebKey okp) {
            return "Ed25519".equals(okp.getSubtype()) ? Optional.of(AlgorithmIdentifiers.EDDSA) : Optional.empty();
        }
        if (key instanceof RsaJsonWebKey rsa) {
            return ((RSAPublicKey) rsa.getPublicKey()).getModulus().bitLength() >= MIN_RSA_BITS
                    ? Optional.of(AlgorithmIdentifiers.RSA_USING_SHA256)
                    : Optional.empty();
        }
        return Optional.empty();
    }

    /** The accepted keys of a JWKS document, by kid; other keys are left out. */
    private static Map<String, PublicJsonWebKey> keysOf(String document) {
        Map<String, PublicJsonWebKey> keys = new LinkedHashMap<>();
        try {
            Map<String, Object> set = org.jose4j.json.JsonUtil.parseJson(document);
            if (!(set.get("keys") instanceof List<?> list)) {
                throw new IllegalArgumentException("a JWKS document has a keys array");
            }
            for (Object item : list) {
                if (!(item instanceof Map<?, ?> raw)) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> members = (Map<String, Object>) raw;
                if (PRIVATE_MEMBERS.stream().anyMatch(members::containsKey)
                        || !(members.get("kid") instanceof String)) {
                    continue;
                }
                try {
                    PublicJsonWebKey key = accepted(members);
                    keys.putIfAbsent(key.getKeyId(), key);
                } catch (IllegalArgumentException unsupported) {
                    // a JWKS may hold keys for other uses: only the accepted ones verify embeds
                }
            }
        } catch (JoseException e) {
            throw new IllegalArgumentException("not a JWKS document", e);
        }
        return keys;
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
        if (!algorithmOf(jwk).filter(algorithm::equals).isPresent()) {
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
                    params(claims.getClaimValue("params")));
        } catch (JoseException | MalformedClaimException | org.jose4j.jwt.consumer.InvalidJwtException e) {
            // jose4j's message would repeat the claims: the detail names the problem only
            throw refused("the token's claims cannot be read (a claim is not of its type)", "malformed_token");
        }
    }

    private static Optional<Instant> instant(NumericDate date) {
        return Optional.ofNullable(date).map(d -> Instant.ofEpochSecond(d.getValue()));
    }

    /** The locked parameters, read like the query options they fix; anything else refuses the token. */
    static LockedParams params(Object raw) {
        if (raw == null) {
            return LockedParams.NONE;
        }
        if (!(raw instanceof Map<?, ?> params)) {
            throw invalidParams("params must be an object");
        }
        for (Object name : params.keySet()) {
            if (!PARAMS.contains(name)) {
                throw invalidParams("params has no member " + name);
            }
        }
        try {
            return new LockedParams(
                    text(params.get("chartType"), "chartType").map(type -> ChartType.fromWireName(type)
                            .orElseThrow(() -> invalidParams("params.chartType must be line, bar, pie or doughnut"))),
                    list(params.get("datasetIndexes"), "datasetIndexes").map(DataSetSelection::parse),
                    text(params.get("theme"), "theme").flatMap(WidgetTheme::parse),
                    text(params.get("locale"), "locale").map(WidgetLocale::parse),
                    list(params.get("hide"), "hide").map(WidgetPart::parseList).orElse(Set.of()),
                    Optional.ofNullable(params.get("filter")).map(EmbedTokens::filter),
                    Optional.ofNullable(params.get("period")).map(EmbedTokens::period),
                    text(params.get("widget"), "widget").map(widget -> WidgetType.fromWireName(widget)
                            .orElseThrow(() -> invalidParams("params.widget must be chart or number"))),
                    text(params.get("compare"), "compare").flatMap(Comparison::parse));
        } catch (InvalidRequestException e) {
            throw invalidParams("params: " + e.getMessage());
        }
    }

    private static Optional<String> text(Object value, String name) {
        if (value == null) {
            return Optional.empty();
        }
        if (!(value instanceof String text)) {
            throw invalidParams("params." + name + " must be a string");
        }
        return Optional.of(text);
    }

    /** A comma list as the query writes it, or a JSON array of its items. */
    private static Optional<String> list(Object value, String name) {
        if (value instanceof List<?> items) {
            return Optional.of(items.stream()
                    .map(item -> item instanceof Number || item instanceof String ? item.toString() : "invalid")
                    .collect(Collectors.joining(",")));
        }
        return text(value, name);
    }

    private static DataSetFilter filter(Object raw) {
        if (!(raw instanceof Map<?, ?> filter)) {
            throw invalidParams("params.filter must be an object");
        }
        for (Object name : filter.keySet()) {
            if (!Set.of("type", "activity", "sources", "tags", "customData").contains(name)) {
                throw invalidParams("params.filter has no member " + name);
            }
        }
        Object customData = filter.get("customData");
        if (customData != null && !(customData instanceof Map<?, ?>)) {
            throw invalidParams("params.filter.customData must be an object");
        }
        Map<String, Object> data = new LinkedHashMap<>();
        if (customData instanceof Map<?, ?> map) {
            // numbers as the stored filters hold them (BigDecimal), so equal filters compare equal
            map.forEach((k, v) -> data.put((String) k, v instanceof Number n ? new BigDecimal(n.toString()) : v));
        }
        return new DataSetFilter(
                text(filter.get("type"), "filter.type").orElse(null),
                text(filter.get("activity"), "filter.activity").orElse(null),
                strings(filter.get("sources"), "filter.sources"),
                strings(filter.get("tags"), "filter.tags"),
                data);
    }

    private static List<String> strings(Object raw, String name) {
        if (raw == null) {
            return List.of();
        }
        if (!(raw instanceof List<?> items) || items.stream().anyMatch(item -> !(item instanceof String))) {
            throw invalidParams("params." + name + " must be an array of strings");
        }
        List<String> strings = new ArrayList<>();
        items.forEach(item -> strings.add((String) item));
        return strings;
    }

    private static EmbedPeriod period(Object raw) {
        if (raw instanceof String preset) {
            return PeriodPreset.fromWireName(preset)
                    .orElseThrow(() -> invalidParams(
                            "params.period must be one of " + PeriodPreset.WIRE_NAMES + " or {from, to}"));
        }
        if (raw instanceof Map<?, ?> days
                && days.size() == 2
                && days.get("from") instanceof String from
                && days.get("to") instanceof String to) {
            try {
                LocalDate first = LocalDate.parse(from);
                LocalDate last = LocalDate.parse(to);
                if (last.isBefore(first)) {
                    throw invalidParams("params.period.to must not be before from");
                }
                return new EmbedPeriod.Days(new DateRange(first, last));
            } catch (DateTimeParseException e) {
                throw invalidParams("params.period's from and to are YYYY-MM-DD days");
            }
        }
        throw invalidParams("params.period must be one of " + PeriodPreset.WIRE_NAMES + " or {from, to}");
    }

    private static PermissionDeniedException invalidParams(String why) {
        return refused(why, "malformed_token");
    }

    private static PermissionDeniedException refused(String why, String reason) {
        return EmbedTokenClaims.refused(why, reason);
    }

    /** Logged once per failed fetch: the owner's URL, never a token. */
    static void fetchFailed(URI url, Throwable failure) {
        LOG.warnf("the JWKS at %s could not be fetched: %s", url, failure.toString());
    }
}
