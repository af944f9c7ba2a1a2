package dev.reportwidget.bootstrap.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and docs/**&#47;*.md leads somewhere: the file or folder exists,
 * and an anchor names a heading (as GitHub makes anchors of headings) or an {@code id} of the page it
 * points to. Links in code blocks and code spans are text, not links; absolute URLs are not checked.
 */
class DocLinksTest {

    /** An inline link or image: [text](target) or ![alt](target "title"). */
    private static final Pattern LINK =
            Pattern.compile("!?\\[(?:[^\\]\\[]|\\[[^\\]]*\\])*\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    /** A reference definition: [label]: target */
    private static final Pattern REFERENCE = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s*<?(\\S+?)>?(?:\\s+.*)?$");

    private static final Pattern HTML_TARGET = Pattern.compile("<(?:a|img)\\s[^>]*?(?:href|src)=\"([^\"]+)\"");
    private static final Pattern HTML_ID = Pattern.compile("<a\\s[^>]*?(?:id|name)=\"([^\"]+)\"");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");

    record Link(Path page, int line, String target) {}

    private static Path repository;
    private static List<Path> pages;
    private static Map<Path, Set<String>> anchors;

    @BeforeAll
    static void readPages() throws IOException {
        repository = repositoryRoot();
        pages = new ArrayList<>();
        pages.add(repository.resolve("README.md"));
        try (Stream<Path> files = Files.walk(repository.resolve("docs"))) {
            files.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        anchors = new HashMap<>();
    }

    private static Path repositoryRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("bootstrap"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no README.md above " + Path.of("").toAbsolutePath());
    }

    /** The lines of a page that are prose: fenced code blocks blanked, code spans removed. */
    static List<String> prose(List<String> lines) {
        List<String> prose = new ArrayList<>();
        String fence = null;
        for (String line : lines) {
            String trimmed = line.stripLeading();
            if (fence == null && (trimmed.startsWith("```") || trimmed.startsWith("~~~"))) {
                fence = trimmed.substring(0, 3);
                prose.add("");
            } else if (fence != null) {
                if (trimmed.startsWith(fence)) {
                    fence = null;
                }
                prose.add("");
            } else {
                prose.add(line.replaceAll("``[^`]*``|`[^`]*`", "``"));
            }
        }
        return prose;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
    static Set<String> anchorsOf(List<String> lines) {
        Set<String> found = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        String fence = null;
        for (String line : lines) {
            String trimmed = line.stripLeading();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                fence = fence == null ? trimmed.substring(0, 3) : (trimmed.startsWith(fence) ? null : fence);
                continue;
            }
            if (fence != null) {
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String text = heading.group(2)
                        .replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1") // a link's text only
                        .replaceAll("<[^>]+>", "");
                String slug = text.toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
                        .replace(' ', '-');
                int count = seen.merge(slug, 1, Integer::sum);
                found.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
            HTML_ID.matcher(line).results().forEach(m -> found.add(m.group(1)));
        }
        return found;
    }

    private static Set<String> anchorsOfPage(Path page) {
        return anchors.computeIfAbsent(page, p -> {
            try {
                return anchorsOf(Files.readAllLines(p, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    static List<Link> links(Path page) throws IOException {
        List<String> lines = prose(Files.readAllLines(page, StandardCharsets.UTF_8));
        List<Link> links = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            for (Pattern pattern : List.of(LINK, REFERENCE, HTML_TARGET)) {
                Matcher m = pattern.matcher(line);
                while (m.find()) {
                    links.add(new Link(page, i + 1, m.group(1)));
                }
            }
        }
        return links;
    }

    /** What is wrong with a link, or null when it leads somewhere (or is not relative). */
    static String problem(Link link) {
        String target = link.target();
        if (target.isEmpty()) {
            return "an empty link";
        }
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*") || target.startsWith("//")) {
            return null; // https:, mailto:: not this test's business
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        if (file.contains("?")) {
            file = file.substring(0, file.indexOf('?'));
        }
        Path resolved = file.isEmpty()
                ? link.page()
                : link.page().getParent().resolve(file.replace("%20", " ")).normalize();
        if (!resolved.startsWith(repository)) {
            return target + " leaves the repository";
        }
        if (!Files.exists(resolved)) {
            return target + ": no " + repository.relativize(resolved);
        }
        if (anchor != null) {
            if (!resolved.toString().endsWith(".md")) {
                return target + ": an anchor into a file that is no Markdown page";
            }
            if (!anchorsOfPage(resolved).contains(anchor)) {
                return target + ": " + repository.relativize(resolved) + " has no heading or id '" + anchor + "'";
            }
        }
        return null;
    }

    @Test
    void pagesAndLinksAreFound() throws IOException {
        assertTrue(pages.size() > 5, "pages found: " + pages);
        int relative = 0;
        for (Path page : pages) {
            relative += (int) links(page).stream()
                    .filter(l -> !l.target().matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*"))
                    .count();
        }
        assertTrue(relative > 20, "relative links found: " + relative);
    }

    @Test
    void theCheckSeesABrokenLinkAndAnchor() throws IOException {
        Path readme = repository.resolve("README.md");
        assertEquals(
                "docs/no-such-page.md: no docs/no-such-page.md", problem(new Link(readme, 1, "docs/no-such-page.md")));
        assertTrue(problem(new Link(readme, 1, "#no-such-heading")).contains("no heading or id"));
        assertEquals(null, problem(new Link(readme, 1, "https://example.com/#anything")));
        assertEquals(
                Set.of("configuration", "rwauth-authconfig", "a-b", "a-b-1", "read-the-docs", "kept"),
                anchorsOf(List.of(
                        "# Configuration",
                        "## `rw.auth` (`AuthConfig`)",
                        "## A b",
                        "```",
                        "## not a heading",
                        "```",
                        "## A b",
                        "### [Read](x.md) the docs",
                        "<a id=\"kept\"></a>")));
    }

    @Test
    void everyRelativeLinkResolves() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path page : pages) {
            for (Link link : links(page)) {
                String problem = problem(link);
                if (problem != null) {
                    problems.add(repository.relativize(page) + ":" + link.line() + ": " + problem);
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
