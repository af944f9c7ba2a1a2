package dev.reportwidget.adapters.console;

import dev.reportwidget.adapters.console.board.BoardDeleteView;
import dev.reportwidget.adapters.console.board.BoardEditorView;
import dev.reportwidget.adapters.console.board.BoardsView;
import dev.reportwidget.adapters.console.importing.ImportView;
import dev.reportwidget.adapters.console.integration.IntegrationsView;
import dev.reportwidget.adapters.console.member.MembersView;
import dev.reportwidget.adapters.console.property.PropertyForm;
import dev.reportwidget.adapters.console.record.RecordsView;
import dev.reportwidget.adapters.console.report.DeleteView;
import dev.reportwidget.adapters.console.report.EditorView;
import dev.reportwidget.adapters.console.report.ReportsView;
import dev.reportwidget.adapters.console.session.AccountView;
import dev.reportwidget.adapters.console.session.SignInView;
import dev.reportwidget.adapters.console.session.SignUpView;
import dev.reportwidget.adapters.console.widget.ShareView;
import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;

/** The console's checked templates, in {@code templates/console/}: each takes the chrome and its page's view. */
@CheckedTemplate(basePath = "console")
public final class ConsoleTemplates {

    private ConsoleTemplates() {}

    public static native TemplateInstance login(Chrome chrome, SignInView view);

    public static native TemplateInstance signup(Chrome chrome, SignUpView view);

    public static native TemplateInstance account(Chrome chrome, AccountView view);

    public static native TemplateInstance refusal(Chrome chrome, Refusal view);

    public static native TemplateInstance reports(Chrome chrome, ReportsView view);

    /** The share page of a report or a board. */
    public static native TemplateInstance share(Chrome chrome, ShareView view);

    public static native TemplateInstance integrations(Chrome chrome, IntegrationsView view);

    public static native TemplateInstance importing(Chrome chrome, ImportView view);

    public static native TemplateInstance reportEditor(Chrome chrome, EditorView view);

    public static native TemplateInstance reportDelete(Chrome chrome, DeleteView view);

    /** The preview frame's answer when the editor's draft would not save. */
    public static native TemplateInstance previewProblems(ConsoleAssets assets, java.util.List<String> problems);

    public static native TemplateInstance boards(Chrome chrome, BoardsView view);

    public static native TemplateInstance boardEditor(Chrome chrome, BoardEditorView view);

    public static native TemplateInstance boardDelete(Chrome chrome, BoardDeleteView view);

    public static native TemplateInstance records(Chrome chrome, RecordsView view);

    public static native TemplateInstance members(Chrome chrome, MembersView view);

    public static native TemplateInstance property(Chrome chrome, PropertyForm view);
}
