package dev.reportwidget.bootstrap.http;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import dev.reportwidget.bootstrap.support.Accounts;
import dev.reportwidget.bootstrap.support.Accounts.TestUser;
import dev.reportwidget.bootstrap.support.Reports;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every field of a board's, a property's and a report's body is read as the type the API document
 * gives it: JSON of another type (a number or a boolean for a string, a string or a fraction for an
 * integer, a string for a boolean) answers 422 naming the field by its path, and is never turned
 * into the type it should have been. Valid bodies answer as they always did.
 */
@QuarkusTest
class BodyTypesTest {

    /** A wrong type to send in a field, as Jackson writes it: 123, true, "22", 22.0. */
    private record Wrong(String field, Object value) {}

    private static final Pattern STEP = Pattern.compile("([^.\\[]+)(?:\\[(\\d+)])?");

    /** A deep copy of {@code body} with {@code path} (as {@code items[0].reportId}) set to {@code value}. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> with(Map<String, Object> body, String path, Object value) {
        Map<String, Object> copy = (Map<String, Object>) copy(body);
        Object at = copy;
        String[] steps = path.split("\\.");
        for (int i = 0; i < steps.length; i++) {
            Matcher step = STEP.matcher(steps[i]);
            if (!step.matches()) {
                throw new IllegalArgumentException(path);
            }
            Map<String, Object> object = (Map<String, Object>) at;
            boolean last = i == steps.length - 1;
            if (step.group(2) == null) {
                if (last) {
                    object.put(step.group(1), value);
                } else {
                    at = object.computeIfAbsent(step.group(1), name -> new LinkedHashMap<String, Object>());
                }
            } else {
                List<Object> list = (List<Object>) object.get(step.group(1));
                int index = Integer.parseInt(step.group(2));
                if (last) {
                    list.set(index, value);
                } else {
                    at = list.get(index);
                }
            }
        }
        return copy;
    }

    private static Object copy(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((k, v) -> copy.put((String) k, copy(v)));
            return copy;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            list.forEach(v -> copy.add(copy(v)));
            return copy;
        }
        return value;
    }

    /** Sends each wrong body with {@code send} and expects 422 naming the field alone. */
    private static void refused(
            String what, Map<String, Object> valid, List<Wrong> wrongs, Function<Map<String, Object>, Answer> send) {
        for (Wrong wrong : wrongs) {
            Map<String, Object> body = with(valid, wrong.field(), wrong.value());
            send.apply(body)
                    .response()
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("errors", hasSize(1))
                    .body("errors[0].field", equalTo(wrong.field()))
                    .body("errors[0].message", equalTo("has the wrong type"));
        }
        // the valid body itself is taken
        int status = send.apply(valid).response().statusCode();
        if (status >= 300) {
            throw new AssertionError(what + " refused its valid body: " + status);
        }
    }

    /** An answer, for the checks above. */
    private record Answer(io.restassured.response.Response response) {}

    private static Function<Map<String, Object>, Answer> post(Supplier<RequestSpecification> as, String path) {
        return body ->
                new Answer(as.get().contentType(ContentType.JSON).body(body).post(path));
    }

    private static Function<Map<String, Object>, Answer> put(TestUser user, long property, String path) {
        return body -> new Answer(
                user.in(property).contentType(ContentType.JSON).body(body).put(path));
    }

    private static Map<String, Object> board(long report) {
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("reportId", report);
        item.put("widget", "chart");
        item.put("chartType", "bar");
        item.put("datasetIndexes", "0");
        item.put("compare", "previous_period");
        item.put("width", "half");
        Map<String, Object> board = new LinkedHashMap<>();
        board.put("name", "Month");
        board.put("desc", "Our month");
        board.put("period", new LinkedHashMap<>(Map.of("last", 30, "unit", "day")));
        board.put("items", new ArrayList<>(List.of(item)));
        return board;
    }

    private static List<Wrong> boardWrongs(long report) {
        return List.of(
                new Wrong("name", 123),
                new Wrong("name", true),
                new Wrong("desc", 5),
                new Wrong("desc", false),
                new Wrong("period.last", "30"),
                new Wrong("period.last", true),
                new Wrong("period.unit", 1),
                new Wrong("items[0].reportId", Long.toString(report)),
                new Wrong("items[0].reportId", (double) report),
                new Wrong("items[0].reportId", true),
                new Wrong("items[0].widget", 1),
                new Wrong("items[0].chartType", false),
                new Wrong("items[0].datasetIndexes", 0),
                new Wrong("items[0].datasetIndexes", 0.5),
                new Wrong("items[0].compare", true),
                new Wrong("items[0].width", 2));
    }

    @Test
    void aBoardsFieldsOfTheWrongTypeAre422NamingTheFieldOnCreateAndReplace() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        long report = Reports.create(owner, property);
        Map<String, Object> valid = board(report);
        refused("POST /board/config", valid, boardWrongs(report), post(() -> owner.in(property), "/board/config"));

        long board = owner.in(property)
                .contentType(ContentType.JSON)
                .body(valid)
                .post("/board/config")
                .then()
                .statusCode(201)
                .extract()
                .<Integer>path("id");
        refused("PUT /board/config/{id}", valid, boardWrongs(report), put(owner, property, "/board/config/" + board));
        // nothing of the refused bodies was kept
        owner.in(property)
                .get("/board/config/" + board)
                .then()
                .statusCode(200)
                .body("name", equalTo("Month"))
                .body("items[0].reportId", equalTo((int) report));
    }

    @Test
    void aPropertysAndItsMembersFieldsOfTheWrongTypeAre422NamingTheField() {
        TestUser owner = Accounts.newUser();
        Map<String, Object> property = new LinkedHashMap<>(Map.of("name", "Shop", "timezone", "UTC", "locale", "de"));
        List<Wrong> wrongs = List.of(
                new Wrong("name", 123), new Wrong("name", true), new Wrong("timezone", 1), new Wrong("locale", false));
        refused("POST /properties", property, wrongs, post(owner::request, "/properties"));

        long id = Accounts.newProperty(owner, "Team");
        refused("PUT /properties/{id}", property, wrongs, put(owner, id, "/properties/" + id));

        TestUser member = Accounts.newUser();
        refused(
                "POST /properties/{id}/members",
                new LinkedHashMap<>(Map.of("email", member.email(), "role", "viewer")),
                List.of(new Wrong("email", 5), new Wrong("role", true)),
                post(() -> owner.in(id), "/properties/" + id + "/members"));
        refused(
                "PUT /properties/{id}/members/{userId}",
                new LinkedHashMap<>(Map.of("role", "editor")),
                List.of(new Wrong("role", 1), new Wrong("role", false)),
                put(owner, id, "/properties/" + id + "/members/" + member.userId()));
    }

    @Test
    void aReportsFieldsOfTheWrongTypeAre422NamingTheField() {
        TestUser owner = Accounts.newUser();
        long property = owner.personalPropertyId();
        Map<String, Object> report = with(
                with(Reports.salesVsCosts(), "format", Map.of("style", "decimal", "maximumFractionDigits", 2)),
                "dataSets[1].goal",
                100);
        List<Wrong> wrongs = List.of(
                new Wrong("name", 123),
                new Wrong("name", true),
                new Wrong("desc", 5),
                new Wrong("chartType", 1),
                new Wrong("granularity", false),
                new Wrong("period.last", "30"),
                new Wrong("dataSets[0].label", 7),
                new Wrong("dataSets[0].filter.type", 1),
                new Wrong("dataSets[0].filter.sources[0]", 3),
                new Wrong("dataSets[1].goal", "100"),
                new Wrong("dataSets[1].higherIsBetter", "false"),
                new Wrong("format.maximumFractionDigits", "2"));
        refused("POST /report/config", report, wrongs, post(() -> owner.in(property), "/report/config"));

        long id = Reports.create(owner, property);
        refused("PUT /report/config/{id}", report, wrongs, put(owner, property, "/report/config/" + id));
    }
}
