package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.DomainException;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import java.util.function.Function;

/**
 * The pages of the property chosen in the session: each runs in that property (entered as
 * {@code X-Property-Id} is), a state change only after its CSRF token was checked, and each is
 * drawn in the signed-in chrome.
 */
@ApplicationScoped
public class PropertyPages {

    private final ConsoleSession session;
    private final Pages pages;
    private final EnterPropertyUseCase properties;

    PropertyPages(ConsoleSession session, Pages pages, EnterPropertyUseCase properties) {
        this.session = session;
        this.pages = pages;
        this.properties = properties;
    }

    /**
     * Runs {@code page} in the property chosen in the session; a use case's refusal becomes a page
     * with the API's message. A chosen property the person lost access to is refused, never replaced.
     */
    public Response page(Function<PropertyContext, Response> page) {
        User user = session.requireUser();
        try {
            return page.apply(properties.enter(user, session.selection()));
        } catch (DomainException e) {
            return pages.refusal(e);
        }
    }

    /**
     * A state change: {@code csrf} (the form's field, else htmx's header) must be the session's
     * token, so a forged request answers 403 and changes nothing; then {@code change} runs as a
     * {@link #page}.
     */
    public Response change(String csrf, Function<PropertyContext, Response> change) {
        session.checkCsrf(csrf);
        return page(change);
    }

    /** {@code template} in the signed-in chrome of {@code context}, titled {@code title}, in the menu's {@code section}. */
    public Response render(
            PropertyContext context,
            int status,
            String title,
            String section,
            Function<Chrome, TemplateInstance> template) {
        return Pages.html(status, template.apply(pages.signedIn(title, section, session.requireUser(), context)));
    }

    /** The chrome of the preview frame's own pages, which sit outside the console's menu. */
    public ConsoleAssets assets() {
        return pages.signedOut("Preview").assets();
    }
}
