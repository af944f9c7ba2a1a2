package dev.reportwidget.adapters.console.property;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.ManagePropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.error.DomainException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.property.Membership;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;

/**
 * A new property, and the current property's name, time zone and language, through the use case
 * of {@code POST /properties} and {@code PUT /properties/{id}} ({@code members.manage} to change).
 */
@Path("/console")
@Produces(Pages.HTML)
@Transactional
public class PropertiesResource {

    private static final String SETTINGS = "/console/settings";

    private final ConsoleSession session;
    private final Pages pages;
    private final PropertyPages property;
    private final ManagePropertiesUseCase management;

    PropertiesResource(
            ConsoleSession session, Pages pages, PropertyPages property, ManagePropertiesUseCase management) {
        this.session = session;
        this.pages = pages;
        this.property = property;
        this.management = management;
    }

    @GET
    @Path("/settings")
    public Response settings(@QueryParam("saved") String saved) {
        return property.page(context -> page(
                context,
                200,
                PropertyForm.of(context.property(), context.role().allows(Capability.MEMBERS_MANAGE), saved != null)));
    }

    @POST
    @Path("/settings")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response change(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            context.require(Capability.MEMBERS_MANAGE);
            PropertyForm form = PropertyForm.read(
                    posted, context.propertyId().value(), context.property().personal());
            try {
                management.update(context, form.draft());
            } catch (ValidationException invalid) {
                return page(context, 422, form.withErrors(invalid.errors()));
            }
            return Pages.seeOther(SETTINGS + "?saved=1");
        });
    }

    @GET
    @Path("/properties/new")
    public Response newProperty() {
        return property.page(context -> page(context, 200, PropertyForm.fresh(context.property())));
    }

    /** Creates a property the person owns and switches to it. */
    @POST
    @Path("/properties/new")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(MultivaluedMap<String, String> posted) {
        session.checkCsrf(posted.getFirst(ConsoleSession.CSRF_FIELD));
        User user = session.requireUser();
        PropertyForm form = PropertyForm.read(posted, 0, false);
        Membership created;
        try {
            created = management.create(user, form.draft());
        } catch (ValidationException invalid) {
            return property.page(context -> page(context, 422, form.withErrors(invalid.errors())));
        } catch (DomainException e) {
            return pages.refusal(e);
        }
        session.choose(created.property().id());
        return Pages.seeOther(ConsoleSession.HOME);
    }

    private Response page(PropertyContext context, int status, PropertyForm form) {
        String title = form.isNew()
                ? "New property"
                : "Settings of " + context.property().name();
        return Pages.html(
                status,
                ConsoleTemplates.property(
                        pages.signedIn(title, form.isNew() ? "" : "settings", session.requireUser(), context), form));
    }
}
