package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;

import dev.reportwidget.bootstrap.support.Accounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

/** Cross-cutting HTTP behaviour: problem documents everywhere, request IDs on every response. */
@QuarkusTest
class HttpProtocolTest {

    @Test
    void unknownPathsAnswer404Problems() {
        given().get("/no/such/path")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("status", is(404))
                .body("title", equalTo("Not Found"))
                .body("type", notNullValue())
                .header("X-Request-Id", notNullValue());
    }

    @Test
    void unsupportedMethodsAnswer405Problems() {
        var user = Accounts.newUser();
        user.request()
                .patch("/properties")
                .then()
                .statusCode(405)
                .contentType("application/problem+json")
                .body("status", is(405));
        given().get("/auth/token").then().statusCode(405).contentType("application/problem+json");
    }

    @Test
    void bodiesOverOneMebibyteAnswer413Problems() {
        var user = Accounts.newUser();
        String big = "{\"name\": \"" + "x".repeat(1_100_000) + "\"}";
        user.request()
                .contentType(ContentType.JSON)
                .body(big)
                .post("/report/config")
                .then()
                .statusCode(413)
                .contentType("application/problem+json")
                .body("status", is(413))
                .header("X-Request-Id", notNullValue());
    }

    @Test
    void unsupportedContentTypesAnswer415Problems() {
        given().contentType("application/xml")
                .body("<signup/>")
                .post("/auth/signup")
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
    }

    @Test
    void everyResponseCarriesARequestIdAndEchoesTheClients() {
        given().header("X-Request-Id", "abc-123").get("/no/such/path").then().header("X-Request-Id", "abc-123");
        given().get("/q/openapi").then().statusCode(200).header("X-Request-Id", matchesPattern("^[0-9a-f-]{36}$"));
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/auth/token")
                .then()
                .statusCode(401)
                .header("X-Request-Id", notNullValue());
        given().header("X-Request-Id", "bad id with spaces")
                .get("/q/openapi")
                .then()
                .header("X-Request-Id", matchesPattern("^[0-9a-f-]{36}$"));
    }

    @Test
    void openApiDocumentDescribesTheInterface() {
        given().get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .body("paths.'/report/config/{reportId}/widget-api'.put", notNullValue())
                .body("paths.'/properties'.get", notNullValue())
                .body("paths.'/auth/token'.post", notNullValue());
    }
}
