package dev.reportwidget.bootstrap.support;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A person using the console over HTTP: cookies kept as a browser keeps them, the session's CSRF
 * token read from its pages.
 */
public final class ConsoleSessions {

    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

    public String session;
    public String csrf;
    public String property;

    public static ConsoleSessions signIn(String email, String password) {
        ConsoleSessions console = new ConsoleSessions();
        Response page = given().redirects().follow(false).get("/console/login");
        console.csrf = page.getCookie("rw_console_csrf");
        assertEquals(console.csrf, csrfOf(page.asString()));
        Response login = given().redirects()
                .follow(false)
                .cookie("rw_console_csrf", console.csrf)
                .formParam("_csrf", console.csrf)
                .formParam("email", email)
                .formParam("password", password)
                .post("/console/login");
        assertEquals(303, login.statusCode(), login.asString());
        console.session = login.getCookie("rw_console_session");
        assertNotNull(console.session);
        // the forms of a signed-in page carry the session's own token
        console.csrf = csrfOf(console.request().get("/console/reports").asString());
        assertNotNull(console.csrf);
        return console;
    }

    /** A request carrying the console's cookies, not following redirects. */
    public RequestSpecification request() {
        RequestSpecification request = given().redirects().follow(false).cookie("rw_console_session", session);
        return property == null ? request : request.cookie("rw_console_property", property);
    }

    /** A form post with the CSRF token, as the console's forms send it. */
    public RequestSpecification form() {
        return request().formParam("_csrf", csrf);
    }

    public static String csrfOf(String html) {
        Matcher field = CSRF_FIELD.matcher(html);
        return field.find() ? field.group(1) : null;
    }
}
