/** What {@code ReadmeSnippets} does with a Markdown code block ({@link MarkdownBlocks}). */
enum Kind { FRAGMENT, EXCERPT, SKIPPED, NOT_CODE }
