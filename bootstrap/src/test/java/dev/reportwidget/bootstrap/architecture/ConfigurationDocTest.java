package dev.reportwidget.bootstrap.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.ConfigMappingInterface;
import io.smallrye.config.ConfigMappings;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/configuration.md} is generated from the service's {@code @ConfigMapping} interfaces,
 * found by scanning every module's classes: each {@code rw.*} key with its type, its
 * {@code @WithDefault} and the javadoc of its method (read from the interface's source), under the
 * javadoc of its interface. The test fails when the committed file differs from what the
 * interfaces make now; with {@code -Dconfiguration-doc.write=true} it writes the file instead.
 */
class ConfigurationDocTest {

    static final String FILE = "docs/configuration.md";
    static final String WRITE = "configuration-doc.write";
    static final String REGENERATE = "mvn -B -pl bootstrap -am test -Dtest=ConfigurationDocTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -D" + WRITE + "=true";

    /** The keys the main class reads before Quarkus starts: no mapping holds them (ConfigurationKeysTest). */
    private static final List<String[]> READ_BEFORE_QUARKUS_STARTS = List.of(
            new String[] {
                "rw.data-dir", "Path", ".data", "Folder of the embedded database and of generated signing keys."
            },
            new String[] {
                "rw.embedded-db.enabled",
                "boolean",
                "true",
                "Whether a start without a database URL runs the embedded PostgreSQL; false makes such a start fail."
            },
            new String[] {"rw.embedded-db.port", "int", "0", "Port of the embedded PostgreSQL; 0 takes a free one."},
            new String[] {"rw.log.format", "String", "text", "The console log's format: `text` or `json`."});

    @Test
    void theCommittedConfigurationDocIsWhatTheMappingsMakeNow() throws IOException {
        Path repository = repositoryRoot();
        Path file = repository.resolve(FILE);
        String generated = generate(repository);
        if (Boolean.getBoolean(WRITE)) {
            Files.writeString(file, generated, StandardCharsets.UTF_8);
            return;
        }
        String committed = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        assertEquals(
                generated,
                committed,
                FILE + " differs from the @ConfigMapping interfaces; regenerate it from the repository root with: "
                        + REGENERATE);
    }

    @Test
    void theGeneratorFindsTheMappingsOfEveryModuleAndTheirJavadoc() {
        String generated = generate(repositoryRoot());
        for (String mapping : List.of("FileFormatsConfig", "HttpConfig", "IdempotencyConfig", "WidgetViewsConfig")) {
            assertTrue(generated.contains("(`" + mapping + "`"), mapping + " is missing:\n" + generated);
        }
        assertTrue(
                generated.contains("| `rw.import.max-expanded-bytes` | `MemorySize` | `512M` | Bytes a zip upload may"
                        + " inflate to, all entries together. |"),
                generated);
    }

    /** The whole document, from the mappings on the class path and their sources under {@code repository}. */
    static String generate(Path repository) {
        var sources = new Sources(repository);
        // a key that one of Quarkus' own keys refers to has its default there (ConfigurationKeysTest)
        var packaged = new Properties();
        try (Reader in = Files.newBufferedReader(
                repository.resolve("bootstrap/src/main/resources/application.properties"), StandardCharsets.UTF_8)) {
            packaged.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Class<?>> mappings = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.reportwidget")
                        .stream()
                        .filter(c -> c.isAnnotatedWith(ConfigMapping.class))
                        .map(JavaClass::reflect)
                        .sorted(Comparator.comparing((Class<?> c) -> prefixOf(c))
                                .thenComparing(Class::getSimpleName))
                        .toList();
        var doc = new StringBuilder();
        doc.append("# Configuration\n\n")
                .append("<!-- Generated by ConfigurationDocTest from the @ConfigMapping interfaces; do not edit."
                        + " Regenerate from the repository root with: ")
                .append(REGENERATE)
                .append(" -->\n\n")
                .append("Every key below can be set as a system property (`-Drw.http.max-body-size=2M`), as an"
                        + " environment variable (upper case, `.` and `-` as `_`: `RW_HTTP_MAX_BODY_SIZE=2M`), or in"
                        + " `config/application.properties` or `.env` in the working directory. Durations are"
                        + " written `30s`, `5m`, `1h` or in ISO-8601 (`PT30S`); sizes in bytes or with a unit"
                        + " (`512K`, `2M`, `1G`). A key without a default is unset unless the text says what"
                        + " applies then.\n");
        for (Class<?> mapping : mappings) {
            String prefix = prefixOf(mapping);
            Map<String, ConfigMappingInterface.Property> keys = new TreeMap<>();
            ConfigMappings.getProperties(ConfigMappings.ConfigClass.configClass(mapping, prefix))
                    .forEach((key, property) -> {
                        String name = key.replace("[*]", "");
                        if (!property.isGroup() && name.startsWith("rw.")) {
                            keys.putIfAbsent(name, property);
                        }
                    });
            if (keys.isEmpty()) {
                continue; // a mapping of Quarkus' own keys, which Quarkus documents
            }
            doc.append("\n## `")
                    .append(prefix)
                    .append("` (`")
                    .append(mapping.getSimpleName())
                    .append("`)\n\n");
            String about = firstSentence(sources.javadocOf(mapping, null));
            if (!about.isEmpty()) {
                doc.append(about).append("\n\n");
            }
            doc.append("| Key | Type | Default | Description |\n|---|---|---|---|\n");
            keys.forEach((key, property) -> doc.append(row(
                    key,
                    typeOf(property.getMethod()),
                    property.hasDefaultValue() ? property.getDefaultValue() : packaged.getProperty(key),
                    sources.javadocOf(property.getMethod().getDeclaringClass(), property.getMethod()))));
        }
        doc.append("\n## Read before the service starts\n\n")
                .append("The main class reads these itself, before any mapping exists (ReportWidgetMain).\n\n")
                .append("| Key | Type | Default | Description |\n|---|---|---|---|\n");
        READ_BEFORE_QUARKUS_STARTS.forEach(k -> doc.append(row(k[0], k[1], k[2], k[3])));
        return doc.toString();
    }

    /** The javadoc's first sentence: what the mapping is for, without how it is wired. */
    private static String firstSentence(String text) {
        Matcher end = Pattern.compile("[.:] (?=[A-Z])").matcher(text);
        return end.find() ? text.substring(0, end.start() + 1) : text;
    }

    private static String prefixOf(Class<?> mapping) {
        return mapping.getAnnotation(ConfigMapping.class).prefix();
    }

    private static String row(String key, String type, String defaultValue, String description) {
        return "| `" + key + "` | `" + type + "` | " + (defaultValue == null ? "" : "`" + cell(defaultValue) + "`")
                + " | " + cell(description) + " |\n";
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    /** The method's type as written in Java, without package names ({@code Optional<List<String>>}). */
    static String typeOf(Method method) {
        return method.getGenericReturnType()
                .getTypeName()
                .replaceAll("\\b[a-z][a-z0-9_]*\\.", "")
                .replace('$', '.')
                .replaceAll("^([A-Z]\\w*\\.)+(?=[A-Z])", "");
    }

    static Path repositoryRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException(
                "no repository root above " + Path.of("").toAbsolutePath());
    }

    /** The main sources of every module, read for the javadoc that class files do not keep. */
    static final class Sources {
        private final Path repository;
        private final Map<String, String> texts = new HashMap<>();

        Sources(Path repository) {
            this.repository = repository;
        }

        /** The javadoc of {@code method} of {@code type}, or of {@code type} itself when method is null; "" when none. */
        String javadocOf(Class<?> type, Method method) {
            String source = sourceOf(type);
            String name = method == null ? type.getSimpleName() : method.getName();
            Pattern declaration = method == null
                    ? Pattern.compile(
                            "/\\*\\*((?:(?!\\*/).)*)\\*/\\s*(?:@[\\w.]+(?:\\([^)]*\\))?\\s*)*"
                                    + "(?:public\\s+|static\\s+)*(?:interface|class|record)\\s+" + name + "\\b",
                            Pattern.DOTALL)
                    : Pattern.compile(
                            "/\\*\\*((?:(?!\\*/).)*)\\*/\\s*(?:@[\\w.]+(?:\\([^)]*\\))?\\s*)*"
                                    + "[\\w.<>?,\\s\\[\\]]+\\s" + name + "\\s*\\(\\s*\\)\\s*;",
                            Pattern.DOTALL);
            Matcher found = declaration.matcher(source);
            return found.find() ? text(found.group(1)) : "";
        }

        private String sourceOf(Class<?> type) {
            Class<?> outer = type;
            while (outer.getEnclosingClass() != null) {
                outer = outer.getEnclosingClass();
            }
            String relative = outer.getName().replace('.', '/') + ".java";
            return texts.computeIfAbsent(relative, this::read);
        }

        private String read(String relative) {
            try (Stream<Path> dirs = Files.walk(repository, 5)) {
                Path file = dirs.filter(dir -> dir.endsWith(Path.of("src", "main", "java")))
                        .map(root -> root.resolve(relative))
                        .filter(Files::isRegularFile)
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException("no source of " + relative + " in any module"));
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** A javadoc comment's text as one Markdown paragraph. */
        static String text(String comment) {
            // a link to a sibling method names that method's key, as this page lists it
            String withKeys = Pattern.compile("\\{@link(?:plain)?\\s+#(\\w+)\\(\\)}")
                    .matcher(comment)
                    .replaceAll(m -> "`"
                            + m.group(1)
                                    .replaceAll("([a-z0-9])([A-Z])", "$1-$2")
                                    .toLowerCase(java.util.Locale.ROOT) + "`");
            return withKeys.replaceAll("(?m)^\\s*\\*\\s?", " ")
                    .replaceAll("\\{@code\\s+([^}]*)}", "`$1`")
                    .replaceAll("\\{@link(?:plain)?\\s+([^}\\s]*)(?:\\s+([^}]*))?}", "$1")
                    .replaceAll("(\\w)#(\\w)", "$1.$2")
                    .replaceAll("</?p>", " ")
                    .replaceAll("\\s+", " ")
                    .strip();
        }
    }
}
