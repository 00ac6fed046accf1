import Foundation
import Observation

/// Holds a host's clipboard, shared by its input system (text fields' and the clipboard
/// commands' copy and paste) and by the views that read it (`PasteButton`, the Edit menu):
/// replacing the host's clipboard replaces it for both.
@MainActor
final class ClipboardSlot: Observable {
    var clipboard = Clipboard.inMemory()
    /// The host's input system, through which the Edit menu's commands reach the focused view.
    weak var input: InputSystem?
    private let registrar = ObservationRegistrar()
    private var enabled: Set<_EditCommand> = []

    /// The Edit menu's commands that have something to act on, as the input system found
    /// them after the last input event; observed, so the Edit menu's items follow it.
    var enabledEditCommands: Set<_EditCommand> {
        get {
            registrar.access(self, keyPath: \.enabledEditCommands)
            return enabled
        }
        set {
            guard newValue != enabled else { return }
            registrar.withMutation(of: self, keyPath: \.enabledEditCommands) { enabled = newValue }
        }
    }
}

/// The Edit menu's Cut, Copy, Paste and Select All.
@_spi(Hosting) public enum _EditCommand: Sendable, Hashable {
    case cut, copy, paste, selectAll
}

private struct ClipboardSlotKey: EnvironmentKey {
    static var defaultValue: ClipboardSlot? { nil }
}

extension EnvironmentValues {
    /// The host's clipboard slot (each host makes one).
    var clipboardSlot: ClipboardSlot? {
        get { self[ClipboardSlotKey.self] }
        set { self[ClipboardSlotKey.self] = newValue }
    }

    /// Runs an Edit menu command on the view focused before the menu opened: a text field's
    /// own editing, else its (or its ancestors') `copyable`, `cuttable` or
    /// `pasteDestination`. Returns whether anything took it.
    @_spi(Hosting) @MainActor public func _performEditCommand(_ command: _EditCommand) -> Bool {
        clipboardSlot?.input?.performEditCommand(command) ?? false
    }

    /// Whether an Edit menu command has something to act on (see
    /// `InputSystem.enabledEditCommands()`); a view reading it is updated when that changes.
    @_spi(Hosting) @MainActor public func _canPerformEditCommand(_ command: _EditCommand) -> Bool {
        clipboardSlot?.enabledEditCommands.contains(command) ?? false
    }
}
