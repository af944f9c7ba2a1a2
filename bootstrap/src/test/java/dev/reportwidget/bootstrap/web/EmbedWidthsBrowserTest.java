package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Integrations;
import dev.reportwidget.bootstrap.support.Screenshots;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The embed in every frame width from 280 px up (docs/reports-and-widgets.md#embed-options), in a
 * real headless Chromium: every chart type, the table view, the dark theme, German and Japanese, a
 * long title and description with every header control (period choices, CSV download, Refresh), a
 * report with a right value axis, and the no-data and error pages. Each page loads at 280 px and
 * then widens to each width, and the DOM is measured there ({@code web/embed-layout-problems.js}):
 * nothing wider than the frame, no word broken or squeezed, the header stacked below 480 px, the
 * legend and the date labels inside the chart. The 360 and 1280 px views are photographed into
 * {@link Screenshots#FOLDER} ({@code embed-360.png} is the line chart).
 */
@QuarkusTest
class EmbedWidthsBrowserTest {

    private static final List<Integer> WIDTHS = List.of(280, 320, 360, 414, 768, 1280);
    private static final List<Integer> PHOTOGRAPHED = List.of(360, 1280);

    @TestHTTPResource("/")
    URL service;

    private HeadlessChromium chromium;
    private ChromeDriver browser;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1280, 900, List.of());
        browser = chromium.driver();
        // the layout is measured, not the entry animation: no animation to wait for
        browser.executeCdpCommand(
                "Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void everyViewOfTheEmbedFitsEveryFrameWidthFrom280Px() throws Exception {
        String measure = resource("/web/embed-layout-problems.js");
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 14; day++) {
            String date = today.minusDays(13 - day).toString();
            Integrations.record(token, "sale", date, 1200 + 450 * (day % 5) + 0.25);
            Integrations.record(token, "cost", date, 300 + 40 * (day % 3));
            Integrations.record(token, "lead", date, 1);
        }
        String longReport = publish(
                owner,
                report(
                        "Monthly recurring revenue, advertising spend and refunds across every European storefront",
                        "Revenue recognised on the day of the sale; advertising spend as billed by each network;"
                                + " leads as counted by the sign-up form",
                        List.of(
                                dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                                dataSet("Advertising spend", "#d83f2f", "cost", "sum", "left"),
                                dataSet("Leads", "#8bbc21", "lead", "count", "left")),
                        null));
        String twoAxes = publish(
                owner,
                report(
                        "Revenue and leads",
                        "Leads on their own axis",
                        List.of(
                                dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                                dataSet("Leads", "#8bbc21", "lead", "count", "right")),
                        Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)));
        String noData = publish(
                owner,
                report(
                        "Refund requests",
                        "Nothing recorded yet",
                        List.of(dataSet("Refunds", "#2f7ed8", "refund", "sum", "left")),
                        null));
        // a calculated return on ad spend on its own axis in its own format, beside euro amounts
        Map<String, Object> revenue = new LinkedHashMap<>(dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"));
        revenue.put("key", "revenue");
        Map<String, Object> spend = new LinkedHashMap<>(dataSet("Advertising spend", "#d83f2f", "cost", "sum", "left"));
        spend.put("key", "spend");
        Map<String, Object> roas = new LinkedHashMap<>();
        roas.put("label", "Return on advertising spend");
        roas.put("color", "#111111");
        roas.put("formula", "revenue / spend");
        roas.put("axis", "right");
        roas.put("format", Map.of("style", "decimal", "maximumFractionDigits", 2));
        Map<String, Object> calculatedReport = report(
                "Return on advertising spend",
                "Revenue over what the networks billed, day by day",
                List.of(revenue, spend, roas),
                Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0));
        String calculated = publish(owner, calculatedReport);
        Map<String, Object> stackedReport = report(
                "Revenue and advertising spend, stacked",
                "",
                List.of(
                        dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                        dataSet("Advertising spend", "#d83f2f", "cost", "sum", "left"),
                        dataSet("Leads", "#8bbc21", "lead", "count", "right")),
                null);
        stackedReport.put("stacked", true);
        String stacked = publish(owner, stackedReport);
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("line", longReport + "?chartType=line");
        pages.put("bar", longReport + "?chartType=bar");
        pages.put("pie", longReport + "?chartType=pie");
        pages.put("doughnut", longReport + "?chartType=doughnut");
        pages.put("table", longReport + "?view=table");
        pages.put("dark", longReport + "?theme=dark");
        pages.put("de", longReport + "?locale=de");
        pages.put("ja", longReport + "?locale=ja");
        pages.put("compare", longReport + "?chartType=line&compare=previous_period");
        pages.put("compare-bar", longReport + "?chartType=bar&compare=previous_year&locale=de");
        pages.put("two-axes", twoAxes);
        pages.put("calculated", calculated);
        pages.put("calculated-table", calculated + "?view=table&locale=de");
        pages.put("calculated-pie", calculated + "?chartType=pie&datasetIndexes=0,1&theme=dark");
        pages.put("calculated-ja", calculated + "?locale=ja&compare=previous_period");
        pages.put("stacked-bar", stacked + "?chartType=bar&theme=dark");
        pages.put("stacked-line", stacked + "?locale=de&compare=previous_period");
        pages.put("no-data", noData);
        pages.put("error", here() + "/embed/v1/reports/" + UUID.randomUUID() + "/widgets/chart?locale=de");

        List<String> problems =
                measured(measure, pages, name -> name.equals("line") ? "embed-%d.png" : "embed-" + name + "-%d.png");
        assertEquals(List.of(), problems, "the embed fits every frame width");
    }

    @Test
    void everyNumberWidgetFitsEveryFrameWidthFrom280Px() throws Exception {
        String measure = resource("/web/embed-layout-problems.js");
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 28; day++) {
            String date = today.minusDays(27 - day).toString();
            Integrations.record(token, "sale", date, 1200 + 450 * (day % 5) + 0.25 + 40 * day);
            Integrations.record(token, "cost", date, 300 + 40 * (day % 3));
            if (day >= 14) {
                // refunds began two weeks ago: nothing to compare with, the number says "new"
                Integrations.record(token, "refund", date, 35 + 5 * (day % 4));
            }
        }
        Map<String, Object> revenue = new LinkedHashMap<>(dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"));
        revenue.put("goal", 40000);
        Map<String, Object> spend = new LinkedHashMap<>(
                dataSet("Advertising spend across every network", "#d83f2f", "cost", "sum", "left"));
        spend.put("higherIsBetter", false);
        String numbers = publish(
                owner,
                report(
                        "Monthly recurring revenue, advertising spend and refunds across every European storefront",
                        "Revenue recognised on the day of the sale; advertising spend as billed by each network",
                        List.of(
                                revenue,
                                spend,
                                dataSet("Refunds to customers", "#8bbc21", "refund", "sum", "left"),
                                dataSet("Average order value", "#492970", "sale", "avg", "left")),
                        Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)));
        String number = numbers.replace("/widgets/chart", "/widgets/number");
        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("number", number + "?datasetIndexes=0,1");
        pages.put("number-1", number);
        pages.put("number-4", number + "?datasetIndexes=0,1,2,3");
        pages.put("number-dark", number + "?datasetIndexes=0,1,2,3&theme=dark");
        pages.put("number-de", number + "?datasetIndexes=0,1,2,3&locale=de");
        pages.put("number-ja", number + "?datasetIndexes=0,1,2,3&locale=ja");
        pages.put("number-no-goal", number + "?datasetIndexes=1,2&compare=previous_year");
        pages.put("number-table", number + "?datasetIndexes=0,1,2,3&view=table");
        assertEquals(
                List.of(),
                measured(measure, pages, name -> "embed-" + name + "-%d.png"),
                "the number widget fits every frame width");
    }

    /**
     * Broken-down charts in every chart type and the table: revenue by channel (a record of two
     * channels counts in both), leads by campaign stacked, two data sets by channel ("Revenue ·
     * newsletter"), a comparison, and 49 pages plus Other, 50 series whose legend wraps at 280 px;
     * light and dark, German and Japanese. Photographed for the docs ({@code embed-breakdown-doughnut-360.png}).
     */
    @Test
    void everyBrokenDownChartFitsEveryFrameWidthFrom280Px() throws Exception {
        String measure = resource("/web/embed-layout-problems.js");
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        List<List<String>> channels = List.of(
                List.of("search"),
                List.of("newsletter"),
                List.of("partner"),
                List.of("newsletter", "partner"),
                List.of("social"),
                List.of());
        List<String> campaigns = List.of("spring-sale", "brand", "retargeting", "webinar", "podcast");
        for (int day = 0; day < 14; day++) {
            String date = today.minusDays(13 - day).toString();
            for (int c = 0; c < channels.size(); c++) {
                Integrations.record(
                        token,
                        Map.of(
                                "type",
                                "sale",
                                "date",
                                date,
                                "value",
                                150 * (c + 1) + 35 * (day % 4),
                                "source",
                                channels.get(c)));
            }
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "cost",
                            "date",
                            date,
                            "value",
                            300 + 40 * (day % 3),
                            "source",
                            channels.get(day % 3)));
            for (int c = 0; c < campaigns.size(); c++) {
                Integrations.record(
                        token,
                        Map.of(
                                "type",
                                "lead",
                                "date",
                                date,
                                "value",
                                1 + (day + c) % (c + 2),
                                "custom_data",
                                Map.of("campaign", campaigns.get(c))));
            }
        }
        for (int page = 0; page < 60; page++) {
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "visit",
                            "date",
                            today.minusDays(page % 14).toString(),
                            "value",
                            100 - page,
                            "custom_data",
                            Map.of("page", "/guides/brewing-coffee-at-home-part-" + page)));
        }
        Map<String, Object> byChannel = new LinkedHashMap<>(dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"));
        byChannel.put("breakdown", Map.of("by", "source", "top", 4));
        String channel = publish(
                owner,
                report(
                        "Revenue by channel",
                        "A sale through two channels counts in both",
                        List.of(byChannel),
                        Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)));
        Map<String, Object> byCampaign = new LinkedHashMap<>(dataSet("Leads", "#8bbc21", "lead", "count", "left"));
        byCampaign.put("breakdown", Map.of("by", "custom_data.campaign", "top", 5));
        Map<String, Object> campaignReport =
                report("Leads by campaign", "Stacked, day by day", List.of(byCampaign), null);
        campaignReport.put("chartType", "bar");
        campaignReport.put("stacked", true);
        String campaign = publish(owner, campaignReport);
        Map<String, Object> costsByChannel =
                new LinkedHashMap<>(dataSet("Ad spend", "#d83f2f", "cost", "sum", "right"));
        costsByChannel.put("breakdown", Map.of("by", "source", "top", 2, "other", false));
        String twoSets = publish(
                owner,
                report(
                        "Revenue and ad spend by channel",
                        "",
                        List.of(byChannel, costsByChannel),
                        Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)));
        Map<String, Object> byPage = new LinkedHashMap<>(dataSet("Visits", "#2f7ed8", "visit", "sum", "left"));
        byPage.put("breakdown", Map.of("by", "custom_data.page", "top", 49));
        String pagesReport = publish(
                owner, report("Visits by page", "The 49 most visited pages and the rest", List.of(byPage), null));

        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("breakdown-doughnut", channel + "?chartType=doughnut");
        pages.put("breakdown-pie", channel + "?chartType=pie&locale=ja");
        pages.put("breakdown-line", channel + "?chartType=line&compare=previous_period&locale=de");
        pages.put("breakdown-bar", campaign);
        pages.put("breakdown-bar-dark", campaign + "?theme=dark&locale=de");
        pages.put("breakdown-two-sets", twoSets + "?chartType=bar");
        pages.put("breakdown-table", twoSets + "?view=table&locale=ja");
        pages.put("breakdown-50", pagesReport + "?chartType=bar");
        pages.put("breakdown-50-doughnut", pagesReport + "?chartType=doughnut&theme=dark&locale=de");
        assertEquals(
                List.of(),
                measured(measure, pages, name -> "embed-" + name + "-%d.png"),
                "every broken-down chart fits every frame width");
    }

    /**
     * Viewer filters (docs/embedding.md#viewer-filters) at every width: one, two and three filters,
     * long labels and long values, a value chosen, light and dark, German and Japanese, a number
     * widget and a board's one filter bar. Below 480 px each filter stacks on a line of its own.
     * Photographed for the docs ({@code embed-filters-360.png}, {@code board-filters-1280.png}).
     */
    @Test
    void everyViewerFilterBarFitsEveryFrameWidthFrom280Px() throws Exception {
        String measure = resource("/web/embed-layout-problems.js");
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        List<String> channels = List.of(
                "search", "newsletter", "partner-programme-of-the-european-storefronts-and-marketplaces", "social");
        List<String> plans = List.of("starter", "professional", "enterprise-with-dedicated-support-and-training");
        for (int day = 0; day < 14; day++) {
            for (int c = 0; c < channels.size(); c++) {
                Integrations.record(
                        token,
                        Map.of(
                                "type",
                                "sale",
                                "date",
                                today.minusDays(13 - day).toString(),
                                "value",
                                120 * (c + 1) + 30 * (day % 5),
                                "source",
                                List.of(channels.get(c)),
                                "tags",
                                c % 2 == 0 ? List.of("eu") : List.of("americas", "wholesale"),
                                "custom_data",
                                Map.of("plan", plans.get((day + c) % plans.size()))));
            }
        }
        List<Map<String, String>> three = List.of(
                Map.of("by", "source", "label", "Marketing channel of the sale"),
                Map.of("by", "tags", "label", "Region"),
                Map.of("by", "custom_data.plan", "label", "Subscription plan"));
        Map<String, Object> revenue = dataSet("Revenue", "#2f7ed8", "sale", "sum", "left");
        Map<String, Object> format = Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0);
        Map<String, String> pages = new LinkedHashMap<>();
        for (int count = 1; count <= 3; count++) {
            String url = publish(
                    owner,
                    report(
                            "Revenue of every European storefront",
                            "Narrow it by channel, region or plan",
                            List.of(revenue),
                            format),
                    three.subList(0, count));
            pages.put("filters-" + count, url);
            if (count == 3) {
                pages.put("filters", url + "?vf.source=" + channels.get(2));
                pages.put("filters-dark", url + "?theme=dark&vf.custom_data.plan=" + plans.get(2));
                pages.put("filters-de", url + "?locale=de&vf.tags=eu");
                pages.put("filters-ja", url + "?locale=ja&chartType=doughnut");
                pages.put("filters-number", url.replace("/widgets/chart", "/widgets/number") + "?vf.tags=eu");
            }
        }
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("name", "Revenue at a glance");
        board.put("desc", "Every item narrowed by the same filters");
        long report = create(owner, report("Revenue", "", List.of(revenue), format));
        board.put("items", List.of(item(report, "line", "half"), item(report, "bar", "half")));
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedUrl = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "periodChoices",
                        List.of("7d", "30d"),
                        "allowDownload",
                        true,
                        "viewerFilters",
                        three))
                .put("/board/config/" + id + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedUrl");
        String boardUrl = here() + embedUrl.substring(base().length());
        pages.put("board", boardUrl + "?vf.source=" + channels.get(2));
        pages.put("board-dark", boardUrl + "?theme=dark&locale=ja");
        assertEquals(
                List.of(),
                measured(
                        measure,
                        pages,
                        name -> name.startsWith("board") ? name + "-filters-%d.png" : "embed-" + name + "-%d.png"),
                "the viewer filters fit every frame width");
        // below 480 px the filters stack, each select as wide as the frame's content
        browser.get(pages.get("filters"));
        frameWidth(360);
        @SuppressWarnings("unchecked")
        List<Number> lefts = (List<Number>)
                js(
                        "return Array.prototype.map.call("
                                + "document.querySelectorAll('.widget-filter'), function (e) { return e.getBoundingClientRect().left; });");
        assertEquals(3, lefts.size());
        lefts.forEach(left -> assertEquals(lefts.get(0).doubleValue(), left.doubleValue(), 0.5, "stacked: " + lefts));
    }

    /**
     * Each page loaded at 280 px, then measured at every width; the photographed widths written as
     * {@code photo}'s name for the page (a format taking the width). Answers every problem found.
     */
    private List<String> measured(String measure, Map<String, String> pages, Function<String, String> photo)
            throws IOException {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            frameWidth(WIDTHS.get(0));
            browser.get(page.getValue());
            wait.until(d -> "complete".equals(js("return document.readyState")));
            for (int width : WIDTHS) {
                frameWidth(width);
                settle(wait, width);
                @SuppressWarnings("unchecked")
                Map<String, Object> found = (Map<String, Object>) js(measure);
                assertTrue(
                        ((Number) found.get("words")).intValue() >= 5,
                        page.getKey() + " at " + width + " px: the page's words were measured: " + found);
                @SuppressWarnings("unchecked")
                List<String> seen = (List<String>) found.get("problems");
                seen.forEach(problem -> problems.add(page.getKey() + " at " + width + " px: " + problem));
                if (PHOTOGRAPHED.contains(width)) {
                    photograph(String.format(photo.apply(page.getKey()), width));
                }
            }
        }
        return problems;
    }

    /**
     * A board in every frame width from 280 px: six items of mixed widths (full, half, third) over
     * four reports, two of them broken down and one deleted since (its placeholder), light and dark, in German and
     * Japanese. Every item's chart is measured as a widget's is; below 600 px every item takes the
     * full width. The 360 and 1280 px views, light and dark, are photographed ({@code board-360.png}).
     */
    @Test
    void everyViewOfABoardFitsEveryFrameWidthFrom280Px() throws Exception {
        String measure = resource("/web/embed-layout-problems.js");
        TestUser owner = Accounts.newUser();
        String token = Integrations.serviceToken(owner, owner.personalPropertyId());
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        List<String> networks = List.of("search", "social", "video");
        List<String> campaigns = List.of("spring-sale", "brand", "retargeting");
        for (int day = 0; day < 14; day++) {
            String date = today.minusDays(13 - day).toString();
            Integrations.record(token, "sale", date, 1200 + 450 * (day % 5) + 0.25);
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "cost",
                            "date",
                            date,
                            "value",
                            300 + 40 * (day % 3),
                            "source",
                            List.of(networks.get(day % 3))));
            Integrations.record(
                    token,
                    Map.of(
                            "type",
                            "lead",
                            "date",
                            date,
                            "value",
                            1 + day % 4,
                            "custom_data",
                            Map.of("campaign", campaigns.get(day % 3))));
        }
        long revenue = create(
                owner,
                report(
                        "Revenue and advertising spend across every European storefront",
                        "As billed",
                        List.of(
                                dataSet("Revenue", "#2f7ed8", "sale", "sum", "left"),
                                dataSet("Advertising spend", "#d83f2f", "cost", "sum", "left")),
                        Map.of("style", "currency", "currency", "EUR", "maximumFractionDigits", 0)));
        // the pie and the doughnut are broken down: a slice for each campaign and each network
        Map<String, Object> byCampaign = new LinkedHashMap<>(dataSet("Leads", "#8bbc21", "lead", "count", "left"));
        byCampaign.put("breakdown", Map.of("by", "custom_data.campaign"));
        long leads = create(owner, report("Leads by campaign", "Sign-ups", List.of(byCampaign), null));
        Map<String, Object> byNetwork = new LinkedHashMap<>(dataSet("Costs", "#d83f2f", "cost", "sum", "left"));
        byNetwork.put("breakdown", Map.of("by", "source", "top", 2));
        long costs = create(owner, report("Costs by network", "", List.of(byNetwork), null));
        long gone = create(
                owner, report("Refunds", "", List.of(dataSet("Refunds", "#2f7ed8", "refund", "sum", "left")), null));
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("name", "Your month at a glance, for every storefront and every advertising network");
        board.put("desc", "Revenue, spend, leads and costs of the last 14 days, updated as records arrive");
        board.put(
                "items",
                List.of(
                        item(revenue, "line", "full"),
                        item(leads, "bar", "half"),
                        item(costs, "doughnut", "half"),
                        item(revenue, "bar", "third"),
                        item(gone, "line", "third"),
                        item(leads, "pie", "third")));
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(board)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        owner.request().delete("/report/config/" + gone).then().statusCode(204);
        String embedUrl = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("access", "public", "periodChoices", List.of("7d", "30d"), "allowDownload", true))
                .put("/board/config/" + id + "/widget-api")
                .then()
                .statusCode(200)
                .extract()
                .path("embedUrl");
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        String url = here() + embedUrl.substring(base.length());

        Map<String, String> pages = new LinkedHashMap<>();
        pages.put("light", url);
        pages.put("dark", url + "?theme=dark");
        pages.put("de", url + "?locale=de");
        pages.put("ja", url + "?locale=ja");
        pages.put("table", url + "?view=table");
        List<String> problems =
                measured(measure, pages, name -> name.equals("light") ? "board-%d.png" : "board-" + name + "-%d.png");
        assertEquals(List.of(), problems, "the board fits every frame width");

        // below 600 px every item takes the whole width; from 600 px a half is half and a third a third
        browser.get(url);
        frameWidth(360);
        @SuppressWarnings("unchecked")
        List<Number> narrow = (List<Number>)
                js(
                        "return Array.prototype.map.call("
                                + "document.querySelectorAll('[data-board-item]'), function (e) { return e.getBoundingClientRect().width; });");
        assertEquals(6, narrow.size());
        narrow.forEach(w -> assertEquals(narrow.get(0).doubleValue(), w.doubleValue(), 0.5, "every item full width"));
        frameWidth(1280);
        @SuppressWarnings("unchecked")
        List<Number> wide = (List<Number>)
                js(
                        "return Array.prototype.map.call("
                                + "document.querySelectorAll('[data-board-item]'), function (e) { return e.getBoundingClientRect().width; });");
        assertTrue(wide.get(1).doubleValue() < wide.get(0).doubleValue() * 0.55, "a half item: " + wide);
        assertTrue(wide.get(3).doubleValue() < wide.get(0).doubleValue() * 0.36, "a third item: " + wide);
    }

    private static Map<String, Object> item(long report, String chartType, String width) {
        return Map.of("reportId", report, "widget", "chart", "chartType", chartType, "width", width);
    }

    private long create(TestUser owner, Map<String, Object> report) {
        return owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
    }

    /** The viewport as a frame of {@code width} px, tall enough that no vertical scroll bar takes any width. */
    private void frameWidth(int width) {
        browser.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", 10_000, "deviceScaleFactor", 1, "mobile", false));
    }

    /** Waits until the page is laid out at {@code width}: the chart, if any, has redrawn at its new size. */
    private void settle(WebDriverWait wait, int width) {
        wait.until(d -> Boolean.TRUE.equals(js(
                "var settled = document.documentElement.clientWidth === arguments[0];"
                        + "Array.prototype.forEach.call(document.querySelectorAll('canvas.widget-canvas'), function (c) {"
                        + "  var chart = window.Chart && Chart.getChart(c);"
                        + "  settled = settled && (!chart || Math.abs(chart.width - c.parentNode.clientWidth) < 1);"
                        + "});"
                        + "return settled;",
                width)));
        browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + "requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });");
    }

    /** The page as far down as its content goes, into the screenshots folder. */
    private void photograph(String name) throws IOException {
        Number height = (Number) js("return Math.ceil(document.body.getBoundingClientRect().height)");
        Number width = (Number) js("return document.documentElement.clientWidth");
        Map<String, Object> shot = browser.executeCdpCommand(
                "Page.captureScreenshot",
                Map.of("format", "png", "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
        Screenshots.save(name, Base64.getDecoder().decode((String) shot.get("data")));
    }

    /** Creates the report and makes it public with period choices and downloads; answers its embed URL here. */
    private String publish(TestUser owner, Map<String, Object> report) {
        return publish(owner, report, List.of());
    }

    /** As {@link #publish(TestUser, Map)}, offering these viewer filters. */
    private String publish(TestUser owner, Map<String, Object> report, List<Map<String, String>> viewerFilters) {
        long id = owner.request()
                .contentType(ContentType.JSON)
                .body(report)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String embedUrl = owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "access",
                        "public",
                        "periodChoices",
                        List.of("7d", "30d", "90d"),
                        "allowDownload",
                        true,
                        "viewerFilters",
                        viewerFilters))
                .put(Widgets.settings(id))
                .then()
                .statusCode(200)
                .extract()
                .path("embedUrl");
        assertTrue(embedUrl.startsWith(base() + "/"), embedUrl);
        return here() + embedUrl.substring(base().length());
    }

    private static String base() {
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    private static Map<String, Object> report(
            String name, String desc, List<Map<String, Object>> dataSets, Map<String, Object> format) {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("name", name);
        report.put("desc", desc);
        report.put("chartType", "line");
        report.put("period", Map.of("last", 14, "unit", "day"));
        report.put("granularity", "day");
        report.put("dataSets", dataSets);
        if (format != null) {
            report.put("format", format);
        }
        return report;
    }

    private static Map<String, Object> dataSet(
            String label, String color, String type, String aggregation, String axis) {
        return Map.of(
                "label",
                label,
                "color",
                color,
                "aggregation",
                aggregation,
                "filter",
                Map.of("type", type),
                "axis",
                axis);
    }

    private String here() {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
    }

    private static String resource(String path) throws IOException {
        try (InputStream in = EmbedWidthsBrowserTest.class.getResourceAsStream(path)) {
            assertNotNull(in, path + " is on the test class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private Object js(String script, Object... args) {
        return browser.executeScript(script, args);
    }
}
