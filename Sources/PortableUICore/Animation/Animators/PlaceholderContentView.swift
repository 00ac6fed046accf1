import Foundation

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// You don't use this type directly. Instead SwiftUI creates this type on your behalf: the
/// content closures of ``View/phaseAnimator(_:content:animation:)`` and
/// ``View/keyframeAnimator(initialValue:repeating:content:keyframes:)`` receive the view they
/// modify as one.
public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    init<V: View>(_ content: V) {
        self.content = AnyView(content)
    }

    public var body: some View { content }
}
