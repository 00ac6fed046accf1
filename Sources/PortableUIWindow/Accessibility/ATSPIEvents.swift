import Foundation
import PortableUICore

/// The AT-SPI events that tell assistive technologies how the tree changed between two
/// snapshots, position by position (``ATSPITree``):
///
/// 1. children added or removed at the end of an element's children (`ChildrenChanged`);
/// 2. at a position present in both, a new name, value, role or checked state
///    (`PropertyChange`, `StateChanged`), a text field's text (`TextChanged`: the changed
///    middle deleted and inserted) and caret (`TextCaretMoved`);
/// 3. keyboard focus leaving one element and reaching another (`StateChanged` `focused`,
///    then `Focus`), last, so that Orca reads the focused element as it is now.
///
/// A window opening or closing is a child added to or removed from the application
/// (`ChildrenChanged`) and the window's `Create` or `Destroy`; a window gaining or losing
/// the keyboard is its `Activate` or `Deactivate` and `active` state.
struct ATSPIEvents {
    /// One signal: its object path, interface (`org.a11y.atspi.Event.…`), member and
    /// arguments.
    struct Signal: Equatable {
        let path: String
        let interface: String
        let member: String
        let detail: String
        let detail1: Int32
        let detail2: Int32
        let value: DBusValue

        /// The signal's arguments (`siiva{sv}`).
        var arguments: [DBusValue] {
            [.string(detail), .int32(detail1), .int32(detail2), .variant(value), .emptyProperties]
        }
    }

    static let object = "org.a11y.atspi.Event.Object"
    static let focus = "org.a11y.atspi.Event.Focus"
    static let window = "org.a11y.atspi.Event.Window"

    /// The signals from `old` to `new`.
    static func signals(from old: ATSPITree, to new: ATSPITree) -> [Signal] {
        var signals: [Signal] = []
        // Steps 1 and 2
        compare(old.window, new.window, at: [], in: new, into: &signals)
        // Step 3
        let (before, after) = (old.focusedIndexPath, new.focusedIndexPath)
        if before != after {
            if let before, new.element(at: before) != nil { signals.append(state(new, before, "focused", false)) }
            if let after {
                signals.append(state(new, after, "focused", true))
                signals.append(Signal(path: new.path(after), interface: focus, member: "Focus", detail: "", detail1: 0, detail2: 0, value: .int32(0)))
            }
        }
        return signals
    }

    /// A window activated or deactivated (`Activate`/`Deactivate`), with its `active` state.
    static func windowActivation(_ isActive: Bool, of tree: ATSPITree) -> [Signal] {
        [windowEvent(tree, isActive ? "Activate" : "Deactivate"), state(tree, [], "active", isActive)]
    }

    /// A window opened as the application's child at `index`.
    static func windowOpened(_ tree: ATSPITree, at index: Int) -> [Signal] {
        [applicationChildrenChanged("add", index, tree), windowEvent(tree, "Create")]
    }

    /// The application's child at `index`, a window, closed.
    static func windowClosed(_ tree: ATSPITree, at index: Int) -> [Signal] {
        [windowEvent(tree, "Destroy"), applicationChildrenChanged("remove", index, tree)]
    }

    private static func windowEvent(_ tree: ATSPITree, _ member: String) -> Signal {
        Signal(
            path: tree.path([]), interface: window, member: member, detail: "", detail1: 0, detail2: 0,
            value: .string(tree.title))
    }

    private static func applicationChildrenChanged(_ kind: String, _ index: Int, _ tree: ATSPITree) -> Signal {
        Signal(
            path: ATSPITree.applicationPath, interface: object, member: "ChildrenChanged", detail: kind,
            detail1: Int32(index), detail2: 0, value: tree.reference([]))
    }

    private static func state(_ tree: ATSPITree, _ indexPath: [Int], _ name: String, _ on: Bool) -> Signal {
        Signal(
            path: tree.path(indexPath), interface: object, member: "StateChanged", detail: name, detail1: on ? 1 : 0,
            detail2: 0, value: .int32(0))
    }

    private static func property(_ tree: ATSPITree, _ indexPath: [Int], _ name: String, _ value: DBusValue) -> Signal {
        Signal(
            path: tree.path(indexPath), interface: object, member: "PropertyChange", detail: name, detail1: 0,
            detail2: 0, value: value)
    }

    private static func compare(
        _ old: AccessibilityNode, _ new: AccessibilityNode, at indexPath: [Int], in tree: ATSPITree, into signals: inout [Signal]
    ) {
        let path = tree.path(indexPath)
        if old.role != new.role {
            signals.append(property(tree, indexPath, "accessible-role", .uint32(ATSPIVocabulary.role(new.role).number)))
        }
        if old.label != new.label, !indexPath.isEmpty { signals.append(property(tree, indexPath, "accessible-name", .string(new.label))) }
        if old.hint != new.hint { signals.append(property(tree, indexPath, "accessible-description", .string(new.hint ?? ""))) }
        if old.value != new.value {
            if ATSPIVocabulary.isEditableText(new) {
                signals.append(contentsOf: textChanges(from: old.value ?? "", to: new.value ?? "", path: path))
            } else {
                signals.append(property(tree, indexPath, "accessible-value", .string(new.value ?? "")))
            }
        }
        let (wasChecked, isChecked) = (ATSPIVocabulary.states(of: old).contains(.checked), ATSPIVocabulary.states(of: new).contains(.checked))
        if wasChecked != isChecked { signals.append(state(tree, indexPath, "checked", isChecked)) }
        if let caret = new.caretOffset, caret != old.caretOffset {
            signals.append(Signal(path: path, interface: object, member: "TextCaretMoved", detail: "", detail1: Int32(caret), detail2: 0, value: .int32(0)))
        }
        let shared = Swift.min(old.children.count, new.children.count)
        for index in 0..<shared {
            compare(old.children[index], new.children[index], at: indexPath + [index], in: tree, into: &signals)
        }
        for index in (shared..<old.children.count).reversed() {
            signals.append(childrenChanged(tree, indexPath, "remove", index))
        }
        for index in shared..<new.children.count {
            signals.append(childrenChanged(tree, indexPath, "add", index))
        }
    }

    private static func childrenChanged(_ tree: ATSPITree, _ indexPath: [Int], _ kind: String, _ index: Int) -> Signal {
        Signal(
            path: tree.path(indexPath), interface: object, member: "ChildrenChanged", detail: kind,
            detail1: Int32(index), detail2: 0, value: tree.reference(indexPath + [index]))
    }

    /// The text between the common prefix and suffix of `old` and `new`, deleted then inserted.
    static func textChanges(from old: String, to new: String, path: String) -> [Signal] {
        let (a, b) = (Array(old), Array(new))
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let deleted = String(a[prefix..<(a.count - suffix)])
        let inserted = String(b[prefix..<(b.count - suffix)])
        var signals: [Signal] = []
        for (kind, text) in [("delete", deleted), ("insert", inserted)] where !text.isEmpty {
            signals.append(
                Signal(
                    path: path, interface: object, member: "TextChanged", detail: kind, detail1: Int32(prefix),
                    detail2: Int32(text.count), value: .string(text)))
        }
        return signals
    }
}
