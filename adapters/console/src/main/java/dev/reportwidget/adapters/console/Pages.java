package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.ListPropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.AuthenticationException;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.error.GoneException;
import dev.reportwidget.domain.error.NotFoundException;
import dev.reportwidget.domain.error.PermissionDeniedException;
import dev.reportwidget.domain.error.RateLimitedException;
import dev.reportwidget.domain.error.UnavailableException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Membership;
import dev.reportwidget.domain.property.PropertyId;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Renders console pages: the chrome around them, their responses, and refusals as pages. */
@ApplicationScoped
public class Pages {

    public static final String HTML = MediaType.TEXT_HTML + ";charset=utf-8";

    private final ConsoleAssets assets;
    private final ConsoleSession session;
    private final ListPropertiesUseCase properties;

    Pages(ConsoleAssets assets, ConsoleSession session, ListPropertiesUseCase properties) {
        this.assets = assets;
        this.session = session;
        this.properties = properties;
    }

    /** The chrome of a page shown before sign-in. */
    public Chrome signedOut(String title) {
        return new Chrome(title, session.csrfToken(), assets, null, "");
    }

    /** The chrome of a signed-in page working in {@code current}. */
    public Chrome signedIn(String title, String section, User user, PropertyContext current) {
        return new Chrome(
                title,
                session.csrfToken(),
                assets,
                header(
                        user,
                        Optional.of(current.propertyId()),
                        current.role().allows(Capability.INTEGRATIONS_MANAGE),
                        current.role().allows(Capability.RECORDS_WRITE),
                        current.role().allows(Capability.MEMBERS_MANAGE)),
                section);
    }

    /** The chrome of a signed-in page with no current property (the chosen one is not accessible). */
    public Chrome signedInWithoutProperty(String title, User user) {
        return new Chrome(title, session.csrfToken(), assets, header(user, Optional.empty(), false, false, false), "");
    }

    private Chrome.Header header(
            User user, Optional<PropertyId> current, boolean integrations, boolean importRecords, boolean members) {
        List<Membership> memberships = properties.list(user).memberships().stream()
                .sorted(Comparator.comparing((Membership m) -> !m.property().personal())
                        .thenComparing(m -> m.property().name().toLowerCase()))
                .toList();
        List<Chrome.PropertyChoice> choices = memberships.stream()
                .map(m -> new Chrome.PropertyChoice(
                        m.property().id().value(),
                        m.property().name(),
                        m.role().wireName(),
                        m.property().personal(),
                        current.isPresent() && current.get().equals(m.property().id())))
                .toList();
        Chrome.PropertyChoice selected = choices.stream()
                .filter(Chrome.PropertyChoice::selected)
                .findFirst()
                .orElse(null);
        String name = user.name() == null || user.name().isBlank() ? user.email() : user.name();
        return new Chrome.Header(name, user.email(), selected, choices, integrations, importRecords, members);
    }

    public static Response html(int status, TemplateInstance page) {
        return Response.status(status).type(HTML).entity(page.render()).build();
    }

    public static Response ok(TemplateInstance page) {
        return html(200, page);
    }

    /**
     * After a state change: back to a page (303, so a reload does not repeat the change). The
     * {@code Location} is completed from the public base URL by {@link ConsoleHeaders}, never from
     * the request's {@code Host}.
     *
     * @param path a path of this service, such as {@code /console/reports}
     */
    public static Response seeOther(String path) {
        return Response.status(Response.Status.SEE_OTHER)
                .header(HttpHeaders.LOCATION, path)
                .build();
    }

    /** A refusal as a page in the signed-in chrome when there is a session, else the signed-out one. */
    public Response refusal(Refusal refusal) {
        Optional<User> user = session.user();
        Chrome chrome =
                user.isPresent() ? signedInWithoutProperty(refusal.title(), user.get()) : signedOut(refusal.title());
        Response.ResponseBuilder response = Response.status(refusal.status())
                .type(HTML)
                .entity(ConsoleTemplates.refusal(chrome, refusal).render());
        if (refusal.retryAfterSeconds() > 0) {
            response.header("Retry-After", refusal.retryAfterSeconds());
        }
        return response.build();
    }

    /** What the API answers as a problem, the console answers as a page with the same message. */
    public Response refusal(DomainException e) {
        return refusal(refusalOf(e));
    }

    public static Refusal refusalOf(DomainException e) {
        if (e instanceof PermissionDeniedException) {
            return Refusal.of(403, "Not allowed", capitalised(e.getMessage()) + ".");
        }
        if (e instanceof NotFoundException) {
            return Refusal.of(404, "Not found", capitalised(e.getMessage()) + ".");
        }
        if (e instanceof RateLimitedException limited) {
            return new Refusal(
                    429,
                    "Too many attempts",
                    capitalised(e.getMessage()) + ".",
                    "/console/reports",
                    "Back to reports",
                    limited.retryAfterSeconds());
        }
        if (e instanceof ValidationException invalid) {
            return Refusal.of(
                    422,
                    "Not saved",
                    String.join(
                            " ",
                            invalid.errors().stream().map(FieldError::message).toList()));
        }
        if (e instanceof ConflictException) {
            return Refusal.of(409, "Not possible now", capitalised(e.getMessage()) + ".");
        }
        if (e instanceof GoneException) {
            return Refusal.of(410, "Gone", capitalised(e.getMessage()) + ".");
        }
        if (e instanceof UnavailableException) {
            return Refusal.of(503, "Unavailable", "The service cannot reach its database right now; retry shortly.");
        }
        if (e instanceof AuthenticationException) {
            return Refusal.of(401, "Please sign in again", capitalised(e.getMessage()) + ".");
        }
        return Refusal.of(400, "Not understood", capitalised(e.getMessage()) + ".");
    }

    private static String capitalised(String message) {
        if (message == null || message.isEmpty()) {
            return "";
        }
        return Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }
}
