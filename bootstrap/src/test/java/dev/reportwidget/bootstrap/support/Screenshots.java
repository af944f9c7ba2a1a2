package dev.reportwidget.bootstrap.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the browser tests put their pictures: {@code bootstrap/target/screenshots/} (tests run in the module). */
public final class Screenshots {

    public static final Path FOLDER = Path.of("target", "screenshots");

    private Screenshots() {}

    /** Writes {@code png} as {@code name} in {@link #FOLDER}; answers the file. */
    public static Path write(String name, byte[] png) throws IOException {
        Files.createDirectories(FOLDER);
        return Files.write(FOLDER.resolve(name), png);
    }
}
