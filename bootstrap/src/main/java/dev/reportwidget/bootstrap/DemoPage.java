package dev.reportwidget.bootstrap;

import dev.reportwidget.application.account.port.out.UserAccounts;
import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.widget.port.in.WidgetSettingsUseCase;
import dev.reportwidget.domain.property.PropertySelection;
import dev.reportwidget.domain.widget.EmbedSnippet;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * With the demo data ({@link DemoData}), a page that stands for a customer's own: the demo's public
 * charts, then its board, embedded with the auto-height snippets the console hands out. Without it, 404. Not part of
 * the API, so not in its OpenAPI document.
 */
@Path(DemoPage.PATH)
public class DemoPage {

    static final String PATH = "/demo";

    private final DemoConfig demo;
    private final UserAccounts users;
    private final EnterPropertyUseCase properties;
    private final WidgetSettingsUseCase widgets;

    DemoPage(DemoConfig demo, UserAccounts users, EnterPropertyUseCase properties, WidgetSettingsUseCase widgets) {
        this.demo = demo;
        this.users = users;
        this.properties = properties;
        this.widgets = widgets;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Transactional
    @Operation(hidden = true)
    public Response page() {
        if (!demo.enabled()) {
            return Response.status(Response.Status.NOT_FOUND).build();
        }
        return users.findLogin(DemoData.EMAIL)
                .map(login -> properties.enter(login.user(), new PropertySelection.Personal()))
                .map(context -> Stream.concat(widgets.shared(context).stream(), widgets.sharedBoards(context).stream())
                        .flatMap(shared -> shared.settings().embed().stream())
                        .map(EmbedSnippet::embedScriptHtml)
                        .collect(Collectors.joining("\n")))
                .map(snippets -> Response.ok(PAGE.formatted(snippets), MediaType.TEXT_HTML + ";charset=utf-8")
                        .build())
                .orElseGet(() -> Response.status(Response.Status.NOT_FOUND).build());
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Northwind Coffee · the quarter at a glance</title>
            <style>
            body { margin: 0; font-family: Georgia, serif; background: #f4efe6; color: #2b2118; }
            header { background: #2b2118; color: #f4efe6; padding: 1rem clamp(1rem, 4vw, 3rem); }
            main { max-width: 60rem; margin: 0 auto; padding: 1.5rem clamp(1rem, 4vw, 3rem); }
            iframe { display: block; margin: 1.5rem 0; border-radius: .5rem; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
            </style>
            </head>
            <body>
            <header><strong>Northwind Coffee</strong> · partner dashboard</header>
            <main>
            <h1>The quarter at a glance</h1>
            <p>This page stands for one of your own. The charts below are the demo's public reports, and last its
            board, pasted with the auto-height snippets the console gives you: they keep their data fresh and fit
            any width.</p>
            %s
            </main>
            </body>
            </html>
            """;
}
