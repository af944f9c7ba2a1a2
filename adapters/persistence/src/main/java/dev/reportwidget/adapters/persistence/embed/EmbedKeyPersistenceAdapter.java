package dev.reportwidget.adapters.persistence.embed;

import dev.reportwidget.application.integration.port.out.EmbedKeyStore;
import dev.reportwidget.application.widget.port.out.WidgetLookupsChanged;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.EmbedKey;
import dev.reportwidget.domain.integration.EmbedKeyDraft;
import dev.reportwidget.domain.integration.EmbedKeyId;
import dev.reportwidget.domain.integration.EmbedKeySource;
import dev.reportwidget.domain.property.PropertyId;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Embed keys in PostgreSQL, in plain JDBC in the caller's transaction (the pool enlists the
 * connection in it). Every change notifies the replicas (V13's trigger) and forgets this instance's
 * kept widget answers when the transaction ends.
 */
@ApplicationScoped
public class EmbedKeyPersistenceAdapter implements EmbedKeyStore {

    public static final String COLUMNS = "k.property_id, k.id, k.name, k.kid, k.jwk, k.jwks_url, k.created_at";

    private final DataSource dataSource;
    private final Event<WidgetLookupsChanged> lookupsChanged;

    EmbedKeyPersistenceAdapter(DataSource dataSource, Event<WidgetLookupsChanged> lookupsChanged) {
        this.dataSource = dataSource;
        this.lookupsChanged = lookupsChanged;
    }

    @Override
    public EmbedKey insert(PropertyId property, EmbedKeyDraft draft) {
        String kid = null;
        String jwk = null;
        String url = null;
        if (draft.source() instanceof EmbedKeySource.Jwk key) {
            kid = key.keyId();
            jwk = key.json();
        } else if (draft.source() instanceof EmbedKeySource.JwksUrl jwks) {
            url = jwks.url().toString();
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement insert = connection.prepareStatement("INSERT INTO embed_keys AS k"
                        + " (property_id, name, kid, jwk, jwks_url) VALUES (?, ?, ?, ?, ?)"
                        + " ON CONFLICT (property_id, kid) WHERE kid IS NOT NULL DO NOTHING RETURNING " + COLUMNS)) {
            insert.setLong(1, property.value());
            insert.setString(2, draft.name());
            insert.setString(3, kid);
            insert.setString(4, jwk);
            insert.setString(5, url);
            try (ResultSet row = insert.executeQuery()) {
                if (!row.next()) {
                    throw ValidationException.of("jwk", "the property already has a key with kid " + kid);
                }
                lookupsChanged.fire(WidgetLookupsChanged.EVENT);
                return key(row);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the embed key could not be stored", e);
        }
    }

    @Override
    public List<EmbedKey> list(PropertyId property) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "SELECT " + COLUMNS + " FROM embed_keys k WHERE k.property_id = ? ORDER BY k.id")) {
            query.setLong(1, property.value());
            return keys(query);
        } catch (SQLException e) {
            throw new IllegalStateException("the embed keys could not be read", e);
        }
    }

    @Override
    public boolean delete(PropertyId property, EmbedKeyId id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement delete =
                        connection.prepareStatement("DELETE FROM embed_keys WHERE property_id = ? AND id = ?")) {
            delete.setLong(1, property.value());
            delete.setLong(2, id.value());
            boolean deleted = delete.executeUpdate() > 0;
            if (deleted) {
                lookupsChanged.fire(WidgetLookupsChanged.EVENT);
            }
            return deleted;
        } catch (SQLException e) {
            throw new IllegalStateException("the embed key could not be deleted", e);
        }
    }

    static List<EmbedKey> keys(PreparedStatement query) throws SQLException {
        List<EmbedKey> keys = new ArrayList<>();
        try (ResultSet row = query.executeQuery()) {
            while (row.next()) {
                keys.add(key(row));
            }
        }
        return keys;
    }

    /** A row of {@link #COLUMNS}, from the first column on. */
    public static EmbedKey key(ResultSet row) throws SQLException {
        return key(row, 1);
    }

    /** A row of {@link #COLUMNS}, from column {@code first} on. */
    public static EmbedKey key(ResultSet row, int first) throws SQLException {
        String jwk = row.getString(first + 4);
        EmbedKeySource source = jwk != null
                ? new EmbedKeySource.Jwk(row.getString(first + 3), jwk)
                : new EmbedKeySource.JwksUrl(URI.create(row.getString(first + 5)));
        return new EmbedKey(
                new EmbedKeyId(row.getLong(first + 1)),
                new PropertyId(row.getLong(first)),
                row.getString(first + 2),
                source,
                row.getObject(first + 6, OffsetDateTime.class).toInstant());
    }
}
