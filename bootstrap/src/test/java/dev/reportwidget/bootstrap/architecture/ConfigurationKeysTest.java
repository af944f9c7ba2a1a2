package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaAnnotation;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaParameter;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.ConfigMappingInterface;
import io.smallrye.config.ConfigMappings;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The service's own keys ({@code rw.*}) are read only through {@code @ConfigMapping} interfaces,
 * each key by one of them, with its default written once (in {@code @WithDefault}); README.md's
 * key tables list exactly these keys with these defaults.
 */
class ConfigurationKeysTest {

    /**
     * Keys the main class reads itself, before Quarkus (and so any mapping) exists. They are
     * documented in the README like the others, but no mapping has them.
     */
    static final Set<String> READ_BEFORE_QUARKUS_STARTS =
            Set.of("rw.data-dir", "rw.embedded-db.port", "rw.embedded-db.enabled", "rw.log.format");

    /** The README's tables of keys: the configuration section and the one of operations. */
    static final List<String> README_TABLES = List.of("## Configuration", "### Configuration keys of operations");

    private static final Pattern ROW = Pattern.compile("^\\|([^|]*)\\|([^|]*)\\|.*\\|\\s*$");
    private static final Pattern QUOTED = Pattern.compile("`([^`]*)`");

    record MappedKey(String key, Optional<String> defaultValue, String mapping) {}

    record ReadmeRow(String key, String defaultCell, int line) {

        /** The first quoted value of the default cell, else the cell as written ("unset", ...). */
        String defaultValue() {
            Matcher quoted = QUOTED.matcher(defaultCell);
            return quoted.find() ? quoted.group(1) : defaultCell;
        }
    }

    private static Path repository;
    private static JavaClasses mainClasses;
    private static List<Class<?>> mappings;
    private static Map<String, MappedKey> mapped;
    private static List<String> mappedTwice;
    private static Map<String, ReadmeRow> documented;
    private static Properties packaged;
    /** rw.* keys that Quarkus' own keys in application.properties refer to with ${...}. */
    private static Set<String> referenced;

    private static List<String> readmeProblems;

    @BeforeAll
    static void readMappingsAndReadme() throws IOException {
        repository = repositoryRoot();
        mainClasses = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.reportwidget");
        mappings = mainClasses.stream()
                .filter(c -> c.isAnnotatedWith(ConfigMapping.class))
                .map(JavaClass::reflect)
                .toList();
        mapped = new LinkedHashMap<>();
        mappedTwice = new ArrayList<>();
        for (Class<?> mapping : mappings) {
            for (MappedKey key : keysOf(mapping)) {
                // a mapping of Quarkus' own keys (quarkus.http.proxy.*, say) reads what Quarkus documents
                if (!key.key().startsWith("rw.")) {
                    continue;
                }
                MappedKey earlier = mapped.putIfAbsent(key.key(), key);
                // an optional list is listed as the list and as its elements: one key
                if (earlier != null && !earlier.mapping().equals(key.mapping())) {
                    mappedTwice.add(key.key() + " is mapped by " + earlier.mapping() + " and " + key.mapping());
                }
            }
        }
        documented = new LinkedHashMap<>();
        readmeProblems = new ArrayList<>();
        readReadme(Files.readAllLines(repository.resolve("README.md"), StandardCharsets.UTF_8));
        packaged = new Properties();
        try (Reader in = Files.newBufferedReader(
                repository.resolve("bootstrap/src/main/resources/application.properties"), StandardCharsets.UTF_8)) {
            packaged.load(in);
        }
        referenced = new TreeSet<>();
        Pattern reference = Pattern.compile("\\$\\{(rw\\.[^}:]+)");
        for (String key : packaged.stringPropertyNames()) {
            reference.matcher(packaged.getProperty(key)).results().forEach(m -> referenced.add(m.group(1)));
        }
    }

    /** Every leaf key of a mapping with its {@code @WithDefault}, named as SmallRye names it. */
    static List<MappedKey> keysOf(Class<?> mapping) {
        String prefix = mapping.getAnnotation(ConfigMapping.class).prefix();
        Map<String, ConfigMappingInterface.Property> properties =
                ConfigMappings.getProperties(ConfigMappings.ConfigClass.configClass(mapping, prefix));
        List<MappedKey> keys = new ArrayList<>();
        properties.forEach((key, property) -> {
            if (!property.isGroup()) {
                Optional<String> defaultValue =
                        property.hasDefaultValue() ? Optional.of(property.getDefaultValue()) : Optional.empty();
                // a list's elements are named key[*]; the key is the list's
                keys.add(new MappedKey(key.replace("[*]", ""), defaultValue, mapping.getName()));
            }
        });
        return keys;
    }

    private static void readReadme(List<String> lines) {
        for (String heading : README_TABLES) {
            int start = lines.indexOf(heading);
            if (start < 0) {
                readmeProblems.add("README.md has no section '" + heading + "'");
                continue;
            }
            int level = heading.indexOf(' ');
            for (int i = start + 1; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("#") && line.indexOf(' ') <= level) {
                    break;
                }
                Matcher row = ROW.matcher(line);
                if (!row.matches()) {
                    continue;
                }
                List<String> keys = QUOTED.matcher(row.group(1))
                        .results()
                        .map(m -> m.group(1))
                        .toList();
                if (keys.stream().noneMatch(k -> k.startsWith("rw."))) {
                    continue;
                }
                if (keys.size() != 1) {
                    readmeProblems.add("README.md line " + (i + 1) + ": one rw.* key per row, not " + keys);
                    continue;
                }
                var documentedRow = new ReadmeRow(keys.get(0), row.group(2).trim(), i + 1);
                if (documented.putIfAbsent(documentedRow.key(), documentedRow) != null) {
                    readmeProblems.add("README.md line " + (i + 1) + ": " + documentedRow.key() + " has a row already");
                }
            }
        }
    }

    private static Path repositoryRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }

    @Test
    void mappingsAndReadmeRowsAreFound() {
        for (String module : List.of(
                "dev.reportwidget.adapters.rest",
                "dev.reportwidget.adapters.persistence",
                "dev.reportwidget.bootstrap")) {
            assertTrue(
                    mappings.stream().anyMatch(m -> m.getPackageName().startsWith(module)),
                    "no @ConfigMapping found in " + module + ": the checks below would check nothing there");
        }
        assertTrue(documented.size() > READ_BEFORE_QUARKUS_STARTS.size(), "README rows found: " + documented.keySet());
        assertEquals(List.of(), readmeProblems);
    }

    @Test
    void noKeyIsMappedTwice() {
        assertEquals(List.of(), mappedTwice, "map each key once; pass its value through bootstrap's wiring");
    }

    @Test
    void everyMappedKeyIsInTheReadmeWithItsDefault() {
        List<String> problems = new ArrayList<>();
        for (MappedKey key : mapped.values()) {
            ReadmeRow row = documented.get(key.key());
            if (row == null) {
                problems.add(key.key() + " (" + key.mapping() + ") has no row in README.md's configuration tables");
                continue;
            }
            String expected = key.defaultValue().orElse(packaged.getProperty(key.key(), "unset"));
            if (!row.defaultValue().equals(expected)) {
                problems.add(key.key() + ": README.md line " + row.line() + " says the default is '"
                        + row.defaultValue() + "', " + key.mapping() + " says '" + expected + "'");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyKeyInTheReadmeIsMapped() {
        List<String> unmapped = documented.values().stream()
                .filter(row -> !mapped.containsKey(row.key()) && !READ_BEFORE_QUARKUS_STARTS.contains(row.key()))
                .map(row -> row.key() + " (README.md line " + row.line() + ") is read by no @ConfigMapping")
                .toList();
        assertEquals(List.of(), unmapped);
        Set<String> undocumented = new TreeSet<>(READ_BEFORE_QUARKUS_STARTS);
        undocumented.removeAll(documented.keySet());
        assertEquals(Set.of(), undocumented, "keys read before Quarkus starts, missing in README.md");
    }

    @Test
    void mainCodeReadsNoKeyOutsideTheMappings() {
        Set<String> readElsewhere = new TreeSet<>();
        for (JavaClass type : mainClasses) {
            for (JavaField field : type.getFields()) {
                configPropertyKey(field.getAnnotations()).ifPresent(key -> readElsewhere.add(key + " in " + field));
            }
            for (JavaCodeUnit unit : type.getCodeUnits()) {
                for (JavaParameter parameter : unit.getParameters()) {
                    configPropertyKey(parameter.getAnnotations())
                            .ifPresent(key -> readElsewhere.add(key + " in " + unit.getFullName()));
                }
            }
        }
        assertEquals(Set.of(), readElsewhere, "read rw.* keys through a @ConfigMapping, not @ConfigProperty");
    }

    private static Optional<String> configPropertyKey(Set<? extends JavaAnnotation<?>> annotations) {
        return annotations.stream()
                .filter(a -> a.getRawType().isEquivalentTo(ConfigProperty.class))
                .map(a -> String.valueOf(a.get("name").orElse("")))
                .filter(name -> name.startsWith("rw."))
                .findFirst();
    }

    /**
     * A mapped key's default is its {@code @WithDefault}, except for a key that one of Quarkus' keys
     * refers to: Quarkus resolves the reference while building, before mappings exist, so that key's
     * default is in application.properties and only there.
     */
    @Test
    void applicationPropertiesRepeatsNoDefault() {
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(packaged.stringPropertyNames())) {
            if (!key.startsWith("rw.") || READ_BEFORE_QUARKUS_STARTS.contains(key)) {
                continue;
            }
            MappedKey mappedKey = mapped.get(key);
            if (mappedKey == null) {
                problems.add(key + " is set in application.properties but read by no @ConfigMapping");
            } else if (mappedKey.defaultValue().isPresent()) {
                problems.add(key + " is set in application.properties and in " + mappedKey.mapping()
                        + "'s @WithDefault: write it once");
            } else if (!referenced.contains(key)) {
                problems.add(key + " is set in application.properties; its default belongs in " + mappedKey.mapping()
                        + "'s @WithDefault");
            }
        }
        for (String key : referenced) {
            if (!packaged.containsKey(key)) {
                problems.add("application.properties refers to " + key + " but sets no value for it");
            }
        }
        assertEquals(List.of(), problems);
    }
}
