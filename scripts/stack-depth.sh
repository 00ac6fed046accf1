#!/bin/bash
# How deep the three recursions of building and laying out a tree reach into the stack, with
# the frames of the deepest call: runs the release Benchmarks executable's memory measurement
# of one workload under gdb, stops at every call of the graph build's rectangle leaf, of
# LayoutNode.sizeThatFits and of LayoutNode.place, and keeps the lowest stack pointer of each.
#   scripts/stack-depth.sh [WORKLOAD] [FRAMES]      e.g. scripts/stack-depth.sh w3-20 30
# Prints, per recursion, the depth below the top of the stack (gdb runs without address
# randomization) and the size of each frame from the deepest call outwards.
set -e
cd "$(dirname "$0")/.."
binary=${BENCHMARKS:-.build/release/Benchmarks}
workload=${1:-w3-20}
frames=${2:-30}
# (A symbol's mangled name changes with the compiler's specializations: one that is not
# found stops the script rather than measuring nothing.)
symbol() {
    local found
    found=$(nm "$binary" | grep -m1 -E "$1" | awk '{print $3}')
    if [ -z "$found" ]; then echo "stack-depth.sh: no symbol matching $1 in $binary" >&2; exit 1; fi
    echo "$found"
}
reconcile=$(symbol 'reconcileLeaf.*_ShapeE0VyAA9RectangleVG_Tg5')
size=$(symbol 'LayoutNodeC12sizeThatFits')
place=$(symbol 'LayoutNodeC5place2in8proposal8safeArea')
script=$(mktemp --suffix=.py)
trap 'rm -f "$script"' EXIT
cat > "$script" <<PY
import gdb
gdb.execute("set pagination off")
deepest = {}
class Deepest(gdb.Breakpoint):
    def stop(self):
        sp = int(gdb.parse_and_eval("\$sp"))
        if self.tag in deepest and sp >= deepest[self.tag][0]:
            return False
        frame, rows = gdb.newest_frame(), []
        while frame is not None and len(rows) <= $frames:
            rows.append((int(frame.read_register("sp")), frame.name() or "?"))
            frame = frame.older()
        deepest[self.tag] = (sp, rows)
        return False
for tag, name in [("reconcile", "$reconcile"), ("size", "$size"), ("place", "$place")]:
    Deepest("'" + name + "'").tag = tag
gdb.execute("run --memory $workload > /dev/null")
for tag, (sp, rows) in deepest.items():
    print("%s: %d bytes below the top of the stack" % (tag, 0x7ffffffff000 - sp))
    for (inner, name), (outer, _) in zip(rows, rows[1:]):
        print("  %6d  %s" % (outer - inner, name[:150]))
PY
gdb -batch -x "$script" "$binary" 2>/dev/null | grep -E '^(reconcile|size|place):|^  ' | swift demangle --simplified
