import Foundation

/// The default button style, based on the button's context: borderless, as on iOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A button style that doesn't style or decorate its content while idle, but may apply a
/// visual effect to indicate the pressed, focused, or enabled state of the button.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleButton(style: _PlainLook(), configuration: configuration)
    }
}

/// A button style that doesn't apply a border: the label in the tint color (red for a
/// destructive role), dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleButton(style: _BorderlessLook(), configuration: configuration)
    }
}

/// A button style that applies standard border artwork based on the button's context: the
/// label padded by 7 points vertically and 12 horizontally on a tinted rounded rectangle.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleButton(style: _BorderedLook(isProminent: false), configuration: configuration)
    }
}

/// A button style that applies standard border prominent artwork: the bordered geometry
/// filled with the tint color, the label in white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleButton(style: _BorderedLook(isProminent: true), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The look of plain buttons: the label as it is.
struct _PlainLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The color of a button's label for its role, press and enabled state.
@MainActor
private func labelColor(_ configuration: ButtonStyleConfiguration, isEnabled: Bool, base: Color) -> Color {
    guard isEnabled else { return .gray }
    let color = configuration.role == .destructive && base == .accentColor ? Color.red : base
    return configuration.isPressed ? color.opacity(0.4) : color
}

/// The look of borderless buttons.
struct _BorderlessLook: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(labelColor(configuration, isEnabled: isEnabled, base: .accentColor))
    }
}

/// The look of bordered and bordered-prominent buttons: the label inset by 7 points
/// vertically and 12 horizontally (7 all around in a circle), scaled by the control size, on
/// the environment's border shape (`buttonBorderShape(_:)`; a 6-point rounded rectangle by
/// default) [UNVERIFIED: UIButton's bordered configuration]. On a desktop, a push button as
/// macOS draws it: the label in the system font of the control size, 8 points in from each
/// side, the button at least the control size's height (``desktopMetrics(for:)``).
///
/// Fills: the tint at 15 % opacity (bordered), the tint (prominent); a mixed toggle button
/// (`isMixed`) the tint at half opacity with a white label, between the two
/// [UNVERIFIED: neither UIKit nor SwiftUI documents a mixed button].
struct _BorderedLook: ButtonStyle {
    /// The label's insets inside the border.
    static let insets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The opacity of the tint filling a bordered button, and a mixed toggle button.
    static let borderedFillOpacity = 0.15
    static let mixedFillOpacity = 0.5

    let isProminent: Bool
    var isMixed = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.font) private var font

    /// A desktop push button's height and font size for a control size, as macOS draws it:
    /// 20, 17 and 14 points tall for regular, small and mini (Apple's Human Interface
    /// Guidelines for Mac OS X, "Push Buttons": the control sizes' heights); the system font
    /// at 13, 11 and 9 points (AppKit's `NSFont.systemFontSize(for:)` for `.regular`,
    /// `.small`, `.mini`). Large: 28 points tall (WebKit's macOS theme, Apple's, sizes a
    /// large push button 28 high; its table counts the smaller sizes a point taller than the
    /// guidelines, 21, 18 and 15, so the large figure may include that point too) with the
    /// 13-point font [UNVERIFIED]; extra large 36 points tall [UNVERIFIED].
    static func desktopMetrics(for size: ControlSize) -> (height: CGFloat, fontSize: CGFloat) {
        switch size {
        case .mini: (14, 9)
        case .small: (17, 11)
        case .regular: (20, 13)
        case .large: (28, 13)
        case .extraLarge: (36, 13)
        }
    }

    /// A desktop push button's label inset on each side [UNVERIFIED].
    static let desktopHorizontalInset: CGFloat = 8

    func makeBody(configuration: Configuration) -> some View {
        let tint: Color = configuration.role == .destructive ? .red : .accentColor
        let fill = isMixed ? tint.opacity(Self.mixedFillOpacity) : isProminent ? tint : tint.opacity(Self.borderedFillOpacity)
        let scale = controlSize.scale
        let horizontal = (borderShape.kind == .circle ? Self.insets.top : Self.insets.leading) * scale
        let onFill = isProminent || isMixed
        let desktop = idiom == .desktop ? Self.desktopMetrics(for: controlSize) : nil
        return configuration.label
            .foregroundStyle(labelColor(configuration, isEnabled: isEnabled, base: onFill ? .white : .accentColor))
            // The control size's font, unless the app set one.
            .font(font ?? desktop.map { .system(size: $0.fontSize) })
            .padding(.vertical, desktop == nil ? Self.insets.top * scale : 0)
            .padding(.horizontal, desktop == nil ? horizontal : Self.desktopHorizontalInset)
            .frame(minHeight: desktop?.height)
            .background(
                borderShape.sized(controlSize)
                    .fill(isEnabled ? (configuration.isPressed ? fill.opacity(0.6) : fill) : Color.gray.opacity(0.15)))
    }
}
