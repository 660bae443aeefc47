package android.util;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Stand-in for {@code android.util.Log} (API 1): {@code i} and {@code w}, kept in memory for the
 * tests ({@link #shimLines()}, which is not Android's) instead of logcat.
 */
public final class Log {
    private static final List<String> LINES = Collections.synchronizedList(new ArrayList<>());

    private Log() {
    }

    /**
     * Logs information.
     *
     * @param tag the source
     * @param msg the message
     * @return the bytes written
     */
    public static int i(String tag, String msg) {
        return log("I", tag, msg);
    }

    /**
     * Logs a warning.
     *
     * @param tag the source
     * @param msg the message
     * @return the bytes written
     */
    public static int w(String tag, String msg) {
        return log("W", tag, msg);
    }

    /**
     * Not Android's: the lines logged so far ({@code W/tag: message}), and forgets them.
     *
     * @return the lines, oldest first
     */
    public static List<String> shimLines() {
        synchronized (LINES) {
            List<String> lines = new ArrayList<>(LINES);
            LINES.clear();
            return lines;
        }
    }

    private static int log(String priority, String tag, String msg) {
        String line = priority + "/" + tag + ": " + msg;
        LINES.add(line);
        return line.length();
    }
}
