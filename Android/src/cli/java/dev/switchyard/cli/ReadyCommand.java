package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.cli.ready.ReadyTableWriter;
import dev.switchyard.RouteTable;
import dev.switchyard.TableError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * {@code switchyard ready --table routes.json --output routes.ready}: writes the ready form of a
 * table (ADR 0069), which an app loads with {@code ReadyTable.load} instead of the JSON, without
 * parsing it, its patterns, or growing its trie. An Android build runs it at build time: the
 * image is written by the library version the app ships, and refused by any other.
 */
@NonnullByDefault
final class ReadyCommand {
    static final String USAGE = "Usage: switchyard ready --table <table> --output <file>";

    private ReadyCommand() {}

    /**
     * Runs the command.
     *
     * @param args the arguments after {@code ready}
     * @return 0 when written, 1 when the table does not load or the file cannot be written, 64
     *     for a usage error
     */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        String table = null;
        String output = null;
        for (int k = 0; k < args.size(); k++) {
            String arg = args.get(k);
            boolean valued = arg.equals("--table") || arg.equals("--output");
            if (!valued) return usage(err, arg.startsWith("-") ? "Unknown option '" + arg + "'"
                : "Unexpected argument '" + arg + "'");
            if (k + 1 == args.size()) return usage(err, "Missing value for '" + arg + "'");
            String value = args.get(++k);
            if (arg.equals("--table")) {
                table = value;
            } else {
                output = value;
            }
        }
        if (table == null) return usage(err, "Missing expected argument '--table <table>'");
        if (output == null) return usage(err, "Missing expected argument '--output <file>'");
        RouteTable loaded;
        try {
            loaded = CommandLineAccess.loadTable(Paths.get(table));
        } catch (TableError e) {
            err.println(e.report);
            return 1;
        } catch (IOException e) {
            err.println(table + ":1:1: error: cannot read file ("
                + CommandLineAccess.unreadable(e) + ")");
            return 1;
        }
        byte[] image;
        try {
            image = ReadyTableWriter.write(loaded);
        } catch (IllegalArgumentException e) {
            err.println(table + ": error: cannot write a ready table: " + e.getMessage());
            return 1;
        }
        Path target = Paths.get(output);
        try {
            Path parent = target.toAbsolutePath().getParent();
            Path temporary = Files.createTempFile(parent, ".ready-", ".tmp");
            try {
                Files.write(temporary, image);
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            err.println(output + ": error: cannot write file (" + CommandLineAccess.unreadable(e)
                + ")");
            return 1;
        }
        out.println("wrote " + output + ": " + loaded.routes().size() + " routes, "
            + image.length + " bytes");
        out.flush();
        return 0;
    }

    private static int usage(PrintStream err, String message) {
        err.println("Error: " + message);
        err.println(USAGE);
        return Main.USAGE_ERROR;
    }
}
