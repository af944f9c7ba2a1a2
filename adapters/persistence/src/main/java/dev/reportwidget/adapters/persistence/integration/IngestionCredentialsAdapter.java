package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.application.integration.port.out.IngestionCredentials;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.Property;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Resolves one ingestion credential with one indexed query ({@link CredentialQueries}), in plain
 * JDBC: in the caller's transaction when there is one, else on its own.
 */
@ApplicationScoped
public class IngestionCredentialsAdapter implements IngestionCredentials {

    private static final Logger LOG = Logger.getLogger(IngestionCredentialsAdapter.class);

    private final DataSource dataSource;

    IngestionCredentialsAdapter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Malformed input (null, another prefix, over 200 characters) answers empty without a query. */
    @Override
    public Optional<Property> propertyOfServiceToken(String token) {
        return parse(SecretKind.SERVICE_TOKEN, token)
                .flatMap(secret -> lookUp(secret, secret.hash().hex(), CredentialQueries::propertiesOfTokenHashes));
    }

    /** Malformed input answers empty without a query. */
    @Override
    public Optional<Property> propertyOfTrackingId(String trackingId) {
        return parse(SecretKind.TRACKING_ID, trackingId)
                .flatMap(secret -> lookUp(secret, secret.value(), CredentialQueries::propertiesOfTrackingIds));
    }

    private static Optional<Secret> parse(SecretKind kind, String raw) {
        Optional<Secret> secret = Secret.parse(kind, raw);
        if (secret.isEmpty()) {
            LOG.debugf("refused a malformed %s", kind.label());
        }
        return secret;
    }

    /** The property {@code query} finds under {@code key}, the secret's looked-up form; never logs the secret. */
    private Optional<Property> lookUp(Secret secret, String key, Query query) {
        try (Connection connection = dataSource.getConnection()) {
            Optional<Property> property =
                    Optional.ofNullable(query.run(connection, List.of(key)).get(key));
            if (property.isEmpty()) {
                LOG.debugf("no live %s matches the one presented", secret.kind().label());
            }
            return property;
        } catch (SQLException e) {
            throw new IllegalStateException("the " + secret.kind().label() + " could not be checked", e);
        }
    }

    @FunctionalInterface
    private interface Query {
        Map<String, Property> run(Connection connection, Collection<String> keys) throws SQLException;
    }
}
