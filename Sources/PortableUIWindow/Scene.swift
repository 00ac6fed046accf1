import Foundation
import PortableUICore

/// A part of an app's user interface with a life cycle managed by the system: here, the
/// windows that ``WindowGroup``, ``Window`` and ``Settings`` describe.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder var body: Self.Body { get }

    /// Appends the windows this scene describes. The primitive scenes implement it; custom
    /// scenes use the default, which asks their body.
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

    @MainActor
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

    /// Sets a default position for a window: the point of the screen, in unit coordinates,
    /// where the window's matching point goes (`.topLeading` puts the window in the
    /// screen's top-left corner, `.center` centers it).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        _WindowDescriptionModifier(content: self) { $0.defaultPosition = position }
    }

    /// Sets the style for windows created by this scene.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        _WindowDescriptionModifier(content: self) { $0.hasTitleBar = S.hasTitleBar }
    }
}
