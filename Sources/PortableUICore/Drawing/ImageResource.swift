import Foundation

/// An image resource: the name of an image in a bundle, for ``Image/init(_:)``.
///
/// On Apple platforms Xcode generates a static member of this type for each image of an
/// asset catalog (`Image(.logo)`). Asset catalogs do not exist on Linux: declare the members
/// yourself (`extension ImageResource { static let logo = ImageResource(name: "logo",
/// bundle: .module) }`), naming a PNG or JPEG resource as ``Image/init(_:bundle:)`` finds it.
public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle

    /// Creates an image resource from the name of an image in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
