package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.SharePages;
import dev.reportwidget.adapters.console.widget.SharedSubject;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.domain.board.BoardId;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

/**
 * A board's share page ({@link SharePages}, as a report's), read through {@link ManageBoardsUseCase};
 * its snippet options stand where a report's embed builder does.
 */
@Path("/console/boards/{boardId: [0-9]{1,18}}/share")
@Produces(Pages.HTML)
@Transactional
public class BoardShareResource {

    private final SharePages pages;
    private final ManageBoardsUseCase boards;

    BoardShareResource(SharePages pages, ManageBoardsUseCase boards) {
        this.pages = pages;
        this.boards = boards;
    }

    @GET
    public Response share(@PathParam("boardId") long boardId, @Context UriInfo uri) {
        return pages.share(subject(boardId), uri.getQueryParameters());
    }

    /** The settings form, or the access mode alone ({@link SharePages#change}). */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response change(@PathParam("boardId") long boardId, MultivaluedMap<String, String> posted) {
        return pages.change(subject(boardId), posted);
    }

    /** The embed options saved as the snippet's defaults. */
    @POST
    @Path("/defaults")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response saveDefaults(@PathParam("boardId") long boardId, MultivaluedMap<String, String> posted) {
        return pages.saveDefaults(subject(boardId), posted);
    }

    /** A new public link. */
    @POST
    @Path("/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotate(
            @PathParam("boardId") long boardId,
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("builder") String builder) {
        return pages.rotate(subject(boardId), csrf, builder);
    }

    private SharePages.Subject subject(long id) {
        return context -> SharedSubject.of(boards.get(context, new BoardId(id)));
    }
}
