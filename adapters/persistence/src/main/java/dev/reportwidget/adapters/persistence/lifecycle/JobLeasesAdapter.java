package dev.reportwidget.adapters.persistence.lifecycle;

import dev.reportwidget.application.lifecycle.port.out.JobLeases;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.UUID;
import javax.sql.DataSource;

/**
 * Leases in {@code job_leases}, held in this replica's name (a random ID per start): a lease is
 * taken when there is none, when it has expired, or when this replica holds it already; each
 * statement runs on its own and the row's lock makes two replicas' attempts queue, so one wins.
 */
@ApplicationScoped
public class JobLeasesAdapter implements JobLeases {

    private static final String ACQUIRE = "INSERT INTO job_leases (job, holder, expires_at)"
            + " VALUES (?, ?, now() + ? * interval '1 millisecond')"
            + " ON CONFLICT (job) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at"
            + " WHERE job_leases.expires_at < now() OR job_leases.holder = EXCLUDED.holder"
            + " RETURNING holder";

    private static final String RELEASE = "DELETE FROM job_leases WHERE job = ? AND holder = ?";

    private final DataSource dataSource;
    private final String holder;

    @Inject
    JobLeasesAdapter(DataSource dataSource) {
        this(dataSource, UUID.randomUUID().toString());
    }

    /** Leases in the name of {@code holder}: one per replica. */
    public JobLeasesAdapter(DataSource dataSource, String holder) {
        this.dataSource = dataSource;
        this.holder = holder;
    }

    @Override
    public boolean acquire(String job, Duration length) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement acquire = connection.prepareStatement(ACQUIRE)) {
            acquire.setString(1, job);
            acquire.setString(2, holder);
            acquire.setLong(3, length.toMillis());
            try (ResultSet taken = acquire.executeQuery()) {
                return taken.next();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not take the lease of " + job, e);
        }
    }

    @Override
    public void release(String job) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement release = connection.prepareStatement(RELEASE)) {
            release.setString(1, job);
            release.setString(2, holder);
            release.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not give back the lease of " + job, e);
        }
    }
}
