package dev.reportwidget.adapters.console.member;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.property.port.in.ManagePropertiesUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.error.ConflictException;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Role;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Members of the current property: list, add by e-mail, change a role, remove; through the use
 * case of {@code /properties/{id}/members} ({@code members.manage}) with its owner rules.
 */
@Path("/console/members")
@Produces(Pages.HTML)
@Transactional
public class MembersResource {

    private static final String PATH = "/console/members";

    private final ConsoleSession session;
    private final Pages pages;
    private final PropertyPages property;
    private final ManagePropertiesUseCase management;

    MembersResource(ConsoleSession session, Pages pages, PropertyPages property, ManagePropertiesUseCase management) {
        this.session = session;
        this.pages = pages;
        this.property = property;
        this.management = management;
    }

    @GET
    public Response page() {
        return property.page(context -> page(context, 200, "", "viewer", Map.of(), null));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response add(
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("email") String email,
            @FormParam("role") String role) {
        return property.change(csrf, context -> {
            try {
                management.addMember(context, email, role);
            } catch (ValidationException invalid) {
                Map<String, String> errors = new LinkedHashMap<>();
                invalid.errors().forEach(error -> errors.merge(error.field(), error.message(), (a, b) -> a + "; " + b));
                return page(context, 422, email, role, errors, null);
            } catch (ConflictException conflict) {
                return page(context, 409, email, role, Map.of("email", capitalised(conflict.getMessage()) + "."), null);
            }
            return Pages.seeOther(PATH);
        });
    }

    @POST
    @Path("/{userId: [0-9]{1,18}}/role")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response changeRole(
            @PathParam("userId") long userId,
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("role") String role) {
        return property.change(csrf, context -> {
            try {
                management.changeRole(context, new UserId(userId), role);
            } catch (ConflictException conflict) {
                return page(context, 409, "", "viewer", Map.of(), capitalised(conflict.getMessage()) + ".");
            }
            return Pages.seeOther(PATH);
        });
    }

    @POST
    @Path("/{userId: [0-9]{1,18}}/remove")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response remove(@PathParam("userId") long userId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            try {
                management.removeMember(context, new UserId(userId));
            } catch (ConflictException conflict) {
                return page(context, 409, "", "viewer", Map.of(), capitalised(conflict.getMessage()) + ".");
            }
            return Pages.seeOther(PATH);
        });
    }

    private Response page(
            PropertyContext context, int status, String email, String role, Map<String, String> errors, String notice) {
        boolean owner = context.role() == Role.OWNER;
        var rows = management.members(context).stream()
                .map(member -> new MembersView.Row(
                        member.userId().value(),
                        member.email() == null ? "" : member.email(),
                        member.name() == null ? "" : member.name(),
                        member.role().wireName(),
                        member.userId().equals(context.userId()),
                        owner || member.role() != Role.OWNER))
                .toList();
        List<String> roles = Arrays.stream(Role.values())
                .filter(r -> owner || r != Role.OWNER)
                .map(Role::wireName)
                .toList();
        var view = new MembersView(rows, roles, email == null ? "" : email, role, errors, notice);
        return Pages.html(
                status,
                ConsoleTemplates.members(pages.signedIn("Members", "members", session.requireUser(), context), view));
    }

    private static String capitalised(String message) {
        return message == null || message.isEmpty()
                ? ""
                : Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }
}
