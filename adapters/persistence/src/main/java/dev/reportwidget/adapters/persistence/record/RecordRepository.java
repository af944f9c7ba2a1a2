package dev.reportwidget.adapters.persistence.record;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class RecordRepository implements PanacheRepositoryBase<RecordEntity, RecordKey> {}
