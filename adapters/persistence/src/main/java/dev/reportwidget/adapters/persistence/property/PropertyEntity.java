package dev.reportwidget.adapters.persistence.property;

import dev.reportwidget.domain.property.Property;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.Retention;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;

@Entity
@Table(name = "properties")
public class PropertyEntity {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false)
    public String name;

    @Column(nullable = false)
    public String timezone;

    @Column(nullable = false)
    public boolean personal;

    /** A BCP 47 language tag. */
    @Column(nullable = false)
    public String locale = Property.DEFAULT_LOCALE.toLanguageTag();

    /** Days records are kept; null: for good. */
    @Column(name = "retention_days")
    public Integer retentionDays;

    @Column(name = "created_at", nullable = false)
    public Instant createdAt;

    public static PropertyEntity of(String name, ZoneId timezone, boolean personal) {
        var entity = new PropertyEntity();
        entity.name = name;
        entity.timezone = timezone.getId();
        entity.personal = personal;
        entity.createdAt = Instant.now();
        return entity;
    }

    public Property toDomain() {
        return new Property(
                new PropertyId(id),
                name,
                personal,
                ZoneId.of(timezone),
                Locale.forLanguageTag(locale),
                Retention.ofDays(retentionDays));
    }
}
