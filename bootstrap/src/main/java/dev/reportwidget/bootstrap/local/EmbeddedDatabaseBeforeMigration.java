package dev.reportwidget.bootstrap.local;

import io.quarkus.flyway.FlywayConfigurationCustomizer;
import jakarta.inject.Singleton;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * Holds the schema migration at start until the embedded PostgreSQL, started beside the framework
 * by the main method, answers. The migration is the first thing of the start that connects, so
 * the framework's own start and the database's overlap; with a configured database URL there is
 * nothing to wait for.
 */
// a customizer the framework calls once, before the migration (declared so in the Quarkus guide)
@Singleton
public class EmbeddedDatabaseBeforeMigration implements FlywayConfigurationCustomizer {

    @Override
    public void customize(FluentConfiguration configuration) {
        EmbeddedDatabase.Starting.awaitCurrent();
    }
}
