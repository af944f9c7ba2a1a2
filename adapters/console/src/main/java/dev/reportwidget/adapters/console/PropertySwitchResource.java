package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.property.PropertySelection;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The header's property switcher: the choice is kept in the session after the same membership
 * check every request makes ({@link EnterPropertyUseCase}); a property the person is not a member
 * of is refused, never replaced by another.
 */
@Path("/console/property")
@Produces(Pages.HTML)
public class PropertySwitchResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final EnterPropertyUseCase properties;

    PropertySwitchResource(ConsoleSession session, Pages pages, EnterPropertyUseCase properties) {
        this.session = session;
        this.pages = pages;
        this.properties = properties;
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Transactional
    public Response choose(@FormParam(ConsoleSession.CSRF_FIELD) String csrf, @FormParam("propertyId") String id) {
        session.checkCsrf(csrf);
        User user = session.requireUser();
        try {
            var context = properties.enter(user, new PropertySelection.Selected(PropertySelection.parseId(id)));
            session.choose(context.propertyId());
        } catch (DomainException e) {
            return pages.refusal(e);
        }
        return Pages.seeOther(ConsoleSession.HOME);
    }
}
