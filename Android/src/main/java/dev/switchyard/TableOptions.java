package dev.switchyard;

import dev.switchyard.internal.text.Immutable;
import java.util.List;
import javax.annotation.Nullable;

/**
 * A table's {@code options}, as the table file sets them; read-only once the table is loaded:
 * a table freezes the options it is built with, and hands out their lists as they are held, which
 * cannot be changed.
 */
@NonnullByDefault
public final class TableOptions {
    boolean registrationOrder;           // matchOrder "registration"
    String hostAsPath = "auto";          // "auto", "always", "never"
    boolean decodePlus = true;
    List<LinkSource> accept;             // null: every origin
    List<LinkSource> webOrigins = Immutable.list();
    @Nullable AppIdentities apps;        // options.apps; null: none, or a ready table's
    private boolean frozen;
    int maxURLLength = 16384;
    int maxSegments = 256;
    int maxQueryItems = 512;

    /** The largest {@code maxURLLength} a table may set: 4 times the default. */
    static final int MAX_URL_LENGTH_CEILING = 65_536;
    /** The largest {@code maxSegments} a table may set: 4 times the default. */
    static final int MAX_SEGMENTS_CEILING = 1_024;
    /** The largest {@code maxQueryItems} a table may set: 4 times the default. */
    static final int MAX_QUERY_ITEMS_CEILING = 2_048;

    /**
     * These options with their lists frozen, once: a table holds its options so (its
     * constructor), and the reader sets none after it built the table.
     */
    TableOptions frozen() {
        if (!frozen) {
            accept = accept == null ? null : Immutable.listCopy(accept);
            webOrigins = Immutable.listCopy(webOrigins);
            frozen = true;
        }
        return this;
    }

    /** The ceiling of the intake limit named {@code key}; the intake limits' keys only. */
    static int ceiling(String key) {
        switch (key) {
            case "maxURLLength": return MAX_URL_LENGTH_CEILING;
            case "maxSegments": return MAX_SEGMENTS_CEILING;
            default: return MAX_QUERY_ITEMS_CEILING;
        }
    }

    /**
     * Whether routes of equal rank are tried in the order they were registered ({@code matchOrder}
     * {@code "registration"}) rather than by specificity.
     *
     * @return true for {@code matchOrder: "registration"}
     */
    public boolean registrationOrder() {
        return registrationOrder;
    }

    /**
     * How a URL's host is read as a first path segment.
     *
     * @return {@code "auto"}, {@code "always"} or {@code "never"}
     */
    public String hostAsPath() {
        return hostAsPath;
    }

    /**
     * Whether {@code +} in a query value reads as a space.
     *
     * @return the table's {@code decodePlus}; true unless the table says otherwise
     */
    public boolean decodePlus() {
        return decodePlus;
    }

    /**
     * The link origins the table accepts.
     *
     * @return an unmodifiable list, or null when the table accepts every origin
     */
    public @Nullable List<LinkSource> accept() {
        return accept;
    }

    /**
     * The web origins whose links no route handled are offered as a web destination.
     *
     * @return an unmodifiable list; empty when the table names none
     */
    public List<LinkSource> webOrigins() {
        return webOrigins;
    }

    /**
     * The longest URL the table takes in.
     *
     * @return a length in bytes of UTF-8
     */
    public int maxURLLength() {
        return maxURLLength;
    }

    /**
     * The most path segments a URL may have.
     *
     * @return a count of segments
     */
    public int maxSegments() {
        return maxSegments;
    }

    /**
     * The most query items a URL may have.
     *
     * @return a count of items
     */
    public int maxQueryItems() {
        return maxQueryItems;
    }

    /**
     * The app's identities, {@code options.apps}, which a web page's jump reads (issue #90). A
     * table read from its ready form carries none: the ready form holds what routing reads.
     *
     * @return the identities, or null when the table names none or was read from its ready form
     */
    public @Nullable AppIdentities apps() {
        return apps;
    }
}
