package dev.reportwidget.adapters.persistence.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.reportwidget.application.widget.WidgetReports;
import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.PublicId;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * The widget endpoints' one look at a report per request, in plain JDBC on its own connection (or
 * the caller's transaction when there is one): the public path reads the report and its property
 * by public ID, the service-token path the report and its access by key. What decides access is
 * read on every call; only the parsed definition of a report revision is kept, since a revision's
 * name and definition never change (every change of either makes a new revision).
 */
@ApplicationScoped
public class WidgetReportsAdapter implements WidgetReports {

    private static final String REPORT_COLUMNS = "r.id, r.property_id, r.name, r.revision, r.definition";
    private static final String PUBLISHED = "SELECT " + REPORT_COLUMNS + ", p.name, p.personal, p.timezone"
            + " FROM reports r JOIN properties p ON p.id = r.property_id"
            + " WHERE r.public_id = ? AND r.widget_access = 'public'";
    private static final String WITH_ACCESS = "SELECT " + REPORT_COLUMNS + ", r.widget_access, r.public_id"
            + " FROM reports r WHERE r.property_id = ? AND r.id = ?";

    private final DataSource dataSource;
    private final ObjectReader documents;
    private final Cache<Revision, Report> parsed =
            Caffeine.newBuilder().maximumSize(10_000).build();

    WidgetReportsAdapter(DataSource dataSource, ObjectMapper json) {
        this.dataSource = dataSource;
        // stored documents are read as they were written, whatever the request-side strictness
        this.documents =
                json.readerFor(ReportDocument.class).without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }

    @Override
    public Optional<Published> findPublished(PublicId id) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(PUBLISHED)) {
            query.setObject(1, id.value());
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                var property = new Property(
                        new PropertyId(row.getLong(2)),
                        row.getString(6),
                        row.getBoolean(7),
                        ZoneId.of(row.getString(8)));
                return Optional.of(new Published(report(row), property));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the public widget could not be looked up", e);
        }
    }

    @Override
    public Optional<Accessible> findWithAccess(PropertyId property, ReportId report) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(WITH_ACCESS)) {
            query.setLong(1, property.value());
            query.setLong(2, report.value());
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Accessible(
                        report(row), ReportMapper.access(row.getString(6), row.getObject(7, UUID.class))));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the report could not be looked up", e);
        }
    }

    private Report report(ResultSet row) throws SQLException {
        long id = row.getLong(1);
        long propertyId = row.getLong(2);
        String name = row.getString(3);
        long revision = row.getLong(4);
        String definition = row.getString(5);
        return parsed.get(new Revision(id, revision), key -> {
            try {
                return ReportMapper.toDomain(id, propertyId, name, revision, documents.readValue(definition));
            } catch (IOException e) {
                throw new IllegalStateException("report " + id + " has an unreadable definition", e);
            }
        });
    }

    private record Revision(long report, long revision) {}
}
