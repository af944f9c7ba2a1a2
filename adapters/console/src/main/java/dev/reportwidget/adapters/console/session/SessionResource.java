package dev.reportwidget.adapters.console.session;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.application.account.port.in.ConsoleSessionUseCase;
import dev.reportwidget.application.account.port.in.SignUpCommand;
import dev.reportwidget.application.account.port.in.SignUpUseCase;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.ValidationException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * Sign-in, sign-up and sign-out of the console, through the same credential check, sign-up and
 * throttle as {@code POST /auth/token} and {@code POST /auth/signup}. Signing in opens a session
 * on the server ({@link ConsoleSessionUseCase}); signing out ends it. No transaction here: the use
 * cases hash passwords outside of any.
 */
@Path("/console")
@Produces(Pages.HTML)
public class SessionResource {

    private static final String WRONG_CREDENTIALS = "That e-mail and password do not match an account.";

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleSessionUseCase sessions;
    private final SignUpUseCase signUp;

    SessionResource(ConsoleSession session, Pages pages, ConsoleSessionUseCase sessions, SignUpUseCase signUp) {
        this.session = session;
        this.pages = pages;
        this.sessions = sessions;
        this.signUp = signUp;
    }

    @GET
    public Response home() {
        return Pages.seeOther(ConsoleSession.HOME);
    }

    @GET
    @Path("/login")
    public Response loginPage(@QueryParam("next") String next) {
        String target = ConsoleSession.safeNext(next);
        if (session.user().isPresent()) {
            return Pages.seeOther(target);
        }
        return Pages.ok(
                ConsoleTemplates.login(pages.signedOut("Sign in"), new SignInView("", null, target, signUp.open())));
    }

    @POST
    @Path("/login")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response login(
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("email") String email,
            @FormParam("password") String password,
            @FormParam("next") String next,
            @Context HttpServerRequest http) {
        session.checkSignedOutCsrf(csrf);
        String target = ConsoleSession.safeNext(next);
        ConsoleSessionUseCase.Opened opened;
        try {
            sessions.admitAttempt(peer(http), http.getHeader("X-Forwarded-For"));
            try {
                opened = sessions.open(email, password);
            } catch (AuthenticationException e) {
                return signInAgain(401, email, WRONG_CREDENTIALS, target);
            }
        } catch (RateLimitedException e) {
            return Response.fromResponse(signInAgain(
                            429,
                            email,
                            "Too many sign-in attempts. Wait " + e.retryAfterSeconds() + " seconds, then try again.",
                            target))
                    .header("Retry-After", e.retryAfterSeconds())
                    .build();
        }
        session.signIn(opened);
        return Pages.seeOther(target);
    }

    @GET
    @Path("/signup")
    public Response signUpPage() {
        if (!signUp.open()) {
            return Pages.seeOther("/console/login");
        }
        return Pages.ok(ConsoleTemplates.signup(pages.signedOut("Create an account"), SignUpView.empty()));
    }

    @POST
    @Path("/signup")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response signUp(
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("email") String email,
            @FormParam("password") String password,
            @FormParam("name") String name,
            @Context HttpServerRequest http) {
        session.checkSignedOutCsrf(csrf);
        try {
            sessions.admitAttempt(peer(http), http.getHeader("X-Forwarded-For"));
            signUp.signUp(SignUpCommand.of(email, password, name));
            session.signIn(sessions.open(email, password));
        } catch (ValidationException e) {
            return signUpAgain(422, email, name, e.errors(), null);
        } catch (ConflictException e) {
            return signUpAgain(
                    409,
                    email,
                    name,
                    List.of(new FieldError("email", "has an account already: sign in instead")),
                    null);
        } catch (PermissionDeniedException e) {
            return signUpAgain(403, email, name, List.of(), "Sign-up is switched off on this service.");
        } catch (RateLimitedException e) {
            return Response.fromResponse(signUpAgain(
                            429,
                            email,
                            name,
                            List.of(),
                            "Too many attempts. Wait " + e.retryAfterSeconds() + " seconds, then try again."))
                    .header("Retry-After", e.retryAfterSeconds())
                    .build();
        }
        return Pages.seeOther(ConsoleSession.HOME);
    }

    @POST
    @Path("/logout")
    public Response logout(@FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        if (session.user().isPresent()) {
            // a forged sign-out of an open session is refused; without one there is nothing to end
            session.checkCsrf(csrf);
        }
        session.signOut();
        return Pages.seeOther("/console/login");
    }

    private Response signInAgain(int status, String email, String error, String next) {
        return Pages.html(
                status,
                ConsoleTemplates.login(
                        pages.signedOut("Sign in"),
                        new SignInView(email == null ? "" : email, error, next, signUp.open())));
    }

    private Response signUpAgain(int status, String email, String name, List<FieldError> errors, String error) {
        return Pages.html(
                status,
                ConsoleTemplates.signup(
                        pages.signedOut("Create an account"),
                        new SignUpView(email == null ? "" : email, name == null ? "" : name, errors, error)));
    }

    private static String peer(HttpServerRequest http) {
        return http.remoteAddress() == null ? null : http.remoteAddress().hostAddress();
    }
}
