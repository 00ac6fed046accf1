import Foundation

/// The placement of a search field in a view hierarchy. PortableUI shows every search field
/// at the top of the searchable view, below its navigation bar (see docs/differences.md).
public struct SearchFieldPlacement: Sendable, Hashable {
    private let kind: Int

    /// The way the navigation bar drawer shows the search field.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        private let kind: Int
        /// Display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(kind: 0)
        /// Enable hiding the search field in response to scroll activity.
        public static let automatic = NavigationBarDrawerDisplayMode(kind: 1)
    }

    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// The search field appears in the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 1)
    /// The search field appears in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(kind: 2)
    /// The search field appears in the navigation bar, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
    /// The search field appears in the principal section of the toolbar.
    public static let toolbarPrincipal = SearchFieldPlacement(kind: 4)

    /// The search field appears in the navigation bar, with the given display mode.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

/// An action that ends the current search interaction: clears the text, takes the focus
/// from the field and sets `isPresented` (when bound) to false.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Dismisses the current search operation, if any.
    @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction(action: {})
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching: the search field of the
    /// enclosing searchable view has the focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, prompt: Text(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field,
    /// with a prompt from a localized string key.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt)))
    }

    /// Marks this view as searchable with programmatic presentation of the search field,
    /// with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, prompt: Text(prompt)))
    }
}

/// The modifier behind `searchable`: a search field above the content, whose state the
/// content reads through `isSearching` and `dismissSearch`.
///
/// The field is a rounded gray capsule with a magnifying glass and the prompt ("Search" by
/// default) [UNVERIFIED: 36 points tall, 10-point corner radius, 16-point margins]. Ctrl+F
/// (⌘F) gives it the focus; Return runs the `onSubmit(of: .search)` actions; Escape
/// dismisses the search.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?

    public func body(content: Content) -> some View {
        SearchableContainer(content: content, text: text, isPresented: isPresented, prompt: prompt ?? Text("Search"))
    }
}

private struct SearchableContainer<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text
    @FocusState private var isFocused: Bool
    @Environment(\.onSearchSubmitAction) private var submit

    var body: some View {
        let searching = isFocused || !text.wrappedValue.isEmpty || isPresented?.wrappedValue == true
        content
            .environment(\.isSearching, searching)
            .environment(\.dismissSearch, DismissSearchAction(action: dismiss))
            .safeAreaInset(edge: .top, spacing: 0) { field }
    }

    private func dismiss() {
        text.wrappedValue = ""
        isFocused = false
        isPresented?.wrappedValue = false
    }

    private var field: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            TextField(text: text) { prompt }
                .focused($isFocused)
                .onSubmit { submit?() }
                .accessibilityIdentifier("search-field")
            if !text.wrappedValue.isEmpty {
                Button {
                    text.wrappedValue = ""
                } label: {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(Color.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("search-clear")
            }
        }
        .padding(.horizontal, 8)
        .frame(height: SearchFieldMetrics.height)
        .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius).fill(SearchFieldMetrics.fill))
        .padding(.horizontal, SearchFieldMetrics.margin)
        .padding(.vertical, 8)
        .background(
            Button("") { isFocused = true }
                .keyboardShortcut("f", modifiers: .command)
                .opacity(0)
        )
        .onKeyPress(.escape) {
            dismiss()
            return .handled
        }
        .onChange(of: isFocused) { _, focused in
            if focused { isPresented?.wrappedValue = true }
        }
    }
}

/// The search field's metrics [UNVERIFIED: read from iOS screenshots].
enum SearchFieldMetrics {
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let margin: CGFloat = 16
    /// `tertiarySystemFill`, light appearance.
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
}

private struct OnSearchSubmitKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// The actions `onSubmit(of: .search)` added, run when Return is pressed in a search field.
    var onSearchSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSearchSubmitKey.self] }
        set { self[OnSearchSubmitKey.self] = newValue }
    }
}
