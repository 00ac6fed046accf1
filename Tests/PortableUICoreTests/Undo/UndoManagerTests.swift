import Foundation
import Testing
@testable import PortableUICore

/// A value an undo manager edits.
private final class Counter {
    var value = 0
    /// Sets the value, registering the way back (as Foundation's documentation shows).
    func set(_ newValue: Int, with manager: UndoManager) {
        let old = value
        manager.registerUndo(withTarget: self) { $0.set(old, with: manager) }
        value = newValue
    }
}

/// PortableUI's `UndoManager` (Foundation on Linux has none), with the rules of Foundation's
/// documentation, and text fields registering their edits.
@MainActor
struct UndoManagerTests {
    @Test func undoAndRedoWalkTheStacks() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter()
        #expect(!manager.canUndo && !manager.canRedo)
        for value in [1, 2, 3] {
            manager.beginUndoGrouping()
            counter.set(value, with: manager)
            manager.endUndoGrouping()
        }
        // (value after each step, canUndo, canRedo)
        let steps: [(action: (UndoManager) -> Void, value: Int, canUndo: Bool, canRedo: Bool)] = [
            ({ $0.undo() }, 2, true, true),
            ({ $0.undo() }, 1, true, true),
            ({ $0.redo() }, 2, true, true),
            ({ $0.undo() }, 1, true, true),
            ({ $0.undo() }, 0, false, true),
            ({ $0.undo() }, 0, false, true),
            ({ $0.redo() }, 1, true, true),
        ]
        for step in steps {
            step.action(manager)
            #expect(counter.value == step.value)
            #expect(manager.canUndo == step.canUndo && manager.canRedo == step.canRedo)
        }
        // A new registration clears what could be redone.
        manager.beginUndoGrouping()
        counter.set(9, with: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo)
    }

    @Test func aGroupUndoesTogetherNewestFirst() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        counter.set(1, with: manager)
        manager.beginUndoGrouping()
        counter.set(2, with: manager)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.endUndoGrouping()
        manager.endUndoGrouping()  // unbalanced: ignored
        #expect(manager.groupingLevel == 0)
        manager.setActionName("Paint")
        #expect(manager.undoMenuItemTitle == "Undo Paint")
        manager.undo()
        // Newest first: 2 → 1, then 1 → 0 (oldest first would end at 1).
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        #expect(manager.redoActionName == "Paint" && manager.redoMenuItemTitle == "Redo Paint")
        #expect(manager.undoMenuItemTitle == "Undo")
        manager.redo()
        #expect(counter.value == 2 && manager.undoActionName == "Paint")
    }

    @Test func eventsGroupRegistrationsAndLevelsDropTheOldest() {
        let manager = UndoManager()
        let counter = Counter()
        counter.set(1, with: manager)
        counter.set(2, with: manager)
        manager.endEventGroup()
        counter.set(3, with: manager)
        manager.endEventGroup()
        manager.undo()
        #expect(counter.value == 2)
        // The first event's two registrations undo together (newest first: 2 → 1 → 0).
        manager.undo()
        #expect(counter.value == 0)
        manager.redo()
        manager.redo()
        #expect(counter.value == 3)
        manager.levelsOfUndo = 1
        manager.undo()
        manager.undo()
        #expect(counter.value == 2, "only one level is kept")
    }

    @Test func disabledRegistrationAndRemovedTargetsRecordNothing() {
        let manager = UndoManager()
        let kept = Counter()
        let removed = Counter()
        manager.disableUndoRegistration()
        kept.set(5, with: manager)
        #expect(!manager.isUndoRegistrationEnabled && !manager.canUndo)
        manager.enableUndoRegistration()
        manager.enableUndoRegistration()  // more enables than disables: still enabled
        kept.set(6, with: manager)
        removed.set(7, with: manager)
        manager.removeAllActions(withTarget: removed)
        manager.undo()
        #expect(kept.value == 5 && removed.value == 7)
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }

    @Test func textFieldsRegisterTypingAndKeysUndoIt() {
        var text = ""
        let binding = Binding(get: { text }, set: { text = $0 })
        let host = ViewHost(TextField("Name", text: binding).accessibilityIdentifier("field"), size: CGSize(width: 200, height: 100))
        host.tap(on: "field")
        host.type("abc")
        host.pressKey(.leftArrow)
        host.type("X")
        #expect(text == "abXc")
        let table: [(key: KeyEquivalent, modifiers: EventModifiers, shown: String)] = [
            // Typing in a row undoes at once; moving the caret began a new run.
            ("z", .command, "abc"),
            ("z", .control, ""),
            ("z", [.command, .shift], "abc"),
            ("z", [.control, .shift], "abXc"),
        ]
        for row in table {
            #expect(host.pressKey(row.key, modifiers: row.modifiers))
            #expect(text == row.shown)
        }
        // Nothing left to redo: the keys are not handled.
        #expect(!host.pressKey("z", modifiers: [.command, .shift]))
    }
}
