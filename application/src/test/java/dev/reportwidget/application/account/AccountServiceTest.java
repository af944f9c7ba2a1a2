package dev.reportwidget.application.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.property.PropertyId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Password hashing never overlaps a call to the store: each store call is over before a hash starts. */
class AccountServiceTest {

    private final List<String> calls = new ArrayList<>();
    private final InMemoryAccounts accounts = new InMemoryAccounts();
    private final AccountService service = new AccountService(accounts, new RecordingHasher(), new FixedTokens(), true);

    @Test
    void signUpHashesBeforeAnyStoreCall() {
        calls.clear();
        service.signUp(SignUpCommand.of("ann@example.test", "a long password", "Ann"));

        assertEquals(List.of("hash", "emailTaken", "create"), calls);
    }

    @Test
    void aTakenEmailIsRefusedAfterHashingSoBothAnswersTakeAsLong() {
        service.signUp(SignUpCommand.of("bob@example.test", "a long password", "Bob"));
        calls.clear();

        assertThrows(
                ConflictException.class,
                () -> service.signUp(SignUpCommand.of("bob@example.test", "another password", "Bob")));
        assertEquals(List.of("hash", "emailTaken"), calls);
    }

    @Test
    void signInReadsTheStoredHashBeforeCheckingThePassword() {
        service.signUp(SignUpCommand.of("cy@example.test", "a long password", "Cy"));
        calls.clear();

        assertEquals(
                "token", service.issue("CY@example.test", "a long password").token());
        assertEquals(List.of("findLogin", "matches"), calls);
    }

    @Test
    void wrongPasswordsAndUnknownEmailsAreRefusedAlike() {
        service.signUp(SignUpCommand.of("dee@example.test", "a long password", "Dee"));
        calls.clear();

        assertThrows(AuthenticationException.class, () -> service.issue("dee@example.test", "wrong password"));
        assertThrows(AuthenticationException.class, () -> service.issue("nobody@example.test", "a long password"));
        assertThrows(AuthenticationException.class, () -> service.issue(null, "a long password"));
        assertThrows(AuthenticationException.class, () -> service.issue("dee@example.test", null));
        assertEquals(List.of("findLogin", "matches", "findLogin", "matches"), calls);
    }

    private final class RecordingHasher implements PasswordHasher {
        @Override
        public String hash(String password) {
            calls.add("hash");
            return "hashed:" + password;
        }

        @Override
        public boolean matches(String password, String hash) {
            calls.add("matches");
            return hash.equals("hashed:" + password);
        }
    }

    private final class InMemoryAccounts implements UserAccounts {
        private final Map<String, Login> byEmail = new HashMap<>();

        @Override
        public Optional<Login> findLogin(String email) {
            calls.add("findLogin");
            return Optional.ofNullable(byEmail.get(email));
        }

        @Override
        public boolean emailTaken(String email) {
            calls.add("emailTaken");
            return byEmail.containsKey(email);
        }

        @Override
        public Optional<User> findById(UserId id) {
            return byEmail.values().stream()
                    .map(Login::user)
                    .filter(u -> u.id().equals(id))
                    .findFirst();
        }

        @Override
        public Optional<User> findByExternalIdentity(String issuer, String subject) {
            return Optional.empty();
        }

        @Override
        public User create(NewUser user) {
            calls.add("create");
            long id = byEmail.size() + 1L;
            User created = new User(new UserId(id), user.email(), user.name(), new PropertyId(100 + id));
            byEmail.put(user.email(), new Login(created, user.passwordHash()));
            return created;
        }
    }

    private static final class FixedTokens implements AccessTokenIssuer {
        @Override
        public String issuer() {
            return "test";
        }

        @Override
        public AccessToken issueFor(User user) {
            return new AccessToken("token", 60);
        }
    }
}
