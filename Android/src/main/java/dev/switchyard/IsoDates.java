package dev.switchyard;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/**
 * Dates as a routing document writes them: ISO 8601 internet date and time, as Foundation reads
 * them.
 */
final class IsoDates {
    private static final Pattern SHAPE =
        Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"
            + "(Z|[+-][0-9]{2}:?[0-9]{2})");
    private static final DateTimeFormatter OUT =
        DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'");

    private IsoDates() {}

    /** {@code 2026-12-31T00:00:00Z} (or with an offset), or null. */
    static Instant parse(String text) {
        if (!SHAPE.matcher(text).matches()) return null;
        String normal = text;
        int sign = Math.max(text.lastIndexOf('+'), text.lastIndexOf('-'));
        if (!text.endsWith("Z") && sign > 10 && text.indexOf(':', sign) < 0) {
            normal = text.substring(0, sign + 3) + ":" + text.substring(sign + 3);
        }
        try {
            return OffsetDateTime.parse(normal, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** {@code 2026-12-31T00:00:00Z}, in UTC. */
    static String format(Instant instant) {
        return OUT.format(instant.atOffset(ZoneOffset.UTC));
    }
}
