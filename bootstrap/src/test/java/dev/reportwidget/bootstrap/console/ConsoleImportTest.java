package dev.reportwidget.bootstrap.console;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.application.property.port.in.EnterPropertyUseCase;
import dev.reportwidget.application.record.port.in.ImportRecordsUseCase;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import dev.reportwidget.domain.account.User;
import dev.reportwidget.domain.account.UserId;
import dev.reportwidget.domain.property.PropertyId;
import dev.reportwidget.domain.property.PropertySelection;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The console's import page: a dry run through the import use case, then the import of the same
 * file; problems listed with file, line and field; the API's import slots; refused to a viewer.
 */
@QuarkusTest
class ConsoleImportTest {

    private static final Pattern CHECKED = Pattern.compile("name=\"checked\" value=\"([0-9a-f]{64})\"");
    private static final String BAD_CSV = "type,value,date\nsale,10,2026-11-20\n,5,2026-11-21\nsale,7,2026-11-22\n";

    @Inject
    ImportRecordsUseCase imports;

    @Inject
    EnterPropertyUseCase properties;

    @Test
    void theSampleIsCheckedFirstThenImported() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(containsString("href=\"/console/import\""));
        console.request()
                .get("/console/import")
                .then()
                .statusCode(200)
                .body(containsString("Download a sample CSV"))
                .body(containsString("id=\"import-file\""));
        String sample = console.request()
                .get("/console/import/sample.csv")
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .header("Content-Disposition", containsString("records-sample.csv"))
                .extract()
                .asString();

        String checked = upload(console, "records-sample.csv", sample, "check", null)
                .then()
                .statusCode(200)
                .body(containsString("Ready to import: 4 records in records-sample.csv"))
                .body(containsString("<td data-label=\"Type\">sale</td><td data-label=\"Records\">2</td>"))
                .extract()
                .asString();
        owner.request().get("/record").then().statusCode(200).body("items", hasSize(0));

        Matcher digest = CHECKED.matcher(checked);
        assertTrue(digest.find(), checked);
        upload(console, "records-sample.csv", sample, "import", digest.group(1))
                .then()
                .statusCode(201)
                .body(containsString("Imported 4 records from records-sample.csv"));
        owner.request()
                .get("/record")
                .then()
                .statusCode(200)
                .body("items", hasSize(4))
                .body("items[0].origin", org.hamcrest.Matchers.equalTo("import"));
    }

    @Test
    void aBadRowIsListedWithItsLineAndNothingIsStored() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        upload(console, "sales.csv", BAD_CSV, "check", null)
                .then()
                .statusCode(422)
                .body(containsString("Not imported: 1 problem in sales.csv"))
                .body(containsString("<td data-label=\"File\">sales.csv</td><td data-label=\"Line\">3</td>"
                        + "<td data-label=\"Field\"><code class=\"inline\">type</code></td>"))
                .body(not(containsString("name=\"checked\"")));
        // the Import step of a file that was not the one checked clean is a dry run again
        upload(console, "sales.csv", "type,value\nsale,1\n", "import", "0".repeat(64))
                .then()
                .statusCode(200)
                .body(containsString("The file changed since it was checked"));
        owner.request().get("/record").then().statusCode(200).body("items", hasSize(0));
        // no file, or a kind of file the import does not read
        console.form()
                .multiPart("step", "check")
                .post("/console/import")
                .then()
                .statusCode(422)
                .body(containsString("Choose a file to import."));
        console.request()
                .multiPart("_csrf", console.csrf)
                .multiPart("step", "check")
                .multiPart("file", "notes.txt", "hello".getBytes(StandardCharsets.UTF_8), "text/plain")
                .post("/console/import")
                .then()
                .statusCode(422)
                .body(containsString("Choose a .csv, .xml or .zip (ARC) file."));
    }

    @Test
    void aFileOverTheOrdinaryBodyLimitIsTakenAsTheApiTakesIt() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        // about 1.4 MB: over the 1 MiB of ordinary paths, well within the import's limit
        String big = "type,value\n" + "sale,1\n".repeat(200_000);
        upload(console, "big.csv", big, "check", null)
                .then()
                .statusCode(200)
                .body(containsString("Ready to import: 200000 records in big.csv"));
    }

    @Test
    void whileAnImportOfThePropertyRunsTheConsoleAnswersA429Page() {
        TestUser owner = Accounts.newUser();
        ConsoleSessions console = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        var user = new User(
                new UserId(owner.userId()), owner.email(), "owner", new PropertyId(owner.personalPropertyId()));
        try (ImportRecordsUseCase.Slot running =
                imports.reserve(properties.enter(user, new PropertySelection.Personal()))) {
            upload(console, "sales.csv", "type,value\nsale,1\n", "check", null)
                    .then()
                    .statusCode(429)
                    .header("Retry-After", notNullValue())
                    .body(containsString("Imports busy"))
                    .body(containsString("href=\"/console/import\""));
        }
        upload(console, "sales.csv", "type,value\nsale,1\n", "check", null)
                .then()
                .statusCode(200);
    }

    @Test
    void aViewerIsNotOfferedTheImportAndAForgedOneAnswers403() {
        TestUser owner = Accounts.newUser();
        TestUser viewer = Accounts.newUser();
        long shared = Accounts.newProperty(owner, "Shop " + owner.userId());
        Accounts.addMember(owner, shared, viewer, "viewer");
        ConsoleSessions console = ConsoleSessions.signIn(viewer.email(), Accounts.PASSWORD);
        console.property = Long.toString(shared);

        console.request()
                .get("/console/reports")
                .then()
                .statusCode(200)
                .body(not(containsString("href=\"/console/import\"")));
        console.request().get("/console/import").then().statusCode(403).body(containsString("lacks records.write"));
        upload(console, "sales.csv", "type,value\nsale,1\n", "import", null)
                .then()
                .statusCode(403)
                .body(containsString("lacks records.write"));
        // without the CSRF token, even the owner's upload is refused
        ConsoleSessions ownerConsole = ConsoleSessions.signIn(owner.email(), Accounts.PASSWORD);
        ownerConsole.property = Long.toString(shared);
        ownerConsole
                .request()
                .multiPart("file", "sales.csv", "type,value\nsale,1\n".getBytes(StandardCharsets.UTF_8), "text/csv")
                .multiPart("step", "import")
                .post("/console/import")
                .then()
                .statusCode(403);
        owner.in(shared).get("/record").then().statusCode(200).body("items", hasSize(0));
    }

    private static io.restassured.response.Response upload(
            ConsoleSessions console, String name, String content, String step, String checked) {
        RequestSpecification request = console.request()
                .multiPart("_csrf", console.csrf)
                .multiPart("step", step)
                .multiPart("file", name, content.getBytes(StandardCharsets.UTF_8), "text/csv");
        if (checked != null) {
            request.multiPart("checked", checked);
        }
        return request.post("/console/import");
    }
}
