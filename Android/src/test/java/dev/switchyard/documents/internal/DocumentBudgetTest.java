package dev.switchyard.documents.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.TableError;
import dev.switchyard.documents.DeviceContext;
import dev.switchyard.documents.DocumentArrival;
import dev.switchyard.documents.RoutingDocumentError;
import dev.switchyard.documents.RoutingDocuments;
import dev.switchyard.documents.UnsignedRoutingDocuments;
import dev.switchyard.internal.pattern.PatternLimits;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A document's budget (DynamicRouting.md, "A document's budget"; the corpus's
 * document-budget.json has the cases at each edge): the red team's shapes of issue 71 item 9 are
 * refused at {@code offer} with the place of the first rule past the budget, without building them
 * (a 256 MB heap is enough, where 10,351 routes of 8 groups threw OutOfMemoryError at 1 GB), and
 * the document in force stays. Weights and readings as the article counts them.
 */
class DocumentBudgetTest {
    private static final String TABLE =
        "{\"routes\": [{\"pattern\": \"shop://goods/:id\", \"handler\": \"goods\"}]}";

    private static RoutingDocuments documents() throws TableError {
        RouteTable table = RouteTableFile.parse(TABLE, "t.json");
        return UnsignedRoutingDocuments
            .builderForTesting(table, new DeviceContext("1.0", "android", "u")).build();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void tenThousandRoutesOfEightGroupsAreRefusedAtTheSixtyFifth() throws Exception {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":2,\"routes\":[");
        int at = 0;
        for (int k = 0; k < 10_351; k++) {
            if (k == 64) at = text.length() + 1 + (k == 0 ? 0 : 1);
            text.append(k == 0 ? "" : ",").append("{\"pattern\":\"shop://r").append(k)
                .append("(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)\",\"handler\":\"goods\"}");
        }
        text.append("]}");
        RoutingDocuments documents = documents();
        assertEquals(DocumentArrival.Outcome.APPLIED,
            documents.offer(bytes("{\"format\":1,\"serial\":1}"), "d1.json").outcome());
        DocumentArrival arrival = documents.offer(bytes(text.toString()), "d.json");
        assertEquals(DocumentArrival.Outcome.REFUSED, arrival.outcome());
        assertEquals(RoutingDocumentError.Code.MALFORMED, arrival.refusal().code());
        assertEquals("d.json:1:" + at + ": a document's patterns can have at most 16384 readings"
            + " of their optional groups together; this one takes them to 16640",
            arrival.refusal().getMessage());
        assertEquals(1, documents.state().inForce().serial());
    }

    @Test
    void aMegabyteOfRegexRewritesIsRefusedAtTheRuleThatPassesFortyEight() throws Exception {
        String rule = "{\"regex\":\"^https://a\\\\.example/x0/(?<g0>[a-z]*)(?<g1>[a-z]*)"
            + "[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*"
            + "[a-z]*$\",\"to\":\"shop://goods/{g0}\"}";
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        int at = 0;
        for (int k = 0; text.length() < 1_000_000; k++) {
            if (k == 2) at = text.length() + 2;
            text.append(k == 0 ? "" : ",").append(rule);
        }
        text.append("]}");
        RoutingDocuments documents = documents();
        DocumentArrival arrival = documents.offer(bytes(text.toString()), "d.json");
        // 16 positions past "https://a.example/x0/", plus 1: 17 a rule; the 3rd takes 51.
        assertEquals("d.json:1:" + at + ": a document's regexes (its regex rewrites and its"
            + " patterns' capture regexes) can weigh at most 48 together (each its positions past"
            + " its literal beginning, plus 1; a capture regex times its pattern's readings); this"
            + " one takes them to 51", arrival.refusal().getMessage());
        assertNull(documents.state().inForce());
    }

    @Test
    void routesOfCaptureRegexesAreRefusedAtTheRouteThatPassesFortyEight() throws Exception {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":2,\"routes\":[");
        int at = 0;
        for (int k = 0; k < 1_999; k++) {
            if (k == 6) at = text.length() + 2;
            text.append(k == 0 ? "" : ",").append("{\"pattern\":\"shop://x/:id([a-z]*[a-z]*[a-z]*")
                .append("[a-z]*q").append(k).append(")\",\"handler\":\"goods\"}");
        }
        text.append("]}");
        RoutingDocuments documents = documents();
        assertEquals(DocumentArrival.Outcome.APPLIED,
            documents.offer(bytes("{\"format\":1,\"serial\":1}"), "d1.json").outcome());
        DocumentArrival arrival = documents.offer(bytes(text.toString()), "d.json");
        // 6 positions, no literal beginning, plus 1: 7 a route; the 7th takes 49.
        assertEquals("d.json:1:" + at + ": a document's regexes (its regex rewrites and its"
            + " patterns' capture regexes) can weigh at most 48 together (each its positions past"
            + " its literal beginning, plus 1; a capture regex times its pattern's readings);"
            + " this one takes them to 49",
            arrival.refusal().getMessage());
        assertEquals(1, documents.state().inForce().serial());
    }

    @Test
    void aPatternsCaptureRegexesAreFoundAsThePatternParserFindsThem() {
        assertEquals(Arrays.asList("[0-9]+", "a(b)[)]c", "\\d"), DocumentBudget.captureRegexes(
            "shop://a/:id([0-9]+)/\\:b(x)/<int:n>/:o(/p)/:s(a(b)[)]c)/<v:(x)>/x-:n(\\d)"));
    }

    @Test
    void aRegexWeighsItsPositionsPastItsLiteralBeginningPlusOne() {
        assertEquals(6, DocumentBudget.weight("^https://m\\.shop\\.example/sale/(?<id>[0-9]+)-[a-z-]+$"));
        assertEquals(28, DocumentBudget.literalBeginning("^https://m\\.shop\\.example/sale/(?<id>x)"));
        assertEquals(0, DocumentBudget.literalBeginning("(?i)^abc"));
        assertEquals(0, DocumentBudget.literalBeginning("^(?i)abc"));
        assertEquals(2, DocumentBudget.literalBeginning("abc?"));
        assertEquals(2, DocumentBudget.literalBeginning("ab\\d"));
        assertEquals(3, DocumentBudget.literalBeginning("a\\.b[c]"));
        assertEquals(0, DocumentBudget.literalBeginning("abc|abd"));
        assertEquals(3, DocumentBudget.literalBeginning("abc(?:x|y)"));
        assertEquals(1, DocumentBudget.literalBeginning("ab{2}"));
        assertEquals(1, DocumentBudget.weight("(unclosed"));
    }

    @Test
    void readingsMultiplyAtEachGroup() {
        assertEquals(1, PatternLimits.readings("shop://goods/:id"));
        assertEquals(4, PatternLimits.readings("shop://a(/b)(/c)"));
        assertEquals(3, PatternLimits.readings("/q(/:x(/:y))"));
        assertEquals(1, PatternLimits.readings("/u/:id([0-9]+)"));
        assertEquals(2, PatternLimits.readings("/u/:id([0-9]+)(/more)"));
        assertEquals(1, PatternLimits.readings("/e/\\(x\\)"));
        assertEquals(512, PatternLimits.readings("/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)(/j)"));
    }
}
