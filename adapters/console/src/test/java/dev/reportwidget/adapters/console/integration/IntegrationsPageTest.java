package dev.reportwidget.adapters.console.integration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.integration.WebEventRestrictions;
import java.math.BigDecimal;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** The integrations page, rendered from its template with the view its resource builds. */
class IntegrationsPageTest {

    private static final List<EmbedKeysView.Key> KEYS = List.of(
            new EmbedKeysView.Key(3, "Portal", "JWK", "k-2026", "2026-11-20 09:00 UTC"),
            new EmbedKeysView.Key(
                    4, "Partner <b>", "JWKS URL", "https://partner.example/jwks.json", "2026-11-21 10:00 UTC"));

    private static IntegrationsView view(RestrictionsForm restrictions, EmbedKeysView keys) {
        return new IntegrationsView(
                List.of(new IntegrationsView.Token(1, "billing", "2026-11-01 08:00 UTC", "never")),
                null,
                null,
                "rwtr_example",
                "<img …>",
                "<script>…</script>",
                restrictions,
                keys,
                null);
    }

    private static String page(RestrictionsForm restrictions, EmbedKeysView keys) {
        return ConsolePages.render("integrations", ConsolePages.owner("integrations"), view(restrictions, keys));
    }

    @Property(tries = 300)
    void theRestrictionsSavedUnchangedAreTheStoredOnes(@ForAll("restrictions") WebEventRestrictions stored) {
        var sent = BrowserForms.submit(
                page(RestrictionsForm.of(stored), EmbedKeysView.of(KEYS)), "form#restrictions", null);
        assertEquals(stored, RestrictionsForm.read(sent).restrictions());
    }

    @Provide
    Arbitrary<WebEventRestrictions> restrictions() {
        Arbitrary<List<String>> origins = Arbitraries.subsetOf(
                        "https://shop.example", "https://*.example.com", "https://a.example:8443", "https://b.example")
                .map(List::copyOf);
        Arbitrary<List<String>> types = Arbitraries.strings()
                .withChars("abcxyz_-.:09 <>&\"'é")
                .ofMinLength(1)
                .ofMaxLength(64)
                .map(String::trim)
                .filter(type -> !type.isEmpty())
                .list()
                .uniqueElements()
                .ofMaxSize(4);
        Arbitrary<BigDecimal> max = Combinators.combine(
                        Arbitraries.longs().between(1, 999_999_999_999L),
                        Arbitraries.integers().between(0, 6))
                .as(BigDecimal::valueOf)
                .injectNull(0.3);
        return Combinators.combine(origins, types, max).as(WebEventRestrictions::of);
    }

    @Test
    void embedKeysAreListedWithADeletionThatSaysWhatStopsAndTheFormKeepsWhatWasEntered() {
        EmbedKeysView keys = new EmbedKeysView.Entry("Portal", "{\"kty\": \"oct\"}", "")
                .withErrors(List.of(new FieldError("jwk", "A symmetric key is a secret: register a public key.")))
                .view(KEYS);
        Document shown = Jsoup.parse(page(RestrictionsForm.of(WebEventRestrictions.NONE), keys));

        Element second = shown.select("#embed-keys tbody tr").get(1);
        assertEquals("Partner <b>", second.selectFirst("td[data-label=Name]").text());
        assertTrue(second.selectFirst("details summary").text().startsWith("Delete"));
        assertEquals(
                "/console/integrations/embed-keys/4/delete",
                second.selectFirst("form").attr("action"));
        assertTrue(second.selectFirst("details p").text().contains("stops working at once"));
        assertEquals("true", shown.getElementById("k-jwk").attr("aria-invalid"));
        assertEquals(
                "A symmetric key is a secret: register a public key.",
                shown.getElementById("k-jwk-error").text());
        assertEquals("Portal", shown.getElementById("k-name").attr("value"));
    }

    @Test
    void refusedRestrictionsAreShownBesideTheirFields() {
        RestrictionsForm form = new RestrictionsForm("http://shop.example", "", "-5", java.util.Map.of())
                .withErrors(List.of(
                        new FieldError("allowedOrigins", "“http://shop.example” is not a site."),
                        new FieldError("maxAbsValue", "Enter a number above 0.")));
        Document shown = Jsoup.parse(page(form, EmbedKeysView.of(List.of())));
        assertEquals(
                "“http://shop.example” is not a site.",
                shown.getElementById("t-allowedOrigins-error").text());
        assertEquals(
                "Enter a number above 0.",
                shown.getElementById("t-maxAbsValue-error").text());
        assertEquals("-5", shown.getElementById("t-maxAbsValue").attr("value"));
        assertTrue(shown.selectFirst("#embed-keys").text().contains("No keys yet."));
    }
}
