package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import java.util.Map;

/** Test data: records created over HTTP with a bearer token, as an application would. */
public final class Records {

    private Records() {}

    /** Creates {@code record} (a JSON map) in {@code propertyId}; expects 201 and answers the record ID. */
    public static int create(Accounts.TestUser user, long propertyId, Map<String, Object> record) {
        return user.in(propertyId)
                .contentType(ContentType.JSON)
                .body(record)
                .post("/record")
                .then()
                .statusCode(201)
                .extract()
                .path("id");
    }
}
