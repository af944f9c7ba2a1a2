package dev.reportwidget.adapters.persistence.record;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/**
 * A row of {@code records}, keyed like the table by (property_id, id), so every statement
 * Hibernate writes for a row names its property. Read, changed and deleted here; rows are inserted
 * by the journal and the bulk writer, which draw their IDs from one sequence ({@link RecordIdBlocks}).
 */
@Entity
@Table(name = "records")
@IdClass(RecordKey.class)
public class RecordEntity {
    @Id
    public Long id;

    @Id
    @Column(name = "property_id", nullable = false, updatable = false)
    public Long propertyId;

    @Column(nullable = false)
    public LocalDate date;

    @Column(nullable = false)
    public LocalTime time;

    @Column(nullable = false)
    public String type;

    public String activity;

    @Column(name = "description")
    public String desc;

    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(nullable = false)
    public String[] source;

    @JdbcTypeCode(SqlTypes.ARRAY)
    @Column(nullable = false)
    public String[] tags;

    @Column(nullable = false, precision = 21, scale = 6)
    public BigDecimal value;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "custom_data", nullable = false, columnDefinition = "jsonb")
    public Map<String, Object> customData;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "raw_data", nullable = false, columnDefinition = "jsonb")
    public Map<String, Object> rawData;

    @Column(nullable = false, updatable = false)
    public String origin;

    @Column(name = "created_at", nullable = false, updatable = false)
    public Instant createdAt;
}
