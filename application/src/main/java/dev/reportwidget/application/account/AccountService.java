package dev.reportwidget.application.account;

import dev.reportwidget.application.account.port.in.AccessToken;
import dev.reportwidget.application.account.port.in.AuthenticateUseCase;
import dev.reportwidget.application.account.port.in.ChangePasswordUseCase;
import dev.reportwidget.application.account.port.in.IdentifyCallerUseCase;
import dev.reportwidget.application.account.port.in.IssueTokenUseCase;
import dev.reportwidget.application.account.port.in.PasswordChange;
import dev.reportwidget.application.account.port.in.SignUpCommand;
import dev.reportwidget.application.account.port.in.SignUpUseCase;
import dev.reportwidget.application.account.port.in.SignedUp;
import dev.reportwidget.application.account.port.in.VerifiedClaims;
import dev.reportwidget.application.account.port.out.AccessTokenIssuer;
import dev.reportwidget.application.account.port.out.ConsoleSessionStore;
import dev.reportwidget.application.account.port.out.PasswordHasher;
import dev.reportwidget.application.account.port.out.SignInAttempts;
import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.domain.account.SignUpDraft;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.error.Violations;
import java.util.Optional;

/**
 * Sign-up, sign-in (a token, or the credentials checked for a console session), password changes
 * and caller identification, for the built-in and an external issuer.
 *
 * <p>Password hashing is slow on purpose, so it never runs while a database connection is held:
 * sign-up hashes before any database work, and sign-in reads the stored hash first. The callers
 * must not wrap these calls in a transaction; each port call is its own.
 */
public final class AccountService
        implements SignUpUseCase, IssueTokenUseCase, AuthenticateUseCase, ChangePasswordUseCase, IdentifyCallerUseCase {

    private final UserAccounts accounts;
    private final PasswordHasher hasher;
    private final AccessTokenIssuer tokens;
    private final ConsoleSessionStore sessions;
    private final SignInAttempts attempts;
    private final boolean signUpEnabled;
    /** Checked against when the e-mail is unknown, so both failures take the same time. */
    private final String decoyHash;

    public AccountService(
            UserAccounts accounts,
            PasswordHasher hasher,
            AccessTokenIssuer tokens,
            ConsoleSessionStore sessions,
            SignInAttempts attempts,
            boolean signUpEnabled) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.tokens = tokens;
        this.sessions = sessions;
        this.attempts = attempts;
        this.signUpEnabled = signUpEnabled;
        this.decoyHash = hasher.hash("decoy password that matches nothing");
    }

    @Override
    public boolean open() {
        return signUpEnabled;
    }

    @Override
    public SignedUp signUp(SignUpCommand command) {
        if (!signUpEnabled) {
            throw new PermissionDeniedException("sign-up is switched off on this service");
        }
        SignUpDraft draft = command.draft();
        String passwordHash = hasher.hash(draft.password());
        if (accounts.emailTaken(draft.email())) {
            throw new ConflictException("an account with this e-mail exists");
        }
        User user = accounts.create(new UserAccounts.NewUser(draft.email(), draft.name(), passwordHash, null, null));
        return new SignedUp(user.id(), user.personalPropertyId());
    }

    @Override
    public AccessToken issue(String email, String password) {
        return tokens.issueFor(authenticate(email, password));
    }

    @Override
    public User authenticate(String email, String password) {
        if (email == null || password == null) {
            throw new AuthenticationException("e-mail and password are required");
        }
        // an account past its failures is refused before its password is tried, even the right one
        attempts.admitAccount(email);
        // no stored e-mail holds U+0000: such an address is unknown, and checked against the decoy like any other
        Optional<UserAccounts.Login> login =
                Violations.hasNul(email) ? Optional.empty() : accounts.findLogin(SignUpDraft.normaliseEmail(email));
        String hash = login.map(UserAccounts.Login::passwordHash).orElse(decoyHash);
        boolean matches = hasher.matches(password, hash);
        if (login.isEmpty() || !matches) {
            attempts.recordFailure(email);
            throw new AuthenticationException("wrong e-mail or password");
        }
        return login.get().user();
    }

    @Override
    public void change(User user, PasswordChange change) {
        String current = accounts.passwordHash(user.id())
                .orElseThrow(() -> new ConflictException(
                        "this account signs in through an external identity provider, which keeps its password"));
        attempts.admitAccount(user.email());
        if (!hasher.matches(change.currentPassword(), current)) {
            attempts.recordFailure(user.email());
            throw ValidationException.of("currentPassword", "does not match your password");
        }
        String next = hasher.hash(change.newPassword());
        accounts.replacePasswordHash(user.id(), next);
        // after the new hash is stored: every session opened with the old password until now ends here
        sessions.deleteAllOf(user.id());
    }

    @Override
    public User identify(VerifiedClaims claims) {
        if (claims.issuer().equals(tokens.issuer())) {
            return parseUserId(claims.subject())
                    .flatMap(accounts::findById)
                    .orElseThrow(() -> new AuthenticationException("the token names no known user"));
        }
        return accounts.findByExternalIdentity(claims.issuer(), claims.subject())
                .orElseGet(() -> accounts.create(new UserAccounts.NewUser(
                        claims.email() == null ? null : SignUpDraft.normaliseEmail(claims.email()),
                        claims.name() == null ? claims.subject() : claims.name(),
                        null,
                        claims.issuer(),
                        claims.subject())));
    }

    private static Optional<UserId> parseUserId(String subject) {
        try {
            return Optional.of(new UserId(Long.parseLong(subject)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
