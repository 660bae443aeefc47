package dev.switchyard.internal.text;

import dev.switchyard.NonnullByDefault;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * <b>Not API.</b> Why something was refused, as data: the code of its {@code
 * Conformance/errors.json} entry, the values its holes were filled with, by the holes' names, and
 * the message they make. A refusal's reason travels so from the matcher and the source policy to
 * the router's {@code RoutingException} (issue #91 item 3), so that an app tells refusals apart by
 * code and fields and never parses a message. Immutable.
 */
@NonnullByDefault
public final class Why {
    /** The entry's code ({@code match.origin-not-accepted}). */
    public final String code;
    /** The holes' values, by name, in the template's order; unmodifiable. */
    public final Map<String, String> fields;
    /** The message, for people. */
    public final String message;

    private Why(String code, Map<String, String> fields, String message) {
        this.code = code;
        this.fields = Immutable.mapCopy(fields);
        this.message = message;
    }

    /** {@code text} filled with {@code values}, in the order its holes appear. */
    public static Why of(ErrorText text, String... values) {
        return of(text.code, text.template, values);
    }

    /** {@code text} filled with {@code values}, in the order its holes appear. */
    public static Why of(RouterText text, String... values) {
        return of(text.code, text.template, values);
    }

    /** {@code text} filled with {@code values}, in the order its holes appear. */
    public static Why of(DocumentText text, String... values) {
        return of(text.code, text.template, values);
    }

    /**
     * A message made elsewhere that only its code is known of: its fields are not broken out (a
     * rewrite loop's, which the rewrite chains carry as text).
     */
    public static Why text(String code, String message) {
        return new Why(code, Immutable.map(), message);
    }

    /**
     * A route the source policy refused: the policy's own code and fields ({@code policy.*}), with
     * the route's pattern as {@code route} and the policy's words as {@code why}, and {@code
     * match.forbidden}'s message.
     */
    public static Why forbidden(String pattern, Why policy) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("route", pattern);
        fields.put("why", policy.message);
        fields.putAll(policy.fields);
        return new Why(policy.code, fields,
            ErrorText.MATCH_FORBIDDEN.format(pattern, policy.message));
    }

    private static Why of(String code, String template, String... values) {
        List<String> holes = TextTemplate.holes(template);
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < holes.size() && i < values.length; i++) {
            fields.put(holes.get(i), values[i]);
        }
        return new Why(code, fields, TextTemplate.fill(template, values));
    }

    @Override
    public String toString() {
        return Values.text("Why", new Object[] {"code", code, "fields", fields,
            "message", message});
    }
}
