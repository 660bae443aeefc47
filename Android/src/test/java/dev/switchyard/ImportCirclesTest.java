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
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two files of the library import each other across packages (issue #89 item 5): a file that
 * implements a public interface lives beside it rather than in an internal package the interface
 * must import back (the floor store and its file were such a pair). Within a package nothing is
 * imported, so only the circles a reader sees in the import lines are counted.
 */
class ImportCirclesTest {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern IMPORT =
        Pattern.compile("(?m)^import (dev\\.switchyard(?:\\.[a-z]\\w*)*\\.[A-Z]\\w*)");

    /**
     * The pairs of classes in {@code files} (a path, or a class's simple name, to its text) that
     * import each other, sorted.
     */
    static List<String> circles(Map<String, String> files) {
        Map<String, Set<String>> imports = new TreeMap<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
            Matcher own = PACKAGE.matcher(file.getValue());
            if (!own.find()) continue;
            Set<String> imported = new TreeSet<>();
            Matcher each = IMPORT.matcher(file.getValue());
            while (each.find()) imported.add(each.group(1));
            String name = Paths.get(file.getKey()).getFileName().toString().replace(".java", "");
            imports.put(own.group(1) + "." + name, imported);
        }
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, Set<String>> file : imports.entrySet()) {
            for (String other : file.getValue()) {
                Set<String> back = imports.get(other);
                boolean mutual = back != null && back.contains(file.getKey());
                if (mutual && file.getKey().compareTo(other) < 0) {
                    found.add(file.getKey() + " <-> " + other);
                }
            }
        }
        return found;
    }

    @Test
    void noTwoLibraryFilesImportEachOther() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(Paths.get("src/main/java/dev/switchyard"))) {
            List<Path> sources =
                walk.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
            for (Path file : sources) {
                files.put(file.toString(),
                    new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        assertTrue(files.size() > 100, "read the library's sources: " + files.size());
        assertEquals(List.of(), circles(files));
    }

    @Test
    void aPairThatImportsEachOtherIsFound() {
        String face = "package dev.switchyard.documents;\n\n";
        String engine = "package dev.switchyard.documents.internal;\n\n";
        Map<String, String> files = new TreeMap<>(Map.of(
            "Store", face + "import dev.switchyard.documents.internal.File;\n",
            "File", engine + "import dev.switchyard.documents.Store;\n",
            "Other", face + "import dev.switchyard.documents.internal.File;\n"));
        assertEquals(
            List.of("dev.switchyard.documents.Store <-> dev.switchyard.documents.internal.File"),
            circles(files));
    }
}
