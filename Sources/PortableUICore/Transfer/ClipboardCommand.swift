import Foundation

/// What one of `copyable`, `cuttable` or `pasteDestination` does with the clipboard when its
/// command reaches the focused view.
enum ClipboardCommand {
    /// Copy: the items to put on the clipboard.
    case copy(@MainActor () -> [TransferItem])
    /// Cut: removes the items and returns them for the clipboard.
    case cut(@MainActor () -> [TransferItem])
    /// Paste: takes the clipboard's items; returns whether any was of its type.
    case paste(@MainActor ([TransferItem]) -> Bool)

    /// Which of the three commands it answers.
    var kind: ClipboardCommandKind {
        switch self {
        case .copy: .copy
        case .cut: .cut
        case .paste: .paste
        }
    }

    /// Runs the command with `clipboard`; returns whether it did anything.
    @MainActor func run(with clipboard: Clipboard) -> Bool {
        switch self {
        case .copy(let items), .cut(let items):
            let taken = items()
            guard !taken.isEmpty else { return false }
            clipboard.write(items: taken)
            return true
        case .paste(let receive):
            return receive(clipboard.items)
        }
    }

    /// A paste that hands `action` the items that are `T`s and that `validator` keeps
    /// (none: the action does not run). Items that must be converted arrive in a main-actor
    /// task once loaded, as drops do.
    @MainActor
    static func paste<T: Transferable>(
        _ type: T.Type, action: @escaping ([T]) -> Void, validator: @escaping ([T]) -> [T]
    ) -> ClipboardCommand {
        .paste { items in
            let fitting = items.filter { $0.conforms(to: T.self) }
            guard !fitting.isEmpty else { return false }
            let values = fitting.compactMap { $0.value as? T }
            if values.count == fitting.count {
                deliver(values, to: action, validator: validator)
                return true
            }
            Task { @MainActor in
                var loaded: [T] = []
                for item in fitting {
                    if let value = await item.load(T.self) { loaded.append(value) }
                }
                deliver(loaded, to: action, validator: validator)
            }
            return true
        }
    }

    private static func deliver<T>(_ values: [T], to action: ([T]) -> Void, validator: ([T]) -> [T]) {
        let valid = validator(values)
        if !valid.isEmpty { action(valid) }
    }
}

/// The Copy, Cut and Paste commands, by the key that sends them (with Command, or Control
/// on Linux).
enum ClipboardCommandKind: Equatable {
    case copy, cut, paste

    init?(key: KeyEquivalent) {
        switch key {
        case "c": self = .copy
        case "x": self = .cut
        case "v": self = .paste
        default: return nil
        }
    }

    /// The Edit menu's command of the same name.
    var editCommand: _EditCommand {
        switch self {
        case .copy: .copy
        case .cut: .cut
        case .paste: .paste
        }
    }
}

/// The modifier behind `copyable(_:)`, `cuttable(for:action:)` and
/// `pasteDestination(for:action:validator:)`.
public struct _ClipboardCommandModifier: ViewModifier {
    public typealias Body = Never
    let command: ClipboardCommand

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.clipboardCommands[owner] = modifier.command }
        return inputNode
    }
}

extension View {
    /// Specifies a list of items to copy in response to the system's Copy command.
    ///
    /// While focus is on this view (or within it), Edit > Copy and Ctrl+C (Command-C) put the
    /// items on the clipboard: in this process as they are; for other applications, the
    /// items that are text, one a line.
    public func copyable<T: Transferable>(_ payload: @autoclosure @escaping () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(command: .copy { payload().map { TransferItem($0) } }))
    }

    /// Specifies an action that moves items to the Clipboard in response to the system's Cut
    /// command: the action deletes the selected items and returns them.
    public func cuttable<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping () -> [T]) -> some View {
        modifier(_ClipboardCommandModifier(command: .cut { action().map { TransferItem($0) } }))
    }

    /// Specifies an action that adds validated items to a view in response to the system's
    /// Paste command.
    ///
    /// The clipboard's items that can be had as `T` pass through `validator`; the action
    /// runs with those it returns, unless none.
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
        validator: @escaping ([T]) -> [T] = { $0 }
    ) -> some View {
        modifier(_ClipboardCommandModifier(command: .paste(payloadType, action: action, validator: validator)))
    }
}
