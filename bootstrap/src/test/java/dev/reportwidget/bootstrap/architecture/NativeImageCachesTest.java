package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ClientProxy;
import io.quarkus.caffeine.runtime.graal.CacheConstructorsFeature;
import io.quarkus.test.junit.QuarkusTest;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Caffeine builds each cache from two generated classes that it finds by name, one for the
 * combination of builder options ({@code SSMSA}: strong keys and values, a maximum size, expiry
 * after access) and one for its entries ({@code PSAMS}). A native image holds only the classes it
 * was told about: Quarkus registers a fixed set, src-native-config's reflect-config.json the rest.
 * A cache built with any other combination fails in the binary on its first use, with
 * {@code ClassNotFoundException: com.github.benmanes.caffeine.cache.PSAMS}, while the JVM never
 * notices. This test finds every cache the service's beans build and fails for a class the image
 * would not hold.
 */
@QuarkusTest
class NativeImageCachesTest {

    private static final String CONFIG =
            "META-INF/native-image/dev.reportwidget/report-widget-service/reflect-config.json";
    private static final String CAFFEINE_PACKAGE = Caffeine.class.getPackageName() + ".";

    @Test
    void everyCaffeineCacheOfTheServiceIsOfAKindTheImageHolds() throws Exception {
        Set<String> inImage = classesTheImageHolds();
        List<JavaClass> builders = new ClassFileImporter()
                .withImportOption(new ImportOption.DoNotIncludeTests()).importPackages("dev.reportwidget").stream()
                        .filter(c -> c.getMethodCallsFromSelf().stream()
                                .anyMatch(call -> call.getTargetOwner().isEquivalentTo(Caffeine.class)
                                        && call.getName().equals("newBuilder")))
                        .toList();
        assertTrue(builders.size() >= 6, "the service's cache builders are found: " + builders);
        Set<String> missing = new TreeSet<>();
        List<String> seen = new ArrayList<>();
        for (JavaClass builder : builders) {
            Object bean = ClientProxy.unwrap(
                    Arc.container().instance(builder.reflect()).get());
            assertTrue(bean != null, builder.getName() + " builds a cache, so it must be a bean this test can read");
            List<Cache<?, ?>> caches = cachesOf(bean);
            assertFalse(caches.isEmpty(), builder.getName() + " builds a Caffeine cache held in a field");
            for (Cache<?, ?> cache : caches) {
                for (String generated : generatedClassesOf(cache)) {
                    seen.add(builder.getSimpleName() + ": " + generated);
                    if (!inImage.contains(generated)) {
                        missing.add(generated + " (a cache of " + builder.getSimpleName() + ")");
                    }
                }
            }
        }
        assertTrue(
                missing.isEmpty(),
                "register these Caffeine classes in " + CONFIG
                        + " (allDeclaredConstructors, and the FACTORY field where the class has one), or build the cache with options"
                        + " of a registered kind: " + missing + "; every cache seen: " + seen);
    }

    /** What Quarkus' Caffeine feature registers for every image, and what our configuration adds. */
    private static Set<String> classesTheImageHolds() throws Exception {
        Set<String> names = new HashSet<>();
        Arrays.stream(CacheConstructorsFeature.typesNeedingConstructorsRegistered())
                .forEach(names::add);
        // the Quarkus build turns stats classes on with -J-Dio.quarkus.caffeine.graalvm.recordStats=true
        Arrays.stream(CacheConstructorsFeature.typesNeedingConstructorsRegisteredWhenRecordingStats())
                .forEach(names::add);
        try (InputStream in = NativeImageCachesTest.class.getClassLoader().getResourceAsStream(CONFIG)) {
            assertTrue(in != null, CONFIG + " is on the classpath");
            for (JsonNode entry : new ObjectMapper().readTree(in)) {
                String name = entry.get("name").asText();
                if (name.startsWith(CAFFEINE_PACKAGE)) {
                    assertTrue(
                            entry.path("allDeclaredConstructors").asBoolean(),
                            name + " needs its constructors: Caffeine makes it through them");
                    boolean declaresFactory = Arrays.stream(Class.forName(name).getDeclaredFields())
                            .anyMatch(field -> field.getName().equals("FACTORY"));
                    assertTrue(
                            !declaresFactory || entry.path("fields").toString().contains("\"FACTORY\""),
                            name + " needs its FACTORY field: Caffeine reads it to make the cache");
                    names.add(name);
                }
            }
        }
        return names;
    }

    /** The caches a bean holds in its own fields. */
    private static List<Cache<?, ?>> cachesOf(Object bean) throws IllegalAccessException {
        List<Cache<?, ?>> caches = new ArrayList<>();
        for (Class<?> type = bean.getClass(); type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && Cache.class.isAssignableFrom(field.getType())) {
                    field.setAccessible(true);
                    Object cache = field.get(bean);
                    if (cache != null) {
                        caches.add((Cache<?, ?>) cache);
                    }
                }
            }
        }
        return caches;
    }

    /**
     * The two generated classes of a cache: its own ({@code BoundedLocalManualCache.cache}) and its
     * entries' factory ({@code BoundedLocalCache.nodeFactory}). An unbounded cache has neither.
     */
    private static List<String> generatedClassesOf(Cache<?, ?> cache) throws ReflectiveOperationException {
        Object local = read(cache, "cache");
        if (local == null || !local.getClass().getName().startsWith(CAFFEINE_PACKAGE)) {
            return List.of();
        }
        List<String> generated = new ArrayList<>();
        if (!local.getClass().getSimpleName().startsWith("Unbounded")) {
            generated.add(local.getClass().getName());
            Object nodes = read(local, "nodeFactory");
            generated.add(nodes.getClass().getName());
        }
        return generated;
    }

    private static Object read(Object owner, String name) throws ReflectiveOperationException {
        for (Class<?> type = owner.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                return field.get(owner);
            } catch (NoSuchFieldException notHere) {
                // a superclass declares it
            }
        }
        return null;
    }
}
