package dev.switchyard.example.story;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Shop demo's story on the JVM router (issue 78 item 4; chapters 12 and 13, issue 88 item
 * 7): {@link ShopStory} runs the demo's table ({@code Examples/Shop/shop.routes.json}, read where
 * it is), its routing document, its links and its modules through the JVM router and {@code
 * ModuleHost}, and each chapter it tells must print, word for word, the lines the
 * Swift demo printed for the same events in the committed {@code
 * Examples/Shop/expected-output.txt} (read here, never copied: a change there fails this test until
 * the JVM says the same), the window drawing aside (a {@code window} line and the lines indented
 * under it: Android has no such window).
 *
 * <p>Every chapter is told: 12, "A flash-sale module is loaded for the evening, then unloaded"
 * (a module loaded and unloaded at run time on the JVM's {@code ModuleHost}, its route and action
 * arriving and leaving together, component calls through the risk-control middleware, an internal
 * action refused) and 13, "The app goes to the background" (a lifecycle event delivered in module
 * order) since issue 88 item 7. {@code LEFT_OUT} stays, empty, for a chapter the Swift demo may
 * add that the JVM cannot tell yet: it must then be listed there with the reason.
 *
 * <p>The pending-link queue is the library's {@link dev.switchyard.router.PendingLinks}, as
 * Swift's demo uses Swift's: held by {@code "launch"} until the UI is ready, and by the login
 * gate's flow while the login screen is up.
 */
class ShopStoryTest {
    private static final Path SHOP = Path.of("..", "Examples", "Shop");

    /** The Swift demo's chapters the JVM does not tell, by title, and why. */
    private static final Map<String, String> LEFT_OUT = Map.of();

    @Test
    void eachChapterTheJvmTellsPrintsTheSwiftDemosDecisionLines() throws Exception {
        Map<String, List<String>> swift = chapters(Files.readAllLines(
            SHOP.resolve("expected-output.txt"), StandardCharsets.UTF_8));
        Map<String, List<String>> jvm = chapters(tell());
        List<String> told = new ArrayList<>();
        for (Map.Entry<String, List<String>> chapter : swift.entrySet()) {
            String title = chapter.getKey().replaceFirst("^\\d+\\. ", "");
            if (LEFT_OUT.containsKey(title)) {
                assertTrue(!jvm.containsKey(chapter.getKey()),
                    "chapter left out, yet told: " + chapter.getKey());
                continue;
            }
            List<String> theirs = jvm.get(chapter.getKey());
            if (theirs == null) {
                fail("the Swift demo's chapter \"" + chapter.getKey() + "\" is neither told by "
                    + "ShopStory nor listed as left out (LEFT_OUT, with the reason); the JVM told "
                    + jvm.keySet());
            }
            assertEquals(String.join("\n", chapter.getValue()), String.join("\n", theirs),
                "chapter " + chapter.getKey());
            told.add(chapter.getKey());
        }
        assertEquals(told, new ArrayList<>(jvm.keySet()),
            "the JVM tells a chapter the Swift demo does not");
        assertEquals(13, told.size(), "the chapters told: " + told);
    }

    /** The routing document the story publishes is the Swift demo's, character for character. */
    @Test
    void theDocumentIsTheSwiftDemos() throws Exception {
        List<String> lines = Files.readAllLines(SHOP.resolve("Operations.swift"));
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("static let degradeGoods = #\"\"\"")) start = i + 1;
        }
        assertTrue(start > 0, "no degradeGoods in Operations.swift");
        int end = start;
        while (!lines.get(end).trim().equals("\"\"\"#")) end++;
        // A Swift multi-line string drops the closing delimiter's indentation from every line.
        int indent = lines.get(end).indexOf('"');
        List<String> document = new ArrayList<>();
        for (String line : lines.subList(start, end)) document.add(line.substring(indent));
        assertEquals(String.join("\n", document), ShopOperations.DEGRADE_GOODS);
    }

    /**
     * testdata/shop.routes.json (DifferentialTest's recorded Swift answers) is a copy of the demo's
     * table, which the story and the examples read where it is; it must stay the same bytes.
     * (testdata/shop.json is another table: the feature table the command line's tests read.)
     */
    @Test
    void theTestdataCopyOfTheDemosTableIsTheSame() throws Exception {
        assertArrayEquals(Files.readAllBytes(SHOP.resolve("shop.routes.json")),
            Files.readAllBytes(Path.of("testdata", "shop.routes.json")),
            "testdata/shop.routes.json differs from Examples/Shop/shop.routes.json: copy it, and "
                + "record testdata/shop.expected again (testdata/README.md)");
    }

    /**
     * The JVM host's catalogue of the Shop's modules is the file the Swift demo's host wrote,
     * byte for byte: {@code switchyard docs --components} draws an Android app's modules from
     * the same file (issue 88).
     */
    @Test
    void theModulesCatalogueIsTheSwiftDemosFile() throws Exception {
        String swift = Files.readString(SHOP.resolve("components.json"), StandardCharsets.UTF_8);
        try (ShopApp app = new ShopApp(SHOP.resolve("shop.routes.json"),
                new ReleasePipeline("2026-a"), new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8))) {
            assertEquals(swift, app.host.componentCatalogueJSON());
        }
    }

    private static List<String> tell() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ShopStory.tell(SHOP.resolve("shop.routes.json"), out);
        }
        return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n", -1));
    }

    /** Each chapter's lines by its heading ({@code 5. A push notification …}), windows left out. */
    private static Map<String, List<String>> chapters(List<String> lines) {
        Map<String, List<String>> chapters = new LinkedHashMap<>();
        List<String> current = null;
        boolean window = false;
        for (String line : lines) {
            if (line.matches("\\d+\\. .*")) {
                current = new ArrayList<>();
                chapters.put(line, current);
                window = false;
            } else if (current == null || line.isEmpty()) {
                continue;
            } else if (line.equals("   window")) {
                window = true;
            } else if (!(window && line.startsWith("     "))) {
                window = false;
                current.add(line);
            }
        }
        return chapters;
    }
}
