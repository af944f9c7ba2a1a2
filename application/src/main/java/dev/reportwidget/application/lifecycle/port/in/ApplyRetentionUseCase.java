package dev.reportwidget.application.lifecycle.port.in;

/**
 * Deletes every record older than its property's retention (docs/records.md#retention), a bounded
 * batch per transaction, on one replica at a time.
 */
public interface ApplyRetentionUseCase {

    /**
     * What one run did.
     *
     * @param ran false when another replica was running it (this one did nothing)
     * @param properties the properties with a retention that were looked at
     * @param deleted the records deleted
     */
    record RetentionRun(boolean ran, int properties, long deleted) {}

    RetentionRun apply();
}
