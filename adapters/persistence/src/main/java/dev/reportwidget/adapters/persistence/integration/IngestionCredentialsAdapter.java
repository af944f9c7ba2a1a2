package dev.reportwidget.adapters.persistence.integration;

import dev.reportwidget.application.integration.IngestionCredentials;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.Property;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
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
        Optional<Secret> secret = Secret.parse(SecretKind.SERVICE_TOKEN, token);
        if (secret.isEmpty()) {
            LOG.debug("refused a malformed service token");
            return Optional.empty();
        }
        String hash = secret.get().hash().hex();
        try (Connection connection = dataSource.getConnection()) {
            Optional<Property> property =
                    Optional.ofNullable(CredentialQueries.propertiesOfTokenHashes(connection, List.of(hash))
                            .get(hash));
            if (property.isEmpty()) {
                LOG.debug("no live service token matches the one presented");
            }
            return property;
        } catch (SQLException e) {
            throw new IllegalStateException("the service token could not be checked", e);
        }
    }

    /** Malformed input answers empty without a query. */
    @Override
    public Optional<Property> propertyOfTrackingId(String trackingId) {
        if (Secret.parse(SecretKind.TRACKING_ID, trackingId).isEmpty()) {
            LOG.debug("refused a malformed tracking ID");
            return Optional.empty();
        }
        try (Connection connection = dataSource.getConnection()) {
            Optional<Property> property =
                    Optional.ofNullable(CredentialQueries.propertiesOfTrackingIds(connection, List.of(trackingId))
                            .get(trackingId));
            if (property.isEmpty()) {
                LOG.debug("no property has the tracking ID presented");
            }
            return property;
        } catch (SQLException e) {
            throw new IllegalStateException("the tracking ID could not be checked", e);
        }
    }
}
