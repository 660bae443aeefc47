package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.policy.RouteSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A large ready table's subtrees below where it branches, written in groups and read when a link
 * first reaches them (ADR 0073): which tables are grouped and where, what a first match reads, that
 * threads racing to a group see one whole group, and what a group that does not read does. That a
 * grouped table answers as its JSON is the corpus's work ({@link TableReader#GROUPED}).
 */
class ReadyTableGroupTest {
    private static final RouteSource SOURCE = RouteSource.UNIVERSAL_LINK;

    /** The root's children still waiting for their group, and all of them. */
    private static int[] pending(RouteTable table) {
        return pending(table.global.paths.root());
    }

    /** A node's children still waiting for their group, and all of them. */
    private static int[] pending(Trie.Node node) {
        List<Trie.Node> children = node.children();
        int waiting = 0;
        for (Trie.Node child : children) {
            if (child.pending != null) waiting++;
        }
        return new int[] {waiting, children.size()};
    }

    /** A link to route {@code route} of {@link ReadyTableTest#benchmarkTable}. */
    private static String link(int route) {
        String[] paths = {"/items/42", "/items/7/reviews", "/users/1234", "/help/a/b"};
        return "app://s" + route + paths[route % 4];
    }

    @Test
    void aLargeTableLoadsItsFirstLevelAndEachMatchReadsOneGroup() throws Exception {
        RouteTable json = RouteTableFile.parse(ReadyTableTest.benchmarkTable(1_000), "b.json");
        RouteTable ready = ReadyTable.read(ReadyTableWriter.write(json), "b.ready");
        assertArrayEquals(new int[] {1_000, 1_000}, pending(ready));
        assertEquals(json.match(link(500), SOURCE).toString(),
            ready.match(link(500), SOURCE).toString());
        int[] afterOne = pending(ready);
        int group = 1_000 - afterOne[0];
        // A group of the benchmark's subtrees weighs at least 128: 25 to 43 of its 3 to 5 nodes.
        assertTrue(group > 1 && group < 50, group + " read");
        ready.match(link(500), SOURCE);
        assertEquals(afterOne[0], pending(ready)[0], "a group is read once");
        for (int route = 0; route < 1_000; route++) {
            assertEquals(json.match(link(route), SOURCE).toString(),
                ready.match(link(route), SOURCE).toString(), link(route));
        }
        assertEquals(0, pending(ready)[0]);
    }

    /**
     * Routes that all start with the same segment: the groups are below it, where the trie
     * branches, and a first match reads one of them.
     */
    @Test
    void aTableUnderOneFirstSegmentIsGroupedWhereItBranches() throws Exception {
        String table = ReadyTableTest.benchmarkTable(1_000).replace("\"/s", "\"/app/s");
        RouteTable json = RouteTableFile.parse(table, "app.json");
        RouteTable ready = ReadyTable.read(ReadyTableWriter.write(json), "app.ready");
        assertArrayEquals(new int[] {0, 1}, pending(ready));
        Trie.Node app = ready.global.paths.root().children().get(0);
        assertArrayEquals(new int[] {1_000, 1_000}, pending(app));
        String link = "app://app/s500/items/42";
        assertEquals(json.match(link, SOURCE).toString(), ready.match(link, SOURCE).toString());
        int read = 1_000 - pending(app)[0];
        assertTrue(read > 1 && read < 50, read + " read");
        assertEquals("h500", ready.match(link, SOURCE).route.handler);
        for (int route = 0; route < 1_000; route += 7) {
            String other = link(route).replace("app://s", "app://app/s");
            assertEquals(json.match(other, SOURCE).toString(),
                ready.match(other, SOURCE).toString(), other);
        }
    }

    @Test
    void aTableOfAFewRoutesIsReadWhole() throws Exception {
        RouteTable shop = ReadyTable.read(
            ReadyTableWriter.write(RouteTableFile.load(Path.of("testdata/shop.json"))), "s.ready");
        assertEquals(0, pending(shop)[0]);
        assertTrue(pending(shop)[1] > 1);
    }

    /**
     * Threads whose first matches race into the same groups each see whole groups: every answer
     * is the JSON's (a group of each first segment, so that most first matches race).
     */
    @Test
    void threadsRacingToAGroupAnswerAsTheJson() throws Exception {
        RouteTable json = RouteTableFile.parse(ReadyTableTest.benchmarkTable(400), "b.json");
        List<String> expected = new ArrayList<>();
        for (int route = 0; route < 400; route++) {
            expected.add(json.match(link(route), SOURCE).toString());
        }
        byte[] image = ReadyTableWriter.write(json, 1);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            for (int load = 0; load < 10; load++) {
                RouteTable ready = ReadyTable.read(image, "b.ready");
                CountDownLatch start = new CountDownLatch(1);
                List<Future<List<String>>> answers = new ArrayList<>();
                for (int thread = 0; thread < 4; thread++) {
                    List<Integer> order = new ArrayList<>();
                    for (int route = 0; route < 400; route++) order.add(route);
                    Collections.shuffle(order, new Random(31L * load + thread));
                    answers.add(threads.submit(() -> {
                        start.await();
                        List<String> got = new ArrayList<>(Collections.nCopies(400, ""));
                        for (int route : order) {
                            got.set(route, ready.match(link(route), SOURCE).toString());
                        }
                        return got;
                    }));
                }
                start.countDown();
                for (Future<List<String>> answer : answers) {
                    assertEquals(expected, answer.get(60, TimeUnit.SECONDS), "load " + load);
                }
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /**
     * A group that does not read (a hand-made image whose CRC-32 agrees): the load takes it, its
     * links match nothing and the other groups' answer; the whole read, which the command line's
     * {@code match} does, refuses it where it is.
     */
    @Test
    void aGroupThatDoesNotReadMatchesNothingAndTheWholeReadSaysWhere() throws Exception {
        RouteTable json = RouteTableFile.parse("{\"routes\":[{\"pattern\":\"/a/b\",\"handler\":"
            + "\"x\"},{\"pattern\":\"/c/d\",\"handler\":\"y\"}]}", "two.json");
        byte[] image = ReadyTableWriter.write(json, 1);
        // The payload ends with /c's group (its last number the reading of route 1: a difference
        // of 1, zigzag-coded and doubled), the other two tries' empty roots and no namespaces.
        int reading = image.length - 4;
        assertEquals(4, image[reading]);
        image[reading] = 64;
        ReadyTableDamageTest.checksum(image, ReadyTableDamageTest.payload(image));
        RouteTable lazy = ReadyTable.read(image, "two.ready");
        assertEquals("x", lazy.match("app:///a/b", SOURCE).route.handler);
        assertFalse(lazy.match("app:///c/d", SOURCE).matched());
        assertNull(lazy.match("app:///c/d", SOURCE).route);
        ReadyTableError refused = assertThrows(ReadyTableError.class,
            () -> ReadyTable.readWhole(image, "two.ready"));
        assertEquals(ReadyTableError.Reason.MALFORMED, refused.reason);
        assertEquals("two.ready: ready table is damaged at byte " + reading + ": route 16 of 2",
            refused.getMessage());
        Path file = Files.createTempFile("two-", ".ready");
        try {
            Files.write(file, image);
            String[] run = MainTest.run("", "match", "--table", file.toString(), "app:///a/b");
            assertEquals("1", run[0]);
            assertEquals(file + ": ready table is damaged at byte " + reading + ": route 16 of 2\n",
                run[2]);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** The image of a loaded grouped image is the image: the writer reads every group first. */
    @Test
    void aGroupedImageReadAndWrittenAgainIsTheSameImage() throws Exception {
        for (String[] table : ReadyTableTest.tables()) {
            byte[] image = ReadyTableWriter.write(RouteTableFile.parse(table[1], table[0]), 1);
            RouteTable loaded = ReadyTable.read(image, table[0]);
            assertArrayEquals(image, ReadyTableWriter.write(loaded, 1), table[0]);
        }
        String large = ReadyTableTest.benchmarkTable(1_000);
        byte[] image = ReadyTableWriter.write(RouteTableFile.parse(large, "b.json"));
        assertNotNull(image);
        assertArrayEquals(image, ReadyTableWriter.write(ReadyTable.read(image, "b.ready")));
    }
}
