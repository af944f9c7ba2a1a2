package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Records;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The console's records page: the filters and cursor pages of GET /record, and its empty states. */
@QuarkusTest
class ConsoleRecordsTest {

    private static final Pattern NEXT =
            Pattern.compile("href=\"(/console/records\\?[^\"]*after=[0-9]+)\" rel=\"next\"");

    @Test
    void anEmptyPropertySaysWhatToDoNext() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/records")
                .then()
                .statusCode(200)
                .body(containsString("No records yet"))
                .body(containsString("/record -H"))
                .body(containsString("aria-current=\"page\">Records"));
    }

    @Test
    void recordsAreFilteredByEachCriterionAndPagedByCursor() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        for (int day = 1; day <= 55; day++) {
            Records.create(
                    owner,
                    property,
                    Map.of("type", "sale", "value", day, "date", String.format("2026-03-%02d", (day % 28) + 1)));
        }
        Records.create(
                owner,
                property,
                Map.of(
                        "type",
                        "refund",
                        "activity",
                        "closed",
                        "value",
                        7.5,
                        "date",
                        "2026-02-10",
                        "source",
                        List.of("google"),
                        "tags",
                        List.of("eu", "vip")));
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        String first = console.request()
                .get("/console/records")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        // the most recently added first: the refund, then the sales from the last one down
        assertTrue(first.indexOf(">refund</td>") < first.indexOf(">sale</td>"), "newest first");
        assertTrue(first.contains("<td data-label=\"Value\" class=\"num\">7.5</td>"), "the refund's value");
        assertTrue(first.indexOf(">55</td>") < first.indexOf(">54</td>"), "sale 55 before sale 54");
        Matcher next = NEXT.matcher(first);
        assertTrue(next.find(), "a full page links the next one");
        console.request()
                .get(next.group(1).replace("&amp;", "&"))
                .then()
                .statusCode(200)
                .body(containsString("First page"))
                .body(not(containsString("rel=\"next\"")));

        for (Map<String, String> filter : List.of(
                Map.of("type", "refund"),
                Map.of("activity", "closed"),
                Map.of("source", "google"),
                Map.of("tag", "vip"),
                Map.of("from", "2026-02-01", "to", "2026-02-28"))) {
            console.request()
                    .queryParams(filter)
                    .get("/console/records")
                    .then()
                    .statusCode(200)
                    .body(containsString("<td data-label=\"Type\">refund</td>"))
                    .body(not(containsString("<td data-label=\"Type\">sale</td>")))
                    .body(containsString("<td data-label=\"Tags\">eu, vip</td>"));
        }
        console.request()
                .queryParam("type", "nothing-like-this")
                .get("/console/records")
                .then()
                .statusCode(200)
                .body(containsString("No records match these filters"));
    }

    @Test
    void filtersTheUseCaseRefusesAreShownBesideTheirInputs() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .queryParam("from", "2026-03-10")
                .queryParam("to", "2026-03-01")
                .get("/console/records")
                .then()
                .statusCode(422)
                .body(containsString("id=\"r-to-error\">Choose a last day on or after the first day.</p>"))
                .body(containsString("value=\"2026-03-10\""));
        console.request()
                .queryParam("from", "March")
                .get("/console/records")
                .then()
                .statusCode(422)
                .body(containsString("id=\"r-from-error\""));
    }

    @Test
    void theRecordsPageExportsWhatItsFiltersMatchAsCsvAndNdjson() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shop = Accounts.newProperty(owner, "Shop");
        long other = Accounts.newProperty(owner, "Other");
        Accounts.addMember(owner, shop, viewer, "viewer");
        Records.create(owner, shop, Map.of("type", "sale", "value", 12.5, "date", "2026-06-01", "desc", "a, b"));
        Records.create(owner, shop, Map.of("type", "cost", "value", 3, "date", "2026-06-02"));
        Records.create(owner, other, Map.of("type", "sale", "value", 999, "date", "2026-06-01"));
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shop);

        String page = console.request()
                .queryParam("type", "sale")
                .get("/console/records")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        assertTrue(page.contains("href=\"/console/records/export?format=csv&amp;type=sale\""), page);
        assertTrue(page.contains("href=\"/console/records/export?format=ndjson&amp;type=sale\""), page);

        String csv = console.request()
                .queryParam("format", "csv")
                .queryParam("type", "sale")
                .get("/console/records/export")
                .then()
                .statusCode(200)
                .header("Content-Type", org.hamcrest.Matchers.startsWith("text/csv"))
                .header("Content-Disposition", containsString("records-" + shop + "-"))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertEquals(
                "date,time,type,activity,desc,source,tags,value,custom_data,raw_data,origin\r\n"
                        + "2026-06-01,00:00:00,sale,,\"a, b\",,,12.5,,,api\r\n",
                csv);
        String ndjson = console.request()
                .get("/console/records/export")
                .then()
                .statusCode(200)
                .header("Content-Type", org.hamcrest.Matchers.startsWith("application/x-ndjson"))
                .extract()
                .asString();
        org.junit.jupiter.api.Assertions.assertEquals(2, ndjson.lines().count(), ndjson);
        assertTrue(!ndjson.contains("999"), "only the selected property's records");

        // a person without the property's membership gets the refusal page, not its records
        ConsoleSessions stranger = ConsoleSessions.signIn(Accounts.newUser().email(), Accounts.PASSWORD);
        stranger.property = Long.toString(shop);
        String refused = stranger.request()
                .get("/console/records/export")
                .then()
                .extract()
                .asString();
        assertTrue(!refused.contains("12.5") && !refused.contains("\"type\":\"sale\""), refused);
    }
}
