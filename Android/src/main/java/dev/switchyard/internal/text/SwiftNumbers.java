package dev.switchyard.internal.text;

import java.math.BigDecimal;

/**
 * Numbers in messages, written as Swift's {@code Double} description writes them ({@code 5.0},
 * {@code 97.47}).
 */
public final class SwiftNumbers {
    private SwiftNumbers() {}

    /** A bucket given in hundredths: {@code 9747} is {@code 97.47}, {@code 100} is {@code 1.0}. */
    public static String hundredths(int value) {
        int whole = value / 100;
        int fraction = value % 100;
        if (fraction == 0) return whole + ".0";
        if (fraction % 10 == 0) return whole + "." + fraction / 10;
        return whole + "." + (fraction < 10 ? "0" : "") + fraction;
    }

    /** A double as Swift describes it, for the values a document holds (0 to 100). */
    public static String describe(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e16) return (long) value + ".0";
        if (Math.abs(value) < 1e-4 || Math.abs(value) >= 1e16) {
            return Double.toString(value).replace("E", "e");
        }
        String plain = new BigDecimal(Double.toString(value)).toPlainString();
        return plain.contains(".") ? plain : plain + ".0";
    }
}
