import Foundation

/// The search field's metrics. iPhone: a 36-point field with a 10-point corner radius in a
/// 52-point drawer row, a 36-point tall rounded row of the field at the top of a view
/// without a navigation bar [UNVERIFIED: read from iOS screenshots]. Desktop toolbar: a
/// 28-point field with a 7-point corner radius, 220 points wide [UNVERIFIED: read from macOS
/// screenshots]. Tokens: 4-point corner radius, 6 points of horizontal padding
/// [UNVERIFIED]. Suggestions: rows at least 44 points tall, inset 20 points on a phone
/// [UNVERIFIED]. A desktop's sidebar header: a 28-point field with a 7-point corner radius
/// (the toolbar's), 10 points from the column's sides, 8 above and below [UNVERIFIED: read
/// from macOS screenshots].
struct SearchFieldMetrics: Equatable {
    /// The field's height.
    var height: CGFloat
    /// The field's corner radius.
    var cornerRadius: CGFloat
    /// The field's width, when the bar fixes it (a desktop toolbar); nil fills the row.
    var width: CGFloat?

    /// The iPhone's search bar.
    static let bar = SearchFieldMetrics(height: 36, cornerRadius: 10, width: nil)
    /// A desktop window's toolbar search field.
    static let toolbar = SearchFieldMetrics(height: 28, cornerRadius: 7, width: 220)
    /// A desktop's sidebar header field: the toolbar's, across the column.
    static let sidebar = SearchFieldMetrics(height: 28, cornerRadius: 7, width: nil)

    /// The height of the row holding a phone's field (the navigation bar's drawer).
    static let drawerRowHeight: CGFloat = 52

    /// The horizontal margin of a field at the top of a view (no navigation bar).
    static let insetMargin: CGFloat = 16
    /// The margins of a desktop's sidebar header field: from the column's sides, and above
    /// and below it.
    static let sidebarMargin: CGFloat = 10
    static let sidebarVerticalMargin: CGFloat = 8
    /// The space between the magnifying glass, the tokens, the text and the clear button.
    static let spacing: CGFloat = 6
    /// The field's horizontal padding inside its rounded background.
    static let padding: CGFloat = 8
    /// The space under the scope bar.
    static let scopeBarBottom: CGFloat = 8
    /// A token's corner radius and horizontal padding.
    static let tokenCornerRadius: CGFloat = 4
    static let tokenPadding: CGFloat = 6
    /// A suggestion row's minimum height and leading inset (phone).
    static let suggestionRowHeight: CGFloat = 44
    static let suggestionInset: CGFloat = 20
    /// The space between a desktop's suggestions menu and the window's trailing edge: the
    /// toolbar's margin there (`BarMetrics`), so the menu hangs under the field.
    static let menuTrailingMargin: CGFloat = 20
}
