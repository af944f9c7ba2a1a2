package dev.reportwidget.bootstrap.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.reportwidget.bootstrap.support.HeadlessChromium;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The browser test's skip message names each missing program, so a skipped run says what to install. */
class BrowserPrerequisitesTest {

    @TempDir
    Path dir;

    @Test
    void namesEachMissingProgram() throws IOException {
        Path chromium = executable("chromium");
        Path chromedriver = dir.resolve("chromedriver");

        assertEquals(
                "no chromedriver at " + chromedriver + " (package chromium-driver)",
                HeadlessChromium.missing(chromium, chromedriver));
        assertEquals(
                "no Chromium at " + dir.resolve("none") + " (package chromium); no chromedriver at " + chromedriver
                        + " (package chromium-driver)",
                HeadlessChromium.missing(dir.resolve("none"), chromedriver));
        assertEquals("", HeadlessChromium.missing(chromium, executable("chromedriver")));
    }

    private Path executable(String name) throws IOException {
        Path file = Files.createFile(dir.resolve(name));
        file.toFile().setExecutable(true);
        return file;
    }
}
