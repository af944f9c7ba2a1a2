package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * When the data cannot be calculated (here: the day totals it reads are locked past the calculation
 * timeout), the last good copy is served with its own generatedAt; without one, 503 with Retry-After.
 */
@QuarkusTest
@TestProfile(CalculationFailureTest.ShortTimeout.class)
class CalculationFailureTest {

    public static class ShortTimeout implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("rw.widget.calculation-timeout", "PT0.5S");
        }
    }

    @Inject
    DataSource dataSource;

    @Test
    void theLastGoodCopyIsServedAndWithoutOne503() throws Exception {
        var calculated = WidgetDeliveryTest.fixture("authenticated");
        var neverCalculated = WidgetDeliveryTest.fixture("authenticated");
        var neverShown = WidgetDeliveryTest.fixture("disabled");
        String publicUrl = "/embed/v1/reports/" + neverShown.goPublic() + "/widgets/chart";
        String generatedAt = calculated.json(Map.of()).statusCode(200).extract().path("generatedAt");

        try (Connection blocker = dataSource.getConnection()) {
            blocker.setAutoCommit(false);
            try (Statement lock = blocker.createStatement()) {
                lock.execute("LOCK TABLE record_totals IN ACCESS EXCLUSIVE MODE");
                calculated
                        .json(Map.of("refresh", "true"))
                        .statusCode(200)
                        .body("generatedAt", equalTo(generatedAt))
                        .body("reportData.reportChartDataSets[0].data[2]", is(15));
                neverCalculated
                        .json(Map.of())
                        .statusCode(503)
                        .contentType("application/problem+json")
                        .header("Retry-After", "5")
                        .body("requestId", org.hamcrest.Matchers.notNullValue());
                // a browser framing the public link gets the error page, Retry-After kept
                given().accept(WidgetFrameTest.BROWSER_ACCEPT)
                        .queryParam("theme", "dark")
                        .get(publicUrl)
                        .then()
                        .statusCode(503)
                        .contentType(startsWith("text/html"))
                        .header("Retry-After", "5")
                        .header("Content-Security-Policy", containsString("script-src 'self'"))
                        .body(containsString("data-reason=\"unavailable\""))
                        .body(containsString("The chart is temporarily unavailable."));
                given().get(publicUrl)
                        .then()
                        .statusCode(503)
                        .contentType("application/problem+json")
                        .header("Retry-After", "5");
            } finally {
                blocker.rollback();
            }
        }
        neverCalculated.json(Map.of()).statusCode(200);
        given().get(publicUrl).then().statusCode(200);
    }
}
