package dev.switchyard.internal.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collector;
import java.util.stream.Collectors;

/**
 * Unmodifiable lists, sets and maps with Java 8's API. The library runs on Android API 26, which
 * has neither {@code List.of} and {@code copyOf} (Java 9 and 10) nor {@code Stream.toList()} (Java
 * 16): these stand in for them. As with {@code List.of}, a null element, key or value is refused
 * ({@code NullPointerException}); unlike {@code Set.of} and {@code Map.copyOf}, a copy keeps its
 * source's order, so what a result lists never depends on hashing. As with {@code List.of}, an
 * empty one refuses every change too ({@code clear()} included), which {@code
 * Collections.emptyList()} does not: its {@code clear()} returns normally (issue #79 item 4).
 */
public final class Immutable {
    private Immutable() {}

    /** The empty list ({@code List.of()}): every change refused. */
    @SuppressWarnings("unchecked")
    public static <T> List<T> list() {
        return (List<T>) FrozenEmpty.LIST;
    }

    /** The items, in order ({@code List.of(...)}). */
    @SafeVarargs
    public static <T> List<T> list(T... items) {
        if (items.length == 0) return list();
        if (items.length == 1) return Collections.singletonList(Objects.requireNonNull(items[0]));
        List<T> copy = new ArrayList<>(items.length);
        for (T item : items) copy.add(Objects.requireNonNull(item));
        return Collections.unmodifiableList(copy);
    }

    /** A copy of the items in order, which later changes to the source miss (List.copyOf). */
    public static <T> List<T> listCopy(Collection<? extends T> items) {
        if (items.isEmpty()) return list();
        List<T> copy = new ArrayList<>(items);
        for (T item : copy) Objects.requireNonNull(item);
        return Collections.unmodifiableList(copy);
    }

    /** The empty set ({@code Set.of()}): every change refused. */
    @SuppressWarnings("unchecked")
    public static <T> Set<T> set() {
        return (Set<T>) FrozenEmpty.SET;
    }

    /** The items, in the order given ({@code Set.of(...)}). */
    @SafeVarargs
    public static <T> Set<T> set(T... items) {
        Set<T> copy = new LinkedHashSet<>();
        for (T item : items) copy.add(Objects.requireNonNull(item));
        return Collections.unmodifiableSet(copy);
    }

    /** A copy of the items in their source's order ({@code Set.copyOf}). */
    public static <T> Set<T> setCopy(Collection<? extends T> items) {
        if (items.isEmpty()) return set();
        Set<T> copy = new LinkedHashSet<>(items);
        for (T item : copy) Objects.requireNonNull(item);
        return Collections.unmodifiableSet(copy);
    }

    /** The empty map ({@code Map.of()}): every change refused. */
    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> map() {
        return (Map<K, V>) FrozenEmpty.MAP;
    }

    /** One key and its value ({@code Map.of(key, value)}). */
    public static <K, V> Map<K, V> map(K key, V value) {
        return Collections.singletonMap(Objects.requireNonNull(key), Objects.requireNonNull(value));
    }

    /** A copy of the entries in their source's order ({@code Map.copyOf}). */
    public static <K, V> Map<K, V> mapCopy(Map<? extends K, ? extends V> entries) {
        if (entries.isEmpty()) return map();
        Map<K, V> copy = new LinkedHashMap<>(entries);
        copy.forEach((key, value) -> {
            Objects.requireNonNull(key);
            Objects.requireNonNull(value);
        });
        return Collections.unmodifiableMap(copy);
    }

    /** Collects a stream into an unmodifiable list, in order ({@code Stream.toList()}). */
    public static <T> Collector<T, ?, List<T>> toList() {
        return Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList);
    }
}
