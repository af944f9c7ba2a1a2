package dev.reportwidget.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.reportwidget.bootstrap.ExternalDatabaseMain;
import dev.reportwidget.bootstrap.ReportWidgetMain;
import dev.reportwidget.bootstrap.local.EmbeddedDatabase;
import org.junit.jupiter.api.Test;

/**
 * The native executable starts through {@link ExternalDatabaseMain} (the native profile's
 * {@code quarkus.package.main-class}) and is built without the embedded PostgreSQL's library: the
 * image builder links every class it reaches at build time, so nothing reachable from that main
 * class may name the embedded database. The jar's {@link ReportWidgetMain} does, and must.
 */
class NativeImageMainTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("dev.reportwidget.bootstrap");

    @Test
    void theNativeMainReachesNothingOfTheEmbeddedDatabase() {
        assertTrue(CLASSES.contain(ExternalDatabaseMain.class) && CLASSES.contain(EmbeddedDatabase.class));
        noClasses()
                .that()
                .belongToAnyOf(ExternalDatabaseMain.class)
                .should()
                .transitivelyDependOnClassesThat()
                .resideInAnyPackage("io.zonky..")
                .orShould()
                .transitivelyDependOnClassesThat()
                .belongToAnyOf(EmbeddedDatabase.class)
                .because("the native image holds no embedded PostgreSQL, and links what it reaches at build time")
                .check(CLASSES);
        // the rule can fail: the jar's main class reaches it
        assertTrue(CLASSES.get(ReportWidgetMain.class).getDirectDependenciesFromSelf().stream()
                .anyMatch(d -> d.getTargetClass().isEquivalentTo(EmbeddedDatabase.class)));
    }
}
