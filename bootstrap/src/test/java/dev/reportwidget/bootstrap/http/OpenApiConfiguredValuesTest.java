package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The served OpenAPI document states configured values, not the ones the annotations were written with. */
@QuarkusTest
@TestProfile(OpenApiConfiguredValuesTest.OtherValues.class)
class OpenApiConfiguredValuesTest {

    public static class OtherValues implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "rw.widget.public-refresh-throttle", "PT7S",
                    "rw.widget.rate-limit.requests-per-minute", "90",
                    "rw.import.max-upload-size", "1G");
        }
    }

    private static final Pattern UNRESOLVED = Pattern.compile("\\{(duration|size|value):");

    @Test
    void textsStateTheConfiguredValuesAndNameTheirKeys() {
        String document = given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertFalse(UNRESOLVED.matcher(document).find(), "an unresolved placeholder is left in " + document);

        JsonPath json = JsonPath.from(document);
        String publicWidget = json.getString("paths.'/embed/v1/reports/{publicId}/widgets/chart'.get.description");
        assertTrue(publicWidget.contains("at most once per 7 s (`rw.widget.public-refresh-throttle`)"), publicWidget);
        assertTrue(
                publicWidget.contains("(90 (`rw.widget.rate-limit.requests-per-minute`) requests a minute"),
                publicWidget);
        // not overridden: the default of application.properties
        assertTrue(
                publicWidget.contains("served for 30 s (`quarkus.cache.caffeine.\"report-data\".expire-after-write`)"),
                publicWidget);
        String fileImport = json.getString("paths.'/record/import'.post.description");
        assertTrue(fileImport.contains("A file over 1 GiB (`rw.import.max-upload-size`) answers 413"), fileImport);
        // not overridden: the mapping's @WithDefault
        assertTrue(fileImport.contains("(at most 100 (`rw.import.max-reported-problems`))"), fileImport);
    }
}
