import Foundation

/// A size constraint for a preview.
public enum PreviewLayout: Equatable, Sendable {
    /// Center the preview in a container the size of the device that the preview is running on.
    case device
    /// Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on.
    case sizeThatFits
    /// Center the preview in a fixed size container with the given dimensions.
    case fixed(width: CGFloat, height: CGFloat)
    /// Center the preview in a fixed size 3D container (visionOS). Rendered here as the fixed
    /// `width`×`height` container: a PNG has no depth.
    case fixed3D(width: CGFloat, height: CGFloat, depth: CGFloat)
}
