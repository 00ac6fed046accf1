import CCairo
import CTurboJPEG
import Foundation
import PortableUICore

/// A decoded image: a Cairo ARGB32 image surface, owned.
final class CairoImage {
    let surface: OpaquePointer
    var width: Int { Int(cairo_image_surface_get_width(surface)) }
    var height: Int { Int(cairo_image_surface_get_height(surface)) }

    init(surface: OpaquePointer) {
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

/// Why an image could not be decoded.
final class ImageDecodingFailure: Error, @unchecked Sendable {
    let message: String
    init(message: String) { self.message = message }
}

/// Decodes PNG (with Cairo) and JPEG (with TurboJPEG) data into Cairo surfaces, once per
/// ``ImageSource``.
enum CairoImageDecoder {
    /// The decoded image of `source`, or `nil` (after reporting why, once) when the data is
    /// corrupt.
    static func image(for source: ImageSource) -> CairoImage? {
        switch source.decoded {
        case let image as CairoImage: return image
        case is ImageDecodingFailure: return nil
        default: break
        }
        let result: Result<CairoImage, ImageDecodingFailure>
        switch source.format {
        case .png: result = decodePNG(source.data)
        case .jpeg: result = decodeJPEG(source.data)
        case .unknown: result = .failure(ImageDecodingFailure(message: "not a PNG or JPEG image"))
        }
        switch result {
        case .success(let image):
            source.decoded = image
            return image
        case .failure(let failure):
            Diagnostics.report("The image \(source.name) cannot be decoded (\(failure.message)); a placeholder is drawn.")
            source.decoded = failure
            return nil
        }
    }

    /// Reads PNG data through Cairo's stream reader.
    static func decodePNG(_ data: Data) -> Result<CairoImage, ImageDecodingFailure> {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.withUnsafeBytes { bytes in
                        buffer.update(from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return .failure(ImageDecodingFailure(message: "out of memory")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            return .failure(ImageDecodingFailure(message: message))
        }
        return .success(CairoImage(surface: surface))
    }

    /// Decompresses JPEG data with TurboJPEG into BGRA, which is Cairo's ARGB32 on
    /// little-endian machines (opaque, so premultiplication changes nothing).
    static func decodeJPEG(_ data: Data) -> Result<CairoImage, ImageDecodingFailure> {
        guard let handle = tjInitDecompress() else {
            return .failure(ImageDecodingFailure(message: "TurboJPEG could not start"))
        }
        defer { tjDestroy(handle) }
        func failure() -> Result<CairoImage, ImageDecodingFailure> {
            .failure(ImageDecodingFailure(message: String(cString: tjGetErrorStr2(handle))))
        }
        return data.withUnsafeBytes { bytes -> Result<CairoImage, ImageDecodingFailure> in
            let input = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, input, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
                width > 0, height > 0
            else { return failure() }
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
            else {
                cairo_surface_destroy(surface)
                return .failure(ImageDecodingFailure(message: "the image is too large"))
            }
            let stride = cairo_image_surface_get_stride(surface)
            let status = tjDecompress2(
                handle, input, UInt(bytes.count), pixels, width, stride, height, Int32(TJPF_BGRA.rawValue),
                TJFLAG_ACCURATEDCT)
            // Warnings (a truncated file) still produce an image; errors do not.
            if status != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
                cairo_surface_destroy(surface)
                return failure()
            }
            cairo_surface_mark_dirty(surface)
            return .success(CairoImage(surface: surface))
        }
    }
}
