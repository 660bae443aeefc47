package dev.switchyard.example.android;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Android/docs/glue.md, the article on the Android glue, shows compiled code: each of its java and
 * kotlin blocks is a run of consecutive lines of a file of src/glue (indentation aside), which
 * build.sh compiles against the stand-ins and tests.
 */
class ReadmeGlueTest {
    @Test
    void eachCodeBlockOfTheGlueArticleIsInTheCompiledGlue() throws IOException {
        String article = Files.readString(Path.of("docs", "glue.md"));
        List<List<String>> blocks = blocks(article);
        assertTrue(blocks.size() >= 5, "the glue article shows its code: " + blocks.size());
        List<List<String>> files = new ArrayList<>();
        try (Stream<Path> glue = Files.walk(Path.of("src", "glue"))) {
            for (Path file : glue.filter(Files::isRegularFile).collect(Collectors.toList())) {
                files.add(trimmed(Files.readAllLines(file)));
            }
        }
        for (List<String> block : blocks) {
            if (files.stream().noneMatch(file -> contains(file, block))) {
                fail("a block of docs/glue.md is not in src/glue:\n"
                    + String.join("\n", block));
            }
        }
    }

    /** The lines of each java or kotlin block. */
    private static List<List<String>> blocks(String article) {
        List<List<String>> blocks = new ArrayList<>();
        List<String> block = null;
        for (String line : article.split("\n")) {
            if (block == null && (line.equals("```java") || line.equals("```kotlin"))) {
                block = new ArrayList<>();
            } else if (block != null && line.equals("```")) {
                blocks.add(trimmed(block));
                block = null;
            } else if (block != null) {
                block.add(line);
            }
        }
        return blocks;
    }

    private static List<String> trimmed(List<String> lines) {
        return lines.stream().map(String::strip).collect(Collectors.toList());
    }

    private static boolean contains(List<String> file, List<String> block) {
        return Collections.indexOfSubList(file, block) >= 0;
    }
}
