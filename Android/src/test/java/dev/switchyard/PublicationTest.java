package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What a build needs to fetch the reader as it fetches any library from Maven Central (issue #79
 * item 2): the POM's {@code name}, {@code description}, {@code url}, {@code licenses},
 * {@code developers} and {@code scm}; a sources jar and a Javadoc jar beside the jar; and the
 * jar's {@code Automatic-Module-Name}; and the testing artifact's jar built from its own sources
 * at the library's level (issue #79 item 3).
 *
 * <p>The built jars are read when the build names them: Maven runs this class a second time after
 * {@code package} ({@code pom.xml}, execution {@code published-artifacts}, with
 * {@code switchyard.libraryJar}, {@code switchyard.sourcesJar}, {@code switchyard.javadocJar} and
 * {@code switchyard.testingJar}, with {@code OneDoorTest} and {@code TestingArtifactTest}), and
 * {@code build.sh} names its library and testing jars. A jar named and absent fails; in Maven's
 * first run, before anything is packaged, {@link #builtArtifacts()} is skipped, and
 * {@link #theBuiltJarsAreCheckedWhereTheyAreBuilt()} holds both builds to naming them.
 */
class PublicationTest {
    /** The project's home, as the POM names it in {@code url}, {@code scm} and its developer. */
    static final String HOME = "https://github.com/switchyard-routing/switchyard";
    private static final Path POM = Paths.get("pom.xml");
    private static final String[] PROPERTIES = {"switchyard.libraryJar",
        "switchyard.sourcesJar", "switchyard.javadocJar", "switchyard.testingJar"};

    private static Element project() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        return factory.newDocumentBuilder().parse(POM.toFile()).getDocumentElement();
    }

    /** The child elements of {@code parent} named {@code name}, in order. */
    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element && ((Element) child).getTagName().equals(name)) {
                found.add((Element) child);
            }
        }
        return found;
    }

    /** The one child {@code name} of {@code parent}; fails when there is none. */
    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertEquals(1, found.size(), "<" + parent.getTagName() + "> has one <" + name + ">");
        return found.get(0);
    }

    /** The trimmed text of the one child {@code name}, which must not be empty. */
    private static String text(Element parent, String name) {
        String text = child(parent, name).getTextContent().trim();
        assertFalse(text.isEmpty(), "<" + parent.getTagName() + "><" + name + "> is empty");
        return text;
    }

    @Test
    void thePomCarriesWhatMavenCentralRequires() throws Exception {
        Element project = project();
        assertEquals("dev.switchyard", text(project, "groupId"));
        assertEquals("switchyard-android", text(project, "artifactId"));
        text(project, "version");
        text(project, "name");
        text(project, "description");
        assertEquals(HOME, text(project, "url"));
        List<Element> licenses = children(child(project, "licenses"), "license");
        assertEquals(1, licenses.size());
        assertEquals("Apache License, Version 2.0", text(licenses.get(0), "name"));
        assertEquals("https://www.apache.org/licenses/LICENSE-2.0.txt", text(licenses.get(0), "url"));
        List<Element> developers = children(child(project, "developers"), "developer");
        assertFalse(developers.isEmpty(), "<developers> names one at least");
        for (Element developer : developers) {
            text(developer, "name");
            assertEquals(HOME, text(developer, "url"));
        }
        Element scm = child(project, "scm");
        assertEquals(HOME, text(scm, "url"));
        assertEquals("scm:git:" + HOME + ".git", text(scm, "connection"));
        assertEquals("scm:git:" + HOME + ".git", text(scm, "developerConnection"));
    }

    /** The plugin {@code artifactId} of the build, with its {@code <executions>}. */
    private static Element plugin(String artifactId) throws Exception {
        Element plugins = child(child(project(), "build"), "plugins");
        for (Element plugin : children(plugins, "plugin")) {
            if (text(plugin, "artifactId").equals(artifactId)) return plugin;
        }
        throw new AssertionError("pom.xml has no plugin " + artifactId);
    }

    /** The execution {@code id} of {@code plugin}. */
    private static Element execution(Element plugin, String id) {
        for (Element execution : children(child(plugin, "executions"), "execution")) {
            if (text(execution, "id").equals(id)) return execution;
        }
        throw new AssertionError(text(plugin, "artifactId") + " has no execution " + id);
    }

    @Test
    void mavenPackagesTheSourcesAndJavadocJarsAndNamesTheModule() throws Exception {
        Element sources = execution(plugin("maven-source-plugin"), "sources-jar");
        assertEquals("package", text(sources, "phase"));
        assertEquals("jar-no-fork", text(child(sources, "goals"), "goal"));
        Element javadoc = execution(plugin("maven-javadoc-plugin"), "javadoc-jar");
        assertEquals("package", text(javadoc, "phase"));
        assertEquals("jar", text(child(javadoc, "goals"), "goal"));
        Element library = execution(plugin("maven-jar-plugin"), "default-jar");
        Element entries = child(child(child(library, "configuration"), "archive"),
            "manifestEntries");
        assertEquals("dev.switchyard", text(entries, "Automatic-Module-Name"));
    }

    @Test
    void theBuiltJarsAreCheckedWhereTheyAreBuilt() throws Exception {
        Element after = execution(plugin("maven-surefire-plugin"), "published-artifacts");
        assertEquals("verify", text(after, "phase"));
        Element configuration = child(after, "configuration");
        assertEquals(getClass().getSimpleName() + ",OneDoorTest,TestingArtifactTest",
            text(configuration, "test"));
        Element properties = child(configuration, "systemPropertyVariables");
        for (String property : PROPERTIES) {
            assertTrue(text(properties, property).startsWith("${project.build.directory}/"),
                property);
        }
        String build = Files.readString(Paths.get("build.sh"), StandardCharsets.UTF_8);
        assertTrue(build.contains("-Dswitchyard.libraryJar=\"$out/switchyard-android.jar\""),
            "build.sh names its library jar to the tests");
        assertTrue(build.contains("Automatic-Module-Name: dev.switchyard"),
            "build.sh's library jar names its module");
        String gradle = Files.readString(Paths.get("build.gradle.kts"), StandardCharsets.UTF_8);
        for (String needed : new String[] {"withSourcesJar()", "withJavadocJar()",
            "\"Automatic-Module-Name\" to \"dev.switchyard\"", "url.set(\"" + HOME + "\")"}) {
            assertTrue(gradle.contains(needed), "build.gradle.kts: " + needed);
        }
    }

    /** The texts of {@code parent}'s children named {@code name}, in order. */
    private static List<String> texts(Element parent, String name) {
        List<String> found = new ArrayList<>();
        for (Element child : children(parent, name)) found.add(child.getTextContent().trim());
        return found;
    }

    @Test
    void mavenBuildsTheTestingJarFromItsOwnSourcesAtTheLibrarysLevel() throws Exception {
        List<String> sources = new ArrayList<>();
        List<String> classes = new ArrayList<>();
        for (String name : OneDoorTest.testingClasses()) {
            sources.add(name.replace('.', '/') + ".java");
            classes.add(name.replace('.', '/') + ".class");
        }
        Element compiler = plugin("maven-compiler-plugin");
        Element testing = child(execution(compiler, "testing-compile"), "configuration");
        assertEquals("8", text(testing, "release"));
        assertEquals(sources, texts(child(testing, "testIncludes"), "testInclude"));
        Element tests = child(execution(compiler, "default-testCompile"), "configuration");
        assertEquals(sources, texts(child(tests, "testExcludes"), "testExclude"));
        Element jar = child(execution(plugin("maven-jar-plugin"), "testing-jar"), "configuration");
        assertEquals("testing", text(jar, "classifier"));
        assertEquals(classes, texts(child(jar, "includes"), "include"));
        String build = Files.readString(Paths.get("build.sh"), StandardCharsets.UTF_8);
        assertTrue(build.contains(
            "-Dswitchyard.testingJar=\"$out/switchyard-android-testing.jar\""),
            "build.sh names its testing jar to the tests");
        String gradle = Files.readString(Paths.get("build.gradle.kts"), StandardCharsets.UTF_8);
        assertTrue(gradle.contains("archiveClassifier.set(\"testing\")"), "build.gradle.kts");
    }

    /** The jar the system property names: it must exist. Null when the property is not set. */
    private static JarFile named(String property) throws Exception {
        String path = System.getProperty(property);
        if (path == null) return null;
        assertTrue(Files.isRegularFile(Paths.get(path)), property + ": no jar at " + path);
        return new JarFile(path);
    }

    private static List<String> entries(JarFile jar) {
        List<String> names = new ArrayList<>();
        for (JarEntry entry : Collections.list(jar.entries())) names.add(entry.getName());
        return names;
    }

    @Test
    void builtArtifacts() throws Exception {
        String library = System.getProperty(PROPERTIES[0]);
        assumeTrue(library != null, "no jar built yet: Maven checks its jars after package");
        try (JarFile jar = named(PROPERTIES[0])) {
            Manifest manifest = jar.getManifest();
            assertNotNull(manifest, library + " has a manifest");
            assertEquals("dev.switchyard",
                manifest.getMainAttributes().getValue("Automatic-Module-Name"), library);
            assertTrue(entries(jar).contains("dev/switchyard/RouteTable.class"), library);
        }
        try (JarFile sources = named(PROPERTIES[1])) {
            if (sources != null) {
                List<String> names = entries(sources);
                assertTrue(names.contains("dev/switchyard/RouteTable.java"), sources.getName());
                assertTrue(names.contains("dev/switchyard/documents/RoutingDocuments.java"),
                    sources.getName());
                for (String name : names) {
                    assertFalse(name.startsWith("dev/switchyard/cli/")
                        || name.endsWith("Test.java"), sources.getName() + ": " + name);
                }
            }
        }
        try (JarFile javadoc = named(PROPERTIES[2])) {
            if (javadoc != null) {
                List<String> names = entries(javadoc);
                assertTrue(names.contains("index.html"), javadoc.getName());
                assertTrue(names.contains("dev/switchyard/RouteTable.html"), javadoc.getName());
            }
        }
    }
}
