package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The share panel's embed builder over HTTP: what it builds is what the public endpoint accepts,
 * refused choices are shown next to their fields and kept, and only {@code widgets.manage} builds.
 */
@QuarkusTest
class ConsoleShareBuilderTest {

    private static final Pattern SNIPPET = Pattern.compile("id=\"snippet\"[^>]*>([^<]*)</textarea>");
    private static final Pattern SCRIPT_SNIPPET = Pattern.compile("id=\"snippet-script\"[^>]*>([^<]*)</textarea>");
    private static final Pattern ELEMENT_SNIPPET = Pattern.compile("id=\"snippet-element\"[^>]*>([^<]*)</textarea>");
    private static final Pattern PREVIEW = Pattern.compile("id=\"preview\">(<iframe [^>]*></iframe>)</div>");
    private static final Pattern SRC = Pattern.compile("^<iframe src=\"([^\"]+)\"");

    @Test
    void theBuiltSnippetIsWhatThePublicEndpointAccepts() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("7d", "30d")))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200);
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        String page = console.request()
                .queryParam("build", "1")
                .queryParam("chartType", "bar")
                .queryParam("ds", "0", "1")
                .queryParam("order0", "2")
                .queryParam("order1", "1")
                .queryParam("theme", "dark")
                .queryParam("transparent", "true")
                .queryParam("hide", "legend", "title")
                .queryParam("locale", "de")
                .queryParam("localeOther", "fr-CA")
                .queryParam("view", "table")
                .queryParam("period", "30d")
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(200)
                .extract()
                .asString();

        String snippet = unescape(group(SNIPPET, page));
        assertEquals(group(PREVIEW, page), snippet, "the preview is exactly the built snippet");
        String src = group(SRC, snippet);
        String embedUrl =
                owner.request().get(Widgets.settings(report)).then().extract().<String>path("embedUrl");
        assertEquals(
                embedUrl
                        + "?chartType=bar&datasetIndexes=1%2C0&theme=dark&transparent=true&hide=title%2Clegend"
                        + "&locale=fr-CA&view=table&period=30d",
                src);
        String scripted = unescape(group(SCRIPT_SNIPPET, page));
        assertTrue(scripted.startsWith("<iframe data-report-widget src=\"" + src + "\""), scripted);
        assertTrue(scripted.contains("/embed/v1/embed.js\"></script>"), scripted);
        // the same widget as a <report-widget> element, with its script
        String element = unescape(group(ELEMENT_SNIPPET, page));
        assertTrue(element.startsWith("<report-widget src=\"" + src + "\""), element);
        assertTrue(element.contains("/embed/v1/report-widget.js\"></script>"), element);

        // the public endpoint accepts the built URL's path and query: every option and value as built
        URI built = URI.create(src);
        Map<String, String> query = new LinkedHashMap<>();
        for (String pair : built.getRawQuery().split("&")) {
            String[] nameValue = pair.split("=", 2);
            query.put(nameValue[0], URLDecoder.decode(nameValue[1], StandardCharsets.UTF_8));
        }
        assertEquals(
                List.of("chartType", "datasetIndexes", "theme", "transparent", "hide", "locale", "view", "period"),
                List.copyOf(query.keySet()));
        given().accept("text/html")
                .queryParams(query)
                .get(built.getRawPath())
                .then()
                .statusCode(200)
                .body(containsString("theme-dark"));
    }

    @Test
    void withoutChoicesTheBuilderShowsTheSettingsOwnSnippet() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "defaults", Map.of("theme", "auto", "hide", "legend")))
                .put(Widgets.settings(report))
                .then()
                .statusCode(200);
        String embedHtml =
                owner.request().get(Widgets.settings(report)).then().extract().<String>path("embedHtml");
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        String page = console.request()
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(200)
                .body(containsString("Build snippet"))
                .body(containsString("viewers cannot pick a period yet"))
                .body(containsString("Downloading its data as CSV is <strong>not allowed</strong>"))
                .extract()
                .asString();
        assertEquals(embedHtml, unescape(group(SNIPPET, page)));
    }

    @Test
    void refusedChoicesAreShownBesideTheirFieldsAndKept() {
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        Widgets.changeAccess(owner, report, "public").statusCode(200);
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);

        console.request()
                .queryParam("build", "1")
                .queryParam("chartType", "pie")
                .queryParam("order0", "first")
                .queryParam("theme", "dark")
                .queryParam("localeOther", "not a tag!")
                .queryParam("view", "table")
                .queryParam("period", "7d")
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(422)
                .body(containsString("id=\"b-dataSets-error\">Choose at least one data set."))
                .body(containsString("id=\"b-order0-error\""))
                .body(containsString("id=\"b-locale-error\">locale must be a BCP 47 language tag"))
                .body(containsString("id=\"b-period-error\">Offer viewers a period choice first"))
                // the choices stay as they were
                .body(containsString("<option value=\"pie\" selected>"))
                .body(containsString("<option value=\"dark\" selected>"))
                .body(containsString("value=\"not a tag!\""))
                .body(containsString("value=\"first\""))
                .body(containsString("value=\"table\" checked"))
                .body(not(containsString("id=\"snippet\"")))
                .body(not(containsString("id=\"preview\"")));
    }

    @Test
    void aViewerReadsTheSettingsSnippetWithoutTheBuilder() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        long report = Reports.create(owner, shared);
        Widgets.changeAccess(owner.in(shared), report, "public").statusCode(200);
        String embedHtml =
                owner.in(shared).get(Widgets.settings(report)).then().extract().<String>path("embedHtml");
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        String page = console.request()
                .queryParam("build", "1")
                .queryParam("chartType", "bar")
                .queryParam("theme", "dark")
                .get("/console/reports/" + report + "/share")
                .then()
                .statusCode(200)
                .body(not(containsString("Build snippet")))
                .body(not(containsString("name=\"chartType\"")))
                .body(not(containsString("name=\"ds\"")))
                .body(containsString("id=\"snippet-script\""))
                .extract()
                .asString();
        assertEquals(embedHtml, unescape(group(SNIPPET, page)));
    }

    private static String group(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        assertTrue(matcher.find(), () -> pattern + " not in " + text);
        return matcher.group(1);
    }

    /** The text of an HTML-escaped element, as a browser reads it. */
    private static String unescape(String html) {
        return html.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&#x27;", "'")
                .replace("&amp;", "&");
    }
}
