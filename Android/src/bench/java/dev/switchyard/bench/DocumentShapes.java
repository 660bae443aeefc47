package dev.switchyard.bench;

/**
 * The documents {@link DocumentBudgetBenchmark} offers, from the recipes Benchmarks/README.md
 * writes ("A document's budget"), the same in the Swift and web benchmarks.
 */
final class DocumentShapes {
    static final String PREFIX = "^https://a\\\\.example/x0/";

    private DocumentShapes() {}

    /** A regex with 16 named groups of {@code [a-z]*} and {@code extra} more {@code [a-z]*}. */
    static String regex(int extra) {
        StringBuilder regex = new StringBuilder(PREFIX);
        for (int g = 0; g < 16; g++) regex.append("(?<g").append(g).append(">[a-z]*)");
        for (int k = 0; k < extra; k++) regex.append("[a-z]*");
        return regex.append('$').toString();
    }

    /** The red team's first: that regex (weight 17) as often as fits in 1 MiB. */
    static String redTeamRegex() {
        String rule = "{\"regex\":\"" + regex(0) + "\",\"to\":\"shop://goods/{g0}\"}";
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        while (text.length() + rule.length() + 3 <= 1 << 20) {
            if (text.charAt(text.length() - 1) != '[') text.append(',');
            text.append(rule);
        }
        return text.append("]}").toString();
    }

    /** The red team's second: 10,351 routes of 8 optional groups (256 readings each). */
    static String redTeamGroups() {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"routes\":[");
        for (int k = 0; k < 10_351; k++) {
            text.append(k == 0 ? "" : ",").append(groupsRoute(k));
        }
        return text.append("]}").toString();
    }

    private static String groupsRoute(int index) {
        return "{\"pattern\":\"shop://r" + index + "(/s0)(/s1)(/s2)(/s3)(/s4)(/s5)(/s6)(/s7)\","
            + "\"handler\":\"goods\"}";
    }

    /**
     * The worst document within budget: one regex rewrite of weight 48 (16 groups and 31 more
     * {@code [a-z]*}: 47 positions past its literal beginning), 56 routes of 256 readings and
     * 1,943 pattern rewrites: 2,000 rules, 16,279 readings. With {@code chain}, the regex rule's
     * target is the URL with one more {@code a}, which the rule takes again: a link it matches
     * runs it 9 times before the chain stops as too long.
     */
    static String worstAccepted(boolean chain) {
        String to = chain ? "https://a.example/x0/{g0}a" : "shop://goods/{g0}";
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        text.append("{\"regex\":\"").append(regex(31)).append("\",\"to\":\"").append(to)
            .append("\"}");
        for (int k = 0; k < 1_943; k++) {
            text.append(",{\"from\":\"https://a.example/p").append(k)
                .append("/:id\",\"to\":\"shop://goods/{id}\"}");
        }
        text.append("],\"routes\":[");
        for (int k = 0; k < 56; k++) text.append(k == 0 ? "" : ",").append(groupsRoute(k));
        return text.append("]}").toString();
    }

    /**
     * The worst document within budget over 9 legs: the regex rule (to {@code shop://goods/{g0}}),
     * 1,942 pattern rewrites, a redirect {@code https://a.example/x0/:id} to
     * {@code https://a.example/x0/{id}b} and the 56 routes (2,000 rules). A link the regex does not
     * take is redirected 8 times, each leg trying the regex over 16 KB.
     */
    static String worstLegs() {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        text.append("{\"regex\":\"").append(regex(31)).append("\",\"to\":\"shop://goods/{g0}\"}");
        for (int k = 0; k < 1_942; k++) {
            text.append(",{\"from\":\"https://a.example/p").append(k)
                .append("/:id\",\"to\":\"shop://goods/{id}\"}");
        }
        text.append("],\"redirects\":[{\"from\":\"https://a.example/x0/:id\",")
            .append("\"to\":\"https://a.example/x0/{id}b\"}],\"routes\":[");
        for (int k = 0; k < 56; k++) text.append(k == 0 ? "" : ",").append(groupsRoute(k));
        return text.append("]}").toString();
    }

    /**
     * Pattern rules only, over 9 legs of 8 rewrites: {@code https://a.example/xK/:id} to
     * {@code https://a.example/x(K+1)/{id}} for K from 0 to 7, and a redirect from
     * {@code https://a.example/x8/:id} to {@code https://a.example/x0/{id}b}: 72 rewrites and 9
     * matches of a 16 KB URL. No regex: nothing of the allowance is spent.
     */
    static String patternLegs() {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        for (int k = 0; k < 8; k++) {
            text.append(k == 0 ? "" : ",").append("{\"from\":\"https://a.example/x").append(k)
                .append("/:id\",\"to\":\"https://a.example/x").append(k + 1).append("/{id}\"}");
        }
        return text.append("],\"redirects\":[{\"from\":\"https://a.example/x8/:id\",")
            .append("\"to\":\"https://a.example/x0/{id}b\"}]}").toString();
    }

    /**
     * The worst document within budget through capture regexes: a rewrite of
     * {@code https://a.example/x0/:id} to {@code shop://cap/{id}}, three routes
     * {@code shop://cap/:id([a-z]*…x)} of 14 {@code [a-z]*} and a last letter (c, d, a; weight 16
     * each: 48 together), 1,942 pattern rewrites and routes of 256 readings to 2,000 rules. With
     * {@code legs}, a redirect of {@code shop://cap/:id} to {@code https://a.example/x0/{id}b}
     * (ranked below the routes): a link no route takes comes round 9 legs, each trying the three
     * regexes over its 16 KB segment.
     */
    static String captureRoutes(boolean legs) {
        StringBuilder text = new StringBuilder("{\"format\":1,\"serial\":1,\"rewrites\":[");
        text.append("{\"from\":\"https://a.example/x0/:id\",\"to\":\"shop://cap/{id}\"}");
        for (int k = 0; k < 1_942; k++) {
            text.append(",{\"from\":\"https://a.example/p").append(k)
                .append("/:id\",\"to\":\"shop://goods/{id}\"}");
        }
        if (legs) {
            text.append("],\"redirects\":[{\"from\":\"shop://cap/:id\",")
                .append("\"to\":\"https://a.example/x0/{id}b\"}");
        }
        text.append("],\"routes\":[");
        for (char last : new char[] {'c', 'd', 'a'}) {
            text.append("{\"pattern\":\"shop://cap/:id(");
            for (int k = 0; k < 14; k++) text.append("[a-z]*");
            text.append(last).append(")\",\"handler\":\"goods\"},");
        }
        for (int k = 0; k < (legs ? 53 : 54); k++) {
            text.append(k == 0 ? "" : ",").append(groupsRoute(k));
        }
        return text.append("]}").toString();
    }

    /**
     * One capture regex of weight 48 ({@code [a-z-]*} 46 times and {@code q}) after a capture in
     * its segment: {@code shop://mix/:a-:z(…)}, reached by a rewrite of
     * {@code https://a.example/x0/:id}. On a segment of many {@code -}, the segment search tries
     * the regex at each place {@code :a} may end: not bounded by the weight (measured, not fixed).
     */
    static String captureInMixedSegment() {
        StringBuilder regex = new StringBuilder();
        for (int k = 0; k < 46; k++) regex.append("[a-z-]*");
        return "{\"format\":1,\"serial\":1,\"rewrites\":[{\"from\":\"https://a.example/x0/:id\","
            + "\"to\":\"shop://mix/{id}\"}],\"routes\":[{\"pattern\":\"shop://mix/:a-:z(" + regex
            + "q)\",\"handler\":\"goods\"}]}";
    }
}
