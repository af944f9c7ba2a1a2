package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.reportwidget.adapters.rest.OperationId;
import dev.reportwidget.adapters.rest.OperationIds;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.junit.jupiter.api.Test;

/**
 * The operation IDs cannot drift: every {@code @Operation} of the adapters names a value of {@link
 * OperationId} (through its {@link OperationIds} constant), each value is named by exactly one
 * resource method, and each constant of {@link OperationIds} is the ID of the value of its name.
 */
class OperationIdsTest {

    @Test
    void everyOperationNamesOneOperationIdAndEveryOperationIdIsNamedOnce() {
        List<JavaMethod> operations = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.reportwidget.adapters")
                        .stream()
                        .flatMap(c -> c.getMethods().stream())
                        .filter(m -> m.isAnnotatedWith(Operation.class))
                        .toList();
        assertFalse(operations.isEmpty(), "the resources' operations are found");
        Map<String, OperationId> known =
                Arrays.stream(OperationId.values()).collect(Collectors.toMap(OperationId::id, Function.identity()));
        Map<String, List<String>> named = new TreeMap<>();
        for (JavaMethod method : operations) {
            String id = method.getAnnotationOfType(Operation.class).operationId();
            named.computeIfAbsent(id, key -> new ArrayList<>()).add(method.getFullName());
        }
        Set<String> unknown = new TreeSet<>(named.keySet());
        unknown.removeAll(known.keySet());
        assertTrue(unknown.isEmpty(), "add to OperationId and OperationIds: " + unknown);
        Set<String> unused = new TreeSet<>(known.keySet());
        unused.removeAll(named.keySet());
        assertTrue(unused.isEmpty(), "no resource method names: " + unused);
        Map<String, List<String>> twice = new TreeMap<>(named);
        twice.values().removeIf(methods -> methods.size() == 1);
        assertTrue(twice.isEmpty(), "named by more than one method: " + twice);
    }

    @Test
    void everyConstantIsTheIdOfTheValueOfItsName() throws IllegalAccessException {
        Map<String, String> constants = new TreeMap<>();
        for (Field field : OperationIds.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                constants.put(field.getName(), (String) field.get(null));
            }
        }
        Map<String, String> values = Arrays.stream(OperationId.values())
                .collect(Collectors.toMap(OperationId::name, OperationId::id, (a, b) -> a, TreeMap::new));
        assertEquals(values, constants);
    }
}
