package dev.reportwidget.adapters.console.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.adapters.console.BrowserForms;
import dev.reportwidget.adapters.console.ConsolePages;
import dev.reportwidget.domain.error.FieldError;
import dev.reportwidget.domain.report.ReportDefinition;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Nothing lost: the editor's form of any report, rendered by its template, submitted unchanged as a
 * browser submits it and read back, is the same report, field for field.
 */
class ReportFormRoundTripTest {

    @Property(tries = 300)
    void aReportSavedUnchangedFromTheEditorIsTheSameReport(@ForAll("definitions") ReportDefinition report) {
        var submitted = BrowserForms.submit(
                ConsolePages.render(
                        "reportEditor",
                        ConsolePages.owner("reports"),
                        new EditorView(41L, 3, ReportForm.of(report), true, false)),
                "form.report-form",
                "op=save");
        List<FieldError> unreadable = new ArrayList<>();
        ReportDefinition saved = ReportForm.read(submitted).draft(unreadable).validate(ReportDefinitions.TODAY);
        assertTrue(unreadable.isEmpty(), unreadable::toString);
        assertEquals(report, saved);
    }

    @Provide
    Arbitrary<ReportDefinition> definitions() {
        return ReportDefinitions.definitions();
    }
}
