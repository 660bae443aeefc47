"""The fuzzer's own checks (python3 -m unittest discover -s Tests/CrossReader; scripts/fuzz-readers.sh runs them
first): a seed remakes the same tables and links, links are what the readers can take, the known-issue flags keep
their inputs out, and the comparison reports a difference in any field and masks only the known ones."""

import json
import os
import random
import re
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jumps  # noqa: E402
import known as known_issues  # noqa: E402
import masks  # noqa: E402
from compare import compare_arrivals, compare_job  # noqa: E402
from documents import document_policy, make_documents  # noqa: E402
from links import links_for  # noqa: E402
from tables import entry_lines, make_table, write_table  # noqa: E402


def generated(seed, index, known=frozenset()):
    rng = random.Random("%d/%d" % (seed, index))
    table, shapes, rewrites = make_table(rng, known)
    return table, links_for(rng, known, table, shapes, rewrites, 50)


def documents(seed, index, known=frozenset()):
    rng = random.Random("%d/%d" % (seed, index))
    table, shapes, rewrites = make_table(rng, known)
    links = links_for(rng, known, table, shapes, rewrites, 50)
    made = make_documents(random.Random("%d/%d/documents" % (seed, index)), known, table, shapes, links)
    return made or {"documents": [], "links": [], "device": []}  # a table the flags keep from documents


class GeneratorTests(unittest.TestCase):
    def test_a_seed_and_index_remake_the_same_table_and_links(self):
        self.assertEqual(generated(5, 3), generated(5, 3))
        self.assertNotEqual(generated(5, 3), generated(5, 4))

    def test_a_seed_remakes_the_same_apps_and_jump_arguments_and_every_source_is_one_a_page_may_name(self):
        made = lambda seed: (jumps.apps(random.Random(seed)), jumps.arguments(random.Random(seed)))  # noqa: E731
        self.assertEqual(made("5/3/jump"), made("5/3/jump"))
        for index in range(50):
            args, options = jumps.arguments(random.Random("1/%d/jump" % index))
            self.assertEqual(args[:2], ["--platform", options["platform"]])
            self.assertNotEqual(options.get("source"), "in-app")  # a page is never inside the app (jump.input.errors)
            apps = jumps.apps(random.Random("1/%d/jump" % index))
            self.assertTrue("ios" in apps or "android" in apps)

    def test_tables_are_json_with_one_route_or_rewrite_a_line(self):
        for index in range(30):
            table, _ = generated(1, index)
            text = write_table(table)
            self.assertEqual(json.loads(text), table)
            lines = text.split("\n")
            places = entry_lines(table)
            self.assertEqual(len(places), len(table["routes"]) + len(table.get("rewrites", [])))
            for line, (key, at) in places.items():
                self.assertEqual(json.loads(lines[line - 1].strip().rstrip(",")), table[key][at])

    def test_links_are_single_lines_of_valid_unicode(self):
        for index in range(30):
            _, links = generated(2, index, frozenset(known_issues.KNOWN))
            for link in links:
                self.assertNotIn("\n", link)
                self.assertNotIn("\r", link)
                link.encode("utf-8")  # no lone surrogate: it would raise

    def test_the_fixed_differences_inputs_are_generated(self):
        # U+FEFF (bom), escapes and non-ASCII letters in hosts (host-escape, unicode-case): fixed on 2026-11-27, so
        # the generator makes them by default and the run holds every reader to the fix.
        bom = escaped_host = unicode_host = False
        for index in range(60):
            _, links = generated(3, index)
            for link in links:
                bom = bom or "\ufeff" in link or re.search("(?i)%EF%BB%BF", link) is not None
                if "://" in link:
                    host = re.split(r"[/?#\\]", link.split("://", 1)[1])[0]
                    escaped_host = escaped_host or "%" in host
                    unicode_host = unicode_host or not host.isascii()
        self.assertTrue(bom and escaped_host and unicode_host, (bom, escaped_host, unicode_host))

    def test_a_seed_and_index_remake_the_same_documents_device_and_links(self):
        self.assertEqual(documents(5, 3), documents(5, 3))
        self.assertNotEqual(documents(5, 3)["documents"], documents(5, 4)["documents"])

    def test_documents_cover_every_rule_kind_and_hostile_shape(self):
        seen, links, flags = set(), [], set()
        for index in range(80):
            made = documents(4, index)
            links += made["links"]
            flags |= {a for a in made["device"] if a.startswith("--")}
            for item in made["documents"]:
                doc = json.loads(item["text"])
                seen |= set(doc) | {"signed" if item["sign"] else "bare", "damaged" if item["damage"] else "whole"}
                seen |= {"degrade-" + d.get("when", "none") for d in doc.get("degrades", [])}
                seen |= {"regex" if "regex" in r else "nested" if "nested" in r else "from"
                         for r in doc.get("rewrites", [])}
            seen |= {"two" for _ in made["documents"][1:]}
        for key in ("redirects", "degrades", "rewrites", "routes", "remove", "notBefore", "expires", "app", "rollout",
                    "degrade-none", "degrade-always", "degrade-handlerFails", "regex", "nested", "from", "signed",
                    "bare", "damaged", "two"):
            self.assertIn(key, seen)
        self.assertEqual(flags, {"--at", "--app-version", "--platform", "--user-id", "--minimum-serial"})
        self.assertTrue(all(made["device"][:2] == ["--at", "2026-12-01T00:00:00Z"]
                            for made in (documents(4, i) for i in range(20)) if made["documents"]))
        nested = "https://m.shop.example/login?redirect_to=shop%3A%2F%2F"
        self.assertTrue(any(link.startswith(nested) for link in links))
        self.assertTrue(all("\n" not in link and "\r" not in link for link in links))

    def test_the_retired_document_flags_inputs_are_generated(self):
        # document-dates and jvm-long-signature agree since 2026-11-27: the dates the JVM refused (2027-02-29, an
        # offset without minutes) and the 65-byte signature are made by default, so the run holds every reader to it.
        made = [d for i in range(200) for d in documents(6, i)["documents"]]
        texts = [d["text"] for d in made]
        dates = {"2027-02-29T00:00:00Z", "2026-12-01T00:00:00+05"}
        self.assertEqual({value for value in dates if any(value in text for text in texts)}, dates)
        self.assertIn("long", {d["damage"] for d in made})

    def test_documents_add_routes_in_namespaces_that_fall_back(self):
        # jvm-document-namespace-fallback is retired: a document route or redirect in a namespace the table declares
        # with fallbackToGlobal is generated by default.
        added = 0
        for index in range(200):
            rng = random.Random("6/%d" % index)
            table, shapes, rewrites = make_table(rng, frozenset())
            falling = [s for s, n in (table.get("namespaces") or {}).items() if n.get("fallbackToGlobal")]
            links = links_for(rng, frozenset(), table, shapes, rewrites, 50)
            made = make_documents(random.Random("6/%d/documents" % index), frozenset(), table, shapes, links)
            for doc in (made or {}).get("documents", []):
                parsed = json.loads(doc["text"]) if doc["text"].startswith("{") else {}
                rules = [r.get("pattern") for r in parsed.get("routes", []) if isinstance(r, dict)] + \
                    [r.get("from") for r in parsed.get("redirects", []) if isinstance(r, dict)]
                added += sum(isinstance(p, str) and p.lower().startswith(tuple(s + "://" for s in falling))
                             for p in rules)
        self.assertGreater(added, 0)

    def test_the_retired_flags_inputs_are_generated(self):
        # swift-document-same-pattern and web-nested-without-source, retired on 2026-11-28: a table with two routes of
        # one pattern carries documents, and a document job may have no source.
        table = {"routes": [{"pattern": "/", "handler": "a", "scheme": "shop"}, {"pattern": "/", "handler": "b",
                                                                                "scheme": "shop"}]}
        shapes = [(route, None) for route in table["routes"]]
        self.assertIsNotNone(make_documents(random.Random(1), set(), table, shapes, []))
        policy = (["--source", "push", "--restrict", "pay=push,web"], {"source": "push", "restrict": ["pay=push,web"]})
        self.assertEqual(document_policy(policy, True, set()), policy)  # a restrict rule without in-app stays so
        self.assertEqual(document_policy(policy, False, set()), ([], None))

    def test_unknown_flags_are_refused(self):
        self.assertEqual(known_issues.parse("all"), set(known_issues.KNOWN))
        self.assertEqual(known_issues.parse(""), set())
        with self.assertRaises(ValueError):
            known_issues.parse("bom,no-such-flag")


class CompareTests(unittest.TestCase):
    def job(self, answers, kind="plain"):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        table = os.path.join(folder, "table.json")
        with open(table, "w") as file:
            file.write('{"routes": []}\n')
        with open(os.path.join(folder, "args.json"), "w") as file:
            json.dump([], file)
        for name in ("swift", "jvm"):
            with open(os.path.join(folder, name + ".rc"), "w") as file:
                file.write("0")
        for name, answer in answers.items():
            with open(os.path.join(folder, name + ".out"), "w") as file:
                file.write(json.dumps(answer) + "\n")
        return {"folder": folder, "table": table, "links": ["app://a"], "options": None, "kind": kind,
                "documents": [os.path.join(folder, "document-1.json")]}

    def test_the_same_answers_are_no_difference(self):
        answer = {"url": "app://a", "matched": False, "reason": "no route matches /a in namespace global"}
        self.assertEqual(compare_job(self.job({"swift": answer, "jvm": answer, "web": answer}), set()), [])

    def test_a_difference_in_any_field_is_reported_with_the_link_and_the_answers(self):
        answer = {"url": "app://a", "matched": True, "parameters": {"id": "7"}, "wildcard": []}
        other = dict(answer, parameters={"id": "8"})
        differences = compare_job(self.job({"swift": answer, "jvm": answer, "web": other}), set())
        self.assertEqual(len(differences), 1)
        self.assertIn('link: "app://a"', differences[0])
        self.assertIn("fields that differ: parameters", differences[0])
        self.assertIn('"id": "8"', differences[0])

    def test_a_jump_plan_that_differs_in_one_key_is_reported_with_the_command(self):
        plan = {"decision": "app", "appLink": "https://m.shop.example/a", "intentHref": None, "sameHost": False,
                "storeURL": "https://apps.apple.com/app/id1", "webURL": None, "why": []}
        job = dict(self.job({"swift": plan, "jvm": plan, "web": dict(plan, why=["same-host"])}), command="jump")
        differences = compare_job(job, set())
        self.assertEqual(len(differences), 1)
        self.assertIn("fields that differ: why", differences[0])
        self.assertIn("| switchyard jump --table", differences[0])

    def test_a_missing_answer_is_a_difference(self):
        answer = {"url": "app://a", "matched": False, "reason": "x"}
        differences = compare_job(self.job({"swift": answer, "jvm": answer}), set())
        self.assertTrue(any("the web reader gave no answers" in d for d in differences))

    def test_a_difference_in_a_document_field_is_reported(self):
        answer = {"url": "app://a", "matched": True, "followed": [{"kind": "redirect", "from": "app://a",
                                                                      "to": "app://b"}], "document": 4}
        for field, value in (("document", None), ("followed", []), ("degrade", {"to": "x", "when": "handlerFails"})):
            differences = compare_job(self.job({"swift": answer, "jvm": answer, "web": dict(answer, **{field: value})},
                                               "document"), set())
            self.assertEqual(len(differences), 1, field)
            self.assertIn("fields that differ: %s" % field, differences[0])

    def arrivals(self, swift, jvm, web):
        job = self.job({}, "document")
        path = job["documents"][0]
        with open(path, "w") as file:
            file.write('{"format": 1, "serial": 3}')
        for name, line in (("swift", swift), ("jvm", jvm)):
            with open(os.path.join(job["folder"], name + ".err"), "w") as file:
                file.write("%s: %s\n" % (path, line))
        with open(os.path.join(job["folder"], "web.documents.json"), "w") as file:
            json.dump([dict(web, file=path)], file)
        return compare_arrivals(job, set())

    def test_arrivals_alike_are_no_difference(self):
        self.assertEqual(self.arrivals("applied document 3", "applied document 3", {"applied": 3}), [])
        self.assertEqual(self.arrivals("document 3 is already in force", "document 3 is already in force",
                                       {"unchanged": 3}), [])
        self.assertEqual(self.arrivals("refused (downgrade): below the floor", "refused (downgrade): below the floor",
                                       {"refused": "downgrade", "message": "below the floor"}), [])

    def test_a_document_refusal_that_differs_in_code_or_place_is_reported(self):
        differences = self.arrivals("refused (malformed): F:1:12: bad", "refused (malformed): F:1:1: bad",
                                    {"refused": "malformed", "message": "F:1:12: bad"})
        self.assertEqual(len(differences), 1)
        self.assertIn("the documents' arrivals differ", differences[0])
        self.assertIn("F:1:1: bad", differences[0])
        self.assertEqual(len(self.arrivals("applied document 3", "refused (badSignature): no", {"applied": 3})), 1)

    def test_a_leg_url_written_whole_is_reported(self):
        # web-document-leg-url is fixed since 2026-11-28: no mask any more.
        link = "app://" + "a" * 120
        swift = {"url": link, "matched": False, "reason": masks.shortened(link) + ": no route matches /x"}
        web = dict(swift, reason=link + ": no route matches /x")
        job = lambda: self.job({"swift": swift, "jvm": swift, "web": web}, "document")  # noqa: E731
        self.assertEqual(len(compare_job(job(), set())), 1)
        self.assertEqual(compare_job(self.job({"swift": swift, "jvm": swift, "web": swift}, "document"), set()), [])

    def test_a_policy_refusal_of_another_shape_is_reported(self):
        # swift-document-policy-shape and document-nested-policy-shape agree since 2026-11-27: no mask any more.
        jvm = {"url": "app://a", "matched": False, "refusal": "policy", "reason": "route \"/a\" is forbidden: x",
               "source": "push", "refused": [{"pattern": "/a", "scheme": "app", "why": "x"}], "policy": "refused"}
        swift = {"url": "app://a", "matched": False, "refusal": "policy", "source": "push",
                 "reason": "app://a: route \"/a\" is forbidden: x"}
        self.assertEqual(len(compare_job(self.job({"swift": swift, "jvm": jvm, "web": jvm}, "document"), set())), 1)
        self.assertEqual(len(compare_job(self.job({"swift": swift, "jvm": swift, "web": jvm}, "document"), set())), 1)
        self.assertEqual(compare_job(self.job({"swift": jvm, "jvm": jvm, "web": jvm}, "document"), set()), [])

    def test_the_jvm_rule_names_and_lost_fallback_are_reported(self):
        # jvm-document-rule-names and jvm-document-namespace-fallback agree since 2026-11-27: no mask any more.
        swift = {"url": "app://a", "matched": False, "reason": "more than 8 rewrites: the app's rewrite 1 → x"}
        jvm = dict(swift, reason="more than 8 rewrites: rewrite 1 → x")
        job = lambda: self.job({"swift": swift, "jvm": jvm, "web": swift}, "document")  # noqa: E731
        self.assertEqual(len(compare_job(job(), set())), 1)
        swift = dict(swift, reason="app://a: no route matches /a in namespaces app and global")
        jvm = dict(swift, reason="app://a: no route matches /a in namespace app")
        self.assertEqual(len(compare_job(job(), set())), 1)
        jvm = dict(swift)
        self.assertEqual(compare_job(job(), set()), [])


if __name__ == "__main__":
    unittest.main()
