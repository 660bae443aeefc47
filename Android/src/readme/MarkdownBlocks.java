import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fenced code blocks of a Markdown file, each with its snippet marker (an HTML comment on the
 * line before it) and what {@code ReadmeSnippets} does with it: compiles it as a fragment, checks
 * it as an excerpt of a source file, or leaves it (marked, or not Java or Kotlin). Reading only;
 * the compiling is {@code ReadmeSnippets}'s.
 */
final class MarkdownBlocks {
    static final Pattern FENCE = Pattern.compile("^ {0,3}```\\s*([^\\s`]*).*$");
    static final Pattern MARKER = Pattern.compile("^<!-- snippet: (.*) -->$");
    static final String SKIP = "not compiled: ";
    static final String EXCERPT = "excerpt of ";

    private MarkdownBlocks() {}

    /** Where a problem of a file is told: the file, its line (from 1) and what is wrong. */
    interface Problems {
        void add(Path file, int line, String message);
    }

    /**
     * The fenced blocks of {@code file}'s {@code text}, each with its marker (on the line before
     * it) and what is done with it; a misplaced marker or an unclosed block is told to
     * {@code problems}.
     */
    static List<Block> read(Path file, List<String> text, Problems problems) {
        List<Block> blocks = new ArrayList<>();
        Block open = null;
        for (int index = 0; index < text.size(); index++) {
            String line = text.get(index);
            if (open != null) {
                if (line.strip().equals("```")) {
                    blocks.add(classified(open, problems));
                    open = null;
                } else {
                    open.lines.add(line);
                }
                continue;
            }
            Matcher fence = FENCE.matcher(line);
            if (fence.matches()) {
                Matcher marker = index > 0 ? MARKER.matcher(text.get(index - 1)) : null;
                open = new Block(file, index + 1, fence.group(1).toLowerCase(Locale.ROOT),
                    marker != null && marker.matches() ? marker.group(1) : null);
            } else if (line.startsWith("<!-- snippet:") && (index + 1 == text.size()
                    || !FENCE.matcher(text.get(index + 1)).matches())) {
                problems.add(file, index + 1,
                    "a snippet marker not on the line before a code block");
            }
        }
        if (open != null) {
            problems.add(file, open.fence, "a code block that is not closed");
        }
        return blocks;
    }

    private static Block classified(Block block, Problems problems) {
        boolean code = block.language.equals("java") || block.language.equals("kotlin");
        if (!code) {
            block.kind = Kind.NOT_CODE;
            if (block.marker != null) {
                problems.add(block.file, block.fence - 1,
                    "a snippet marker before a " + block.language + " block");
            }
        } else if (block.marker == null) {
            block.kind = Kind.FRAGMENT;
        } else if (block.marker.startsWith(SKIP)) {
            block.kind = Kind.SKIPPED;
        } else if (block.marker.startsWith(EXCERPT) && block.language.equals("java")) {
            block.kind = Kind.EXCERPT;
        } else {
            problems.add(block.file, block.fence - 1, "unknown snippet marker (\"" + SKIP
                + "REASON\", or \"" + EXCERPT + "PATH\" before a java block): " + block.marker);
        }
        return block;
    }
}
