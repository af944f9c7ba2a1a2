package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.application.widget.WidgetViewCounter;
import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Database;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.SignedEmbeds;
import dev.reportwidget.bootstrap.support.Widgets;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.jose4j.jwk.PublicJsonWebKey;
import org.junit.jupiter.api.Test;

/**
 * Views: counted in memory on each instance, added to hourly buckets in PostgreSQL by a flush (driven
 * here directly), shown in the settings and in the list of the property's shared widgets.
 */
@QuarkusTest
class WidgetViewsTest {

    @Inject
    WidgetViewCounter counter;

    @Inject
    WidgetViewStore store;

    @Inject
    DataSource dataSource;

    @Test
    void publicLoadsAreCountedButNotRefreshesDownloadsOrBackendLoads() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        String embedPath = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowDownload", true))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200)
                .body("views.last24h", is(0))
                .body("views.last30d", is(0))
                .extract()
                .path("embedPath");

        given().get(embedPath).then().statusCode(200);
        given().queryParam("chartType", "pie").get(embedPath).then().statusCode(200);
        given().get(embedPath).then().statusCode(200);
        given().queryParam("refresh", "true").get(embedPath).then().statusCode(200);
        given().get(embedPath + "/data.csv").then().statusCode(200);
        given().header("X-Service-Token", token)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200);
        given().header("X-Service-Token", token)
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200);
        given().queryParam("datasetIndexes", "7").get(embedPath).then().statusCode(400);
        counter.flush();

        owner.request()
                .get(Widgets.settings(report))
                .then()
                .statusCode(200)
                .body("views.last24h", is(3))
                .body("views.last30d", is(3));
    }

    @Test
    void twoInstancesCountersAddUpInTheSameBuckets() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Widgets.changeAccess(owner, report, "public").statusCode(200);
        PropertyId property = new PropertyId(owner.personalPropertyId());
        WidgetSubject id = WidgetSubject.of(new ReportId(report));
        // two instances' worth: two counters, each flushing its own counts into the same database
        WidgetViewCounter first = new WidgetViewCounter(store, Clock.systemUTC());
        WidgetViewCounter second = new WidgetViewCounter(store, Clock.systemUTC());
        for (int i = 0; i < 5; i++) {
            first.count(property, id);
        }
        for (int i = 0; i < 7; i++) {
            second.count(property, id);
        }

        assertEquals(5, first.flush());
        assertEquals(7, second.flush());
        second.count(property, id);
        assertEquals(1, second.flush());

        assertEquals(
                new WidgetViews(13, 13),
                store.views(property, List.of(id), Instant.now()).get(id));
        owner.request().get(Widgets.settings(report)).then().body("views.last24h", is(13));
        assertEquals(
                1,
                Database.count(
                        dataSource,
                        "SELECT count(*) FROM widget_views WHERE widget_kind = 'report' AND widget_id = ?",
                        report),
                "one bucket for the hour, whatever the number of flushes");
    }

    @Test
    void theWindowsCountBucketsWhoseHourBeganWithinThemAndPruningDropsOlderOnes() {
        TestUser owner = Accounts.newUser();
        PropertyId property = new PropertyId(owner.personalPropertyId());
        WidgetSubject id = WidgetSubject.of(new ReportId(Reports.create(owner, owner.personalPropertyId())));
        WidgetSubject quiet = WidgetSubject.of(new ReportId(Reports.create(owner, owner.personalPropertyId())));
        // a fixed "now" long ago, so that no other test's buckets are near it
        Instant now = Instant.parse("2020-06-15T10:30:00Z");
        store.add(List.of(
                increment(property, id, "2020-06-15T10:00:00Z", 3), // this hour
                increment(property, id, "2020-06-14T11:00:00Z", 2), // began 23.5 hours ago
                increment(property, id, "2020-06-14T10:00:00Z", 5), // began 24.5 hours ago
                increment(property, id, "2020-05-16T11:00:00Z", 7), // 29 days 23.5 hours ago
                increment(property, id, "2020-05-16T10:00:00Z", 11))); // 30 days 0.5 hours ago
        store.add(List.of(increment(property, id, "2020-06-15T10:00:00Z", 1)));

        var views = store.views(property, List.of(id, quiet), now);

        assertEquals(new WidgetViews(6, 18), views.get(id));
        assertEquals(null, views.get(quiet), "a report without views has no entry");
        assertEquals(
                Map.of(),
                store.views(new PropertyId(owner.personalPropertyId() + 1_000_000), List.of(id), now),
                "buckets are read in their own property only");

        int pruned = store.prune(Instant.parse("2020-05-16T11:00:00Z"));
        assertEquals(1, pruned, "only the bucket of an hour before the bound");
        assertEquals(
                new WidgetViews(6, 18), store.views(property, List.of(id), now).get(id));
    }

    @Test
    void theSharedWidgetsListTheReportsThatAreNotDisabledInThisPropertyOnly() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long disabled = Reports.create(owner, property);
        long authenticated = Reports.create(owner, property);
        long shared = Reports.create(owner, property);
        Widgets.changeAccess(owner, authenticated, "authenticated").statusCode(200);
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowDownload", true))
                .put(Widgets.settings(shared))
                .then()
                .statusCode(200);
        long otherProperty = Accounts.newProperty(owner, "Other");
        long elsewhere = Reports.create(owner, otherProperty);
        Widgets.changeAccess(owner.in(otherProperty), elsewhere, "public").statusCode(200);
        TestUser stranger = Accounts.newUser();
        Widgets.changeAccess(stranger, Reports.create(stranger, stranger.personalPropertyId()), "public")
                .statusCode(200);
        counter.count(new PropertyId(property), new ReportId(shared));
        counter.flush();

        var list = owner.in(property)
                .get("/report/config/widgets")
                .then()
                .statusCode(200)
                .body("items.reportId", contains((int) authenticated, (int) shared))
                .body("items.name", contains("Sales vs costs", "Sales vs costs"))
                .body("items[0].access", equalTo("authenticated"))
                .body("items[0].publicId", nullValue())
                .body("items[0].allowDownload", is(false))
                .body("items[0].views.last30d", is(0))
                .body("items[1].access", equalTo("public"))
                .body("items[1].embedUrl", notNullValue())
                .body("items[1].allowDownload", is(true))
                .body("items[1].views.last24h", is(1))
                .extract()
                .jsonPath();
        // each item is the settings object itself, with the report's name
        Map<String, Object> item = list.getMap("items[1]");
        Map<String, Object> settings = owner.request()
                .get(Widgets.settings(shared))
                .then()
                .extract()
                .jsonPath()
                .getMap("$");
        item.remove("name");
        assertEquals(settings, item);

        owner.in(otherProperty)
                .get("/report/config/widgets")
                .then()
                .statusCode(200)
                .body("items.reportId", contains((int) elsewhere));
        stranger.request().get("/report/config/widgets").then().statusCode(200).body("items", hasSize(1));
        stranger.in(property).get("/report/config/widgets").then().statusCode(403);
        Accounts.newUser()
                .request()
                .get("/report/config/widgets")
                .then()
                .statusCode(200)
                .body("items", empty());
        given().get("/report/config/widgets").then().statusCode(401);
    }

    @Test
    void aBoardsPublicAndSignedLoadsAreTheBoardsOwnViewsNotItsDownloadsNorItsReports() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        Widgets.changeAccess(owner, report, "public").statusCode(200);
        String token = Integrations.serviceToken(owner, property);
        long board = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Month",
                        "items",
                        List.of(
                                Map.of("reportId", report, "widget", "chart", "width", "half"),
                                Map.of("reportId", report, "widget", "number", "width", "half"))))
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedPath = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "allowDownload", true))
                .put("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .body("views.last24h", is(0))
                .extract()
                .path("embedPath");

        PublicJsonWebKey key = SignedEmbeds.ecKey();
        SignedEmbeds.register(owner, property, key);
        Map<String, Object> claims = SignedEmbeds.claims(0);
        claims.put("sub", "board:" + board);
        String signed = SignedEmbeds.path(SignedEmbeds.sign(key, claims));

        given().get(embedPath).then().statusCode(200);
        given().get(embedPath).then().statusCode(200);
        given().get(signed).then().statusCode(200);
        given().queryParam("refresh", "true").get(embedPath).then().statusCode(200);
        given().get(embedPath + "/items/0/data.csv").then().statusCode(200);
        given().get(signed + "/items/1/data.csv").then().statusCode(200);
        given().header("X-Service-Token", token)
                .get("/service_token/v1/boards/" + board)
                .then()
                .statusCode(200);
        counter.flush();

        owner.request()
                .get("/board/config/" + board + "/widget-api")
                .then()
                .statusCode(200)
                .body("views.last24h", is(3))
                .body("views.last30d", is(3));
        owner.request().get("/board/config/widgets").then().statusCode(200).body("items[0].views.last30d", is(3));
        // the report's own widget was not loaded: a board's load is the board's view
        owner.request().get(Widgets.settings(report)).then().statusCode(200).body("views.last30d", is(0));
    }

    @Test
    void aReportsAndABoardsViewsAreKeptApartEvenUnderTheSameNumber() {
        TestUser owner = Accounts.newUser();
        PropertyId property = new PropertyId(owner.personalPropertyId());
        WidgetSubject report = WidgetSubject.of(new ReportId(990_001));
        WidgetSubject board = WidgetSubject.of(new BoardId(990_001));
        Instant now = Instant.parse("2020-07-01T10:30:00Z");
        store.add(List.of(
                increment(property, report, "2020-07-01T10:00:00Z", 3),
                increment(property, board, "2020-07-01T10:00:00Z", 5)));

        assertEquals(
                Map.of(report, new WidgetViews(3, 3), board, new WidgetViews(5, 5)),
                store.views(property, List.of(report, board), now));
        assertEquals(Map.of(board, new WidgetViews(5, 5)), store.views(property, List.of(board), now));
    }

    @Test
    void aViewerMayListTheSharedWidgets() {
        TestUser owner = Accounts.newUser();
        long property = Accounts.newProperty(owner, "Team");
        long report = Reports.create(owner, property);
        Widgets.changeAccess(owner.in(property), report, "public").statusCode(200);
        TestUser viewer = Accounts.newUser();
        Accounts.addMember(owner, property, viewer, "viewer");

        viewer.in(property).get("/report/config/widgets").then().statusCode(200).body("items.reportId", contains((int)
                report));
    }

    private static WidgetViewStore.Increment increment(
            PropertyId property, WidgetSubject widget, String hour, long views) {
        return new WidgetViewStore.Increment(property, widget, Instant.parse(hour), views);
    }
}
