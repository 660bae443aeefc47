"""The routers' fuzzer's own checks (python3 -m unittest discover -s Tests/CrossReader -p test_open_fuzz.py;
scripts/fuzz-routers.sh runs them first): a seed remakes the same cases, the cases keep to the constraints the rules
set (every open ends, cancellation only at a timed wait, no wait at a deadline's time), and the comparison reports a
planted difference in any field."""

import copy
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import open_known  # noqa: E402
from fuzz_routers import compare, report  # noqa: E402
from open_cases import make_case, make_cases  # noqa: E402

CASE_KEYS = {"id", "kind", "rule", "url", "source", "policy", "params", "documents", "context", "app", "cancel"}
MIDDLEWARE_KEYS = {"name", "tag", "timeout", "on", "does", "after", "value", "screen", "to", "reason"}


def answer(case_id, **changes):
    base = {"id": case_id, "trace": ["> m0 shop://help", "< m0 value v", "analytics handled"],
            "analytics": {"url": "shop://help", "source": "in-app", "route": "shop://help", "outcome": "handled",
                          "redirects": []},
            "outcome": {"response": "value", "value": "v", "route": "shop://help", "redirects": ["shop://help"]}}
    base.update(changes)
    return base


class GeneratorTests(unittest.TestCase):
    def test_a_seed_and_index_remake_the_same_case(self):
        self.assertEqual(make_case(5, 3), make_case(5, 3))
        self.assertNotEqual(make_case(5, 3), make_case(5, 4))
        self.assertEqual(make_cases(5, 4)[3], make_case(5, 3))

    def test_cases_use_the_corpus_vocabulary(self):
        for file in make_cases(2, 300):
            self.assertEqual(json.loads(json.dumps(file)), file)
            (case,) = file["cases"]
            self.assertLessEqual(set(case), CASE_KEYS)
            self.assertNotIn("expect", case)
            self.assertEqual("documents" in case, "context" in case)
            for entry in case["app"].get("middleware", []):
                self.assertLessEqual(set(entry), MIDDLEWARE_KEYS)

    def test_every_open_ends_and_waits_never_meet_deadlines(self):
        for file in make_cases(3, 500):
            (case,) = file["cases"]
            middleware = case["app"].get("middleware", [])
            times = []
            for entry in middleware:
                if entry["does"] == "never":
                    self.assertIn("timeout", entry, case["id"])
                times += [entry[key] for key in ("timeout", "after") if key in entry]
                if entry["does"] == "loginGate" and "never" in case["app"]["session"]["logIn"]:
                    self.assertIn("timeout", entry, case["id"])
            self.assertEqual(len(times), len(set(times)), case["id"])
            for value in times:
                self.assertIn(value, (1, 100, 10000, 1000000))

    def test_a_case_cancels_only_at_a_timed_wait(self):
        cancelled = 0
        for file in make_cases(4, 500):
            (case,) = file["cases"]
            if "cancel" not in case:
                continue
            cancelled += 1
            line = case["cancel"]
            if line.startswith("logIn "):
                self.assertTrue(line.endswith("-> never"))
                continue
            name = line.split(" ")[1]
            (entry,) = [entry for entry in case["app"]["middleware"] if entry["name"] == name]
            self.assertIn("timeout", entry)
            self.assertTrue(entry["does"] == "never" or "after" in entry, case["id"])
        self.assertGreater(cancelled, 10)

    def test_the_vocabulary_is_covered(self):
        files = make_cases(1, 300)
        does = {entry["does"] for file in files for entry in file["cases"][0]["app"].get("middleware", [])}
        self.assertEqual(does, {"pass", "value", "handled", "navigate", "redirect", "decline", "reject", "throw",
                                "twice", "never", "loginGate"})
        keys = set().union(*(file["cases"][0] for file in files))
        self.assertLessEqual({"policy", "params", "documents", "cancel"}, keys)

    def test_links_carry_secrets_and_apps_set_analytics(self):
        """router.analytics.redact: links, redirect targets and analytics settings the events redact by."""
        cases = [file["cases"][0] for file in make_cases(1, 300)]
        self.assertTrue(any("#top" in case["url"] and "?" in case["url"] for case in cases))
        self.assertTrue(any("ann:pw@" in case["url"] for case in cases))
        self.assertTrue(any("?" in str(handler.get("to")) for case in cases
                            for handler in case["app"].get("handlers", {}).values()))
        settings = [case["app"]["analytics"] for case in cases if "analytics" in case["app"]]
        self.assertTrue(any(s.get("recordsFullLinks") for s in settings))
        self.assertTrue(any("keepsQueryValues" in s and "recordsFullLinks" not in s for s in settings))


class CompareTests(unittest.TestCase):
    def setUp(self):
        self.files = make_cases(1, 3)
        self.ids = [file["cases"][0]["id"] for file in self.files]
        self.same = {case_id: answer(case_id) for case_id in self.ids}

    def test_the_same_answers_are_no_difference(self):
        self.assertEqual(compare(self.files, self.same, copy.deepcopy(self.same)), [])

    def test_a_planted_difference_in_each_field_is_reported(self):
        plants = {"trace": ["> m0 shop://help", "analytics handled"],
                  "analytics": dict(answer("x")["analytics"], outcome="failed"),
                  "outcome": {"error": "cancelled"}, "runner": "the open did not end"}
        for field, value in plants.items():
            jvm = copy.deepcopy(self.same)
            jvm[self.ids[1]][field] = value
            differences = compare(self.files, self.same, jvm)
            self.assertEqual(len(differences), 1, field)
            file, _, _, fields = differences[0]
            self.assertEqual(fields, [field])
            self.assertIs(file, self.files[1])
            text = report(differences[0])
            self.assertIn(json.dumps(value, sort_keys=True), text)
            self.assertIn('"id": "%s"' % self.ids[1], text)  # the whole case file, pasteable

    def test_a_missing_answer_is_a_difference(self):
        jvm = copy.deepcopy(self.same)
        del jvm[self.ids[0]]
        self.assertEqual(compare(self.files, self.same, jvm)[0][3], ["missing"])

    def test_numbers_compare_by_value(self):
        jvm = copy.deepcopy(self.same)
        jvm[self.ids[2]]["outcome"] = {"error": "timedOut", "middleware": "m0", "after": 100.0}
        swift = copy.deepcopy(self.same)
        swift[self.ids[2]]["outcome"] = {"error": "timedOut", "middleware": "m0", "after": 100}
        self.assertEqual(compare(self.files, swift, jvm), [])


class KnownTests(unittest.TestCase):
    def test_decided_shapes_are_fuzzed_again(self):
        # timed-above-cancel and twice-above-cancel (both 2026-11-28) are decided (router.cancel): a cancelled
        # wait with another timed middleware, or a `twice`, above it is fuzzed again.
        timed_above = twice_cancelled = 0
        for index in range(600):
            (case,) = make_case(6, index)["cases"]
            if "cancel" not in case:
                continue
            middleware = case["app"].get("middleware", [])
            timed_above += len([entry for entry in middleware if "timeout" in entry]) > 1
            twice_cancelled += "twice" in [entry["does"] for entry in middleware]
        self.assertGreater(timed_above, 0)
        self.assertGreater(twice_cancelled, 0)

    def test_flags_are_named_and_described(self):
        for name, description in open_known.KNOWN.items():
            self.assertRegex(name, r"^[a-z][a-z0-9-]+$")
            self.assertTrue(description)
        self.assertEqual(open_known.excluded("all"), frozenset())
        with self.assertRaises(SystemExit):
            open_known.excluded("no-such-flag")


if __name__ == "__main__":
    unittest.main()
