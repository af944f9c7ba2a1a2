package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.ConsoleLinks;
import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.Formats;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.EmbedChoices;
import dev.reportwidget.adapters.console.widget.SettingsForm;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.widget.port.in.WidgetAccessChange;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.error.ValidationException;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedDefaults;
import dev.reportwidget.domain.widget.EmbedSettings;
import dev.reportwidget.domain.widget.WidgetSettings;
import dev.reportwidget.domain.widget.WidgetSubject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;

/**
 * A board's share page, through {@link WidgetSettingsUseCase}: the use case of
 * {@code /board/config/{id}/widget-api} and its rotate, with their capability checks.
 */
@Path("/console/boards/{boardId: [0-9]{1,18}}/share")
@Produces(Pages.HTML)
@Transactional
public class BoardShareResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final ConsoleLinks links;
    private final PropertyPages property;
    private final ManageBoardsUseCase boards;
    private final WidgetSettingsUseCase widgets;

    BoardShareResource(
            ConsoleSession session,
            Pages pages,
            ConsoleLinks links,
            PropertyPages property,
            ManageBoardsUseCase boards,
            WidgetSettingsUseCase widgets) {
        this.session = session;
        this.pages = pages;
        this.links = links;
        this.property = property;
        this.boards = boards;
        this.widgets = widgets;
    }

    @GET
    public Response share(
            @PathParam("boardId") long boardId,
            @QueryParam("saved") String saved,
            @QueryParam("rotated") String rotated) {
        return property.page(context -> page(context, new BoardId(boardId), null, null, saved, rotated != null));
    }

    /**
     * The settings form (marked {@value SettingsForm#MARKER}): access, expiry, allowed sites, period
     * choices and downloads as posted, the snippet's defaults kept. A post of the access mode alone
     * changes the mode and keeps everything else.
     */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response change(@PathParam("boardId") long boardId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            BoardId id = new BoardId(boardId);
            context.require(Capability.WIDGETS_MANAGE);
            WidgetSettings current = widgets.get(context, WidgetSubject.of(id));
            if (!posted.containsKey(SettingsForm.MARKER)) {
                widgets.change(
                        context,
                        WidgetSubject.of(id),
                        SettingsForm.modeOnly(AccessMode.fromWireName(posted.getFirst("access")), current));
                return Pages.seeOther(path(id));
            }
            SettingsForm form = SettingsForm.read(posted, context.property().timezone());
            try {
                widgets.change(context, WidgetSubject.of(id), form.change(current));
            } catch (ValidationException invalid) {
                return page(context, id, form.withErrors(invalid.errors()), null, null, false);
            }
            return Pages.seeOther(path(id) + "?saved=settings#access");
        });
    }

    /** The embed options saved as the snippet's defaults (the settings' {@code defaults}). */
    @POST
    @Path("/defaults")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response saveDefaults(@PathParam("boardId") long boardId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            context.require(Capability.WIDGETS_MANAGE);
            BoardId id = new BoardId(boardId);
            WidgetSettings current = widgets.get(context, WidgetSubject.of(id));
            EmbedChoices choices = EmbedChoices.read(posted, 0);
            try {
                EmbedDefaults defaults = EmbedDefaults.parse(
                        choices.options(), current.embedSettings().periodChoices());
                widgets.change(
                        context,
                        WidgetSubject.of(id),
                        new WidgetAccessChange(
                                current.access().mode(),
                                SettingsForm.liveExpiry(current),
                                current.allowedOrigins(),
                                new EmbedSettings(current.embedSettings().periodChoices(), defaults),
                                current.allowDownload()));
            } catch (ValidationException invalid) {
                return page(context, id, null, choices, null, false);
            }
            return Pages.seeOther(path(id) + "?saved=defaults#options");
        });
    }

    /** A new public link; the page then says that the snippets pasted before must be replaced. */
    @POST
    @Path("/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotate(@PathParam("boardId") long boardId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            BoardId id = new BoardId(boardId);
            widgets.rotate(context, WidgetSubject.of(id));
            return Pages.seeOther(path(id) + "?rotated=1#embed");
        });
    }

    /**
     * @param form the settings form as posted with its errors (answered 422), or null for the stored settings
     * @param chosen the snippet defaults as posted when they were refused (answered 422), or null
     */
    private Response page(
            PropertyContext context,
            BoardId id,
            SettingsForm form,
            EmbedChoices chosen,
            String saved,
            boolean rotated) {
        Board board = boards.get(context, id);
        WidgetSettings settings = widgets.get(context, WidgetSubject.of(id));
        var view = BoardShareView.of(
                board,
                settings,
                context.role().allows(Capability.WIDGETS_MANAGE),
                form,
                chosen,
                saved,
                rotated,
                Formats.of(context.property()),
                links.base());
        return Pages.html(
                form != null || chosen != null ? 422 : 200,
                ConsoleTemplates.boardShare(
                        pages.signedIn("Share " + board.definition().name(), "boards", session.requireUser(), context),
                        view));
    }

    private static String path(BoardId id) {
        return "/console/boards/" + id + "/share";
    }
}
