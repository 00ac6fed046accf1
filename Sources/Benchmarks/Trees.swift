import Foundation
import PortableUI

// The view trees of the benchmark. Each is built from data (ForEach over ranges and
// recursive custom views), so its size is a parameter. `grown` enlarges exactly one leaf:
// the one-leaf-change measurement toggles it through `ViewHost.update`.

/// W1: stacks nested `depth` levels deep, alternating VStack and HStack (a VStack at the
/// root), `fanout` children per stack, 10×10 leaves. The grown leaf is 11×11 and sits on the
/// path through each stack's middle child.
struct NestedStacks: View {
    let depth: Int
    let fanout: Int
    let vertical: Bool
    let grown: Bool

    init(depth: Int, fanout: Int = 10, vertical: Bool = true, grown: Bool) {
        self.depth = depth
        self.fanout = fanout
        self.vertical = vertical
        self.grown = grown
    }

    var body: some View {
        if depth == 0 {
            Rectangle().frame(width: grown ? 11 : 10, height: grown ? 11 : 10)
        } else if vertical {
            VStack { children }
        } else {
            HStack { children }
        }
    }

    private var children: some View {
        ForEach(0..<fanout) { index in
            NestedStacks(depth: depth - 1, fanout: fanout, vertical: !vertical, grown: grown && index == fanout / 2)
        }
    }
}

/// W2: a feed of `rows` rows in a `VStack(spacing: 8)`. The grown leaf is the icon of the
/// middle row (44×44 instead of 40×40).
struct Feed: View {
    let rows: Int
    let grown: Bool

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<rows) { row in
                FeedRow(grown: grown && row == rows / 2)
            }
        }
    }
}

/// One row of the feed: icon, two fixed-size labels, a spacer and a badge, padded by 8.
/// The labels are fixed-size rectangles until text is available.
struct FeedRow: View {
    let grown: Bool

    var body: some View {
        HStack {
            Rectangle().frame(width: grown ? 44 : 40, height: grown ? 44 : 40)
            VStack {
                Rectangle().frame(width: 120, height: 14)
                Rectangle().frame(width: 80, height: 12)
            }
            Spacer()
            Rectangle().frame(width: 24, height: 24)
        }
        .padding(8)
    }
}

/// W3: a chain `HStack { child; 10×10 }.padding(1)` nested `depth` times around a 10×10
/// leaf. The grown leaf is the innermost one (11×11).
struct Chain: View {
    let depth: Int
    let grown: Bool

    var body: some View {
        if depth == 0 {
            Rectangle().frame(width: grown ? 11 : 10, height: grown ? 11 : 10)
        } else {
            HStack {
                Chain(depth: depth - 1, grown: grown)
                Rectangle().frame(width: 10, height: 10)
            }
            .padding(1)
        }
    }
}

/// W4: a grid of `rows` × `columns` cells that share the width, built as a `VStack` of
/// `HStack` rows with no spacing (Grid is not available yet). Each cell is
/// `.frame(maxWidth: .infinity)` wide and 10 high; the grown cell (the middle one) is 11 high.
struct CellGrid: View {
    let rows: Int
    let columns: Int
    let grown: Bool

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { row in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { column in
                        cell(grown: grown && row == rows / 2 && column == columns / 2)
                    }
                }
            }
        }
    }

    private func cell(grown: Bool) -> some View {
        let height: CGFloat = grown ? 11 : 10
        return Rectangle().frame(maxWidth: .infinity, minHeight: height, maxHeight: height)
    }
}
