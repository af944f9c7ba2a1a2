package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.ConsoleAssets;
import dev.reportwidget.adapters.rest.widget.html.ChartWidgetRenderer;
import io.quarkus.util.GlobUtil;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A native image holds only the classpath resources its build keeps: {@code
 * quarkus.native.resources.excludes} leaves out the builds of Chart.js and htmx no page loads. A
 * glob too wide once left out the one build the widgets load, and every chart of the executable
 * stayed empty behind a 404 (docs/operations.md#native-build). This test matches the excludes the
 * way the build does against the files the pages load and against the ones they never load. The
 * build matches each exclude against a file's name and against the names of the directories above it
 * as a jar lists them ({@code dist/}) with one more slash: {@code dist/*}{@code /**} leaves out
 * {@code dist//} and with it the whole directory.
 */
class NativeImageResourcesTest {

    private static final String SERVED = "META-INF/resources";

    @Test
    void noExcludeMatchesAFileThePagesLoad() throws Exception {
        List<Pattern> excludes = excludes();
        for (String loaded : List.of(ChartWidgetRenderer.CHART_LIBRARY_PATH, ConsoleAssets.HTMX)) {
            String resource = SERVED + loaded;
            assertNotNull(getClass().getClassLoader().getResource(resource), resource + " is on the classpath");
            for (String name : namesTheBuildMatches(resource)) {
                for (Pattern exclude : excludes) {
                    assertFalse(
                            exclude.matcher(name).matches(), exclude + " leaves out " + resource + " (" + name + ")");
                }
            }
        }
    }

    @Test
    void theExcludesLeaveOutTheBuildsAndSourcesNoPageLoads() throws Exception {
        List<Pattern> excludes = excludes();
        String chart = SERVED + "/webjars/chart.js/" + ChartWidgetRenderer.CHART_JS_VERSION + "/dist/";
        for (String unused : List.of(
                chart + "chart.js",
                chart + "chart.umd.min.js",
                chart + "chart.umd.js.map",
                chart + "helpers.js",
                chart + "core/core.controller.d.ts",
                chart + "chunks/helpers.dataset.js")) {
            assertTrue(excludes.stream().anyMatch(p -> p.matcher(unused).matches()), unused + " is left out");
        }
    }

    /** The file and each directory above it, as the jar names it and with the slash the build adds. */
    private static List<String> namesTheBuildMatches(String resource) {
        List<String> names = new ArrayList<>(List.of(resource, resource + "/"));
        for (int slash = resource.indexOf('/'); slash > 0; slash = resource.indexOf('/', slash + 1)) {
            String directory = resource.substring(0, slash);
            names.addAll(List.of(directory, directory + "/", directory + "//"));
        }
        return names;
    }

    private static List<Pattern> excludes() throws Exception {
        Properties properties = new Properties();
        try (InputStream in =
                NativeImageResourcesTest.class.getClassLoader().getResourceAsStream("application.properties")) {
            properties.load(in);
        }
        String excludes = properties.getProperty("quarkus.native.resources.excludes");
        assertNotNull(excludes, "quarkus.native.resources.excludes is set");
        return Arrays.stream(excludes.split(","))
                .map(String::trim)
                .map(glob -> Pattern.compile(GlobUtil.toRegexPattern(glob)))
                .toList();
    }
}
