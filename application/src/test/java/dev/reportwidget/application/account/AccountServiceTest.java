package dev.reportwidget.application.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.reportwidget.application.account.port.in.AccessToken;
import dev.reportwidget.application.account.port.in.PasswordChange;
import dev.reportwidget.application.account.port.in.SignUpCommand;
import dev.reportwidget.application.account.port.in.VerifiedClaims;
import dev.reportwidget.application.account.port.out.AccessTokenIssuer;
import dev.reportwidget.application.account.port.out.PasswordHasher;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.application.support.InMemoryConsoleSessions;
import dev.reportwidget.domain.account.Session;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.integration.Secret;
import dev.reportwidget.domain.integration.SecretGenerator;
import dev.reportwidget.domain.integration.SecretKind;
import dev.reportwidget.domain.property.PropertyId;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Password hashing never overlaps a call to the store: each store call is over before a hash starts.
 * A password change checks the current password against the account's sign-in budget and ends every
 * console session of the person.
 */
class AccountServiceTest {

    private final List<String> calls = new ArrayList<>();
    private final InMemoryAccounts accounts = new InMemoryAccounts();
    private final InMemoryConsoleSessions sessions = new InMemoryConsoleSessions();
    private final CountingAttempts attempts = new CountingAttempts();
    private final AccountService service =
            new AccountService(accounts, new RecordingHasher(), new FixedTokens(), sessions, attempts, true);

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

    @Test
    void aPasswordChangeStoresTheNewHashThenEndsEveryConsoleSessionOfThePerson() {
        User eve = signUp("eve@example.test");
        User fay = signUp("fay@example.test");
        openSessionOf(eve);
        openSessionOf(eve);
        openSessionOf(fay);
        calls.clear();

        service.change(eve, new PasswordChange("a long password", "a new long password"));

        assertEquals(List.of("passwordHash", "matches", "hash", "replacePasswordHash"), calls);
        assertEquals(List.of("deleteAllOf " + eve.id()), sessions.writes.subList(3, sessions.writes.size()));
        assertEquals(0, sessions.countOf(eve.id()));
        assertEquals(1, sessions.countOf(fay.id()), "another person's session stays");
        assertEquals(eve, service.authenticate("eve@example.test", "a new long password"));
        assertThrows(AuthenticationException.class, () -> service.authenticate("eve@example.test", "a long password"));
    }

    @Test
    void aWrongCurrentPasswordChangesNothingAndCountsAsAFailedSignIn() {
        User gus = signUp("gus@example.test");
        openSessionOf(gus);

        var e = assertThrows(
                ValidationException.class,
                () -> service.change(gus, new PasswordChange("not my password", "a new long password")));

        assertEquals(List.of(new FieldError("currentPassword", "does not match your password")), e.errors());
        assertEquals(List.of("admit gus@example.test", "failure gus@example.test"), attempts.seen);
        assertEquals(1, sessions.countOf(gus.id()));
        assertEquals(gus, service.authenticate("gus@example.test", "a long password"));
    }

    @Test
    void everySignInCountsAgainstTheAccountAndOnePastItsFailuresIsRefusedBeforeThePasswordIsTried() {
        User ida = signUp("ida@example.test");
        attempts.seen.clear();

        assertThrows(AuthenticationException.class, () -> service.authenticate("ida@example.test", "wrong password"));
        assertEquals(ida, service.authenticate("ida@example.test", "a long password"));
        assertEquals(
                List.of("admit ida@example.test", "failure ida@example.test", "admit ida@example.test"), attempts.seen);

        attempts.exhausted = true;
        calls.clear();
        assertThrows(RateLimitedException.class, () -> service.authenticate("ida@example.test", "a long password"));
        assertThrows(RateLimitedException.class, () -> service.issue("ida@example.test", "a long password"));
        assertEquals(List.of(), calls, "no password is checked for an account past its failures");
    }

    @Test
    void anAccountOutOfSignInAttemptsCannotChangeItsPasswordEvenWithTheRightOne() {
        User hal = signUp("hal@example.test");
        attempts.exhausted = true;
        calls.clear();

        assertThrows(
                RateLimitedException.class,
                () -> service.change(hal, new PasswordChange("a long password", "a new long password")));

        assertEquals(List.of("passwordHash"), calls, "refused before the password is checked");
    }

    @Test
    void aUserOfAnExternalIssuerHasNoPasswordToChange() {
        User external = service.identify(new VerifiedClaims("https://idp.example.test", "sub-1", null, "Ivy"));

        assertThrows(
                ConflictException.class,
                () -> service.change(external, new PasswordChange("anything at all", "a new long password")));
    }

    @Test
    void theNewPasswordFollowsTheSignUpRule() {
        var e = assertThrows(ValidationException.class, () -> new PasswordChange("", "short"));

        assertEquals(
                List.of(
                        new FieldError("currentPassword", "is required"),
                        new FieldError("newPassword", "must be 8 to 1024 bytes of UTF-8")),
                e.errors());
        assertEquals("PasswordChange[(hidden)]", new PasswordChange("old one", "a new long password").toString());
    }

    private User signUp(String email) {
        var created = service.signUp(SignUpCommand.of(email, "a long password", "Someone"));
        return accounts.findById(created.userId()).orElseThrow();
    }

    private void openSessionOf(User user) {
        String id = new SecretGenerator(new SecureRandom())
                .next(SecretKind.CONSOLE_SESSION)
                .value();
        sessions.create(
                Secret.parse(SecretKind.CONSOLE_SESSION, id).orElseThrow().hash(),
                Session.start(user, "csrf", Instant.now(), Duration.ofHours(1)));
    }

    private final class CountingAttempts implements SignInAttempts {
        final List<String> seen = new ArrayList<>();
        boolean exhausted;

        @Override
        public void admitAttempt(String peer, String forwardedFor) {
            seen.add("attempt " + peer);
        }

        @Override
        public void admitAccount(String email) {
            seen.add("admit " + email);
            if (exhausted) {
                throw new RateLimitedException("too many failed sign-ins", 60);
            }
        }

        @Override
        public void recordFailure(String email) {
            seen.add("failure " + email);
        }
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
        private final Map<String, User> external = new HashMap<>();

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
        public Optional<String> passwordHash(UserId id) {
            calls.add("passwordHash");
            return findById(id).map(user -> byEmail.get(user.email())).map(Login::passwordHash);
        }

        @Override
        public void replacePasswordHash(UserId id, String passwordHash) {
            calls.add("replacePasswordHash");
            User user = findById(id).orElseThrow();
            byEmail.put(user.email(), new Login(user, passwordHash));
        }

        @Override
        public Optional<User> findByExternalIdentity(String issuer, String subject) {
            return Optional.ofNullable(external.get(issuer + " " + subject));
        }

        @Override
        public User create(NewUser user) {
            calls.add("create");
            long id = byEmail.size() + external.size() + 1L;
            if (user.issuer() != null) {
                User created = new User(new UserId(id), user.email(), user.name(), new PropertyId(100 + id));
                external.put(user.issuer() + " " + user.subject(), created);
                return created;
            }
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
