import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// Its look comes from the control group style of the environment (`controlGroupStyle(_:)`;
/// see ``ControlGroupStyle``): `.automatic` sets the controls side by side in equal
/// segments of a rounded, filled rectangle, as iOS does in a view's body.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { toggleBold() }
///     Button("Italic") { toggleItalic() }
/// } label: {
///     Label("Format", systemImage: "textformat")
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// Set when the group is made from a style's configuration: drawn in the standard look.
    let configuration: ControlGroupStyleConfiguration?
    @Environment(\.controlGroupStyle) private var style

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        configuration = nil
    }

    public var body: some View {
        if let configuration {
            _SegmentedControlGroup(configuration: configuration)
        } else {
            style.makeBody(Self.configuration(of: content))
        }
    }

    /// The style configuration of `content`: a labeled group's content and label, or the
    /// content with an empty label.
    static func configuration(of content: Content) -> ControlGroupStyleConfiguration {
        if let labeled = content as? any _LabeledControlGroup {
            return ControlGroupStyleConfiguration(content: labeled._content, label: labeled._label)
        }
        return ControlGroupStyleConfiguration(content: _StyleContent(content), label: _StyleContent(EmptyView()))
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
        configuration = nil
    }

    /// Creates a new control group with the specified content that generates its label from
    /// a localized string key.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from
    /// a string.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from
    /// a localized string key and image name.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from
    /// a string and image name.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration, for use in a custom style
    /// that changes only part of the standard look.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = configuration.content
        self.configuration = configuration
    }
}

/// A view that represents the body of a control group with a specified label.
///
/// You don't create this type directly: ``ControlGroup`` creates it when you give it a label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// A labeled control group's content, read without knowing its generic arguments.
@MainActor protocol _LabeledControlGroup {
    var _content: _StyleContent { get }
    var _label: _StyleContent { get }
}

extension LabeledControlGroupContent: _LabeledControlGroup {
    var _content: _StyleContent { _StyleContent(content) }
    var _label: _StyleContent { _StyleContent(label) }
}
