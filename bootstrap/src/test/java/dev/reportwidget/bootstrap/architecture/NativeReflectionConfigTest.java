package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.InputStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Request and response records of the REST adapter are (de)serialised by reflection; a native
 * image sees them only through src-native-config's reflect-config.json, which must list every one.
 */
class NativeReflectionConfigTest {

    private static final String CONFIG =
            "META-INF/native-image/dev.reportwidget/report-widget-service/reflect-config.json";

    @Test
    void everyRestRecordIsRegisteredForReflection() throws Exception {
        Set<String> registered = new HashSet<>();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(CONFIG)) {
            assertTrue(in != null, "reflect-config.json is on the classpath");
            for (JsonNode entry : new ObjectMapper().readTree(in)) {
                registered.add(entry.get("name").asText());
            }
        }
        List<JavaClass> records = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.reportwidget.adapters.rest")
                        .stream()
                        .filter(c -> c.getRawSuperclass()
                                .map(s -> s.getName().equals("java.lang.Record"))
                                .orElse(false))
                        .toList();
        assertFalse(records.isEmpty(), "the REST adapter's records are found");
        Set<String> missing = new TreeSet<>();
        for (JavaClass record : records) {
            // the HTML widget's view records are read by resolvers Qute generates at build time
            if (!registered.contains(record.getName())
                    && !record.getPackageName().equals("dev.reportwidget.adapters.rest.widget.html")) {
                missing.add(record.getName());
            }
        }
        assertTrue(missing.isEmpty(), "add to " + CONFIG + ": " + missing);
    }
}
