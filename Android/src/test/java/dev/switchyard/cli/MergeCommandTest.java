package dev.switchyard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.Match;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.policy.RouteSource;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code switchyard merge} (issue #88 item 5): the cases of {@code testdata/merge/cases.txt}, whose
 * outputs the Swift tool's MergeCommandTests holds to the same files, so that the two tools print
 * the same bytes; and what the JVM tool alone is asked.
 */
class MergeCommandTest {
    private static final Path DATA = Paths.get("testdata", "merge");
    private static final String PREFIX = DATA + "/";

    @TempDir
    Path directory;

    static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("merge"));
        all.addAll(List.of(args));
        int status = Main.run(all.toArray(new String[0]),
            new BufferedReader(new StringReader("")),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(status), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    /** The file's text, or "" when the case has none. */
    private static String expected(String name) throws Exception {
        Path file = DATA.resolve(name);
        return Files.exists(file) ? Files.readString(file) : "";
    }

    @TestFactory
    Stream<DynamicTest> theSharedCasesPrintWhatTheSwiftToolPrints() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(DATA.resolve("cases.txt"))) {
            if (line.startsWith("#") || line.isBlank()) continue;
            String[] words = line.split(" ");
            tests.add(DynamicTest.dynamicTest(words[0], () -> {
                String[] args = new String[words.length - 2];
                for (int k = 2; k < words.length; k++) {
                    String w = words[k];
                    int equals = w.indexOf('=');
                    args[k - 2] = equals < 0 ? PREFIX + w
                        : w.substring(0, equals + 1) + PREFIX + w.substring(equals + 1);
                }
                String[] r = run(args);
                assertEquals(words[1], r[0], words[0] + ": exit status");
                assertEquals(expected(words[0] + ".out"), r[1], words[0] + ": standard output");
                String err = r[2].replace(PREFIX, "");
                if (words[1].equals("64")) err = err.substring(0, err.indexOf('\n') + 1);
                assertEquals(expected(words[0] + ".err"), err, words[0] + ": standard error");
            }));
        }
        return tests.stream();
    }

    @Test
    void theMergedTableIsAnOrdinaryTableAndOutputWritesIt() throws Exception {
        Path merged = directory.resolve("routes.json");
        String[] r = run("-o", merged.toString(), "app=" + PREFIX + "app.routes.json",
            PREFIX + "goods.routes.json", "cart=" + PREFIX + "cart.json");
        assertEquals("0", r[0], r[2]);
        assertEquals("", r[1]);
        assertEquals(expected("merged.out"), Files.readString(merged));
        RouteTable table = RouteTableFile.load(merged);
        Match goods = table.match("shop://goods/7", RouteSource.IN_APP);
        assertEquals("goods.detail", goods.route.handler);
        assertEquals("cart.show", table.match("shop://cart", RouteSource.IN_APP).route.handler);
    }

    @Test
    void usageErrorsNameWhatIsWrong() {
        assertEquals("Error: give at least one module's table: NAME=FILE or FILE\n",
            firstLine(run()[2]));
        String[] hidden = run(PREFIX + ".json");
        assertEquals("64", hidden[0]);
        assertEquals("Error: cannot name a module after \"" + PREFIX + ".json\"; write NAME=FILE\n",
            firstLine(hidden[2]));
        assertEquals("Error: Missing value for '-o'\n", firstLine(run("a.json", "-o")[2]));
        String[] help = run("--help");
        assertEquals("0", help[0]);
        assertTrue(help[1].contains(MergeCommand.USAGE + "\n"), help[1]);
    }

    @Test
    void numbersAreWrittenAsTheSwiftToolWritesThem() {
        assertEquals("0.25", MergedJson.number("0.25"));
        assertEquals("1.0e-7", MergedJson.number("1.0E-7"));
        assertEquals("0.000001", MergedJson.number("1.0E-6"));
        assertEquals("100.0", MergedJson.number("100.0"));
        assertEquals("1.5e21", MergedJson.number("1.5E21"));
        assertEquals("-0.0", MergedJson.number("-0.0"));
        assertEquals("123456.789", MergedJson.number("123456.789"));
    }

    private static String firstLine(String text) {
        return text.substring(0, text.indexOf('\n') + 1);
    }
}
