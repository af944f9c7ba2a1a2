package dev.reportwidget.adapters.persistence;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/**
 * Tells a failure to reach the database (no connection, a connection lost, a server shutting down)
 * from a failure of the work itself.
 */
public final class ConnectionFailures {
    private ConnectionFailures() {}

    /** Whether {@code failure}, or anything that caused it, says the database could not be reached. */
    public static boolean isConnectionFailure(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && isConnectionState(sql.getSQLState())) {
                return true;
            }
            // a pool that could not hand out a connection in time
            if (cause instanceof SQLTransientConnectionException
                    || cause instanceof IOException
                    || (cause instanceof SQLException
                            && String.valueOf(cause.getMessage()).contains("Acquisition timeout"))) {
                return true;
            }
            if (cause.getCause() == cause) {
                break;
            }
        }
        return false;
    }

    /** Class 08 (connection exception) and the shutdown states of class 57 (operator intervention). */
    private static boolean isConnectionState(String state) {
        return state != null
                && (state.startsWith("08") || state.equals("57P01") || state.equals("57P02") || state.equals("57P03"));
    }
}
