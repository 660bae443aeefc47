package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One door for documents in the library's jar (issue #79 item 3): an app's shipped jar applies a
 * routing document only through {@code RoutingDocuments.offer} (pinned keys, a floor in the app's
 * store, the time window). The library's classes are loaded here alone, in a class loader that
 * sees neither the testing artifact nor the tests (the jar {@code switchyard.libraryJar} names,
 * or else the folder the library was compiled to), and every public class of it, internal
 * packages and the doors included, is read:
 *
 * <ul>
 *   <li>the testing artifact's classes (documents read unsigned, a floor in memory) are not there,
 *       and the library's only floor store is the file;</li>
 *   <li>no public constructor or method takes a document or an envelope to apply, but the
 *       engine's, which asks for a {@code DocumentsAccess.Grant} that only the documents package
 *       can make;</li>
 *   <li>every public way to a {@code RoutingDocuments.Builder} refuses to build without keys, and
 *       what it builds refuses a bare document.</li>
 * </ul>
 */
public class OneDoorTest {
    private static URLClassLoader library;
    private static List<Class<?>> classes;

    @BeforeAll
    static void loadTheLibraryAlone() throws Exception {
        String jar = System.getProperty("switchyard.libraryJar");
        Path root = jar != null ? Path.of(jar) : libraryRoot();
        library = new URLClassLoader(new URL[] {root.toUri().toURL()},
            ClassLoader.getPlatformClassLoader());
        classes = publicClasses(root, library);
    }

    /** Where the library's classes are: its class folder or jar, on the tests' class path. */
    static Path libraryRoot() throws Exception {
        return Path.of(
            RouteTable.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /**
     * Every public class of the library (public, in a public class if nested), internal packages
     * and the doors included, as the tests' class loader loads them.
     */
    static List<Class<?>> libraryClasses() throws Exception {
        return publicClasses(libraryRoot(), RouteTable.class.getClassLoader());
    }

    private static List<Class<?>> publicClasses(Path root, ClassLoader loader) throws Exception {
        List<Class<?>> found = new ArrayList<>();
        for (String name : classNames(root)) {
            Class<?> type = Class.forName(name, false, loader);
            boolean visible = true;
            for (Class<?> at = type; at != null; at = at.getDeclaringClass()) {
                visible &= Modifier.isPublic(at.getModifiers());
            }
            if (visible) found.add(type);
        }
        return found;
    }

    @AfterAll
    static void close() throws Exception {
        library.close();
    }

    /** The classes {@code src/testing/java} declares (one top-level class a file), sorted. */
    public static List<String> testingClasses() throws Exception {
        Path root = Path.of("src/testing/java");
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> {
                String name = root.relativize(f).toString().replace(File.separatorChar, '.');
                names.add(name.substring(0, name.length() - 5));
            });
        }
        Collections.sort(names);
        return names;
    }

    /** The name of each class in {@code root}, a jar or a folder of class files, sorted. */
    public static List<String> classNames(Path root) throws Exception {
        List<String> files = new ArrayList<>();
        if (Files.isDirectory(root)) {
            try (Stream<Path> all = Files.walk(root)) {
                all.map(f -> root.relativize(f).toString().replace(File.separatorChar, '/'))
                    .forEach(files::add);
            }
        } else {
            try (java.util.jar.JarFile opened = new java.util.jar.JarFile(root.toFile())) {
                opened.stream().map(java.util.jar.JarEntry::getName).forEach(files::add);
            }
        }
        List<String> names = new ArrayList<>();
        for (String file : files) {
            if (file.endsWith(".class") && !file.endsWith("-info.class")) {
                names.add(file.substring(0, file.length() - 6).replace('/', '.'));
            }
        }
        Collections.sort(names);
        return names;
    }

    private static Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(name, false, library);
    }

    @Test
    void theTestingArtifactIsNotInTheLibrary() throws Exception {
        assertTrue(classes.size() > 100, "read the library's public classes: " + classes.size());
        assertTrue(classes.contains(type("dev.switchyard.EngineAccess"))
            && classes.contains(type("dev.switchyard.documents.internal.DocumentApplier")),
            "the doors and the internal packages are read too");
        List<String> testing = testingClasses();
        assertEquals(3, testing.size(), "the testing artifact's classes: " + testing);
        for (String name : testing) {
            assertThrows(ClassNotFoundException.class, () -> type(name), name);
        }
        Class<?> store = type("dev.switchyard.documents.DocumentFloorStore");
        Class<?> reader = type("dev.switchyard.documents.ArrivalReader");
        List<String> stores = new ArrayList<>();
        List<String> readers = new ArrayList<>();
        for (String name : classNames(Path.of(library.getURLs()[0].toURI()))) {
            Class<?> type = type(name);
            if (store.isAssignableFrom(type) && type != store) stores.add(type.getSimpleName());
            if (reader.isAssignableFrom(type) && type != reader) readers.add(type.getName());
        }
        assertEquals(List.of("DocumentFloorFile"), stores, "the floor survives a relaunch");
        assertEquals(List.of("dev.switchyard.documents.ArrivalReader$Signed"), readers,
            "documents are read from signed envelopes only");
    }

    @Test
    void noPublicMemberAppliesADocumentAroundTheChecks() throws Exception {
        List<Class<?>> documents = List.of(type("dev.switchyard.documents.RoutingDocument"),
            type("dev.switchyard.documents.SignedEnvelope"));
        Class<?> grant = type("dev.switchyard.documents.DocumentsAccess$Grant");
        List<String> applying = new ArrayList<>();
        List<String> granting = new ArrayList<>();
        int members = 0;
        for (Class<?> type : classes) {
            List<Executable> doors = new ArrayList<>(Arrays.asList(type.getConstructors()));
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers())) doors.add(method);
            }
            for (Executable door : doors) {
                members++;
                List<Class<?>> parameters = Arrays.asList(door.getParameterTypes());
                boolean takesOne = parameters.stream().anyMatch(documents::contains);
                if (takesOne && !parameters.contains(grant)) applying.add(door.toString());
                if (door instanceof Method && ((Method) door).getReturnType() == grant) {
                    granting.add(door.toString());
                }
            }
            for (Field field : type.getFields()) {
                if (field.getType() == grant) granting.add(field.toString());
            }
        }
        assertTrue(members > 400, "read every public member: " + members);
        assertEquals(List.of(), applying, "public members that take a document to apply");
        assertEquals(List.of(), granting, "public members that hand out a grant");
        assertEquals(0, grant.getConstructors().length, "a grant has no public constructor");
        assertEquals(List.of("public static dev.switchyard.documents.internal.DocumentLegs "
            + "dev.switchyard.documents.internal.DocumentApplier.apply("
            + "dev.switchyard.documents.DocumentsAccess$Grant,dev.switchyard.RouteTable,"
            + "dev.switchyard.documents.RoutingDocument,dev.switchyard.documents.DeviceContext,"
            + "java.util.Set) throws dev.switchyard.documents.RoutingDocumentError"),
            granted(grant), "the engine's apply is the one member that asks for a grant");
    }

    /** The public members of the library that take a {@code grant}. */
    private static List<String> granted(Class<?> grant) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : classes) {
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers())
                    && Arrays.asList(method.getParameterTypes()).contains(grant)) {
                    found.add(method.toString());
                }
            }
        }
        return found;
    }

    @Test
    void everyPublicBuilderIsSignedAndRefusesABareDocument(@TempDir Path directory)
        throws Exception {
        Class<?> builderType = type("dev.switchyard.documents.RoutingDocuments$Builder");
        assertEquals(0, builderType.getConstructors().length, "a builder has no constructor");
        Object table = call(type("dev.switchyard.RouteTableFile"), "parse", null,
            "{\"routes\":[{\"pattern\":\"shop://goods/:id\",\"handler\":\"goods\"}]}", "t.json");
        Object device = type("dev.switchyard.documents.DeviceContext")
            .getConstructor(String.class, String.class, String.class)
            .newInstance("2.4.0", "android", "u-7");
        Object keys = call(type("dev.switchyard.documents.PinnedKeys"), "of", null,
            Collections.singletonMap("2026-a", new TestSigner().publicKey));
        Object floor = call(type("dev.switchyard.documents.DocumentFloorStore"), "file", null,
            directory.resolve("floor.json"));
        byte[] bare = ("{\"format\":1,\"serial\":9,\"routes\":[{\"pattern\":\"shop://door/:x\","
            + "\"handler\":\"goods\"}]}").getBytes(StandardCharsets.UTF_8);
        int builders = 0;
        for (Class<?> type : classes) {
            for (Method method : type.getMethods()) {
                if (!Modifier.isStatic(method.getModifiers())
                    || method.getReturnType() != builderType) {
                    continue;
                }
                builders++;
                Object unsigned = call(method, null, table, device);
                call(builderType, "floorStore", unsigned, floor);
                InvocationTargetException noKeys = assertThrows(InvocationTargetException.class,
                    () -> call(builderType, "build", unsigned), method.toString());
                assertEquals(IllegalStateException.class, noKeys.getCause().getClass());
                Object signed = call(builderType, "floorStore",
                    call(builderType, "keys", call(method, null, table, device), keys), floor);
                Object documents = call(builderType, "build", signed);
                Object arrival = call(documents.getClass(), "offer", documents, bare, "d.json");
                assertEquals("refused (unsigned): d.json: a bare document; this app takes signed "
                    + "documents only", arrival.toString());
            }
        }
        assertEquals(1, builders, "RoutingDocuments.builder is the one public builder");
    }

    /** {@code type}'s public method {@code name} of as many parameters, called on {@code on}. */
    private static Object call(Class<?> type, String name, Object on, Object... arguments)
        throws Exception {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == arguments.length) {
                return call(method, on, arguments);
            }
        }
        throw new AssertionError(type.getName() + " has no " + name);
    }

    private static Object call(Method method, Object on, Object... arguments) throws Exception {
        return method.invoke(on, arguments);
    }

    @Test
    void theBuildersOneConstructorIsPackagePrivate() throws Exception {
        // The builder's one constructor, which the testing artifact calls, is package-private.
        Class<?> builderType = type("dev.switchyard.documents.RoutingDocuments$Builder");
        Constructor<?>[] all = builderType.getDeclaredConstructors();
        assertEquals(1, all.length);
        assertTrue(!Modifier.isPublic(all[0].getModifiers())
            && !Modifier.isProtected(all[0].getModifiers()));
    }
}
