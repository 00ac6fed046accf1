#!/usr/bin/env bash
# Runs `swift test` with the given arguments and, when it fails, ends its output with what a
# reader of the output's last lines needs: the failed tests, the sanitizers' reports, the
# crashed thread's top frames and the tests that started and never finished (a crash report
# otherwise ends with the registers and loaded images, far from the frames).
#   scripts/swift-test.sh [swift test arguments…]
set -uo pipefail

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# The backtracer prints the crashed thread only, without registers and images.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=yes,interactive=no,threads=crashed,registers=none,images=none}"

"${SWIFT:-swift}" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] && exit 0

echo
echo "=== swift test $* failed (exit status $status) ==="
# Swift Testing: "◇ Test name() started." and "✔/✘ Test name() [with N test cases] passed/failed…"
# (a parameterized test's cases start without finishing lines of their own);
# XCTest: "Test Case '-[Suite test]' started." and "… passed/failed (…)".
unfinished=$(awk '
  /^◇ Test case passing / { next }
  /^◇ Test .* started\.$/ { name = $0; sub(/^◇ Test /, "", name); sub(/ started\.$/, "", name); open[name]++ }
  /^(✔|✘) Test .* (passed|failed)/ {
    name = $0; sub(/^(✔|✘) Test /, "", name); sub(/ (passed|failed).*$/, "", name); sub(/ with [0-9]+ test cases?$/, "", name); open[name]--
  }
  /^Test Case .* started\.$/ { name = $0; sub(/^Test Case /, "", name); sub(/ started\.$/, "", name); open[name]++ }
  /^Test Case .* (passed|failed) \(/ { name = $0; sub(/^Test Case /, "", name); sub(/ (passed|failed) \(.*$/, "", name); open[name]-- }
  END { for (name in open) if (open[name] > 0) print "  " name }
' "$log")
echo "Failed:"
grep -E '^✘ Test .* failed|^Test Case .* failed \(' "$log" | head -10 | sed 's/^/  /' || true
echo "Sanitizer reports:"
grep -E '^SUMMARY: [A-Za-z]+Sanitizer' "$log" | sort | uniq -c | head -5 || true
echo "Crash:"
grep -E 'Fatal error|Precondition failed|Assertion failed' "$log" | head -3 | sed 's/^/  /' || true
awk '
  /^\*\*\* Program crashed/ { print "  " $0 }
  /^Thread .* crashed:$/ { shown = 0; inThread = 1; print "  " $0; next }
  inThread && /^$/ { if (shown > 0) inThread = 0; next }
  inThread && shown < 12 { print "  " $0; shown++ }
' "$log"
echo "Started and not finished:"
echo "${unfinished:-  (none)}" | head -10
exit "$status"
