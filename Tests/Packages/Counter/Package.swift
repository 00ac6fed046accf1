// swift-tools-version:6.0
// The example package of docs/testing.md, compiled and tested by `make test` (target
// `testing-example`): its files are the guide's code blocks (Tests/PortableUITestingTests/
// TestingGuideTests checks that they stay so), but for this dependency by path.
import PackageDescription

let package = Package(
    name: "Counter",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "CounterUI", targets: ["CounterUI"])],
    dependencies: [
        // On Linux `import SwiftUI` resolves to PortableUI's SwiftUI module.
        .package(name: "PortableUI", path: "../../..")
    ],
    targets: [
        .target(
            name: "CounterUI",
            dependencies: [.product(name: "SwiftUI", package: "PortableUI", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "CounterUITests",
            dependencies: [
                "CounterUI",
                .product(name: "PortableUITesting", package: "PortableUI", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
