import SwiftUI

/// The screens of the gallery: one per article of the reference set, then the settings form.
public enum GalleryScreen: String, CaseIterable, Hashable, Identifiable, Sendable {
    /// Article 1: containerRelativeFrame against every container.
    case containerFrames
    /// Article 2: a custom flow layout with explicit and preferred spacing.
    case flowLayout
    /// Article 3: observing a ScrollView's content offset.
    case scrollOffset
    /// Article 4: a product catalog with infinite scroll.
    case catalog
    /// SF Symbol names drawn with the stand-in set.
    case symbols
    /// A settings form: the controls and forms.
    case settings
    /// A cart people edit: delete, reorder, swipe actions, badges.
    case cart
    /// A split view whose sidebar of aisles is searched from the sidebar.
    case aisles

    public var id: Self { self }

    /// The tab's title.
    public var title: String {
        switch self {
        case .containerFrames: "Frames"
        case .flowLayout: "Flow"
        case .scrollOffset: "Offset"
        case .catalog: "Catalog"
        case .symbols: "Symbols"
        case .settings: "Settings"
        case .cart: "Cart"
        case .aisles: "Aisles"
        }
    }

    /// The tab bar item's label.
    @MainActor var tabLabel: some View {
        Label(title, systemImage: systemImage).accessibilityIdentifier("tab-\(rawValue)")
    }

    /// The tab's symbol.
    var systemImage: String {
        switch self {
        case .containerFrames: "rectangle.split.2x1"
        case .flowLayout: "text.word.spacing"
        case .scrollOffset: "arrow.up.and.down"
        case .catalog: "cart"
        case .symbols: "sparkles"
        case .settings: "gearshape"
        case .cart: "bag"
        case .aisles: "magnifyingglass"
        }
    }
}

#Preview("Tab labels", traits: .sizeThatFitsLayout) {
    HStack(spacing: 24) {
        ForEach(GalleryScreen.allCases) { screen in
            screen.tabLabel
        }
    }
    .padding()
}
