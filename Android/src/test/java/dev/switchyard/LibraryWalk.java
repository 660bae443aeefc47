package dev.switchyard;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Every public member of every public class of the library, called on what the library hands
 * out: from a few seeds, each public method is called on each object found (and each public static
 * method, with arguments found so far), each public field read, and what they give is found in
 * turn, through lists, sets and maps, a few rounds deep. {@link FrozenTablesTest} looks at each
 * value a member gives ({@link Visitor}); the arguments are the first object found of each
 * parameter's type, or a fixed value for text, numbers, bytes, paths and streams.
 */
final class LibraryWalk {
    /** What the walk gives each value a public member returned or held. */
    interface Visitor {
        /**
         * {@code value}, from {@code member} ({@code Type.name}) of {@code owner} (null: static),
         * which {@code again} gives again (null for a field).
         */
        void visit(String member, Object owner, Object value, Supplier<Object> again);
    }

    private final List<Class<?>> classes;
    /** Every public static method of the classes that takes one of the library's objects first. */
    private final List<Method> onObjects = new ArrayList<>();
    private final Map<Object, Boolean> seen = new IdentityHashMap<>();
    private final List<Object> found = new ArrayList<>();
    private final Set<String> calledStatics = new TreeSet<>();
    private final Path directory;
    /** How many members were called or read. */
    int calls;

    LibraryWalk(List<Class<?>> classes, Path directory) {
        this.classes = classes;
        this.directory = directory;
        for (Class<?> type : classes) {
            for (Method method : type.getDeclaredMethods()) {
                Class<?>[] parameters = method.getParameterTypes();
                if (Modifier.isStatic(method.getModifiers())
                    && Modifier.isPublic(method.getModifiers()) && parameters.length > 0
                    && parameters[0].getName().startsWith("dev.switchyard.")) {
                    onObjects.add(method);
                }
            }
        }
    }

    /** Walks {@code rounds} rounds from {@code seeds}, giving {@code visitor} every value. */
    void walk(List<Object> seeds, int rounds, Visitor visitor) {
        List<Object> next = new ArrayList<>(seeds);
        for (int round = 0; round < rounds; round++) {
            List<Object> frontier = new ArrayList<>();
            for (Object object : next) add(object, frontier);
            next = new ArrayList<>();
            List<Object> out = next;
            BiConsumer<String, Object> keep = (member, value) -> out.add(value);
            for (Object object : frontier) members(object, visitor, keep);
            for (Class<?> type : classes) statics(type, visitor, keep);
        }
    }

    /** Keeps {@code object} (and what a collection holds) when it is the library's and new. */
    private void add(Object object, List<Object> frontier) {
        if (object == null || seen.containsKey(object)) return;
        if (object instanceof Collection || object instanceof Map) {
            seen.put(object, true);
            Collection<?> items = object instanceof Map
                ? new ArrayList<>(((Map<?, ?>) object).entrySet()) : (Collection<?>) object;
            for (Object item : new ArrayList<>(items)) {
                if (item instanceof Map.Entry) {
                    add(((Map.Entry<?, ?>) item).getKey(), frontier);
                    add(((Map.Entry<?, ?>) item).getValue(), frontier);
                } else {
                    add(item, frontier);
                }
            }
            return;
        }
        if (!object.getClass().getName().startsWith("dev.switchyard.")) return;
        seen.put(object, true);
        found.add(object);
        frontier.add(object);
    }

    /**
     * Each public method the library declares for {@code object} (the JDK's, such as a
     * {@code Throwable}'s, left out), each public static method that takes it first (a door's
     * {@code EngineAccess.parsed(route)}), and each public field.
     */
    private void members(Object object, Visitor visitor, BiConsumer<String, Object> keep) {
        for (Method method : object.getClass().getMethods()) {
            Class<?> declaring = method.getDeclaringClass();
            if (Modifier.isStatic(method.getModifiers()) || !visible(declaring)
                || !declaring.getName().startsWith("dev.switchyard.") || method.isSynthetic()) {
                continue;
            }
            call(method, object, null, visitor, keep);
        }
        for (Method method : onObjects) {
            if (method.getParameterTypes()[0].isInstance(object)) {
                call(method, null, object, visitor, keep);
            }
        }
        fields(object.getClass(), object, visitor, keep);
    }

    private void statics(Class<?> type, Visitor visitor, BiConsumer<String, Object> keep) {
        for (Method method : type.getDeclaredMethods()) {
            int modifiers = method.getModifiers();
            if (!Modifier.isStatic(modifiers) || !Modifier.isPublic(modifiers)
                || method.isSynthetic() || calledStatics.contains(method.toString())) {
                continue;
            }
            if (call(method, null, null, visitor, keep)) calledStatics.add(method.toString());
        }
        if (calledStatics.add(type.getName() + " fields")) fields(type, null, visitor, keep);
    }

    private void fields(Class<?> type, Object owner, Visitor visitor,
                        BiConsumer<String, Object> keep) {
        if (!visible(type)) return;
        for (Field field : type.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) != (owner == null)) continue;
            try {
                Object value = field.get(owner);
                calls++;
                String member = name(field.getDeclaringClass()) + "." + field.getName();
                visitor.visit(member, owner, value, null);
                keep.accept(member, value);
            } catch (IllegalAccessException e) {
                throw new AssertionError(field.toString(), e);
            }
        }
    }

    /**
     * Calls {@code method} with arguments found so far ({@code first} as its first, when not
     * null); false when some are not found yet.
     */
    private boolean call(Method method, Object on, Object first, Visitor visitor,
                         BiConsumer<String, Object> keep) {
        Object[] arguments = arguments(method, first);
        if (arguments == null) return false;
        Supplier<Object> again = () -> invoke(method, on, arguments(method, first));
        Object value;
        try {
            value = method.invoke(on, arguments);
        } catch (InvocationTargetException | IllegalAccessException | RuntimeException e) {
            return true;
        }
        calls++;
        String member = name(method.getDeclaringClass()) + "." + method.getName();
        visitor.visit(member, on, value, again);
        keep.accept(member, value);
        return true;
    }

    private static Object invoke(Method method, Object on, Object[] arguments) {
        try {
            return method.invoke(on, arguments);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(method + " answered once, not twice", e);
        }
    }

    /** {@code Type} or {@code Outer.Inner}. */
    static String name(Class<?> type) {
        String name = type.getName();
        return name.substring(name.lastIndexOf('.') + 1).replace('$', '.');
    }

    private static boolean visible(Class<?> type) {
        for (Class<?> at = type; at != null; at = at.getDeclaringClass()) {
            if (!Modifier.isPublic(at.getModifiers())) return false;
        }
        return true;
    }

    /** A value for each parameter of {@code door}, or null when one is not found yet. */
    private Object[] arguments(Executable door, Object first) {
        Class<?>[] types = door.getParameterTypes();
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = i == 0 && first != null ? first : value(types[i]);
            if (values[i] == null) return null;
        }
        return values;
    }

    private Object value(Class<?> type) {
        if (type == boolean.class) return true;
        if (type == long.class) return 1L;
        if (type == int.class) return 1;
        if (type == double.class) return 1.0;
        if (type == char.class) return 'a';
        if (type == String.class || type == CharSequence.class) return "shop://goods/7";
        if (type == byte[].class) {
            return "{\"format\":1,\"serial\":2}".getBytes(StandardCharsets.UTF_8);
        }
        if (type == Map.class) return Map.of("id", "7");
        if (type == Set.class) return Set.of("goods");
        if (type == List.class || type == Collection.class) return List.of();
        if (type == Instant.class) return Instant.parse("2026-12-01T00:00:00Z");
        if (type == Supplier.class) return (Supplier<Instant>) () -> Instant.EPOCH;
        if (type == Path.class) return directory.resolve("walk.json");
        if (type == InputStream.class) return new ByteArrayInputStream(new byte[0]);
        if (type == Object.class) return "x";
        if (type.isArray()) return Array.newInstance(type.getComponentType(), 2);
        if (type.isEnum()) return type.getEnumConstants()[0];
        for (Object object : found) {
            if (type.isInstance(object)) return object;
        }
        return null;
    }

    /** Whether two arrays hold the same values (a copy of one, and the other). */
    static boolean sameValues(Object one, Object other) {
        return Arrays.deepEquals(new Object[] {one}, new Object[] {other});
    }
}
