import Foundation

/// The numbers of presentations, per idiom. Each names its source; "unverified" marks a
/// number measured from screenshots or chosen by eye (listed in docs/differences.md).
enum PresentationMetrics {
    // MARK: Phone (iOS 17)

    /// `UIAlertController`'s alert width (Apple's `UIAlertController` layout, 270 points on
    /// every iPhone, widely measured).
    static let alertWidth: CGFloat = 270
    /// The alert card's corner radius (unverified: measured 14 on iOS 17 screenshots).
    static let alertCornerRadius: CGFloat = 14
    /// The height of an alert's button row (44, the HIG's minimum hit target).
    static let alertButtonHeight: CGFloat = 44
    /// Padding around an alert's title and message (unverified: 20 above, 16 at the sides, 20 below).
    static let alertTextInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    /// The dimming behind alerts and action sheets (unverified: black at 20 %).
    static let alertDimming = 0.2
    /// The dimming behind a sheet (unverified: black at 40 %).
    static let sheetDimming = 0.4
    /// How far below the top safe-area edge a sheet at the large detent starts (unverified: 10).
    static let sheetTopGap: CGFloat = 10
    /// A sheet dragged (by its predicted end) below this fraction of its smallest detent's
    /// height is dismissed (unverified: half).
    static let sheetDismissFraction: CGFloat = 0.5
    /// How far the content behind a phone's sheet at the large detent keeps clear of each
    /// side of the window once scaled down (unverified: 16, measured on iOS 17 screenshots).
    static let presenterInset: CGFloat = 16
    /// A sheet's corner radius (unverified: 10 on iOS 15-17).
    static let sheetCornerRadius: CGFloat = 10
    /// The drag indicator: size and distance from the sheet's top (unverified: 36×5, 5 below).
    static let dragIndicatorSize = CGSize(width: 36, height: 5)
    static let dragIndicatorTop: CGFloat = 5
    /// An action sheet's margins from the window's sides and from the bottom, and the gap
    /// above its cancel button (unverified: 8 each).
    static let actionSheetMargin: CGFloat = 8
    /// The height of an action sheet's button row (unverified: 57 on iOS 13-17).
    static let actionSheetButtonHeight: CGFloat = 57
    /// A menu's width and row height (unverified: 250 wide, rows 44 high on iOS 17).
    static let menuWidth: CGFloat = 250
    static let menuRowHeight: CGFloat = 44
    /// A menu's corner radius (unverified: 13) and its gap from the anchor (unverified: 8).
    static let menuCornerRadius: CGFloat = 13
    static let menuGap: CGFloat = 8
    /// A context menu's preview: its corner radius (unverified: 13, as the menu's) and the
    /// dimming behind it (unverified: black at 20 %; iOS also blurs the window, not drawn).
    static let contextMenuPreviewCornerRadius: CGFloat = 13
    static let contextMenuPreviewDimming = 0.2
    /// The band between sections of a menu (unverified: 8).
    static let menuSectionGap: CGFloat = 8
    /// A menu section's title: its font size and insets (unverified: 13-point secondary
    /// text, 16 at the sides, 10 above and 6 below, as UIMenu's inline titles on iOS 17).
    static let menuHeaderFontSize: CGFloat = 13
    static let menuHeaderInsets = EdgeInsets(top: 10, leading: 16, bottom: 6, trailing: 16)
    /// An iPad form sheet's size (UIKit's `.formSheet`, 540×620 points).
    static let formSheetSize = CGSize(width: 540, height: 620)

    // MARK: Desktop (macOS 14)

    /// The width of an alert panel (unverified: 260 on macOS 14).
    static let desktopAlertWidth: CGFloat = 260
    /// The alert panel's corner radius and padding (unverified: 10 and 20).
    static let desktopAlertCornerRadius: CGFloat = 10
    static let desktopAlertPadding: CGFloat = 20
    /// The height of an alert panel's buttons (unverified: 28).
    static let desktopButtonHeight: CGFloat = 28
    /// A menu's row height, vertical padding, text inset and corner radius (unverified:
    /// 22, 5, 14 and 6 on macOS 14).
    static let desktopMenuRowHeight: CGFloat = 22
    static let desktopMenuPadding: CGFloat = 5
    static let desktopMenuTextInset: CGFloat = 14
    static let desktopMenuCornerRadius: CGFloat = 6
    static let desktopMenuGap: CGFloat = 2
    /// A menu's section header (unverified: 11-point bold secondary text in a row as tall as
    /// an item, at the items' text inset) and separator (unverified: a hairline 10 from the
    /// sides, in a row 11 high, on macOS 14).
    static let desktopMenuHeaderFontSize: CGFloat = 11
    static let desktopMenuHeaderInsets = EdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
    static let desktopMenuSeparatorInset: CGFloat = 10
    static let desktopMenuSeparatorHeight: CGFloat = 11
    /// A sheet's corner radius and the margin it keeps from the window's sides (unverified: 10, 20).
    static let desktopSheetCornerRadius: CGFloat = 10
    static let desktopSheetMargin: CGFloat = 20
    /// A popover's corner radius (unverified: 10) and how far its arrow reaches out of the
    /// panel towards the anchor, which is also the popover's distance from the anchor
    /// (unverified: 10).
    static let popoverCornerRadius: CGFloat = 10
    static let popoverArrowLength: CGFloat = 10
    /// Margin that panels anchored to a view keep inside the window (unverified: 8).
    static let windowMargin: CGFloat = 8

    // MARK: Tooltips (desktop and pad)

    /// How long the pointer rests on a view before its help shows (unverified: 1 s, macOS's
    /// initial tooltip delay as measured), how far below the pointer the tooltip hangs
    /// (unverified: the arrow cursor's 20-point height), its text size (11, macOS's small
    /// system font), padding, radius and the width past which its text wraps (unverified).
    static let tooltipDelay: Double = 1
    static let tooltipPointerOffset: CGFloat = 20
    static let tooltipFontSize: CGFloat = 11
    static let tooltipPadding = CGSize(width: 6, height: 3)
    static let tooltipCornerRadius: CGFloat = 3
    static let tooltipMaxWidth: CGFloat = 300

    // MARK: Inspector (desktop and pad)

    /// An inspector column's width when its content sets none (unverified: 320) and the
    /// separator on its leading edge (a hairline on a 2× display, unverified).
    static let inspectorWidth: CGFloat = 320
    static let inspectorSeparatorWidth: CGFloat = 0.5
    /// How far into the inspector column its resizing edge reaches (unverified: 6).
    static let inspectorResizeHandleWidth: CGFloat = 6
}

/// The colors of presentations in an appearance: iOS's and macOS's system colors, light
/// or dark. Values not taken from UIKit's or AppKit's documented system colors are
/// unverified (sampled from screenshots; listed in docs/differences.md).
struct PresentationColors {
    let colorScheme: ColorScheme

    init(_ colorScheme: ColorScheme) {
        self.colorScheme = colorScheme
    }

    private var isDark: Bool { colorScheme == .dark }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }

    /// A sheet or popover: `UIColor.systemBackground` (white; #1C1C1E dark, its elevated level).
    var sheetBackground: Color { isDark ? Self.rgb(28, 28, 30) : Color(white: 1) }
    /// `NSColor.windowBackgroundColor` (#ECECEC; unverified #323232 dark).
    var desktopWindowBackground: Color { isDark ? Self.rgb(50, 50, 50) : Color(white: 0.925) }
    /// An alert or menu card, the material over dimmed content approximated opaque
    /// (unverified: white at 96 %; #2C2C2E dark, `secondarySystemBackground`'s elevated level).
    var card: Color { isDark ? Self.rgb(44, 44, 46) : Color(white: 0.96) }
    /// A desktop menu (unverified: white at 97 %; #2B2B2B dark).
    var desktopMenu: Color { isDark ? Self.rgb(43, 43, 43) : Color(white: 0.97) }
    /// `UIColor.separator`: #3C3C43 at 29 % (#545458 at 60 % dark).
    var separator: Color { isDark ? Self.rgb(84, 84, 88, 0.6) : Self.rgb(60, 60, 67, 0.29) }
    /// `UIColor.secondaryLabel`: #3C3C43 at 60 % (#EBEBF5 at 60 % dark).
    var secondaryLabel: Color { isDark ? Self.rgb(235, 235, 245, 0.6) : Self.rgb(60, 60, 67, 0.6) }
    /// The drag indicator (unverified: #3C3C43 at 30 %; #EBEBF5 at 30 % dark).
    var dragIndicator: Color { isDark ? Self.rgb(235, 235, 245, 0.3) : Self.rgb(60, 60, 67, 0.3) }
    /// A desktop push button that is not the default one (unverified: black at 8 %; white at 20 % dark).
    var desktopButton: Color { isDark ? Color(white: 1, opacity: 0.2) : Color(white: 0, opacity: 0.08) }
    /// A tooltip's box (unverified: macOS 14's tooltip, sampled; #2B2B2B dark).
    var tooltipBackground: Color { isDark ? Self.rgb(43, 43, 43) : Color(white: 0.98) }
    /// An inspector column (`NSColor.windowBackgroundColor` on a desktop; unverified on a
    /// pad and in the dark: #2B2B2B).
    var inspectorBackground: Color { isDark ? Self.rgb(43, 43, 43) : Color(white: 0.965) }
    /// The band between a phone menu's sections, also its highlighted row (unverified:
    /// black at 8 %; black at 25 % dark).
    var menuSectionBand: Color { Color(white: 0, opacity: isDark ? 0.25 : 0.08) }
}
