import Foundation
@_spi(Benchmarks) import PortableUIWindow
import PortableUI

// Issue 7's figures: scrolling a 10,000-row lazy list at 2x — input-to-frame latency and
// frame time during momentum, each against rendering the same screen from scratch — and
// what an open window with nothing changing costs (frames drawn, CPU) under Xvfb.

/// A feed of 10,000 rows (avatar, title, subtitle, trailing label) in a lazy stack.
private struct ScrollingFeed: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<10_000, id: \.self) { index in
                    HStack(spacing: 12) {
                        Circle().fill(index % 2 == 0 ? Color.blue : Color.orange).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Row \(index)").font(.headline)
                            Text("Subtitle of row \(index)").font(.subheadline).foregroundStyle(Color.secondary)
                        }
                        Spacer()
                        Text("\(index % 60) min").font(.footnote)
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                }
            }
        }
    }
}

/// One window's pixels at 2x, drawn the way the window host draws a frame.
@MainActor
private final class FrameBuffer {
    static let size = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 2
    let width = Int(size.width * scale)
    let height = Int(size.height * scale)
    private var pixels: [UInt32]

    init() {
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// Builds the host's display list (laying out first if needed) and rasterizes it.
    func draw<V: View>(_ host: ViewHost<V>) {
        let list = host.displayList()
        raster(list)
    }

    func raster(_ list: DisplayList) {
        let (width, height) = (width, height)
        pixels.withUnsafeMutableBytes { buffer in
            PixelBufferRenderer.draw(
                list, into: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4,
                scale: Self.scale, background: .white)
        }
    }
}

private struct ScrollingFigures {
    /// New host, layout, display list and raster of the list's first screen.
    var fullRender: Double = 0
    /// Of which the raster alone.
    var fullRaster: Double = 0
    /// A pointer move of a drag (10 points) until its frame's pixels are drawn.
    var dragLatency: Double = 0
    /// A wheel notch (40 points) until its frame's pixels are drawn.
    var wheelLatency: Double = 0
    /// One frame of momentum: clock step, layout, display list, raster.
    var momentumFrame: Double = 0
    /// Of which the raster alone.
    var momentumRaster: Double = 0
    var momentumFrames = 0
}

@MainActor
private func measureScrolling() -> ScrollingFigures {
    let buffer = FrameBuffer()
    var figures = ScrollingFigures()
    let size = FrameBuffer.size
    func makeHost() -> ViewHost<ScrollingFeed> { ViewHost(ScrollingFeed(), size: size, displayScale: FrameBuffer.scale) }
    let warm = makeHost()
    buffer.draw(warm)  // fonts, caches, code paths

    FileHandle.standardError.write(Data("  input: full render\n".utf8))
    figures.fullRender = Repetitions(minimum: 10, maximum: 40, budget: 3).median {
        Clock.measure { buffer.draw(makeHost()) }
    }
    let fullList = warm.displayList()
    figures.fullRaster = Repetitions(minimum: 10, maximum: 40, budget: 2).median {
        Clock.measure { buffer.raster(fullList) }
    }

    FileHandle.standardError.write(Data("  input: drag and wheel\n".utf8))
    // A drag in progress: every pointer move scrolls 10 points and is followed by a frame.
    let host = makeHost()
    buffer.draw(host)
    let x = size.width / 2
    var y: CGFloat = 800
    host.press(at: CGPoint(x: x, y: y))
    figures.dragLatency = Repetitions(minimum: 50, maximum: 70, budget: 3).median {
        y -= 10
        return Clock.measure {
            host.movePointer(to: CGPoint(x: x, y: y))
            buffer.draw(host)
        }
    }
    host.release(at: CGPoint(x: x, y: y))

    figures.wheelLatency = Repetitions(minimum: 50, maximum: 300, budget: 3).median {
        Clock.measure {
            host.scrollWheel(by: CGSize(width: 0, height: 40), at: CGPoint(x: x, y: 400))
            buffer.draw(host)
        }
    }

    FileHandle.standardError.write(Data("  input: momentum\n".utf8))
    // Flicks of 3,000 points per second, and the frames of their momentum at 60 per second.
    var frames: [Double] = []
    var rasters: [Double] = []
    while frames.count < 300 {
        flick(host, x: x)
        while host.isAnimating, frames.count < 300 {
            var list = DisplayList()
            frames.append(
                Clock.measure {
                    host.tick(to: host.time + 1.0 / 60)
                    list = host.displayList()
                    buffer.raster(list)
                })
            rasters.append(Clock.measure { buffer.raster(list) })
        }
    }
    figures.momentumFrame = Statistics.median(frames)
    figures.momentumRaster = Statistics.median(rasters)
    figures.momentumFrames = frames.count
    return figures
}

/// A flick upward: three pointer moves of 50 points, one per frame (3,000 points per second).
@MainActor
private func flick(_ host: ViewHost<ScrollingFeed>, x: CGFloat) {
    var y: CGFloat = 700
    host.press(at: CGPoint(x: x, y: y))
    for _ in 0..<3 {
        host.tick(to: host.time + 1.0 / 60)
        y -= 50
        host.movePointer(to: CGPoint(x: x, y: y))
    }
    host.release(at: CGPoint(x: x, y: y))
}

// MARK: Idle window

private struct IdleFigures {
    var frames: Int
    var seconds: Double
    var cpuSeconds: Double
}

/// Opens the feed in a real window on a private Xvfb display and counts, between 1.5 s and
/// 3.5 s after it opened, the frames the window loop draws and the CPU time the process
/// spends. Nil when Xvfb is not installed or no window could be opened.
@MainActor
private func measureIdleWindow() -> IdleFigures? {
    let xvfbPath = "/usr/bin/Xvfb"
    guard FileManager.default.isExecutableFile(atPath: xvfbPath) else { return nil }
    let number = 80 + Int.random(in: 0..<9)
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: xvfbPath)
    xvfb.arguments = [":\(number)", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
    xvfb.standardOutput = FileHandle.nullDevice
    xvfb.standardError = FileHandle.nullDevice
    guard (try? xvfb.run()) != nil else { return nil }
    defer {
        kill(xvfb.processIdentifier, SIGKILL)  // SIGTERM may be blocked in children of this process
        xvfb.waitUntilExit()
    }
    let socket = "/tmp/.X11-unix/X\(number)"
    for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { Thread.sleep(forTimeInterval: 0.05) }
    setenv("DISPLAY", ":\(number)", 1)
    setenv("PORTABLEUI_SCALE", "2", 1)
    setenv("PORTABLEUI_EXIT_AFTER", "4", 1)
    defer {
        unsetenv("PORTABLEUI_EXIT_AFTER")
        unsetenv("PORTABLEUI_SCALE")
    }
    var frameTimes: [Double] = []
    WindowSystem.frameObserver = { frameTimes.append($0) }
    defer { WindowSystem.frameObserver = nil }
    var start: (frames: Int, cpu: Double, wall: Double)?
    var figures: IdleFigures?
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
        start = (frameTimes.count, processCPUSeconds(), ProcessInfo.processInfo.systemUptime)
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) {
        guard let start else { return }
        figures = IdleFigures(
            frames: frameTimes.count - start.frames, seconds: ProcessInfo.processInfo.systemUptime - start.wall,
            cpuSeconds: processCPUSeconds() - start.cpu)
    }
    _ = WindowSystem.run(WindowGroup("Idle feed") { ScrollingFeed() }.defaultSize(width: 390, height: 844), renderer: CairoWindowRenderer())
    return frameTimes.isEmpty ? nil : figures
}

/// User and system CPU time of the whole process (every thread), in seconds.
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

// MARK: Report

/// Prints the input table.
@MainActor
func runInputBenchmarks() {
    let figures = measureScrolling()
    func ms(_ nanoseconds: Double) -> String { String(format: "%.2f ms", nanoseconds / 1e6) }
    func ratio(_ nanoseconds: Double) -> String {
        let value = nanoseconds / figures.fullRender
        return String(format: "%.2f", value) + (value <= 0.5 ? "" : " ✗")
    }
    print("")
    print("Scrolling a 10,000-row lazy list, 390×844 pt at 2x (780×1688 px), CPU time per frame")
    print("| measurement | time | of which raster | ÷ full render (goal ≤ 0.5) |")
    print("|---|--:|--:|--:|")
    print("| full render from scratch (new host, layout, display list, raster) | \(ms(figures.fullRender)) | \(ms(figures.fullRaster)) | 1 |")
    print("| input to frame: drag move of 10 pt | \(ms(figures.dragLatency)) |  | \(ratio(figures.dragLatency)) |")
    print("| input to frame: wheel notch of 40 pt | \(ms(figures.wheelLatency)) |  | \(ratio(figures.wheelLatency)) |")
    print("| momentum frame (\(figures.momentumFrames) frames of 3,000 pt/s flicks) | \(ms(figures.momentumFrame)) | \(ms(figures.momentumRaster)) | \(ratio(figures.momentumFrame)) |")
    guard let idle = measureIdleWindow() else {
        print("\nIdle window: not measured (needs Xvfb and a window)")
        return
    }
    print("")
    print("An open window with nothing changing (the same list, Xvfb, PORTABLEUI_SCALE=2)")
    print("| measurement | value |")
    print("|---|--:|")
    print("| frames drawn in \(String(format: "%.1f", idle.seconds)) s of idling (goal 0) | \(idle.frames) |")
    print("| process CPU while idle | \(String(format: "%.2f", idle.cpuSeconds / idle.seconds * 100)) % of one core |")
}
