package dev.reportwidget.adapters.console.board;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.EditorButton;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PreviewFrame;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.Access;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.board.port.in.PreviewBoardUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.board.Board;
import dev.reportwidget.domain.board.BoardDraft;
import dev.reportwidget.domain.board.BoardId;
import dev.reportwidget.domain.board.BoardItem;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.DataSet;
import dev.reportwidget.domain.report.Report;
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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The boards list, the board builder and deleting a board, through {@link ManageBoardsUseCase}
 * (the use case of {@code /board/config}, with its capability checks). Items are added, removed
 * and moved by submit buttons that render the form again with what was entered, so the builder
 * works without a script.
 */
@Path("/console/boards")
@Produces(Pages.HTML)
@Transactional
public class BoardsResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final PropertyPages property;
    private final ManageBoardsUseCase boards;
    private final ManageReportsUseCase reports;
    private final WidgetSettingsUseCase widgets;
    private final PreviewBoardUseCase previews;
    private final BoardDocument documents;

    BoardsResource(
            ConsoleSession session,
            Pages pages,
            PropertyPages property,
            ManageBoardsUseCase boards,
            ManageReportsUseCase reports,
            WidgetSettingsUseCase widgets,
            PreviewBoardUseCase previews,
            BoardDocument documents) {
        this.session = session;
        this.pages = pages;
        this.property = property;
        this.boards = boards;
        this.reports = reports;
        this.widgets = widgets;
        this.previews = previews;
        this.documents = documents;
    }

    @GET
    public Response list() {
        return property.page(context -> {
            Map<Long, String> names = new LinkedHashMap<>();
            reports.list(context)
                    .forEach(report ->
                            names.put(report.id().value(), report.definition().name()));
            var rows = boards.list(context).stream()
                    .map(board -> row(board, widgets.get(context, WidgetSubject.of(board.id())), names))
                    .toList();
            var view = new BoardsView(
                    context.property().name(), rows, context.role().allows(Capability.REPORTS_WRITE), !names.isEmpty());
            return Pages.ok(
                    ConsoleTemplates.boards(pages.signedIn("Boards", "boards", session.requireUser(), context), view));
        });
    }

    @GET
    @Path("/new")
    public Response newBoard() {
        return property.page(context -> {
            context.require(Capability.REPORTS_WRITE);
            List<BoardEditorView.ReportChoice> choices = choices(context);
            String first =
                    choices.isEmpty() ? "" : String.valueOf(choices.getFirst().id());
            return editor(context, 200, new BoardEditorView(null, 0, BoardForm.blank(first), choices, true, false));
        });
    }

    @POST
    @Path("/new")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> submit(context, null, 0, posted));
    }

    @GET
    @Path("/{boardId: [0-9]{1,18}}/edit")
    public Response edit(@PathParam("boardId") long boardId, @QueryParam("saved") String saved) {
        return property.page(context -> {
            Board board = boards.get(context, new BoardId(boardId));
            return editor(
                    context,
                    200,
                    new BoardEditorView(
                            boardId,
                            board.revision(),
                            BoardForm.of(board.definition()),
                            choices(context),
                            context.role().allows(Capability.REPORTS_WRITE),
                            saved != null));
        });
    }

    @POST
    @Path("/{boardId: [0-9]{1,18}}/edit")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response update(@PathParam("boardId") long boardId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            Board current = boards.get(context, new BoardId(boardId));
            return submit(context, boardId, current.revision(), posted);
        });
    }

    /**
     * Saves, or renders the form again after an item was added, removed or moved (or its report
     * changed: {@code refresh}). Every path needs {@code reports.write}: a forged post of a viewer
     * is refused before anything is read.
     */
    private Response submit(
            PropertyContext context, Long boardId, long revision, MultivaluedMap<String, String> posted) {
        context.require(Capability.REPORTS_WRITE);
        BoardForm form = BoardForm.read(posted);
        List<BoardEditorView.ReportChoice> choices = choices(context);
        EditorButton<BoardEditorAction> button =
                EditorButton.read(posted, BoardEditorAction.class, BoardEditorAction.SAVE, BoardEditorAction.UNKNOWN);
        if (button.action() != BoardEditorAction.SAVE) {
            String first =
                    choices.isEmpty() ? "" : String.valueOf(choices.getFirst().id());
            return editor(
                    context,
                    200,
                    new BoardEditorView(boardId, revision, arranged(form, button, first), choices, true, false));
        }
        return form.save(
                draft -> {
                    Board saved = boardId == null
                            ? boards.create(context, draft)
                            : boards.update(context, new BoardId(boardId), draft);
                    return "/console/boards/" + saved.id() + "/edit?saved=1";
                },
                refused -> editor(context, 422, new BoardEditorView(boardId, revision, refused, choices, true, false)));
    }

    /** The form with an item added, removed or moved; any other button leaves it as it is. */
    private static BoardForm arranged(BoardForm form, EditorButton<BoardEditorAction> button, String firstReport) {
        return switch (button.action()) {
            case ADD -> form.added(firstReport);
            case REMOVE -> form.removed(button.row());
            case UP -> form.moved(button.row(), -1);
            case DOWN -> form.moved(button.row(), 1);
            case SAVE, REFRESH, UNKNOWN -> form;
        };
    }

    @GET
    @Path("/{boardId: [0-9]{1,18}}/preview")
    @Produces(MediaType.TEXT_HTML)
    public Response preview(@PathParam("boardId") long boardId) {
        return property.page(
                context -> PreviewFrame.of(documents.html(previews.preview(context, new BoardId(boardId)))));
    }

    /**
     * The builder's unsaved form drawn into the preview frame (the Preview changes button posts the
     * form there): validated as a save would be, and nothing is stored. When the draft would not
     * save, the frame lists the field errors instead.
     */
    @POST
    @Path("/preview")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    public Response previewDraft(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            Optional<BoardId> id = PreviewFrame.editedId(posted, "boardId").map(BoardId::new);
            List<FieldError> unreadable = new ArrayList<>();
            BoardDraft draft = BoardForm.read(posted).draft(unreadable);
            return PreviewFrame.draft(
                    unreadable,
                    () -> documents.html(previews.preview(context, id, draft)),
                    BoardFields::problem,
                    pages.signedOut("Preview").assets());
        });
    }

    @GET
    @Path("/{boardId: [0-9]{1,18}}/delete")
    public Response confirmDelete(@PathParam("boardId") long boardId) {
        return property.page(context -> {
            context.require(Capability.REPORTS_WRITE);
            Board board = boards.get(context, new BoardId(boardId));
            var view = new BoardDeleteView(
                    boardId,
                    board.definition().name(),
                    board.definition().items().size());
            return Pages.ok(ConsoleTemplates.boardDelete(
                    pages.signedIn("Delete " + board.definition().name(), "boards", session.requireUser(), context),
                    view));
        });
    }

    @POST
    @Path("/{boardId: [0-9]{1,18}}/delete")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response delete(@PathParam("boardId") long boardId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            boards.delete(context, new BoardId(boardId));
            return Pages.seeOther("/console/boards");
        });
    }

    /** A board as the list shows it: its items' reports by name, who may load it and how often they did. */
    private static BoardsView.Row row(Board board, WidgetSettings settings, Map<Long, String> reportNames) {
        return new BoardsView.Row(
                board.id().value(),
                board.definition().name(),
                board.definition().desc(),
                board.definition().items().size(),
                board.definition().items().stream()
                        .map(BoardItem::reportId)
                        .map(id -> reportNames.getOrDefault(id.value(), "a deleted report"))
                        .distinct()
                        .toList(),
                Access.of(settings.access().mode()),
                settings.views().last30d());
    }

    /** The property's reports, as an item chooses them. */
    private List<BoardEditorView.ReportChoice> choices(PropertyContext context) {
        return reports.list(context).stream()
                .map((Report report) -> new BoardEditorView.ReportChoice(
                        report.id().value(),
                        report.definition().name(),
                        report.definition().dataSets().stream()
                                .map(DataSet::label)
                                .toList()))
                .toList();
    }

    private Response editor(PropertyContext context, int status, BoardEditorView view) {
        String title = view.isNew() ? "New board" : view.form().name();
        return Pages.html(
                status,
                ConsoleTemplates.boardEditor(
                        pages.signedIn(title.isBlank() ? "Board" : title, "boards", session.requireUser(), context),
                        view));
    }
}
