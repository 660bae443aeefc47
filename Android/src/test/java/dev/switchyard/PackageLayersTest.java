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
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The library's packages stay in layers (ADR 0062): a file imports from its own layer or the
 * layers below, never from above, so that no package cycle comes back; and the router, above the
 * documents, reaches them only through their public face. The one exception is the
 * {@code NonnullByDefault} annotation, which every package carries. The documents' layer is two
 * packages, its public face and its engine ({@code documents.internal}, ADR 0062's amendment):
 * the face holds public types only, but for the one door the testing artifact opens. The ready
 * form's format ({@code internal.ready}) is reached from the table's package only by the ready
 * table's reader, and the command line's jar puts no class in a package of the library's (issue
 * #89 item 5).
 */
class PackageLayersTest {
    /** Each package's layer, lowest first. */
    private static final Map<String, Integer> LAYERS = new TreeMap<>(Map.ofEntries(
        Map.entry("dev.switchyard.internal.text", 0), Map.entry("dev.switchyard.internal.json", 0),
        Map.entry("dev.switchyard.internal.crypto", 0),
        Map.entry("dev.switchyard.internal.regex", 0),
        Map.entry("dev.switchyard.internal.pattern", 0), Map.entry("dev.switchyard.policy", 1),
        Map.entry("dev.switchyard.internal.nested", 2),
        // The ready form's format, below the engine whose routes and tries are read from it.
        Map.entry("dev.switchyard.internal.ready", 2), Map.entry("dev.switchyard", 3),
        // The router's plan of a pass, which the documents' engine fills (issue #91 item 6).
        Map.entry("dev.switchyard.internal.pass", 4),
        Map.entry("dev.switchyard.documents", 5),
        Map.entry("dev.switchyard.documents.internal", 5),
        // The router opens links over the table and the documents (issue #78).
        Map.entry("dev.switchyard.router", 6),
        // The web page's jump plans over the table and the documents' public face (issue #90).
        Map.entry("dev.switchyard.jump", 6),
        // Modules and component calls, run through the router's pipeline (issue #88).
        Map.entry("dev.switchyard.modules", 7)));
    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
        "(?m)^((?:public |abstract |final )*)(?:class|interface|enum|@interface) (\\w+)");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern IMPORT =
        Pattern.compile("(?m)^import (?:static )?(dev\\.switchyard(?:\\.[a-z]\\w*)*)\\.[A-Z]\\w*");

    private static List<Path> librarySources() throws IOException {
        try (Stream<Path> files = Files.walk(Paths.get("src/main/java/dev/switchyard"))) {
            return files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
        }
    }

    /** The imports of {@code text} that reach a layer above its own, as "file -> import". */
    static List<String> upward(String file, String text) {
        Matcher own = PACKAGE.matcher(text);
        if (!own.find()) return List.of(file + " has no package line");
        Integer layer = LAYERS.get(own.group(1));
        if (layer == null) {
            return List.of(file + " is in a package no layer names: " + own.group(1));
        }
        List<String> found = new ArrayList<>();
        Matcher imported = IMPORT.matcher(text);
        while (imported.find()) {
            Integer theirs = LAYERS.get(imported.group(1));
            boolean annotation = imported.group(0).equals("import dev.switchyard.NonnullByDefault");
            if ((theirs == null || theirs > layer) && !annotation) {
                found.add(file + " -> " + imported.group(0).substring(7));
            }
        }
        return found;
    }

    @Test
    void noFileImportsFromAPackageAboveItsOwn() throws IOException {
        List<String> upward = new ArrayList<>();
        List<Path> sources = librarySources();
        for (Path file : sources) {
            upward.addAll(upward(file.toString(),
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
        }
        assertTrue(sources.size() > 100, "read the library's sources: " + sources.size());
        assertEquals(List.of(), upward);
    }

    /**
     * The imports of {@code text}, a router file, from the documents' engine: the router runs a
     * pass it plans itself ({@code internal.pass}), and sees the documents only through their
     * public face (issue #91 item 6).
     */
    static List<String> intoTheDocumentsEngine(String file, String text) {
        List<String> found = new ArrayList<>();
        Matcher imported = IMPORT.matcher(text);
        while (imported.find()) {
            if (imported.group(1).equals("dev.switchyard.documents.internal")) {
                found.add(file + " -> " + imported.group(0).substring(7));
            }
        }
        return found;
    }

    @Test
    void theRouterImportsNothingOfTheDocumentsEngine() throws IOException {
        List<String> found = new ArrayList<>();
        int routerFiles = 0;
        for (Path file : librarySources()) {
            if (!file.getParent().endsWith(Paths.get("switchyard", "router"))) continue;
            routerFiles++;
            found.addAll(intoTheDocumentsEngine(file.getFileName().toString(),
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
        }
        assertTrue(routerFiles > 20, "read the router package: " + routerFiles);
        assertEquals(List.of(), found);
        assertEquals(List.of("OpenRun.java -> dev.switchyard.documents.internal.DocumentWay"),
            intoTheDocumentsEngine("OpenRun.java", "package dev.switchyard.router;\n\n"
                + "import dev.switchyard.documents.internal.DocumentWay;\n"
                + "import dev.switchyard.documents.DocumentsAccess;\n"));
    }

    /**
     * The files of the table's package that touch the ready form (ADR 0069): its doors. {@code
     * ReadyTable}, the public one, and the readers it drives, which build the engine's
     * package-private routes, tries and namespaces from the format's records; and the command
     * line's writer's, {@code ToolAccess} with {@code TrieShape}, which copy a built table's tries
     * into the format's shapes. The engine's other files (the matcher, the tries, the JSON file's
     * reader) know nothing of the format.
     */
    private static final List<String> READY_DOOR = List.of("ReadyTable.java",
        "ReadyTableReader.java", "ReadyTrieGroup.java", "ReadyTrieReader.java", "ToolAccess.java",
        "TrieShape.java");

    /** The imports of {@code text}, a file of the table's package, from the ready form's format. */
    static List<String> intoTheReadyFormat(String file, String text) {
        List<String> found = new ArrayList<>();
        if (READY_DOOR.contains(file)) return found;
        Matcher imported = IMPORT.matcher(text);
        while (imported.find()) {
            if (imported.group(1).equals("dev.switchyard.internal.ready")) {
                found.add(file + " -> " + imported.group(0).substring(7));
            }
        }
        return found;
    }

    @Test
    void onlyTheReadyDoorsImportTheReadyFormat() throws IOException {
        List<String> found = new ArrayList<>();
        List<String> door = new ArrayList<>();
        for (Path file : librarySources()) {
            if (!file.getParent().endsWith(Paths.get("dev", "switchyard"))) continue;
            String name = file.getFileName().toString();
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            found.addAll(intoTheReadyFormat(name, text));
            if (text.contains("import dev.switchyard.internal.ready.")) door.add(name);
        }
        assertEquals(List.of(), found);
        door.sort(null);
        assertEquals(READY_DOOR, door, "the door's files, each of which reads the format");
        assertEquals(List.of("RouteTable.java -> dev.switchyard.internal.ready.ReadyNumbers"),
            intoTheReadyFormat("RouteTable.java", "package dev.switchyard;\n\n"
                + "import dev.switchyard.internal.ready.ReadyNumbers;\n"));
        assertEquals(List.of(), intoTheReadyFormat("ReadyTrieReader.java",
            "package dev.switchyard;\n\nimport dev.switchyard.internal.ready.ReadyPatterns;\n"));
    }

    /**
     * The command line's class in {@code text}, from {@code src/cli}, when its package is not the
     * command line's own ({@code dev.switchyard.cli} and below): a class of the CLI jar in a
     * package of the library's would split the package between two jars, which the Java module
     * system refuses, and reach the library's package-private parts around its doors.
     */
    static List<String> outsideTheCommandLine(String file, String text) {
        Matcher own = PACKAGE.matcher(text);
        if (!own.find()) return List.of(file + " has no package line");
        String name = own.group(1);
        boolean ours = name.equals("dev.switchyard.cli") || name.startsWith("dev.switchyard.cli.");
        return ours ? List.of() : List.of(name + "." + file.replace(".java", ""));
    }

    /**
     * The command line's classes still in a library package, each with why; the list only
     * shrinks. {@code DocumentCommandLineAccess}: the tool's preview reads documents unsigned with
     * the testing artifact's reader that skips its test-runner check, and checks only the
     * conditions it was given; a public door to either, in the library's jar or the testing
     * artifact's, would let an app's code do the same around the signature and the conditions
     * (issue #79 item 3), so the door stays package-private, beside what it opens.
     */
    private static final List<String> NOT_MOVED_YET =
        List.of("dev.switchyard.documents.DocumentCommandLineAccess");

    @Test
    void noClassOfTheCommandLineIsInALibraryPackage() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(Paths.get("src/cli/java"))) {
            sources =
                files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList());
        }
        for (Path file : sources) {
            found.addAll(outsideTheCommandLine(file.getFileName().toString(),
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
        }
        assertTrue(sources.size() > 10, "read the command line's sources: " + sources.size());
        found.sort(null);
        assertEquals(NOT_MOVED_YET, found);
        List<String> libraryInCli = new ArrayList<>();
        for (Path file : librarySources()) {
            String name = file.getFileName().toString();
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            if (outsideTheCommandLine(name, text).isEmpty()) libraryInCli.add(name);
        }
        assertEquals(List.of(), libraryInCli, "library classes in the command line's package");
        assertEquals(List.of("dev.switchyard.documents.DocumentCommandLineAccess"),
            outsideTheCommandLine("DocumentCommandLineAccess.java",
                "package dev.switchyard.documents;\n\nimport dev.switchyard.RouteTable;\n"));
        assertEquals(List.of(), outsideTheCommandLine("ReadyCommand.java",
            "package dev.switchyard.cli.ready;\n"));
        assertEquals(List.of("dev.switchyard.client.Main"),
            outsideTheCommandLine("Main.java", "package dev.switchyard.client;\n"));
    }

    /** The top-level types of {@code text} that are not public, as "file: type". */
    static List<String> notPublic(String file, String text) {
        List<String> found = new ArrayList<>();
        Matcher type = TOP_LEVEL_TYPE.matcher(text);
        while (type.find()) {
            if (!type.group(1).contains("public ")) found.add(file + ": " + type.group(2));
        }
        return found;
    }

    /**
     * The documents package's types that are not public, each with why: {@code ArrivalReader},
     * how {@code RoutingDocuments} reads what arrives, which the testing artifact's unsigned
     * reader extends (issue #79 item 3); package-private so that no public class of the library's
     * jar applies a document around the signature. {@code DocumentFloorFile}, the floor store
     * {@code DocumentFloorStore.file} gives, beside its interface so that neither imports the
     * other across packages (issue #89 item 5); it applies nothing.
     */
    private static final List<String> DOORS = List.of("ArrivalReader.java: ArrivalReader",
        "DocumentFloorFile.java: DocumentFloorFile");

    @Test
    void theDocumentsPackageHoldsOnlyItsPublicTypes() throws IOException {
        List<String> hidden = new ArrayList<>();
        int types = 0;
        for (Path file : librarySources()) {
            if (!file.getParent().endsWith(Paths.get("switchyard", "documents"))) continue;
            if (file.endsWith("package-info.java")) continue;
            types++;
            hidden.addAll(notPublic(file.getFileName().toString(),
                new String(Files.readAllBytes(file), StandardCharsets.UTF_8)));
        }
        assertTrue(types > 20, "read the documents package: " + types);
        assertEquals(DOORS, hidden);
    }

    @Test
    void aTypeThatIsNotPublicIsFound() {
        assertEquals(List.of("Elsewhere.java: Elsewhere"), notPublic("Elsewhere.java",
            "package dev.switchyard.documents;\n\nfinal class Elsewhere {\n}\n"));
        assertEquals(List.of(), notPublic("FollowedStep.java",
            "package dev.switchyard.documents;\n\npublic final class FollowedStep {\n"
                + "    static final class Inner {}\n}\n"));
    }

    @Test
    void anImportFromAboveIsFound() {
        String policy = "package dev.switchyard.policy;\n\nimport dev.switchyard.Route;\n"
            + "import dev.switchyard.NonnullByDefault;\n"
            + "import dev.switchyard.internal.text.Texts;\n";
        assertEquals(List.of("SourcePolicy.java -> dev.switchyard.Route"),
            upward("SourcePolicy.java", policy));
        String table = "package dev.switchyard;\n\nimport dev.switchyard.documents.AppliedTable;\n";
        assertEquals(List.of("RouteTable.java -> dev.switchyard.documents.AppliedTable"),
            upward("RouteTable.java", table));
        String engine = "package dev.switchyard.documents.internal;\n\n"
            + "import dev.switchyard.documents.DocumentsAccess;\n";
        assertEquals(List.of(), upward("DocumentLegs.java", engine));
        String rewrite = "package dev.switchyard;\n\n"
            + "import dev.switchyard.documents.internal.Elsewhere;\n";
        assertEquals(List.of("Rewrite.java -> dev.switchyard.documents.internal.Elsewhere"),
            upward("Rewrite.java", rewrite));
        assertEquals(List.of("X.java is in a package no layer names: dev.switchyard.extra"),
            upward("X.java", "package dev.switchyard.extra;\n"));
    }
}
