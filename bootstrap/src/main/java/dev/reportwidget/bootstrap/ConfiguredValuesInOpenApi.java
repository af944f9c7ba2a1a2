package dev.reportwidget.bootstrap;

import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import jakarta.inject.Singleton;
import java.math.BigInteger;
import java.time.Duration;
import java.util.NoSuchElementException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.parameters.RequestBody;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Puts configured values into the OpenAPI texts when the service starts, so the published document
 * states what this instance does rather than what the annotations were written with. A text names
 * a key in a placeholder with the value's kind: {@code {duration:rw.widget.public-refresh-throttle}},
 * {@code {size:rw.http.max-body-size}} or {@code {value:rw.widget.rate-limit.burst}}; it reads as
 * the value and the key, e.g. "5 s ({@code rw.widget.public-refresh-throttle})". A placeholder
 * naming a key without a value fails the start.
 */
// a filter the framework runs once, as it publishes the document: it is never injected, so it has no proxy
@Singleton
@OpenApiFilter(stages = OpenApiFilter.RunStage.RUNTIME_STARTUP)
public class ConfiguredValuesInOpenApi implements OASFilter {

    static final Pattern PLACEHOLDER = Pattern.compile("\\{(duration|size|value):([^{}\\s]+)}");

    private final Config config;

    ConfiguredValuesInOpenApi(Config config) {
        this.config = config;
    }

    @Override
    public Operation filterOperation(Operation operation) {
        operation.setSummary(resolve(operation.getSummary()));
        operation.setDescription(resolve(operation.getDescription()));
        return operation;
    }

    @Override
    public Parameter filterParameter(Parameter parameter) {
        parameter.setDescription(resolve(parameter.getDescription()));
        return parameter;
    }

    @Override
    public RequestBody filterRequestBody(RequestBody requestBody) {
        requestBody.setDescription(resolve(requestBody.getDescription()));
        return requestBody;
    }

    @Override
    public APIResponse filterAPIResponse(APIResponse apiResponse) {
        apiResponse.setDescription(resolve(apiResponse.getDescription()));
        return apiResponse;
    }

    @Override
    public Schema filterSchema(Schema schema) {
        // a boolean schema (additionalProperties: true) has no description and refuses one
        if (schema.getDescription() != null) {
            schema.setDescription(resolve(schema.getDescription()));
        }
        return schema;
    }

    /** The text with each placeholder replaced by its configured value and key; null stays null. */
    String resolve(String text) {
        if (text == null || text.indexOf('{') < 0) {
            return text;
        }
        Matcher placeholder = PLACEHOLDER.matcher(text);
        var resolved = new StringBuilder();
        while (placeholder.find()) {
            String kind = placeholder.group(1);
            String key = placeholder.group(2);
            String value =
                    switch (kind) {
                        case "duration" -> duration(value(key, Duration.class));
                        case "size" -> size(value(key, MemorySize.class).asBigInteger());
                        default -> value(key, String.class);
                    };
            placeholder.appendReplacement(resolved, Matcher.quoteReplacement(value + " (`" + key + "`)"));
        }
        placeholder.appendTail(resolved);
        return resolved.toString();
    }

    private <T> T value(String key, Class<T> type) {
        try {
            return config.getValue(key, type);
        } catch (NoSuchElementException e) {
            throw new IllegalStateException("an OpenAPI text names " + key + ", which has no value", e);
        }
    }

    /** 5 s, 2 min, 1 h, 1 d, 1500 ms: the largest unit that gives a whole number. */
    static String duration(Duration duration) {
        if (duration.toNanosPart() % 1_000_000 != 0) {
            return duration.toString();
        }
        long millis = duration.toMillis();
        if (millis % 1000 != 0) {
            return millis + " ms";
        }
        long seconds = duration.toSeconds();
        if (seconds != 0 && seconds % 86_400 == 0) {
            return seconds / 86_400 + " d";
        }
        if (seconds != 0 && seconds % 3600 == 0) {
            return seconds / 3600 + " h";
        }
        if (seconds != 0 && seconds % 60 == 0) {
            return seconds / 60 + " min";
        }
        return seconds + " s";
    }

    /** 1 MiB, 2 GiB, 512 KiB, 1000 bytes: the largest binary unit that gives a whole number. */
    static String size(BigInteger bytes) {
        String[] units = {"bytes", "KiB", "MiB", "GiB", "TiB"};
        BigInteger unit = BigInteger.valueOf(1024);
        int i = 0;
        BigInteger value = bytes;
        while (i < units.length - 1 && value.signum() > 0 && value.mod(unit).signum() == 0) {
            value = value.divide(unit);
            i++;
        }
        return value + " " + units[i];
    }
}
