package dev.reportwidget.adapters.rest.record;

import dev.reportwidget.domain.record.Origin;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.util.EnumMap;
import java.util.Map;

/**
 * The {@code rw.records.ingested} counter, tagged by origin. Counted when the record's
 * transaction commits, so a rolled-back request is never counted.
 */
@ApplicationScoped
public class IngestedRecords {

    private final Map<Origin, Counter> counters = new EnumMap<>(Origin.class);
    private final TransactionSynchronizationRegistry transactions;

    IngestedRecords(MeterRegistry registry, TransactionSynchronizationRegistry transactions) {
        this.transactions = transactions;
        for (Origin origin : Origin.values()) {
            counters.put(
                    origin,
                    Counter.builder("rw.records.ingested")
                            .description("Records stored, by the way they came in")
                            .tag("origin", origin.wireName())
                            .register(registry));
        }
    }

    void count(Origin origin, int records) {
        Counter counter = counters.get(origin);
        if (transactions.getTransactionStatus() != Status.STATUS_ACTIVE) {
            counter.increment(records);
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {}

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    counter.increment(records);
                }
            }
        });
    }
}
