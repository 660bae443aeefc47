"""The comparison's masks for known differences that only change a message (known.py): each flag that is off
rewrites one reader's text into the form the others print, and only when that is the whole difference, so that
a mask cannot hide another difference in the same field."""

import unicodedata


def escaped(text):
    """DiagnosticText's escape: control, format and separator characters as \\n, \\r, \\t or \\u{HEX}."""
    out = []
    for c in text:
        if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp"):
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(c, "\\u{%X}" % ord(c)))
        else:
            out.append(c)
    return "".join(out)


def shortened(text):
    """DiagnosticText.shortened: whole up to 100 characters, else the first 80, "…" and the length."""
    if len(text) <= 100:
        return escaped(text)
    return escaped(text[:80]) + "\u2026 (%d characters)" % len(text)


def leg_url_written(web, swift):
    """Whether the web reason `web` is `swift` but for its leading URL written whole and unescaped (the flag
    web-document-leg-url): `LEG: REST` where Swift prints `shortened(LEG): REST`."""
    at = web.find(": ")
    while at >= 0:
        if shortened(web[:at]) + web[at:] == swift:
            return True
        at = web.find(": ", at + 1)
    return False


def masked(job, answers, known):
    """`answers` with the masked known differences of a document job made equal to Swift's."""
    web, swift, jvm = answers.get("web"), answers.get("swift"), answers.get("jvm")
    if job.get("kind") != "document" or not all(isinstance(a, dict) for a in (web, swift, jvm)):
        return answers
    if "web-document-leg-url" not in known and isinstance(web.get("reason"), str) \
            and isinstance(swift.get("reason"), str) and web["reason"] != swift["reason"] \
            and leg_url_written(web["reason"], swift["reason"]):
        answers = dict(answers, web=dict(web, reason=swift["reason"]))
    return answers
