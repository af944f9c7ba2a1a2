package dev.reportwidget.bootstrap.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.ConsoleSessions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every state-changing route of the console, found from the resources' annotations (so a new one
 * cannot be left out), refuses a CSRF token that is not its session's own: a cookie and a field
 * that agree on a value an attacker chose, and the token of another person's session. The two
 * routes that come before any session (sign-in, sign-up) refuse a form posted from another origin.
 */
@QuarkusTest
class ConsoleCsrfTest {

    /** Routes a person uses before any session exists: no session's token can vouch for them. */
    static final Set<String> BEFORE_SIGN_IN = Set.of("POST /console/login", "POST /console/signup");

    private static final List<Class<? extends Annotation>> STATE_CHANGING =
            List.of(POST.class, PUT.class, DELETE.class, PATCH.class);
    /** What an attacker who can plant a cookie (a sibling subdomain, say) would put in both places. */
    private static final String CHOSEN = "attacker-chosen-attacker-chosen-attacker-chosen";

    record Route(String method, String path, boolean multipart) {
        String name() {
            return method + " " + path;
        }

        /** The path with every parameter ({@code {reportId: [0-9]{1,18}}}) filled in. */
        String example() {
            StringBuilder filled = new StringBuilder();
            int depth = 0;
            for (char c : path.toCharArray()) {
                if (c == '{' && depth++ == 0) {
                    filled.append('1');
                } else if (c == '}') {
                    depth--;
                } else if (depth == 0) {
                    filled.append(c);
                }
            }
            return filled.toString();
        }
    }

    private static List<Route> routes;

    @BeforeAll
    static void findStateChangingRoutes() {
        routes = new ArrayList<>();
        var classes = new ClassFileImporter()
                .withImportOption(new ImportOption.DoNotIncludeTests())
                .importPackages("dev.reportwidget.adapters.console");
        for (JavaClass resource : classes) {
            if (!resource.isAnnotatedWith(Path.class)) {
                continue;
            }
            String base = resource.getAnnotationOfType(Path.class).value();
            for (JavaMethod method : resource.getMethods()) {
                for (Class<? extends Annotation> verb : STATE_CHANGING) {
                    if (method.isAnnotatedWith(verb)) {
                        String sub = method.isAnnotatedWith(Path.class)
                                ? method.getAnnotationOfType(Path.class).value()
                                : "";
                        boolean multipart = method.isAnnotatedWith(Consumes.class)
                                && List.of(method.getAnnotationOfType(Consumes.class)
                                                .value())
                                        .contains(MediaType.MULTIPART_FORM_DATA);
                        routes.add(new Route(verb.getSimpleName(), join(base, sub), multipart));
                    }
                }
            }
        }
    }

    private static String join(String base, String sub) {
        String path = (base.endsWith("/") ? base.substring(0, base.length() - 1) : base)
                + (sub.isEmpty() || sub.startsWith("/") ? sub : "/" + sub);
        return path.isEmpty() ? "/" : path;
    }

    @Test
    void theRoutesAreFoundFromTheResources() {
        Set<String> names = new TreeSet<>();
        routes.forEach(route -> names.add(route.name()));
        assertTrue(names.containsAll(BEFORE_SIGN_IN), "the routes before sign-in are still there: " + names);
        for (String known : List.of(
                "POST /console/logout",
                "POST /console/property",
                "POST /console/import",
                "POST /console/account/password",
                "POST /console/reports/{reportId: [0-9]{1,18}}/share")) {
            assertTrue(names.contains(known), known + " in " + names);
        }
        assertTrue(routes.size() >= 17, "every state change of the console: " + names);
    }

    @Test
    void everySignedInStateChangeRefusesATokenThatIsNotItsSessions() {
        TestUser person = Accounts.newUser();
        TestUser other = Accounts.newUser();
        ConsoleSessions victim = ConsoleSessions.signIn(person.email(), Accounts.PASSWORD);
        ConsoleSessions attacker = ConsoleSessions.signIn(other.email(), Accounts.PASSWORD);
        assertNotEquals(victim.csrf, attacker.csrf);

        List<String> accepted = new ArrayList<>();
        int checked = 0;
        for (Route route : routes) {
            if (BEFORE_SIGN_IN.contains(route.name())) {
                continue;
            }
            Response chosen = send(route, victim.request().cookie("rw_console_csrf", CHOSEN), CHOSEN);
            if (!refusedForItsToken(chosen)) {
                accepted.add(route.name() + " took an attacker-chosen cookie and field: " + chosen.statusCode());
            }
            Response foreign = send(route, victim.request(), attacker.csrf);
            if (!refusedForItsToken(foreign)) {
                accepted.add(route.name() + " took another session's token: " + foreign.statusCode());
            }
            checked++;
        }

        assertEquals(List.of(), accepted);
        assertEquals(routes.size() - BEFORE_SIGN_IN.size(), checked);
        // the session is untouched by the refused requests: it still opens the console
        victim.request().get("/console/reports").then().statusCode(200);
    }

    @Test
    void theRoutesBeforeSignInRefuseAFormPostedFromAnotherOrigin() {
        TestUser person = Accounts.newUser();
        for (Route route : routes) {
            if (!BEFORE_SIGN_IN.contains(route.name())) {
                continue;
            }
            // a cookie planted with the value the attacker's own page carries
            Map<String, String> form = Map.of("email", person.email(), "password", "wrong password", "name", "");
            Response crossSite = given().redirects()
                    .follow(false)
                    .header("Origin", "https://evil.example")
                    .cookie("rw_console_csrf", CHOSEN)
                    .formParams(form)
                    .formParam("_csrf", CHOSEN)
                    .post(route.example());
            assertTrue(refusedForItsToken(crossSite), route.name() + ": " + crossSite.statusCode());

            Response nullOrigin = given().redirects()
                    .follow(false)
                    .header("Origin", "null")
                    .cookie("rw_console_csrf", CHOSEN)
                    .formParams(form)
                    .formParam("_csrf", CHOSEN)
                    .post(route.example());
            assertTrue(refusedForItsToken(nullOrigin), route.name() + ": " + nullOrigin.statusCode());

            // the same form from this service's own page (rw.public-base-url's origin) is read
            Response sameSite = given().redirects()
                    .follow(false)
                    .header("Origin", "https://widgets.example.test")
                    .cookie("rw_console_csrf", CHOSEN)
                    .formParams(form)
                    .formParam("_csrf", CHOSEN)
                    .post(route.example());
            assertTrue(
                    sameSite.statusCode() == 401 || sameSite.statusCode() == 422,
                    route.name() + " read the form: " + sameSite.statusCode());
        }
    }

    private static Response send(Route route, RequestSpecification request, String token) {
        RequestSpecification withToken = route.multipart()
                ? request.multiPart("_csrf", token)
                : request.contentType("application/x-www-form-urlencoded").formParam("_csrf", token);
        return withToken.request(route.method(), route.example());
    }

    /** The console's CSRF refusal: a 403 page saying the form's token is not the right one. */
    private static boolean refusedForItsToken(Response response) {
        return response.statusCode() == 403 && response.asString().contains("security token");
    }
}
