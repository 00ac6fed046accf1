import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// In a `List` (and a lazy stack) a section's header, rows and footer are rows of the list,
/// which groups them (see `ListPlan` and `_LazyListLayout`). Elsewhere its header, content
/// and footer are simply its views, in that order, as in a `Group`. In an open menu it is
/// a group of items under its header, between separators (see `_MenuSection`).
///
/// A section made with `isExpanded:` shows a chevron after its header that toggles the
/// binding; while it is false the section's content is not shown.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    var isExpanded: Binding<Bool>?

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

    /// Creates a section with a header and the provided section content, whose expansion
    /// `isExpanded` controls.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
    where Footer == EmptyView {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded
    }

    /// Creates a section with a text header from a localized string key, whose expansion
    /// `isExpanded` controls.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where Parent == Text, Footer == EmptyView {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// Creates a section with a text header from a string, whose expansion `isExpanded`
    /// controls.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where Parent == Text, Footer == EmptyView {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }

    /// The content, unless the section is collapsed.
    private var shownContent: Content? { isExpanded?.wrappedValue == false ? nil : content }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        // In an open menu a section is a group of items under a title (Presentation/MenuSection).
        if inputs.environment.menuContext != nil {
            return reconcileChild(_MenuSection(header: view.header, content: view.shownContent), node, inputs)
        }
        // In a columns form a section is set apart, its header in the label column (Forms/).
        if inputs.environment.formContext == .columns {
            return reconcileChild(
                _ColumnsFormSection(header: view.header, content: view.shownContent, footer: view.footer), node, inputs)
        }
        guard let isExpanded = view.isExpanded else {
            return reconcileChild(TupleView((view.header, view.content, view.footer)), node, inputs)
        }
        return reconcileChild(
            TupleView((_SectionHeader(header: view.header, isExpanded: isExpanded), view.shownContent, view.footer)), node, inputs)
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        guard let isExpanded = view.isExpanded else {
            return rows.appendSection(header: view.header, content: view.content, footer: view.footer)
        }
        rows.appendSection(
            header: _SectionHeader(header: view.header, isExpanded: isExpanded), content: view.shownContent, footer: view.footer)
    }
}

extension Section: LazySectionContent {}

/// The header of an expandable section: the header, then a chevron that toggles the
/// expansion (pointing down while expanded).
struct _SectionHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>

    var body: some View {
        HStack {
            header
            Spacer(minLength: 0)
            Button {
                withAnimation(.default) { isExpanded.wrappedValue.toggle() }
            } label: {
                Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
            }
            .buttonStyle(.plain)
            .accessibilityIdentifier("SectionDisclosure")
        }
    }
}
