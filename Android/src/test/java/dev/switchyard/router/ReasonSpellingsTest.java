package dev.switchyard.router;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The reasons' spellings are the table kept with the corpus ({@code Conformance/errors.json},
 * {@code reasons}; issue #89 item 4): the two Reason enums read them from the class generated from
 * it, so each enum spells exactly the table's reasons the JVM has, in the table's order, and a
 * reason added to one and not the other fails here.
 */
class ReasonSpellingsTest {
    /** The spellings of the table's {@code family} that the JVM has, in the table's order. */
    private static List<String> table(String family) throws Exception {
        String text = Files.readString(Path.of("..", "Conformance", "errors.json"),
            StandardCharsets.UTF_8);
        List<String> names = new ArrayList<>();
        for (Json.Node reason : Json.parse(text).object().get("reasons").object().get(family)
                .array()) {
            Map<String, Json.Node> entry = reason.object();
            boolean jvm = !entry.containsKey("readers") || entry.get("readers").array().stream()
                .anyMatch(reader -> reader.string().equals("jvm"));
            if (jvm) names.add(entry.get("name").string());
        }
        return names;
    }

    @Test
    void anOpensReasonsAreTheTables() throws Exception {
        List<String> spelled = new ArrayList<>();
        for (RoutingException.Reason reason : RoutingException.Reason.values()) {
            spelled.add(reason.spelling());
        }
        assertEquals(table("open"), spelled, "run python3 Conformance/gen/errors_java.py");
        assertEquals("noRoute", RoutingException.Reason.NO_ROUTE.spelling());
        assertEquals("executorRefused", RoutingException.Reason.EXECUTOR_REFUSED.spelling());
    }

    @Test
    void aRejectionsReasonsAreTheTables() throws Exception {
        List<String> spelled = new ArrayList<>();
        for (RejectionException.Reason reason : RejectionException.Reason.values()) {
            spelled.add(reason.spelling());
        }
        assertEquals(table("rejection"), spelled, "run python3 Conformance/gen/errors_java.py");
        assertEquals("invalidParameters:a,b",
            RejectionException.invalidParameters(List.of("a", "b"), "bad").spelling());
    }
}
