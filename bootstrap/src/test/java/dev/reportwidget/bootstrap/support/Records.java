package dev.reportwidget.bootstrap.support;

import io.restassured.http.ContentType;
import java.util.Map;
import javax.sql.DataSource;

/** Test data: records created over HTTP with a bearer token, as an application would, and counted in the database. */
public final class Records {

    private Records() {}

    /** How many records {@code propertyId} holds, as committed. */
    public static long countIn(DataSource dataSource, long propertyId) {
        return Database.count(dataSource, "select count(*) from records where property_id = ?", propertyId);
    }

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
