import Foundation

/// A control for navigating to a URL: a button that opens its destination through the
/// environment's ``OpenURLAction`` (`openURL`).
///
/// The title-string initializer (`Link("Docs", destination:)`) arrives with `Text`.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL
        let destination = destination
        return Button(action: { openURL(destination) }) { label }
            .accessibilityControl(.link)
    }
}
