package dev.switchyard.example.story;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A screen waiting for the (scripted) user, as the Swift demo's {@code Prompt}: the flow that shows
 * the screen takes {@link #ask()}'s stage, and the story, once {@link #awaitShown()} returns,
 * answers for the user. It stands in for a button's action in a real app. One question each.
 *
 * @param <T> what the user answers
 */
final class Prompt<T> {
    private final CompletableFuture<Void> shown = new CompletableFuture<>();
    private final CompletableFuture<T> answer = new CompletableFuture<>();

    /** Called by the flow once its screen is shown: the user's answer, when it is given. */
    CompletableFuture<T> ask() {
        shown.complete(null);
        return answer;
    }

    /** Returns once the flow's screen is shown. */
    void awaitShown() throws Exception {
        shown.get(10, TimeUnit.SECONDS);
    }

    /** The user's answer. */
    void respond(T value) {
        answer.complete(value);
    }
}
