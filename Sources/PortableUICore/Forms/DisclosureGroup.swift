import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// The automatic style shows the label with a chevron at the trailing edge, in the tint,
/// pointing toward the trailing edge when collapsed and down when expanded, as iOS does; on
/// a desktop, as macOS does, a disclosure triangle before the label, pointing right when
/// collapsed and down when expanded, and the content indented to the label. A tap on the
/// label row toggles the group, animated. Expanded, the content follows below the label,
/// 8 points after it [UNVERIFIED]. Without an `isExpanded` binding the group keeps
/// its own state, collapsed at first.
///
/// In a `List` (or a grouped `Form`) the group is not one row: its label with the chevron is
/// a row, and while it is expanded each view of its content is a row of its own, indented
/// one level (see `LazyRows+Disclosure.swift`); the list keeps the expansion of a group
/// without a binding.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.disclosureGroupStyle) private var style

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        return style.makeBody(
            DisclosureGroupStyleConfiguration(
                label: DisclosureGroupStyleConfiguration.Label(label),
                content: DisclosureGroupStyleConfiguration.Content(_DeferredContent(make: content)), isExpanded: expansion))
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        guard rows.disclosureExpansions != nil else { return rows.appendSingleRow(view) }
        rows.appendDisclosure(label: view.label, isExpanded: view.isExpanded, id: nil) { $0.appendRows(of: view.content()) }
    }
}

extension DisclosureGroup: LazySectionContent {}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided localized string key to create a text
    /// view for the label, and a binding to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// Creates a disclosure group, using a provided string to create a text view for the
    /// label, and a binding to the expansion state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// Content built only when it is shown (a collapsed disclosure group's content is not).
struct _DeferredContent<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
}

/// A type that specifies the appearance and interaction of disclosure groups within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View

    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public typealias Label = _StyleContent
    /// A type-erased content of a disclosure group.
    public typealias Content = _StyleContent

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// A disclosure group style that resolves its appearance automatically based on the current
/// context (see ``DisclosureGroup``).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The gap between the label row and the content.
    static let contentSpacing: CGFloat = 8
    /// The desktop's disclosure triangle's square [UNVERIFIED: the 13-point square of AppKit's
    /// regular-size disclosure button, as measured in macOS windows, not documented].
    static let desktopTriangleSize: CGFloat = 13
    /// The gap between the desktop's triangle and the label [UNVERIFIED].
    static let desktopLabelGap: CGFloat = 6
    /// How far a desktop group's content is indented: to the label's leading edge.
    static var desktopContentIndent: CGFloat { desktopTriangleSize + desktopLabelGap }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _DisclosureGroupBody(configuration: configuration)
    }
}

/// The automatic look of a disclosure group: the label row, then, while expanded, the content
/// (on a desktop indented to the label's leading edge, past the disclosure triangle).
struct _DisclosureGroupBody: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let expansion = configuration.$isExpanded
        let expanded = expansion.wrappedValue
        return VStack(alignment: .leading, spacing: AutomaticDisclosureGroupStyle.contentSpacing) {
            _DisclosureLabelRow(label: configuration.label, isExpanded: expansion)
            if expanded {
                configuration.content.padding(.leading, idiom == .desktop ? AutomaticDisclosureGroupStyle.desktopContentIndent : 0)
            }
        }
    }
}

/// A disclosure group's label row. On a phone or pad, as on iOS: the label, then the chevron
/// at the trailing edge in the tint, turned down while expanded. On a desktop, as on macOS:
/// the disclosure triangle before the label, pointing right, turned down while expanded, in
/// the secondary label color. A tap or Space toggles the expansion, animated.
struct _DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>
    @Environment(\.tintColor) private var tintColor
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let turned = isExpanded.wrappedValue
        return HStack(spacing: idiom == .desktop ? AutomaticDisclosureGroupStyle.desktopLabelGap : nil) {
            if idiom == .desktop {
                _DisclosureTriangle()
                    .fill(Color.secondary)
                    .frame(width: AutomaticDisclosureGroupStyle.desktopTriangleSize, height: AutomaticDisclosureGroupStyle.desktopTriangleSize)
                    .rotationEffect(.degrees(turned ? 90 : 0))
                label
                Spacer(minLength: 0)
            } else {
                label
                Spacer()
                _TrailingChevron()
                    .stroke(tintColor, style: .glyph(2))
                    .frame(width: 6, height: 11)
                    .rotationEffect(.degrees(turned ? 90 : 0))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() } }
        .onKeyPress(.space) {
            withAnimation(.easeInOut(duration: 0.25)) { isExpanded.wrappedValue.toggle() }
            return .handled
        }
    }
}

/// A desktop disclosure triangle pointing toward the trailing edge: 7 points wide and 8 tall,
/// centred in its frame [UNVERIFIED].
struct _DisclosureTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        let width = Swift.min(rect.width, 7)
        let height = Swift.min(rect.height, 8)
        let minX = rect.midX - width / 2
        var path = Path()
        path.move(to: CGPoint(x: minX, y: rect.midY - height / 2))
        path.addLine(to: CGPoint(x: minX + width, y: rect.midY))
        path.addLine(to: CGPoint(x: minX, y: rect.midY + height / 2))
        path.closeSubpath()
        return path
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the
    /// current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style with its type erased, as kept in the environment.
struct AnyDisclosureGroupStyle {
    let makeBody: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView

    init<S: DisclosureGroupStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledDisclosureGroup(style: style, configuration: configuration)) }
    }
}

/// The body of a styled disclosure group; links the style's dynamic properties.
struct _StyledDisclosureGroup<Style: DisclosureGroupStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: DisclosureGroupStyleConfiguration

    init(style: Style, configuration: DisclosureGroupStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyDisclosureGroupStyle { AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle()) }
}

extension EnvironmentValues {
    /// The style of the disclosure groups in this environment.
    var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
    }
}
