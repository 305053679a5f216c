#!/usr/bin/env bash
# The browser tests in Chromium's headless shell against the full browser (docs/benchmarks/test-loop.md):
# the same browser files through `npm test -- <files>`, each way twice, alternating; prints the e2e
# phase, the CPU time of the whole process tree (/usr/bin/time: workerd, Node, every Chromium) and the load.
set -uo pipefail
cd "$(dirname "$0")/.."
FILES="${*:-tests/e2e/match-page.test.ts tests/e2e/series-pages.test.ts tests/e2e/profiles.test.ts tests/e2e/team-pages.test.ts}"
out=$(mktemp -d)
for round in 1 2; do
  for way in shell full; do
    if [ "$way" = full ]; then export CHROMIUM_PATH=/usr/bin/chromium; else unset CHROMIUM_PATH; fi
    # shellcheck disable=SC2086
    /usr/bin/time -f "%U %S" -o "$out/time" npm test -- $FILES >"$out/log" 2>&1
    echo "$way $round rc=$? $(grep 'vitest \[e2e\]' "$out/log" | tail -1) cpu(user sys): $(cat "$out/time") load: $(cut -d' ' -f1 /proc/loadavg)"
  done
done
rm -rf "$out"
