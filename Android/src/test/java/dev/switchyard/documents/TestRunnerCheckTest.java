package dev.switchyard.documents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.RoutingDocumentsTest;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The testing artifact applies documents only under a test runner (issue #91 item 7), as Swift's
 * {@code SwitchyardConfigTesting} does: here, under JUnit, it does; in a second JVM whose class
 * path is the library, the testing jar and this class, with no test runner, as an app that
 * declared the testing jar {@code implementation} ships it, both methods refuse, saying why and
 * what to do, and the command line's preview still reads documents unsigned.
 */
class TestRunnerCheckTest {
    private static final DeviceContext DEVICE = new DeviceContext("2.4.0", "android", "u-7");
    private static final String DOCUMENT = "{\"format\":1,\"serial\":3,"
        + "\"redirects\":[{\"from\":\"shop://item/:id\",\"to\":\"shop://goods/{id}\"}]}";

    /** Run in the second JVM: prints what each entry point does, one line each. */
    public static void main(String[] args) throws Exception {
        RouteTable table = RouteTableFile.parse(RoutingDocumentsTest.TABLE, "t.json");
        try {
            UnsignedRoutingDocuments.builderForTesting(table, DEVICE);
            System.out.println("builderForTesting: built");
        } catch (IllegalStateException refused) {
            System.out.println("builderForTesting: " + refused.getMessage());
        }
        try {
            UnsignedRoutingDocuments.applyForTesting(table,
                RoutingDocument.parse(DOCUMENT, "d.json"), null, null);
            System.out.println("applyForTesting: applied");
        } catch (IllegalStateException refused) {
            System.out.println("applyForTesting: " + refused.getMessage());
        }
        RoutingDocuments preview = DocumentCommandLineAccess.unsignedPreview(table, DEVICE).build();
        System.out.println("preview: "
            + preview.offer(DOCUMENT.getBytes(StandardCharsets.UTF_8), "d.json"));
    }

    @Test
    void underJUnitATestRunnerIsFound() {
        assertTrue(UnsignedRoutingDocuments.testRunner(getClass().getClassLoader()));
        UnsignedRoutingDocuments.requireTestRunner("applyForTesting", getClass().getClassLoader());
    }

    @Test
    void theBootstrapClassPathHasNoTestRunner() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
            () -> UnsignedRoutingDocuments.requireTestRunner("applyForTesting", null));
        assertTrue(refused.getMessage().startsWith("UnsignedRoutingDocuments.applyForTesting reads"
            + " routing documents without a signature, and only under a test runner"),
            refused.getMessage());
    }

    @Test
    void withoutATestRunnerBothEntryPointsRefuseAndThePreviewReads() throws Exception {
        Set<String> path = new LinkedHashSet<>();
        for (Class<?> type : new Class<?>[] {RouteTable.class, UnsignedRoutingDocuments.class,
                DocumentCommandLineAccess.class, TestRunnerCheckTest.class}) {
            path.add(new File(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .getPath());
        }
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator
            + "java";
        Process process = new ProcessBuilder(java, "-cp", String.join(File.pathSeparator, path),
            TestRunnerCheckTest.class.getName()).redirectErrorStream(true).start();
        String output = read(process.getInputStream());
        assertEquals(0, process.waitFor(), output);
        String why = " reads routing documents without a signature, and only under a test runner:"
            + " no JUnit, TestNG or AndroidX Test class is on this class path. Declare the testing"
            + " artifact (dev.switchyard:switchyard-android:VERSION:testing) as testImplementation"
            + " or androidTestImplementation, never implementation; shipped code takes documents"
            + " through RoutingDocuments.builder(table, context).keys(...)";
        assertEquals("builderForTesting: UnsignedRoutingDocuments.builderForTesting" + why + "\n"
            + "applyForTesting: UnsignedRoutingDocuments.applyForTesting" + why + "\n"
            + "preview: applied document 3\n", output);
    }

    private static String read(InputStream stream) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        for (int n = stream.read(buffer); n >= 0; n = stream.read(buffer)) out.write(buffer, 0, n);
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }
}
