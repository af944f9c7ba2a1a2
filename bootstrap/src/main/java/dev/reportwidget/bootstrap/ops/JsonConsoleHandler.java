package dev.reportwidget.bootstrap.ops;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.handlers.ConsoleHandler;

/**
 * Writes {@link JsonLogFormatter} lines to standard output from the first record of the process.
 * Records published before Quarkus has configured the log levels wait, and once it has, only those
 * the configured levels let through are written: what Quarkus' own delayed handler does for its
 * console handler, so both formats show the same records.
 */
final class JsonConsoleHandler extends ConsoleHandler {

    /** Records waiting at most, as in Quarkus' delayed handler; beyond it, those below INFO are dropped. */
    static final int EARLY_RECORDS_MAX = 4_000;

    private final BooleanSupplier levelsConfigured;
    private final Deque<ExtLogRecord> early = new ArrayDeque<>();
    private volatile boolean configured;

    JsonConsoleHandler(BooleanSupplier levelsConfigured) {
        super(Target.SYSTEM_OUT, new JsonLogFormatter());
        this.levelsConfigured = levelsConfigured;
        setLevel(Level.ALL);
        setAutoFlush(true);
        try {
            // JSON text exchanged between systems is UTF-8 (RFC 8259), whatever the machine's locale
            setEncoding("UTF-8");
        } catch (java.io.UnsupportedEncodingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }

    @Override
    protected void doPublish(ExtLogRecord record) {
        if (!configured && !writeEarlyRecordsOnceConfigured()) {
            synchronized (this) {
                if (!configured) {
                    keep(record);
                    return;
                }
            }
        }
        super.doPublish(record);
    }

    /** Answers whether the levels are configured; the first time they are, writes what waited. */
    private boolean writeEarlyRecordsOnceConfigured() {
        if (!levelsConfigured.getAsBoolean()) {
            return false;
        }
        synchronized (this) {
            if (!configured) {
                ExtLogRecord waiting;
                while ((waiting = early.pollFirst()) != null) {
                    if (loggable(waiting)) {
                        super.doPublish(waiting);
                    }
                }
                // for good: Quarkus clears its delayed handler again when it shuts down
                configured = true;
            }
        }
        return true;
    }

    private void keep(ExtLogRecord record) {
        if (early.size() >= EARLY_RECORDS_MAX && record.getLevel().intValue() < Level.INFO.intValue()) {
            return;
        }
        // the record is written later, maybe from another thread: keep this thread's MDC with it
        record.disableCallerCalculation();
        record.copyMdc();
        early.addLast(record);
    }

    private static boolean loggable(ExtLogRecord record) {
        String name = record.getLoggerName();
        return Logger.getLogger(name == null ? "" : name).isLoggable(record.getLevel());
    }

    /** A process that stops before logging was configured still shows why, unfiltered. */
    @Override
    public void close() {
        synchronized (this) {
            ExtLogRecord waiting;
            while ((waiting = early.pollFirst()) != null) {
                super.doPublish(waiting);
            }
            configured = true;
        }
        super.close();
    }
}
