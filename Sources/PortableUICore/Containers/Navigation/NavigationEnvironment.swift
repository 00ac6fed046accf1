import Foundation

/// What a navigation link asks its container to show.
enum NavigationDestinationRequest {
    /// A value, shown with the view of the matching `navigationDestination(for:)`.
    case value(AnyHashable)
    /// A view, from `NavigationLink(destination:)`.
    case view(AnyView)
}

/// A navigation container (a stack, or a split view's columns): it shows what links ask
/// for and pops screens when they are dismissed.
protocol NavigationPresenter: AnyObject {
    /// The destinations declared with `navigationDestination(for:)` inside the container.
    var destinations: NavigationDestinationRegistry { get }
    /// Shows `request` after `screen` (the screen of the link that asked).
    func present(_ request: NavigationDestinationRequest, from screen: NavigationScreenContext)
    /// Removes `screen` and everything shown after it.
    func dismiss(_ screen: NavigationScreenContext)
}

/// The navigation container and screen a view is in (environment).
struct NavigationEnvironment: Equatable {
    weak var presenter: NavigationPresenter?
    var screen: NavigationScreenContext?

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.presenter === rhs.presenter && lhs.screen === rhs.screen
    }
}

/// An action that dismisses a presentation: in a navigation stack, pops the screen the view
/// is on (and any above it). Read it with `@Environment(\.dismiss)`.
public struct DismissAction {
    private let id: ObjectIdentifier?
    private let action: () -> Void

    init(id: ObjectIdentifier?, action: @escaping () -> Void) {
        self.id = id
        self.action = action
    }

    /// Dismisses the current presentation.
    public func callAsFunction() {
        action()
    }
}

extension DismissAction: Equatable {
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool { lhs.id == rhs.id }
}

private struct NavigationEnvironmentKey: EnvironmentKey {
    static var defaultValue: NavigationEnvironment { NavigationEnvironment() }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(id: nil) {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct SplitViewColumnKey: EnvironmentKey {
    static var defaultValue: SplitViewColumnContext? { nil }
}

/// A split view column, as the views of its content see it: a navigation stack at the root
/// of the column registers itself, and the column then leaves its bar to the stack.
final class SplitViewColumnContext {
    weak var stack: NavigationStackNode?
    /// Whether the column is the sidebar (the leading column).
    let isSidebar: Bool
    /// Shows the next column in a compact-width window, where one column shows at a time
    /// (what a row chosen in the column's list does); set by the split view.
    var showNextColumn: (() -> Void)?
    /// Where a back button on the column goes: the previous column in a compact-width
    /// window, else nowhere; set by the split view.
    var backTarget: (() -> NavigationBackTarget?)?

    init(isSidebar: Bool) {
        self.isSidebar = isSidebar
    }
}

extension EnvironmentValues {
    /// The navigation container and screen of the views below.
    var navigation: NavigationEnvironment {
        get { self[NavigationEnvironmentKey.self] }
        set { self[NavigationEnvironmentKey.self] = newValue }
    }

    /// An action that dismisses the current presentation (pops the current screen of a
    /// navigation stack).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }

    /// The split view column whose content the views below are (a navigation stack there
    /// takes over the column's bar).
    var splitViewColumn: SplitViewColumnContext? {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented (pushed onto a navigation stack).
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
