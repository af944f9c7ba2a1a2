package dev.reportwidget.adapters.rest.problem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

class DatabaseFailuresTest {

    /** How Hibernate, Narayana and Quarkus wrap a driver failure: a few layers of runtime exceptions. */
    private static RuntimeException wrapped(Throwable driver) {
        return new IllegalStateException(
                "transaction failed", new CompletionException(new RuntimeException("could not execute", driver)));
    }

    @Test
    void connectionStatesAnywhereInTheChainAreConnectionFailures() {
        for (String state : new String[] {"08000", "08001", "08003", "08006", "57P01", "57P02", "57P03"}) {
            assertTrue(DatabaseFailures.isConnectionFailure(wrapped(new SQLException("gone", state))), state);
        }
    }

    @Test
    void theOtherStatesAreNot() {
        for (String state : new String[] {"23505", "22001", "40001", "57014", "57P04", "42P01", null}) {
            assertFalse(DatabaseFailures.isConnectionFailure(wrapped(new SQLException("rule", state))), state);
        }
        assertFalse(DatabaseFailures.isConnectionFailure(new IllegalArgumentException("a defect")));
    }

    @Test
    void thePoolsAcquisitionTimeoutAndShutdownAreConnectionFailures() {
        assertTrue(DatabaseFailures.isConnectionFailure(wrapped(new SQLException("Sorry, acquisition timeout!"))));
        assertTrue(DatabaseFailures.isConnectionFailure(
                wrapped(new TimeoutException("Acquisition timeout while waiting for connection"))));
        assertTrue(DatabaseFailures.isConnectionFailure(
                wrapped(new SQLException("Can't create new connection as the pool is shutting down"))));
        assertFalse(DatabaseFailures.isConnectionFailure(wrapped(new TimeoutException("calculation took too long"))));
    }

    @Test
    void connectionExceptionTypesAreConnectionFailures() {
        assertTrue(DatabaseFailures.isConnectionFailure(wrapped(new SQLTransientConnectionException("pool"))));
        assertTrue(DatabaseFailures.isConnectionFailure(wrapped(new ConnectException("Connection refused"))));
    }

    @Test
    void suppressedAndChainedSqlExceptionsAreSearched() {
        var commitFailure = new IllegalStateException("commit failed");
        commitFailure.addSuppressed(new SQLException("I/O error", "08006"));
        assertTrue(DatabaseFailures.isConnectionFailure(commitFailure));

        var batch = new SQLException("batch entry 0 failed", "23505");
        batch.setNextException(new SQLException("terminating connection due to administrator command", "57P01"));
        assertTrue(DatabaseFailures.isConnectionFailure(wrapped(batch)));
    }

    @Test
    void aCauseCycleEnds() {
        var first = new RuntimeException("first");
        var second = new RuntimeException("second", first);
        first.initCause(second);
        assertFalse(DatabaseFailures.isConnectionFailure(first));
    }
}
