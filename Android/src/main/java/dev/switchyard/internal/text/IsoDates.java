package dev.switchyard.internal.text;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates as a routing document writes them: RFC 3339's {@code date-time} (section 5.6) as written,
 * the same as Swift's {@code DocumentDate}: {@code YYYY-MM-DD} {@code T} {@code hh:mm:ss}, an
 * optional fraction (kept to the millisecond), then {@code Z} or {@code +hh:mm}/{@code -hh:mm};
 * ASCII digits, upper-case {@code T} and {@code Z}, nothing else. The day must exist, hours are
 * 00-23, minutes and seconds 00-59 (no leap second), an offset within ±23:59.
 */
public final class IsoDates {
    private static final Pattern SHAPE = Pattern.compile(
        "([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\\.([0-9]+))?"
            + "(Z|([+-])([0-9]{2}):([0-9]{2}))");
    private static final String[] MONTHS = {"January", "February", "March", "April", "May",
        "June", "July", "August", "September", "October", "November", "December"};
    private static final DateTimeFormatter OUT =
        DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'");

    private IsoDates() {}

    /** {@code 2026-12-31T00:00:00Z} (or with a fraction, or an offset), or null. */
    public static Instant parse(String text) {
        Matcher shape = SHAPE.matcher(text);
        if (!shape.matches() || problem(shape) != null) return null;
        int offset = 0;
        if (shape.group(9) != null) {
            int sign = shape.group(9).equals("-") ? -1 : 1;
            offset = sign * (number(shape, 10) * 3600 + number(shape, 11) * 60);
        }
        long day = LocalDate.of(number(shape, 1), number(shape, 2), number(shape, 3)).toEpochDay();
        long seconds = day * 86_400 + number(shape, 4) * 3600 + number(shape, 5) * 60
            + number(shape, 6) - offset;
        String fraction = shape.group(7) == null ? "" : shape.group(7);
        long millis = Long.parseLong((fraction + "000").substring(0, 3));
        return Instant.ofEpochSecond(seconds).plusMillis(millis);
    }

    /**
     * Why {@code text}, which has a date's shape, is not a date (the first field out of range, as
     * Swift's {@code DocumentDate} says it); null when it is one or has not the shape.
     */
    public static String problem(String text) {
        Matcher shape = SHAPE.matcher(text);
        return shape.matches() ? problem(shape) : null;
    }

    private static String problem(Matcher shape) {
        int year = number(shape, 1);
        int month = number(shape, 2);
        int day = number(shape, 3);
        if (month < 1 || month > 12) return DocumentText.DOCUMENT_DATE_MONTH.format(shape.group(2));
        boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        int[] lengths = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        int days = lengths[month - 1];
        if (day < 1 || day > days) {
            return DocumentText.DOCUMENT_DATE_DAY.format(shape.group(3), MONTHS[month - 1],
                String.valueOf(year), String.valueOf(days));
        }
        if (number(shape, 4) > 23) return DocumentText.DOCUMENT_DATE_HOUR.format(shape.group(4));
        if (number(shape, 5) > 59) return DocumentText.DOCUMENT_DATE_MINUTE.format(shape.group(5));
        if (number(shape, 6) > 59) {
            DocumentText second = number(shape, 6) == 60
                ? DocumentText.DOCUMENT_DATE_LEAP_SECOND : DocumentText.DOCUMENT_DATE_SECOND;
            return second.format(shape.group(6));
        }
        if (shape.group(9) != null && (number(shape, 10) > 23 || number(shape, 11) > 59)) {
            return DocumentText.DOCUMENT_DATE_OFFSET.format(shape.group(8));
        }
        return null;
    }

    private static int number(Matcher shape, int group) {
        return Integer.parseInt(shape.group(group));
    }

    /** {@code 2026-12-31T00:00:00Z}, in UTC. */
    public static String format(Instant instant) {
        return OUT.format(instant.atOffset(ZoneOffset.UTC));
    }
}
