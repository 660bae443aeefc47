package dev.switchyard.bench;

import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.SignedEnvelope;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Collections;

/**
 * ms to open one signed routing document with the library's own Ed25519 (the envelope read, the
 * signature verified, the document parsed): the first pin and the first open in a fresh JVM (no
 * JIT yet, as on a phone's first launch), then the median of 200 opens after 200 warm-up opens.
 * With the argument {@code cold}, only the first pin and open: {@code Android/bench.sh signature}
 * runs that under {@code -Xint} as well, every method interpreted, a proxy for a phone's
 * interpreter. Budget (issue #72): at most 20 ms of CPU per document on the build machine, cold.
 *
 * <p>Figures on the 2-core build machine, ms of CPU, 5 fresh JVMs each, old and new builds
 * alternated (load average 24-30 from other builds), before and after the field in long limbs, the
 * one-pass [S]B - [k]A and the own SHA-512 (issue #72 item 2): first pin 7.0-9.4 before, 3.8-5.1
 * after; first open 29-33 before, 9.6-14 after (median 9.8); warm median 1.85-1.90 before,
 * 0.41-0.65 after; with -Xint, first open 95-99 before, 19-20 after.
 */
public final class SignatureBenchmark {
    /** The envelope {@code switchyard sign} wrote for serial 5 (SignedEnvelopeTest's). */
    private static final String ENVELOPE = "{\"document\":\""
        + "eyAiZm9ybWF0IjogMSwgInNlcmlhbCI6IDUsICJyZWRpcmVjd"
        + "HMiOiBbIHsiZnJvbSI6ICJzaG9wOi8vaXRlbS86aWQiLCAidG8iOiAic2hvcDovL2"
        + "dvb2RzL3tpZH0ifSBdIH0=\","
        + "\"format\":1,\"keyId\":\"k-1\",\"signature\":\""
        + "moM8UqZ5IBD7mDSZNj\\/eShTMAV8IoZu7TxrAXQnzwTDu"
        + "LopKH8pBBHzxIgoRnpob8YCW+w1MzSLXwkSzWECjCg==\"}";
    private static final String KEY = "n7u/lkmVbSgwI86CTaOSUVh2zm6IabGcyiPeaMhRrq0=";

    private SignatureBenchmark() {}

    /**
     * Prints the figures.
     *
     * @param args none, or {@code cold} for the first pin and open only
     * @throws RoutingDocumentError when the envelope does not verify (it must)
     */
    public static void main(String[] args) throws RoutingDocumentError {
        byte[] bytes = ENVELOPE.getBytes(StandardCharsets.UTF_8);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        PinnedKeys keys = PinnedKeys.of(Collections.singletonMap("k-1", KEY));
        long pinned = System.nanoTime();
        long cpuPinned = threads.getCurrentThreadCpuTime();
        SignedEnvelope.open(bytes, keys, "bench.json");
        System.out.printf("cold JVM: first pin %.2f ms wall, %.2f ms CPU; first open %.2f ms wall,"
            + " %.2f ms CPU%n", (pinned - start) / 1e6, (cpuPinned - cpuStart) / 1e6,
            (System.nanoTime() - pinned) / 1e6,
            (threads.getCurrentThreadCpuTime() - cpuPinned) / 1e6);
        if (args.length > 0 && args[0].equals("cold")) return;
        for (int i = 0; i < 200; i++) SignedEnvelope.open(bytes, keys, "bench.json");
        long[] wall = new long[200];
        long[] cpu = new long[200];
        for (int i = 0; i < wall.length; i++) {
            long t0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            SignedEnvelope.open(bytes, keys, "bench.json");
            cpu[i] = threads.getCurrentThreadCpuTime() - c0;
            wall[i] = System.nanoTime() - t0;
        }
        java.util.Arrays.sort(wall);
        java.util.Arrays.sort(cpu);
        System.out.printf("open one signed document (warm, median of 200): %.2f ms wall,"
            + " %.2f ms CPU; slowest %.2f ms wall; budget 20 ms%n", wall[100] / 1e6, cpu[100] / 1e6,
            wall[199] / 1e6);
    }
}
