package dev.switchyard;

import java.util.ArrayList;
import java.util.List;

/** A table's options (RouteTableFileFormat.md, `options`); set by the loader, read-only afterwards. */
public final class TableOptions {
    boolean registrationOrder;           // matchOrder "registration"
    String hostAsPath = "auto";          // "auto", "always", "never"
    boolean decodePlus = true;
    List<LinkSource> accept;             // null: every origin
    List<LinkSource> webOrigins = new ArrayList<>();
    int maxURLLength = 16384;
    int maxSegments = 256;
    int maxQueryItems = 512;

    public boolean registrationOrder() { return registrationOrder; }

    public String hostAsPath() { return hostAsPath; }

    public boolean decodePlus() { return decodePlus; }

    /** The accepted link sources; null when every origin is accepted. */
    public List<LinkSource> accept() { return accept == null ? null : List.copyOf(accept); }

    public List<LinkSource> webOrigins() { return List.copyOf(webOrigins); }

    public int maxURLLength() { return maxURLLength; }

    public int maxSegments() { return maxSegments; }

    public int maxQueryItems() { return maxQueryItems; }
}
