package dev.reportwidget.adapters.persistence.report;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "reports")
@IdClass(ReportKey.class)
public class ReportEntity {
    @Id
    @Column(name = "property_id", nullable = false, updatable = false)
    public Long propertyId;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "reports_id")
    @SequenceGenerator(name = "reports_id", sequenceName = "reports_id_seq", allocationSize = 1)
    public Long id;

    @Column(nullable = false)
    public String name;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false, columnDefinition = "jsonb")
    public ReportDocument definition;

    @Column(nullable = false)
    public long revision;

    @Column(name = "widget_access", nullable = false)
    public String widgetAccess;

    @Column(name = "public_id")
    public UUID publicId;

    @Column(name = "public_expires_at")
    public Instant publicExpiresAt;

    /** Canonical embed origins ({@code https://host[:port]}, {@code https://*.host}); empty: any site. */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "allowed_origins", nullable = false, columnDefinition = "text[]")
    public String[] allowedOrigins = new String[0];

    /** Period presets viewers may pick ({@code 7d}, {@code 30d}, ...), in the owner's order; empty: none (V11). */
    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(name = "period_choices", nullable = false, columnDefinition = "text[]")
    public String[] periodChoices = new String[0];

    /** The embed options of the settings' snippet, each in its query form; empty: none (V11). */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "embed_defaults", nullable = false, columnDefinition = "jsonb")
    public Map<String, String> embedDefaults = new LinkedHashMap<>();

    /** Whether viewers may download the widget's data as CSV (V12). */
    @Column(name = "allow_download", nullable = false)
    public boolean allowDownload;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
