import Foundation

/// The default picker style, based on the picker's context: `.menu`, as on iOS.
public struct DefaultPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        MenuPickerStyle()._makeBody(configuration)
    }
}

/// A picker style that presents the options as a menu when the user presses a button, or as
/// a submenu when nested within a larger menu.
///
/// The button shows the selected option and an up-and-down chevron in the tint color; in a
/// form row it follows the label, in the secondary color, at the row's trailing edge.
/// Pressing it opens a menu of the options, the selected one checked.
public struct MenuPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_MenuPicker(configuration: configuration))
    }
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_SegmentedPicker(configuration: configuration))
    }
}

/// A picker style that presents the options as a row of compact elements: square cells, the
/// selected one highlighted, labels shown by their icons (see ``_PalettePicker``); in a menu,
/// one row of the menu.
public struct PalettePickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_PalettePicker(configuration: configuration))
    }
}

/// A picker style that presents the options inline with other views in the containing
/// view: a row per option, the selected one marked with a check mark.
public struct InlinePickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_InlinePicker(configuration: configuration, marker: .checkmark))
    }
}

/// A picker style that presents the options as a group of radio buttons, as on macOS: a
/// row per option, led by a circle that is filled for the selected one.
public struct RadioGroupPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_InlinePicker(configuration: configuration, marker: .radio))
    }
}

/// A picker style that presents the options in a scrollable wheel that shows the selected
/// option and a few neighboring options.
public struct WheelPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_WheelPicker(configuration: configuration))
    }
}

/// A picker style represented by a navigation link that presents the options by pushing a
/// list-style picker view.
///
/// The link is a row: the label, the selected option in the secondary color and a chevron;
/// the pushed screen is an inset grouped list of the options, titled with the label.
public struct NavigationLinkPickerStyle: PickerStyle {
    nonisolated public init() {}

    public func _makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        AnyView(_NavigationLinkPicker(configuration: configuration))
    }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views in the containing
    /// view.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// A picker style that presents the options as a group of radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options by pushing
    /// a list-style picker view.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
