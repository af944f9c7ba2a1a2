package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.AxeCore;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Screenshots;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The console in a real headless Chromium: a person signs up, sees the empty reports list, finds a
 * report, makes it public and sees the preview of exactly the snippet to copy; another imports a
 * file with a bad row, fixes it and imports it. Every page is also loaded 360 px wide without
 * sideways scrolling, checked by axe-core (no serious or critical violation), and the browser
 * console stays free of errors (a CSP violation would show there). Each page is photographed for
 * docs/screenshots (Screenshots).
 */
@QuarkusTest
@TestProfile(ConsoleBrowserTest.PublicOnTheTestPort.class)
class ConsoleBrowserTest {

    /**
     * The console redirects to the public base URL and takes sign-ins only from its origin, so here
     * that URL is the test server's own: a port chosen once, before the service starts.
     */
    public static class PublicOnTheTestPort implements QuarkusTestProfile {
        private static final int PORT = freePort();

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "quarkus.http.test-port", Integer.toString(PORT), "rw.public-base-url", "http://localhost:" + PORT);
        }

        private static int freePort() {
            try (ServerSocket socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Signed-in console pages without a parameter, each loaded at the end of the first journey by the
     * owner of a property with a report, checked by axe-core and at 360 px: add a page here when the
     * console gains one. Sign-in and sign-up are checked before signing in, pages of one report
     * (share) where the journey opens them, and each state a journey reaches (a field error, a new
     * token, an import's problems) where it reaches it.
     */
    private static final List<String> PAGES = List.of(
            "/console/reports",
            "/console/integrations",
            "/console/import",
            "/console/records",
            "/console/members",
            "/console/settings",
            "/console/properties/new",
            "/console/reports/new",
            "/console/boards",
            "/console/boards/new");

    private static final List<String> SERIOUS = List.of("serious", "critical");

    @TestHTTPResource("/")
    URL service;

    private HeadlessChromium chromium;
    private ChromeDriver browser;
    private HttpServer hostSite;
    private String axeSource;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1100, 800, List.of("--force-prefers-reduced-motion"));
        browser = chromium.driver();
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (hostSite != null) {
            hostSite.stop(0);
        }
    }

    @Test
    void signUpSeeTheEmptyListMakeAReportPublicAndSeeItsPreview() throws IOException {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        browser.get(url("/"));
        wait.until(ExpectedConditions.urlContains("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        screenshot("console-login");
        axe("sign-in");
        narrowCheck("/console/login");

        browser.findElement(By.linkText("Create an account")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("name")));
        String email = Accounts.uniqueEmail();
        browser.findElement(By.id("name")).sendKeys("Ada Lovelace");
        browser.findElement(By.id("email")).sendKeys(email);
        browser.findElement(By.id("password")).sendKeys("short");
        browser.findElement(By.cssSelector("form[action='/console/signup'] button"))
                .click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("password-error")));
        screenshot("console-signup");
        axe("sign-up with a field error");

        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/signup'] button"))
                .click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "No reports yet"));
        assertTrue(browser.findElement(By.id("property-switch")).getText().contains("Personal · owner"));
        screenshot("console-reports-empty");
        axe("empty reports list");
        narrowCheck("/console/reports");

        TestUser user = apiUser(email);
        long report = Reports.create(user, user.personalPropertyId());
        recordsOfAMonth(user);
        browser.get(url("/console/reports"));
        WebElement share = wait.until(ExpectedConditions.elementToBeClickable(
                By.cssSelector("a.button[href='/console/reports/" + report + "/share']")));
        assertTrue(browser.findElement(By.cssSelector(".badge")).getText().contains("Not shared"));
        screenshot("console-reports");
        axe("reports list");

        share.click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "Who can load this chart"));
        browser.findElement(By.cssSelector("input[name='access'][value='public']"))
                .click();
        browser.findElement(By.cssSelector("#access button[type='submit']")).click();
        WebElement frame = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#preview iframe")));

        String snippet = browser.findElement(By.id("snippet")).getAttribute("value");
        // both through the browser's own parser and serialiser, so only a real difference shows
        String copied = (String) browser.executeScript(
                "var t = document.createElement('template'); t.innerHTML = arguments[0]; return t.innerHTML;", snippet);
        String previewed =
                (String) browser.executeScript("return document.getElementById('preview').innerHTML.trim();");
        assertEquals(copied, previewed, "the preview is exactly the snippet to copy");

        // point the preview at this test's server, path and query as generated, to see the chart drawn
        // (this class's public base URL is that server already; the step keeps the journey whole under any)
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        String here = service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
        browser.executeScript(
                "var f = document.querySelector('#preview iframe'); f.src = f.src.replace(arguments[0], arguments[1]);",
                base,
                here);
        // the snippet's iframe loads lazily: bring it into view as a person scrolling down would
        browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", frame);
        browser.switchTo().frame(frame);
        try {
            wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                    .executeScript(
                            "return !!(window.Chart && Chart.getChart(document.getElementById('widget-chart')));")));
        } catch (org.openqa.selenium.TimeoutException e) {
            browser.switchTo().defaultContent();
            Screenshots.save("console-debug.png", browser.getScreenshotAs(OutputType.BYTES));
            throw new AssertionError(
                    "no chart; src " + frame.getAttribute("src") + "; logs "
                            + browser.manage().logs().get(LogType.BROWSER).getAll(),
                    e);
        }
        browser.switchTo().defaultContent();
        browser.executeScript("window.scrollTo(0, 0);");
        screenshotFullPage("console-share");
        axe("share panel with the public embed");
        narrowCheck("/console/reports/" + report + "/share");

        // the copied snippet, pasted into a page of another site (127.0.0.1, not localhost), draws the chart
        browser.get(hostPage(snippet.replace("src=\"" + base + "/", "src=\"" + here + "/")));
        WebElement pasted = wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("iframe")));
        browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", pasted);
        browser.switchTo().frame(pasted);
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("return !!(window.Chart && Chart.getChart(document.getElementById('widget-chart')));")));
        browser.switchTo().defaultContent();
        browser.get(url("/console/reports/" + report + "/share"));

        browser.findElement(By.linkText("Integrations")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("token-name")));
        browser.findElement(By.id("token-name")).sendKeys("billing backend");
        browser.findElement(By.cssSelector("form[action='/console/integrations/tokens'] button"))
                .click();
        WebElement secret = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("new-token")));
        assertTrue(secret.getAttribute("value").startsWith("rw"), "the new token's value is shown");
        // the backend uses the token shown once with the widget endpoint
        given().header("X-Service-Token", secret.getAttribute("value"))
                .accept(ContentType.JSON)
                .get("/service_token/v1/reports/" + report + "/widgets/chart")
                .then()
                .statusCode(200)
                .body("schemaVersion", org.hamcrest.Matchers.is(1));
        screenshotFullPage("console-integrations");
        axe("integrations with a new token");
        narrowCheck("/console/integrations");

        for (String page : PAGES) {
            browser.get(url(page));
            wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("main")));
            axe(page);
            narrowCheck(page);
        }

        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                // the sign-up with a short password answered 422 on purpose
                .filter(entry -> !entry.getMessage().contains("/console/signup - Failed to load resource"))
                .toList();
        assertEquals(List.of(), errors.stream().map(LogEntry::getMessage).toList(), "browser console errors");
    }

    @Test
    void buildADarkTableSnippetOnTheSharePanelAndSeeItInThePreview() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        TestUser user = Accounts.newUser();
        recordsOfAMonth(user);
        long report = Reports.create(user, user.personalPropertyId());
        Widgets.changeAccess(user, report, "public").statusCode(200);
        browser.get(url("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        browser.findElement(By.id("email")).sendKeys(user.email());
        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                .click();
        wait.until(ExpectedConditions.elementToBeClickable(By.linkText("New report")));
        browser.get(url("/console/reports/" + report + "/share"));

        new org.openqa.selenium.support.ui.Select(
                        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("b-theme"))))
                .selectByValue("dark");
        browser.findElement(By.cssSelector("input[name='view'][value='table']")).click();
        browser.findElement(By.cssSelector("input[name='ds'][value='0']")).click();
        browser.findElement(By.xpath("//button[normalize-space()='Build snippet']"))
                .click();
        wait.until(ExpectedConditions.urlContains("build=1"));
        WebElement frame = wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#preview iframe")));
        String snippet = browser.findElement(By.id("snippet")).getAttribute("value");
        assertTrue(
                snippet.contains("?chartType=line&datasetIndexes=1&theme=dark&view=table\""),
                "only Costs, dark, as a table: " + snippet);
        String copied = (String) browser.executeScript(
                "var t = document.createElement('template'); t.innerHTML = arguments[0]; return t.innerHTML;", snippet);
        String previewed =
                (String) browser.executeScript("return document.getElementById('preview').innerHTML.trim();");
        assertEquals(copied, previewed, "the preview is exactly the built snippet");
        assertTrue(browser.findElement(By.id("snippet-script"))
                .getAttribute("value")
                .contains("data-report-widget"));

        // the preview loads from this test's server (this class's public base URL is that server already)
        String base = ConfigProvider.getConfig().getValue("rw.public-base-url", String.class);
        base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        String here = service.getProtocol() + "://" + service.getHost() + ":" + service.getPort();
        browser.executeScript(
                "var f = document.querySelector('#preview iframe'); f.src = f.src.replace(arguments[0], arguments[1]);",
                base,
                here);
        browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", frame);
        browser.switchTo().frame(frame);
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("var t = document.querySelector('table');"
                        + " return document.body.classList.contains('theme-dark')"
                        + " && !!t && t.getBoundingClientRect().height > 0"
                        + " && document.body.textContent.indexOf('Costs') >= 0;")));
        browser.switchTo().defaultContent();
        browser.executeScript("window.scrollTo(0, 0);");
        screenshotFullPage("console-share-builder");
        axe("share panel with a built snippet");
        java.net.URI built = new java.net.URI(browser.getCurrentUrl());
        narrowCheck(built.getRawPath() + "?" + built.getRawQuery());
    }

    @Test
    void buildAReportWithTwoDataSetsInTheEditorAndSeeItsPreview() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        TestUser user = Accounts.newUser();
        TestUser colleague = Accounts.newUser();
        Accounts.addMember(user, user.personalPropertyId(), colleague, "editor");
        recordsOfAMonth(user);
        browser.get(url("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        browser.findElement(By.id("email")).sendKeys(user.email());
        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                .click();
        wait.until(ExpectedConditions.elementToBeClickable(By.linkText("New report")))
                .click();

        // one data set, a second added by its button (the form comes back with what was typed)
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("ds0-label")));
        browser.findElement(By.id("f-name")).sendKeys("Sales and costs");
        browser.findElement(By.id("ds0-label")).sendKeys("Sales");
        browser.findElement(By.id("ds0-type")).sendKeys("sale");
        // scrolled to, as a person does to reach a button the bar with Save would cover at the bottom
        WebElement add = browser.findElement(By.cssSelector("button[value='add']"));
        browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", add);
        add.click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("ds1-label")));
        assertEquals("Sales", browser.findElement(By.id("ds0-label")).getAttribute("value"));
        browser.findElement(By.id("ds1-label")).sendKeys("Ad spend (€)");
        // each key follows its label as it is typed, until a key is typed by hand
        assertEquals("sales", browser.findElement(By.id("ds0-key")).getAttribute("value"));
        assertEquals("ad_spend", browser.findElement(By.id("ds1-key")).getAttribute("value"));
        WebElement costsKey = browser.findElement(By.id("ds1-key"));
        costsKey.clear();
        costsKey.sendKeys("costs");
        WebElement costsLabel = browser.findElement(By.id("ds1-label"));
        costsLabel.clear();
        costsLabel.sendKeys("Costs");
        assertEquals("costs", costsKey.getAttribute("value"), "a key typed by hand stays");
        browser.findElement(By.id("ds1-type")).sendKeys("cost");
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("ds1-axis"))).selectByValue("right");
        browser.findElement(By.cssSelector(".report-form button[value='save']:not(.sr-only)"))
                .click();

        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "Saved."));
        WebElement frame = browser.findElement(By.cssSelector("iframe.preview"));
        browser.switchTo().frame(frame);
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("var c = window.Chart && Chart.getChart(document.getElementById('widget-chart'));"
                        + " return !!c && c.data.datasets.length === 2;")));
        browser.switchTo().defaultContent();

        // an unsaved change is drawn into the same frame as it is typed: no button to press
        browser.manage().window().setSize(new Dimension(1280, 900));
        WebElement label = browser.findElement(By.id("ds1-label"));
        label.clear();
        label.sendKeys("Costs, not saved");
        browser.switchTo().frame(browser.findElement(By.cssSelector("iframe.preview")));
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("var c = window.Chart && Chart.getChart(document.getElementById('widget-chart'));"
                        + " return !!c && c.data.datasets[1].label === 'Costs, not saved';")));
        browser.switchTo().defaultContent();
        // on a desktop the preview is at least 600 px wide, and it and the bar with Save stay in view
        // while the person edits the middle of a long form
        long previewWidth = ((Number) browser.executeScript(
                        "return document.querySelector('iframe.preview').getBoundingClientRect().width;"))
                .longValue();
        assertTrue(previewWidth >= 600, "the preview is " + previewWidth + " px wide");
        browser.executeScript("document.getElementById('f-advanced').scrollIntoView({block: 'center'});");
        assertEquals(
                Boolean.TRUE,
                browser.executeScript("var p = document.querySelector('iframe.preview').getBoundingClientRect();"
                        + " var b = document.querySelector('.editor-bar').getBoundingClientRect();"
                        + " return window.scrollY > 0 && p.top >= 0 && p.bottom <= window.innerHeight"
                        + " && b.top >= 0 && b.bottom <= window.innerHeight + 1;"),
                "preview and Save in view while editing");
        browser.executeScript("window.scrollTo(0, 0);");
        screenshot("console-report-editor");
        screenshotFullPage("console-report-editor-full");
        // at 360 px the preview is one tap away, from the bar that stays at the bottom of the screen
        browser.manage().window().setSize(new Dimension(360, 800));
        browser.executeScript("document.getElementById('f-advanced').scrollIntoView({block: 'center'});");
        WebElement toPreview = browser.findElement(By.cssSelector(".editor-bar a.to-preview"));
        assertTrue(toPreview.isDisplayed(), "a link to the preview in the bar");
        screenshot("console-report-editor-360");
        toPreview.click();
        wait.until(d -> Boolean.TRUE.equals(((ChromeDriver) d)
                .executeScript("var p = document.getElementById('preview').getBoundingClientRect();"
                        + " return p.top >= -1 && p.top < window.innerHeight / 2;")));
        browser.manage().window().setSize(new Dimension(1100, 800));
        String editor = new java.net.URI(browser.getCurrentUrl()).getPath();
        narrowCheck(editor);
        axe("report editor with a preview");

        browser.findElement(By.linkText("Delete…")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "Delete “Sales and costs”?"));
        screenshot("console-report-delete");
        axe("delete confirmation");

        browser.findElement(By.linkText("Records")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("table.records")));
        screenshot("console-records");
        narrowCheck("/console/records");

        browser.findElement(By.linkText("Members")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), colleague.email()));
        screenshotFullPage("console-members");
        narrowCheck("/console/members");

        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .toList();
        assertEquals(List.of(), errors.stream().map(LogEntry::getMessage).toList(), "browser console errors");
    }

    @Test
    void aViewerSeesNoEditControlsAndAForgedEditIsRefused() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        TestUser owner = Accounts.newUser();
        long report = Reports.create(owner, owner.personalPropertyId());
        TestUser viewer = Accounts.newUser();
        Accounts.addMember(owner, owner.personalPropertyId(), viewer, "viewer");
        browser.get(url("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        browser.findElement(By.id("email")).sendKeys(viewer.email());
        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                .click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("property-switch")));
        // choosing a property opens it: no button to press
        assertTrue(!browser.findElement(By.cssSelector("form.switcher button")).isDisplayed(), "no extra button");
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("property-switch")))
                .selectByValue(Long.toString(owner.personalPropertyId()));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("property-switch"), "viewer"));

        browser.get(url("/console/reports/" + report + "/edit"));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.tagName("main")));
        assertTrue(
                browser.findElements(By.cssSelector("main form[method='post'] button"))
                        .isEmpty(),
                "a viewer is offered no control that changes the report");
        assertTrue(browser.findElements(By.linkText("Delete…")).isEmpty(), "nor a way to delete it");
        axe("report details for a viewer");

        // the same post the editor would send, forged with the page's own CSRF token
        Object status = browser.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + " var body = new URLSearchParams({_csrf: document.querySelector('input[name=_csrf]').value,"
                        + " name: 'Renamed by a viewer', op: 'save'});"
                        + " fetch('/console/reports/' + arguments[0] + '/edit', {method: 'POST', body: body,"
                        + " credentials: 'same-origin'}).then(function (r) { done(r.status); }, function (e) { done(String(e)); });",
                report);
        assertEquals(403L, ((Number) status).longValue(), "a forged edit is refused");
        owner.request()
                .get("/report/config/" + report)
                .then()
                .statusCode(200)
                .body("name", org.hamcrest.Matchers.is("Sales vs costs"));
    }

    @Test
    void importAFileWithABadRowFixItAndImportIt() throws IOException {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        TestUser user = Accounts.newUser();
        browser.get(url("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        browser.findElement(By.id("email")).sendKeys(user.email());
        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                .click();
        wait.until(ExpectedConditions.urlContains("/console/reports"));

        browser.findElement(By.linkText("Import")).click();
        WebElement input = wait.until(ExpectedConditions.presenceOfElementLocated(By.id("import-file")));
        Path folder = Files.createTempDirectory("console-import-");
        Path file = folder.resolve("november-sales.csv");
        LocalDate day = LocalDate.now(ZoneOffset.UTC).minusDays(3);
        Files.writeString(
                file,
                "date,type,activity,value,source\n"
                        + day + ",sale,closed,129.90,newsletter\n"
                        + day + ",sale,closed,twelve,google\n"
                        + day.plusDays(1) + ",sale,closed,45,google|newsletter\n");
        input.sendKeys(file.toAbsolutePath().toString());
        browser.findElement(By.cssSelector("button[name='step'][value='check']"))
                .click();
        WebElement problems = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".problems")));
        assertTrue(problems.getText().contains("Not imported: 1 problem in november-sales.csv"), problems.getText());
        List<String> row = problems.findElements(By.cssSelector("tbody tr td")).stream()
                .map(WebElement::getText)
                .toList();
        assertEquals("november-sales.csv", row.get(0));
        assertEquals("3", row.get(1), "the bad row's line (line 1 is the header)");
        assertEquals("value", row.get(2));
        // the upload's progress went through the page's <progress>, driven by the console's script
        assertEquals(
                Boolean.TRUE,
                browser.executeScript("var p = document.querySelector('progress[data-upload-progress]');"
                        + " return p.hidden && p.value > 0 && p.value === p.max;"));
        screenshotFullPage("console-import-problems");
        axe("import with a problem");

        // the person fixes the row, saves the file (here: a copy in another folder, since the browser
        // sees no new choice in the same path) and chooses it
        Path fixedFolder = Files.createTempDirectory("console-import-fixed-");
        Path fixed = fixedFolder.resolve(file.getFileName());
        Files.writeString(
                fixed,
                "date,type,activity,value,source\n"
                        + day + ",sale,closed,129.90,newsletter\n"
                        + day + ",sale,closed,12,google\n"
                        + day.plusDays(1) + ",sale,closed,45,google|newsletter\n");
        input.sendKeys(fixed.toAbsolutePath().toString());
        assertTrue(browser.findElements(By.cssSelector(".problems")).isEmpty(), "a new file clears the old result");
        browser.findElement(By.cssSelector("button[name='step'][value='check']"))
                .click();
        WebElement importButton = wait.until(
                ExpectedConditions.elementToBeClickable(By.cssSelector("button[name='step'][value='import']")));
        assertEquals("Import 3 records", importButton.getText());
        user.request().get("/record").then().statusCode(200).body("items", hasSize(0));
        importButton.click();
        WebElement done = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.xpath("//h2[contains(., 'Imported 3 records from november-sales.csv')]")));
        assertTrue(done.isDisplayed());
        user.request().get("/record").then().statusCode(200).body("items", hasSize(3));
        assertEquals("", input.getAttribute("value"), "after the import the file is no longer chosen");
        screenshotFullPage("console-import-done");
        axe("import done");

        List<String> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                // the dry run with a bad row answered 422 on purpose
                .filter(entry -> !entry.getMessage().contains("/console/import - Failed to load resource"))
                .map(LogEntry::getMessage)
                .toList();
        assertEquals(List.of(), errors, "browser console errors");
        for (Path path : List.of(file, folder, fixed, fixedFolder)) {
            Files.deleteIfExists(path);
        }
    }

    /** A page of another site (served from 127.0.0.1 while the console is on localhost) holding {@code body}. */
    private String hostPage(String body) throws IOException {
        byte[] page =
                ("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Partner page</title></head>"
                                + "<body><h1>Partner page</h1>" + body + "</body></html>")
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (hostSite != null) {
            hostSite.stop(0);
        }
        hostSite = HttpServer.create(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        hostSite.createContext("/", exchange -> {
            exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, page.length);
            try (var out = exchange.getResponseBody()) {
                out.write(page);
            }
        });
        hostSite.start();
        return "http://127.0.0.1:" + hostSite.getAddress().getPort() + "/";
    }

    /**
     * Runs axe-core on the page as it is now (the share panel's preview frame aside: it is the
     * widget, which has its own checks) and fails on any serious or critical violation.
     */
    private void axe(String page) throws IOException {
        if (axeSource == null) {
            axeSource = Files.readString(AxeCore.script().orElseThrow(() -> new AssertionError(AxeCore.missing())));
        }
        browser.executeScript(axeSource);
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        Object found = browser.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " axe.run(document, {iframes: false, resultTypes: ['violations']})"
                + ".then(function (r) { done(r.violations.map(function (v) {"
                + " return {impact: v.impact, id: v.id, help: v.help,"
                + " nodes: v.nodes.map(function (n) { return n.target.join(' '); }).join(', ')}; })); },"
                + " function (e) { done('axe failed: ' + e); });");
        assertTrue(found instanceof List, page + ": " + found);
        List<String> serious = ((List<?>) found)
                .stream()
                        .map(v -> (Map<?, ?>) v)
                        .filter(v -> SERIOUS.contains(String.valueOf(v.get("impact"))))
                        .map(v -> v.get("impact") + " " + v.get("id") + " (" + v.get("help") + ") at " + v.get("nodes"))
                        .toList();
        assertEquals(List.of(), serious, "axe-core on " + page);
    }

    /** The page 360 px wide: nothing wider than the screen. */
    private void narrowCheck(String path) throws IOException {
        Dimension wide = browser.manage().window().getSize();
        String current = browser.getCurrentUrl();
        browser.manage().window().setSize(new Dimension(360, 800));
        browser.get(url(path));
        new WebDriverWait(browser, Duration.ofSeconds(20))
                .until(ExpectedConditions.presenceOfElementLocated(By.tagName("main")));
        long overflow = ((Number) browser.executeScript(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;"))
                .longValue();
        assertTrue(overflow <= 0, path + " scrolls sideways at 360 px by " + overflow + " px");
        if (path.equals("/console/reports")) {
            screenshot("console-reports-360");
        }
        browser.manage().window().setSize(wide);
        browser.get(current);
    }

    /** A month of sales and costs the report counts, so the preview draws lines. */
    private static void recordsOfAMonth(TestUser user) {
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (int day = 0; day < 30; day++) {
            String date = today.minusDays(day).toString();
            Map<String, Object> sale = new HashMap<>();
            sale.put("date", date);
            sale.put("type", "sale");
            sale.put("activity", "closed");
            sale.put("source", List.of("google"));
            sale.put("tags", List.of("eu"));
            sale.put("custom_data", Map.of("plan", "pro"));
            sale.put("value", 120 + (day * 37) % 90 + (29 - day) * 3);
            Records.create(user, user.personalPropertyId(), sale);
            Records.create(
                    user,
                    user.personalPropertyId(),
                    Map.of("date", date, "type", "cost", "value", 60 + (day * 53) % 40));
        }
    }

    private TestUser apiUser(String email) {
        String token = given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", Accounts.PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
        Number personal = given().header("Authorization", "Bearer " + token)
                .get("/properties")
                .then()
                .statusCode(200)
                .extract()
                .path("personalPropertyId");
        return new TestUser(email, 0, personal.longValue(), token);
    }

    private String url(String path) {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort() + path;
    }

    /** The whole page: the window is made as tall as the document for the picture. */
    private void screenshotFullPage(String name) throws IOException {
        Dimension size = browser.manage().window().getSize();
        long height = ((Number) browser.executeScript("return document.documentElement.scrollHeight;")).longValue();
        browser.manage().window().setSize(new Dimension(size.getWidth(), (int) Math.min(height + 140, 3200)));
        // from the page's top (the journey may have scrolled to a button further down)
        browser.executeScript("window.scrollTo(0, 0);");
        screenshot(name);
        browser.manage().window().setSize(size);
    }

    private void screenshot(String name) throws IOException {
        Screenshots.save(name + ".png", browser.getScreenshotAs(OutputType.BYTES));
    }
}
