package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.TableError;
import dev.switchyard.internal.text.ErrorText;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.Nullable;

/**
 * {@code switchyard merge [-o FILE] MODULE=FILE ...}: the route-table files of an app's modules
 * merged into one table, naming what two modules both claim (issue #88 item 5); the Swift tool's
 * {@code merge}, byte for byte.
 */
@NonnullByDefault
final class MergeCommand {
    static final String USAGE = "Usage: switchyard merge [<tables> ...] [--output <output>]";

    /** A module's name and its table's path. */
    private static final class Input {
        final String module;
        final String file;

        Input(String module, String file) {
            this.module = module;
            this.file = file;
        }
    }

    /** A usage error's message. */
    private static final class UsageError extends Exception {
        private static final long serialVersionUID = 1L;

        UsageError(String message) {
            super(message);
        }
    }

    private MergeCommand() {}

    /**
     * Runs the command.
     *
     * @param args the arguments after {@code merge}
     * @return 0 when merged, 1 when a table does not load or modules collide, 64 for a usage
     *     error
     */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        List<Input> inputs = new ArrayList<>();
        String output;
        try {
            output = parse(args, inputs);
        } catch (UsageError e) {
            err.println("Error: " + e.getMessage());
            err.println(USAGE);
            return Main.USAGE_ERROR;
        }
        TableMerge merge = new TableMerge();
        for (Input input : inputs) {
            try {
                merge.add(input.module, input.file,
                    CommandLineAccess.loadTree(Paths.get(input.file)));
            } catch (TableError e) {
                err.println(e.report);
                return 1;
            } catch (IOException e) {
                err.println(input.file + ":1:1: error: cannot read file ("
                    + CommandLineAccess.unreadable(e) + ")");
                return 1;
            }
        }
        if (!merge.errors.isEmpty()) {
            for (String error : merge.errors) err.println(error);
            return 1;
        }
        String text = MergedJson.text(merge.merged()) + "\n";
        try {
            // The merged table must load as every reader reads it.
            CommandLineAccess.checkMerged(text, output == null ? "(merged)" : output);
        } catch (TableError e) {
            err.println(e.report);
            return 1;
        }
        if (output == null) {
            out.print(text);
            out.flush();
            return 0;
        }
        try {
            Files.write(Paths.get(output), text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            err.println(output + ":1:1: error: cannot write file ("
                + CommandLineAccess.unreadable(e) + ")");
            return 1;
        }
        return 0;
    }

    /** Reads the arguments into {@code inputs}; the output file, or null for standard output. */
    @Nullable
    private static String parse(List<String> args, List<Input> inputs) throws UsageError {
        String output = null;
        Set<String> seen = new HashSet<>();
        for (int k = 0; k < args.size(); k++) {
            String arg = args.get(k);
            if (arg.equals("-o") || arg.equals("--output")) {
                if (k + 1 == args.size()) throw new UsageError("Missing value for '" + arg + "'");
                output = args.get(++k);
                continue;
            }
            if (arg.startsWith("--output=")) {
                output = arg.substring("--output=".length());
                continue;
            }
            if (arg.startsWith("-") && arg.length() > 1) {
                throw new UsageError("Unknown option '" + arg + "'");
            }
            Input input = split(arg);
            if (!isName(input.module)) {
                throw new UsageError("cannot name a module after " + CommandLineAccess.json(arg)
                    + "; write NAME=FILE");
            }
            if (!seen.add(input.module)) {
                throw new UsageError(ErrorText.MODULE_REGISTERED_TWICE.format(input.module));
            }
            inputs.add(input);
        }
        if (inputs.isEmpty()) {
            throw new UsageError("give at least one module's table: NAME=FILE or FILE");
        }
        return output;
    }

    /**
     * {@code NAME=FILE} when what precedes the first {@code =} is a name; else the file, named
     * up to the first {@code .} of its last path component.
     */
    private static Input split(String arg) {
        int equals = arg.indexOf('=');
        if (equals >= 0 && isName(arg.substring(0, equals))) {
            return new Input(arg.substring(0, equals), arg.substring(equals + 1));
        }
        String last = arg.substring(arg.lastIndexOf('/') + 1);
        int dot = last.indexOf('.');
        return new Input(dot < 0 ? last : last.substring(0, dot), arg);
    }

    /** A module's name: ASCII letters, digits, {@code _}, {@code -} and {@code .}, not empty. */
    static boolean isName(String text) {
        if (text.isEmpty()) return false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                || c == '_' || c == '-' || c == '.';
            if (!ok) return false;
        }
        return true;
    }
}
