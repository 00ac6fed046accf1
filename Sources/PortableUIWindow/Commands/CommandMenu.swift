import Foundation
@_spi(Hosting) import PortableUICore

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands: a menu of the menu bar, after the View menu.
///
/// Its content closure is called for each window's menu bar, so that every window has its
/// own items (Apple's closure is not escaping; a literal closure compiles against both).
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let name: String
    let content: () -> Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainName: Text(nameKey)._plainText, content: content)
    }

    /// Creates a new menu for a collection of app-specific commands.
    public init(_ name: Text, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainName: name._plainText, content: content)
    }

    /// Creates a new menu for a collection of app-specific commands.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(plainName: String(name), content: content)
    }

    private init(plainName: String, content: @escaping () -> Content) {
        name = plainName
        self.content = content
    }

    public func _contribute(to menus: inout [_CommandContribution]) {
        let content = content
        menus.append(_CommandContribution(target: .menu(name)) { AnyView(content()) })
    }
}

/// Groups of controls that you can add to existing command menus: before, after or in
/// place of one of the standard groups (``CommandGroupPlacement``).
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: () -> Content

    /// A value describing the addition of the given views to the beginning of the indicated
    /// group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.init(group, .before, addition)
    }

    /// A value describing the addition of the given views to the end of the indicated group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.init(group, .after, addition)
    }

    /// A value describing the complete replacement of the contents of the indicated group
    /// with the given views.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        self.init(group, .replacing, addition)
    }

    private init(_ placement: CommandGroupPlacement, _ position: CommandGroupPosition, _ content: @escaping () -> Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }

    public func _contribute(to menus: inout [_CommandContribution]) {
        let content = content
        menus.append(_CommandContribution(target: .group(placement, position)) { AnyView(content()) })
    }
}
