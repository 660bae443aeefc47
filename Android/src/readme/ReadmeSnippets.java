import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
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
 * Compiles the java and kotlin blocks of a README as a client of the library (Android/check-readme.sh
 * runs it, and its header says what that proves and what not). Run with Java's source launcher:
 * {@code java ReadmeSnippets.java README LANGUAGES WORK CLASSPATH JAVA_CONTEXT KOTLIN_CONTEXT}.
 */
public final class ReadmeSnippets {
    private static final Pattern FENCE = Pattern.compile("^ {0,3}```\\s*([^\\s`]*).*$");
    private static final Pattern MARKER = Pattern.compile("^<!-- snippet: (.*) -->$");
    private static final Pattern KOTLIN_DIAGNOSTIC =
        Pattern.compile("^(.*\\.kt):(\\d+):(\\d+): (error|warning): (.*)$");

    private final Path readme;
    private final List<String> text;
    private final Path work;
    private final String classpath;
    private final List<String> problems = new ArrayList<>();
    private final Map<Path, int[]> origins = new TreeMap<>();

    private ReadmeSnippets(Path readme, Path work, String classpath) throws IOException {
        this.readme = readme;
        this.text = Files.readAllLines(readme, StandardCharsets.UTF_8);
        this.work = work;
        this.classpath = classpath;
    }

    /** A fenced block: its opening fence's line (from 1), language, lines and marker. */
    private static final class Block {
        final int fence;
        final String language;
        final List<String> lines = new ArrayList<>();
        final String marker;

        Block(int fence, String language, String marker) {
            this.fence = fence;
            this.language = language;
            this.marker = marker;
        }
    }

    /**
     * Checks the README.
     *
     * @param args the README, "java", "kotlin" or "java,kotlin", a work folder, the class path, the
     *     java context and the kotlin context
     * @throws Exception when a file cannot be read or written
     */
    public static void main(String[] args) throws Exception {
        ReadmeSnippets check = new ReadmeSnippets(Path.of(args[0]), Path.of(args[2]), args[3]);
        Set<String> languages = Set.of(args[1].split(","));
        System.exit(check.run(languages, Path.of(args[4]), Path.of(args[5])) ? 0 : 1);
    }

    private boolean run(Set<String> languages, Path javaContext, Path kotlinContext)
            throws IOException, InterruptedException {
        List<Block> blocks = blocks();
        Map<String, List<Block>> code = new TreeMap<>();
        Map<String, Integer> other = new TreeMap<>();
        List<Block> skipped = new ArrayList<>();
        List<Block> excerpts = new ArrayList<>();
        for (Block block : blocks) {
            if (!block.language.equals("java") && !block.language.equals("kotlin")) {
                other.merge(block.language.isEmpty() ? "(none)" : block.language, 1, Integer::sum);
                if (block.marker != null) {
                    problem(block.fence - 1, "a snippet marker before a " + block.language + " block");
                }
            } else if (block.marker == null) {
                code.computeIfAbsent(block.language, key -> new ArrayList<>()).add(block);
            } else if (block.marker.startsWith("not compiled: ")) {
                skipped.add(block);
            } else if (block.marker.startsWith("excerpt of ") && block.language.equals("java")) {
                excerpts.add(block);
            } else {
                problem(block.fence - 1, "unknown snippet marker (\"not compiled: REASON\", or "
                    + "\"excerpt of PATH\" before a java block): " + block.marker);
            }
        }
        List<Block> java = code.getOrDefault("java", List.of());
        List<Block> kotlin = code.getOrDefault("kotlin", List.of());
        if (languages.contains("java")) {
            compileJava(java, javaContext);
            compileExcerpts(excerpts);
        }
        if (languages.contains("kotlin")) {
            compileKotlin(kotlin, kotlinContext);
        }
        String name = readme.getFileName().toString();
        for (Block block : skipped) {
            System.out.println(name + ":" + block.fence + ": " + block.language + " block not compiled: "
                + block.marker.substring("not compiled: ".length()));
        }
        System.out.println(name + ": java: " + count(blocks, "java") + " blocks, " + java.size()
            + " compiled as fragments, " + excerpts.size() + " as excerpts of files compiled whole, "
            + count(skipped, "java") + " not compiled (marked)"
            + (languages.contains("java") ? "" : " (none compiled in this run)") + "; kotlin: "
            + count(blocks, "kotlin") + " blocks, " + kotlin.size() + " compiled as fragments, "
            + count(skipped, "kotlin") + " not compiled (marked)"
            + (languages.contains("kotlin") ? "" : " (none compiled in this run)")
            + "; not code: " + other);
        for (String problem : problems) {
            System.err.println(problem);
        }
        if (!problems.isEmpty()) {
            System.err.println(name + ": " + problems.size() + " problems in its code blocks");
        }
        return problems.isEmpty();
    }

    private static long count(List<Block> blocks, String language) {
        return blocks.stream().filter(block -> block.language.equals(language)).count();
    }

    private void problem(int line, String message) {
        problems.add(readme.getFileName() + ":" + line + ": error: " + message
            + (line >= 1 && line <= text.size() ? "\n    " + text.get(line - 1).strip() : ""));
    }

    /** The fenced blocks, each with the marker on the line before it; a stray marker is a problem. */
    private List<Block> blocks() {
        List<Block> blocks = new ArrayList<>();
        Block open = null;
        for (int index = 0; index < text.size(); index++) {
            String line = text.get(index);
            Matcher fence = FENCE.matcher(line);
            if (open != null) {
                if (line.strip().equals("```")) {
                    blocks.add(open);
                    open = null;
                } else {
                    open.lines.add(line);
                }
            } else if (fence.matches()) {
                Matcher marker = index > 0 ? MARKER.matcher(text.get(index - 1)) : null;
                String language = fence.group(1).toLowerCase(Locale.ROOT);
                open = new Block(index + 1, language,
                    marker != null && marker.matches() ? marker.group(1) : null);
            } else if (line.startsWith("<!-- snippet:")
                    && (index + 1 == text.size() || !FENCE.matcher(text.get(index + 1)).matches())) {
                problem(index + 1, "a snippet marker not on the line before a code block");
            }
        }
        if (open != null) {
            problem(open.fence, "a code block that is not closed");
        }
        return blocks;
    }

    /**
     * Writes a block as the body of {@code snippet()} in a subclass of the context's class, after the
     * context's imports and the block's own; records the README line of each line written.
     */
    private Path write(Block block, Path context, String extension) throws IOException {
        String contextClass = context.getFileName().toString().replaceFirst("\\.[a-z]+$", "");
        boolean isJava = extension.equals("java");
        List<String> header = new ArrayList<>();
        String pack = null;
        for (String line : Files.readAllLines(context, StandardCharsets.UTF_8)) {
            if (line.startsWith("package ")) {
                pack = line;
            } else if (line.startsWith("import ")) {
                header.add(line);
            }
        }
        String name = "Readme" + String.format(Locale.ROOT, "%04d", block.fence);
        List<String> out = new ArrayList<>();
        List<Integer> origin = new ArrayList<>();
        out.add(pack);
        out.addAll(header);
        while (origin.size() < out.size()) {
            origin.add(0);
        }
        for (int index = 0; index < block.lines.size(); index++) {
            if (block.lines.get(index).startsWith("import ")) {
                out.add(block.lines.get(index));
                origin.add(block.fence + 1 + index);
            }
        }
        out.add(isJava ? "final class " + name + " extends " + contextClass + " {"
            : "class " + name + " : " + contextClass + "() {");
        out.add(isJava ? "    void snippet() throws Exception {" : "    fun snippet() {");
        origin.add(0);
        origin.add(0);
        for (int index = 0; index < block.lines.size(); index++) {
            String line = block.lines.get(index);
            out.add(line.startsWith("import ") ? "" : line);
            origin.add(block.fence + 1 + index);
        }
        out.add("    }");
        out.add("}");
        Path file = work.resolve(extension).resolve(name + "." + extension);
        Files.createDirectories(file.getParent());
        Files.write(file, out, StandardCharsets.UTF_8);
        origins.put(file.toAbsolutePath().normalize(), origin.stream().mapToInt(Integer::intValue).toArray());
        return file;
    }

    /** The README line a generated line came from, or 0. */
    private int readmeLine(Path file, long line) {
        int[] origin = origins.get(file.toAbsolutePath().normalize());
        return origin == null || line < 1 || line > origin.length ? 0 : origin[(int) line - 1];
    }

    private void compileJava(List<Block> blocks, Path context) throws IOException {
        List<Path> files = new ArrayList<>();
        files.add(context);
        for (Block block : blocks) {
            files.add(write(block, context, "java"));
        }
        // Java 8's language, as an app for API 26 may be; warnings fail the block (a deprecated member).
        javac(files, List.of("--release", "8", "-Xlint:all", "-proc:none"), work.resolve("java-classes"));
    }

    /** Each excerpt's lines, stripped, are consecutive lines of its file; the files' roots compile. */
    private void compileExcerpts(List<Block> blocks) throws IOException {
        Set<Path> roots = new LinkedHashSet<>();
        for (Block block : blocks) {
            Path file = readme.toAbsolutePath().getParent()
                .resolve(block.marker.substring("excerpt of ".length()));
            if (!Files.isRegularFile(file) || !file.toString().endsWith(".java")) {
                problem(block.fence - 1, "no java file " + file);
                continue;
            }
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            List<String> excerpt = block.lines.stream().map(String::strip).collect(Collectors.toList());
            List<String> stripped = lines.stream().map(String::strip).collect(Collectors.toList());
            if (Collections.indexOfSubList(stripped, excerpt) < 0) {
                problem(block.fence, "the block is not a run of lines of " + file);
            }
            String pack = lines.stream().filter(line -> line.startsWith("package ")).findFirst()
                .orElse("package ;").replaceAll("^package\\s+|\\s*;.*$", "");
            Path root = file.getParent();
            for (int segment = pack.isEmpty() ? 0 : pack.split("\\.").length; segment > 0; segment--) {
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
            // The file's own language level (the glue's is Java 17's: a switch expression).
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
        try (StandardJavaFileManager manager = compiler.getStandardFileManager(diagnostics, null, null)) {
            compiler.getTask(null, manager, diagnostics, options, null,
                manager.getJavaFileObjectsFromPaths(files)).call();
        }
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.NOTE) {
                continue;
            }
            String message = diagnostic.getMessage(Locale.ROOT);
            Path source = diagnostic.getSource() == null ? null : Path.of(diagnostic.getSource().toUri());
            int line = source == null ? 0 : readmeLine(source, diagnostic.getLineNumber());
            if (line > 0) {
                problem(line, (diagnostic.getKind() == Diagnostic.Kind.ERROR ? ""
                    : "a warning (warnings fail): ") + message);
            } else {
                problems.add((source == null ? "javac" : source + ":" + diagnostic.getLineNumber())
                    + ": " + diagnostic.getKind().toString().toLowerCase(Locale.ROOT) + ": " + message);
            }
        }
    }

    private void compileKotlin(List<Block> blocks, Path context) throws IOException, InterruptedException {
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
            int readmeLine = readmeLine(Path.of(diagnostic.group(1)), Long.parseLong(diagnostic.group(2)));
            boolean unused = diagnostic.group(5).matches("(?i)(variable|parameter) '.*' is never used");
            if (readmeLine > 0 && !unused) {
                problem(readmeLine, (diagnostic.group(4).equals("error") ? "" : "a warning (warnings fail): ")
                    + diagnostic.group(5));
            } else if (readmeLine == 0 && diagnostic.group(4).equals("error")) {
                problems.add(line);
            }
        }
        if (status != 0 && problems.size() == before) {
            problems.add("kotlinc failed (exit " + status + "):\n" + output);
        }
    }
}
