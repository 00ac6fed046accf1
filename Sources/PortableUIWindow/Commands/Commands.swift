import Foundation
import PortableUICore

/// Conforming types represent a group of related commands that can be exposed to the user
/// via the main menu: here, the in-window menu bar each window of the app shows.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands

    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Self.Body { get }

    /// Appends what these commands add to the menu bar. The primitive commands implement
    /// it; custom commands use the default, which asks their body.
    func _contribute(to menus: inout [_CommandContribution])
}

extension Commands {
    public func _contribute(to menus: inout [_CommandContribution]) {
        body._contribute(to: &menus)
    }
}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive commands and has no body")
    }
}

extension Never: Commands {}

/// What one `CommandMenu` or `CommandGroup` adds to the menu bar: a menu of its own, or
/// items before, after or instead of a standard group.
public struct _CommandContribution {
    enum Target {
        case menu(String)
        case group(CommandGroupPlacement, CommandGroupPosition)
    }

    let target: Target
    /// Makes the items, once for each window: a view value mounted in two windows' graphs
    /// would share its state.
    let content: @MainActor () -> AnyView
}

/// Where a `CommandGroup` puts its items relative to its standard group.
enum CommandGroupPosition: Equatable {
    case before, replacing, after
}

/// Constructs command sets from multi-expression closures.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Builds an empty command set from a block containing no statements.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    @MainActor
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(repeat each content)
    }
}

/// Several command sets side by side.
public struct _TupleCommands<each Content: Commands>: Commands {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public func _contribute(to menus: inout [_CommandContribution]) {
        for commands in repeat each content {
            commands._contribute(to: &menus)
        }
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands {
    public typealias Body = Never

    /// Creates an empty command hierarchy.
    public init() {}

    public func _contribute(to menus: inout [_CommandContribution]) {}
}

extension Scene {
    /// Adds commands to the scene: on the desktop, to the menu bar every window of the app
    /// shows, with their keyboard shortcuts working while the menus are closed.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        var contributions: [_CommandContribution] = []
        content()._contribute(to: &contributions)
        return _WindowDescriptionModifier(content: self) { $0.commands += contributions }
    }
}
