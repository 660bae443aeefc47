package dev.switchyard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchyard.cli.MatchReport;
import dev.switchyard.cli.ready.ReadyTableWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * A pattern rule's one-route table is built when a link first reaches the rule, and a rule whose
 * pattern writes other schemes than the link's is passed over before that (issue #92 item 3): the
 * answers are the JSON table's, whatever the scheme's case, for a rule of the {@code global}
 * scheme's name, and for threads that reach a fresh table's rules at once.
 */
class RewriteFromTableTest {
    private static final String TABLE = "{\"routes\":["
        + "{\"pattern\":\"shop://item/:id\",\"handler\":\"item\"},"
        + "{\"pattern\":\"/page/:id\",\"handler\":\"page\"}],"
        + "\"rewrites\":["
        + "{\"from\":\"HTTPS://m.example/old/:id\",\"to\":\"shop://item/{id}\"},"
        + "{\"from\":\"shop://legacy/:id\",\"to\":\"shop://item/{id}\"},"
        + "{\"from\":\"global://g/:id\",\"to\":\"shop://item/{id}\"},"
        + "{\"from\":\"/older/:id\",\"to\":\"/page/{id}\"},"
        + "{\"regex\":\"^https://m\\\\.example/r/(?<id>[0-9]+)$\",\"to\":\"shop://item/{id}\"}]}";

    private static final String[] LINKS = {
        "https://m.example/old/5", "HTTPS://M.EXAMPLE/old/6", "shop://legacy/7",
        "https://legacy/7", "global://g/8", "other://g/8", "/older/9", "web://x/older/9",
        "https://m.example/r/10", "shop://item/11", "mail://m.example/old/5",
    };

    @Test
    void aReadyTablesPatternRulesAnswerAsTheJsons() throws Exception {
        RouteTable json = RouteTableFile.parse(TABLE, "t.json");
        RouteTable ready = ReadyTable.read(ReadyTableWriter.write(json), "t.ready");
        for (String link : LINKS) {
            assertEquals(MatchReport.line(link, json, Map.of()),
                MatchReport.line(link, ready, Map.of()), link);
        }
    }

    @Test
    void threadsThatReachAFreshTablesRulesAtOnceGetTheSameAnswers() throws Exception {
        RouteTable json = RouteTableFile.parse(TABLE, "t.json");
        byte[] image = ReadyTableWriter.write(json);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int round = 0; round < 20; round++) {
                RouteTable ready = ReadyTable.read(image, "t.ready");
                List<Future<String>> answers = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    String link = LINKS[(round + t) % LINKS.length];
                    answers.add(pool.submit(() -> MatchReport.line(link, ready, Map.of())));
                }
                for (int t = 0; t < 8; t++) {
                    String link = LINKS[(round + t) % LINKS.length];
                    assertEquals(MatchReport.line(link, json, Map.of()), answers.get(t).get(),
                        link);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
