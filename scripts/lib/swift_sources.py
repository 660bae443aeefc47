"""What the scripts that read Swift sources share: the library modules they count and a file's lines without
comments and string contents (scripts/api-surface.sh and scripts/check-doc-curation.sh import it)."""
import re

# The library modules: the CLI, the examples and the tests are not counted.
MODULES = ["SwitchyardRouteTable", "SwitchyardMatching", "SwitchyardCompiledTables", "SwitchyardCompiledTableWriter",
           "SwitchyardExplain", "Switchyard", "SwitchyardLogging", "SwitchyardConfig", "SwitchyardRoutingDocuments",
           "SwitchyardTesting", "SwitchyardConfigTesting", "SwitchyardUIKit", "SwitchyardSwiftUI", "SwitchyardObjC"]


def source_lines(path):
    """The file's lines without comments and string contents (a `public` inside them is not a declaration), one
    for each line of the file: a multi-line string or block comment keeps its line breaks, so that a line's index
    is its line number less one."""
    text = open(path, encoding="utf-8").read()
    keep_breaks = lambda match, mark: mark + "\n" * match.group(0).count("\n")
    text = re.sub(r'"""[\s\S]*?"""', lambda m: keep_breaks(m, '""'), text)
    text = re.sub(r"/\*[\s\S]*?\*/", lambda m: keep_breaks(m, ""), text)
    lines = []
    for line in text.split("\n"):
        line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        lines.append(line.split("//", 1)[0])
    return lines
