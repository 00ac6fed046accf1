import Foundation
import PortableUI

extension Snapshotting where Value: View, Format == String {
    /// The layout tree of the view at its ideal size: every placed view's type, proposal, size
    /// and frame, one a line. Reviewers read a layout change in the diff.
    public static var layoutTree: Snapshotting { .layoutTree(layout: .sizeThatFits) }

    /// The layout tree of the view laid out as `layout` says.
    public static func layoutTree(layout: SnapshotLayout) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            layout.tester(for: view, appearance: .light, scale: nil).layoutDescription + "\n"
        }
    }

    /// The accessibility tree of the view at its ideal size: each element's role, label,
    /// value, traits, actions and frame, one a line.
    public static var accessibilityTree: Snapshotting { .accessibilityTree(layout: .sizeThatFits) }

    /// The accessibility tree of the view laid out as `layout` says.
    public static func accessibilityTree(layout: SnapshotLayout) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            layout.tester(for: view, appearance: .light, scale: nil).accessibilityDescription + "\n"
        }
    }
}

extension Snapshotting where Value: SnapshotHost, Format == String {
    /// The layout tree of the tester's content in its current state.
    public static var layoutTree: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0.layoutDescription + "\n" }
    }

    /// The accessibility tree of the tester's content in its current state.
    public static var accessibilityTree: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0.accessibilityDescription + "\n" }
    }
}

extension Diffing where Value == String {
    /// Text compared line by line; a mismatch shows the changed lines, `-` for the reference's
    /// and `+` for the actual ones, with two lines of context.
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(data: $0, encoding: .utf8) }) { reference, actual in
            guard reference != actual else { return nil }
            return Difference(message: "the text differs:\n" + LineDiff(reference: reference, actual: actual).text)
        }
    }
}
