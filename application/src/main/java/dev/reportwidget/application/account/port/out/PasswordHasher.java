package dev.reportwidget.application.account.port.out;

/** Outbound port: one-way password hashing with a slow, salted algorithm. */
public interface PasswordHasher {
    String hash(String password);

    boolean matches(String password, String hash);
}
