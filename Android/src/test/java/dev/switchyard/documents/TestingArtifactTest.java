package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.switchyard.OneDoorTest;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.RoutingDocumentsTest;
import dev.switchyard.TestSigner;
import dev.switchyard.policy.RouteSource;
import java.io.DataInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;

/**
 * The testing artifact ({@code switchyard-android-testing}, {@code src/testing/java}) does its job
 * (issue #79 item 3): a test reads bare documents, applies one without its conditions, and keeps
 * the floor in memory, which a new store forgets. The library's jar cannot ({@link OneDoorTest});
 * this jar, when the build names it ({@code switchyard.testingJar}), holds exactly the classes of
 * {@code src/testing/java}, at the library's level (Java 8's class files).
 */
class TestingArtifactTest {
    private static final DeviceContext DEVICE = new DeviceContext("2.4.0", "android", "u-7");
    private static final Instant NOW = Instant.parse("2026-12-01T00:00:00Z");

    private static RouteTable table() throws Exception {
        return RouteTableFile.parse(RoutingDocumentsTest.TABLE, "t.json");
    }

    private static String document(long serial, String fields) {
        return "{\"format\":1,\"serial\":" + serial + fields
            + ",\"redirects\":[{\"from\":\"shop://item/:id\",\"to\":\"shop://goods/{id}\"}]}";
    }

    @Test
    void aTestReadsABareDocumentWhichTheSignedBuilderRefuses() throws Exception {
        byte[] bare = document(3, "").getBytes(StandardCharsets.UTF_8);
        RoutingDocuments preview = UnsignedRoutingDocuments.builderForTesting(table(), DEVICE)
            .clock(() -> NOW).build();
        assertEquals("applied document 3", preview.offer(bare, "d.json").toString());
        assertEquals("goods",
            preview.match("shop://item/7", RouteSource.IN_APP).match().route.handler);
        RoutingDocuments signed = RoutingDocuments.builder(table(), DEVICE)
            .keys(PinnedKeys.of(Collections.singletonMap("k", new TestSigner().publicKey)))
            .floorStore(new InMemoryFloorStore()).clock(() -> NOW).build();
        assertEquals(RoutingDocumentError.Code.UNSIGNED,
            signed.offer(bare, "d.json").refusal().code());
        assertThrows(IllegalStateException.class,
            () -> UnsignedRoutingDocuments.builderForTesting(table(), DEVICE)
                .keys(PinnedKeys.of(Collections.singletonMap("k", new TestSigner().publicKey)))
                .build());
    }

    @Test
    void applyForTestingAppliesWithoutTheConditionsThatOfferChecks() throws Exception {
        RoutingDocument expired =
            RoutingDocument.parse(document(4, ",\"expires\":\"2020-01-01T00:00:00Z\""), "d.json");
        AppliedTable applied =
            UnsignedRoutingDocuments.applyForTesting(table(), expired, DEVICE, null);
        assertEquals(4, applied.document().serial());
        assertEquals("goods",
            applied.match("shop://item/7", RouteSource.IN_APP).match().route.handler);
        RoutingDocuments offered = UnsignedRoutingDocuments.builderForTesting(table(), DEVICE)
            .clock(() -> NOW).build();
        byte[] bytes = document(4, ",\"expires\":\"2020-01-01T00:00:00Z\"")
            .getBytes(StandardCharsets.UTF_8);
        assertEquals(RoutingDocumentError.Code.EXPIRED,
            offered.offer(bytes, "d.json").refusal().code());
        assertNull(offered.state().inForce());
    }

    @Test
    void aFloorInMemoryLastsAsLongAsItsStore() throws Exception {
        InMemoryFloorStore store = new InMemoryFloorStore();
        byte[] d5 = document(5, "").getBytes(StandardCharsets.UTF_8);
        byte[] d4 = document(4, "").getBytes(StandardCharsets.UTF_8);
        assertEquals("applied document 5", launch(store).offer(d5, "d5").toString());
        assertEquals(RoutingDocumentError.Code.DOWNGRADE,
            launch(store).offer(d4, "d4").refusal().code(), "the same store: the same floor");
        assertEquals("applied document 4",
            launch(new InMemoryFloorStore()).offer(d4, "d4").toString(),
            "a new store is a fresh install: what a relaunch would do, so never an app's");
    }

    private static RoutingDocuments launch(DocumentFloorStore store) throws Exception {
        return UnsignedRoutingDocuments.builderForTesting(table(), DEVICE).floorStore(store)
            .clock(() -> NOW).build();
    }

    @Test
    void theTestingJarHoldsTheTestingSourcesAtTheLibrarysLevel() throws Exception {
        String jar = System.getProperty("switchyard.testingJar");
        assumeTrue(jar != null, "no testing jar built yet: Maven checks its jars after package");
        List<String> expected = OneDoorTest.testingClasses();
        assertEquals(expected, OneDoorTest.classNames(Paths.get(jar)));
        try (JarFile opened = new JarFile(jar)) {
            for (String name : expected) {
                try (InputStream in = opened.getInputStream(
                        opened.getEntry(name.replace('.', '/') + ".class"))) {
                    DataInputStream data = new DataInputStream(in);
                    data.readInt();
                    data.readUnsignedShort();
                    assertEquals(52, data.readUnsignedShort(), name + ": Java 8's class file");
                }
            }
        }
    }
}
