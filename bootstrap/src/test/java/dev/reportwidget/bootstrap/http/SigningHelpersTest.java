package dev.reportwidget.bootstrap.http;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Records;
import dev.reportwidget.bootstrap.support.Widgets;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The signing helpers of docs/embedding.md#signing-helpers, run exactly as the page prints them:
 * the key generation block makes the key pair, its JWK is registered, and the Node (jose), Java
 * (jose4j) and Python (PyJWT) signers each sign a token locked to one customer that loads the embed
 * and shows that customer only.
 */
@QuarkusTest
class SigningHelpersTest {

    private static final String LOCK = "{\"filter\":{\"customData\":{\"customer\":\"a\"}}}";

    @Test
    void everyDocumentedSignerSignsATokenThatLoadsItsEmbed() throws Exception {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "Sales per customer",
                        "chartType",
                        "bar",
                        "period",
                        Map.of("last", 7, "unit", "day"),
                        "dataSets",
                        List.of(Map.of(
                                "label",
                                "Sales",
                                "color",
                                "#2f7ed8",
                                "aggregation",
                                "sum",
                                "filter",
                                Map.of("type", "sale")))))
                .post("/report/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        String today = LocalDate.now(ZoneOffset.UTC).toString();
        Records.create(owner, property, sale(today, "1234.5", "a"));
        Records.create(owner, property, sale(today, "6789.25", "b"));
        Widgets.changeAccess(owner, report, "authenticated").statusCode(200);

        String page = Files.readString(repository().resolve("docs/embedding.md"), StandardCharsets.UTF_8);
        // the Node signer imports jose: it runs where .tools/node_modules holds it (.ci/run installs it)
        Path folder = repository().resolve(".tools/signers");
        assertTrue(
                Files.isDirectory(repository().resolve(".tools/node_modules/jose")),
                "jose is not installed: npm install --prefix .tools jose (.ci/run does)");
        Files.createDirectories(folder);
        String kid = "helpers-" + report;
        run(folder, kid, List.of("bash", write(folder, "keygen.sh", block(page, "signer-keygen", "sh"))));
        owner.in(property)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "name",
                        "helpers",
                        "jwk",
                        org.jose4j.json.JsonUtil.parseJson(Files.readString(folder.resolve("jwk.json")))))
                .post("/integrations/embed-keys")
                .then()
                .statusCode(201)
                .body("kid", equalTo(kid));

        String subject = Long.toString(report);
        List<List<String>> signers = List.of(
                List.of("node", write(folder, "sign-embed.mjs", block(page, "signer-node", "js"))),
                List.of(
                        java(),
                        "-cp",
                        jar(org.jose4j.jws.JsonWebSignature.class)
                                + java.io.File.pathSeparator
                                + jar(org.slf4j.LoggerFactory.class),
                        write(folder, "SignEmbed.java", block(page, "signer-java", "java"))),
                List.of(python(), write(folder, "sign_embed.py", block(page, "signer-python", "python"))));
        for (List<String> signer : signers) {
            List<String> locked = new ArrayList<>(signer);
            locked.addAll(List.of(subject, LOCK));
            given().accept("text/html")
                    .get("/embed/v1/signed/" + run(folder, kid, locked))
                    .then()
                    .statusCode(200)
                    .body(containsString("1234.5"), not(containsString("6789.25")));
            List<String> open = new ArrayList<>(signer);
            open.add(subject);
            given().accept("text/html")
                    .get("/embed/v1/signed/" + run(folder, kid, open))
                    .then()
                    .statusCode(200)
                    .body(containsString("8023.75"));
        }
    }

    /** The code block after {@code <!-- marker -->} on the page. */
    private static String block(String page, String marker, String language) {
        int at = page.indexOf("<!-- " + marker + " -->");
        assertTrue(at >= 0, "docs/embedding.md has no " + marker + " marker");
        String fence = "```" + language + "\n";
        int start = page.indexOf(fence, at) + fence.length();
        return page.substring(start, page.indexOf("```", start));
    }

    private static String write(Path folder, String name, String content) throws IOException {
        Files.writeString(folder.resolve(name), content);
        return name;
    }

    /** Runs a command in {@code folder} with {@code KID} set; answers what it printed. */
    private static String run(Path folder, String kid, List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
        builder.environment().put("KID", kid);
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertEquals(0, process.waitFor(), String.join(" ", command) + " runs");
        return out;
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    /** Debian's python3, which python3-jwt installs PyJWT for (.ci/run installs it). */
    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    private static String jar(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }

    private static Map<String, Object> sale(String date, String value, String customer) {
        return Map.of(
                "type",
                "sale",
                "date",
                date,
                "value",
                new BigDecimal(value),
                "custom_data",
                Map.of("customer", customer));
    }

    private static Path repository() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }
}
