package dev.reportwidget.domain.integration;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.error.Violations;
import dev.reportwidget.domain.record.RecordContent;
import dev.reportwidget.domain.widget.EmbedOrigin;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a property's tracking ID admits (docs/integrations.md#tracking-ids): the sites that may send
 * web events ({@code https://host[:port]} or {@code https://*.host}, checked against {@code
 * Origin}, else {@code Referer}), the record types, and the largest |value|. An empty list or no
 * maximum admits everything; {@link #NONE} restricts nothing.
 */
public record WebEventRestrictions(
        List<EmbedOrigin> allowedOrigins, List<String> allowedTypes, BigDecimal maxAbsValue) {

    public static final WebEventRestrictions NONE = new WebEventRestrictions(List.of(), List.of(), null);
    public static final int MAX_ORIGINS = 20;
    public static final int MAX_TYPES = 100;
    private static final BigDecimal VALUE_LIMIT = new BigDecimal("1E15");

    public WebEventRestrictions {
        allowedOrigins = allowedOrigins == null ? List.of() : List.copyOf(allowedOrigins);
        allowedTypes = allowedTypes == null ? List.of() : List.copyOf(allowedTypes);
    }

    /**
     * Reads the restrictions as an owner writes them (null: no restriction of that kind).
     *
     * @throws ValidationException naming each field that breaks a rule
     */
    public static WebEventRestrictions of(List<String> origins, List<String> types, BigDecimal maxAbsValue) {
        List<FieldError> errors = new ArrayList<>();
        List<EmbedOrigin> parsedOrigins = new ArrayList<>();
        if (origins != null) {
            if (origins.size() > MAX_ORIGINS) {
                errors.add(new FieldError("allowedOrigins", "Allow at most " + MAX_ORIGINS + " sites."));
            }
            for (int i = 0; i < origins.size(); i++) {
                Optional<EmbedOrigin> origin = EmbedOrigin.parse(origins.get(i));
                if (origin.isEmpty()) {
                    errors.add(new FieldError(
                            "allowedOrigins[" + i + "]",
                            Violations.quoted(origins.get(i)) + " is not a site: write it as https://host,"
                                    + " https://host:port or https://*.host, without a path."));
                } else if (!parsedOrigins.contains(origin.get())) {
                    parsedOrigins.add(origin.get());
                }
            }
        }
        LinkedHashSet<String> parsedTypes = new LinkedHashSet<>();
        if (types != null) {
            if (types.size() > MAX_TYPES) {
                errors.add(new FieldError("allowedTypes", "Allow at most " + MAX_TYPES + " types."));
            }
            for (int i = 0; i < types.size(); i++) {
                String type = types.get(i) == null ? "" : types.get(i).trim();
                if (type.isEmpty() || type.length() > 64 || type.indexOf('\0') >= 0) {
                    errors.add(new FieldError("allowedTypes[" + i + "]", "Give each type 1 to 64 characters."));
                } else {
                    parsedTypes.add(type);
                }
            }
        }
        if (maxAbsValue != null
                && (maxAbsValue.signum() <= 0 || maxAbsValue.compareTo(VALUE_LIMIT) >= 0 || maxAbsValue.scale() > 6)) {
            errors.add(new FieldError(
                    "maxAbsValue",
                    "Enter a number above 0 and below 1,000,000,000,000,000, with at most 6 decimals, or leave it"
                            + " empty."));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
        return new WebEventRestrictions(parsedOrigins, List.copyOf(parsedTypes), maxAbsValue);
    }

    /**
     * Admits a web event sent from this page ({@code Origin} header, else {@code Referer}; either
     * may be null).
     *
     * @throws PermissionDeniedException when origins are restricted and neither names an allowed one
     */
    public void admitOrigin(String origin, String referer) {
        if (allowedOrigins.isEmpty()) {
            return;
        }
        String sent = origin != null && !origin.isBlank() ? origin : referer;
        if (sent == null || sent.isBlank()) {
            throw new PermissionDeniedException(
                    "this tracking ID admits web events only from its allowedOrigins; the request has no Origin or Referer");
        }
        Optional<Site> site = Site.of(sent.trim());
        if (site.isEmpty()
                || allowedOrigins.stream().noneMatch(allowed -> site.get().matches(allowed))) {
            throw new PermissionDeniedException(
                    "this tracking ID admits web events only from its allowedOrigins; the request's origin is not one");
        }
    }

    /**
     * Admits a record built from a web event.
     *
     * @throws ValidationException naming {@code type} or {@code value} when outside the restrictions
     */
    public void admit(RecordContent record) {
        List<FieldError> errors = new ArrayList<>();
        if (!allowedTypes.isEmpty() && !allowedTypes.contains(record.type())) {
            errors.add(new FieldError("type", "is not one of this tracking ID's allowedTypes"));
        }
        if (maxAbsValue != null
                && record.value() != null
                && record.value().abs().compareTo(maxAbsValue) > 0) {
            errors.add(new FieldError(
                    "value", "exceeds this tracking ID's maxAbsValue (" + maxAbsValue.toPlainString() + ")"));
        }
        if (!errors.isEmpty()) {
            throw new ValidationException(errors);
        }
    }

    /** The scheme, host and port a page was served from. */
    private record Site(String scheme, String host, int port) {

        static Optional<Site> of(String url) {
            try {
                URI uri = new URI(url);
                if (uri.getScheme() == null || uri.getHost() == null) {
                    return Optional.empty();
                }
                String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
                int port = uri.getPort() != -1 ? uri.getPort() : "https".equals(scheme) ? 443 : 80;
                return Optional.of(new Site(scheme, uri.getHost().toLowerCase(Locale.ROOT), port));
            } catch (URISyntaxException e) {
                return Optional.empty();
            }
        }

        boolean matches(EmbedOrigin allowed) {
            // a canonical origin: https://[*.]host[:port], the port only when it is not 443
            String rest = allowed.value().substring("https://".length());
            int colon = rest.indexOf(':');
            int allowedPort = colon < 0 ? 443 : Integer.parseInt(rest.substring(colon + 1));
            String allowedHost = colon < 0 ? rest : rest.substring(0, colon);
            if (!"https".equals(scheme) || port != allowedPort) {
                return false;
            }
            return allowedHost.startsWith("*.") ? host.endsWith(allowedHost.substring(1)) : host.equals(allowedHost);
        }
    }
}
