package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The widget's data as CSV: at {embedPath}/data.csv for anyone with the link and as Accept: text/csv
 * for backends, only while the settings allow downloads, with the JSON payload's numbers.
 */
@QuarkusTest
class WidgetDownloadsTest {

    @Inject
    DataSource dataSource;

    /** A report whose second data set's label a spreadsheet would run, with a negative value. */
    record Fixture(TestUser owner, long reportId, String serviceToken, String today) {
        String serviceTokenWidget() {
            return "/service_token/v1/reports/" + reportId + "/widgets/chart";
        }

        String settings(boolean allowDownload) {
            return owner.request()
                    .contentType(ContentType.JSON)
                    .body(Map.of("access", "public", "allowDownload", allowDownload))
                    .put(Widgets.settings(reportId))
                    .then()
                    .statusCode(200)
                    .body("allowDownload", is(allowDownload))
                    .extract()
                    .path("embedPath");
        }
    }

    static Fixture fixture() {
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        Map<String, Object> report = Map.of(
                "name",
                "Sales/costs: \"EU\"",
                "chartType",
                "bar",
                "period",
                Map.of("last", 3, "unit", "day"),
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
                                "=HYPERLINK(\"x\")",
                                "color",
                                "#d83f2f",
                                "aggregation",
                                "min",
                                "filter",
                                Map.of("type", "cost"))));
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        Integrations.record(token, "sale", today.toString(), 10.5);
        Integrations.record(token, "cost", today.toString(), -4.25);
        return new Fixture(owner, id, token, today.toString());
    }

    @Test
    void withoutAllowDownloadThePublicCsvIsNotFoundAndTheBackendsIsNotAcceptable() {
        Fixture f = fixture();
        String embedPath = f.settings(false);

        given().get(embedPath + "/data.csv").then().statusCode(404).contentType("application/problem+json");
        given().get(embedPath).then().statusCode(200).body(not(containsString("id=\"widget-download\"")));
        given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .get(f.serviceTokenWidget())
                .then()
                .statusCode(406)
                .contentType("application/problem+json");
        // the widget itself is served as before
        given().header("X-Service-Token", f.serviceToken())
                .accept(ContentType.JSON)
                .get(f.serviceTokenWidget())
                .then()
                .statusCode(200);
    }

    @Test
    void withAllowDownloadBothServeTheJsonPayloadsNumbersAsCsv() {
        Fixture f = fixture();
        String publicId = Widgets.changeAccess(f.owner(), f.reportId(), "public")
                .extract()
                .path("publicId");
        String embedPath = f.settings(true);
        assertEquals("/embed/v1/reports/" + publicId + "/widgets/chart", embedPath, "the public ID is kept");

        var download = given().get(embedPath + "/data.csv").then().statusCode(200);
        download.contentType(startsWith("text/csv"))
                .contentType(containsString("charset=UTF-8"))
                .header("Content-Disposition", "attachment; filename=\"Sales_costs_ _EU_.csv\"")
                .header("X-Content-Type-Options", "nosniff");
        String csv = download.extract().asString();

        JsonPath payload = new JsonPath(given().header("X-Service-Token", f.serviceToken())
                        .accept(ContentType.JSON)
                        .get(f.serviceTokenWidget())
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString())
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.BIG_DECIMAL));
        assertEquals(expectedCsv(payload, List.of(0, 1)), csv);
        assertEquals("bucket,Sales,\"'=HYPERLINK(\"\"x\"\")\"", csv.split("\r\n")[0], "the label is defused");
        assertRow(csv.split("\r\n")[3], f.today(), "10.5", "-4.25");

        String backendCsv = given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .get(f.serviceTokenWidget())
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .header("Content-Disposition", "attachment; filename=\"Sales_costs_ _EU_.csv\"")
                .extract()
                .asString();
        assertEquals(csv, backendCsv);
    }

    @Test
    void theSelectedDataSetsAreTheColumnsInTheirOrder() {
        Fixture f = fixture();
        String embedPath = f.settings(true);

        String csv = given().queryParam("datasetIndexes", "1,0")
                .get(embedPath + "/data.csv")
                .then()
                .statusCode(200)
                .extract()
                .asString();

        assertEquals("bucket,\"'=HYPERLINK(\"\"x\"\")\",Sales", csv.split("\r\n")[0]);
        assertRow(csv.split("\r\n")[3], f.today(), "-4.25", "10.5");
        given().queryParam("datasetIndexes", "2")
                .get(embedPath + "/data.csv")
                .then()
                .statusCode(400);
    }

    @Test
    void thePublicWidgetLinksToTheDownloadInTheViewersLanguage() {
        Fixture f = fixture();
        String embedPath = f.settings(true);

        given().queryParam("datasetIndexes", "1")
                .get(embedPath)
                .then()
                .statusCode(200)
                .body(containsString("href=\"chart/data.csv?datasetIndexes=1\""))
                .body(containsString(">Download CSV</a>"))
                .body(containsString("aria-label=\"Download CSV: data of Sales/costs: &quot;EU&quot;\""));
        given().queryParam("locale", "de")
                .get(embedPath)
                .then()
                .statusCode(200)
                .body(containsString(">CSV herunterladen</a>"));
        // a backend's document is shown on the backend's page: no link that could not carry the token
        given().header("X-Service-Token", f.serviceToken())
                .get(f.serviceTokenWidget())
                .then()
                .statusCode(200)
                .body(not(containsString("id=\"widget-download\"")));
        // turning downloads off removes the link at once (the kept rendering is keyed by it)
        f.settings(false);
        given().get(embedPath).then().statusCode(200).body(not(containsString("id=\"widget-download\"")));
    }

    @Test
    void theCsvFollowsTheWidgetsAccessRules() throws SQLException, InterruptedException {
        Fixture f = fixture();
        String embedPath = f.settings(true);
        given().get(embedPath + "/data.csv").then().statusCode(200);

        try (Connection c = dataSource.getConnection();
                PreparedStatement expire = c.prepareStatement(
                        "UPDATE reports SET public_expires_at = now() - interval '1 second' WHERE id = ?")) {
            expire.setLong(1, f.reportId());
            expire.executeUpdate();
        }
        // a change made in the database, not through this instance, reaches its kept access
        // decisions through the database's notification: soon, not necessarily before the next request
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (given().get(embedPath + "/data.csv").statusCode() == 200 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        given().get(embedPath + "/data.csv").then().statusCode(410).contentType("application/problem+json");

        Widgets.changeAccess(f.owner(), f.reportId(), "disabled").statusCode(200);
        given().get(embedPath + "/data.csv").then().statusCode(404);
        given().header("X-Service-Token", f.serviceToken())
                .accept("text/csv")
                .get(f.serviceTokenWidget())
                .then()
                .statusCode(403);
        given().get("/embed/v1/reports/00000000-0000-4000-8000-000000000000/widgets/chart/data.csv")
                .then()
                .statusCode(404);
    }

    @Test
    void aPutWithoutAllowDownloadTurnsDownloadsOff() {
        Fixture f = fixture();
        String embedPath = f.settings(true);

        Widgets.changeAccess(f.owner(), f.reportId(), "public").statusCode(200).body("allowDownload", is(false));
        f.owner().request().get(Widgets.settings(f.reportId())).then().body("allowDownload", equalTo(false));
        given().get(embedPath + "/data.csv").then().statusCode(404);
    }

    /** A data row: its bucket, then numbers equal to these (a negative one stays a number, unprefixed). */
    private static void assertRow(String row, String bucket, String... numbers) {
        String[] cells = row.split(",");
        assertEquals(bucket, cells[0], row);
        assertEquals(numbers.length + 1, cells.length, row);
        for (int i = 0; i < numbers.length; i++) {
            assertEquals(0, new BigDecimal(numbers[i]).compareTo(new BigDecimal(cells[i + 1])), row);
        }
    }

    /** The CSV the payload's labels and data make, for the data sets at {@code positions}. */
    private static String expectedCsv(JsonPath payload, List<Integer> positions) {
        List<String> labels = payload.getList("reportData.reportChartDateRange");
        List<Map<String, Object>> sets = payload.getList("reportData.reportChartDataSets");
        StringBuilder csv = new StringBuilder("bucket");
        List<List<Object>> columns = new ArrayList<>();
        for (int position : positions) {
            String label = (String) sets.get(position).get("label");
            csv.append(',').append(label.startsWith("=") ? "\"'" + label.replace("\"", "\"\"") + "\"" : label);
            @SuppressWarnings("unchecked")
            List<Object> data = (List<Object>) sets.get(position).get("data");
            columns.add(data);
        }
        csv.append("\r\n");
        for (int row = 0; row < labels.size(); row++) {
            int bucket = row;
            csv.append(labels.get(row))
                    .append(columns.stream()
                            .map(column -> column.get(bucket) == null
                                    ? ""
                                    : new BigDecimal(column.get(bucket).toString()).toPlainString())
                            .map(cell -> "," + cell)
                            .collect(Collectors.joining()))
                    .append("\r\n");
        }
        return csv.toString();
    }
}
