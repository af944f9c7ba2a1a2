package dev.reportwidget.bootstrap;

import dev.reportwidget.bootstrap.local.DatabaseChoice;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.smallrye.config.SmallRyeConfig;

/**
 * Starts the native executable (bootstrap/pom.xml's native profile names it in
 * {@code quarkus.package.main-class}): as {@link ReportWidgetMain}, but always on a configured
 * PostgreSQL. It never names the embedded database, so the image holds none of it; a start without
 * a database URL fails saying which keys to set.
 */
@QuarkusMain(name = ExternalDatabaseMain.NAME)
public class ExternalDatabaseMain {

    static final String NAME = "external-database";

    public static void main(String... args) {
        SmallRyeConfig config = ServiceStart.configuration();
        if (DatabaseChoice.withoutEmbedded(config) instanceof DatabaseChoice.Missing missing) {
            ServiceStart.refuse(missing);
        }
        ServiceStart.run(config, args);
    }
}
