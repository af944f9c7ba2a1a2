package dev.reportwidget.adapters.persistence.widget;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * The columns a report's and a board's rows have alike (reports: V1, V6, V7, V11, V12, V28; boards:
 * V25, V28): the name and revision of the definition, and how it is shared, read and written by {@link
 * WidgetAccessPersistenceAdapter}. A row starts at revision 1, and every change of its definition
 * is the next revision (docs/reports-and-widgets.md#reports).
 */
@MappedSuperclass
public abstract class SharedEntity {

    @Column(nullable = false)
    public String name;

    @Column(nullable = false)
    public long revision;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "widget_access", nullable = false)
    public String widgetAccess = "disabled";

    @Column(name = "public_id")
    public UUID publicId;

    @Column(name = "public_expires_at")
    public Instant publicExpiresAt;

    /** Canonical embed origins ({@code https://host[:port]}, {@code https://*.host}); empty: any site. */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "allowed_origins", nullable = false, columnDefinition = "text[]")
    public String[] allowedOrigins = new String[0];

    /** Period presets viewers may pick ({@code 7d}, {@code 30d}, ...), in the owner's order; empty: none. */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "period_choices", nullable = false, columnDefinition = "text[]")
    public String[] periodChoices = new String[0];

    /** The embed options of the settings' snippet, each in its query form; empty: none. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "embed_defaults", nullable = false, columnDefinition = "jsonb")
    public Map<String, String> embedDefaults = new LinkedHashMap<>();

    /** The viewer filters, each as {@code {"by", "label"?}}, in the owner's order (V28); empty: none. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "viewer_filters", nullable = false, columnDefinition = "jsonb")
    public java.util.List<Map<String, String>> viewerFilters = new java.util.ArrayList<>();

    /** Whether viewers may download the widget's data as CSV. */
    @Column(name = "allow_download", nullable = false)
    public boolean allowDownload;

    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;

    /** A new row: the first revision of a definition of this name. */
    public void begin(String definitionName, Instant now) {
        name = definitionName;
        revision = 1;
        createdAt = now;
        updatedAt = now;
    }

    /** The row's next revision: its definition changed, and is now of this name. */
    public void revise(String definitionName, Instant now) {
        name = definitionName;
        revision++;
        updatedAt = now;
    }
}
