package dev.reportwidget.bootstrap.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The browser tests' pictures, written under {@code bootstrap/target/screenshots/}: a test run never
 * changes a tracked file. {@code bash docs/screenshots/update.sh} runs the browser tests and copies
 * the pictures the docs show into {@code docs/screenshots/}.
 */
public final class Screenshots {

    /** Relative to the bootstrap module, where its tests run. */
    public static final Path FOLDER = Path.of("target", "screenshots");

    private Screenshots() {}

    /** Writes {@code png} as {@code name} (with its extension), replacing an older picture; answers the file. */
    public static Path save(String name, byte[] png) throws IOException {
        Files.createDirectories(FOLDER);
        return Files.write(FOLDER.resolve(name), png);
    }
}
