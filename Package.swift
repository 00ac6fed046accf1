// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PortableUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PortableUI", targets: ["PortableUI"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .target(name: "PortableUICore"),
        .target(name: "PortableUI", dependencies: ["PortableUICore"]),
        .target(name: "SwiftUI", dependencies: ["PortableUI"]),
        .executableTarget(name: "Gallery", dependencies: ["SwiftUI"]),
        .executableTarget(name: "Benchmarks", dependencies: ["PortableUI"]),
        .testTarget(name: "PortableUICoreTests", dependencies: ["PortableUICore"]),
    ],
    swiftLanguageModes: [.v5]
)
