package dev.switchyard;

import java.util.List;

/**
 * A value {@link ConfigJson} read, with where it starts (1-based line, column in Unicode scalars).
 */
final class ConfigNode {
    /** The kinds of value, named as messages name them. */
    enum Kind {
        NULL("null"), BOOLEAN("boolean"), INTEGER("integer"), NUMBER("number"), STRING("string"),
        ARRAY("array"), OBJECT("object");

        final String typeName;

        Kind(String typeName) {
            this.typeName = typeName;
        }
    }

    /** One key and value of an object, with where the key starts. */
    static final class Member {
        final String key;
        final int keyLine;
        final int keyColumn;
        final ConfigNode value;

        Member(String key, int keyLine, int keyColumn, ConfigNode value) {
            this.key = key;
            this.keyLine = keyLine;
            this.keyColumn = keyColumn;
            this.value = value;
        }
    }

    final Kind kind;
    /** Boolean, Long, Double, String, List of ConfigNode, List of Member; null for NULL. */
    final Object value;
    final int line;
    final int column;
    /** For a string, whether it is written without escapes (a place inside it is a column). */
    final boolean plain;

    private ConfigNode(Kind kind, Object value, int line, int column) {
        this(kind, value, line, column, false);
    }

    private ConfigNode(Kind kind, Object value, int line, int column, boolean plain) {
        this.kind = kind;
        this.value = value;
        this.line = line;
        this.column = column;
        this.plain = plain;
    }

    static ConfigNode nothing(int line, int column) {
        return new ConfigNode(Kind.NULL, null, line, column);
    }

    static ConfigNode bool(boolean value, int line, int column) {
        return new ConfigNode(Kind.BOOLEAN, value, line, column);
    }

    static ConfigNode integer(long value, int line, int column) {
        return new ConfigNode(Kind.INTEGER, value, line, column);
    }

    static ConfigNode decimal(double value, int line, int column) {
        return new ConfigNode(Kind.NUMBER, value, line, column);
    }

    static ConfigNode string(String value, int line, int column, boolean plain) {
        return new ConfigNode(Kind.STRING, value, line, column, plain);
    }

    static ConfigNode array(List<ConfigNode> items, int line, int column) {
        return new ConfigNode(Kind.ARRAY, Immutable.listCopy(items), line, column);
    }

    static ConfigNode object(List<Member> members, int line, int column) {
        return new ConfigNode(Kind.OBJECT, Immutable.listCopy(members), line, column);
    }

    String typeName() {
        return kind.typeName;
    }

    @SuppressWarnings("unchecked")
    List<ConfigNode> items() {
        return kind == Kind.ARRAY ? (List<ConfigNode>) value : null;
    }

    @SuppressWarnings("unchecked")
    List<Member> members() {
        return kind == Kind.OBJECT ? (List<Member>) value : null;
    }

    String string() {
        return kind == Kind.STRING ? (String) value : null;
    }
}
