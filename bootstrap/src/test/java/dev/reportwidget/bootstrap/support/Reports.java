package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Test data: report definitions as JSON maps, and reports created over HTTP. */
public final class Reports {

    private Reports() {}

    /** A valid report with two data sets over the last 30 days. */
    public static Map<String, Object> salesVsCosts() {
        Map<String, Object> report = new HashMap<>();
        report.put("name", "Sales vs costs");
        report.put("desc", "Last 30 days");
        report.put("chartType", "line");
        report.put("period", Map.of("last", 30, "unit", "day"));
        report.put("granularity", "day");
        List<Object> sets = new ArrayList<>();
        sets.add(Map.of(
                "label",
                "Sales",
                "color",
                "#2f7ed8",
                "aggregation",
                "sum",
                "filter",
                Map.of(
                        "type",
                        "sale",
                        "activity",
                        "closed",
                        "sources",
                        List.of("google"),
                        "tags",
                        List.of("eu"),
                        "customData",
                        Map.of("plan", "pro"))));
        sets.add(Map.of("label", "Costs", "color", "#d83f2f", "aggregation", "sum", "filter", Map.of("type", "cost")));
        report.put("dataSets", sets);
        return report;
    }

    /** Creates {@link #salesVsCosts()} in {@code propertyId}; answers the report ID. */
    public static long create(Accounts.TestUser user, long propertyId) {
        return user.in(propertyId)
                .contentType(ContentType.JSON)
                .body(salesVsCosts())
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
    }
}
