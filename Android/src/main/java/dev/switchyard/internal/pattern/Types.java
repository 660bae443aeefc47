package dev.switchyard.internal.pattern;

import java.util.Locale;

/**
 * A typed capture's value converted as a typed route reads it: `int` to a Long, `float` to a
 * Double, `uuid` lowercased.
 */
public final class Types {
    private Types() {}

    /** The converted value, or null when it does not convert. */
    public static Object convert(String type, String value) {
        switch (type) {
            case "int":
                return Capture.isInt(value)
                        ? Long.parseLong(value.startsWith("+") ? value.substring(1) : value) : null;
            case "float":
                return Capture.isFloat(value) ? Double.parseDouble(value) : null;
            case "uuid":
                return Capture.isUUID(value) ? value.toLowerCase(Locale.ROOT) : null;
            case "string":
                return value.isEmpty() ? null : value;
            default:
                return value;
        }
    }
}
