"""Document cases for dates (DynamicRouting article, "Conformance": `document.format.dates`): RFC 3339's date-time
as written, the same on every reader and in `switchyard sign` (Swift's DocumentDate, the JVM's IsoDates)."""
import json

from documents import DocumentFile, HOTFIX, SHOP, applied, doc, hotfix_links, refused

# (the date, why it is not one: None for a text that has not a date's shape at all)
NOT_DATES = [
    ("2027-02-29T00:00:00Z", "day 29 is not in February 2027 (28 days)"),
    ("2026-02-30T00:00:00Z", "day 30 is not in February 2026 (28 days)"),
    ("2100-02-29T00:00:00Z", "day 29 is not in February 2100 (28 days)"),
    ("2026-04-31T00:00:00Z", "day 31 is not in April 2026 (30 days)"),
    ("2026-12-00T00:00:00Z", "day 00 is not in December 2026 (31 days)"),
    ("2026-13-01T00:00:00Z", "month 13 is not 01 to 12"),
    ("2026-12-01T24:00:00Z", "hour 24 is not 00 to 23"),
    ("2026-12-01T00:60:00Z", "minute 60 is not 00 to 59"),
    ("2026-12-31T23:59:60Z", "second 60 is not 00 to 59 (a leap second is not taken)"),
    ("2026-12-01T00:00:00+99:99", "offset +99:99 is not within \u00b123:59"),
    ("2026-12-01T00:00:00-24:00", "offset -24:00 is not within \u00b123:59"),
    ("2026-12-01T00:00:00+05", None),
    ("2026-12-01T00:00:00+0530", None),
    ("2026-12-01T00:00:00Z ", None),
    (" 2026-12-01T00:00:00Z", None),
    ("2026-12-01 00:00:00Z", None),
    ("2026-12-01t00:00:00z", None),
    ("2026-12-01T00:00Z", None),
    ("2026-12-01T00:00:00.Z", None),
    ("2026-12-01T00:00:00", None),
    ("2026-12-01", None),
    ("\uff12026-12-01T00:00:00Z", None),
]

# (field, date, the refusal at 2026-12-01T00:00:00Z, or None: applied)
DATES = [
    ("expires", "2028-02-29T00:00:00Z", None),
    ("notBefore", "2024-02-29T12:00:00Z", None),
    ("notBefore", "2000-02-29T00:00:00Z", None),
    ("expires", "2026-12-01T00:00:00.001Z", None),
    ("expires", "2026-12-01T00:00:00.0009Z", "expired"),
    ("notBefore", "2026-12-01T00:00:00.001Z", "notYetValid"),
    ("notBefore", "2026-11-30T23:59:59.999999999Z", None),
    ("expires", "2026-12-01T01:00:00+01:00", "expired"),
    ("expires", "2026-12-01T00:59:59+01:00", "expired"),
    ("expires", "2026-11-30T23:00:00-01:00", "expired"),
    ("expires", "2026-11-30T23:00:01-01:00", None),
    ("expires", "2026-11-30T00:01:00-23:59", "expired"),
    ("expires", "2026-11-30T00:02:00-23:59", None),
    ("notBefore", "2026-12-01T23:59:00+23:59", None),
    ("notBefore", "2026-12-01T00:00:00-00:00", None),
]


def generate():
    f = DocumentFile("document-dates", "DynamicRouting article: a document's dates are RFC 3339's date-time as "
                     "written (document.format.dates), at the device's clock 2026-12-01T00:00:00Z; read unsigned, as "
                     "switchyard sign reads a document before it signs it.", SHOP)
    for date, why in NOT_DATES:
        text = doc(3, expires=date)
        quoted, needle = '"%s"' % date, json.dumps(date)
        message = '"expires" must be a date and time such as 2026-12-31T00:00:00Z, found %s' % quoted + (
            ": " + why if why else "")
        f.document("document.format.dates", [text], [refused("malformed", text, needle, message)], None,
                   hotfix_links(f, False))
    for serial, (field, date, code) in enumerate(DATES, 60):
        text = doc(serial, **{field: date}, **HOTFIX)
        arrival = refused(code) if code else applied(serial)
        f.document("document.format.dates", [text], [arrival], None if code else serial, hotfix_links(f, code is None))
