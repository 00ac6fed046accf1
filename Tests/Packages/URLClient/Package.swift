// swift-tools-version:6.0
// A package that depends on PortableUI by URL, as an app's package does when PortableUI is
// not checked out beside it. `make url-client` (part of `make test`) points it at this
// repository's own commit (PORTABLEUI_GIT_URL and PORTABLEUI_REVISION), so SwiftPM clones,
// resolves and builds PortableUI as a remote dependency, macro plugin included.
import PackageDescription

let url = Context.environment["PORTABLEUI_GIT_URL"] ?? "https://example.invalid/PortableUI.git"
let revision = Context.environment["PORTABLEUI_REVISION"] ?? "main"

let package = Package(
    name: "URLClient",
    platforms: [.macOS(.v14)],
    products: [.library(name: "URLClientViews", targets: ["URLClientViews"])],
    dependencies: [.package(url: url, revision: revision)],
    targets: [
        .target(
            name: "URLClientViews",
            dependencies: [
                .product(name: "SwiftUI", package: "PortableUI"),
                .product(name: "Combine", package: "PortableUI"),
            ])
    ]
)
