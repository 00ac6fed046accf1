import Foundation

/// A tap or click on a list's rows, with the modifier keys held at its release: a Shift-click
/// selects a range of rows, a Command- or Control-click adds or removes one.
///
/// `SpatialTapGesture`'s value has only a location (as in SwiftUI), so lists recognize
/// their clicks with this gesture instead.
struct ListClickGesture: Gesture {
    typealias Body = Never

    struct Value: Equatable {
        /// Where the click was, in the list's content.
        var location: CGPoint
        var modifiers: EventModifiers
    }

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        TapRecognizer(count: 1) { event in
            Value(location: context.convert(event.location, to: .local), modifiers: event.modifiers)
        }
    }
}
