import Foundation
import PortableUICore

/// A tray icon's picture as StatusNotifierItem's `IconPixmap` carries it: `a(iiay)`, each
/// entry a width, a height and ARGB32 pixels in network byte order (A, R, G, B per pixel,
/// as the specification states).
enum StatusIconPixmap {
    /// The side of the icon (points) and its pixels per point: 22 points is the panel icon
    /// size of KDE Plasma and of GNOME's top bar; drawn at 2× so that a HiDPI panel gets
    /// sharp pixels (hosts scale the pixmap to their size).
    static let side: CGFloat = 22
    static let scale: CGFloat = 2

    /// Draws `content` (laid out in a `side`-point square) with `renderer` on a transparent
    /// background.
    @MainActor
    static func draw(_ content: any WindowContent, with renderer: any WindowRenderer) -> DBusValue {
        let pixels = Int((side * scale).rounded())
        let bytesPerRow = pixels * 4
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * pixels, alignment: 4)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * pixels)
        content.layoutIfNeeded()
        renderer.render(
            WindowFrame(
                pixels: buffer, width: pixels, height: pixels, bytesPerRow: bytesPerRow, scale: scale,
                backgroundColor: .clear, content: content))
        return entry(buffer, width: pixels, height: pixels)
    }

    /// One pixmap entry from native-order ARGB32 pixels.
    static func entry(_ pixels: UnsafeRawPointer, width: Int, height: Int) -> DBusValue {
        var bytes: [DBusValue] = []
        bytes.reserveCapacity(width * height * 4)
        for index in 0..<(width * height) {
            let pixel = pixels.load(fromByteOffset: index * 4, as: UInt32.self)
            for shift in [24, 16, 8, 0] { bytes.append(.byte(UInt8(truncatingIfNeeded: pixel >> UInt32(shift)))) }
        }
        return .array(
            elementSignature: "(iiay)",
            [.structure([.int32(Int32(width)), .int32(Int32(height)), .array(elementSignature: "y", bytes)])])
    }
}
