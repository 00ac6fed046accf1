import Foundation

/// Customizations that you can apply to a preview.
public struct PreviewTrait<T> {
    let apply: (inout PreviewTraitValues) -> Void

    init(_ apply: @escaping (inout PreviewTraitValues) -> Void) {
        self.apply = apply
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which the preview is
    /// running. This is the default.
    @MainActor public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait { $0.layout = .device } }

    /// Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on.
    @MainActor public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait { $0.layout = .sizeThatFits }
    }

    /// Center the preview in a fixed size container with the given dimensions.
    @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }

    /// Centers the preview in a fixed-size, 3D container; the same as
    /// ``PreviewLayout/fixed3D(width:height:depth:)`` (its depth has no effect on a PNG).
    @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat, depth: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed3D(width: width, height: height, depth: depth) }
    }

    /// Preview in portrait orientation.
    @MainActor public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait { $0.orientation = .portrait } }

    /// Preview in landscape, the device rotated left (its top edge on the left).
    @MainActor public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait { $0.orientation = .landscapeLeft }
    }

    /// Preview in landscape, the device rotated right (its top edge on the right).
    @MainActor public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait { $0.orientation = .landscapeRight }
    }

    /// Preview in portrait, upside down.
    @MainActor public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait { $0.orientation = .portraitUpsideDown }
    }
}

/// What a preview's traits and preview modifiers ask of the renderer, combined (later
/// ones win).
@_spi(PreviewRendering)
public struct PreviewTraitValues: Equatable, Sendable {
    /// The container the preview is laid out in.
    public var layout: PreviewLayout = .device
    /// The orientation of the device.
    public var orientation: InterfaceOrientation = .portrait
    /// The device to preview on, if one was named.
    public var device: PreviewDevice?
    /// The display name given with `previewDisplayName(_:)`.
    public var displayName: String?
    /// The platform a `PreviewProvider` names; it picks the device when none is named.
    public var platform: PreviewPlatform?

    public init() {}
}
