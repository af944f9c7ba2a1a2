package dev.reportwidget.bootstrap.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.AxeCore;
import dev.reportwidget.bootstrap.support.HeadlessChromium;
import dev.reportwidget.bootstrap.support.Reports;
import dev.reportwidget.bootstrap.support.Screenshots;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Boards in a real headless Chromium, 1280 and 360 px wide: a person builds a board of two items,
 * moves the second above the first from the keyboard, saves and reloads it; the list and the
 * builder pass axe-core (no serious or critical violation) and never scroll sideways. The pages
 * are photographed for docs/screenshots (Screenshots).
 */
@QuarkusTest
@TestProfile(ConsoleBrowserTest.PublicOnTheTestPort.class)
class ConsoleBoardsBrowserTest {

    private static final List<String> SERIOUS = List.of("serious", "critical");

    @TestHTTPResource("/")
    URL service;

    private HeadlessChromium chromium;
    private ChromeDriver browser;
    private String axeSource;

    @BeforeEach
    void startBrowser() throws IOException {
        chromium = HeadlessChromium.start(1280, 900, List.of("--force-prefers-reduced-motion"));
        browser = chromium.driver();
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void buildABoardOfTwoItemsReorderThemFromTheKeyboardSaveAndReload() throws IOException {
        TestUser owner = Accounts.newUser();
        long sales = Reports.create(owner, owner.personalPropertyId());
        Map<String, Object> signUps = Reports.salesVsCosts();
        signUps.put("name", "Sign-ups");
        long second = owner.in(owner.personalPropertyId())
                .contentType(ContentType.JSON)
                .body(signUps)
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        signIn(owner);

        for (int width : List.of(1280, 360)) {
            browser.manage().window().setSize(new Dimension(width, 900));
            // one board per width, each named as a customer would
            String name = width == 1280 ? "Month at a glance" : "Sign-ups this week";
            long board = buildAndReorder(owner, name, sales, second, width);
            assertEquals(
                    List.of((int) second, (int) sales),
                    owner.request()
                            .get("/board/config/" + board)
                            .then()
                            .statusCode(200)
                            .extract()
                            .path("items.reportId"),
                    "the moved item is stored first");
            assertEquals(
                    "1",
                    owner.request()
                            .get("/board/config/" + board)
                            .then()
                            .extract()
                            .path("items[1].datasetIndexes"),
                    "the ticked data set is stored");
        }

        List<LogEntry> errors = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .toList();
        assertEquals(List.of(), errors.stream().map(LogEntry::getMessage).toList(), "browser console errors");
    }

    /** The journey at one width; answers the saved board's ID. */
    private long buildAndReorder(TestUser owner, String name, long sales, long signUps, int width) throws IOException {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        browser.get(url("/console/reports"));
        wait.until(ExpectedConditions.elementToBeClickable(By.linkText("Boards")))
                .click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("h1"), "Boards"));
        axe("boards list at " + width + " px");
        noSidewaysScroll("boards list", width);

        wait.until(ExpectedConditions.elementToBeClickable(
                        By.linkText(width == 1280 ? "Create your first board" : "New board")))
                .click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("b-name")))
                .sendKeys(name);
        assertEquals(
                Long.toString(sales),
                new Select(browser.findElement(By.id("i0-report")))
                        .getFirstSelectedOption()
                        .getAttribute("value"));

        // a second item, from the keyboard: the form comes back with what was entered
        press(By.cssSelector("button[value='add']"));
        WebElement report = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("i1-report")));
        assertEquals(name, browser.findElement(By.id("b-name")).getAttribute("value"));
        new Select(report).selectByValue(Long.toString(signUps));
        new Select(browser.findElement(By.id("i1-widget"))).selectByValue("number");
        new Select(browser.findElement(By.id("i1-width"))).selectByValue("half");
        new Select(browser.findElement(By.id("i1-compare"))).selectByValue("previous_period");

        // the second item moved above the first with Move up, from the keyboard
        press(By.cssSelector("button[value='up:1']"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#item-0 h3"), "Sign-ups"));
        assertEquals(
                "number",
                new Select(browser.findElement(By.id("i0-widget")))
                        .getFirstSelectedOption()
                        .getAttribute("value"));
        assertEquals(
                "chart",
                new Select(browser.findElement(By.id("i1-widget")))
                        .getFirstSelectedOption()
                        .getAttribute("value"));
        // ticking a data set box chooses "these data sets" at once
        WebElement costs = browser.findElement(By.id("i1-ds1"));
        browser.executeScript("arguments[0].scrollIntoView({block: 'center'});", costs);
        costs.sendKeys(Keys.SPACE);
        assertTrue(browser.findElement(By.id("i1-ds-chosen")).isSelected(), "ticking a box chooses these data sets");
        // the change is drawn into the preview, by the embeds' own board renderer, with no button pressed
        browser.switchTo().frame(browser.findElement(By.cssSelector("iframe.board-preview")));
        wait.until(d -> Long.valueOf(2)
                .equals(((ChromeDriver) d).executeScript("return document.querySelectorAll('.board-item').length;")));
        browser.switchTo().defaultContent();
        assertEquals(
                Boolean.TRUE,
                browser.executeScript("var b = document.querySelector('.editor-bar').getBoundingClientRect();"
                        + " return b.top >= 0 && b.bottom <= window.innerHeight + 1;"),
                "Save in view while editing");
        screenshotFullPage("console-board-builder-" + width);
        axe("board builder at " + width + " px");
        noSidewaysScroll("board builder", width);

        press(By.cssSelector(".editor-bar button[value='save']"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "Saved."));
        browser.navigate().refresh();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("i1-report")));
        assertEquals(
                "Item 1 · Sign-ups",
                browser.findElement(By.cssSelector("#item-0 h3")).getText());
        assertEquals(
                "Item 2 · Sales vs costs",
                browser.findElement(By.cssSelector("#item-1 h3")).getText());
        assertEquals(
                "half",
                new Select(browser.findElement(By.id("i0-width")))
                        .getFirstSelectedOption()
                        .getAttribute("value"));
        String path = java.net.URI.create(browser.getCurrentUrl()).getPath();
        long board = Long.parseLong(path.replaceAll(".*/console/boards/([0-9]+)/edit", "$1"));

        // its Share page: public from the keyboard, with the snippet and its options
        browser.findElement(By.linkText("Share")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), "Who can load this board"));
        WebElement publicLink = browser.findElement(By.cssSelector("input[name='access'][value='public']"));
        browser.executeScript("arguments[0].focus();", publicLink);
        publicLink.sendKeys(Keys.SPACE);
        press(By.cssSelector("#settings button[type='submit']"));
        WebElement snippet = wait.until(ExpectedConditions.presenceOfElementLocated(By.id("snippet")));
        assertTrue(snippet.getAttribute("value").contains("/embed/v1/boards/"), snippet.getAttribute("value"));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("options")));
        screenshotFullPage("console-board-share-" + width);
        axe("board share page at " + width + " px");
        noSidewaysScroll("board share page", width);

        browser.get(url("/console/boards"));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.tagName("main"), name));
        screenshot("console-boards-" + width);
        axe("boards list with boards at " + width + " px");
        return board;
    }

    /** Focuses a button and presses Enter on it, as a keyboard user does; waits for the next page. */
    private void press(By button) {
        WebElement element = browser.findElement(button);
        browser.executeScript("arguments[0].focus();", element);
        element.sendKeys(Keys.ENTER);
        new WebDriverWait(browser, Duration.ofSeconds(20)).until(ignored -> gone(element));
    }

    /**
     * Whether the element left the document. Chromium answers a question about an element of a page
     * being replaced either as a stale reference or, mid-navigation, as a node that "does not belong
     * to the document": both mean it is gone.
     */
    private static boolean gone(WebElement element) {
        try {
            element.isEnabled();
            return false;
        } catch (org.openqa.selenium.StaleElementReferenceException stale) {
            return true;
        } catch (org.openqa.selenium.WebDriverException replaced) {
            if (String.valueOf(replaced.getMessage()).contains("does not belong to the document")) {
                return true;
            }
            throw replaced;
        }
    }

    private void signIn(TestUser owner) {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));
        browser.get(url("/console/login"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("email")));
        browser.findElement(By.id("email")).sendKeys(owner.email());
        browser.findElement(By.id("password")).sendKeys(Accounts.PASSWORD);
        browser.findElement(By.cssSelector("form[action='/console/login'] button"))
                .click();
        wait.until(ExpectedConditions.urlContains("/console/reports"));
    }

    private void noSidewaysScroll(String page, int width) {
        long overflow = ((Number) browser.executeScript(
                        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;"))
                .longValue();
        if (overflow > 0) {
            Object wide = browser.executeScript("var w = document.documentElement.clientWidth, out = [];"
                    + " document.querySelectorAll('main *').forEach(function (e) {"
                    + " var r = e.getBoundingClientRect(); if (r.right > w + 0.5) {"
                    + " out.push(e.tagName + (e.id ? '#' + e.id : '') + '.' + e.className + ' ' + r.right); } });"
                    + " return out.slice(0, 8).join('; ');");
            throw new AssertionError(page + " scrolls sideways at " + width + " px by " + overflow + " px: " + wide);
        }
    }

    /** axe-core on the page as it is now; fails on any serious or critical violation. */
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

    private String url(String path) {
        return service.getProtocol() + "://" + service.getHost() + ":" + service.getPort() + path;
    }

    /** The whole page: the window is made as tall as the document for the picture. */
    private void screenshotFullPage(String name) throws IOException {
        Dimension size = browser.manage().window().getSize();
        long height = ((Number) browser.executeScript("return document.documentElement.scrollHeight;")).longValue();
        browser.manage().window().setSize(new Dimension(size.getWidth(), (int) Math.min(height + 140, 3200)));
        browser.executeScript("window.scrollTo(0, 0);");
        screenshot(name);
        browser.manage().window().setSize(size);
    }

    private void screenshot(String name) throws IOException {
        Screenshots.save(name + ".png", browser.getScreenshotAs(OutputType.BYTES));
    }
}
