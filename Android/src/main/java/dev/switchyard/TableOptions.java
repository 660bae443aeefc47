package dev.switchyard;

import java.util.ArrayList;
import java.util.List;

/** A table's options (RouteTableFileFormat.md, `options`). */
public final class TableOptions {
    public boolean registrationOrder;           // matchOrder "registration"
    public String hostAsPath = "auto";          // "auto", "always", "never"
    public boolean decodePlus = true;
    public List<LinkSource> accept;             // null: every origin
    public List<LinkSource> webOrigins = new ArrayList<>();
    public int maxURLLength = 16384;
    public int maxSegments = 256;
    public int maxQueryItems = 512;
}
