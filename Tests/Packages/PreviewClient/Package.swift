// swift-tools-version:6.0
// A package outside PortableUI's target graph that uses it as an application's package would:
// it depends on PortableUI by path and builds with plain `swift build` (`make test` builds it
// and renders its previews with portableui-previews). ClientViews is in Swift 5 mode,
// ClientViews6 in Swift 6 mode; ClientApp is an app whose previews render through App.main().
import PackageDescription

let package = Package(
    name: "PreviewClient",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ClientViews", targets: ["ClientViews"]),
        .library(name: "ClientViews6", targets: ["ClientViews6"]),
        .executable(name: "ClientApp", targets: ["ClientApp"]),
    ],
    dependencies: [.package(name: "PortableUI", path: "../../..")],
    targets: [
        .target(
            name: "ClientViews", dependencies: [.product(name: "SwiftUI", package: "PortableUI")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "ClientViews6", dependencies: [.product(name: "SwiftUI", package: "PortableUI")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "ClientApp", dependencies: ["ClientViews", .product(name: "SwiftUI", package: "PortableUI")]),
    ]
)
