import CSDL2
import Foundation
import PortableUICore

/// One SDL window with a renderer and a streaming texture the size of its drawable area.
///
/// Frames are drawn into a buffer the window keeps (a locked texture's pixels are not the
/// previous frame's), so a renderer may draw only what changed since the previous frame.
///
/// SDL measures windows in "units": pixels on X11, points where the window system scales
/// (Wayland, macOS). `scale` is pixels per point: the one the user asked for
/// (``WindowSystem/requestedScale``) or else the window system's.
@MainActor
final class SDLWindow {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize: (width: Int32, height: Int32) = (0, 0)
    /// The last frame's pixels, 32-bit ARGB, `textureSize` large.
    private var frame: [UInt32] = []
    private let requestedScale: CGFloat?

    /// Opens a hidden window of `size` points, without the window manager's title bar and
    /// frame when `borderless`.
    init?(title: String, size: CGSize, borderless: Bool = false) {
        requestedScale = WindowSystem.requestedScale
        let unitsPerPoint = requestedScale ?? 1
        var flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if borderless { flags |= SDL_WINDOW_BORDERLESS.rawValue }
        let centered = Int32(bitPattern: 0x2FFF_0000)
        guard
            let window = SDL_CreateWindow(
                title, centered, centered, Int32((size.width * unitsPerPoint).rounded()),
                Int32((size.height * unitsPerPoint).rounded()), flags)
        else { return nil }
        let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        guard
            let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsync)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(window)
            return nil
        }
        self.window = window
        self.renderer = renderer
    }

    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    // MARK: Geometry

    private var unitSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Swift.max(width, 1), Swift.max(height, 1))
    }

    private var pixelSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Swift.max(width, 1), Swift.max(height, 1))
    }

    /// Pixels per SDL unit (2 on a HiDPI display where the window system scales).
    private var pixelsPerUnit: CGFloat { CGFloat(pixelSize.width) / CGFloat(unitSize.width) }

    /// Pixels per point.
    var scale: CGFloat { requestedScale ?? pixelsPerUnit }

    /// The window's size in points.
    var size: CGSize {
        let factor = pixelsPerUnit / scale
        return CGSize(width: CGFloat(unitSize.width) * factor, height: CGFloat(unitSize.height) * factor)
    }

    /// A location in SDL units, in points.
    func point(x: Int32, y: Int32) -> CGPoint {
        let factor = pixelsPerUnit / scale
        return CGPoint(x: CGFloat(x) * factor, y: CGFloat(y) * factor)
    }

    /// The window's top-left corner on the screen, in points.
    var screenOrigin: CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return point(x: x, y: y)
    }

    /// Where the pointer is, in the window's points, read from the screen (SDL's drop events
    /// carry no location, and the window may have seen no motion during an outside drag).
    var pointerLocation: CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetGlobalMouseState(&x, &y)
        let screen = point(x: x, y: y)
        let origin = screenOrigin
        return CGPoint(x: screen.x - origin.x, y: screen.y - origin.y)
    }

    private func units(_ size: CGSize) -> (Int32, Int32) {
        let factor = scale / pixelsPerUnit
        return (Int32((size.width * factor).rounded()), Int32((size.height * factor).rounded()))
    }

    func resize(to size: CGSize) {
        let (width, height) = units(size)
        SDL_SetWindowSize(window, width, height)
    }

    func setMinimumSize(_ size: CGSize) {
        let (width, height) = units(size)
        SDL_SetWindowMinimumSize(window, Swift.max(width, 1), Swift.max(height, 1))
    }

    func setResizable(_ resizable: Bool) {
        SDL_SetWindowResizable(window, resizable ? SDL_TRUE : SDL_FALSE)
    }

    /// SDL's identifier of the window, which its events carry.
    var id: UInt32 { SDL_GetWindowID(window) }

    /// Shows the window with its `position` (unit point) on the point of the same unit
    /// coordinates of the usable area of its display: `.center` centers it, `.topLeading`
    /// puts it in the top-left corner.
    func show(at position: UnitPoint) {
        var area = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        if SDL_GetDisplayUsableBounds(display < 0 ? 0 : display, &area) == 0 {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            let unit = { (value: CGFloat) in value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0.5 }
            let x = area.x + Int32((CGFloat(area.w - width) * unit(position.x)).rounded())
            let y = area.y + Int32((CGFloat(area.h - height) * unit(position.y)).rounded())
            SDL_SetWindowPosition(window, x, y)
        }
        SDL_ShowWindow(window)
    }

    /// Raises the window above the others and gives it the keyboard focus.
    func raise() {
        SDL_RaiseWindow(window)
    }

    // MARK: Drawing

    /// Lets `draw` update the window's pixels (which hold the previous frame, unless the
    /// size changed), then presents them (waiting for vertical sync).
    func present(_ draw: (_ pixels: UnsafeMutableRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) -> Void) {
        let size = pixelSize
        if texture == nil || textureSize != size {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), size.width,
                size.height)
            textureSize = size
        }
        guard let texture else { return }
        let (width, height) = (Int(size.width), Int(size.height))
        if frame.count != width * height { frame = [UInt32](repeating: 0, count: width * height) }
        frame.withUnsafeMutableBytes { buffer in
            draw(buffer.baseAddress!, width, height, width * 4)
            SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(width * 4))
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
