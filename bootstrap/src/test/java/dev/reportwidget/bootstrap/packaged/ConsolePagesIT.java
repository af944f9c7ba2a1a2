package dev.reportwidget.bootstrap.packaged;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The console as a person uses it: sign-in with its CSRF token, every page of a property with a
 * report and a board, the assets those pages load, and forms that change something through the same
 * use cases as the API.
 */
@QuarkusIntegrationTest
class ConsolePagesIT {

    private static final Pattern ASSET = Pattern.compile("(?:src|href)=\"(/(?:console-assets|webjars)/[^\"]+)\"");

    @Test
    void everyPageOfTheConsoleAnswersWithItsAssets() {
        Owner owner = Owner.withRecords();
        long report = owner.report("Console sales", "line");
        long board = owner.api()
                .contentType("application/json")
                .body(Map.of(
                        "name",
                        "Console board",
                        "items",
                        List.of(Map.of("reportId", report, "widget", "chart", "width", "full"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
        assertEquals(200, given().get("/console/login").statusCode());
        assertEquals(200, given().get("/console/signup").statusCode());
        ConsoleSessions console = ConsoleSessions.signIn(owner.user().email(), Accounts.PASSWORD);

        Map<String, String> pages = Map.ofEntries(
                Map.entry("/console/reports", "Console sales"),
                Map.entry("/console/reports/new", "Data sets"),
                Map.entry("/console/reports/" + report + "/edit", "Console sales"),
                Map.entry("/console/reports/" + report + "/share", "Console sales"),
                Map.entry("/console/boards", "Console board"),
                Map.entry("/console/boards/new", "Console sales"),
                Map.entry("/console/boards/" + board + "/edit", "Console board"),
                Map.entry("/console/boards/" + board + "/share", "Console board"),
                Map.entry("/console/integrations", "navigator.sendBeacon"),
                Map.entry("/console/import", "sample.csv"),
                Map.entry("/console/records", "sale"),
                Map.entry("/console/members", owner.user().email()),
                Map.entry("/console/settings", "UTC"),
                Map.entry("/console/properties/new", "name"),
                Map.entry("/console/account", owner.user().email()));
        List<String> assets = new ArrayList<>();
        pages.forEach((path, text) -> {
            Response page = console.request().get(path);
            assertEquals(200, page.statusCode(), path + ": " + page.asString());
            String html = page.asString();
            assertTrue(html.contains(text), path + " shows " + text + ": " + html);
            Matcher asset = ASSET.matcher(html);
            while (asset.find()) {
                assets.add(asset.group(1).replace("&amp;", "&"));
            }
        });
        assertTrue(assets.size() >= 2, "the console's stylesheet and script: " + assets);
        assets.stream()
                .distinct()
                .forEach(path -> assertEquals(200, given().get(path).statusCode(), path));
        assertEquals(200, console.request().get("/console/import/sample.csv").statusCode(), "the sample CSV downloads");
    }

    @Test
    void aFormCreatesAServiceTokenThatTheApiKnows() {
        Owner owner = Owner.withRecords();
        ConsoleSessions console = ConsoleSessions.signIn(owner.user().email(), Accounts.PASSWORD);
        console.form()
                .formParam("name", "console backend")
                .post("/console/integrations/tokens")
                .then()
                .statusCode(201);
        owner.api().get("/integrations/service-tokens").then().statusCode(200).body("items", hasSize(2));
        // without the session's CSRF token nothing changes
        console.request()
                .formParam("name", "forged")
                .post("/console/integrations/tokens")
                .then()
                .statusCode(403);
        owner.api().get("/integrations/service-tokens").then().body("items", hasSize(2));
    }
}
