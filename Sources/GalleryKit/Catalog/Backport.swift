import SwiftUI

/// Wraps a view to offer modifiers whose implementation depends on the OS version (article 4):
/// `if #available` inside a `@ViewBuilder` picks the native modifier or a fallback. On Linux
/// every `#available(iOS …, *)` check is true, so the native branch runs.
struct Backport<Content> {
    let content: Content

    init(_ content: Content) {
        self.content = content
    }
}

extension View {
    /// The view, wrapped to offer backported modifiers.
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content == Image {
    /// Tints an image: `tint` from iOS 16, a template image in the foreground color before.
    @MainActor @ViewBuilder func tint(_ color: Color) -> some View {
        if #available(iOS 16.0, *) {
            content.tint(color).foregroundStyle(color)
        } else {
            content.renderingMode(.template).foregroundColor(color)
        }
    }
}

extension Backport where Content: View {
    /// Runs `action` when the view appears: `task` from iOS 15, a global queue before.
    @MainActor @ViewBuilder func doAsyncTask(_ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        if #available(iOS 15.0, *) {
            content.task { await action() }
        } else {
            content.onAppear { Task { await action() } }
        }
    }

    /// Monospaced digits: native from iOS 15; before, a monospaced system font when `force` is set.
    @MainActor @ViewBuilder func monospacedDigit(force: Bool = false) -> some View {
        if #available(iOS 15.0, *) {
            content.monospacedDigit()
        } else if force {
            content.font(.system(size: 17, weight: .regular, design: .monospaced))
        } else {
            content
        }
    }

    /// A background in a shape: native from iOS 15; before, a background clipped to the shape.
    @MainActor @ViewBuilder func background<S: Shape>(_ color: Color, in shape: S) -> some View {
        if #available(iOS 15.0, *) {
            content.background(color, in: shape)
        } else {
            content.background(color).clipShape(shape)
        }
    }
}

#Preview("Backported modifiers", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        Image(systemName: "heart.fill").backport.tint(.pink)
        Text("$12.50").backport.monospacedDigit(force: true)
        Text("In a capsule").padding(8).backport.background(.yellow, in: Capsule())
    }
    .padding()
}
