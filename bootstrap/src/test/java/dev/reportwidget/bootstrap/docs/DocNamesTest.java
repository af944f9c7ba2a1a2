package dev.reportwidget.bootstrap.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What README.md and docs/ name in code spans exists: a class of the service (main or test code)
 * and the member named after its dot, a migration, a file of the repository. A rename that leaves
 * the docs behind fails here instead of misleading a reader.
 */
class DocNamesTest {

    /** A class name (two capitals at least, so plain words and headers are left alone), maybe with a member. */
    private static final Pattern CLASS =
            Pattern.compile("`([A-Z][a-z]+[A-Z][A-Za-z0-9]*)((?:\\.[A-Za-z][A-Za-z0-9]*)*)`");

    private static final Pattern MIGRATION = Pattern.compile("V\\d+__[a-z0-9_]+\\.sql");
    private static final Pattern FILE = Pattern.compile(
            "`((?:bench|clients|container|docs|src-native-config|\\.ci|(?:domain|application|bootstrap|adapters/\\w+)/src)/[\\w./-]*[\\w])`");

    /** Other projects' classes the pages mention, and words in code spans that only look like class names. */
    private static final Set<String> EXTERNAL = Set.of(
            "EntityManager",
            "JsonUtil",
            "JsonWebSignature",
            "JwtClaims",
            "PrivateKey",
            // the generated Java clients' exception, and the Java signer docs/embedding.md prints
            "ApiException",
            "SignEmbed",
            "ObjectWriter",
            "MemorySize",
            "UnsupportedClassVersionError",
            "EdDSA",
            "NaN",
            "HttpOnly",
            "SameSite",
            "RateLimit",
            "RuntimeDefault",
            "IfNotPresent");

    private static Path repository;
    private static List<Path> pages;
    private static Map<String, List<JavaClass>> classesByName;
    /** Every Java source of the repository by its simple name: test classes of other modules are not on this class path. */
    private static Map<String, List<Path>> sources;

    private static Set<String> migrations;

    @BeforeAll
    static void read() throws IOException {
        repository = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(repository.resolve("bootstrap"))
                || !Files.isRegularFile(repository.resolve("README.md"))) {
            repository = repository.getParent();
        }
        pages = new ArrayList<>(List.of(repository.resolve("README.md")));
        try (Stream<Path> files = Files.walk(repository.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        JavaClasses classes = new ClassFileImporter().importPackages("dev.reportwidget");
        classesByName = new HashMap<>();
        for (JavaClass type : classes) {
            classesByName
                    .computeIfAbsent(type.getSimpleName(), n -> new ArrayList<>())
                    .add(type);
        }
        sources = new HashMap<>();
        try (Stream<Path> files = Files.walk(repository)) {
            files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f ->
                            !f.toString().contains("/target/") && !f.toString().contains("/."))
                    .forEach(f -> sources.computeIfAbsent(
                                    f.getFileName().toString().replace(".java", ""), n -> new ArrayList<>())
                            .add(f));
        }
        try (Stream<Path> files =
                Files.list(repository.resolve("adapters/persistence/src/main/resources/db/migration"))) {
            migrations = Set.copyOf(files.map(f -> f.getFileName().toString()).toList());
        }
    }

    /** Whether a class of that simple name exists with every member of the chain (methods, fields, nested classes). */
    static boolean exists(String name, String members) throws IOException {
        if (EXTERNAL.contains(name)) {
            return true;
        }
        if (!sources.containsKey(name)) {
            return false;
        }
        List<JavaClass> candidates = classesByName.getOrDefault(name, List.of());
        if (candidates.isEmpty()) {
            // a class outside this module's class path: its members are looked up in its source
            for (String member :
                    members.isEmpty() ? new String[0] : members.substring(1).split("\\.")) {
                boolean found = false;
                for (Path source : sources.get(name)) {
                    found |= Pattern.compile("\\b" + member + "\\b")
                            .matcher(Files.readString(source, StandardCharsets.UTF_8))
                            .find();
                }
                if (!found) {
                    return false;
                }
            }
            return true;
        }
        for (String member :
                members.isEmpty() ? new String[0] : members.substring(1).split("\\.")) {
            List<JavaClass> next = new ArrayList<>();
            boolean found = false;
            for (JavaClass type : candidates) {
                if (type.getAllMembers().stream().map(JavaMember::getName).anyMatch(member::equals)) {
                    found = true;
                }
                classesByName.getOrDefault(member, List.of()).stream()
                        .filter(inner ->
                                inner.getEnclosingClass().filter(type::equals).isPresent())
                        .forEach(next::add);
            }
            if (!found && next.isEmpty()) {
                return false;
            }
            candidates = next.isEmpty() ? candidates : next;
        }
        return !candidates.isEmpty();
    }

    @Test
    void theCheckKnowsTheService() throws IOException {
        assertTrue(exists("WidgetAccess", ".admits"));
        assertTrue(exists("WidgetViewer", ".PublicLink"));
        assertTrue(!exists("WidgetAccess", ".grants"));
        assertTrue(!exists("NoSuchResource", ""));
        assertTrue(migrations.size() > 10, "migrations: " + migrations);
    }

    @Test
    void everyClassMigrationAndFileTheDocsNameExists() throws IOException {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String at = repository.relativize(page) + ":" + (i + 1) + ": ";
                Matcher name = CLASS.matcher(lines.get(i));
                while (name.find()) {
                    checked++;
                    if (!exists(name.group(1), name.group(2))) {
                        problems.add(at + name.group(1) + name.group(2) + " is no class or member of the service");
                    }
                }
                Matcher migration = MIGRATION.matcher(lines.get(i));
                while (migration.find()) {
                    checked++;
                    if (!migrations.contains(migration.group())) {
                        problems.add(at + migration.group() + " is no migration");
                    }
                }
                Matcher file = FILE.matcher(lines.get(i));
                while (file.find()) {
                    checked++;
                    if (!Files.exists(repository.resolve(file.group(1)))) {
                        problems.add(at + file.group(1) + " does not exist");
                    }
                }
            }
        }
        assertTrue(checked > 50, "names checked: " + checked);
        assertEquals(List.of(), problems);
    }
}
