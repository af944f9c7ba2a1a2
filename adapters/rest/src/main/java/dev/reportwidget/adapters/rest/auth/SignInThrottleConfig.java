package dev.reportwidget.adapters.rest.auth;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Limits of sign-in and sign-up (docs/api.md, Accounts and tokens): failures per account, attempts per address. */
@ConfigMapping(prefix = "rw.auth.throttle")
public interface SignInThrottleConfig {

    /** Failed sign-ins one account may have per {@link #accountWindow()}; then every attempt answers 429. */
    @WithDefault("10")
    int accountFailures();

    /** The window in which an account's failed sign-ins are counted. */
    @WithDefault("PT15M")
    Duration accountWindow();

    /** Sign-in and sign-up attempts one client address may make per {@link #addressWindow()}. */
    @WithDefault("30")
    int addressAttempts();

    /** The window in which a client address's attempts are counted. */
    @WithDefault("PT1M")
    Duration addressWindow();

    /** Accounts and addresses tracked at most, each; the least used are forgotten first. */
    @WithDefault("100000")
    long maxTracked();
}
