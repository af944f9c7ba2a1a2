package dev.reportwidget.adapters.persistence.widget;

import dev.reportwidget.application.widget.port.out.WidgetViewStore;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.WidgetSubject;
import dev.reportwidget.domain.widget.WidgetViews;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Widget views in {@code widget_views}, one row per widget (a report's or a board, by kind and ID)
 * and hour, in plain JDBC: a flush is one statement that adds every increment to its row ({@code
 * views = views + EXCLUDED.views}), so the rows sum the views of every instance. Rows are written
 * in key order, so two instances flushing the same buckets at once wait for each other instead of
 * deadlocking.
 */
@ApplicationScoped
public class WidgetViewsAdapter implements WidgetViewStore {

    private static final String ADD = "INSERT INTO widget_views (property_id, widget_kind, widget_id, hour, views)"
            + " SELECT property_id, widget_kind, widget_id, hour, sum(views)"
            + " FROM unnest(?::bigint[], ?::text[], ?::bigint[], ?::timestamptz[], ?::bigint[])"
            + " AS i(property_id, widget_kind, widget_id, hour, views)"
            + " GROUP BY property_id, widget_kind, widget_id, hour ORDER BY property_id, widget_kind, widget_id, hour"
            + " ON CONFLICT (property_id, widget_kind, widget_id, hour)"
            + " DO UPDATE SET views = widget_views.views + EXCLUDED.views";

    private static final String VIEWS = "SELECT widget_kind, widget_id,"
            + " coalesce(sum(views) FILTER (WHERE hour > ?), 0) AS last_24h, coalesce(sum(views), 0) AS last_30d"
            + " FROM widget_views WHERE property_id = ?"
            + " AND (widget_kind, widget_id) IN (SELECT * FROM unnest(?::text[], ?::bigint[])) AND hour > ?"
            + " GROUP BY widget_kind, widget_id";

    private static final String PRUNE = "DELETE FROM widget_views WHERE hour < ?";

    private final DataSource dataSource;

    WidgetViewsAdapter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void add(List<Increment> increments) {
        if (increments.isEmpty()) {
            return;
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(ADD)) {
            statement.setArray(
                    1,
                    connection.createArrayOf(
                            "bigint",
                            increments.stream().map(i -> i.property().value()).toArray()));
            statement.setArray(
                    2,
                    connection.createArrayOf(
                            "text",
                            increments.stream()
                                    .map(i -> i.widget().kind().toString())
                                    .toArray()));
            statement.setArray(
                    3,
                    connection.createArrayOf(
                            "bigint",
                            increments.stream().map(i -> i.widget().id()).toArray()));
            statement.setArray(
                    4,
                    connection.createArrayOf(
                            "timestamptz",
                            increments.stream().map(i -> i.hour().toString()).toArray()));
            statement.setArray(
                    5,
                    connection.createArrayOf(
                            "bigint", increments.stream().map(Increment::views).toArray()));
            statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not add " + increments.size() + " widget view counts", e);
        }
    }

    @Override
    public Map<WidgetSubject, WidgetViews> views(PropertyId property, Collection<WidgetSubject> widgets, Instant now) {
        Map<WidgetSubject, WidgetViews> views = new HashMap<>();
        if (widgets.isEmpty()) {
            return views;
        }
        try (Connection connection = dataSource.getConnection();
                PreparedStatement query = connection.prepareStatement(VIEWS)) {
            query.setObject(1, utc(now.minus(Duration.ofHours(24))));
            query.setLong(2, property.value());
            query.setArray(
                    3,
                    connection.createArrayOf(
                            "text",
                            widgets.stream()
                                    .map(widget -> widget.kind().toString())
                                    .toArray()));
            query.setArray(
                    4,
                    connection.createArrayOf(
                            "bigint", widgets.stream().map(WidgetSubject::id).toArray()));
            query.setObject(5, utc(now.minus(Duration.ofDays(30))));
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    views.put(
                            widget(row.getString("widget_kind"), row.getLong("widget_id")),
                            new WidgetViews(row.getLong("last_24h"), row.getLong("last_30d")));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read widget views", e);
        }
        return views;
    }

    @Override
    public int prune(Instant before) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(PRUNE)) {
            statement.setObject(1, utc(before));
            return statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not prune widget views", e);
        }
    }

    private static WidgetSubject widget(String kind, long id) {
        return switch (kind) {
            case "report" -> WidgetSubject.of(new ReportId(id));
            case "board" -> WidgetSubject.of(new BoardId(id));
            default -> throw new IllegalStateException("widget_views holds an unknown widget kind: " + kind);
        };
    }

    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
