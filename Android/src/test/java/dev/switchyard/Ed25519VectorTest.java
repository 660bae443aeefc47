package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.internal.crypto.Ed25519;
import dev.switchyard.internal.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every vector of {@code Conformance/vectors/} (Wycheproof's EdDSA vectors and this project's
 * rule vectors): the JVM's own Ed25519 gives each one's {@code result}, and pins or refuses each
 * key as its group says. Swift's {@code Ed25519VectorTests} checks the same files against the
 * same results, so both readers accept exactly the same set.
 */
class Ed25519VectorTest {
    static final Path VECTORS = java.nio.file.Paths.get("..", "Conformance", "vectors");

    /** Each test of a vector file: the key, message, signature and whether it must verify. */
    static final class Vector {
        final String where;
        final byte[] key;
        final byte[] message;
        final byte[] signature;
        final boolean valid;

        Vector(String where, byte[] key, byte[] message, byte[] signature, boolean valid) {
            this.where = where;
            this.key = key;
            this.message = message;
            this.signature = signature;
            this.valid = valid;
        }
    }

    static Json.Node read(String file) throws Exception {
        return Json.parse(Files.readAllBytes(VECTORS.resolve(file)));
    }

    static List<Vector> vectors(String file) throws Exception {
        List<Vector> out = new ArrayList<>();
        for (Json.Node group : read(file).object().get("testGroups").array()) {
            byte[] key = hex(group.object().get("publicKey").object().get("pk").string());
            for (Json.Node test : group.object().get("tests").array()) {
                java.util.Map<String, Json.Node> fields = test.object();
                out.add(new Vector(file + "#" + fields.get("tcId").value + " "
                    + fields.get("comment").string(), key, hex(fields.get("msg").string()),
                    hex(fields.get("sig").string()),
                    "valid".equals(fields.get("result").string())));
            }
        }
        return out;
    }

    static byte[] hex(String text) {
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }

    private static int[] check(String file) throws Exception {
        int[] counts = new int[2];
        for (Vector vector : vectors(file)) {
            assertEquals(vector.valid, Ed25519.verify(vector.key, vector.message, vector.signature),
                vector.where);
            counts[vector.valid ? 0 : 1]++;
        }
        return counts;
    }

    @Test
    void wycheproofsVectorsGiveTheirResult() throws Exception {
        int[] counts = check("ed25519_test.json");
        assertEquals(88, counts[0]);
        assertEquals(63, counts[1]);
    }

    @Test
    void theRuleVectorsGiveTheirResult() throws Exception {
        int[] counts = check("ed25519-rules.json");
        assertEquals(5, counts[0]);
        assertEquals(34, counts[1]);
    }

    @Test
    void eachKeyIsPinnedOrRefusedWithItsWords() throws Exception {
        int refused = 0;
        for (String file : new String[] {"ed25519_test.json", "ed25519-rules.json"}) {
            for (Json.Node group : read(file).object().get("testGroups").array()) {
                byte[] key = hex(group.object().get("publicKey").object().get("pk").string());
                String base64 = Base64.getEncoder().encodeToString(key);
                Json.Node pin = group.object().get("pin");
                if (pin == null || "accepted".equals(pin.string())) {
                    PinnedKeys keys = PinnedKeys.of(Collections.singletonMap("k", base64));
                    assertEquals(Collections.singletonList("k"), keys.ids());
                    continue;
                }
                RoutingDocumentError error = assertThrows(RoutingDocumentError.class,
                    () -> PinnedKeys.of(Collections.singletonMap("k", base64)), base64);
                assertEquals(RoutingDocumentError.Code.MALFORMED, error.code());
                assertEquals("pinned key \"k\" " + pin.object().get("refused").string(),
                    error.getMessage());
                refused++;
            }
        }
        assertEquals(17, refused);
    }
}
