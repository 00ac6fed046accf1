import Foundation
import PortableUICore

/// A part of an app's user interface with a life cycle managed by the system: here, the
/// windows that ``WindowGroup`` describes.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder var body: Self.Body { get }

    /// Appends the windows this scene describes. `WindowGroup` implements it; custom scenes
    /// use the default, which asks their body.
    func _windows(into windows: inout [_WindowDescription])
}

extension Scene {
    public func _windows(into windows: inout [_WindowDescription]) {
        body._windows(into: &windows)
    }

    /// The windows this scene describes, in order.
    var windows: [_WindowDescription] {
        var windows: [_WindowDescription] = []
        _windows(into: &windows)
        return windows
    }
}

extension Scene where Body == Never {
    /// Primitive scenes have no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive scene and has no body")
    }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }
}

/// Several scenes side by side.
public struct _TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public func _windows(into windows: inout [_WindowDescription]) {
        for scene in repeat each content {
            scene._windows(into: &windows)
        }
    }
}

/// What a window group asks of its window: title, size policy, and how to host its content.
public struct _WindowDescription {
    var title: String
    var defaultSize: CGSize?
    var resizability: WindowResizability = .automatic
    /// Hosts the content at a display scale, in a window of the given size (points),
    /// measuring text with the window renderer's engine (the core's test engine without one),
    /// with the desktop's accessibility settings (nil: the host's own).
    let makeContent:
        @MainActor (
            _ size: CGSize, _ scale: CGFloat, _ textEngine: (any TextEngine)?, _ accessibility: AccessibilitySettings?
        ) -> any WindowContent
}

/// A scene with its windows' description changed.
public struct _WindowDescriptionModifier<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content
    let change: (inout _WindowDescription) -> Void

    public func _windows(into windows: inout [_WindowDescription]) {
        var own: [_WindowDescription] = []
        content._windows(into: &own)
        for index in own.indices { change(&own[index]) }
        windows.append(contentsOf: own)
    }
}

/// The resizability of a window.
public struct WindowResizability: Equatable, Sendable {
    enum Kind: Equatable {
        case automatic, contentSize, contentMinSize
    }

    let kind: Kind

    /// The window is resizable (bounded below by the content's minimum size).
    public static let automatic = WindowResizability(kind: .automatic)
    /// The window has the content's ideal size and cannot be resized.
    public static let contentSize = WindowResizability(kind: .contentSize)
    /// The window can be resized down to the content's minimum size.
    public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

extension Scene {
    /// Sets a default size for a window created from a scene.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _WindowDescriptionModifier(content: self) { $0.defaultSize = size }
    }

    /// Sets a default width and height for a window created from a scene.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// Sets the kind of resizability to use for a window created from a scene.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _WindowDescriptionModifier(content: self) { $0.resizability = resizability }
    }
}
