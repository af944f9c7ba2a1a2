package dev.reportwidget.adapters.persistence.board;

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
@Table(name = "boards")
@IdClass(BoardKey.class)
public class BoardEntity extends SharedEntity {
    @Id
    @Column(name = "property_id", nullable = false, updatable = false)
    public Long propertyId;

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "boards_id")
    @SequenceGenerator(name = "boards_id", sequenceName = "boards_id_seq", allocationSize = 1)
    public Long id;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(nullable = false, columnDefinition = "jsonb")
    public BoardDocument definition;
}
