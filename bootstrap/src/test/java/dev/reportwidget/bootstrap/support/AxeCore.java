package dev.reportwidget.bootstrap.support;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Where the browser tests find axe-core (from npm, injected into the pages they check): where
 * {@code .ci/run} installs it, {@code .tools/node_modules/axe-core/axe.min.js} at the repository root
 * (outside every {@code target/}, so {@code mvn clean} keeps it), or a {@code node_modules} of the
 * repository root, or wherever {@code -Daxe.core=<path>} says.
 */
public final class AxeCore {

    public static final String VERSION = "4.14.1";
    private static final String FILE = "node_modules/axe-core/axe.min.js";

    /** The command that installs it where the tests look first, from the repository root. */
    public static final String INSTALL = "npm install --no-audit --no-fund --prefix .tools axe-core@" + VERSION;

    private AxeCore() {}

    /** axe.min.js, looked for from the module's folder upwards. */
    public static Optional<Path> script() {
        String configured = System.getProperty("axe.core");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isRegularFile);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            for (Path candidate : List.of(dir.resolve(".tools").resolve(FILE), dir.resolve(FILE))) {
                if (Files.isRegularFile(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** Why a test that needs it cannot run, with the command that fixes it. */
    public static String missing() {
        return "axe-core is missing: no .tools/" + FILE + " at the repository root (nor " + FILE
                + ", nor -Daxe.core=<path to axe.min.js>); from the repository root run `" + INSTALL
                + "` (.ci/run does)";
    }
}
