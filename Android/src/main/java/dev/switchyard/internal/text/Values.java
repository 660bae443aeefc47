package dev.switchyard.internal.text;

/**
 * The one pattern of the library's value classes, in place of records (the library is compiled at
 * Java 8's level, which has none): a value class lists the name and value of each field that makes
 * it once, in a private {@code parts()} array; its {@code equals} and {@code hashCode} compare and
 * hash that array ({@link java.util.Arrays#equals(Object[], Object[])}, {@link
 * java.util.Arrays#hashCode(Object[])}), and its {@code toString}, unless it has words of its own,
 * is {@link #text}. A field that another field derives from (a compiled pattern, a spelling) is
 * left out.
 */
public final class Values {
    private Values() {}

    /**
     * {@code Type[name=value, ...]}, as a record prints itself.
     *
     * @param type the class's simple name
     * @param parts names and values, alternately
     */
    public static String text(String type, Object[] parts) {
        StringBuilder out = new StringBuilder(type).append('[');
        for (int i = 0; i + 1 < parts.length; i += 2) {
            if (i > 0) out.append(", ");
            out.append(parts[i]).append('=').append(parts[i + 1]);
        }
        return out.append(']').toString();
    }
}
