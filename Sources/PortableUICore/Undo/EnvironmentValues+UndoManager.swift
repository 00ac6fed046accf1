import Foundation

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The undo manager used to register a view's undo operations.
    ///
    /// Each window (each host) has its own, as each macOS window does; text fields register
    /// their edits with it, and Ctrl+Z / Ctrl+Shift+Z (the Edit menu's Undo and Redo) undo
    /// and redo.
    public var undoManager: UndoManager? {
        self[UndoManagerKey.self]
    }

    /// Sets the undo manager (hosts give each window one).
    mutating func setUndoManager(_ manager: UndoManager?) {
        self[UndoManagerKey.self] = manager
    }
}
