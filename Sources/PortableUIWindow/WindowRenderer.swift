import Foundation
import PortableUICore

/// Draws a window's content into its pixels for one frame.
///
/// The window host calls ``render(_:)`` only when something changed (state, size, a running
/// animation). The Cairo renderer implements it by drawing the host's display list onto an
/// image surface over ``WindowFrame/pixels``; until it is connected, ``ClearRenderer`` fills
/// the window with the background color.
@MainActor
public protocol WindowRenderer {
    /// Draws `frame.content` into `frame.pixels`.
    func render(_ frame: WindowFrame)

    /// The text engine whose layouts this renderer draws: windows measure their text with
    /// it. Nil (the default) keeps the core's deterministic test engine.
    var textEngine: (any TextEngine)? { get }
}

extension WindowRenderer {
    public var textEngine: (any TextEngine)? { nil }
}

/// One frame's target: 32-bit premultiplied ARGB pixels in native byte order (Cairo's
/// `CAIRO_FORMAT_ARGB32`, SDL's `ARGB8888`), `scale` pixels per point. The pixels hold the
/// window's previous frame while its size stays the same.
@MainActor
public struct WindowFrame {
    /// The first pixel of the top row.
    public let pixels: UnsafeMutableRawPointer
    /// The size in pixels.
    public let width: Int
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The window's background, drawn before the content.
    public let backgroundColor: Color
    /// The laid-out content to draw (window coordinates, points).
    public let content: any WindowContent

    /// Fills every pixel with `color`.
    public func fill(with color: Color) {
        let a = color.opacity
        func channel(_ value: Double) -> UInt32 { UInt32((value * a * 255).rounded()) }
        let pixel = UInt32((a * 255).rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8
            | channel(color.blue)
        for row in 0..<height {
            let start = (pixels + row * bytesPerRow).bindMemory(to: UInt32.self, capacity: width)
            start.update(repeating: pixel, count: width)
        }
    }
}

/// The renderer used until the Cairo renderer is connected: the background color only.
public struct ClearRenderer: WindowRenderer {
    nonisolated public init() {}

    public func render(_ frame: WindowFrame) {
        frame.fill(with: frame.backgroundColor)
    }
}
