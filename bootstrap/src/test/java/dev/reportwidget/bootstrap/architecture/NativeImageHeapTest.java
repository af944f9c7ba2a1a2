package dev.reportwidget.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The native build initialises the service's classes while it builds the image, and refuses an
 * image heap holding a random generator (its seed would be the same in every process), a thread, or
 * an open file, socket or channel: "Detected an instance of Random/SplittableRandom class in the
 * image heap", found only after minutes of analysis. A static field is where such an object would
 * be made at build time, so no static field of the service's own classes may have one of these
 * types; such objects are made at run time (in a constructor, or by bootstrap's wiring).
 */
class NativeImageHeapTest {

    /** Types, and every subtype, that GraalVM refuses in the image heap. */
    static final List<Class<?>> REFUSED_IN_IMAGE_HEAP = List.of(
            // Random, SecureRandom, ThreadLocalRandom, SplittableRandom and any other generator
            java.util.random.RandomGenerator.class,
            Thread.class,
            java.util.Timer.class,
            java.util.concurrent.ExecutorService.class,
            java.io.FileDescriptor.class,
            java.io.FileInputStream.class,
            java.io.FileOutputStream.class,
            java.io.RandomAccessFile.class,
            java.net.Socket.class,
            java.net.ServerSocket.class,
            java.net.DatagramSocket.class,
            // FileChannel, SocketChannel, ServerSocketChannel, every other channel
            java.nio.channels.Channel.class);

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(new ImportOption.DoNotIncludeTests())
                .importPackages("dev.reportwidget");
    }

    @Test
    void theServicesOwnClassesAreImportedWithTheirStaticFields() {
        assertFalse(classes.contain(NativeImageHeapTest.class), "test classes must not be checked as main code");
        // the rule below would check nothing if the classes, or their static fields, were not there
        assertTrue(
                classes.stream().map(JavaClass::getPackageName).distinct().count() > 20,
                "the service's packages were not imported");
        assertTrue(
                classes.stream()
                                .flatMap(c -> c.getFields().stream())
                                .filter(f -> f.getModifiers().contains(JavaModifier.STATIC))
                                .count()
                        > 100,
                "the static fields of the service's classes were not imported");
    }

    @Test
    void noStaticFieldHoldsWhatTheImageHeapRefuses() {
        noFields()
                .that()
                .areStatic()
                .should()
                .haveRawType(refusedInImageHeap())
                .because("the native build initialises classes at build time, and GraalVM refuses these objects"
                        + " in the image heap: create them at run time")
                .check(classes);
    }

    private static DescribedPredicate<JavaClass> refusedInImageHeap() {
        return DescribedPredicate.describe(
                "a type GraalVM refuses in the image heap (random generator, thread, timer, executor, open file,"
                        + " socket or channel)",
                type -> REFUSED_IN_IMAGE_HEAP.stream().anyMatch(type::isAssignableTo));
    }
}
