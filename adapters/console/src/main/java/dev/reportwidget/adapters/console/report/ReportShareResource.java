package dev.reportwidget.adapters.console.report;

import dev.reportwidget.adapters.console.Pages;
import dev.reportwidget.adapters.console.session.ConsoleSession;
import dev.reportwidget.adapters.console.widget.SharePages;
import dev.reportwidget.adapters.console.widget.SharedSubject;
import dev.reportwidget.application.report.port.in.ManageReportsUseCase;
import dev.reportwidget.domain.report.ReportId;
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
 * A report's share page ({@link SharePages}, as a board's), read through {@link ManageReportsUseCase};
 * only a report's page builds snippets (Build snippet posts to {@code build}).
 */
@Path("/console/reports/{reportId: [0-9]{1,18}}/share")
@Produces(Pages.HTML)
@Transactional
public class ReportShareResource {

    private final SharePages pages;
    private final ManageReportsUseCase reports;

    ReportShareResource(SharePages pages, ManageReportsUseCase reports) {
        this.pages = pages;
        this.reports = reports;
    }

    @GET
    public Response share(@PathParam("reportId") long reportId, @Context UriInfo uri) {
        return pages.share(subject(reportId), uri.getQueryParameters());
    }

    /** The settings form, or the access mode alone ({@link SharePages#change}). */
    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response change(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return pages.change(subject(reportId), posted);
    }

    /** The embed builder's Build snippet: back to the share page with the choices in its address. */
    @POST
    @Path("/build")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response build(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return pages.build(subject(reportId), posted);
    }

    /** The embed options saved as the snippet's defaults. */
    @POST
    @Path("/defaults")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response saveDefaults(@PathParam("reportId") long reportId, MultivaluedMap<String, String> posted) {
        return pages.saveDefaults(subject(reportId), posted);
    }

    /** A new public link. */
    @POST
    @Path("/rotate")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response rotate(
            @PathParam("reportId") long reportId,
            @FormParam(ConsoleSession.CSRF_FIELD) String csrf,
            @FormParam("builder") String builder) {
        return pages.rotate(subject(reportId), csrf, builder);
    }

    private SharePages.Subject subject(long id) {
        return context -> SharedSubject.of(reports.get(context, new ReportId(id)));
    }
}
