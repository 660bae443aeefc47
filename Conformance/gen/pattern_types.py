"""Pattern-language article: typed placeholders, regular expressions, captures inside a segment."""
import re
from corpus import CaseFile

INT_MAX = 2 ** 63 - 1


def int_rule(value):
    """'int': an optional + or -, then decimal digits, within Int's range (64-bit)."""
    if not re.fullmatch(r"[+-]?[0-9]+", value):
        return None
    n = int(value)
    return n if -INT_MAX - 1 <= n <= INT_MAX else None


FLOAT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


def float_rule(value):
    """'float': sign, digits with an optional '.' part (or '.5'), optional exponent with its sign; finite."""
    if not FLOAT.fullmatch(value):
        return None
    n = float(value)
    return n if n not in (float("inf"), float("-inf")) else None


UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def encode(value):
    """The value as a path segment: '+' as %2B (a raw '+' is a space in a value), space and '%' escaped."""
    return value.replace("%", "%25").replace("+", "%2B").replace(" ", "%20")


def typed():
    f = CaseFile("pattern-typed", "Pattern-language article: typed placeholders (with a plain capture beside each).", {
        "routes": [{"pattern": "/i/<int:n>", "handler": "int"}, {"pattern": "/i/:any", "handler": "intAny"},
                   {"pattern": "/f/<float:x>", "handler": "float"}, {"pattern": "/f/:any", "handler": "floatAny"},
                   {"pattern": "/u/<uuid:u>", "handler": "uuid"}, {"pattern": "/u/:any", "handler": "uuidAny"},
                   {"pattern": "/s/<string:s>", "handler": "string"}]})
    ints = ["0", "7", "-3", "+12", "007", "-0", "+0", "42", "123456789", str(INT_MAX), str(-INT_MAX - 1),
            str(INT_MAX + 1), str(-INT_MAX - 2), "99999999999999999999", "1.0", "0x10", "1e3", "12a", "a12", "--1",
            "+-1", "-", "+", " 1", "1 ", "1_000", "1,000", "\u0661\u0662", "\uff11", "0b1", "00", "-007", "1-", "٣"]
    for v in ints:
        n = int_rule(v)
        url = "app://i/" + encode(v)
        if n is None:
            f.hit("pattern.typed.int", url, "intAny", {"any": v}, rules=["pattern.ranking.specificity"])
        else:
            f.hit("pattern.typed.int", url, "int", {"n": v}, types={"n": {"int": n}}, idea="URLNavigator: <int:...>")
    floats = ["1.5", "-0.5", "+1.5", "1e+5", "1e5", "1E5", "1e-5", ".5", "0", "7", "-7", "3.14159", "-.5",
              "inf", "-inf", "nan", "NaN", "infinity", "0x1p3", "1e999", "-1e999", "e5", "-", "1e", "1.5.2",
              "1,5", "1e+", "+.5", "1.5e3", "1.5E-3", "1e308", "1.7976931348623157e308", "00.5", " 1.5", "1.5f", "١.٥"]
    for v in floats:
        n = float_rule(v)
        url = "app://f/" + encode(v)
        if n is None:
            f.hit("pattern.typed.float", url, "floatAny", {"any": v})
        else:
            f.hit("pattern.typed.float", url, "float", {"x": v}, types={"x": {"float": n}}, idea="URLNavigator: <float:...>")
    uuids = ["6F9619FF-8B86-D011-B42D-00C04FC964FF", "6f9619ff-8b86-d011-b42d-00c04fc964ff",
             "6f9619FF-8b86-D011-b42d-00C04fc964ff", "00000000-0000-0000-0000-000000000000",
             "6F9619FF8B86D011B42D00C04FC964FF", "{6F9619FF-8B86-D011-B42D-00C04FC964FF}",
             "6F9619FF-8B86-D011-B42D-00C04FC964F", "6F9619FF-8B86-D011-B42D-00C04FC964FFF",
             "6G9619FF-8B86-D011-B42D-00C04FC964FF", "6F9619FF-8B86-D011-B42D_00C04FC964FF",
             "6F9619F-F8B86-D011-B42D-00C04FC964FF", "urn:uuid:6F9619FF-8B86-D011-B42D-00C04FC964FF", "x"]
    for v in uuids:
        url = "app://u/" + v
        if UUID.fullmatch(v):
            f.hit("pattern.typed.uuid", url, "uuid", {"u": v}, idea="URLNavigator: <uuid:...>", types={"u": {"uuid": v.lower()}})
        else:
            f.hit("pattern.typed.uuid", url, "uuidAny", {"any": v})
    for raw, v in [("abc", "abc"), ("%20", " "), ("a+b", "a b"), ("%E6%90%9C", "\u641c"), ("1", "1")]:
        f.hit("pattern.typed.string", "app://s/" + raw, "string", {"s": v})
    f.miss("pattern.typed.string", "app://s", note="empty segments never reach a pattern; a string is never empty")
    f.miss("pattern.typed.string", "app://s/")


def regex():
    f = CaseFile("pattern-regex", "Pattern-language article: regular-expression captures.", {"routes": [
        {"pattern": "/code/:c([A-Z]{2}[0-9]+)", "handler": "code"}, {"pattern": "/phone/:phone([0-9]+)", "handler": "phone"},
        {"pattern": "/slug/:s((?i)[a-z-]+)", "handler": "slug"}, {"pattern": "/re/:r(a*a*a*a*a*b)", "handler": "hostile"},
        {"pattern": "/alt/:a(one|two)", "handler": "alt"}]})
    r = "pattern.regex.whole-segment"
    for v, ok in [("AB123", True), ("ZZ0", True), ("ab123", False), ("AB", False), ("AB123x", False), ("xAB123", False),
                  ("ABC123", False), ("A1", False), ("AB1%20", False)]:
        if ok:
            f.hit(r, "app://code/" + v, "code", {"c": v}, idea="WLRRoute, DeepLinkKit: regex segments")
        else:
            f.miss(r, "app://code/" + v)
    for v in ["5551234", "0", "%35"]:
        f.hit(r, "app://phone/" + v, "phone", {"phone": v.replace("%35", "5")}, idea="MGJRouter/WLRRoute :phone([0-9]+)")
    for v in ["555-1234", "5551234x", "x"]:
        f.miss(r, "app://phone/" + v)
    for v in ["one", "two"]:
        f.hit(r, "app://alt/" + v, "alt", {"a": v})
    for v in ["onetwo", "on", "ONE", "twoo"]:
        f.miss(r, "app://alt/" + v, note="alternatives match the whole segment")
    r = "pattern.regex.linear"
    f.miss(r, "app://re/" + "a" * 4000 + "c", note="no backtracking: answered in linear time")
    f.hit(r, "app://re/" + "a" * 50 + "b", "hostile", {"r": "a" * 50 + "b"})
    r = "pattern.case.regex"
    for v in ["Cool-Thing", "cool-thing", "ABC", "a"]:
        f.hit(r, "app://slug/" + v, "slug", {"s": v}, note="the value keeps the case the URL wrote it in")
    f.miss(r, "app://slug/a1")


def mixed():
    f = CaseFile("pattern-mixed", "Pattern-language article: captures inside a segment, with literal text.", {"routes": [
        {"pattern": "/u/user-<int:id>", "handler": "user"}, {"pattern": "/u/:other", "handler": "other"},
        {"pattern": "/size/<int:w>x<int:h>", "handler": "size"}, {"pattern": "/page/:id.html", "handler": "html"},
        {"pattern": "/split/:a-:b", "handler": "split"}, {"pattern": "/split-int/:a-<int:n>", "handler": "split-int"},
        {"pattern": "/split-regex/:a-:z([a-z]*q)", "handler": "split-regex"}]})
    r = "pattern.capture.inside-segment"
    f.hit(r, "app://u/user-12", "user", {"id": "12"}, types={"id": {"int": 12}}, idea="URLNavigator #42")
    f.hit(r, "app://u/user-%2B12", "user", {"id": "+12"}, types={"id": {"int": 12}}, rules=["normalization.path.plus-constraint"])
    f.hit(r, "app://u/user-+12", "other", {"other": "user- 12"}, rules=["normalization.path.plus-constraint"])
    for v in ["user-x", "user-", "User-12", "user12", "user-1.5"]:
        f.hit(r, "app://u/" + v, "other", {"other": v})
    for w, h in [("10", "20"), ("1", "2"), ("-1", "3")]:
        f.hit(r, "app://size/%sx%s" % (w, h), "size", {"w": w, "h": h}, types={"w": {"int": int(w)}, "h": {"int": int(h)}})
    for v in ["10x", "x20", "10y20", "10X20", "ax1"]:
        f.miss(r, "app://size/" + v)
    f.hit(r, "app://page/7.html", "html", {"id": "7"}, idea="MGJRouter :id.html")
    f.hit(r, "app://page/a.b.html", "html", {"id": "a.b"})
    for v in ["7.htm", "7.HTML", ".html", "7html"]:
        f.miss(r, "app://page/" + v)
    # Each capture ends at the first occurrence of the literal after it, with no backtracking (ADR 0004): a
    # later split that would fit is never tried, so a capture's check (a regex after another capture) runs once.
    f.hit(r, "app://split/x-y-z", "split", {"a": "x", "b": "y-z"}, note="the first capture ends at the first '-'")
    f.hit(r, "app://split-int/a-3", "split-int", {"a": "a", "n": "3"}, types={"n": {"int": 3}})
    f.miss(r, "app://split-int/a-b-3", note="n is 'b-3', not an int; a = 'a-b' is not tried (no backtracking)")
    f.hit(r, "app://split-regex/a-bq", "split-regex", {"a": "a", "z": "bq"})
    f.miss(r, "app://split-regex/a-b-q", note="z is 'b-q', which the regex refuses; a = 'a-b' is not tried")


def plain():
    f = CaseFile("pattern-plain", "Pattern-language article: plain captures and literal segments.", {"routes": [
        {"pattern": "/user/:id", "handler": "colon"}, {"pattern": "/member/<id>", "handler": "angle"},
        {"pattern": "/user/profile", "handler": "profile"}, {"pattern": "/two/:a/:b", "handler": "two"}]})
    r = "pattern.capture.plain"
    values = ["7", "ada", "Ada", "a%20b", "%E6%90%9C", "a-b_c.d~e", "x%3Fy", "x%23y", "x%26y", "%25", "1.5", "-"]
    for v in values:
        decoded = v.replace("%20", " ").replace("%E6%90%9C", "\u641c").replace("%3F", "?").replace("%23", "#")
        decoded = decoded.replace("%26", "&").replace("%25", "%")
        f.hit(r, "app://user/" + v, "colon", {"id": decoded}, idea="JLRoutes, MGJRouter :id")
        f.hit(r, "app://member/" + v, "angle", {"id": decoded}, idea="URLNavigator <id>")
    f.hit(r, "app://user/profile", "profile", rules=["pattern.ranking.specificity"], idea="JLRoutes: literal before capture")
    f.miss(r, "app://user")
    f.miss(r, "app://user/7/8")
    f.hit(r, "app://two/1/2", "two", {"a": "1", "b": "2"})
    f.miss(r, "app://two/1")


def generate():
    plain()
    typed()
    regex()
    mixed()
