package dev.reportwidget.bootstrap.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.UUID;

/** Test data: signed-up users with tokens, and their properties. Every user is new: no shared state. */
public final class Accounts {

    public static final String PASSWORD = "correct horse battery";

    private Accounts() {}

    /** A signed-up, signed-in user. */
    public record TestUser(String email, long userId, long personalPropertyId, String token) {
        public RequestSpecification request() {
            return given().header("Authorization", "Bearer " + token);
        }

        /** A request that works in {@code propertyId} through the header selector. */
        public RequestSpecification in(long propertyId) {
            return request().header("X-Property-Id", Long.toString(propertyId));
        }
    }

    public static String uniqueEmail() {
        return "user-" + UUID.randomUUID() + "@example.test";
    }

    public static TestUser newUser() {
        String email = uniqueEmail();
        var created = given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", PASSWORD, "name", "Test User"))
                .post("/auth/signup")
                .then()
                .statusCode(201)
                .extract();
        String token = given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .extract()
                .path("access_token");
        return new TestUser(email, created.<Integer>path("userId"), created.<Integer>path("personalPropertyId"), token);
    }

    /** Creates a shared property owned by {@code owner}; answers its ID. */
    public static long newProperty(TestUser owner, String name) {
        return newProperty(owner, Map.of("name", name));
    }

    /** Creates a shared property in {@code timezone} owned by {@code owner}; answers its ID. */
    public static long newProperty(TestUser owner, String name, String timezone) {
        return newProperty(owner, Map.of("name", name, "timezone", timezone));
    }

    private static long newProperty(TestUser owner, Map<String, String> property) {
        return owner.request()
                .contentType(ContentType.JSON)
                .body(property)
                .post("/properties")
                .then()
                .statusCode(201)
                .extract()
                .<Number>path("id")
                .longValue();
    }

    /** Adds {@code member} to {@code propertyId} with {@code role}, as {@code owner}. */
    public static void addMember(TestUser owner, long propertyId, TestUser member, String role) {
        owner.request()
                .contentType(ContentType.JSON)
                .body(Map.of("email", member.email(), "role", role))
                .post("/properties/" + propertyId + "/members")
                .then()
                .statusCode(201);
    }
}
