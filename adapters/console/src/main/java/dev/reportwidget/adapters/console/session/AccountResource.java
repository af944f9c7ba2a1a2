package dev.reportwidget.adapters.console.session;

import dev.reportwidget.adapters.console.Chrome;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.application.account.port.in.ChangePasswordUseCase;
import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.application.account.port.in.PasswordChange;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.ValidationException;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * The signed-in person's account: the password change of {@code POST /auth/password}, through the
 * same use case, which ends every console session of theirs. This browser then goes on in a new
 * session opened with the new password.
 */
@Path("/console/account")
@Produces(Pages.HTML)
public class AccountResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final EnterPropertyUseCase properties;
    private final ChangePasswordUseCase passwords;
    private final ConsoleSessionUseCase sessions;

    AccountResource(
            ConsoleSession session,
            Pages pages,
            EnterPropertyUseCase properties,
            ChangePasswordUseCase passwords,
            ConsoleSessionUseCase sessions) {
        this.session = session;
        this.pages = pages;
        this.properties = properties;
        this.passwords = passwords;
        this.sessions = sessions;
    }

    @GET
    public Response page(@QueryParam("changed") String changed) {
        User user = session.requireUser();
        return page(200, user, AccountView.of(user.email(), changed != null));
    }

    /** No transaction: the use case hashes passwords outside of any. */
    @POST
    @Path("/password")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changePassword(
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("currentPassword") String currentPassword,
            @FormParam("newPassword") String newPassword) {
        session.checkCsrf(csrf);
        User user = session.requireUser();
        try {
            passwords.change(user, new PasswordChange(currentPassword, newPassword));
        } catch (ValidationException e) {
            return page(422, user, new AccountView(user.email(), false, e.errors(), null));
        } catch (RateLimitedException e) {
            return Response.fromResponse(page(
                            429,
                            user,
                            new AccountView(
                                    user.email(),
                                    false,
                                    List.<FieldError>of(),
                                    "Too many wrong passwords. Wait " + e.retryAfterSeconds()
                                            + " seconds, then try again.")))
                    .header("Retry-After", e.retryAfterSeconds())
                    .build();
        } catch (ConflictException e) {
            return QuarkusTransaction.requiringNew().call(() -> pages.refusal(e));
        }
        // every session of the person has ended, this one too: this browser goes on in a new one
        session.signIn(sessions.open(user.email(), newPassword));
        return Pages.seeOther("/console/account?changed=1");
    }

    /** In a transaction of its own: the POST holds none, as it hashes passwords. */
    private Response page(int status, User user, AccountView view) {
        return QuarkusTransaction.requiringNew()
                .call(() -> Pages.html(status, ConsoleTemplates.account(chrome(user), view)));
    }

    /** The header of the property the person works in; without one they may enter, the switcher alone. */
    private Chrome chrome(User user) {
        try {
            return pages.signedIn("Account", "account", user, properties.enter(user, session.selection()));
        } catch (DomainException e) {
            return pages.signedInWithoutProperty("Account", user);
        }
    }
}
