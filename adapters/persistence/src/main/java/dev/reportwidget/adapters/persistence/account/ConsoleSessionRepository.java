package dev.reportwidget.adapters.persistence.account;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

/** The {@code console_session} table, keyed by the hash of a session's ID. */
@ApplicationScoped
class ConsoleSessionRepository implements PanacheRepositoryBase<ConsoleSessionEntity, String> {}
