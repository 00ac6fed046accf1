import Foundation

/// How a package depends on PortableUI, so that the runner package declares it the same way:
/// by path, or by URL at the revision the package resolved. Declared alike, the two graphs
/// share one checkout and one set of compiler flags (SwiftPM builds a remote package without
/// its warnings), so nothing of PortableUI is compiled twice.
struct PortableUIDependency {
    /// Where a package that comes by URL was resolved to.
    struct Pin {
        var location: String
        var revision: String
    }

    var identity: String
    /// Where its sources are.
    var path: URL
    /// Its pin when it comes by URL; `nil` for a path dependency.
    var pin: Pin?

    /// The `.package(…)` line of a manifest that depends on it as the package does.
    var declaration: String {
        guard let pin else { return ".package(path: \(literal(path.standardizedFileURL.path)))" }
        return ".package(url: \(literal(pin.location)), revision: \(literal(pin.revision)))"
    }
}
