"""Random route patterns from the pattern language (SwitchyardRouteTable's PatternLanguage article), each with a
sampler that writes paths the pattern should match (and, by chance, some it should not).

A pattern is a list of nodes: ("seg", [pieces]) for one path segment, ("opt", [nodes]) for an optional group, and
("wild", text) for a trailing wildcard. A piece is ("lit", pattern_text, sample_text) or ("cap", pattern_text,
value_kind). `Pattern.text()` writes the pattern; `Pattern.sample(rng)` a path (segments, URL-encoded) for it.
"""

WORDS = ["a", "b", "goods", "user", "p", "v1", "list", "x", "id", "A", "caf\u00e9", "d\u00e9j\u00e0", "n-1", "a.b",
         "~t", "1", "07"]
NAMES = ["id", "n", "slug", "name", "page", "q", "v", "w", "h", "sub", "lang", "rest", "tab", "code", "kind"]

UUIDS = ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
         "123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400"]
REGEXES = [  # (regex text as written in a pattern, sample values)
    ("[0-9]+", ["7", "123", "x1", ""]),
    ("[a-z]+", ["abc", "ABC", "a1"]),
    ("[A-Z]{2}", ["DE", "de", "DEU"]),
    ("[a-z0-9-]+", ["cool-thing", "Cool-Thing", "a_b"]),
    ("en|de", ["en", "de", "fr", "ende"]),
    ("a*b", ["b", "aaab", "ba"]),
    ("[^x]+", ["abc", "axc", "caf\u00e9"]),
    ("(ab)+", ["abab", "aba"]),
    ("[0-9]{1,3}(\\.[0-9]+)?", ["1.5", "1234", "12."]),
]
HOSTS = {  # a full-URL pattern's host, and hosts for its links
    "m.shop.example": ["m.shop.example", "M.Shop.Example", "shop.example"],
    "localhost": ["localhost", "LOCALHOST"],
    "goods": ["goods", "Goods"],
    "WWW.Example.COM": ["www.example.com", "WWW.EXAMPLE.COM"],
    "<hsub=|www.|m.>example.com": ["m.example.com", "example.com", "evilexample.com", "WWW.example.com"],
    "<hsub>.example.com": ["shop.example.com", "evil.com.example.com", "example.com"],
    "www.example.<htld=com|de>": ["www.example.de", "www.example.fr", "WWW.EXAMPLE.DE"],
    "x<hx>": ["xa", "x.a", "X.a", "Xa", "x"],  # a host pattern without a dot takes a host with one (issue #64)
}
REGEXES_CASE = [("(?i)[a-z]+", ["abc", "ABC", "\u00e9", "\u00c9"]), ("(?i)\u00e9", ["\u00e9", "\u00c9"])]
REGEXES_CLASSES = [("\\d+", ["12", "\u0663"]), ("\\w+", ["ab_1", "caf\u00e9"])]


def ints(rng, known):
    values = ["7", "-3", "+12", "0", "007", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
              "1.0", "0x10", "1e3", "", "%2B1", "+1", "-0", "12a"]
    values.append("-" + "0" * 30 + "9223372036854775808")
    values.append("0" * 45 + "1")
    return rng.choice(values)


def floats(rng, known):
    values = ["1.5", "-0.5", "+1.5", ".5", "1e+5", "1E5", "inf", "nan", "0x1p3", "1e999", "e5", ".", "7", "-",
              "1e-400", "00.10", "1..2", "123.", "1.e5", "-1.", "+.e1"]
    return rng.choice(values)


class Pattern:
    """One pattern: its nodes, its names, and its sampler."""

    def __init__(self, nodes, full=None):
        self.nodes = nodes
        self.full = full  # (scheme, host) as written, for a full-URL pattern
        self.hash = None  # the nodes after '#', for a hash route

    def text(self):
        head = ""
        if self.full:
            head = self.full[0] + "://" + self.full[1]
        body = write(self.nodes)
        if self.hash is not None:
            body += "#" + write(self.hash)
        return head + body if (body or head) else "/"

    def sample(self, rng, known):
        path = sample(self.nodes, rng, known)
        fragment = sample(self.hash, rng, known) if self.hash is not None else None
        return path, fragment


def write(nodes):
    out = ""
    for node in nodes:
        if node[0] == "seg":
            out += "/" + "".join(piece[1] for piece in node[1])
        elif node[0] == "opt":
            out += "(" + write(node[1]) + ")"
        else:
            out += "/" + node[1]
    return out


def sample(nodes, rng, known):
    """A path for `nodes`: a list of URL-encoded segments."""
    segments = []
    for node in nodes:
        if node[0] == "seg":
            segments.append("".join(value(piece, rng, known) for piece in node[1]))
        elif node[0] == "opt":
            if rng.random() < 0.6:
                segments += sample(node[1], rng, known)
        else:
            segments += [encode(rng.choice(WORDS), rng) for _ in range(rng.choice([0, 1, 1, 2, 3]))]
    return segments


def value(piece, rng, known):
    kind = piece[2]
    if piece[0] == "lit":
        return encode(kind, rng) if rng.random() < 0.9 else encode(rng.choice(WORDS), rng)
    if isinstance(kind, list):  # allowed values, or a regex's samples
        return encode(rng.choice(kind), rng)
    pools = {"int": lambda: ints(rng, known), "float": lambda: floats(rng, known),
             "uuid": lambda: rng.choice(UUIDS), "string": lambda: rng.choice(WORDS + [""]),
             "plain": lambda: rng.choice(WORDS), "empty": lambda: rng.choice(["", "X", "7"])}
    text = pools[kind]()
    return text if text.startswith("%") else encode(text, rng)


def encode(text, rng):
    """`text` as it may stand in a URL path: reserved characters escaped, others escaped at random."""
    out = []
    for ch in text:
        if ch in "/?#% " or ord(ch) < 0x20 or (ord(ch) > 0x7E and rng.random() < 0.5) or rng.random() < 0.05:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
        else:
            out.append(ch)
    return "".join(out)


class PatternMaker:
    """Random patterns; `known` is the set of known-issue flags whose inputs may be generated."""

    def __init__(self, rng, known):
        self.rng = rng
        self.known = known

    def name(self, used):
        for _ in range(20):
            candidate = self.rng.choice(NAMES)
            if candidate not in used:
                used.add(candidate)
                return candidate
        candidate = "p%d" % len(used)
        used.add(candidate)
        return candidate

    def literal(self):
        word = self.rng.choice(WORDS[:12])
        text = word.replace(":", "\\:")
        return ("lit", text, word)

    def capture(self, used, alone):
        """One capture piece; `alone` when it is its segment's only piece."""
        r = self.rng.random()
        n = self.name(used)
        if r < 0.25:
            return ("cap", ":" + n if alone or self.rng.random() < 0.5 else "<%s>" % n, "plain")
        if r < 0.5:
            kind = self.rng.choice(["int", "int", "float", "uuid", "string"])
            return ("cap", "<%s:%s>" % (kind, n), kind)
        if r < 0.7:
            pool = list(REGEXES) + REGEXES_CASE + REGEXES_CLASSES
            regex, samples = self.rng.choice(pool)
            return ("cap", ":%s(%s)" % (n, regex), samples)
        if r < 0.85:
            values = self.rng.choice([["en", "de"], ["a", "b-c", "1.5"], ["x", "~y", "+z"]])
            return ("cap", "<%s=%s>" % (n, "|".join(values)), values + ["fr", "EN"])
        return ("cap", ":" + n, "plain")

    def segment(self, used):
        r = self.rng.random()
        if r < 0.45:
            return ("seg", [self.literal()])
        if r < 0.8:
            return ("seg", [self.capture(used, True)])
        if r < 0.9:  # captures inside a segment, with literal text around them
            kind = self.rng.choice(["int", "plain", "two"])
            if kind == "two":
                a, b = self.name(used), self.name(used)
                return ("seg", [("cap", "<int:%s>" % a, "int"), ("lit", "x", "x"), ("cap", "<int:%s>" % b, "int")])
            n = self.name(used)
            if kind == "int":
                return ("seg", [("lit", "user-", "user-"), ("cap", "<int:%s>" % n, "int")])
            return ("seg", [("cap", ":" + n, "plain"), ("lit", ".html", ".html")])
        if r < 0.95:  # a capture that may be empty, beside literal text
            n = self.name(used)
            return ("seg", self.rng.choice([
                [("lit", "pre", "pre"), ("cap", "<%s?>" % n, "empty"), ("lit", "post", "post")],
                [("lit", "v", "v"), ("cap", "<int:%s?>" % n, "int")],
                [("cap", "<%s=|s>" % n, ["", "s", "t"]), ("lit", "x", "x")]]))
        return ("seg", [("cap", ":", "plain")])  # JLRoutes' unnamed ':' (a whole segment)

    def path(self, used, depth=0):
        nodes = []
        for _ in range(self.rng.choice([0, 1, 1, 2, 2, 3, 4])):
            if depth < 2 and self.rng.random() < 0.12 and self.optional:
                inner = self.path(used, depth + 1)
                inner = [node for node in inner if node[0] != "wild"]
                if not inner or inner[0][0] != "seg":  # a group starts with '/'
                    inner.insert(0, self.segment(used))
                nodes.append(("opt", inner))
            else:
                nodes.append(self.segment(used))
        if depth == 0 and self.rng.random() < 0.15:
            n = self.name(used)
            nodes.append(("wild", self.rng.choice(["*", "*" + n, "<path:%s>" % n])))
        return nodes

    def pattern(self, schemes, optional=True):
        used = set()
        self.optional = optional
        nodes = self.path(used)
        pattern = Pattern(nodes)
        if self.rng.random() < 0.3:
            host = self.rng.choice(list(HOSTS))
            scheme = "https" if "<" in host else self.rng.choice(schemes)
            if self.rng.random() < 0.1:
                scheme, host = "http<scheme=|s>", "example.com"
            pattern.full = (scheme, host)
        if self.rng.random() < 0.06 and not any(node[0] == "wild" for node in nodes):
            pattern.hash = [self.segment(used) for _ in range(self.rng.choice([1, 2]))]
        return pattern, used
