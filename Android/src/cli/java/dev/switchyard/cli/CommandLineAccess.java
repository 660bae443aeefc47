package dev.switchyard.cli;

import dev.switchyard.NonnullByDefault;
import dev.switchyard.ReadyTableError;
import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.ToolAccess;
import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.WebOrigin;
import dev.switchyard.internal.text.IsoDates;
import dev.switchyard.internal.text.Texts;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import javax.annotation.Nullable;

/**
 * What the command line uses of the library beyond its API, in one place: the tool reads a table a
 * person named (a pipe too) and a ready image whole, through the library's door for it ({@link
 * ToolAccess}), and prints texts as the Swift tool does, with the library's internal helpers. Not
 * API: compiled into the command line's jar only ({@code src/cli}, ADR 0058), in the command
 * line's package since issue #89 item 5, so that no package is split between two jars.
 */
@NonnullByDefault
public final class CommandLineAccess {
    /** The source kinds {@code --source} and {@code --deny} take, for messages. */
    public static final String SOURCE_KINDS = "in-app, push, universal-link, other-app, web";

    private CommandLineAccess() {}

    /**
     * The table at a path a person named: a FIFO or pipe is read too, as the Swift tool does.
     *
     * @param path the path as given
     * @return the table
     * @throws IOException when the file cannot be read
     * @throws TableError when the table does not load
     */
    public static RouteTable loadTable(Path path) throws IOException, TableError {
        return ToolAccess.loadNamed(path);
    }

    /**
     * A module's table for {@code switchyard merge} (issue #88 item 5): loaded and checked as
     * {@link #loadTable} loads one (so a file that does not load gives its own error first), and
     * its document tree, whose places the merge's collisions are reported at. The file is read
     * once, so a pipe works too.
     *
     * @param path the path as given
     * @return the table's document
     * @throws IOException when the file cannot be read
     * @throws TableError when the table does not load
     */
    public static Json.Node loadTree(Path path) throws IOException, TableError {
        return ToolAccess.loadTree(path);
    }

    /**
     * Checks a merged table's text as the tools read a table.
     *
     * @param text the merged table
     * @param name the name errors are reported under
     * @throws TableError when it does not load
     */
    public static void checkMerged(String text, String name) throws TableError {
        RouteTableFile.parse(text, name);
    }

    /**
     * A ready table's file, every group of its tries read now and refused with where when one does
     * not read (ADR 0073): what {@code switchyard match --table routes.ready} checks.
     *
     * @param path the image's file
     * @return the table
     * @throws IOException when the file cannot be read
     * @throws ReadyTableError when the image is refused
     */
    public static RouteTable loadReadyTable(Path path) throws IOException, ReadyTableError {
        return ToolAccess.loadReadyWhole(path);
    }

    /**
     * Why a file could not be read, as the Swift tool says it.
     *
     * @param error the read's failure
     * @return the reason
     */
    public static String unreadable(IOException error) {
        return ToolAccess.unreadable(error);
    }

    /**
     * An ISO 8601 date and time as documents write them.
     *
     * @param text the date as given
     * @return the instant, or null when the text is not one
     */
    @Nullable
    public static Instant isoDate(String text) {
        return IsoDates.parse(text);
    }

    /**
     * A web page's origin as a deny compares it.
     *
     * @param url a page's URL
     * @return the origin, or null when the URL has none
     */
    @Nullable
    public static String origin(String url) {
        return WebOrigin.of(url);
    }

    /**
     * A JSON string literal, escaped as the Swift tool writes it.
     *
     * @param text the text
     * @return the text in double quotes, escaped
     */
    public static String json(String text) {
        return Json.quote(text);
    }

    /**
     * A text cut and escaped as messages show it (Swift's {@code DiagnosticText.shortened}).
     *
     * @param text the text
     * @return the text as a message shows it
     */
    public static String shortened(String text) {
        return Texts.shortened(text);
    }

    /**
     * The text without whitespace at either end.
     *
     * @param text the text
     * @return the text, trimmed
     */
    public static String strip(String text) {
        return Texts.strip(text);
    }
}
