package dev.reportwidget.adapters.rest.auth;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.reportwidget.adapters.rest.OperationIds;
import dev.reportwidget.adapters.rest.RequestBodies;
import dev.reportwidget.application.account.port.in.AccessToken;
import dev.reportwidget.application.account.port.in.ChangePasswordUseCase;
import dev.reportwidget.application.account.port.in.IssueTokenUseCase;
import dev.reportwidget.application.account.port.in.PasswordChange;
import dev.reportwidget.application.account.port.in.SignUpCommand;
import dev.reportwidget.application.account.port.in.SignUpUseCase;
import dev.reportwidget.application.account.port.in.SignedUp;
import dev.reportwidget.domain.error.NotFoundException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Accounts of the built-in issuer: sign-up, password login and password change. No transaction
 * here: the use cases hash passwords outside of any (see {@code AccountService}).
 */
@Path("/auth")
@Tag(name = "Identity")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class AuthResource {

    public static final String PASSWORD_PATH = "/auth/password";

    public record SignUpRequest(String email, String password, String name) {
        @Override
        public String toString() {
            return "SignUpRequest[email=" + email + "]";
        }
    }

    public record SignUpResponse(long userId, long personalPropertyId) {}

    public record TokenRequest(String email, String password) {
        @Override
        public String toString() {
            return "TokenRequest[email=" + email + "]";
        }
    }

    public record PasswordChangeRequest(String currentPassword, String newPassword) {
        @Override
        public String toString() {
            return "PasswordChangeRequest[(hidden)]";
        }
    }

    public record TokenResponse(
            @JsonProperty("access_token") String accessToken,
            @JsonProperty("token_type") String tokenType,
            @JsonProperty("expires_in") long expiresIn) {}

    private final SignUpUseCase signUp;
    private final IssueTokenUseCase tokens;
    private final ChangePasswordUseCase passwords;
    private final SignInThrottle throttle;
    private final Caller caller;
    private final boolean builtInEnabled;

    AuthResource(
            SignUpUseCase signUp,
            IssueTokenUseCase tokens,
            ChangePasswordUseCase passwords,
            SignInThrottle throttle,
            Caller caller,
            AuthConfig config) {
        this.signUp = signUp;
        this.tokens = tokens;
        this.passwords = passwords;
        this.throttle = throttle;
        this.caller = caller;
        this.builtInEnabled = config.builtin().enabled();
    }

    @POST
    @Path("/signup")
    @Operation(
            operationId = OperationIds.SIGN_UP,
            summary = "Create an account with a personal property",
            description =
                    "201 on success; 409 when the e-mail has an account; 403 when sign-up is switched off; 422 naming"
                            + " invalid fields. The password is 8 to 1,024 bytes of UTF-8, and every byte counts."
                            + " 429 with Retry-After past rw.auth.throttle.address-attempts (default 30) sign-ins and"
                            + " sign-ups per client address per rw.auth.throttle.address-window (default 1 minute).")
    @APIResponse(
            responseCode = "201",
            description = "The account and its personal property",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(implementation = SignUpResponse.class)))
    public Response signUp(SignUpRequest body, @Context HttpServerRequest http) {
        requireBuiltIn();
        throttle.admitAttempt(http);
        SignUpRequest request = RequestBodies.required(body);
        SignedUp created = signUp.signUp(SignUpCommand.of(request.email(), request.password(), request.name()));
        return Response.status(Response.Status.CREATED)
                .entity(new SignUpResponse(
                        created.userId().value(), created.personalPropertyId().value()))
                .build();
    }

    @POST
    @Path("/token")
    @Operation(
            operationId = OperationIds.ISSUE_TOKEN,
            summary = "Exchange e-mail and password for a bearer token",
            description = "401 on wrong, missing or over-long credentials (never a 5xx). 429 with Retry-After after"
                    + " rw.auth.throttle.account-failures (default 10) failures of one account within"
                    + " rw.auth.throttle.account-window (default 15 minutes), even for the right password, and past"
                    + " rw.auth.throttle.address-attempts (default 30) sign-ins and sign-ups per client address per"
                    + " rw.auth.throttle.address-window (default 1 minute).")
    public TokenResponse token(TokenRequest body, @Context HttpServerRequest http) {
        requireBuiltIn();
        throttle.admitAttempt(http);
        TokenRequest request = RequestBodies.required(body);
        AccessToken token = tokens.issue(request.email(), request.password());
        return new TokenResponse(token.token(), "Bearer", token.expiresInSeconds());
    }

    @POST
    @Path("/password")
    @SecurityRequirement(name = "bearer")
    @Operation(
            operationId = OperationIds.CHANGE_PASSWORD,
            summary = "Change the caller's password",
            description = "Body {\"currentPassword\", \"newPassword\"}; 204 once the password is replaced. Every"
                    + " console session of the caller ends at once (the console's account page makes the same change"
                    + " through the same use case); bearer tokens already issued stay valid until they expire. 422"
                    + " naming newPassword when it is not 8 to 1,024 bytes of UTF-8 (every byte counts, as at"
                    + " sign-up), or currentPassword when it does not match; a wrong current password counts as a"
                    + " failed sign-in of the account, and past {value:rw.auth.throttle.account-failures} failures"
                    + " within {duration:rw.auth.throttle.account-window} the answer is 429 with Retry-After. 409"
                    + " for a user of an external identity provider, which keeps their password.")
    @APIResponse(responseCode = "204", description = "Password changed")
    public Response changePassword(PasswordChangeRequest body) {
        requireBuiltIn();
        PasswordChangeRequest request = RequestBodies.required(body);
        passwords.change(caller.user(), new PasswordChange(request.currentPassword(), request.newPassword()));
        return Response.noContent().build();
    }

    private void requireBuiltIn() {
        if (!builtInEnabled) {
            throw new NotFoundException("this service signs users in through an external identity provider");
        }
    }
}
