package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.SignedEnvelope;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.NoSuchAlgorithmException;
import java.security.Signature;
import java.util.Arrays;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * Documents verify on a Java platform without java.security's Ed25519, as on Android before API 33:
 * a second JVM whose security properties list no provider of Ed25519 (SunEC removed) pins a key
 * and opens a signed envelope.
 */
class ProviderlessVerificationTest {
    /** Run in the second JVM: exits 3 when Ed25519 is still there, prints the serial otherwise. */
    public static void main(String[] args) throws Exception {
        try {
            Signature.getInstance("Ed25519");
            System.exit(3);
        } catch (NoSuchAlgorithmException expected) {
            // The platform has no Ed25519, as Android 8-12 has none.
        }
        PinnedKeys keys = PinnedKeys.of(
            Collections.singletonMap("k-1", SignedEnvelopeTest.SWIFT_KEY));
        SignedEnvelope opened = SignedEnvelope.open(
            SignedEnvelopeTest.SWIFT_ENVELOPE.getBytes(StandardCharsets.UTF_8), keys, "e.json");
        System.out.print("serial " + opened.document().serial());
    }

    @Test
    void aSignedDocumentVerifiesWithoutTheJdksEd25519() throws Exception {
        Path properties = Files.createTempFile("no-ed25519", ".security");
        Files.write(properties, Arrays.asList("security.provider.1=SUN",
            "security.provider.2=SunRsaSign", "security.provider.3=SunJCE"));
        String classPath = location(SignedEnvelope.class) + File.pathSeparator
            + location(ProviderlessVerificationTest.class);
        Process process = new ProcessBuilder(
            javaCommand(), "-Djava.security.properties==" + properties, "-cp", classPath,
            ProviderlessVerificationTest.class.getName()).redirectErrorStream(true).start();
        String output = read(process.getInputStream());
        int status = process.waitFor();
        Files.delete(properties);
        assertEquals("serial 5", output);
        assertEquals(0, status);
    }

    private static String location(Class<?> type) throws Exception {
        return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI()).getPath();
    }

    private static String read(InputStream stream) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        for (int n = stream.read(buffer); n >= 0; n = stream.read(buffer)) out.write(buffer, 0, n);
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }

    /** The java command of the running JVM. */
    private static String javaCommand() {
        return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    }
}
