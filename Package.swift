// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "PortableUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PortableUI", targets: ["PortableUI"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "PortableUIPreviews", targets: ["PortableUIPreviews"]),
        .library(name: "PortableUITesting", targets: ["PortableUITesting"]),
        // The gallery as a library, so that `make previews` can link its previews.
        .library(name: "GalleryKit", targets: ["GalleryKit"]),
        .executable(name: "portableui-previews", targets: ["portableui-previews"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The macros' expansions, and the plugin executable the compiler runs for them: Foundation only.
        .target(name: "PortableUIMacrosKit", swiftSettings: [.swiftLanguageMode(.v6)]),
        .macro(name: "PortableUIMacros", dependencies: ["PortableUIMacrosKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUICombine", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Combine", dependencies: ["PortableUICombine"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "UniformTypeIdentifiers", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUICore", dependencies: ["PortableUIMacros", "PortableUICombine", "UniformTypeIdentifiers"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUICairo", dependencies: ["PortableUICore", "CCairo", "CPango", "CTurboJPEG", "CZlib"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUIWindow", dependencies: ["PortableUICore", "CSDL2", "CDBus"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUIPreviews", dependencies: ["PortableUICore", "PortableUICairo"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUI", dependencies: ["PortableUICore", "PortableUICairo", "PortableUIWindow", "PortableUIPreviews"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "portableui-previews", dependencies: ["PortableUIPreviews"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "PortableUITesting", dependencies: ["PortableUI", "PortableUICore"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "SwiftUI", dependencies: ["PortableUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "GalleryKit", dependencies: ["SwiftUI", "Combine"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "Gallery", dependencies: ["GalleryKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LayoutChecking", dependencies: ["PortableUICore"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "Benchmarks", dependencies: ["PortableUI", "GalleryKit", "LayoutChecking", "PortableUITesting"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "PortableUICoreTests", dependencies: ["PortableUICore", "LayoutChecking"]),
        .testTarget(name: "PortableUICombineTests", dependencies: ["Combine"]),
        .testTarget(
            name: "PortableUICairoTests", dependencies: ["PortableUICairo", "SwiftUI"], exclude: ["Snapshots", "Fixtures"]),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryKit", "PortableUIPreviews", "PortableUITesting"]),
        .testTarget(name: "PortableUIMacrosTests", dependencies: ["PortableUIMacrosKit"]),
        .testTarget(name: "PortableUITestingTests", dependencies: ["PortableUITesting", "SwiftUI"]),
        .testTarget(name: "PortableUIPreviewsTests", dependencies: ["PortableUIPreviews", "SwiftUI"]),
        .testTarget(
            name: "PortableUIWindowTests", dependencies: ["PortableUIWindow", "CSDL2", "CDBus", "GalleryKit"],
            exclude: ["WindowProbe", "ATSPIClient"]),
        .executableTarget(name: "WindowProbe", dependencies: ["PortableUI"], path: "Tests/PortableUIWindowTests/WindowProbe"),
    ],
    swiftLanguageModes: [.v5]
)
