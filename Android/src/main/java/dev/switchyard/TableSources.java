package dev.switchyard;

import dev.switchyard.internal.json.Json;
import dev.switchyard.internal.pattern.PatternError;
import dev.switchyard.internal.text.ErrorText;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.Nullable;

/** A table's link sources ({@code accept}) and web origins, each problem reported at its entry. */
final class TableSources {
    private TableSources() {}

    /** The entries that parse; each that does not is reported. */
    static List<LinkSource> sources(Json.Node node, List<TableProblem> problems) {
        List<LinkSource> out = new ArrayList<>();
        for (Json.Node s : node.array()) {
            LinkSource src = source(s, problems);
            if (src != null) out.add(src);
        }
        return out;
    }

    /** A link source, or null (its problem reported, with Swift's words and place). */
    @Nullable
    static LinkSource source(Json.Node node, List<TableProblem> problems) {
        PatternError bad = LinkSourceCheck.problem(node.string());
        LinkSource src = bad == null ? LinkSource.parse(node.string()) : null;
        if (bad == null && src == null) bad = new PatternError(ErrorText.SOURCE_PATH, 0);
        if (bad != null) {
            int column = RouteTableFile.column(node, bad.offset);
            TableProblem p = new TableProblem(node.line, column, bad);
            problems.add(p.pointingInto(node.string(), bad.offset));
        }
        return src;
    }

    /** The web origins: each an http or https scheme with a host. */
    static List<LinkSource> webOrigins(Json.Node node, List<TableProblem> problems) {
        List<LinkSource> out = new ArrayList<>();
        for (Json.Node s : node.array()) {
            LinkSource src = source(s, problems);
            if (src == null) continue;
            if (src.host == null
                || !(src.scheme.equals("https") || src.scheme.equals("http"))) {
                problems.add(new TableProblem(s.line, s.column, ErrorText.OPTIONS_WEB_ORIGIN,
                    s.string()));
            } else {
                out.add(src);
            }
        }
        return out;
    }
}
