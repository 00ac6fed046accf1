import Foundation

/// A `Section` inside an open menu: a separator, its header as the platform draws a menu
/// section's title, its items, and a separator; the menu's layout keeps one separator
/// between neighbouring sections and none at the menu's ends (see ``_MenuStackLayout``).
/// A menu shows no section footers.
struct _MenuSection<Header: View, Content: View>: View {
    let header: Header
    let content: Content?

    var body: some View {
        _MenuSeparator()
        if Header.self != EmptyView.self { _MenuSectionHeader(header: header) }
        content
        _MenuSeparator()
    }
}

/// The title of a menu section: small secondary text above the section's items on a phone
/// (as UIMenu's inline title), a row of small bold secondary text on a desktop (as
/// NSMenuItem's section header).
struct _MenuSectionHeader<Header: View>: View {
    let header: Header
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let desktop = idiom == .desktop
        return header
            .font(desktop ? .system(size: PresentationMetrics.desktopMenuHeaderFontSize, weight: .bold) : .system(size: PresentationMetrics.menuHeaderFontSize))
            .foregroundStyle(PresentationColors(colorScheme).secondaryLabel)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(desktop ? PresentationMetrics.desktopMenuHeaderInsets : PresentationMetrics.menuHeaderInsets)
            .frame(minHeight: desktop ? PresentationMetrics.desktopMenuRowHeight : nil)
            .accessibilityAddTraits(.isHeader)
            .layoutValue(key: _MenuRowKindKey.self, value: .header)
    }
}

/// The separator between the sections of a menu (and a `Divider` in a menu): a band on a
/// phone, a hairline with room above and below on a desktop.
struct _MenuSeparator: View {
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.pixelLength) private var pixel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Group {
            if idiom == .desktop {
                Rectangle()
                    .fill(PresentationColors(colorScheme).separator)
                    .frame(height: pixel)
                    .padding(.horizontal, PresentationMetrics.desktopMenuSeparatorInset)
                    .frame(height: PresentationMetrics.desktopMenuSeparatorHeight)
            } else {
                Rectangle().fill(PresentationColors(colorScheme).menuSectionBand).frame(height: PresentationMetrics.menuSectionGap)
            }
        }
        .accessibilityHidden(true)
        .layoutValue(key: _MenuRowKindKey.self, value: .separator)
    }
}

/// What a subview of an open menu is, for its layout.
enum MenuRowKind: Equatable {
    case item, header, separator
}

struct _MenuRowKindKey: LayoutValueKey {
    static let defaultValue = MenuRowKind.item
}
