import Foundation
import Observation

/// A general-purpose recorder of operations that enables undo and redo (Foundation's;
/// Foundation on Linux lacks it, so PortableUI provides it).
///
/// Rules (as Foundation documents them):
/// 1. Registrations made while neither undoing nor redoing go on the undo stack and clear the
///    redo stack; those made while undoing go on the redo stack; those made while redoing go
///    on the undo stack.
/// 2. Registrations between ``beginUndoGrouping()`` and ``endUndoGrouping()`` form one group,
///    undone together (in reverse order); nested groups belong to the outermost one.
/// 3. With ``groupsByEvent`` (the default), registrations outside an explicit group are
///    grouped by event: the window host closes the group after each input event, as the run
///    loop does on Apple platforms. Undo and redo close an open event group first.
/// 4. ``levelsOfUndo`` greater than 0 keeps that many groups, dropping the oldest.
///
/// It is observable (PortableUI's addition): views that read ``canUndo`` or ``canRedo`` —
/// the Edit menu's Undo and Redo items — update when they change.
open class UndoManager: NSObject, Observable, @unchecked Sendable {
    private struct Action {
        let target: ObjectIdentifier
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The open group, and how deeply explicit groupings are nested in it (0: an event group).
    private var openGroup: Group?
    private var explicitDepth = 0
    private var disabledCount = 0
    private let registrar = ObservationRegistrar()

    /// Whether the receiver automatically creates undo groups around each pass of the run
    /// loop (each input event in PortableUI).
    open var groupsByEvent = true
    /// The maximum number of top-level undo groups the receiver holds; 0 (the default) is no limit.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether the receiver is in the process of performing its undo method.
    open private(set) var isUndoing = false
    /// Whether the receiver is in the process of performing its redo method.
    open private(set) var isRedoing = false

    /// Creates an empty undo manager.
    public override init() {}

    // MARK: Registering

    /// Records a closure that undoes an operation on `target`.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        // Targets are not retained, as Foundation's undo manager does not retain them.
        let action = Action(target: ObjectIdentifier(target)) { [weak target] in
            if let target { handler(target) }
        }
        registrationCount &+= 1
        changing {
            if !isUndoing && !isRedoing { redoStack = [] }
            if openGroup == nil { openGroup = Group() }
            openGroup?.actions.append(action)
        }
    }

    /// Sets the name of the action the open (or last) group undoes, shown in the Undo and
    /// Redo menu items' titles.
    open func setActionName(_ actionName: String) {
        changing {
            if openGroup != nil {
                openGroup?.name = actionName
            } else if isUndoing, !redoStack.isEmpty {
                redoStack[redoStack.count - 1].name = actionName
            } else if !undoStack.isEmpty {
                undoStack[undoStack.count - 1].name = actionName
            }
        }
    }

    // MARK: Grouping

    /// Marks the beginning of an undo group.
    open func beginUndoGrouping() {
        if openGroup == nil { openGroup = Group() }
        explicitDepth += 1
    }

    /// Marks the end of an undo group; unbalanced calls are ignored.
    open func endUndoGrouping() {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        if explicitDepth == 0 { closeGroup() }
    }

    /// The number of nested undo groups open (an event group counts as one).
    open var groupingLevel: Int { explicitDepth + (openGroup != nil && explicitDepth == 0 ? 1 : 0) }

    /// Closes the group of the event that just ended (called by the host after each event).
    func endEventGroup() {
        if explicitDepth == 0, openGroup != nil { closeGroup() }
    }

    // MARK: Undoing and redoing

    /// Whether the receiver has any actions to undo.
    open var canUndo: Bool {
        registrar.access(self, keyPath: \.canUndo)
        return !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true)
    }

    /// Whether the receiver has any actions to redo.
    open var canRedo: Bool {
        registrar.access(self, keyPath: \.canRedo)
        return !redoStack.isEmpty
    }

    /// Closes the top-level undo group if necessary and invokes undo on its actions.
    open func undo() {
        if explicitDepth == 0 { endEventGroup() }
        guard explicitDepth == 0, let group = undoStack.popLast() else { return }
        perform(group, undoing: true)
    }

    /// Performs the operations in the last group on the redo stack.
    open func redo() {
        guard explicitDepth == 0, let group = redoStack.popLast() else { return }
        perform(group, undoing: false)
    }

    /// Clears the undo and redo stacks.
    open func removeAllActions() {
        changing {
            undoStack = []
            redoStack = []
            openGroup = nil
            explicitDepth = 0
        }
    }

    /// Removes every action that acts on `target`.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        let id = ObjectIdentifier(object)
        func strip(_ groups: [Group]) -> [Group] {
            groups.compactMap { group in
                var kept = group
                kept.actions.removeAll { $0.target == id }
                return kept.actions.isEmpty ? nil : kept
            }
        }
        changing {
            undoStack = strip(undoStack)
            redoStack = strip(redoStack)
            openGroup?.actions.removeAll { $0.target == id }
        }
    }

    // MARK: Registration switch

    /// Disables the recording of undo operations (nestable).
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Enables the recording of undo operations.
    open func enableUndoRegistration() { disabledCount = Swift.max(disabledCount - 1, 0) }

    /// Whether the recording of undo operations is enabled.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Names

    /// The name of the action the next undo undoes.
    open var undoActionName: String { (openGroup?.actions.isEmpty == false ? openGroup : undoStack.last)?.name ?? "" }

    /// The name of the action the next redo redoes.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// The title of the Undo menu item: "Undo", followed by the action's name when it has one.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The title of the Redo menu item: "Redo", followed by the action's name when it has one.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" with an action's name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" with an action's name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Internals

    /// How many registrations there have been: a text field coalesces typing into one undo
    /// while nothing else registered since its last registration.
    private(set) var registrationCount = 0

    private func closeGroup() {
        guard let group = openGroup else { return }
        openGroup = nil
        guard !group.actions.isEmpty else { return }
        changing {
            if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
            trim()
        }
    }

    /// Runs `group`'s actions, newest first, collecting what they register as the opposite group.
    private func perform(_ group: Group, undoing: Bool) {
        changing {
            if undoing { isUndoing = true } else { isRedoing = true }
            openGroup = Group(name: group.name)
            for action in group.actions.reversed() { action.run() }
            let opposite = openGroup ?? Group()
            openGroup = nil
            if !opposite.actions.isEmpty {
                if undoing { redoStack.append(opposite) } else { undoStack.append(opposite) }
            }
            isUndoing = false
            isRedoing = false
        }
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }

    /// Applies a change to the stacks, telling observers of ``canUndo`` and ``canRedo``.
    private func changing(_ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \.canUndo) {
            registrar.withMutation(of: self, keyPath: \.canRedo) {
                change()
            }
        }
    }
}
