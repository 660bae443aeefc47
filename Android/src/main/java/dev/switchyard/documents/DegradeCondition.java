package dev.switchyard.documents;

import dev.switchyard.NonnullByDefault;

/** When a degrade sends its route elsewhere. */
@NonnullByDefault
public enum DegradeCondition {
    /** Every time: the route's handler is not called ({@code "always"}, the default). */
    ALWAYS("always"),
    /** Only when the route's handler fails ({@code "handlerFails"}). */
    HANDLER_FAILS("handlerFails");

    private final String spelling;

    DegradeCondition(String spelling) {
        this.spelling = spelling;
    }

    /**
     * How a document spells it.
     *
     * @return {@code always} or {@code handlerFails}
     */
    public String spelling() {
        return spelling;
    }

    static DegradeCondition parse(String text) {
        for (DegradeCondition condition : values()) {
            if (condition.spelling.equals(text)) return condition;
        }
        return null;
    }
}
