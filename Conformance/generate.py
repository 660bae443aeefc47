#!/usr/bin/env python3
"""Writes Conformance/cases/*.json from the generators in Conformance/gen (python3, standard library only).

Each generator states its expected outcomes beside the rule each follows from; nothing is read from a reader.
`--switchyard PATH` names a built `switchyard` tool: gen/documents.py signs its vectors with it (`switchyard sign` and
the test keys in Conformance/keys). Without it, the signed texts already in the case files are kept.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "gen"))

import corpus  # noqa: E402
import normalization_parts, normalization_query, normalization_origins  # noqa: E402
import pattern_types, pattern_shapes, pattern_rules, systematic, links, policy  # noqa: E402
import documents  # noqa: E402
import documents_checks, documents_dates, documents_apply, documents_policy, documents_legs  # noqa: E402
import policy_paths  # noqa: E402
import rewrites_nested  # noqa: E402
import table_errors  # noqa: E402
import table_encoding  # noqa: E402
import unwritten_rules  # noqa: E402
import normalization_unicode  # noqa: E402
import limits  # noqa: E402
import cross_reader  # noqa: E402
import cross_reader_hosts  # noqa: E402
import scheme_names  # noqa: E402
import documents_namespaces  # noqa: E402
import documents_budget  # noqa: E402
import calls_start, calls_actions  # noqa: E402
import jump  # noqa: E402
import apps_errors  # noqa: E402

if "--switchyard" in sys.argv:
    documents.TOOL = os.path.abspath(sys.argv[sys.argv.index("--switchyard") + 1])
for generator in [calls_start.starting, calls_start.lifecycle, calls_actions.actions, calls_actions.services]:
    generator()
for module in [normalization_parts, normalization_query, normalization_origins, pattern_types, pattern_shapes, pattern_rules,
               systematic, links, policy, policy_paths, documents, documents_checks, documents_dates, documents_apply,
               documents_policy, documents_legs, rewrites_nested, table_errors,
               table_encoding, unwritten_rules, normalization_unicode, limits, cross_reader, cross_reader_hosts,
               scheme_names, documents_namespaces, documents_budget, jump, apps_errors]:
    module.generate()
corpus.write(os.path.join(HERE, "cases"))
print("%d files, %d cases" % (len(corpus.FILES), sum(len(f.cases) for f in corpus.FILES.values())))
