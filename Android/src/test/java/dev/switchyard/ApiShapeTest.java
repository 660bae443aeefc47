package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.AppliedTable;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.DocumentMatch;
import dev.switchyard.documents.DocumentState;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.policy.RouteSource;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.annotation.Nullable;
import org.junit.jupiter.api.Test;

/** What the library shows callers: immutable public state, its nullability, the rule R8 reads. */
class ApiShapeTest {
    /**
     * Every class of the library's API packages (dev.switchyard and its subpackages but the
     * internal ones: dev.switchyard.internal.* and dev.switchyard.documents.internal), loaded from
     * the directory its classes were compiled to.
     */
    private static List<Class<?>> libraryClasses() throws IOException, URISyntaxException {
        URL compiledTo = RouteTable.class.getProtectionDomain().getCodeSource().getLocation();
        Path root = Path.of(compiledTo.toURI());
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve("dev/switchyard"))) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String name = root.relativize(file).toString().replace(File.separatorChar, '/');
                if (!name.endsWith(".class") || name.endsWith("package-info.class")
                        || name.startsWith("dev/switchyard/internal/")
                        || name.startsWith("dev/switchyard/documents/internal/")) continue;
                String className = name.substring(0, name.length() - 6).replace('/', '.');
                try {
                    classes.add(
                            Class.forName(className, false, ApiShapeTest.class.getClassLoader()));
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(className, e);
                }
            }
        }
        return classes;
    }

    @Test
    void everyPublicFieldIsFinal() throws Exception {
        List<String> writable = new ArrayList<>();
        List<Class<?>> classes = libraryClasses();
        for (Class<?> type : classes) {
            if (!Modifier.isPublic(type.getModifiers())) continue;
            for (Field field : type.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isPublic(modifiers) && !Modifier.isFinal(modifiers)) {
                    writable.add(type.getName() + "." + field.getName());
                }
            }
        }
        assertTrue(classes.size() > 20, "found the library's classes: " + classes.size());
        assertTrue(classes.contains(AppliedTable.class) && classes.contains(RouteSource.class),
            "the documents and policy packages are read too");
        assertEquals(List.of(), writable, "public fields a caller could overwrite");
    }

    @Test
    void tableOptionsHandOutCopiesNobodyCanChange() throws Exception {
        String text = "{\"options\": {\"accept\": [\"shop\"],"
            + " \"webOrigins\": [\"https://m.shop.example\"]},"
            + " \"routes\": [{\"pattern\": \"shop://goods/:id\", \"handler\": \"goods\"}]}";
        TableOptions options = RouteTableFile.parse(text, "routes.json").options();
        assertThrows(UnsupportedOperationException.class, () -> options.accept().clear());
        assertThrows(UnsupportedOperationException.class, () -> options.webOrigins().clear());
        assertEquals(1, options.accept().size());
        assertEquals(1, options.webOrigins().size());
    }

    @Test
    void everyPublicClassDeclaresItsNullability() throws Exception {
        List<String> undeclared = new ArrayList<>();
        for (Class<?> type : libraryClasses()) {
            boolean topLevel = type.getEnclosingClass() == null;
            if (topLevel && Modifier.isPublic(type.getModifiers()) && !type.isAnnotation()
                    && !type.isAnnotationPresent(NonnullByDefault.class)) {
                undeclared.add(type.getName());
            }
        }
        assertEquals(List.of(), undeclared, "public classes without @NonnullByDefault");
    }

    @Test
    void membersThatHoldOrReturnNullSaySo() throws Exception {
        for (String field : List.of("route", "namespace", "refusal", "reason", "rewrittenTo",
                "intakeKind", "webDestination", "source")) {
            assertTrue(Match.class.getField(field).isAnnotationPresent(Nullable.class), field);
        }
        assertFalse(Match.class.getField("parameters").isAnnotationPresent(Nullable.class));
        assertTrue(nullable(Match.class.getMethod("parameter", String.class)));
        assertTrue(nullable(RouteTable.class.getMethod("route", String.class)));
        assertTrue(nullable(RouteTable.class.getMethod("webDestination", String.class)));
        for (String field : List.of("url", "error", "parameter", "message")) {
            assertTrue(LinkResult.class.getField(field).isAnnotationPresent(Nullable.class), field);
        }
        for (String field : List.of("scheme", "name", "handler", "accept")) {
            assertTrue(Route.class.getField(field).isAnnotationPresent(Nullable.class), field);
        }
        assertFalse(Route.class.getField("pattern").isAnnotationPresent(Nullable.class));
        assertTrue(RouteSource.class.getMethod("otherApp", String.class)
            .getParameters()[0].isAnnotationPresent(Nullable.class));
        assertTrue(RouteSource.class.getMethod("webPage", String.class)
            .getParameters()[0].isAnnotationPresent(Nullable.class));
        assertTrue(nullable(DocumentState.class.getMethod("inForce")));
        assertTrue(nullable(AppliedTable.class.getMethod("document")));
        assertTrue(nullable(DocumentMatch.class.getMethod("match")));
        assertTrue(nullable(DocumentMatch.class.getMethod("whenHandlerFails")));
        assertTrue(nullable(RoutingDocuments.class.getMethod("floorRebuilt")));
        assertTrue(nullable(DocumentFloorStore.class.getMethod("read")));
        assertTrue(nullable(DocumentArrival.class.getMethod("refusal")));
        assertFalse(nullable(DocumentMatch.class.getMethod("followed")));
    }

    private static boolean nullable(java.lang.reflect.Method method) {
        return method.isAnnotationPresent(Nullable.class);
    }

    @Test
    void nullabilityIsDeclaredForKotlin() throws Exception {
        assertTrue(TableOptions.class.isAnnotationPresent(NonnullByDefault.class));
        assertTrue(RouteTableFile.class.isAnnotationPresent(NonnullByDefault.class));
        assertTrue(TableOptions.class.getMethod("accept").isAnnotationPresent(Nullable.class));
        assertFalse(TableOptions.class.getMethod("webOrigins").isAnnotationPresent(Nullable.class));
        assertTrue(QueryCondition.class.getField("presence").isAnnotationPresent(Nullable.class));
    }

    @Test
    void theJarTellsR8ThatTheAnnotationsStayBehind() throws Exception {
        String path = "/META-INF/proguard/switchyard-android.pro";
        try (InputStream rules = RouteTable.class.getResourceAsStream(path)) {
            assertTrue(rules != null, path + " is on the classpath");
            String text = new String(rules.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(text.contains("-dontwarn javax.annotation.**"), text);
        }
    }
}
