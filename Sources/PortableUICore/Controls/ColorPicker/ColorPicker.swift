import Foundation

/// A control used to select a color from the system color picker UI.
///
/// In a row, the label leads and the color well trails: a 28-point ring of the hues around
/// the selected color [UNVERIFIED: UIColorWell's size]. A tap on the well opens the color
/// panel (a popover on a desktop or pad, a sheet on a phone): a grid of colors and, when
/// `supportsOpacity`, an opacity slider. Choosing a swatch sets the selection (keeping its
/// opacity when opacity is supported, opaque otherwise).
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a color picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// Creates a color picker with a custom label, for a Core Graphics color.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            selection: Binding(
                get: { Color(cgColor: selection.wrappedValue) },
                set: { if let color = $0.cgColor { selection.wrappedValue = color } }),
            supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        _LabeledRow(label: label) {
            _ColorWell(selection: selection, supportsOpacity: supportsOpacity)
        }
        .accessibilityControl(.button, value: _ColorPanel.describe(selection.wrappedValue))
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// Creates a color picker with a text label generated from a title string key, for a
    /// Core Graphics color.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string, for a Core
    /// Graphics color.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The color well of a color picker: the selected color inside a ring of hues; a tap opens
/// the color panel.
struct _ColorWell: View {
    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2

    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var isPresented = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let diameter = Self.diameter * controlSize.scale
        let inset = Self.ringWidth + Self.gap
        return ZStack {
            Circle()
                .strokeBorder(
                    AngularGradient(
                        colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                    lineWidth: Self.ringWidth)
            Circle().fill(selection.wrappedValue).padding(inset)
        }
        .frame(width: diameter, height: diameter)
        .opacity(isEnabled ? 1 : 0.4)
        .contentShape(Circle())
        .onTapGesture { if isEnabled { isPresented = true } }
        .accessibilityIdentifier("color-picker-well")
        .popover(isPresented: $isPresented) {
            _ColorPanel(selection: selection, supportsOpacity: supportsOpacity)
                .presentationBackground(Color.secondarySystemGroupedBackground)
                .presentationDetents([.medium])
        }
    }
}
