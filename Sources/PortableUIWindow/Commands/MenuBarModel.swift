import Foundation
import PortableUICore

/// The menus of an app's menu bar: the standard menus with their groups (the app's
/// additions around or in place of each group's standard items) and the app's own
/// `CommandMenu`s after View. A standard menu with no items is left out.
@MainActor
struct MenuBarModel {
    struct Menu {
        let title: String
        /// The groups of the menu, in order; dividers go between them.
        let groups: [AnyView]
    }

    let menus: [Menu]

    /// Lays out `contributions` over the standard items of `defaults`, making the items
    /// of each (for one window).
    init(contributions: [_CommandContribution], defaults: [CommandGroupPlacement: AnyView]) {
        var standard: [Menu] = []
        for (title, placements) in CommandGroupPlacement.menus {
            let groups = placements.compactMap { Self.group($0, contributions, defaults) }
            if !groups.isEmpty { standard.append(Menu(title: title, groups: groups)) }
        }
        let custom = contributions.compactMap { contribution -> Menu? in
            guard case .menu(let title) = contribution.target else { return nil }
            return Menu(title: title, groups: [contribution.content()])
        }
        // The app's menus go after View (before Window and Help).
        let split = standard.firstIndex { $0.title == "Window" || $0.title == "Help" } ?? standard.endIndex
        menus = Array(standard[..<split]) + custom + Array(standard[split...])
    }

    /// The items of one standard group: additions before it, its standard items (or their
    /// replacement), additions after it; nil when there are none.
    private static func group(
        _ placement: CommandGroupPlacement, _ contributions: [_CommandContribution], _ defaults: [CommandGroupPlacement: AnyView]
    ) -> AnyView? {
        func items(_ position: CommandGroupPosition) -> [AnyView] {
            contributions.compactMap { contribution in
                guard case .group(placement, position) = contribution.target else { return nil }
                return contribution.content()
            }
        }
        let replacements = items(.replacing)
        let middle = replacements.isEmpty ? (defaults[placement].map { [$0] } ?? []) : replacements
        let all = items(.before) + middle + items(.after)
        guard !all.isEmpty else { return nil }
        return AnyView(ForEach(all.indices, id: \.self) { all[$0] })
    }
}
