package dev.switchyard.internal.text;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.RandomAccess;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The empty list, set and map {@link Immutable} hands out: every change refused, {@code clear()}
 * included, as {@code List.of()} refuses it ({@code Collections.emptyList()}'s {@code clear()}
 * returns normally; issue #79 item 4), and nothing allocated to read one (an unmodifiable wrapper
 * of an empty list makes two iterators for each loop over it, which cost a match 8%: a match's
 * answer holds several empty lists).
 */
final class FrozenEmpty {
    static final EmptyList LIST = new EmptyList();
    static final EmptySet SET = new EmptySet();
    static final EmptyMap MAP = new EmptyMap();

    private FrozenEmpty() {}

    private static UnsupportedOperationException refused() {
        return new UnsupportedOperationException("this collection cannot be changed");
    }

    static final class EmptyList extends AbstractList<Object> implements RandomAccess {
        @Override
        public Object get(int index) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: 0");
        }

        @Override
        public int size() {
            return 0;
        }

        @Override
        public Iterator<Object> iterator() {
            return Collections.emptyIterator();
        }

        @Override
        public ListIterator<Object> listIterator(int index) {
            if (index != 0) get(index);
            return Collections.emptyListIterator();
        }

        @Override
        public List<Object> subList(int from, int to) {
            if (from != 0 || to != 0) throw new IndexOutOfBoundsException(from + ".." + to);
            return this;
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public boolean addAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean remove(Object item) {
            throw refused();
        }

        @Override
        public boolean removeAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean retainAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean removeIf(Predicate<? super Object> filter) {
            throw refused();
        }

        @Override
        public void replaceAll(UnaryOperator<Object> operator) {
            throw refused();
        }

        @Override
        public void sort(Comparator<? super Object> order) {
            throw refused();
        }
    }

    static final class EmptySet extends AbstractSet<Object> {
        @Override
        public Iterator<Object> iterator() {
            return Collections.emptyIterator();
        }

        @Override
        public int size() {
            return 0;
        }

        @Override
        public boolean add(Object item) {
            throw refused();
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public boolean addAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean remove(Object item) {
            throw refused();
        }

        @Override
        public boolean removeAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean retainAll(Collection<?> items) {
            throw refused();
        }

        @Override
        public boolean removeIf(Predicate<? super Object> filter) {
            throw refused();
        }
    }

    static final class EmptyMap extends AbstractMap<Object, Object> {
        @Override
        @SuppressWarnings("unchecked")
        public Set<Map.Entry<Object, Object>> entrySet() {
            return (Set<Map.Entry<Object, Object>>) (Set<?>) SET;
        }

        @Override
        public Set<Object> keySet() {
            return SET;
        }

        @Override
        public Collection<Object> values() {
            return LIST;
        }

        @Override
        public Object put(Object key, Object value) {
            throw refused();
        }

        @Override
        public void putAll(Map<?, ?> entries) {
            throw refused();
        }

        @Override
        public Object remove(Object key) {
            throw refused();
        }

        @Override
        public void clear() {
            throw refused();
        }

        @Override
        public Object putIfAbsent(Object key, Object value) {
            throw refused();
        }

        @Override
        public boolean replace(Object key, Object old, Object value) {
            throw refused();
        }

        @Override
        public Object replace(Object key, Object value) {
            throw refused();
        }

        @Override
        public void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }

        @Override
        public Object computeIfAbsent(Object key, Function<? super Object, ?> function) {
            throw refused();
        }

        @Override
        public Object merge(Object key, Object value,
                            BiFunction<? super Object, ? super Object, ?> function) {
            throw refused();
        }
    }
}
