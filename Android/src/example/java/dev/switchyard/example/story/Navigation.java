package dev.switchyard.example.story;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a handler asks the navigator to do, with the words of the Swift router's {@code Navigation}
 * ({@code replace the stack of tab Home with [Goods, Goods #7]}, {@code show Web page …}): the
 * story's screen type. Only the navigations the story's handlers answer.
 */
final class Navigation {
    private final String description;

    private Navigation(String description) {
        this.description = description;
    }

    /** Shows {@code screen} above the current one. */
    static Navigation show(Screen screen) {
        return new Navigation("show " + screen);
    }

    /** Pushes {@code screen} on the visible stack. */
    static Navigation push(Screen screen) {
        return new Navigation("push " + screen);
    }

    /** Makes {@code screens} the stack of {@code tab}, above its root. */
    static Navigation replaceStack(Screen tab, Screen... screens) {
        List<String> names = new ArrayList<>();
        for (Screen screen : Arrays.asList(screens)) names.add(screen.toString());
        return new Navigation("replace the stack of tab " + tab + " with ["
            + String.join(", ", names) + "]");
    }

    @Override
    public String toString() {
        return description;
    }
}
