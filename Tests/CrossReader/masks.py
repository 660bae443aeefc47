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


def masked(job, answers, known):
    """`answers` with the masked known differences of a document job made equal to Swift's: none is left (the web
    module's leg URL, web-document-leg-url, is quoted as DiagnosticText quotes it since 2026-11-28)."""
    return answers
