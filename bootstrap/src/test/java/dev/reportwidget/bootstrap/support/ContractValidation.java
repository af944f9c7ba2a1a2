package dev.reportwidget.bootstrap.support;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.restassured.RestAssuredRequest;
import com.atlassian.oai.validator.restassured.RestAssuredResponse;
import io.restassured.RestAssured;
import io.restassured.filter.FilterContext;
import io.restassured.filter.OrderedFilter;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Checks every RestAssured exchange of the suite against the OpenAPI document the running service
 * publishes at {@code /q/openapi}, so the document cannot drift from the service.
 *
 * <p>The rule: every response of a documented path is checked fully (its status must be documented
 * for the operation, and its content type, headers and body must match). A request the document
 * calls invalid (a wrong parameter, a malformed or oversized body, a missing credential) is what
 * many tests send on purpose; it passes only when the service refused it with a 4xx problem, so
 * the document is never looser than the service: whatever it rejects, the service rejects too.
 * Paths that are not part of the API (the {@code /q/} endpoints, static assets, the console) are
 * not checked; an undocumented API path or method must be refused with a 4xx.
 */
public final class ContractValidation implements OrderedFilter {

    /** Where the suite writes the served document, for the linter that runs after the build. */
    static final Path DOCUMENT = Path.of("target", "openapi", "openapi.json");

    private static final ContractValidation INSTANCE = new ContractValidation();
    /** Not part of the API: Quarkus' endpoints, static assets, the console (and `/`, which redirects to it). */
    private static final List<String> OUTSIDE_THE_API = List.of("/q/", "/widget-assets/", "/webjars/", "/console");

    private final Map<String, OpenApiInteractionValidator> validators = new ConcurrentHashMap<>();

    private ContractValidation() {}

    /** Installs the check once for every RestAssured request of this JVM. */
    public static synchronized void install() {
        if (!RestAssured.filters().contains(INSTANCE)) {
            RestAssured.filters(INSTANCE);
        }
    }

    @Override
    public int getOrder() {
        // after every other filter, closest to the wire: it sees the request as sent
        return OrderedFilter.LOWEST_PRECEDENCE;
    }

    @Override
    public Response filter(
            FilterableRequestSpecification request, FilterableResponseSpecification spec, FilterContext context) {
        Response response = context.next(request, spec);
        URI uri = URI.create(request.getURI());
        String path = uri.getRawPath();
        String method = request.getMethod();
        if (path.equals("/")
                || OUTSIDE_THE_API.stream().anyMatch(path::startsWith)
                || method.equals("OPTIONS")
                || method.equals("HEAD")) {
            return response;
        }
        OpenApiInteractionValidator validator = validator(uri);
        ValidationReport requestReport = validator.validateRequest(asSent(request));
        boolean refused = response.statusCode() >= 400 && response.statusCode() < 500;
        if (requestReport.hasErrors() && !refused && !reportedPerRecord(path, requestReport, response)) {
            throw new AssertionError(method + " " + uri + " answered " + response.statusCode()
                    + " to a request that the OpenAPI document calls invalid:\n" + messages(requestReport));
        }
        boolean undocumented = requestReport.getMessages().stream()
                .anyMatch(m -> m.getKey().equals("validation.request.path.missing")
                        || m.getKey().equals("validation.request.operation.notAllowed"));
        if (undocumented) {
            return response;
        }
        ValidationReport responseReport =
                validator.validateResponse(path, Request.Method.valueOf(method), RestAssuredResponse.of(response));
        if (responseReport.hasErrors()) {
            throw new AssertionError(method + " " + uri + " answered " + response.statusCode()
                    + " with a response that the OpenAPI document does not describe:\n" + messages(responseReport)
                    + "\nbody: " + abbreviate(response.asString()));
        }
        return response;
    }

    /**
     * A batch (a service token's records, a bearer's operations) checks each item on its own: an
     * item the document calls invalid is answered in its own result (a 4xx status), not by refusing
     * the batch. Such a request passes when its only faults are in the body and the answer reports
     * a refused item.
     */
    private static boolean reportedPerRecord(String path, ValidationReport report, Response response) {
        return (path.equals("/service_token/records") || path.equals("/record/batch"))
                && response.statusCode() == 200
                && report.getMessages().stream()
                        .filter(m -> m.getLevel() == ValidationReport.Level.ERROR)
                        .allMatch(m -> m.getKey().startsWith("validation.request.body"))
                && response.jsonPath().getList("results.status", Integer.class).stream()
                        .anyMatch(status -> status >= 400 && status < 500);
    }

    /** The request as the validator reads it; form parameters are its body, as on the wire. */
    private static Request asSent(FilterableRequestSpecification spec) {
        Request request = RestAssuredRequest.of(spec);
        if (spec.getFormParams().isEmpty() || request.getBody().isPresent()) {
            return request;
        }
        String form = spec.getFormParams().entrySet().stream()
                .map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        var copy = new SimpleRequest.Builder(request.getMethod(), request.getPath()).withBody(form);
        request.getHeaders().forEach((name, values) -> copy.withHeader(name, List.copyOf(values)));
        request.getQueryParameters()
                .forEach(name -> copy.withQueryParam(name, List.copyOf(request.getQueryParameterValues(name))));
        return copy.build();
    }

    private OpenApiInteractionValidator validator(URI uri) {
        String origin = uri.getScheme() + "://" + uri.getAuthority();
        // one per service start: a test profile restarts the service, maybe with other texts
        return validators.computeIfAbsent(origin, ContractValidation::load);
    }

    private static OpenApiInteractionValidator load(String origin) {
        String document = fetch(origin + "/q/openapi?format=json");
        try {
            Files.createDirectories(DOCUMENT.getParent());
            Files.writeString(DOCUMENT, document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // an address with one representation answers it whatever Accept says (docs/api.md#content-negotiation):
        // an Accept that names none of its types is no fault of the request; the answer is still checked
        return OpenApiInteractionValidator.createForInlineApiSpecification(document)
                .withLevelResolver(LevelResolver.create()
                        // as the validator's default: a query parameter the document does not name (the
                        // pixel keeps them in raw_data, vf.custom_data.<key> names the owner's key)
                        .withLevel("validation.request.parameter.query.unexpected", ValidationReport.Level.IGNORE)
                        .withLevel("validation.request.accept.notAllowed", ValidationReport.Level.IGNORE)
                        .build())
                .build();
    }

    private static String fetch(String url) {
        HttpClient client = HttpClient.newHttpClient();
        try {
            HttpResponse<String> response =
                    client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(url + " answered " + response.statusCode());
            }
            return response.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String messages(ValidationReport report) {
        return report.getMessages().stream()
                .filter(m -> m.getLevel() == ValidationReport.Level.ERROR)
                .map(m -> "  " + m.getKey() + ": " + m.getMessage())
                .collect(Collectors.joining("\n"));
    }

    private static String abbreviate(String body) {
        return body.length() > 2000 ? body.substring(0, 2000) + "..." : body;
    }
}
