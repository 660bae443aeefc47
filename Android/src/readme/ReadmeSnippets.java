import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the java and kotlin blocks of Markdown files (the README and the articles under docs/)
 * as a client of the library would (Android/check-readme.sh runs it; its header says what that
 * proves and what not). {@link MarkdownBlocks} reads the blocks; this compiles them. Run as
 * {@code java ReadmeSnippets LANGUAGES WORK CLASSPATH JAVA_CONTEXT KOTLIN_CONTEXT MARKDOWN...},
 * LANGUAGES one of {@code java}, {@code kotlin}, {@code java,kotlin}. The blocks of every file are
 * compiled together, each as a class of its own. Prints each block it does not compile and a count
 * a file; a problem is printed on standard error as {@code FILE:LINE: error: ...} (FILE as given),
 * and the exit status is then 1.
 */
public final class ReadmeSnippets {
    private static final Pattern KOTLIN_DIAGNOSTIC =
        Pattern.compile("^(.*\\.kt):(\\d+):(\\d+): (error|warning): (.*)$");
    private static final String WARNING = "a warning (warnings fail): ";

    /** Each Markdown file's lines, in the order given. */
    private final Map<Path, List<String>> texts = new LinkedHashMap<>();
    private final Path work;
    private final String classpath;
    private final List<String> problems = new ArrayList<>();
    /** Each written file's Markdown file, and that file's line of each line written (0: none). */
    private final Map<Path, Origin> origins = new TreeMap<>();

    private ReadmeSnippets(Path work, String classpath) {
        this.work = work;
        this.classpath = classpath;
    }

    /** Where the lines of a written file came from. */
    private static final class Origin {
        final Path file;
        final int[] lines;

        Origin(Path file, int[] lines) {
            this.file = file;
            this.lines = lines;
        }
    }

    /**
     * Checks the Markdown files.
     *
     * @param args the languages, a work folder, the class path (the library's public API, the
     *     stand-ins, the annotations), the java context, the kotlin context and the files
     * @throws Exception when a file cannot be read or written, or kotlinc not run
     */
    public static void main(String[] args) throws Exception {
        ReadmeSnippets check = new ReadmeSnippets(Path.of(args[1]), args[2]);
        Set<String> languages = Set.of(args[0].split(","));
        List<Block> blocks = new ArrayList<>();
        for (int index = 5; index < args.length; index++) {
            blocks.addAll(check.blocks(Path.of(args[index])));
        }
        if (languages.contains("java")) {
            check.compileJava(select(blocks, "java", Kind.FRAGMENT), Path.of(args[3]));
            check.compileExcerpts(select(blocks, "java", Kind.EXCERPT));
        }
        if (languages.contains("kotlin")) {
            check.compileKotlin(select(blocks, "kotlin", Kind.FRAGMENT), Path.of(args[4]));
        }
        boolean clean = true;
        for (Path file : check.texts.keySet()) {
            List<Block> own = blocks.stream().filter(block -> block.file.equals(file))
                .collect(Collectors.toList());
            check.report(file, own, languages);
        }
        for (String problem : check.problems) {
            System.err.println(problem);
            clean = false;
        }
        if (!clean) {
            System.err.println(check.problems.size() + " problems in the code blocks of "
                + check.texts.size() + " files");
        }
        System.exit(clean ? 0 : 1);
    }

    private static List<Block> select(List<Block> blocks, String language, Kind kind) {
        return blocks.stream()
            .filter(block -> block.language.equals(language) && block.kind == kind)
            .collect(Collectors.toList());
    }

    /** Prints a file's blocks not compiled and its counts. */
    private void report(Path file, List<Block> blocks, Set<String> languages) {
        Map<String, Integer> other = new TreeMap<>();
        for (Block block : blocks) {
            if (block.kind == Kind.SKIPPED && languages.contains(block.language)) {
                System.out.println(file + ":" + block.fence + ": " + block.language
                    + " block not compiled: "
                    + block.marker.substring(MarkdownBlocks.SKIP.length()));
            } else if (block.kind == Kind.NOT_CODE) {
                other.merge(block.language.isEmpty() ? "(none)" : block.language, 1, Integer::sum);
            }
        }
        StringBuilder summary = new StringBuilder(file + ":");
        for (String language : List.of("java", "kotlin")) {
            summary.append(' ').append(language).append(": ")
                .append(count(blocks, language))
                .append(" blocks, ").append(count(blocks, language, Kind.FRAGMENT))
                .append(" compiled as fragments, ");
            if (language.equals("java")) {
                summary.append(count(blocks, language, Kind.EXCERPT))
                    .append(" as excerpts of files compiled whole, ");
            }
            summary.append(count(blocks, language, Kind.SKIPPED)).append(" not compiled (marked)")
                .append(languages.contains(language) ? ";" : " (none compiled in this run);");
        }
        System.out.println(summary + " not code: " + other);
    }

    private static long count(List<Block> blocks, String language) {
        return blocks.stream().filter(block -> block.language.equals(language)).count();
    }

    private static long count(List<Block> blocks, String language, Kind kind) {
        return select(blocks, language, kind).size();
    }

    private void problem(Path file, int line, String message) {
        List<String> text = texts.get(file);
        problems.add(file + ":" + line + ": error: " + message
            + (line >= 1 && line <= text.size() ? "\n    " + text.get(line - 1).strip() : ""));
    }

    /** A file's fenced blocks ({@link MarkdownBlocks}), its text kept for the problems' lines. */
    private List<Block> blocks(Path file) throws IOException {
        List<String> text = Files.readAllLines(file, StandardCharsets.UTF_8);
        texts.put(file, text);
        return MarkdownBlocks.read(file, text, this::problem);
    }

    /**
     * Writes a block as the body of {@code snippet()} in a subclass of the context's class (named
     * as its file), in its package, after the context's imports and the block's own; records the
     * Markdown line of each line written.
     */
    private Path write(Block block, Path context, String extension) throws IOException {
        String base = context.getFileName().toString().replaceFirst("\\.[a-z]+$", "");
        boolean java = extension.equals("java");
        String name = String.format(Locale.ROOT, "Readme%02dL%04d",
            new ArrayList<>(texts.keySet()).indexOf(block.file), block.fence);
        List<String> out = new ArrayList<>();
        List<Integer> origin = new ArrayList<>();
        for (String line : Files.readAllLines(context, StandardCharsets.UTF_8)) {
            if (line.startsWith("package ") || line.startsWith("import ")) {
                out.add(line);
                origin.add(0);
            }
        }
        for (int index = 0; index < block.lines.size(); index++) {
            if (block.lines.get(index).startsWith("import ")) {
                out.add(block.lines.get(index));
                origin.add(block.fence + 1 + index);
            }
        }
        out.add(java ? "final class " + name + " extends " + base + " {"
            : "class " + name + " : " + base + "() {");
        out.add(java ? "    void snippet() throws Exception {" : "    fun snippet() {");
        origin.addAll(List.of(0, 0));
        for (int index = 0; index < block.lines.size(); index++) {
            String line = block.lines.get(index);
            out.add(line.startsWith("import ") ? "" : line);
            origin.add(block.fence + 1 + index);
        }
        out.addAll(List.of("    }", "}"));
        Path file = work.resolve(extension).resolve(name + "." + extension).toAbsolutePath();
        Files.createDirectories(file.getParent());
        Files.write(file, out, StandardCharsets.UTF_8);
        origins.put(file.normalize(),
            new Origin(block.file, origin.stream().mapToInt(Integer::intValue).toArray()));
        return file;
    }

    /** The Markdown file a written file came from, or null. */
    private Path markdown(Path file) {
        Origin origin = origins.get(file.toAbsolutePath().normalize());
        return origin == null ? null : origin.file;
    }

    /** The Markdown line a written line came from, or 0. */
    private int markdownLine(Path file, long line) {
        Origin origin = origins.get(file.toAbsolutePath().normalize());
        return origin == null || line < 1 || line > origin.lines.length ? 0
            : origin.lines[(int) line - 1];
    }

    private void compileJava(List<Block> blocks, Path context) throws IOException {
        List<Path> files = new ArrayList<>(List.of(context));
        for (Block block : blocks) {
            files.add(write(block, context, "java"));
        }
        // Java 8's language, as an app for API 26 may be; a warning (a raw type, a deprecated
        // member) fails.
        javac(files, List.of("--release", "8", "-Xlint:all", "-proc:none"),
            work.resolve("java-classes"));
    }

    /** Each excerpt's lines, stripped, are lines in a row of its file; the files' trees compile. */
    private void compileExcerpts(List<Block> blocks) throws IOException {
        Set<Path> roots = new LinkedHashSet<>();
        for (Block block : blocks) {
            Path folder = block.file.toAbsolutePath().getParent();
            String excerptOf = block.marker.substring(MarkdownBlocks.EXCERPT.length());
            Path file = folder.resolve(excerptOf).normalize();
            Path shown = folder.relativize(file);
            if (!Files.isRegularFile(file) || !file.toString().endsWith(".java")) {
                problem(block.file, block.fence - 1, "no java file " + shown);
                continue;
            }
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            List<String> stripped = lines.stream().map(String::strip).collect(Collectors.toList());
            List<String> excerpt = block.lines.stream().map(String::strip)
                .collect(Collectors.toList());
            if (Collections.indexOfSubList(stripped, excerpt) < 0) {
                problem(block.file, block.fence, "the block is not a run of lines of " + shown);
            }
            String pack = stripped.stream().filter(line -> line.startsWith("package ")).findFirst()
                .orElse("package ;").replaceAll("^package\\s+|\\s*;.*$", "");
            Path root = file.getParent();
            for (int up = pack.isEmpty() ? 0 : pack.split("\\.").length; up > 0; up--) {
                root = root.getParent();
            }
            roots.add(root);
        }
        for (Path root : roots) {
            List<Path> files;
            try (Stream<Path> tree = Files.walk(root)) {
                files = tree.filter(path -> path.toString().endsWith(".java")).sorted()
                    .collect(Collectors.toList());
            }
            // At the glue's own level: Java 17's language (a switch expression), Java 8's API.
            javac(files, List.of("--release", "17", "-Xlint:all,-serial", "-proc:none"),
                work.resolve("excerpt-classes"));
        }
    }

    private void javac(List<Path> files, List<String> flags, Path classes) throws IOException {
        Files.createDirectories(classes);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = new ArrayList<>(flags);
        options.addAll(List.of("-cp", classpath, "-d", classes.toString()));
        try (StandardJavaFileManager manager =
                compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            compiler.getTask(null, manager, diagnostics, options, null,
                manager.getJavaFileObjectsFromPaths(files)).call();
        }
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.NOTE) {
                continue;
            }
            boolean error = diagnostic.getKind() == Diagnostic.Kind.ERROR;
            String message = diagnostic.getMessage(Locale.ROOT);
            JavaFileObject source = diagnostic.getSource();
            Path path = source == null ? null : Path.of(source.toUri());
            int line = path == null ? 0 : markdownLine(path, diagnostic.getLineNumber());
            if (line > 0) {
                problem(markdown(path), line, (error ? "" : WARNING) + message);
            } else {
                problems.add((path == null ? "javac" : path + ":" + diagnostic.getLineNumber())
                    + ": " + (error ? "error: " : WARNING) + message);
            }
        }
    }

    private void compileKotlin(List<Block> blocks, Path context)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("kotlinc", "-jvm-target", "1.8",
            "-Xjsr305=@dev.switchyard.NonnullByDefault:strict", "-cp", classpath,
            "-d", work.resolve("kotlin-classes").toString(), context.toString()));
        for (Block block : blocks) {
            command.add(write(block, context, "kt").toString());
        }
        Process kotlinc = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try (InputStream stream = kotlinc.getInputStream()) {
            output = new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        }
        int status = kotlinc.waitFor();
        int before = problems.size();
        for (String line : output.split("\n")) {
            Matcher diagnostic = KOTLIN_DIAGNOSTIC.matcher(line);
            if (!diagnostic.matches()) {
                continue;
            }
            boolean error = diagnostic.group(4).equals("error");
            String message = diagnostic.group(5);
            Path written = Path.of(diagnostic.group(1));
            int markdownLine = markdownLine(written, Long.parseLong(diagnostic.group(2)));
            // A fragment's local that nothing after it uses is no fault of the docs'.
            boolean unused = message.matches("(variable|parameter) '.*' is never used");
            if (markdownLine > 0 && !unused) {
                problem(markdown(written), markdownLine,
                    "kotlinc: " + (error ? "" : WARNING) + message);
            } else if (markdownLine == 0 && error) {
                problems.add(line);
            }
        }
        if (status != 0 && problems.size() == before) {
            problems.add("kotlinc failed (exit " + status + "):\n" + output);
        }
    }
}
