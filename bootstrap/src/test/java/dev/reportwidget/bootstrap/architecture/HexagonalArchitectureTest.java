package dev.reportwidget.bootstrap.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The hexagon's import rules, checked on the main classes of every module. No rule allows an empty
 * "should": a renamed package makes a rule fail instead of pass vacuously.
 */
class HexagonalArchitectureTest {

    private static final String ROOT = "dev.reportwidget";
    private static final String DOMAIN = ROOT + ".domain";
    private static final String APPLICATION = ROOT + ".application";
    private static final String ADAPTERS = ROOT + ".adapters";
    private static final String REST = ADAPTERS + ".rest";
    private static final String PERSISTENCE = ADAPTERS + ".persistence";
    private static final String FILE_FORMATS = ADAPTERS + ".fileformats";
    private static final String CONSOLE = ADAPTERS + ".console";
    private static final String EMBED = ADAPTERS + ".embed";
    private static final String CACHE = ADAPTERS + ".cache";
    private static final String BOOTSTRAP = ROOT + ".bootstrap";

    private static final String[] FRAMEWORKS = {
        "jakarta..", "javax..", "io.quarkus..", "io.smallrye..", "org.hibernate..", "com.fasterxml.."
    };

    /** What identifies JOSE code: the JWS/JWT libraries a Java service would use. */
    private static final DescribedPredicate<JavaClass> JOSE = resideInAnyPackage(
                    "org.jose4j..",
                    "io.smallrye.jwt..",
                    "com.nimbusds.jose..",
                    "com.nimbusds.jwt..",
                    "io.jsonwebtoken..")
            .as("are JOSE code");

    /** What identifies an HTTP client: the JDK's, Vert.x's, the REST clients and the usual libraries. */
    private static final DescribedPredicate<JavaClass> HTTP_CLIENT = resideInAnyPackage(
                    "java.net.http..",
                    "io.vertx.ext.web.client..",
                    "org.eclipse.microprofile.rest.client..",
                    "io.quarkus.rest.client..",
                    "org.apache.http..",
                    "org.apache.hc..",
                    "okhttp3..")
            .or(resideInAnyPackage("io.vertx.core.http..", "io.vertx.mutiny.core.http..")
                    .and(simpleNameStartingWith("HttpClient").or(simpleNameStartingWith("RequestOptions"))))
            .or(assignableTo(URLConnection.class))
            .as("belong to an HTTP client");

    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(new ImportOption.DoNotIncludeTests())
                .importPackages(ROOT);
    }

    private static String inside(String packageName) {
        return packageName + "..";
    }

    @Test
    void everyLayerIsImported() {
        for (String layer :
                new String[] {DOMAIN, APPLICATION, REST, PERSISTENCE, FILE_FORMATS, CONSOLE, EMBED, CACHE, BOOTSTRAP}) {
            assertTrue(
                    classes.stream().anyMatch(c -> isIn(c, layer) && !"package-info".equals(c.getSimpleName())),
                    "no class imported from " + layer + ": the rules below would check nothing there");
        }
    }

    /**
     * The adapters rule below finds adapters by package: each adapter module, including one added
     * later, must keep its classes in {@code dev.reportwidget.adapters.<module>} and be on this
     * test's class path, or the rule would not see it.
     */
    @Test
    void everyAdapterModuleIsOneSliceOfTheAdaptersRule() throws IOException {
        Set<String> modules;
        try (Stream<Path> folders = Files.list(repository().resolve("adapters"))) {
            modules = folders.filter(folder -> Files.isRegularFile(folder.resolve("pom.xml")))
                    .map(folder -> folder.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        Set<String> slices = classes.stream()
                .map(JavaClass::getPackageName)
                .filter(name -> name.startsWith(ADAPTERS + "."))
                .map(name -> name.substring(ADAPTERS.length() + 1).split("\\.")[0])
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(modules.size() >= 5, "adapter modules found: " + modules);
        assertEquals(modules, slices, "adapter modules (folders) against adapter packages with classes");
    }

    @Test
    void testClassesAreNotImported() {
        assertFalse(classes.contain(HexagonalArchitectureTest.class), "test classes must not be checked as main code");
    }

    @Test
    void domainDependsOnlyOnTheJdk() {
        classes()
                .that()
                .resideInAPackage(inside(DOMAIN))
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("java..", inside(DOMAIN))
                .because("the domain is plain Java (docs/architecture.md#modules)")
                .check(classes);
    }

    @Test
    void applicationDependsOnlyOnTheJdkAndTheDomain() {
        classes()
                .that()
                .resideInAPackage(inside(APPLICATION))
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("java..", inside(DOMAIN), inside(APPLICATION))
                .because("use cases are plain classes wired from bootstrap (docs/architecture.md#modules)")
                .check(classes);
    }

    @Test
    void domainAndApplicationImportNoFramework() {
        noClasses()
                .that()
                .resideInAnyPackage(inside(DOMAIN), inside(APPLICATION))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(FRAMEWORKS)
                .because("frameworks stay in adapters and bootstrap (docs/architecture.md#modules)")
                .check(classes);
    }

    @Test
    void domainAndApplicationDoNotDependOnAdaptersOrBootstrap() {
        noClasses()
                .that()
                .resideInAnyPackage(inside(DOMAIN), inside(APPLICATION))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(inside(ADAPTERS), inside(BOOTSTRAP))
                .because("dependencies point inwards")
                .check(classes);
    }

    @Test
    void restAdapterDoesNotDependOnOtherAdapters() {
        noClasses()
                .that()
                .resideInAPackage(inside(REST))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(inside(PERSISTENCE), inside(FILE_FORMATS), inside(CACHE))
                .check(classes);
    }

    @Test
    void persistenceAdapterDoesNotDependOnOtherAdapters() {
        noClasses()
                .that()
                .resideInAPackage(inside(PERSISTENCE))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(inside(REST), inside(FILE_FORMATS), inside(CACHE))
                .check(classes);
    }

    @Test
    void fileFormatsAdapterDoesNotDependOnOtherAdapters() {
        noClasses()
                .that()
                .resideInAPackage(inside(FILE_FORMATS))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(inside(REST), inside(PERSISTENCE), inside(CACHE))
                .check(classes);
    }

    @Test
    void consoleDependsOnNoOtherAdapterAndNeverOnPersistence() {
        noClasses()
                .that()
                .resideInAPackage(inside(CONSOLE))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        inside(REST),
                        inside(PERSISTENCE),
                        inside(FILE_FORMATS),
                        inside(CACHE),
                        inside(BOOTSTRAP),
                        "org.hibernate..",
                        "io.quarkus.hibernate..",
                        "io.quarkus.panache..",
                        "jakarta.persistence..",
                        "java.sql..",
                        "javax.sql..",
                        "io.agroal..")
                .because(
                        "every console action goes through the application's use cases, like the API (docs/console.md)")
                .check(classes);
    }

    @Test
    void cacheAdapterDependsOnNoOtherAdapter() {
        noClasses()
                .that()
                .resideInAPackage(inside(CACHE))
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        inside(REST), inside(PERSISTENCE), inside(FILE_FORMATS), inside(CONSOLE), inside(BOOTSTRAP))
                .because("the cache adapter keeps what the application's cache ports hand it; it reads no table"
                        + " and serves no request (a cache has one owner: docs/architecture.md#caches)")
                .check(classes);
    }

    @Test
    void consoleCallsTheApplication() {
        classes()
                .that()
                .resideInAPackage(inside(CONSOLE))
                .and()
                .haveSimpleNameEndingWith("Resource")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(inside(APPLICATION))
                .orShould()
                .haveSimpleName("RootResource")
                .check(classes);
    }

    @Test
    void theHtmlRendererServesOnlyTheHttpAdapter() {
        classes()
                .that()
                .resideInAPackage(REST + ".widget.html")
                .should()
                .onlyHaveDependentClassesThat(resideInAPackage(inside(REST + ".widget"))
                        .or(equivalentTo(dev.reportwidget.bootstrap.ConsoleWiring.class)))
                // the console's report preview reaches it only through the wiring, behind the console's own interface
                .because("a renderer that only the inbound adapters use belongs to the HTTP adapter, not to a port"
                        + " (docs/architecture.md#modules)")
                .check(classes);
    }

    @Test
    void persistenceHoldsNoJoseAndNoHttpClient() {
        // the predicates match real code (the embed adapter's), so the rule cannot pass by naming nothing
        assertTrue(anyClassDependsOn(EMBED, JOSE), "no JOSE dependency found in " + EMBED);
        assertTrue(anyClassDependsOn(EMBED, HTTP_CLIENT), "no HTTP client dependency found in " + EMBED);
        noClasses()
                .that()
                .resideInAPackage(inside(PERSISTENCE))
                .should()
                .dependOnClassesThat(JOSE)
                .orShould()
                .dependOnClassesThat(HTTP_CLIENT)
                .because("JOSE and JWKS fetching are the embed adapter's concern, not storage's"
                        + " (docs/architecture.md#modules)")
                .check(classes);
    }

    /** The application's inbound ports (use cases and what they take and give) and outbound ports, per capability. */
    private static final String INBOUND = APPLICATION + ".*.port.in..";

    private static final String OUTBOUND = APPLICATION + ".*.port.out..";

    @Test
    void everyCapabilityShowsItsPortsInTwoPackages() {
        Set<String> capabilities = classes.stream()
                .map(JavaClass::getPackageName)
                .filter(name -> name.startsWith(APPLICATION + "."))
                .map(name -> name.substring(APPLICATION.length() + 1).split("\\.")[0])
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(
                Set.of("account", "board", "integration", "lifecycle", "property", "record", "report", "widget"),
                capabilities);
        for (String capability : capabilities) {
            String in = APPLICATION + "." + capability + ".port.in";
            String out = APPLICATION + "." + capability + ".port.out";
            assertTrue(
                    classes.stream().anyMatch(c -> c.getPackageName().equals(in)),
                    capability + " has inbound ports in " + in);
            assertTrue(
                    classes.stream().anyMatch(c -> c.getPackageName().equals(out)),
                    capability + " has outbound ports in " + out);
        }
        classes()
                .that()
                .resideInAPackage(inside(APPLICATION))
                .and()
                .areInterfaces()
                .and()
                .haveSimpleNameEndingWith("UseCase")
                .should()
                .resideInAPackage(INBOUND)
                .because("a use case is an inbound port (docs/architecture.md#ports)")
                .check(classes);
    }

    @Test
    void adaptersUseTheApplicationOnlyThroughItsPorts() {
        noClasses()
                .that()
                .resideInAPackage(inside(ADAPTERS))
                .should()
                .dependOnClassesThat(resideInAPackage(inside(APPLICATION))
                        .and(DescribedPredicate.not(resideInAnyPackage(INBOUND, OUTBOUND))))
                .because("services and their helpers are the application's inside; bootstrap wires them"
                        + " (docs/architecture.md#ports)")
                .check(classes);
    }

    @Test
    void adaptersImplementOnlyOutboundPorts() {
        noClasses()
                .that()
                .resideInAPackage(inside(ADAPTERS))
                .should()
                .implement(resideInAPackage(INBOUND))
                .because("the application implements its use cases; an adapter implements what the application"
                        + " needs of the world (docs/architecture.md#ports)")
                .check(classes);
        assertTrue(
                classes.stream().filter(c -> isIn(c, ADAPTERS)).anyMatch(c -> c.getAllRawInterfaces().stream()
                        .anyMatch(port -> port.getPackageName().endsWith(".port.out"))),
                "adapters implement outbound ports: the rule above names real code");
    }

    /** Every class that implements an outbound port says, in its Javadoc, what it does. */
    @Test
    void everyAdapterOfAnOutboundPortSaysWhatItDoes() throws IOException {
        Set<String> undocumented = new TreeSet<>();
        int adapters = 0;
        for (JavaClass adapter : classes) {
            if (!isIn(adapter, ADAPTERS)
                    || !adapter.isTopLevelClass()
                    || adapter.getAllRawInterfaces().stream()
                            .noneMatch(port -> port.getPackageName().startsWith(APPLICATION + ".")
                                    && port.getPackageName().endsWith(".port.out"))) {
                continue;
            }
            adapters++;
            Path source = sourceOf(adapter);
            String text = Files.readString(source);
            Matcher declaration = Pattern.compile(
                            "^(?:@.*\\n)*(?:public |final |abstract )*(?:class|record|enum) " + adapter.getSimpleName()
                                    + "\\b",
                            Pattern.MULTILINE)
                    .matcher(text);
            if (!declaration.find()
                    || !text.substring(0, declaration.start()).strip().endsWith("*/")) {
                undocumented.add(adapter.getName());
            }
        }
        assertTrue(adapters >= 20, "adapters of outbound ports found: " + adapters);
        assertEquals(Set.of(), undocumented, "adapters without a Javadoc saying what they do");
    }

    private static Path sourceOf(JavaClass type) throws IOException {
        String relative = "src/main/java/" + type.getName().replace('.', '/') + ".java";
        try (Stream<Path> modules = Files.list(repository().resolve("adapters"))) {
            return modules.map(module -> module.resolve(relative))
                    .filter(Files::isRegularFile)
                    .findFirst()
                    .orElseThrow(() -> new IllegalStateException("no source of " + type.getName()));
        }
    }

    /**
     * An adapter drives the application through its use cases only: it never calls an outbound port,
     * which is the application's to call, except the one it implements itself (a decorator). A port is
     * a top-level interface; the types nested in it are what it takes and gives (the rows a bulk store
     * is handed, what an append did), which the adapter reads.
     */
    @Test
    void adaptersCallInboundPortsAndNeverAnOutboundOne() {
        DescribedPredicate<JavaMethodCall> anotherOutboundPort = DescribedPredicate.describe(
                "an outbound port of the application that the caller does not implement", call -> {
                    JavaClass port = call.getTargetOwner();
                    return port.isInterface()
                            && port.isTopLevelClass()
                            && port.getPackageName().startsWith(APPLICATION + ".")
                            && port.getPackageName().endsWith(".port.out")
                            && !call.getOriginOwner().isAssignableTo(port.getName());
                });
        noClasses()
                .that()
                .resideInAPackage(inside(ADAPTERS))
                .should()
                .callMethodWhere(anotherOutboundPort)
                .because("docs/architecture.md#ports")
                .check(classes);
        assertTrue(
                classes.stream()
                        .filter(c -> isIn(c, ADAPTERS))
                        .flatMap(c -> c.getMethodCallsFromSelf().stream())
                        .anyMatch(call -> call.getTargetOwner().getPackageName().endsWith(".port.in")
                                && call.getTargetOwner().isInterface()),
                "adapters call use cases: the rule above names real code");
    }

    /** Whether any class of the package (or its subpackages) depends directly on a class of {@code target}. */
    private static boolean anyClassDependsOn(String packageName, DescribedPredicate<? super JavaClass> target) {
        return classes.stream()
                .filter(c -> isIn(c, packageName))
                .flatMap(c -> c.getDirectDependenciesFromSelf().stream())
                .anyMatch(dependency -> target.test(dependency.getTargetClass()));
    }

    /** Every adapter, found by package: everyAdapterModuleIsOneSliceOfTheAdaptersRule keeps that true. */
    @Test
    void adaptersDoNotDependOnEachOther() {
        slices().matching(ADAPTERS + ".(*)..").should().notDependOnEachOther().check(classes);
    }

    private static Path repository() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("adapters")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException(
                "no adapters/ folder above " + Path.of("").toAbsolutePath());
    }

    private static boolean isIn(JavaClass javaClass, String packageName) {
        String name = javaClass.getPackageName();
        return name.equals(packageName) || name.startsWith(packageName + ".");
    }
}
