package dev.reportwidget.adapters.console.integration;

import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import dev.reportwidget.domain.widget.EmbedOrigin;
import jakarta.ws.rs.core.MultivaluedMap;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * What the tracking ID admits, as the integrations page's form shows it: sites and record types one
 * a line, the largest value as written. Saving it unchanged stores the same restrictions
 * (RestrictionsFormRoundTripTest).
 *
 * @param errors field ({@code allowedOrigins}, {@code allowedTypes}, {@code maxAbsValue}) to message
 */
public record RestrictionsForm(
        String allowedOrigins, String allowedTypes, String maxAbsValue, Map<String, String> errors) {

    private static final Pattern LINES = Pattern.compile("\\r\\n|\\n|\\r");

    public static RestrictionsForm of(WebEventRestrictions restrictions) {
        return new RestrictionsForm(
                String.join(
                        "\n",
                        restrictions.allowedOrigins().stream()
                                .map(EmbedOrigin::value)
                                .toList()),
                String.join("\n", restrictions.allowedTypes()),
                restrictions.maxAbsValue() == null
                        ? ""
                        : restrictions.maxAbsValue().toPlainString(),
                Map.of());
    }

    public static RestrictionsForm read(MultivaluedMap<String, String> form) {
        return new RestrictionsForm(
                value(form, "allowedOrigins"), value(form, "allowedTypes"), value(form, "maxAbsValue"), Map.of());
    }

    /**
     * The restrictions this form asks for, read as the API reads its body.
     *
     * @throws ValidationException naming {@code allowedOrigins}, {@code allowedTypes} or {@code maxAbsValue}
     */
    public WebEventRestrictions restrictions() {
        BigDecimal max = null;
        if (!maxAbsValue.isBlank()) {
            try {
                max = new BigDecimal(maxAbsValue.trim());
            } catch (NumberFormatException e) {
                throw ValidationException.of(
                        "maxAbsValue", "Enter a number such as 1000, or leave it empty for no largest value.");
            }
        }
        try {
            return WebEventRestrictions.of(lines(allowedOrigins), lines(allowedTypes), max);
        } catch (ValidationException refused) {
            // each origin's or type's message beside its list
            throw new ValidationException(refused.errors().stream()
                    .map(error -> new FieldError(error.field().replaceFirst("\\[[0-9]+]$", ""), error.message()))
                    .toList());
        }
    }

    public RestrictionsForm withErrors(List<FieldError> found) {
        Map<String, String> all = new LinkedHashMap<>();
        found.forEach(error -> all.merge(error.field(), error.message(), (a, b) -> a + " " + b));
        return new RestrictionsForm(allowedOrigins, allowedTypes, maxAbsValue, Map.copyOf(all));
    }

    public String error(String field) {
        return errors.get(field);
    }

    /** Whether anything is restricted. */
    public boolean restricts() {
        return !allowedOrigins.isBlank() || !allowedTypes.isBlank() || !maxAbsValue.isBlank();
    }

    private static List<String> lines(String text) {
        return LINES.splitAsStream(text)
                .map(String::trim)
                .filter(line -> !line.isEmpty())
                .toList();
    }

    private static String value(MultivaluedMap<String, String> form, String name) {
        String value = form.getFirst(name);
        return value == null ? "" : value;
    }
}
