import Foundation

/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users.
///
/// ```swift
/// if results.isEmpty {
///     ContentUnavailableView.search(text: query)
/// }
/// ```
///
/// The view takes all the space it is offered and centres, in a column: the label (its icon
/// large and secondary above its title, bold at the `title2` size), the description
/// (secondary, centred) and the actions. [UNVERIFIED: the icon's 48-point size and the 8-
/// and 16-point gaps are read from screenshots, not measured.]
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.sectionGap) {
            VStack(spacing: ContentUnavailableMetrics.textGap) {
                label.labelStyle(ContentUnavailableLabelStyle())
                description
                    .font(.body)
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == PortableUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface with a title from a localized string key, an image from the app's
    /// resources and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { PortableUICore.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// Creates an interface with a title from a localized string key, a system image and an
    /// optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PortableUICore.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// Creates an interface with a title string, an image from the app's resources and an
    /// optional description.
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { PortableUICore.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// Creates an interface with a title string, a system image and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PortableUICore.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// Creates a `ContentUnavailableView` instance that conveys a search state.
    ///
    /// ```swift
    /// ContentUnavailableView.search
    /// ```
    public static var search: Self { search(query: nil) }

    /// Creates a `ContentUnavailableView` instance that conveys a search state, naming the
    /// text searched for.
    public static func search(text: String) -> Self { search(query: text) }

    private static func search(query: String?) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(query: query) },
            description: { SearchUnavailableContent.Description(query: query) },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The views of the search state of ``ContentUnavailableView``.
public struct SearchUnavailableContent {
    /// The label of the search state: a magnifying glass and "No Results" (with the query).
    public struct Label: View {
        let query: String?

        public var body: some View {
            PortableUICore.Label(
                title: { Text(query.map { "No Results for “\($0)”" } ?? "No Results") },
                icon: { Image(systemName: "magnifyingglass") })
        }
    }

    /// The description of the search state.
    public struct Description: View {
        let query: String?

        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// The actions of the search state: none.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// The label style of a content-unavailable view: a large secondary icon above a bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.textGap) {
            configuration.icon
                .font(.system(size: ContentUnavailableMetrics.iconSize))
                .foregroundStyle(Color.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

/// The metrics of a content-unavailable view [UNVERIFIED: read from screenshots].
enum ContentUnavailableMetrics {
    static let iconSize: CGFloat = 48
    static let textGap: CGFloat = 8
    static let sectionGap: CGFloat = 16
    static let padding: CGFloat = 16
}
