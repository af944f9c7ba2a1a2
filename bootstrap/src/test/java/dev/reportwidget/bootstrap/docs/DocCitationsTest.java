package dev.reportwidget.bootstrap.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the code, its comments, tests, migrations, templates, properties, scripts and docs cite is in
 * the repository. A rule is cited by the page that states it ({@code docs/records.md#limits}, an ADR
 * under {@code docs/adr/}); a numbered section, rule or issue of a document a clone does not hold
 * fails here, naming file and line, and so does a citation of {@code docs/...} or {@code README.md}
 * whose page or heading is not there.
 */
class DocCitationsTest {

    /** The kinds of file read: sources, their resources, scripts and pages. */
    private static final Set<String> KINDS =
            Set.of("java", "md", "html", "properties", "sql", "sh", "js", "css", "xml", "yml", "yaml", "py", "lua");

    /** Folders that hold no source of the repository: build output, local data, tools. */
    private static final Set<String> SKIPPED =
            Set.of(".git", "target", ".data", ".idea", ".vscode", ".tools", "node_modules");

    /** Citations of a document outside the repository, by the shapes such citations take. */
    private static final List<Pattern> OUTSIDE = List.of(
            // a numbered section or rule of a document named only by what it is
            Pattern.compile("(?i)\\bcontract\\s+sections?\\b"),
            Pattern.compile("(?i)\\bcontract\\s+\\d+"),
            Pattern.compile("(?i)\\bsections?\\s+\\d+(?:\\s*(?:,|and)\\s*\\d+)*\\s+of\\s+the\\s+contract\\b"),
            Pattern.compile(
                    "(?i)\\bcontract(?:'s)?\\s+(?:says|asks|allows|requires|lists|fixes|leaves|rule|default)\\b"),
            Pattern.compile("(?i)\\bspec(?:ification)?\\s+rules?\\b"),
            Pattern.compile("(?i)\\bthe\\s+spec\\b"),
            Pattern.compile("(?i)\\brules?\\s+\\d+\\s*(?:-|–|to|and)\\s*\\d+"),
            // a section number without the document it belongs to (an RFC's is fine: bareSectionOfAnRfc)
            Pattern.compile("(?i)(?<![\\w§])sections?\\s+\\d+"),
            // an issue tracker's number: the tracker is not in a clone
            Pattern.compile("(?i)\\bissues?\\s+#?\\d+"),
            // documents by name
            Pattern.compile("(?i)(?<![\\w.-])interface\\.md\\b"),
            Pattern.compile("(?i)\\bspec/interface\\b"));

    /** A top-level document by its upper-case name ({@code README.md}); it must exist at the root. */
    private static final Pattern ROOT_DOCUMENT = Pattern.compile("(?<![\\w./-])([A-Z][A-Z0-9_-]*\\.md)\\b");

    /** A citation of a page of the repository's docs, maybe with a heading's anchor. */
    private static final Pattern DOC_REFERENCE =
            Pattern.compile("(?<![\\w./-])(docs/[\\w./-]+\\.md|README\\.md)(?:#([\\p{L}\\p{N}_-]+))?");

    /**
     * Released migrations are never edited: Flyway checks the checksum of every applied migration at
     * each start, so a changed comment would stop an upgraded service from starting. These first lines
     * carry an older citation; what they describe is in docs/records.md#idempotency-keys,
     * docs/integrations.md#tracking-ids and docs/console.md#sign-in-and-sign-up.
     */
    private static final Set<String> RELEASED_MIGRATION_LINES = Set.of(
            "adapters/persistence/src/main/resources/db/migration/V8__record_idempotency_keys.sql:1",
            "adapters/persistence/src/main/resources/db/migration/V9__tracking_id_restrictions.sql:1",
            "adapters/persistence/src/main/resources/db/migration/V18__console_sessions.sql:1");

    /** The link test names a missing page and heading on purpose, to see that it catches them. */
    private static final Set<String> BROKEN_ON_PURPOSE =
            Set.of("bootstrap/src/test/java/dev/reportwidget/bootstrap/docs/DocLinksTest.java");

    private static Path repository;
    /** Every file read, by its path from the repository root, with its lines. */
    private static Map<String, List<String>> files;

    private static final Map<Path, Set<String>> anchors = new HashMap<>();

    @BeforeAll
    static void readFiles() throws IOException {
        repository = repositoryRoot();
        files = new TreeMap<>();
        Files.walkFileTree(repository, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                boolean skipped = !dir.equals(repository)
                        && (SKIPPED.contains(name) || repository.relativize(dir).equals(Path.of("bench/results")));
                return skipped ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                if (KINDS.contains(kind(file))) {
                    files.put(
                            repository.relativize(file).toString().replace('\\', '/'),
                            Files.readAllLines(file, StandardCharsets.UTF_8));
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static String kind(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1);
    }

    private static Path repositoryRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }

    /** What in a line cites a document outside the repository, or empty. */
    static Optional<String> outsideCitation(String line) {
        for (Pattern pattern : OUTSIDE) {
            Matcher m = pattern.matcher(line);
            while (m.find()) {
                if (!bareSectionOfAnRfc(line, m)) {
                    return Optional.of(m.group());
                }
            }
        }
        Matcher document = ROOT_DOCUMENT.matcher(line);
        while (document.find()) {
            if (!Files.isRegularFile(repository.resolve(document.group(1)))) {
                return Optional.of(document.group(1));
            }
        }
        return Optional.empty();
    }

    /** "RFC 9110, section 15" names its document: only a section without one is a problem. */
    private static boolean bareSectionOfAnRfc(String line, Matcher m) {
        if (!m.group().toLowerCase(Locale.ROOT).startsWith("section")) {
            return false;
        }
        String before = line.substring(Math.max(0, m.start() - 24), m.start());
        return before.matches("(?s).*\\bRFC\\s*\\d+.*");
    }

    /** What is wrong with a citation of a page of the docs, or null when its page and heading exist. */
    static String problem(String page, String anchor) {
        Path target = repository.resolve(page).normalize();
        if (!target.startsWith(repository) || !Files.isRegularFile(target)) {
            return page + " does not exist";
        }
        if (anchor != null && !anchorsOf(target).contains(anchor)) {
            return page + " has no heading or id '" + anchor + "'";
        }
        return null;
    }

    private static Set<String> anchorsOf(Path page) {
        return anchors.computeIfAbsent(page, p -> {
            try {
                return DocLinksTest.anchorsOf(Files.readAllLines(p, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void everyKindOfFileIsRead() {
        assertTrue(files.size() > 500, "files read: " + files.size());
        for (String kind : List.of("java", "md", "html", "properties", "sql", "sh", "js", "css")) {
            assertTrue(files.keySet().stream().anyMatch(f -> f.endsWith("." + kind)), "no ." + kind + " file read");
        }
        assertTrue(files.containsKey("docs/api.md"), "docs/api.md not read");
        assertTrue(
                files.keySet().stream().noneMatch(f -> f.contains("/target/")), "build output read: " + files.keySet());
    }

    @Test
    void theChecksSeeCitationsOfOutsideDocumentsAndLeaveTheRepositorysOwnAlone() {
        // each sample carries a ~ that is taken out before the check, so that this file holds none whole
        for (String sample : List.of(
                "Ingestion rate limits (contract sec~tion 10), token buckets",
                "(contract sec~tions 6 and 12)",
                "stale (con~tract 5)",
                "as sec~tion 8 of the con~tract says",
                "The con~tract says the service never holds a secret",
                "chosen by X-Property-Id (spec ru~les 3-5)",
                "what the sp~ec leaves open",
                "a period in sec~tion 4's shape",
                "not storage's (iss~ue 29)",
                "see CONTRACT.m~d",
                "the words of sp~ec/interface.m~d",
                "(STYLE.m~d, practice 7)")) {
            String citation = sample.replace("~", "");
            assertTrue(outsideCitation(citation).isPresent(), "not seen: " + citation);
        }
        for (String own : List.of(
                "public class OpenApiContract implements OASFilter {",
                "## The API contract",
                "The cache's contract in memory",
                "the document cannot drift from the service",
                "Ingestion rate limits (docs/records.md#limits), token buckets",
                "an RFC 9457 problem document (RFC 9110, section 15)",
                "a header section over its limit",
                "see README.md",
                "return resource(\"Deployment\").at(\"/spec/template/spec\");")) {
            assertEquals(Optional.empty(), outsideCitation(own), own);
        }
    }

    @Test
    void theChecksSeeACitationOfAMissingPageOrHeading() {
        assertEquals(null, problem("docs/records.md", "limits"));
        assertEquals(null, problem("docs/adr/0004-notify-invalidated-caches.md", null));
        assertEquals("docs/no-such" + "-page.md does not exist", problem("docs/no-such" + "-page.md", null));
        assertTrue(problem("docs/records.md", "no-such-heading").contains("no heading or id"));
        Matcher m = DOC_REFERENCE.matcher("limits (docs/api.md#limits), then docs/adr/0003-2xx-only-after-commit.md.");
        assertTrue(m.find());
        assertEquals("docs/api.md", m.group(1));
        assertEquals("limits", m.group(2));
        assertTrue(m.find());
        assertEquals("docs/adr/0003-2xx-only-after-commit.md", m.group(1));
        assertEquals(null, m.group(2));
    }

    @Test
    void nothingCitesADocumentOutsideTheRepository() {
        List<String> problems = new ArrayList<>();
        Set<String> exempted = new HashSet<>();
        files.forEach((file, lines) -> {
            for (int i = 0; i < lines.size(); i++) {
                String at = file + ":" + (i + 1);
                Optional<String> citation = outsideCitation(lines.get(i));
                if (citation.isPresent()) {
                    if (RELEASED_MIGRATION_LINES.contains(at)) {
                        exempted.add(at);
                    } else {
                        problems.add(at + ": cites \"" + citation.get()
                                + "\", which is not in the repository; cite the docs page that states it");
                    }
                }
            }
        });
        assertEquals(List.of(), problems);
        // an exemption that no longer matches is dropped, not kept
        assertEquals(RELEASED_MIGRATION_LINES, exempted);
    }

    @Test
    void everyCitedPageAndHeadingOfTheDocsExists() {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Map.Entry<String, List<String>> file : files.entrySet()) {
            if (BROKEN_ON_PURPOSE.contains(file.getKey())) {
                continue;
            }
            List<String> lines = file.getValue();
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = DOC_REFERENCE.matcher(lines.get(i));
                while (m.find()) {
                    checked++;
                    String problem = problem(m.group(1), m.group(2));
                    if (problem != null) {
                        problems.add(file.getKey() + ":" + (i + 1) + ": " + problem);
                    }
                }
            }
        }
        assertTrue(checked > 50, "citations of the docs checked: " + checked);
        assertEquals(List.of(), problems);
    }
}
