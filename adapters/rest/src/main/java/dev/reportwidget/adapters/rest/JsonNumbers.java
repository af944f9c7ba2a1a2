package dev.reportwidget.adapters.rest;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/** Numbers in request bodies stay exact: decimals parse to BigDecimal, never to a binary double. */
// a customizer the framework calls once, while it builds its ObjectMapper (declared so in the Quarkus guide)
@Singleton
public class JsonNumbers implements ObjectMapperCustomizer {
    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    }
}
