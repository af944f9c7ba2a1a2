package dev.reportwidget.adapters.persistence.report;

import dev.reportwidget.adapters.persistence.widget.SharedEntity;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "reports")
@IdClass(ReportKey.class)
public class ReportEntity extends SharedEntity {
    @Id
    @Column(name = "property_id", nullable = false, updatable = false)
    public Long propertyId;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "reports_id")
    @SequenceGenerator(name = "reports_id", sequenceName = "reports_id_seq", allocationSize = 1)
    public Long id;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false, columnDefinition = "jsonb")
    public ReportDocument definition;
}
