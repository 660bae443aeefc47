#!/usr/bin/env python3
"""Writes Conformance/cases/*.json from the generators in Conformance/gen (python3, standard library only).

Each generator states its expected outcomes beside the rule each follows from; nothing is read from a reader.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "gen"))

import corpus  # noqa: E402
import normalization_parts, normalization_query, normalization_origins  # noqa: E402
import pattern_types, pattern_shapes, pattern_rules, systematic, links, table_errors  # noqa: E402

for module in [normalization_parts, normalization_query, normalization_origins, pattern_types, pattern_shapes, pattern_rules,
               systematic, links, table_errors]:
    module.generate()
corpus.write(os.path.join(HERE, "cases"))
print("%d files, %d cases" % (len(corpus.FILES), sum(len(f.cases) for f in corpus.FILES.values())))
