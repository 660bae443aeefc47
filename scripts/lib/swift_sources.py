"""What the scripts that read Swift sources share: the library modules they count and a file's lines without
comments and string contents (scripts/api-surface.sh, scripts/check-doc-curation.sh and scripts/check-sizes.sh
import it)."""
# The library modules: the CLI, the examples and the tests are not counted.
MODULES = ["SwitchyardRouteTable", "SwitchyardMatching", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter",
           "SwitchyardExplain", "Switchyard", "SwitchyardLogging", "SwitchyardConfig", "SwitchyardRoutingDocuments",
           "SwitchyardJump", "SwitchyardTesting", "SwitchyardConfigTesting", "SwitchyardUIKit", "SwitchyardSwiftUI", "SwitchyardObjC"]


def code_lines(text):
    """The text's lines without comments and string contents (a `public` or a brace inside them is not code), one
    for each line of the text: a string becomes `""`, and a multi-line string or block comment keeps its line
    breaks, so that a line's index is its line number less one. One pass, so that a `/*` inside a string
    (`"action://cart/*"`) opens no comment and a `"` inside a comment opens no string; block comments nest, as
    Swift's do."""
    out, k, n = [], 0, len(text)
    while k < n:
        if text.startswith("//", k):
            end = text.find("\n", k)
            k = n if end < 0 else end
        elif text.startswith("/*", k):
            depth, k = 1, k + 2
            while k < n and depth:
                if text.startswith("/*", k):
                    depth, k = depth + 1, k + 2
                elif text.startswith("*/", k):
                    depth, k = depth - 1, k + 2
                else:
                    out.append("\n" if text[k] == "\n" else "")
                    k += 1
        elif text.startswith('"""', k):
            out.append('""')
            k += 3
            while k < n and not text.startswith('"""', k):
                step = 2 if text[k] == "\\" else 1   # an escape, or a `\` that continues the line
                out.append("\n" * text.count("\n", k, k + step))
                k += step
            k += 3
        elif text[k] == '"':
            k += 1
            while k < n and text[k] not in '"\n':
                k += 2 if text[k] == "\\" else 1
            out.append('""')
            k += 1 if k < n and text[k] == '"' else 0
        else:
            out.append(text[k])
            k += 1
    return "".join(out).split("\n")


def source_lines(path):
    """The file's lines as `code_lines` gives them."""
    return code_lines(open(path, encoding="utf-8").read())
