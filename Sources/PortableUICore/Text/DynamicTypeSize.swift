import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// Text styles (`.body`, `.title`…) and custom fonts created `relativeTo:` a style take their
/// point size from the table of Apple's Human Interface Guidelines for the current size;
/// `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    private var column: Int { Self.allCases.firstIndex(of: self)! }

    /// The point size of `style` at this Dynamic Type size.
    func pointSize(of style: Font.TextStyle) -> CGFloat {
        Self.pointSizes[style]![column]
    }

    /// The point sizes of each text style from xSmall to accessibility5 (Apple HIG,
    /// "Dynamic Type sizes" for iOS; the `.large` column is layout-rules.md §23).
    private static let pointSizes: [Font.TextStyle: [CGFloat]] = [
        .extraLargeTitle: [33, 34, 35, 36, 38, 40, 42, 46, 50, 54, 58, 62],
        .extraLargeTitle2: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
