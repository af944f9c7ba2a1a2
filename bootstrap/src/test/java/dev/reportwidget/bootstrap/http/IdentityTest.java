package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.smallrye.jwt.build.Jwt;
import jakarta.inject.Inject;
import java.security.KeyPairGenerator;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@QuarkusTest
class IdentityTest {

    @Inject
    DataSource dataSource;

    @Test
    void signUpCreatesUserWithPersonalPropertyAndStoresOnlyABcryptHash() throws Exception {
        String email = Accounts.uniqueEmail();
        var created = given().contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", Accounts.PASSWORD, "name", "Ann"))
                .post("/auth/signup")
                .then()
                .statusCode(201)
                .body("userId", greaterThan(0))
                .body("personalPropertyId", greaterThan(0))
                .extract();
        long userId = created.<Integer>path("userId");
        try (Connection c = dataSource.getConnection();
                PreparedStatement s = c.prepareStatement(
                        "select u.password_hash, p.personal, m.role from users u join properties p on p.id = u.personal_property_id "
                                + "join memberships m on m.property_id = p.id and m.user_id = u.id where u.id = ?")) {
            s.setLong(1, userId);
            try (ResultSet rs = s.executeQuery()) {
                assertTrue(rs.next());
                String hash = rs.getString(1);
                assertTrue(hash.startsWith("sha256-b64:$2"), "bcrypt hash of the pre-hashed password expected");
                assertNotEquals(Accounts.PASSWORD, hash);
                assertTrue(rs.getBoolean(2));
                assertEquals("owner", rs.getString(3));
            }
        }
    }

    @Test
    void signUpWithAnExistingEmailAnswers409WhateverTheCase() {
        var user = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email().toUpperCase(), "password", Accounts.PASSWORD, "name", "Again"))
                .post("/auth/signup")
                .then()
                .statusCode(409)
                .contentType("application/problem+json");
    }

    @Test
    void signUpNamesEveryInvalidField() {
        given().contentType(ContentType.JSON)
                .body(Map.of("email", "not-an-email", "password", "short", "name", " "))
                .post("/auth/signup")
                .then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("status", is(422))
                .body("errors.field", hasItems("email", "password", "name"));
    }

    @Test
    void tokenEndpointAnswersABearerTokenThatOpensTheApi() {
        var user = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", Accounts.PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(200)
                .body("token_type", equalTo("Bearer"))
                .body("expires_in", greaterThan(0))
                .body("access_token", containsString("."));
        user.request()
                .get("/properties")
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200)
                .body("personalPropertyId", is((int) user.personalPropertyId()));
    }

    @Test
    void wrongPasswordOrUnknownEmailAnswer401() {
        var user = Accounts.newUser();
        given().contentType(ContentType.JSON)
                .body(Map.of("email", user.email(), "password", "wrong password"))
                .post("/auth/token")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", "Bearer")
                .contentType("application/problem+json");
        given().contentType(ContentType.JSON)
                .body(Map.of("email", Accounts.uniqueEmail(), "password", Accounts.PASSWORD))
                .post("/auth/token")
                .then()
                .statusCode(401);
    }

    @Test
    void missingTokenAnswers401WithBearerChallenge() {
        given().get("/properties")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", "Bearer")
                .contentType("application/problem+json")
                .body("status", is(401));
        given().header("Authorization", "Basic dXNlcjpwdw==")
                .get("/properties")
                .then()
                .statusCode(401);
    }

    @Test
    void malformedTokenAnswers401() {
        given().header("Authorization", "Bearer not.a.jwt")
                .get("/properties")
                .then()
                .statusCode(401)
                .header("WWW-Authenticate", "Bearer");
        given().header("Authorization", "Bearer ").get("/properties").then().statusCode(401);
    }

    @Test
    void expiredTokenAnswers401() {
        var user = Accounts.newUser();
        String expired = Jwt.issuer("report-widget")
                .subject(Long.toString(user.userId()))
                .issuedAt(Instant.now().minusSeconds(7200))
                .expiresAt(Instant.now().minusSeconds(3600))
                .sign();
        given().header("Authorization", "Bearer " + expired)
                .get("/properties")
                .then()
                .statusCode(401);
    }

    @Test
    void tokenSignedWithAForeignKeyAnswers401() throws Exception {
        var user = Accounts.newUser();
        var generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        String forged = Jwt.issuer("report-widget")
                .subject(Long.toString(user.userId()))
                .expiresIn(600)
                .sign(generator.generateKeyPair().getPrivate());
        given().header("Authorization", "Bearer " + forged)
                .get("/properties")
                .then()
                .statusCode(401);
    }

    @Test
    void tokenOfAnotherIssuerOrAnUnknownUserAnswers401() {
        var user = Accounts.newUser();
        String otherIssuer = Jwt.issuer("someone-else")
                .subject(Long.toString(user.userId()))
                .expiresIn(600)
                .sign();
        given().header("Authorization", "Bearer " + otherIssuer)
                .get("/properties")
                .then()
                .statusCode(401);
        String nobody =
                Jwt.issuer("report-widget").subject("999999999").expiresIn(600).sign();
        given().header("Authorization", "Bearer " + nobody)
                .get("/properties")
                .then()
                .statusCode(401);
    }
}
