package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.it.ServiceProcess;
import dev.reportwidget.bootstrap.support.LocalServicesTestResource;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.http.ContentType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Numbers and words in every language the widgets translate, in some of their regions, and in other
 * languages, as the JVM writes them: the artifact under test (the native executable in
 * {@code .ci/run}) and the JVM jar, started beside it on the same database, answer the same widget's
 * documents; they must be the same but for what differs between any two loads (the CSP nonce and the
 * time of the calculation). A native image formats only the locales it was built with, and falls
 * back to English for the rest without a sign.
 */
@QuarkusIntegrationTest
class LocalesIT {

    /**
     * The widget's own translations, some of their regions, and other languages in their default
     * regions: the locales the executable is built with (NativeImageLocalesTest).
     */
    private static final List<String> LOCALES = List.of(
            "en", "de", "fr", "es", "it", "pt", "nl", "ja", "de-CH", "fr-CA", "en-IN", "pt-BR", "es-MX", "sv", "pl",
            "ar", "zh");

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    private static final Pattern NONCE = Pattern.compile("nonce=\"[^\"]*\"|'nonce-[^']*'");
    private static final Pattern INSTANT =
            Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})");

    private static ServiceProcess jvm;
    private static String embed;

    /** Once per class, on the first test: the service's address is known from then on. */
    @BeforeEach
    void aReportInEurosOnBothInstances() throws Exception {
        if (jvm != null) {
            return;
        }
        Owner owner = Owner.withRecords();
        Map<String, Object> report = new HashMap<>();
        report.put("name", "Umsatz");
        report.put("desc", "Sieben Tage");
        report.put("period", Map.of("last", 7, "unit", "day"));
        report.put("format", Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 2));
        report.put(
                "dataSets",
                List.of(
                        Map.of(
                                "label",
                                "Sales",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "sale")),
                        Map.of(
                                "label",
                                "Costs",
                                "color",
                                "#d83f2f",
                                "aggregation",
                                "avg",
                                "filter",
                                Map.of("type", "cost"))));
        long id = owner.api()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
        String publicId = owner.api()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public"))
                .put("/report/config/" + id + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("publicId");
        embed = "/embed/v1/reports/" + publicId;
        jvm = ServiceProcess.startJvm(LocalServicesTestResource.config());
    }

    @AfterAll
    static void stop() throws Exception {
        if (jvm != null) {
            jvm.close();
        }
    }

    @Test
    void everyLocaleFormatsTheNumberWidgetAndTheTableAsTheJvmDoes() {
        for (String locale : LOCALES) {
            for (String document : List.of("/widgets/number?locale=", "/widgets/chart?view=table&locale=")) {
                String path = embed + document + locale;
                String tested = normalised(given().accept(BROWSER)
                        .get(path)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString());
                String onTheJvm = normalised(given().baseUri(jvm.baseUri())
                        .accept(BROWSER)
                        .get(path)
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString());
                assertEquals(onTheJvm, tested, path + " as the JVM answers it");
            }
        }
    }

    @Test
    void theDocumentsAreInTheirLanguagesAndNumbers() {
        String german =
                given().accept(BROWSER).get(embed + "/widgets/number?locale=de").asString();
        String japanese =
                given().accept(BROWSER).get(embed + "/widgets/number?locale=ja").asString();
        String swiss = given().accept(BROWSER)
                .get(embed + "/widgets/number?locale=de-CH")
                .asString();
        assertTrue(german.contains("1.236.567,50\u00a0€"), german);
        assertTrue(german.contains("<html lang=\"de\""), german);
        assertTrue(japanese.contains("€1,236,567.50"), japanese);
        assertTrue(japanese.contains("<html lang=\"ja\""), japanese);
        // the language's words, the region's numbers
        assertTrue(swiss.contains("1’236’567.50"), swiss);
    }

    /** The document without what two loads of it never share: the nonce and the calculation's time. */
    private static String normalised(String html) {
        return INSTANT.matcher(NONCE.matcher(html).replaceAll("nonce")).replaceAll("time");
    }
}
