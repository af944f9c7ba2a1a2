package dev.reportwidget.adapters.rest.problem;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.TimeoutException;

/**
 * Which failures mean "the database cannot be reached right now" (answered 503 with Retry-After)
 * rather than a defect (500). Hibernate, Narayana and Quarkus wrap the driver's exception in their
 * own, so the whole cause chain is searched, with suppressed and chained SQL exceptions.
 */
final class DatabaseFailures {

    /** Agroal's pool, when no connection became free within the acquisition timeout. */
    private static final String ACQUISITION_TIMEOUT = "Sorry, acquisition timeout";
    /** Agroal's pool, while the application stops. */
    private static final String POOL_SHUTTING_DOWN = "pool is shutting down";
    /** Hibernate's exception for a lost connection, named so that this adapter needs no Hibernate. */
    private static final String HIBERNATE_CONNECTION_EXCEPTION = "org.hibernate.exception.JDBCConnectionException";

    private DatabaseFailures() {}

    static boolean isConnectionFailure(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Throwable> pending = new ArrayDeque<>();
        pending.add(failure);
        while (!pending.isEmpty() && seen.size() < 64) {
            Throwable t = pending.poll();
            if (t == null || !seen.add(t)) {
                continue;
            }
            if (isConnectionFailureItself(t)) {
                return true;
            }
            pending.add(t.getCause() == null ? t : t.getCause());
            Collections.addAll(pending, t.getSuppressed());
            if (t instanceof SQLException sql) {
                pending.add(sql.getNextException() == null ? sql : sql.getNextException());
            }
        }
        return false;
    }

    private static boolean isConnectionFailureItself(Throwable t) {
        if (t instanceof SQLTransientConnectionException
                || t instanceof SQLNonTransientConnectionException
                || t instanceof SQLTimeoutException
                || t instanceof ConnectException
                || HIBERNATE_CONNECTION_EXCEPTION.equals(t.getClass().getName())) {
            return true;
        }
        if (t instanceof TimeoutException && messageContains(t, "cquisition timeout")) {
            return true;
        }
        if (t instanceof SQLException sql) {
            return isConnectionState(sql.getSQLState())
                    || messageContains(sql, ACQUISITION_TIMEOUT)
                    || messageContains(sql, POOL_SHUTTING_DOWN);
        }
        return false;
    }

    /**
     * SQLState class 08 (connection exception), and the server going away: 57P01 admin shutdown,
     * 57P02 crash shutdown, 57P03 cannot connect now (starting up or in recovery).
     */
    static boolean isConnectionState(String state) {
        return state != null
                && (state.startsWith("08") || state.equals("57P01") || state.equals("57P02") || state.equals("57P03"));
    }

    private static boolean messageContains(Throwable t, String part) {
        return t.getMessage() != null && t.getMessage().contains(part);
    }
}
