import Foundation

/// An encoded image (PNG or JPEG bytes) and what Core knows of it without decoding: its
/// format and pixel size, read from the file header.
///
/// Renderers decode the bytes and may keep the decoded form in ``decoded`` so that each
/// image is decoded once. Sources of files are shared by path, so drawing the same file in
/// every frame reads it once (a changed file, by size or date, is read again).
public final class ImageSource: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// An image file format.
    public enum Format: Sendable {
        case png, jpeg, unknown
    }

    /// What the image is called in messages: its path, name or a description of its data.
    public let name: String
    /// The encoded bytes.
    public let data: Data
    /// The format, from the bytes' signature.
    public let format: Format
    /// The size in pixels, from the header; `nil` when the header is unreadable.
    public let pixelSize: CGSize?
    /// Pixels per point.
    public let scale: CGFloat

    private let lock = NSLock()
    private var decodedValue: AnyObject?

    /// Creates a source from encoded bytes.
    public init(data: Data, scale: CGFloat = 1, name: String) {
        self.name = name
        self.data = data
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        (format, pixelSize) = ImageSource.readHeader(data)
    }

    /// The size in points, or `nil` when the header is unreadable.
    public var size: CGSize? {
        pixelSize.map { CGSize(width: $0.width / scale, height: $0.height / scale) }
    }

    /// The renderer's decoded form of the image, kept with the source.
    public var decoded: AnyObject? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return decodedValue
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            decodedValue = newValue
        }
    }

    public var description: String { name }

    public static func == (lhs: ImageSource, rhs: ImageSource) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Files

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var fileCache: [String: (stamp: String, source: ImageSource)] = [:]

    /// The source of the file at `path`, or `nil` when it cannot be read.
    static func file(atPath path: String, scale: CGFloat) -> ImageSource? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = "\(attributes?[.size] ?? "")|\(attributes?[.modificationDate] ?? "")|\(scale)"
        cacheLock.lock()
        if let cached = fileCache[path], cached.stamp == stamp {
            cacheLock.unlock()
            return cached.source
        }
        cacheLock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let source = ImageSource(data: data, scale: scale, name: path)
        cacheLock.lock()
        fileCache[path] = (stamp, source)
        cacheLock.unlock()
        return source
    }

    // MARK: Headers

    /// The format and pixel size from the signature and header of PNG and JPEG data.
    static func readHeader(_ data: Data) -> (Format, CGSize?) {
        let bytes = [UInt8](data.prefix(2))
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (.png, pngSize(data))
        }
        if bytes == [0xFF, 0xD8] {
            return (.jpeg, jpegSize(data))
        }
        return (.unknown, nil)
    }

    private static func bigEndian(_ data: Data, at offset: Int, count: Int) -> Int? {
        let start = data.startIndex + offset
        guard offset >= 0, start + count <= data.endIndex else { return nil }
        return data[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// PNG: the IHDR chunk follows the signature; width and height are at bytes 16 and 20.
    private static func pngSize(_ data: Data) -> CGSize? {
        guard data.count >= 24, data[data.startIndex + 12..<data.startIndex + 16].elementsEqual("IHDR".utf8),
            let width = bigEndian(data, at: 16, count: 4), let height = bigEndian(data, at: 20, count: 4),
            width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// JPEG: walks the marker segments to the first start-of-frame (SOF0…SOF15 except DHT,
    /// JPG and DAC), which holds the height and width.
    private static func jpegSize(_ data: Data) -> CGSize? {
        var offset = 2
        while let marker = bigEndian(data, at: offset, count: 2) {
            guard marker >> 8 == 0xFF else { return nil }
            let code = marker & 0xFF
            if code == 0xD8 || code == 0x01 || (0xD0...0xD7).contains(code) || code == 0xFF {
                offset += code == 0xFF ? 1 : 2
                continue
            }
            guard code != 0xD9, code != 0xDA, let length = bigEndian(data, at: offset + 2, count: 2), length >= 2 else {
                return nil
            }
            if (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC {
                guard let height = bigEndian(data, at: offset + 5, count: 2),
                    let width = bigEndian(data, at: offset + 7, count: 2), width > 0, height > 0
                else { return nil }
                return CGSize(width: width, height: height)
            }
            offset += 2 + length
        }
        return nil
    }
}
