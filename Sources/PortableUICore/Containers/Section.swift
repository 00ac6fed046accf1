import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// In a `List` (and a lazy stack) a section's header, rows and footer are rows of the list,
/// which groups them (see `ListPlan` and `_LazyListLayout`). Elsewhere its header, content
/// and footer are simply its views, in that order, as in a `Group`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) where Parent == EmptyView {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }

    /// Creates a section with a text header from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with a text header from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileChild(TupleView((view.header, view.content, view.footer)), node, inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendSection(header: view.header, content: view.content, footer: view.footer)
    }
}

extension Section: LazySectionContent {}
