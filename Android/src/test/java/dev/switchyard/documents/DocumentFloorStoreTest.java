package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.RoutingDocumentsTest;
import dev.switchyard.TestSigner;
import dev.switchyard.policy.RouteSource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The floor survives a relaunch (issue 71, item 5): a new {@link RoutingDocuments} over the same
 * store refuses a document below the highest one an earlier launch applied, even once that one has
 * expired or no longer fits the app; the record is written before a document is reported applied;
 * a record that cannot be read is rebuilt and said so.
 */
class DocumentFloorStoreTest {
    private static final String TABLE = RoutingDocumentsTest.TABLE;
    private final TestSigner signer;
    private final AtomicReference<Instant> now =
        new AtomicReference<>(Instant.parse("2026-12-01T00:00:00Z"));
    @TempDir
    Path directory;

    DocumentFloorStoreTest() throws Exception {
        signer = new TestSigner();
    }

    /** One launch of the app: a new instance over {@code store}. */
    private RoutingDocuments launch(DocumentFloorStore store, String appVersion) throws Exception {
        return RoutingDocuments.builder(RouteTableFile.parse(TABLE, "t.json"),
                new DeviceContext(appVersion, "android", "u-7"))
            .keys(PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey)))
            .floorStore(store).clock(now::get).build();
    }

    private byte[] signed(long serial, String fields) throws Exception {
        return signer.seal("{\"format\":1,\"serial\":" + serial + fields
            + ",\"remove\":[\"shop://cart\"]}", "2026-a");
    }

    @Test
    void anExpiredDocumentsFloorRefusesAnOlderOneAfterARelaunch() throws Exception {
        DocumentFloorStore store = DocumentFloorStore.file(directory.resolve("floor.json"));
        byte[] d50 = signed(50, ",\"expires\":\"2026-12-15T00:00:00Z\"");
        byte[] d41 = signed(41, "");
        RoutingDocuments first = launch(store, "2.4.0");
        assertEquals("applied document 50", first.offer(d50, "d50").toString());
        assertEquals("refused (downgrade): document 41 is older than document 50, which is in "
            + "force", first.offer(d41, "d41").toString());

        now.set(Instant.parse("2026-12-20T00:00:00Z"));
        RoutingDocuments second = launch(store, "2.4.0");
        assertNull(second.floorRebuilt());
        assertEquals("refused (expired): document 50 expired at 2026-12-15T00:00:00Z",
            second.offer(d50, "d50").toString());
        assertEquals("refused (downgrade): document 41 is older than document 50, which this "
            + "app already accepted", second.offer(d41, "d41").toString());
        assertNull(second.state().inForce());
        assertEquals("shop://cart", second.match("shop://cart", RouteSource.IN_APP).match()
            .route.pattern);
    }

    @Test
    void aDocumentForAnOlderAppKeepsItsFloorAfterAnUpdate() throws Exception {
        DocumentFloorStore store = DocumentFloorStore.file(directory.resolve("floor.json"));
        byte[] d50 = signed(50, ",\"app\":{\"maxVersion\":\"2.9\"}");
        byte[] d41 = signed(41, "");
        assertEquals("applied document 50", launch(store, "2.4.0").offer(d50, "d50").toString());
        RoutingDocuments updated = launch(store, "3.0.0");
        assertEquals(RoutingDocumentError.Code.OTHER_APP,
            updated.offer(d50, "d50").refusal().code());
        assertEquals("refused (downgrade): document 41 is older than document 50, which this "
            + "app already accepted", updated.offer(d41, "d41").toString());
        assertNull(updated.state().inForce());
    }

    @Test
    void theRecordIsSwiftsFloorRecord() throws Exception {
        Path file = directory.resolve("nested/dir/routing-document.floor.json");
        byte[] d7 = signed(7, "");
        assertEquals("applied document 7",
            launch(DocumentFloorStore.file(file), "2.4.0").offer(d7, "d7").toString());
        String fingerprint = PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey))
            .fingerprint("2026-a");
        String payload = "{\"format\":1,\"serial\":7,\"remove\":[\"shop://cart\"]}";
        String digest = PinnedKeys.sha256Hex(payload.getBytes(StandardCharsets.UTF_8));
        assertEquals("{\"format\":1,\"keys\":{\"" + fingerprint + "\":{\"document\":\"" + digest
            + "\",\"serial\":7}}}", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        try (java.util.stream.Stream<Path> left = Files.list(file.getParent())) {
            assertEquals(1, left.count(), "no temporary file is left beside the record");
        }
    }

    @Test
    void theSameDocumentAgainWritesNothing() throws Exception {
        AtomicInteger writes = new AtomicInteger();
        DocumentFloorStore memory = new InMemoryFloorStore();
        DocumentFloorStore counting = new DocumentFloorStore() {
            @Override
            public byte[] read() throws IOException {
                return memory.read();
            }

            @Override
            public void write(byte[] record) throws IOException {
                writes.incrementAndGet();
                memory.write(record);
            }
        };
        RoutingDocuments documents = launch(counting, "2.4.0");
        byte[] d7 = signed(7, "");
        documents.offer(d7, "d7");
        assertEquals("document 7 is already in force", documents.offer(d7, "d7").toString());
        assertEquals(1, writes.get());
    }

    @Test
    void aFailedWriteAppliesTheDocumentAndSaysItsFloorIsNotStored() throws Exception {
        AtomicReference<String> failure = new AtomicReference<>();
        DocumentFloorStore memory = new InMemoryFloorStore();
        DocumentFloorStore flaky = new DocumentFloorStore() {
            @Override
            public byte[] read() throws IOException {
                return memory.read();
            }

            @Override
            public void write(byte[] record) throws IOException {
                if (failure.get() != null) throw new IOException(failure.get());
                memory.write(record);
            }

            @Override
            public String toString() {
                return "the test's store";
            }
        };
        RoutingDocuments documents = launch(flaky, "2.4.0");
        assertEquals("applied document 7", documents.offer(signed(7, ""), "d7").toString());
        failure.set("No space left on device");
        byte[] d8 = signer.seal("{\"format\":1,\"serial\":8}", "2026-a");
        DocumentArrival arrival = documents.offer(d8, "d8");
        // The hot fix is in force, as on Swift (appliedNotCached), and says what was not stored.
        assertEquals(DocumentArrival.Outcome.APPLIED_NOT_STORED, arrival.outcome());
        assertEquals("applied document 8, not stored: the floor could not be written to the "
            + "test's store (No space left on device)", arrival.toString());
        assertEquals("the floor could not be written to the test's store (No space left on device)",
            arrival.notStored());
        assertEquals(8, documents.state().inForce().serial());
        // This run keeps the floor it raised.
        assertEquals("refused (downgrade): document 7 is older than document 8, which is in force",
            documents.offer(signed(7, ""), "d7").toString());
        // A relaunch while the store fails starts from the record as it was (7): as if 8 had been
        // refused, no lower.
        assertEquals("applied document 7", launch(flaky, "2.4.0").offer(signed(7, ""), "d7")
            .toString());
        assertEquals("refused (downgrade): document 6 is older than document 7, which this app "
            + "already accepted", launch(flaky, "2.4.0").offer(signed(6, ""), "d6").toString());
        failure.set(null);
        byte[] d9 = signer.seal("{\"format\":1,\"serial\":9}", "2026-a");
        assertEquals("applied document 9", documents.offer(d9, "d9").toString());
        assertEquals("refused (downgrade): document 8 is older than document 9, which this app "
            + "already accepted", launch(flaky, "2.4.0").offer(d8, "d8").toString());
    }

    @Test
    void aRecordThatIsNoFloorIsRebuiltAndSaysWhy() throws Exception {
        Path file = directory.resolve("floor.json");
        Files.write(file, "{\"format\":1,\"keys\":{\"ab\":{\"serial\":0}}}"
            .getBytes(StandardCharsets.UTF_8));
        RoutingDocuments documents = launch(DocumentFloorStore.file(file), "2.4.0");
        assertEquals("the floor record is unreadable (the entry of key ab\u2026 is not a serial "
            + "and a digest); no cached document to rebuild it from: documents from serial 1 on "
            + "are taken",
            documents.floorRebuilt());
        assertEquals("{\"format\":1,\"keys\":{}}",
            new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
        assertEquals("applied document 3", documents.offer(signed(3, ""), "d3").toString());

        for (String corrupt : new String[] {"{\"format\":1,\"keys\":{", "[]",
            "{\"format\":2,\"keys\":{}}", "{\"format\":1}"}) {
            Files.write(file, corrupt.getBytes(StandardCharsets.UTF_8));
            String why = launch(DocumentFloorStore.file(file), "2.4.0").floorRebuilt();
            assertTrue(why != null && why.startsWith("the floor record is unreadable ("), why);
        }
        Files.write(file, "{\"format\":1}".getBytes(StandardCharsets.UTF_8));
        assertEquals("the floor record is unreadable (no \"keys\"); no cached document to "
            + "rebuild it from: documents from serial 1 on are taken",
            launch(DocumentFloorStore.file(file), "2.4.0").floorRebuilt());
        Files.write(file, "[]".getBytes(StandardCharsets.UTF_8));
        assertEquals("the floor record is unreadable (not a JSON object (2 bytes)); no cached "
            + "document to rebuild it from: documents from serial 1 on are taken",
            launch(DocumentFloorStore.file(file), "2.4.0").floorRebuilt());
    }

    @Test
    void aRecordThatCannotBeReadIsRebuiltAndEveryRaiseIsAppliedNotStoredUntilItCanBeWritten()
        throws Exception {
        Path file = directory.resolve("floor.json");
        Files.createDirectories(file);
        RoutingDocuments documents = RoutingDocuments.builder(RouteTableFile.parse(TABLE, "t"),
                new DeviceContext("2.4.0", "android", "u-7"))
            .keys(PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey)))
            .floorStore(DocumentFloorStore.file(file)).minimumSerial(40).clock(now::get).build();
        String why = documents.floorRebuilt();
        assertTrue(why.startsWith("the floor record cannot be read (" + file
            + " is not a regular file); no cached document to rebuild it from: documents from "
            + "serial 40 on are taken; writing it failed: "), why);
        DocumentArrival arrival = documents.offer(signed(41, ""), "d41");
        assertEquals(DocumentArrival.Outcome.APPLIED_NOT_STORED, arrival.outcome());
        assertTrue(arrival.notStored().startsWith("the floor could not be written to "),
            arrival.notStored());
        assertEquals(41, documents.state().inForce().serial());
    }

    /** A launch that gives the builder the cached document it will offer first. */
    private RoutingDocuments launchWithCache(DocumentFloorStore store, byte[] cached)
        throws Exception {
        return RoutingDocuments.builder(RouteTableFile.parse(TABLE, "t.json"),
                new DeviceContext("2.4.0", "android", "u-7"))
            .keys(PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey)))
            .floorStore(store).cachedDocument(cached).clock(now::get).build();
    }

    @Test
    void anUpdateFromAVersionThatKeptNoFloorRebuildsItFromTheCachedDocument() throws Exception {
        Path file = directory.resolve("floor.json");
        byte[] d50 = signed(50, ",\"expires\":\"2026-12-15T00:00:00Z\"");
        now.set(Instant.parse("2026-12-20T00:00:00Z"));
        RoutingDocuments documents = launchWithCache(DocumentFloorStore.file(file), d50);
        assertEquals("no floor record beside the cached document; rebuilt from document 50 in "
            + "the cache", documents.floorRebuilt());
        assertTrue(Files.exists(file));
        assertEquals(RoutingDocumentError.Code.EXPIRED, documents.offer(d50, "d50").refusal()
            .code());
        assertEquals("refused (downgrade): document 41 is older than document 50, which this "
            + "app already accepted", documents.offer(signed(41, ""), "d41").toString());
        assertNull(launchWithCache(DocumentFloorStore.file(file), d50).floorRebuilt(),
            "the record is read at the next launch");
    }

    @Test
    void anUnreadableRecordIsRebuiltFromTheCachedDocumentWhenItVerifies() throws Exception {
        Path file = directory.resolve("floor.json");
        byte[] d50 = signed(50, "");
        Files.write(file, "{}".getBytes(StandardCharsets.UTF_8));
        assertEquals("the floor record is unreadable (format missing is not 1); rebuilt from "
            + "document 50 in the cache",
            launchWithCache(DocumentFloorStore.file(file), d50).floorRebuilt());
        Files.write(file, "{}".getBytes(StandardCharsets.UTF_8));
        byte[] tampered = new String(d50, StandardCharsets.UTF_8)
            .replaceFirst("\"document\":\"ey", "\"document\":\"ez")
            .getBytes(StandardCharsets.UTF_8);
        RoutingDocuments documents = launchWithCache(DocumentFloorStore.file(file), tampered);
        assertEquals("the floor record is unreadable (format missing is not 1); the cached "
            + "document does not verify: documents from serial 1 on are taken",
            documents.floorRebuilt());
        assertEquals("applied document 41", documents.offer(signed(41, ""), "d41").toString());
    }

    @Test
    void aFreshInstallHasNoRecordAndNothingToReport() throws Exception {
        Path file = directory.resolve("floor.json");
        RoutingDocuments documents = launch(DocumentFloorStore.file(file), "2.4.0");
        assertNull(documents.floorRebuilt());
        assertFalse(Files.exists(file));
        assertNull(DocumentFloorStore.file(file).read());
    }

    /**
     * The record deleted with the app's cached document is a fresh install, as on Swift
     * (DocumentFloorTests.aFloorLostWithTheCachedDocumentIsAFreshInstall): documents from
     * minimumSerial on are taken again, and nothing is reported.
     */
    @Test
    void aRecordLostWithTheCachedDocumentIsAFreshInstall() throws Exception {
        Path file = directory.resolve("floor.json");
        assertEquals("applied document 7", launch(DocumentFloorStore.file(file), "2.4.0")
            .offer(signed(7, ""), "d7").toString());
        Files.delete(file);
        RoutingDocuments relaunched = RoutingDocuments.builder(
                RouteTableFile.parse(TABLE, "t.json"), new DeviceContext("2.4.0", "android", "u-7"))
            .keys(PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey)))
            .floorStore(DocumentFloorStore.file(file)).minimumSerial(5).clock(now::get).build();
        assertNull(relaunched.floorRebuilt());
        assertEquals("refused (downgrade): document 4 is older than document 5, the oldest this "
            + "app takes", relaunched.offer(signed(4, ""), "d4").toString());
        assertEquals("applied document 5", relaunched.offer(signed(5, ""), "d5").toString());
    }

    @Test
    void theInMemoryStoreKeepsACopy() throws Exception {
        DocumentFloorStore store = new InMemoryFloorStore();
        assertNull(store.read());
        byte[] record = {1, 2, 3};
        store.write(record);
        record[0] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, store.read());
    }

    @Test
    void aBuilderWithoutKeysOrAFloorStoreDoesNotBuild() throws Exception {
        RouteTable table = RouteTableFile.parse(TABLE, "t");
        DeviceContext device = new DeviceContext("2.4.0", "android", "u-7");
        PinnedKeys keys = PinnedKeys.of(Collections.singletonMap("2026-a", signer.publicKey));
        IllegalStateException noKeys = assertThrows(IllegalStateException.class,
            () -> RoutingDocuments.builder(table, device)
                .floorStore(new InMemoryFloorStore()).build());
        assertEquals("RoutingDocuments needs the keys documents are signed with: "
            + ".keys(PinnedKeys.of(...)); unsigned documents are read only in tests, by "
            + "UnsignedRoutingDocuments.builderForTesting of switchyard-android-testing",
            noKeys.getMessage());
        IllegalStateException noStore = assertThrows(IllegalStateException.class,
            () -> RoutingDocuments.builder(table, device).keys(keys).build());
        assertEquals("RoutingDocuments needs a place for the floor, which refuses an old "
            + "document replayed after a relaunch: .floorStore(DocumentFloorStore.file(path)) in "
            + "the app's no-backup files (in tests, InMemoryFloorStore of "
            + "switchyard-android-testing)", noStore.getMessage());
        IllegalStateException unsignedWithKeys = assertThrows(IllegalStateException.class,
            () -> UnsignedRoutingDocuments.builderForTesting(table, device).keys(keys).build());
        assertEquals("UnsignedRoutingDocuments.builderForTesting reads unsigned documents and "
            + "takes no keys; an app pins its keys with RoutingDocuments.builder(table, "
            + "context).keys(...)", unsignedWithKeys.getMessage());
    }

    @Test
    void aSignedBuilderRefusesABareDocument() throws Exception {
        RoutingDocuments documents = launch(new InMemoryFloorStore(), "2.4.0");
        byte[] bare = "{\"format\":1,\"serial\":99,\"remove\":[\"shop://cart\"]}"
            .getBytes(StandardCharsets.UTF_8);
        assertEquals(RoutingDocumentError.Code.UNSIGNED, documents.offer(bare, "d").refusal()
            .code());
        assertNull(documents.state().inForce());
        RoutingDocuments preview = UnsignedRoutingDocuments.builderForTesting(
            RouteTableFile.parse(TABLE, "t"), new DeviceContext("2.4.0", "android", "u-7"))
            .clock(now::get).build();
        assertEquals("applied document 99", preview.offer(bare, "d").toString());
    }
}
