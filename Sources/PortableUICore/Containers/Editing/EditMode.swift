import Foundation
import Observation

/// A mode that indicates whether the user can edit a view's content.
///
/// A host gives every view hierarchy an edit mode (`@Environment(\.editMode)`), shared by
/// the scene's views as SwiftUI's hosting does on iOS: an ``EditButton`` toggles it, and a
/// list in an editing mode shows delete controls before its deletable rows and reorder
/// handles after its movable ones.
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode (a row showing its swipe actions).
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited (`active` or `transient`).
    public var isEditing: Bool { self != .inactive }
}

/// The edit mode of a scene, observed by the bodies that read it.
@Observable
final class EditModeStorage: @unchecked Sendable {
    var mode: EditMode = .inactive

    /// A binding to the mode.
    var binding: Binding<EditMode> {
        Binding(location: self, get: { self.mode }, set: { self.mode = $0 })
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with
    /// this environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
