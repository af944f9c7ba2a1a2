package dev.reportwidget.bootstrap.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.report.ReportDefinitions;
import dev.reportwidget.adapters.rest.report.ReportPayload;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.report.Report;
import dev.reportwidget.domain.report.ReportDefinition;
import dev.reportwidget.domain.report.ReportId;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.ws.rs.core.MultivaluedMap;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import net.jqwik.api.sessions.JqwikSession;
import org.junit.jupiter.api.Test;

/**
 * Nothing lost, through the running console: objects holding every field the API accepts are
 * stored through the API, their console form is loaded and submitted unchanged as a browser submits
 * it, and the API then answers the same object, field for field.
 */
@QuarkusTest
class ConsoleFormsKeepEveryFieldTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void generatedReportsSavedUnchangedInTheEditorAreUnchanged() throws Exception {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        for (ReportDefinition report : fiveReports(today)) {
            String body = JSON.writeValueAsString(
                    ReportPayload.of(new Report(new ReportId(1), new PropertyId(1), 1, report)));
            Number id = owner.request()
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/report/config")
                    .then()
                    .statusCode(201)
                    .extract()
                    .path("id");
            JsonNode before = stored(owner, id.longValue());

            String page = console.request()
                    .get("/console/reports/" + id + "/edit")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            MultivaluedMap<String, String> fields = BrowserForms.submit(page, "form.report-form", "op=save");
            formOf(console.request(), fields)
                    .post("/console/reports/" + id + "/edit")
                    .then()
                    .statusCode(303);

            assertEquals(before, stored(owner, id.longValue()), "report " + id + " after a save of its form");
        }
    }

    /** Five generated reports, the same on every run (a fixed seed). */
    private static List<ReportDefinition> fiveReports(LocalDate today) {
        JqwikSession.start("304");
        try {
            return ReportDefinitions.definitions()
                    .filter(report ->
                            report.granularity().bucketsIn(report.period().range(today)) <= 1_000)
                    .sampleStream()
                    .limit(5)
                    .toList();
        } finally {
            JqwikSession.finish();
        }
    }

    /** The report as the API answers it, without its revision (a save makes a new one). */
    private static JsonNode stored(TestUser owner, long id) throws Exception {
        String answer = owner.request()
                .get("/report/config/" + id)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        ObjectNode report = (ObjectNode) JSON.readTree(answer);
        report.remove("revision");
        return report;
    }

    static RequestSpecification formOf(RequestSpecification request, MultivaluedMap<String, String> fields) {
        RequestSpecification form = request.contentType(ContentType.URLENC.withCharset("UTF-8"));
        fields.forEach((name, values) -> form.formParam(name, values.toArray()));
        return form;
    }
}
