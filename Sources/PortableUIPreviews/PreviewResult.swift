import Foundation

/// What rendering one preview gave: an image per view and appearance, or why it failed.
public struct PreviewResult: Codable, Sendable {
    /// One rendered view of the preview.
    public struct Image: Codable, Sendable {
        /// The view's name (`previewDisplayName`, or the preview's title).
        public var title: String
        /// How it was laid out, e.g. `iPhone 15 Pro, portrait` or `size that fits`.
        public var layout: String
        /// The size of the image in points.
        public var width: Double
        public var height: Double
        /// File names in the output folder, by appearance (`light`, `dark`).
        public var files: [String: String]
        /// Problems the layout reported (Diagnostics), and notes such as an unknown device.
        public var notes: [String]
    }

    public var title: String
    public var location: String
    public var kind: String
    public var images: [Image] = []
    /// Why the preview could not be rendered, if it could not.
    public var failure: String?

    public init(entry: PreviewEntry) {
        title = entry.title
        location = entry.location
        kind = entry.kind.rawValue
    }

    public init(title: String, location: String, kind: String, failure: String) {
        self.title = title
        self.location = location
        self.kind = kind
        self.failure = failure
    }
}
