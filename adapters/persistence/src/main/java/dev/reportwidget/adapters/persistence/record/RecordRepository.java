package dev.reportwidget.adapters.persistence.record;

import io.quarkus.hibernate.orm.panache.PanacheRepository;
import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class RecordRepository implements PanacheRepository<RecordEntity> {}
