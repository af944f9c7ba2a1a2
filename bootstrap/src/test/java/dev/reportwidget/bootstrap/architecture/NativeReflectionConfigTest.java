package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import org.junit.jupiter.api.Test;

/**
 * Request and response records of the REST adapter, and the JSON columns' documents of the
 * persistence adapter, are (de)serialised by reflection; a native image sees them only through
 * src-native-config's reflect-config.json, which must list every one, and nothing that is gone.
 */
class NativeReflectionConfigTest {

    private static final String CONFIG =
            "META-INF/native-image/dev.reportwidget/report-widget-service/reflect-config.json";

    @Test
    void everyRestRecordIsRegisteredForReflection() throws Exception {
        Set<String> registered = registered();
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

    @Test
    void everyDocumentOfAJsonColumnIsRegisteredWithEveryTypeItHolds() throws Exception {
        Set<String> registered = registered();
        List<JavaClass> entities = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.reportwidget.adapters.persistence")
                        .stream()
                        .toList();
        Set<Class<?>> documents = new HashSet<>();
        for (JavaClass entity : entities) {
            for (JavaField field : entity.getFields()) {
                boolean json = field.tryGetAnnotationOfType(JdbcTypeCode.class)
                        .map(code -> code.value() == SqlTypes.JSON)
                        .orElse(false);
                if (json) {
                    heldTypes(field.reflect().getGenericType(), documents);
                }
            }
        }
        assertFalse(documents.isEmpty(), "the JSON columns' documents are found");
        Set<String> missing = new TreeSet<>();
        for (Class<?> document : documents) {
            if (!registered.contains(document.getName())) {
                missing.add(document.getName());
            }
        }
        assertTrue(missing.isEmpty(), "add to " + CONFIG + ": " + missing);
    }

    @Test
    void everyRegisteredClassExists() throws Exception {
        Set<String> gone = new TreeSet<>();
        for (String name : registered()) {
            try {
                Class.forName(name, false, getClass().getClassLoader());
            } catch (ClassNotFoundException e) {
                gone.add(name);
            }
        }
        assertTrue(gone.isEmpty(), "remove from " + CONFIG + " (no such class): " + gone);
    }

    /** The service's own types a document of {@code type} holds, itself included, field by field. */
    private static void heldTypes(Type type, Set<Class<?>> found) {
        switch (type) {
            case ParameterizedType parameterized -> {
                heldTypes(parameterized.getRawType(), found);
                for (Type argument : parameterized.getActualTypeArguments()) {
                    heldTypes(argument, found);
                }
            }
            case Class<?> type1 when type1.isArray() -> heldTypes(type1.getComponentType(), found);
            case Class<?> type1
            when type1.getName().startsWith("dev.reportwidget.") && found.add(type1) -> {
                for (Field field : type1.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers())) {
                        heldTypes(field.getGenericType(), found);
                    }
                }
            }
            default -> {}
        }
    }

    private Set<String> registered() throws Exception {
        Set<String> registered = new HashSet<>();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(CONFIG)) {
            assertTrue(in != null, "reflect-config.json is on the classpath");
            for (JsonNode entry : new ObjectMapper().readTree(in)) {
                registered.add(entry.get("name").asText());
            }
        }
        return registered;
    }
}
