package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The router's Javadoc explains Java in Java's terms (issue #89 item 3, issue #91 item 7): it
 * names the rule a behaviour follows ({@code Docs/Rules/router.md}), never Swift's type or method
 * that does the same, which a reader of the JVM library cannot open.
 */
class RouterDocsTest {
    private static final Pattern SWIFT = Pattern.compile("\\bSwift\\b");

    @Test
    void theRouterPackageExplainsJavaWithoutSwift() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.list(Paths.get("src/main/java/dev/switchyard/router"))) {
            files = walk.filter(file -> file.toString().endsWith(".java"))
                .sorted().collect(Collectors.toList());
        }
        assertTrue(files.size() > 20, "read the router package: " + files.size());
        for (Path file : files) {
            found.addAll(mentions(file.getFileName().toString(),
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
        }
        assertEquals(List.of(), found);
    }

    @Test
    void aMentionIsNamedByFileAndLine() {
        assertEquals(List.of("RouteOverlay.java:3"), mentions("RouteOverlay.java",
            "/**\n * An unload leaves no route,\n * as Swift's removeModule does.\n */\n"));
        assertEquals(List.of(), mentions("Router.java", " * swiftly, by rule router.open\n"));
    }

    /** Each line of {@code text} that names Swift, as {@code FILE:LINE}. */
    private static List<String> mentions(String name, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int index = 0; index < lines.length; index++) {
            Matcher matcher = SWIFT.matcher(lines[index]);
            if (matcher.find()) found.add(name + ":" + (index + 1));
        }
        return found;
    }
}
