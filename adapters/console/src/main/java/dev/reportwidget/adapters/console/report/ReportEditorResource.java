package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.ConsoleTemplates;
import dev.reportwidget.adapters.console.EditorButton;
import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.PreviewFrame;
import dev.reportwidget.adapters.console.PropertyPages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.application.board.port.in.ManageBoardsUseCase;
import dev.reportwidget.application.property.port.in.PropertyContext;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.application.widget.port.in.PreviewWidgetUseCase;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.property.Capability;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDraft;
import dev.reportwidget.domain.report.ReportId;
import dev.reportwidget.domain.widget.AccessMode;
import dev.reportwidget.domain.widget.EmbedSnippet;
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
import java.util.List;
import java.util.Optional;

/**
 * Creating, changing and deleting a report, and its preview, through {@link ManageReportsUseCase}
 * (the use case of {@code /report/config}) and {@link PreviewWidgetUseCase}. Data sets are added,
 * removed and moved by submit buttons that render the form again with what was entered, so the
 * editor works without a script; htmx (the page's {@code hx-boost}) only spares the reloads.
 */
@Path("/console/reports")
@Produces(Pages.HTML)
@Transactional
public class ReportEditorResource {

    private final ConsoleSession session;
    private final Pages pages;
    private final PropertyPages property;
    private final ManageReportsUseCase reports;
    private final WidgetSettingsUseCase widgets;
    private final PreviewWidgetUseCase previews;
    private final WidgetDocument documents;
    private final ManageBoardsUseCase boards;

    ReportEditorResource(
            ConsoleSession session,
            Pages pages,
            PropertyPages property,
            ManageReportsUseCase reports,
            WidgetSettingsUseCase widgets,
            PreviewWidgetUseCase previews,
            WidgetDocument documents,
            ManageBoardsUseCase boards) {
        this.session = session;
        this.pages = pages;
        this.property = property;
        this.reports = reports;
        this.widgets = widgets;
        this.previews = previews;
        this.documents = documents;
        this.boards = boards;
    }

    @GET
    @Path("/new")
    public Response newReport() {
        return property.page(context -> {
            context.require(Capability.REPORTS_WRITE);
            return editor(context, 200, new EditorView(null, 0, ReportForm.blank(), true, false));
        });
    }

    @POST
    @Path("/new")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> submit(context, null, 0, posted));
    }

    @GET
    @Path("/{reportId: [0-9]{1,18}}/edit")
    public Response edit(@PathParam("reportId") long reportId, @QueryParam("saved") String saved) {
        return property.page(context -> {
            Report report = reports.get(context, new ReportId(reportId));
            return editor(
                    context,
                    200,
                    new EditorView(
                            reportId,
                            report.revision(),
                            ReportForm.of(report.definition()),
                            context.role().allows(Capability.REPORTS_WRITE),
                            saved != null));
        });
    }

    @POST
    @Path("/{reportId: [0-9]{1,18}}/edit")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response update(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            Report current = reports.get(context, new ReportId(reportId));
            return submit(context, reportId, current.revision(), posted);
        });
    }

    /**
     * Saves, or renders the form again after a data set was added, removed or moved. Every path
     * needs {@code reports.write}: a forged post of a viewer is refused before anything is read.
     */
    private Response submit(
            PropertyContext context, Long reportId, long revision, MultivaluedMap<String, String> posted) {
        context.require(Capability.REPORTS_WRITE);
        ReportForm form = ReportForm.read(posted);
        EditorButton<ReportEditorAction> button = EditorButton.read(
                posted, ReportEditorAction.class, ReportEditorAction.SAVE, ReportEditorAction.UNKNOWN);
        if (button.action() != ReportEditorAction.SAVE) {
            return editor(context, 200, new EditorView(reportId, revision, arranged(form, button), true, false));
        }
        return form.save(
                draft -> {
                    Report saved = reportId == null
                            ? reports.create(context, draft)
                            : reports.update(context, new ReportId(reportId), draft);
                    return "/console/reports/" + saved.id() + "/edit?saved=1";
                },
                refused -> editor(context, 422, new EditorView(reportId, revision, refused, true, false)));
    }

    /** The form with a data set added, removed or moved; any other button leaves it as it is. */
    private static ReportForm arranged(ReportForm form, EditorButton<ReportEditorAction> button) {
        return switch (button.action()) {
            case ADD -> form.added();
            case REMOVE -> form.removed(button.row());
            case UP -> form.moved(button.row(), -1);
            case DOWN -> form.moved(button.row(), 1);
            case SAVE, UNKNOWN -> form;
        };
    }

    @GET
    @Path("/{reportId: [0-9]{1,18}}/preview")
    @Produces(MediaType.TEXT_HTML)
    public Response preview(@PathParam("reportId") long reportId) {
        return property.page(
                context -> PreviewFrame.of(documents.html(previews.preview(context, new ReportId(reportId)))));
    }

    /**
     * The editor's unsaved form drawn into the preview frame (the Preview changes button posts the
     * form there): validated as a save would be, and nothing is stored. When the draft would not
     * save, the frame lists the field errors instead.
     */
    @POST
    @Path("/preview")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.TEXT_HTML)
    public Response previewDraft(MultivaluedMap<String, String> posted) {
        return property.change(posted.getFirst(ConsoleSession.CSRF_FIELD), context -> {
            Optional<ReportId> id = PreviewFrame.editedId(posted, "reportId").map(ReportId::new);
            List<FieldError> unreadable = new ArrayList<>();
            ReportDraft draft = ReportForm.read(posted).draft(unreadable);
            return PreviewFrame.draft(
                    unreadable,
                    () -> documents.html(previews.preview(context, id, draft)),
                    error -> EditorFields.describe(error.field()) + ": " + error.message(),
                    pages.signedOut("Preview").assets());
        });
    }

    @GET
    @Path("/{reportId: [0-9]{1,18}}/delete")
    public Response confirmDelete(@PathParam("reportId") long reportId) {
        return property.page(context -> {
            context.require(Capability.REPORTS_WRITE);
            ReportId id = new ReportId(reportId);
            Report report = reports.get(context, id);
            WidgetSettings settings = widgets.get(context, WidgetSubject.of(id));
            var view = new DeleteView(
                    reportId,
                    report.definition().name(),
                    report.definition().dataSets().size(),
                    settings.embed().map(EmbedSnippet::embedUrl).orElse(null),
                    settings.access().mode() != AccessMode.DISABLED,
                    boards.list(context).stream()
                            .filter(board -> board.definition().items().stream()
                                    .anyMatch(item -> item.reportId().equals(id)))
                            .map(board -> board.definition().name())
                            .toList());
            return Pages.ok(ConsoleTemplates.reportDelete(
                    pages.signedIn("Delete " + report.definition().name(), "reports", session.requireUser(), context),
                    view));
        });
    }

    @POST
    @Path("/{reportId: [0-9]{1,18}}/delete")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response delete(@PathParam("reportId") long reportId, @FormParam(ConsoleSession.CSRF_FIELD) String csrf) {
        return property.change(csrf, context -> {
            reports.delete(context, new ReportId(reportId));
            return Pages.seeOther("/console/reports");
        });
    }

    private Response editor(PropertyContext context, int status, EditorView form) {
        String title = form.isNew() ? "New report" : form.form().name();
        EditorView view = new EditorView(
                form.reportId(),
                form.revision(),
                form.form(),
                form.canEdit(),
                form.saved(),
                reports.dimensions(context));
        return Pages.html(
                status,
                ConsoleTemplates.reportEditor(
                        pages.signedIn(title.isBlank() ? "Report" : title, "reports", session.requireUser(), context),
                        view));
    }
}
