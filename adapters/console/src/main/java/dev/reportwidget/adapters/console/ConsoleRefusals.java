package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.session.CsrfRejected;
import dev.reportwidget.adapters.console.session.PropertyChoiceUnreadable;
import dev.reportwidget.adapters.console.session.SignInRequired;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The console's own refusals: to sign-in (and back) without a session, 403 without the session's
 * CSRF token, 422 for a property choice that is no property ID.
 */
public class ConsoleRefusals {

    @Inject
    Pages pages;

    @ServerExceptionMapper
    public Response signIn(SignInRequired required, HttpHeaders headers) {
        String login = "/console/login?next=" + URLEncoder.encode(required.next(), StandardCharsets.UTF_8);
        if (headers.getHeaderString("HX-Request") != null) {
            // htmx follows a 303 inside its request: a full navigation needs its own header
            return Response.ok().header("HX-Redirect", login).build();
        }
        return Pages.seeOther(login);
    }

    @ServerExceptionMapper
    public Response csrf(CsrfRejected rejected) {
        return pages.refusal(new Refusal(
                403,
                "Form expired",
                "This form's security token is missing or out of date, so nothing was changed. Reload the page and"
                        + " try again.",
                "/console/reports",
                "Back to the console",
                0));
    }

    @ServerExceptionMapper
    public Response propertyChoice(PropertyChoiceUnreadable unreadable) {
        return pages.refusal(new Refusal(
                422,
                "Property not understood",
                "The property chosen in this browser (cookie " + ConsoleSession.PROPERTY_COOKIE + " = \""
                        + unreadable.shownValue() + "\") must be a positive integer, as X-Property-Id must be in the"
                        + " API. Nothing was shown in its place; the choice is now cleared.",
                ConsoleSession.HOME,
                "Back to your personal property",
                0));
    }
}
