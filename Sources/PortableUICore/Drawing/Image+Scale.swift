import Foundation

extension Image {
    /// A scale to apply to vector images relative to text.
    ///
    /// Symbol images (`Image(systemName:)`) are sized by the font of their environment; the
    /// scale makes them smaller or larger than the text they sit next to.
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images (the default).
        case medium
        /// A scale that produces large images.
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales images within the view according to one of the relative sizes available
    /// including small, medium, and large images sizes.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
