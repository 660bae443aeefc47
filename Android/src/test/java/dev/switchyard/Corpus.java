package dev.switchyard;

import dev.switchyard.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The conformance corpus's case files ({@code ../Conformance/cases/*.json}), read the one way every
 * JVM runner reads them (issue #89 item 4): listed in name order, each parsed once.
 */
public final class Corpus {
    private Corpus() {}

    /** One case file: its name ({@code open-order.json}) and its parsed object. */
    public static final class CaseFile {
        /** The file's name. */
        public final String name;
        /** The file's object: {@code corpusVersion}, {@code table}, {@code cases}. */
        public final Map<String, Json.Node> document;

        CaseFile(String name, Map<String, Json.Node> document) {
            this.name = name;
            this.document = document;
        }

        /** The table, as the text of a route-table file. */
        public String tableJson() {
            return ConformanceTest.toJson(document.get("table"));
        }
    }

    /**
     * The case files whose name starts with {@code prefix} ({@code ""} for all), in name order;
     * none when the corpus is not beside the project.
     */
    public static List<CaseFile> files(String prefix) throws Exception {
        List<CaseFile> files = new ArrayList<>();
        if (!Files.isDirectory(ConformanceTest.CASES)) return files;
        List<Path> paths;
        try (Stream<Path> listed = Files.list(ConformanceTest.CASES)) {
            paths = listed.filter(file -> file.getFileName().toString().startsWith(prefix)
                && file.toString().endsWith(".json")).sorted().toList();
        }
        for (Path path : paths) {
            files.add(new CaseFile(path.getFileName().toString(),
                Json.parse(Files.readString(path, StandardCharsets.UTF_8)).object()));
        }
        return files;
    }
}
