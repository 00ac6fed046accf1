import Foundation
import Observation

extension View {
    /// Sets the presentation background of the enclosing sheet (or cover, or popover) to a
    /// custom view, drawn behind the whole panel and clipped to its shape, in place of the
    /// system's background.
    ///
    /// ```swift
    /// ProductDetails()
    ///     .presentationBackground {
    ///         LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: The alignment that the modifier uses to position the implicit
    ///     `ZStack` that groups the background views. The default is `center`.
    ///   - content: The view to use as the background of the presentation.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_PresentationBackgroundContentModifier(alignment: alignment, background: content()))
    }
}

/// The view of `presentationBackground(alignment:content:)`, kept by the modifier's node and
/// read by the presentation's chrome: when the view changes, only the background is
/// evaluated again, not the presentation.
@MainActor @Observable
final class PresentationBackgroundContent: Equatable {
    var view = AnyView(EmptyView())
    var alignment = Alignment.center

    nonisolated static func == (lhs: PresentationBackgroundContent, rhs: PresentationBackgroundContent) -> Bool {
        lhs === rhs
    }
}

/// The modifier behind `presentationBackground(alignment:content:)`: it hands its view to the
/// presentation whose content it modifies (no effect outside a presentation).
struct _PresentationBackgroundContentModifier<Background: View>: ViewModifier {
    typealias Body = Never
    let alignment: Alignment
    let background: Background

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let backgroundNode = node as? PresentationBackgroundNode ?? PresentationBackgroundNode()
        backgroundNode.content = reconcileChild(content, backgroundNode.content, inputs)
        guard let entry = inputs.environment.presentation.entry else { return backgroundNode }
        backgroundNode.update(modifier.background, alignment: modifier.alignment)
        if entry.options.backgroundContent !== backgroundNode.background {
            entry.options.backgroundContent = backgroundNode.background
        }
        return backgroundNode
    }
}

/// The node of a `presentationBackground(alignment:content:)` modifier: its content, and the
/// background it gives its presentation.
final class PresentationBackgroundNode: PassThroughNode {
    @MainActor let background = PresentationBackgroundContent()
    /// The background view last given, to tell whether a new one differs.
    private var last: Any?

    /// Gives the presentation a new background view only when it differs from the last one
    /// (compared as the graph compares views), so that an unchanged one costs nothing.
    @MainActor
    func update<V: View>(_ view: V, alignment: Alignment) {
        if alignment != background.alignment { background.alignment = alignment }
        if let old = last as? V, ViewTypeInfo.of(V.self).isUnchanged(view, comparedTo: old) { return }
        last = view
        background.view = AnyView(view)
    }
}

/// The background view of a presentation, filling its panel, aligned as its modifier asks.
struct _PresentationBackgroundView: View {
    let content: PresentationBackgroundContent

    var body: some View {
        Color.clear.overlay(alignment: content.alignment) { content.view }
    }
}
