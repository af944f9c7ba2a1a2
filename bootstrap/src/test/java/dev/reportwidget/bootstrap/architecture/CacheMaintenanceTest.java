package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.benmanes.caffeine.cache.Caffeine;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every Caffeine cache the service builds runs its maintenance on the thread that reads or writes
 * it. Caffeine's default hands maintenance to the common fork-join pool whenever a read buffer
 * fills (every 16 reads of a cache per thread) and after every write: on a cached widget request,
 * which reads several caches, that woke a pool thread about every fifth request, a futex wake and
 * two context switches costing more than the maintenance itself.
 */
class CacheMaintenanceTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("dev.reportwidget");

    @Test
    void everyCacheBuilderRunsMaintenanceOnTheCaller() {
        List<String> builders = classesCalling("newBuilder");
        List<String> withExecutor = classesCalling("executor");
        assertTrue(
                builders.containsAll(List.of(
                        "KeptRenderings", "KeptAccessDecisions", "SharedWidgetsAdapter", "PublicWidgetRateLimiter")),
                "the check must see the caches a widget request reads; it saw " + builders);
        assertEquals(
                builders,
                withExecutor,
                "every class that builds a Caffeine cache sets its executor (Runnable::run): maintenance on a pool"
                        + " thread wakes it about every 16 reads (docs/adr/0008-cache-maintenance-on-the-caller.md)");
    }

    /** The classes (by simple name, sorted) that call the named method of Caffeine's builder. */
    private static List<String> classesCalling(String method) {
        return CLASSES.stream()
                .filter(c -> c.getMethodCallsFromSelf().stream()
                        .anyMatch(call -> call.getTargetOwner().isEquivalentTo(Caffeine.class)
                                && call.getName().equals(method)))
                .map(JavaClass::getSimpleName)
                .sorted()
                .toList();
    }
}
