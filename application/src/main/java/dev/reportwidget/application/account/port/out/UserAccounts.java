package dev.reportwidget.application.account.port.out;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import java.util.Optional;

/** Outbound port: where users and their personal properties are kept. */
public interface UserAccounts {

    /** A stored login: who, and the password hash to check against. */
    record Login(User user, String passwordHash) {
        @Override
        public String toString() {
            return "Login[user=" + user.id() + "]";
        }
    }

    /** A user to create: built-in users have a password hash; external ones an issuer and subject. */
    record NewUser(String email, String name, String passwordHash, String issuer, String subject) {}

    Optional<Login> findLogin(String email);

    boolean emailTaken(String email);

    Optional<User> findById(UserId id);

    /** The stored password hash of a built-in user; empty for a user of an external issuer. */
    Optional<String> passwordHash(UserId id);

    void replacePasswordHash(UserId id, String passwordHash);

    Optional<User> findByExternalIdentity(String issuer, String subject);

    /** Creates the user, their personal property and their owner membership, all or nothing. */
    User create(NewUser user);
}
