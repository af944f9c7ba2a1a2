package dev.reportwidget.bootstrap.support;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The browser of the browser tests: Debian's Chromium driven by its chromedriver, headless, in a
 * fresh profile of its own, with the browser console's messages readable by the test. Without
 * either program the test is skipped with a message naming what is missing ({@code .ci/run}
 * installs both).
 */
public final class HeadlessChromium implements AutoCloseable {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    /**
     * Keeps framed documents of other origins in the top page's process, where chromedriver reads
     * the console: a framed widget's errors (a CSP violation, say) show in the test.
     */
    public static final List<String> FRAMES_IN_ONE_PROCESS =
            List.of("--disable-features=IsolateOrigins,site-per-process", "--disable-site-isolation-trials");

    private final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /**
     * What the tests need and this machine lacks, named: both Chromium and its chromedriver, at the
     * paths Debian's packages use; empty when both are there.
     */
    public static String missing(Path chromium, Path chromedriver) {
        List<String> missing = new ArrayList<>();
        if (!Files.isExecutable(chromium)) {
            missing.add("no Chromium at " + chromium + " (package chromium)");
        }
        if (!Files.isExecutable(chromedriver)) {
            missing.add("no chromedriver at " + chromedriver + " (package chromium-driver)");
        }
        return String.join("; ", missing);
    }

    /**
     * Starts a browser {@code width} x {@code height} with {@code arguments} added to the common
     * ones; skips the calling test when the browser is missing.
     */
    public static HeadlessChromium start(int width, int height, List<String> arguments) throws IOException {
        String missing = missing(CHROMIUM, CHROMEDRIVER);
        assumeTrue(missing.isEmpty(), () -> "browser test skipped: " + missing);
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
        Path profile = Files.createTempDirectory("test-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height);
        options.addArguments(arguments);
        LoggingPreferences logging = new LoggingPreferences();
        logging.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logging);
        return new HeadlessChromium(new ChromeDriver(options), profile);
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Quits the browser and deletes its profile. */
    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(java.io.File::delete);
            }
        }
    }
}
