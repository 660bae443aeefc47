"""The call fuzzer's own checks (scripts/fuzz-routers.sh runs them first, with test_open_fuzz.py): a seed remakes the
same cases, the cases keep to the corpus's call vocabulary and to one fault a start, and the comparison reports a
planted difference in each of a call case's fields."""

import copy
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import call_cases  # noqa: E402
from fuzz_routers import CALL_FIELDS, compare  # noqa: E402

STEP_KINDS = {"call", "callURL", "service", "open", "load", "unload", "post"}
MODULE_KEYS = {"name", "dependencies", "actions", "unmatched", "services", "requires", "handlers"}


class CallGeneratorTests(unittest.TestCase):
    def test_a_seed_and_index_remake_the_same_case(self):
        self.assertEqual(call_cases.make_case(5, 3), call_cases.make_case(5, 3))
        self.assertNotEqual(call_cases.make_case(5, 3), call_cases.make_case(5, 4))
        self.assertEqual(call_cases.make_cases(5, 4)[3], call_cases.make_case(5, 3))

    def test_cases_use_the_call_vocabulary(self):
        for file in call_cases.make_cases(3, 300):
            self.assertEqual(json.loads(json.dumps(file)), file)
            (case,) = file["cases"]
            self.assertEqual(case["kind"], "call")
            for module in case["modules"]:
                self.assertLessEqual(set(module), MODULE_KEYS)
            for step in case["steps"]:
                self.assertEqual(len(STEP_KINDS.intersection(step)), 1, step)

    def test_a_start_has_at_most_one_kind_of_fault(self):
        # The rules do not say which of several start errors comes first: the cases never ask.
        for file in call_cases.make_cases(4, 300):
            (case,) = file["cases"]
            names = [m["name"] for m in case["modules"]]
            twice = len(names) != len(set(names))
            missing = any(d not in names for m in case["modules"] for d in m.get("dependencies", []))
            requires = any("requires" in m for m in case["modules"])
            self.assertLessEqual(sum([twice, missing, requires]), 1, case["modules"])


class CallCompareTests(unittest.TestCase):
    def test_a_planted_difference_in_each_field_is_reported(self):
        files = call_cases.make_cases(1, 1)
        case_id = files[0]["cases"][0]["id"]
        answer = {"id": case_id, "start": "started a", "results": ["loaded"], "trace": ["make x"], "modules": ["a"]}
        self.assertEqual(compare(files, {case_id: answer}, {case_id: copy.deepcopy(answer)}, CALL_FIELDS), [])
        for field in ("start", "results", "trace", "modules"):
            other = dict(answer, **{field: ["changed"]})
            (difference,) = compare(files, {case_id: answer}, {case_id: other}, CALL_FIELDS)
            self.assertEqual(difference[3], [field])


if __name__ == "__main__":
    unittest.main()
