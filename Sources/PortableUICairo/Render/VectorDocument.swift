import CCairo
import Foundation
import PortableUICore

/// Renders display lists into SVG or PDF documents in memory.
enum VectorDocument {
    /// A vector format.
    enum Format {
        case svg, pdf
    }

    /// A one-page document of `size` points drawing `list`, or `nil` when Cairo fails.
    static func data(_ list: DisplayList, size: CGSize, format: Format) -> Data? {
        final class Sink { var data = Data() }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        return withExtendedLifetime(sink) { () -> Data? in
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            let width = Double(Swift.max(size.width, 1)), height = Double(Swift.max(size.height, 1))
            let surface: OpaquePointer
            switch format {
            case .svg: surface = cairo_svg_surface_create_for_stream(write, closure, width, height)!
            case .pdf: surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)!
            }
            let cr = cairo_create(surface)!
            CairoRenderer(cr: cr, isVector: true).draw(list)
            let status = cairo_status(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            let surfaceStatus = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            guard status == CAIRO_STATUS_SUCCESS, surfaceStatus == CAIRO_STATUS_SUCCESS else {
                Diagnostics.report("Cairo could not render the \(format) document: \(String(cString: cairo_status_to_string(status))).")
                return nil
            }
            return sink.data
        }
    }
}
