import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A fenced block of a Markdown file ({@link MarkdownBlocks}): its opening fence's line (from 1),
 * language, lines and marker, and what is done with it.
 */
final class Block {
    final Path file;
    final int fence;
    final String language;
    final List<String> lines = new ArrayList<>();
    final String marker;
    Kind kind;

    Block(Path file, int fence, String language, String marker) {
        this.file = file;
        this.fence = fence;
        this.language = language;
        this.marker = marker;
    }
}
