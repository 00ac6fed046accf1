#!/usr/bin/env python3
"""Lays out the benchmark trees of Sources/Benchmarks with Yoga (PyPI package `pyyoga`).

The Benchmarks executable runs this script with `--spec JSON` (the workloads and the
repetition policy) and reads the JSON it prints on stdout. Only Yoga's layout call
(`calculate_layout`) is timed; the trees are built with the C++ binding directly, outside
the timed region.

Mapping of the SwiftUI trees to flexbox (see docs/benchmarks.md):
  VStack / HStack       column / row, align-items center, gap = the stack's spacing
                        (default spacing: a margin of 8 before every child but the first,
                        none next to a Spacer, which is what SwiftUI's spacing gives)
  Spacer                flex-grow 1, min size 8 along the row
  .padding(n)           padding n on the stack node it wraps
  .frame(width:height:) a leaf with that width and height
  .frame(maxWidth: .infinity) cell in a row: flex-grow 1 (flex-basis 0 from no width)
  the window            a root column of the window's size, children centred both ways,
                        as the host centres the root view in the safe area
  a child that is flexible across its stack (a feed row, a grid row, and the feed and
  grid themselves) gets align-self stretch: SwiftUI gives it the whole proposed width
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

from pyyoga import _pyyoga as Y

DEFAULT_SPACING = 8.0
# Chains deeper than this are first probed at growing depths: Yoga's time grows exponentially
# with the depth, so deep ones are projected instead of run when one layout would take too long.
PROBE_BELOW_DEPTH = 40


class Tree:
    """A Yoga tree and the handles the measurements need."""

    def __init__(self):
        self.nodes = []  # keeps every binding object (and so its YGNode) alive
        self.root = None
        self.content = None  # the node standing for the root view
        self.grown_leaf = None
        self.grown_dimensions = None  # (normal, grown) size of the grown leaf

    def node(self):
        node = Y.Node.new()
        self.nodes.append(node)
        return node

    def leaf(self, width, height):
        node = self.node()
        node.set_width(width)
        node.set_height(height)
        return node

    def stack(self, row, children, spacing=None, spacer_indices=(), stretch=False):
        """A row or column with centred children; `spacing` None is SwiftUI's default.

        `stretch` makes the children fill the cross axis: they are flexible along it (they
        contain a Spacer or `maxWidth: .infinity` cells), so in SwiftUI they take the
        length the stack proposes."""
        node = self.node()
        node.set_flex_direction(Y.FlexDirection.Row if row else Y.FlexDirection.Column)
        node.set_align_items(Y.Align.Center)
        if spacing is not None:
            node.set_gap(Y.Gutter.All, spacing)
        leading = Y.Edge.Left if row else Y.Edge.Top
        for index, child in enumerate(children):
            if spacing is None and index > 0 and index not in spacer_indices and index - 1 not in spacer_indices:
                child.set_margin(leading, DEFAULT_SPACING)
            if stretch:
                child.set_align_self(Y.Align.Stretch)
            node.insert_child(child, index)
        return node

    def window(self, content, stretch=False):
        root = self.node()
        root.set_flex_direction(Y.FlexDirection.Column)
        root.set_align_items(Y.Align.Center)
        root.set_justify_content(Y.Justify.Center)
        if stretch:
            content.set_align_self(Y.Align.Stretch)
        root.insert_child(content, 0)
        self.root = root
        self.content = content
        return self


def nested(spec):
    tree = Tree()

    def build(depth, vertical, on_path):
        if depth == 0:
            leaf = tree.leaf(10, 10)
            if on_path:
                tree.grown_leaf, tree.grown_dimensions = leaf, ((10, 10), (11, 11))
            return leaf
        fanout = spec["fanout"]
        children = [build(depth - 1, not vertical, on_path and i == fanout // 2) for i in range(fanout)]
        return tree.stack(not vertical, children)

    return tree.window(build(spec["depth"], True, True))


def feed(spec):
    tree = Tree()
    rows = spec["rows"]
    items = []
    for index in range(rows):
        icon = tree.leaf(40, 40)
        if index == rows // 2:
            tree.grown_leaf, tree.grown_dimensions = icon, ((40, 40), (44, 44))
        labels = tree.stack(False, [tree.leaf(120, 14), tree.leaf(80, 12)])
        spacer = tree.node()
        spacer.set_flex_grow(1)
        spacer.set_min_width(DEFAULT_SPACING)
        row = tree.stack(True, [icon, labels, spacer, tree.leaf(24, 24)], spacer_indices=(2,))
        row.set_padding(Y.Edge.All, 8)
        items.append(row)
    return tree.window(tree.stack(False, items, spacing=8, stretch=True), stretch=True)


def chain(spec):
    tree = Tree()
    child = tree.leaf(10, 10)
    tree.grown_leaf, tree.grown_dimensions = child, ((10, 10), (11, 11))
    for _ in range(spec["depth"]):
        row = tree.stack(True, [child, tree.leaf(10, 10)])
        row.set_padding(Y.Edge.All, 1)
        child = row
    return tree.window(child)


def grid(spec):
    tree = Tree()
    rows, columns = spec["rows"], spec["columns"]
    row_nodes = []
    for r in range(rows):
        cells = []
        for c in range(columns):
            cell = tree.node()
            cell.set_flex_grow(1)
            cell.set_height(10)
            if r == rows // 2 and c == columns // 2:
                tree.grown_leaf, tree.grown_dimensions = cell, ((None, 10), (None, 11))
            cells.append(cell)
        row_nodes.append(tree.stack(True, cells, spacing=0))
    return tree.window(tree.stack(False, row_nodes, spacing=0, stretch=True), stretch=True)


BUILDERS = {"w1": nested, "w2": feed, "w3": chain, "w4": grid}


def build(workload):
    tree = BUILDERS[workload["id"].split("-")[0]](workload["spec"])
    tree.root.set_width(workload["width"])
    tree.root.set_height(workload["height"])
    return tree


def clock_overhead():
    """What timing an empty call reports: subtracted from every sample (as on the Swift side)."""
    samples = []
    for _ in range(2000):
        start = time.thread_time_ns()
        samples.append(time.thread_time_ns() - start)
    return median(samples)


def layout(tree, width, height):
    """The CPU time of this thread spent in one `calculate_layout` (see Clock in the Swift
    benchmark: CPU time, so that waiting for a core on a shared machine does not count)."""
    start = time.thread_time_ns()
    tree.root.calculate_layout(width, height, Y.Direction.LTR)
    return max(time.thread_time_ns() - start - CLOCK_OVERHEAD, 0)


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def repeat(policy, body):
    """Runs body (returning its nanoseconds) as the policy allows; returns the median."""
    samples = []
    start = time.perf_counter()
    while len(samples) < policy["minimum"] or (
        len(samples) < policy["maximum"] and time.perf_counter() - start < policy["budget"]
    ):
        samples.append(body())
    return median(samples)


def set_leaf(tree, grown):
    width, height = tree.grown_dimensions[1 if grown else 0]
    if width is not None:
        tree.grown_leaf.set_width(width)
    tree.grown_leaf.set_height(height)


def measure(workload, policy):
    width, height = workload["width"], workload["height"]
    times = {}
    builds = []
    state = {}

    def cold():
        state.pop("tree", None)
        start = time.thread_time_ns()
        tree = build(workload)
        builds.append(time.thread_time_ns() - start)
        state["tree"] = tree
        return layout(tree, width, height)

    times["cold"] = repeat(policy["cold"], cold)
    times["build"] = median(builds)
    tree = state["tree"]
    root_size = [tree.content.get_layout_width(), tree.content.get_layout_height()]

    narrow = [False]

    def resize():
        narrow[0] = not narrow[0]
        w = width - 1 if narrow[0] else width
        tree.root.set_width(w)
        return layout(tree, w, height)

    times["resize"] = repeat(policy["warm"], resize)
    tree.root.set_width(width)
    layout(tree, width, height)

    grown = [False]

    def leaf():
        grown[0] = not grown[0]
        set_leaf(tree, grown[0])
        return layout(tree, width, height)

    times["leaf"] = repeat(policy["warm"], leaf)
    times["noop"] = repeat(policy["warm"], lambda: layout(tree, width, height))
    return {"times": times, "root": root_size, "nodes": len(tree.nodes)}


def chain_growth(limit_ns):
    """Cold layout time of the chain by depth, up to the first depth that takes `limit_ns`."""
    series = []
    depth = 10
    while True:
        tree = build({"id": "w3-probe", "spec": {"depth": depth}, "width": 1000, "height": 1000})
        elapsed = layout(tree, 1000, 1000)
        series.append([depth, elapsed])
        if elapsed > limit_ns or depth >= 200:
            return series
        depth += 5


def estimate(series, depth):
    """Extrapolates the chain's cold layout time to `depth` from the last two probes (in ns)."""
    (d1, t1), (d2, t2) = series[-2], series[-1]
    factor = (t2 / t1) ** (1 / (d2 - d1))
    return t2 * factor ** (depth - d2), factor


def memory(workload, warm_ups):
    """Peak resident memory growth of building and laying out the tree, in bytes, after
    building, laying out and keeping the small trees of `warm_ups` (as the Swift side does), so
    that the figure is the tree's and not the first use of the code that builds and lays it
    out, while no memory they freed is there to be reused."""
    kept = []
    for small in warm_ups:
        kept.append(build(small))
        layout(kept[-1], small["width"], small["height"])
    status_kib("VmHWM")  # (as on the Swift side: the reader's first use does not count)
    baseline = status_kib("VmRSS")
    tree = build(workload)
    layout(tree, workload["width"], workload["height"])
    return (status_kib("VmHWM") - baseline) * 1024


def status_kib(field):
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(field + " missing from /proc/self/status")


CLOCK_OVERHEAD = 0


def main():
    global CLOCK_OVERHEAD
    CLOCK_OVERHEAD = clock_overhead()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spec", required=True, help="JSON: {workloads: [...], policy: {...}}")
    parser.add_argument("--memory", help="(internal) print the memory growth of one workload")
    args = parser.parse_args()
    spec = json.loads(args.spec)
    workloads = {w["id"]: w for w in spec["workloads"]}

    if args.memory:
        print(memory(workloads[args.memory], spec.get("warmUps", [])))
        return

    limit_ns = spec["policy"]["maxColdSeconds"] * 1e9
    growth = None
    results = {}
    for workload in spec["workloads"]:
        identifier = workload["id"]
        result = {}
        if identifier.startswith("w3-") and workload["spec"]["depth"] > PROBE_BELOW_DEPTH:
            if growth is None:
                growth = chain_growth(limit_ns / 4)
            depth = workload["spec"]["depth"]
            probed = dict((d, t) for d, t in growth)
            projected, factor = (probed[depth], None) if depth in probed else estimate(growth, depth)
            if projected > limit_ns:
                result["skipped"] = (
                    f"one layout is projected to take {projected / 1e9:.3g} s "
                    f"(x{factor:.3f} per level from depths {growth[-2][0]}-{growth[-1][0]})"
                )
                result["projectedCold"] = projected
                results[identifier] = result
                continue
        result.update(measure(workload, spec["policy"]))
        command = [sys.executable, os.path.abspath(__file__), "--spec", args.spec, "--memory", identifier]
        result["memory"] = int(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
        results[identifier] = result
    json.dump({"workloads": results, "chainGrowth": growth}, sys.stdout)


if __name__ == "__main__":
    main()
