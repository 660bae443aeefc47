#!/usr/bin/env bash
# The project speaks of itself alone (issue #89 item 7): no tracked file names a work session, the sitting in
# which something was made or measured ("session" and a number, "this session", "the next session", a
# "session-start" build, "the session's machine"). A reader cannot resolve those: nothing in the repository says
# which session is which. Say a date (2026-11-28), a commit (99e43478) or an issue (#80) instead, which can be
# looked up. The product's own sessions (a user's login session, URLSession, a session token) are not matched;
# a sentence about one that trips a pattern names it ("the scripted session", not "this session").
# Prints one line a finding (FILE:LINE: the text) and exits 1 when there is one. Needs git only; runs in a second.
set -euo pipefail
cd "$(dirname "$0")/.."

# The phrasings that speak of a work session (extended regular expressions, matched without case). This file
# holds the only definition, so it is the one file not searched.
patterns=(
    'sessions? [0-9]+'
    'session-[0-9]+'
    '(this|last|earlier|later|next|previous|same) session'
    'session-start'
    "session's (start|end|machine)"
)

args=()
for pattern in "${patterns[@]}"; do args+=(-e "$pattern"); done

findings=$(git grep -n -I -i -E "${args[@]}" -- . ':(exclude)scripts/check-self-reference.sh' || true)
if [ -n "$findings" ]; then
    printf '%s\n' "$findings" | cut -c1-200 | sed 's/$/   (a work session: say a date, a commit or an issue)/'
    echo "check-self-reference: $(printf '%s\n' "$findings" | wc -l | tr -d ' ') mention(s) of a work session" >&2
    exit 1
fi
echo "check-self-reference: no tracked file speaks of a work session"
