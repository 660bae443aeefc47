import dev.switchyard.cli.Main;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM reader's {@code switchyard match} (Main.run, the command line's own entry point) over
 * many jobs in one JVM, for the cross-reader fuzzer (Tests/CrossReader/fuzz.py): one JVM start
 * instead of one per table.
 *
 * <p>Usage: {@code java -cp switchyard-android-cli.jar Tests/CrossReader/JvmBatch.java MANIFEST}. Each
 * line of MANIFEST is a job: its output folder, its links file, then the arguments of
 * {@code switchyard match}, all separated by tabs. The job's standard output (one JSON line a
 * link), standard error and exit status go to {@code FOLDER/jvm.out}, {@code FOLDER/jvm.err} and
 * {@code FOLDER/jvm.rc}. A Throwable out of Main.run is written to jvm.err with exit status 99
 * (it is a finding: nothing may escape the API).
 */
public final class JvmBatch {
    private JvmBatch() {}

    public static void main(String[] args) throws IOException {
        for (String line : Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8)) {
            if (line.isEmpty()) continue;
            List<String> fields = Arrays.asList(line.split("\t", -1));
            run(Path.of(fields.get(0)), Path.of(fields.get(1)), fields.subList(2, fields.size()));
        }
    }

    private static void run(Path folder, Path links, List<String> arguments) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (BufferedReader in = Files.newBufferedReader(links, StandardCharsets.UTF_8);
             PrintStream outStream = new PrintStream(out, false, StandardCharsets.UTF_8);
             PrintStream errStream = new PrintStream(err, false, StandardCharsets.UTF_8)) {
            try {
                status = Main.run(arguments.toArray(new String[0]), in, outStream, errStream);
            } catch (Throwable thrown) {  // a finding, reported as one: the fuzzer prints it
                errStream.println("thrown: " + thrown);
                status = 99;
            }
        }
        Files.write(folder.resolve("jvm.out"), out.toByteArray());
        Files.write(folder.resolve("jvm.err"), err.toByteArray());
        Files.writeString(folder.resolve("jvm.rc"), Integer.toString(status));
    }
}
