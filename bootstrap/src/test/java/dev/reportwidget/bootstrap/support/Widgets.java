package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.Map;

/** Test helpers: a report's widget access settings changed over HTTP, as its owner would. */
public final class Widgets {

    private Widgets() {}

    /** The path of a report's widget access settings. */
    public static String settings(long report) {
        return "/report/config/" + report + "/widget-api";
    }

    /** Asks for {@code access} in the caller's selected property; answers the response to check. */
    public static ValidatableResponse changeAccess(Accounts.TestUser user, long report, String access) {
        return changeAccess(user.request(), report, access);
    }

    /** Asks for {@code access} with {@code request} (a user in a property, say); answers the response to check. */
    public static ValidatableResponse changeAccess(RequestSpecification request, long report, String access) {
        return request.contentType(ContentType.JSON)
                .body(Map.of("access", access))
                .put(settings(report))
                .then();
    }
}
