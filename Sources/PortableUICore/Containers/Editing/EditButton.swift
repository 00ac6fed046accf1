import Foundation

/// A button that toggles the edit mode environment value.
///
/// Its title is "Edit" while the edit mode is inactive and "Done" (semibold) while it is
/// active; the change is animated, as SwiftUI's. Without an edit mode in the environment it
/// shows "Edit" and does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            guard let editMode else { return }
            withAnimation(.default) { editMode.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
    }
}
