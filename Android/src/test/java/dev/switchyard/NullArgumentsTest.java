package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentFloorStore;
import dev.switchyard.documents.InMemoryFloorStore;
import dev.switchyard.documents.PinnedKeys;
import dev.switchyard.documents.RoutingDocument;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.jump.Jump;
import dev.switchyard.jump.JumpPlatform;
import dev.switchyard.jump.JumpRequest;
import dev.switchyard.policy.RouteSource;
import dev.switchyard.policy.SourcePolicy;
import dev.switchyard.router.Middleware;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import javax.annotation.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A null at any public entry point of the library fails there (issue #79 item 7): every public
 * constructor and method of every public class of the library's API packages (every package but
 * the internal ones; the doors {@code EngineAccess}, {@code DocumentsAccess} and {@code
 * RouterAccess}, not API, left
 * out as {@code check-api.sh} leaves them) and of the testing artifact ({@code src/testing/java}),
 * called with a null for each reference parameter not annotated {@code @Nullable}, throws a
 * {@code NullPointerException} whose message is that parameter's name, before it does anything
 * else. The classes are read from where the library's
 * classes are (its class folder or jar), so a class or method added later is held too; the names
 * are the compiled ones ({@code javac -parameters}). Instance methods are called on objects the
 * library hands out, found from a few ({@link Samples}). An enum's {@code valueOf(String)} is
 * javac's, with its own message, and is left out. An interface's abstract method is the app's to
 * write ({@code Handler}, {@code Middleware}, {@code Navigator}, ...) and is called only on the
 * library's own implementations of it (the router's {@code Middleware.Chain}).
 */
class NullArgumentsTest {
    @TempDir
    Path directory;

    @Test
    void aNullFailsAtTheDoorNamingItsParameter() throws Exception {
        List<Class<?>> classes = ApiClasses.walk();
        assertTrue(classes.contains(RouteTable.class) && classes.contains(SourcePolicy.class)
            && classes.contains(RoutingDocuments.Builder.class), "the API's classes: " + classes);
        Samples samples = new Samples(directory);
        List<String> failures = new ArrayList<>();
        int calls = 0;
        for (Class<?> type : classes) {
            List<Executable> doors = new ArrayList<>(Arrays.asList(type.getConstructors()));
            for (Method method : type.getDeclaredMethods()) {
                boolean javacs = type.isEnum() && method.getName().equals("valueOf");
                if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic()
                    && !method.isBridge() && !javacs) {
                    doors.add(method);
                }
            }
            for (Executable door : doors) {
                Parameter[] parameters = door.getParameters();
                for (int i = 0; i < parameters.length; i++) {
                    if (parameters[i].getType().isPrimitive()
                        || parameters[i].isAnnotationPresent(Nullable.class)) {
                        continue;
                    }
                    if (!parameters[i].isNamePresent()) {
                        failures.add(door + ": no parameter names (javac -parameters)");
                        break;
                    }
                    boolean appsToWrite = type.isInterface()
                        && Modifier.isAbstract(door.getModifiers());
                    List<Object> receivers = Modifier.isStatic(door.getModifiers())
                        || door instanceof Constructor ? Arrays.asList((Object) null)
                        : appsToWrite ? samples.libraryMade(type) : samples.of(type);
                    if (appsToWrite && receivers.isEmpty()) break;
                    if (receivers.isEmpty()) {
                        failures.add(door + ": no object of " + type.getName() + " to call it on"
                            + " (NullArgumentsTest.Samples finds one from those it is given)");
                        break;
                    }
                    for (Object receiver : receivers) {
                        calls++;
                        String failure = call(door, receiver, samples.arguments(parameters, i),
                            parameters[i].getName());
                        if (failure != null) failures.add(failure);
                    }
                }
            }
        }
        assertEquals(List.of(), failures, failures.size() + " of " + calls + " calls");
        assertTrue(samples.libraryMade(Middleware.Chain.class).size() > 0,
            "the router's chain, which the library implements, is called with a null too");
        assertTrue(calls >= 60, calls + " calls with a null");
    }

    /**
     * The public classes of the library's API packages, read from where its classes are, and of
     * the testing artifact ({@code src/testing/java}), read from where its classes are.
     */
    static final class ApiClasses {
        private ApiClasses() {}

        static List<Class<?>> walk() throws Exception {
            List<Class<?>> classes = new ArrayList<>();
            for (String name : OneDoorTest.testingClasses()) {
                Class<?> type = Class.forName(name, false, RouteTable.class.getClassLoader());
                if (isApi(type)) classes.add(type);
            }
            Path root = Path.of(RouteTable.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI());
            List<String> names = new ArrayList<>();
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.map(f -> root.relativize(f).toString().replace(File.separatorChar, '/'))
                        .forEach(names::add);
                }
            } else {
                try (JarFile jar = new JarFile(root.toFile())) {
                    jar.stream().map(JarEntry::getName).forEach(names::add);
                }
            }
            for (String name : names) {
                if (!name.endsWith(".class") || name.contains("/internal/")
                    || name.endsWith("/EngineAccess.class")
                    || name.contains("/DocumentsAccess") || name.endsWith("/RouterAccess.class")
                    || name.endsWith("-info.class")) {
                    continue;
                }
                Class<?> type = Class.forName(
                    name.substring(0, name.length() - 6).replace('/', '.'), false,
                    RouteTable.class.getClassLoader());
                if (isApi(type)) classes.add(type);
            }
            classes.sort(Comparator.comparing(Class::getName));
            return classes;
        }

        /** Public, in a public class if nested, and not an annotation. */
        private static boolean isApi(Class<?> type) {
            for (Class<?> at = type; at != null; at = at.getDeclaringClass()) {
                if (!Modifier.isPublic(at.getModifiers())) return false;
            }
            return !type.isAnnotation() && !type.isAnonymousClass() && !type.isSynthetic();
        }
    }

    /** Null, or what went wrong when {@code door} was called with a null for {@code name}. */
    private static String call(Executable door, @Nullable Object receiver, Object[] arguments,
                               String name) {
        String what = door + " with " + name + " null"
            + (receiver == null ? "" : " on " + receiver.getClass().getName());
        Throwable thrown;
        try {
            if (door instanceof Constructor) {
                ((Constructor<?>) door).newInstance(arguments);
            } else {
                ((Method) door).invoke(receiver, arguments);
            }
            return what + ": returned";
        } catch (InvocationTargetException e) {
            thrown = e.getCause();
        } catch (ReflectiveOperationException e) {
            return what + ": " + e;
        }
        if (thrown instanceof NullPointerException && name.equals(thrown.getMessage())) {
            return null;
        }
        StackTraceElement[] at = thrown.getStackTrace();
        return what + ": " + thrown + (at.length == 0 ? "" : " at " + at[0]);
    }

    /**
     * The objects instance methods are called on, and the arguments that are not null: a table,
     * its answers, documents and their parts, found from a few by every public method without
     * parameters (and the lists they return), three steps deep.
     */
    static final class Samples {
        private final List<Object> found = new ArrayList<>();
        private final Path directory;

        Samples(Path directory) throws Exception {
            this.directory = directory;
            RouteTable table = RouteTableFile.parse("{\"routes\":[{\"pattern\":"
                + "\"shop://goods/:id\",\"handler\":\"goods\",\"name\":\"goods\"}],"
                + "\"rewrites\":[{\"from\":\"shop://old/:id\",\"to\":\"shop://goods/{id}\"}]}",
                "routes.json");
            DeviceContext device = new DeviceContext("2.4.0", "android", "u-7");
            RoutingDocument document = RoutingDocument.parse("{\"format\":1,\"serial\":3,"
                + "\"app\":{\"minVersion\":\"1.0\"},\"rollout\":{\"percent\":50,\"salt\":\"s\"},"
                + "\"routes\":[{\"pattern\":\"shop://new/:x\",\"handler\":\"goods\"}],"
                + "\"redirects\":[{\"from\":\"shop://item/:id\",\"to\":\"shop://goods/{id}\"}],"
                + "\"rewrites\":[{\"from\":\"shop://p/:id\",\"to\":\"shop://goods/{id}\"}],"
                + "\"degrades\":[{\"name\":\"goods\",\"to\":\"shop://new/{id}\","
                + "\"when\":\"handlerFails\"}],\"remove\":[\"shop://none\"]}", "routing.json");
            PinnedKeys keys =
                PinnedKeys.of(Map.of("k", "OmLvdHBcHQ1Vd9JznS31tQHWc4ElmdcVhsKHoEgiGAw="));
            DocumentFloorStore floor = DocumentFloorStore.file(directory.resolve("floor.json"));
            RoutingDocuments.Builder builder =
                RoutingDocuments.builder(table, device).keys(keys).floorStore(floor);
            RoutingDocuments documents = builder.build();
            documents.offer("{\"format\":1,\"serial\":2}".getBytes(StandardCharsets.UTF_8),
                "routing.json");
            List<Object> seeds = new ArrayList<>(List.of(table, device, document, documents,
                builder, table.match("shop://goods/7", RouteSource.IN_APP),
                table.url("goods", Map.of("id", List.of("7"))),
                documents.match("shop://goods/7", RouteSource.PUSH), SourcePolicy.DEFAULT,
                RouteSource.IN_APP, LinkSource.parse("shop"), keys, floor,
                new InMemoryFloorStore(), MatchRequest.of("shop://goods/7", RouteSource.PUSH),
                Jump.plan(table, JumpRequest.of("shop://goods/7", JumpPlatform.IOS_SAFARI))));
            seeds.add(JumpRequest.of("shop://goods/7", JumpPlatform.ANDROID_CHROME));
            seeds.addAll(RouterSamples.of(table));
            seeds.addAll(ModuleSamples.of(table));
            for (int depth = 0; depth < 3; depth++) seeds = expand(seeds);
        }

        /** Keeps the new ones of {@code objects}; what their methods without parameters give. */
        private List<Object> expand(List<Object> objects) {
            List<Object> next = new ArrayList<>();
            for (Object object : objects) {
                if (object == null || found.stream().anyMatch(known -> known == object)) continue;
                if (object instanceof Collection) {
                    next.addAll((Collection<?>) object);
                    continue;
                }
                if (!object.getClass().getName().startsWith("dev.switchyard.")) continue;
                found.add(object);
                for (Method method : object.getClass().getMethods()) {
                    if (method.getParameterCount() > 0
                        || !method.getDeclaringClass().getName().startsWith("dev.switchyard.")
                        || !Modifier.isPublic(method.getDeclaringClass().getModifiers())) {
                        continue;
                    }
                    try {
                        next.add(method.invoke(object));
                    } catch (ReflectiveOperationException | RuntimeException e) {
                        continue;
                    }
                }
            }
            return next;
        }

        /** Every object found of {@code type} whose class is the library's own. */
        List<Object> libraryMade(Class<?> type) {
            List<Object> all = new ArrayList<>();
            for (Object object : of(type)) {
                if (object.getClass().getProtectionDomain().getCodeSource()
                    .equals(RouteTable.class.getProtectionDomain().getCodeSource())) {
                    all.add(object);
                }
            }
            return all;
        }

        /** Every object found of {@code type}. */
        List<Object> of(Class<?> type) {
            List<Object> all = new ArrayList<>();
            for (Object object : found) {
                if (type.isInstance(object)) all.add(object);
            }
            return all;
        }

        /** A value for each parameter, null at {@code index}. */
        Object[] arguments(Parameter[] parameters, int index) {
            Object[] arguments = new Object[parameters.length];
            for (int i = 0; i < parameters.length; i++) {
                arguments[i] = i == index ? null : value(parameters[i].getType());
            }
            return arguments;
        }

        private Object value(Class<?> type) {
            if (type == boolean.class) return false;
            if (type == long.class) return 1L;
            if (type == int.class) return 1;
            if (type == double.class) return 1.0;
            if (type == String.class) return "shop://goods/7";
            if (type == byte[].class) return new byte[0];
            if (type == Map.class) return Map.of();
            if (type == Set.class) return Set.of();
            if (type == List.class || type == Collection.class) return List.of();
            if (type == Instant.class) return Instant.EPOCH;
            if (type == Supplier.class) return (Supplier<Instant>) () -> Instant.EPOCH;
            if (type == Path.class) return directory.resolve("none.json");
            if (type == InputStream.class) return new ByteArrayInputStream(new byte[0]);
            if (type.isEnum()) return type.getEnumConstants()[0];
            if (type == Duration.class) return Duration.ofSeconds(1);
            if (type == Class.class) return Object.class;
            List<Object> all = of(type);
            if (all.isEmpty() && type.isInterface()) return RouterSamples.inert(type);
            if (all.isEmpty()) throw new AssertionError("no value of " + type + " to pass");
            return all.get(0);
        }
    }
}
