import Foundation

/// A screenshot in the X Window Dump format that `xwd` writes (Debian's x11-apps), decoded
/// for reading pixels: true-color images of 24 or 32 bits per pixel, either byte order.
///
/// The file is a header of big-endian 32-bit fields (the first one its length), the window's
/// name, the colormap (12 bytes per entry) and the rows of pixels.
struct XWDImage {
    let width: Int
    let height: Int
    private let bytesPerLine: Int
    private let bytesPerPixel: Int
    private let leastSignificantByteFirst: Bool
    private let masks: (red: UInt32, green: UInt32, blue: UInt32)
    private let pixels: Data

    /// Decodes `data`; nil when it is not a true-color ZPixmap dump.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func field(_ index: Int) -> Int {
            let offset = index * 4
            guard offset + 4 <= bytes.count else { return -1 }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        let headerSize = field(0)
        let zPixmap = 2
        guard field(1) == 7, field(2) == zPixmap, [24, 32].contains(field(11)) else { return nil }
        width = field(4)
        height = field(5)
        leastSignificantByteFirst = field(7) == 0
        bytesPerPixel = field(11) / 8
        bytesPerLine = field(12)
        masks = (UInt32(field(14)), UInt32(field(15)), UInt32(field(16)))
        let colors = field(19)
        let start = headerSize + colors * 12
        guard headerSize >= 100, width > 0, height > 0, start + bytesPerLine * height <= bytes.count else { return nil }
        pixels = data.subdata(in: data.startIndex + start..<data.startIndex + start + bytesPerLine * height)
    }

    /// The color at (`x`, `y`) pixels from the top-left corner, 0...255 per channel.
    func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0) }
        let offset = y * bytesPerLine + x * bytesPerPixel
        var value: UInt32 = 0
        for index in 0..<bytesPerPixel {
            let byte = UInt32(pixels[pixels.startIndex + offset + index])
            value |= leastSignificantByteFirst ? byte << (8 * index) : byte << (8 * (bytesPerPixel - 1 - index))
        }
        func channel(_ mask: UInt32) -> Int {
            guard mask != 0 else { return 0 }
            return Int((value & mask) >> mask.trailingZeroBitCount) * 255 / Int(mask >> mask.trailingZeroBitCount)
        }
        return (channel(masks.red), channel(masks.green), channel(masks.blue))
    }

    /// How many pixels in `rect` (pixels) are dark (every channel below 128): drawn text.
    func darkPixels(in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let color = pixel(x: x, y: y)
                if color.red < 128, color.green < 128, color.blue < 128 { count += 1 }
            }
        }
        return count
    }
}
