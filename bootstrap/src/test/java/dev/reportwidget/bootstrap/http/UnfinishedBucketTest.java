package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;

import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JSON payload says whether its last bucket is the current, unfinished day, week or month
 * ({@code reportData.partialLastBucket}, docs/reports-and-widgets.md#the-service-token-endpoint),
 * and the OpenAPI document describes it.
 */
@QuarkusTest
class UnfinishedBucketTest {

    @Test
    void aPeriodEndingTodayHasAnUnfinishedLastBucketAndAPastOneHasNone() {
        var f = WidgetDeliveryTest.fixture("authenticated");
        f.json(Map.of())
                .statusCode(200)
                .body("reportData.reportChartDateRange[2]", equalTo(f.today()))
                .body("reportData.partialLastBucket", is(true));

        long past = f.owner()
                .request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "January",
                        "chartType", "bar",
                        "period", Map.of("from", "2026-01-01", "to", "2026-01-31"),
                        "granularity", "week",
                        "dataSets",
                                List.of(Map.of(
                                        "label",
                                        "Sales",
                                        "color",
                                        "#2f7ed8",
                                        "aggregation",
                                        "sum",
                                        "filter",
                                        Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Widgets.changeAccess(f.owner(), past, "authenticated").statusCode(200);
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + past + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("reportData.partialLastBucket", is(false));
    }

    @Test
    void theOpenApiDocumentDescribesTheFlag() {
        given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .body("components.schemas.ReportDataJson.properties.partialLastBucket.type", equalTo("boolean"))
                .body(
                        "components.schemas.ReportDataJson.properties.partialLastBucket.description",
                        containsString("unfinished day, week or month"));
    }
}
