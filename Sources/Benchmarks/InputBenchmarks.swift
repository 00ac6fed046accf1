import Foundation
import PortableUI
@_spi(Benchmarks) import PortableUIWindow

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

/// One window's pixels at 2x, drawn the way the window host draws a frame: whole (a new
/// screen) or incrementally over the previous frame of the same host.
@MainActor
private final class FrameBuffer {
    static let size = CGSize(width: 390, height: 844)
    static let scale: CGFloat = 2
    let width = Int(size.width * scale)
    let height = Int(size.height * scale)
    private var pixels: [UInt32]
    /// Draws over the previous frame when set; whole frames otherwise.
    private let incremental: IncrementalPixelRenderer?

    init(incremental: Bool) {
        pixels = [UInt32](repeating: 0, count: width * height)
        self.incremental = incremental ? IncrementalPixelRenderer() : nil
    }

    /// Builds the host's display list (laying out first if needed) and rasterizes it.
    func draw<V: View>(_ host: ViewHost<V>) {
        raster(host.displayList())
    }

    func raster(_ list: DisplayList) {
        let (width, height, incremental) = (width, height, incremental)
        pixels.withUnsafeMutableBytes { buffer in
            if let incremental {
                incremental.draw(
                    list, into: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4,
                    scale: Self.scale, background: .white)
            } else {
                PixelBufferRenderer.draw(
                    list, into: buffer.baseAddress!, width: width, height: height, bytesPerRow: width * 4,
                    scale: Self.scale, background: .white)
            }
        }
    }
}

/// The median CPU time of a kind of frame, and of the raster (Cairo) part of it.
private struct FrameCost {
    var totals: [Double] = []
    var rasters: [Double] = []

    var total: Double { Statistics.median(totals) }
    var raster: Double { Statistics.median(rasters) }
    var count: Int { totals.count }

    /// Times one frame: `frame` handles the input and returns the display list, which is
    /// then rasterized (timed on its own as well).
    @MainActor
    mutating func sample(_ buffer: FrameBuffer, _ frame: () -> DisplayList) {
        var list = DisplayList()
        let build = Clock.measure { list = frame() }
        let raster = Clock.measure { buffer.raster(list) }
        totals.append(build + raster)
        rasters.append(raster)
    }
}

private struct ScrollingFigures {
    /// New host, layout, display list and raster of the list's first screen, its text shaped
    /// anew (the text-layout cache emptied first).
    var fullRender = FrameCost()
    /// The same with the first screen's text already shaped (cached by the previous rounds).
    var fullRenderShapedText = FrameCost()
    /// A pointer move of a drag (10 points) until its frame's pixels are drawn.
    var drag = FrameCost()
    /// A wheel notch (40 points) until its frame's pixels are drawn.
    var wheel = FrameCost()
    /// One frame of momentum: clock step, layout, display list, raster.
    var momentum = FrameCost()
}

/// Times the four kinds of frame in interleaved rounds (one of each per round), so that the
/// machine's changing load affects the full render and the scrolled frames alike.
@MainActor
private func measureScrolling(rounds: Int = 150) -> ScrollingFigures {
    let buffer = FrameBuffer(incremental: false)
    let (dragBuffer, wheelBuffer, momentumBuffer) = (
        FrameBuffer(incremental: true), FrameBuffer(incremental: true), FrameBuffer(incremental: true)
    )
    var figures = ScrollingFigures()
    func makeHost() -> ViewHost<ScrollingFeed> {
        ViewHost(ScrollingFeed(), size: FrameBuffer.size, displayScale: FrameBuffer.scale)
    }
    let (dragHost, wheelHost, momentumHost) = (makeHost(), makeHost(), makeHost())
    buffer.draw(makeHost())  // fonts, caches, code paths
    dragBuffer.draw(dragHost)
    wheelBuffer.draw(wheelHost)
    momentumBuffer.draw(momentumHost)
    let x = FrameBuffer.size.width / 2
    var dragY: CGFloat = 0
    for _ in 0..<rounds {
        // From scratch: the first screen's text is shaped again too, as the text of the rows
        // that scroll into the other hosts' frames is shaped for the first time. Then the
        // same screen once more with its text cached.
        (PangoTextEngine.platformDefault as? PangoTextEngine)?.removeCachedLayouts()
        figures.fullRender.sample(buffer) { makeHost().displayList() }
        figures.fullRenderShapedText.sample(buffer) { makeHost().displayList() }

        // A drag in progress: every pointer move scrolls 10 points.
        if dragY < 100 {
            dragHost.release(at: CGPoint(x: x, y: dragY))
            dragY = 800
            dragHost.press(at: CGPoint(x: x, y: dragY))
        }
        dragY -= 10
        figures.drag.sample(dragBuffer) {
            dragHost.movePointer(to: CGPoint(x: x, y: dragY))
            return dragHost.displayList()
        }

        figures.wheel.sample(wheelBuffer) {
            wheelHost.scrollWheel(by: CGSize(width: 0, height: 40), at: CGPoint(x: x, y: 400))
            return wheelHost.displayList()
        }

        // Flicks of 3,000 points per second, and the frames of their momentum at 60 per second.
        if !momentumHost.isAnimating { flick(momentumHost, x: x) }
        figures.momentum.sample(momentumBuffer) {
            momentumHost.tick(to: momentumHost.time + 1.0 / 60)
            return momentumHost.displayList()
        }
    }
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
    // Xvfb picks a free display and writes its number once it accepts connections.
    let xvfb = Process()
    let ready = Pipe()
    xvfb.executableURL = URL(fileURLWithPath: xvfbPath)
    xvfb.arguments = ["-displayfd", "1", "-screen", "0", "1024x1024x24", "-nolisten", "tcp"]
    xvfb.standardOutput = ready
    xvfb.standardError = FileHandle.nullDevice
    guard (try? xvfb.run()) != nil else { return nil }
    defer {
        kill(xvfb.processIdentifier, SIGKILL)  // SIGTERM may be blocked in children of this process
        xvfb.waitUntilExit()
    }
    let announced = String(decoding: ready.fileHandleForReading.availableData, as: UTF8.self)
    guard let number = Int(announced.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
    let display = ProcessInfo.processInfo.environment["DISPLAY"]
    setenv("DISPLAY", ":\(number)", 1)
    setenv("PORTABLEUI_SCALE", "2", 1)
    setenv("PORTABLEUI_EXIT_AFTER", "4", 1)
    defer {
        unsetenv("PORTABLEUI_EXIT_AFTER")
        unsetenv("PORTABLEUI_SCALE")
        if let display { setenv("DISPLAY", display, 1) } else { unsetenv("DISPLAY") }
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
    _ = WindowSystem.run(
        WindowGroup("Idle feed") { ScrollingFeed() }.defaultSize(width: 390, height: 844),
        renderer: CairoWindowRenderer())
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
    FileHandle.standardError.write(Data("  input: scrolling frames\n".utf8))
    let figures = measureScrolling()
    let full = figures.fullRender
    let shaped = figures.fullRenderShapedText
    func ms(_ nanoseconds: Double) -> String { String(format: "%.2f ms", nanoseconds / 1e6) }
    func ratio(_ value: Double, goal: Bool) -> String {
        String(format: "%.2f", value) + (goal && value > 0.5 ? " ✗" : "")
    }
    func row(_ name: String, _ cost: FrameCost) {
        print(
            "| \(name) | \(ms(cost.total)) | \(ms(cost.raster)) | \(ratio(cost.total / full.total, goal: true)) | \(ratio(cost.total / shaped.total, goal: false)) |"
        )
    }
    print("")
    print("Scrolling a 10,000-row lazy list, 390×844 pt at 2x (780×1688 px): CPU time per frame (median)")
    print("| frame | time | of which raster | ÷ full render from scratch (goal ≤ 0.5) | ÷ full render with its text already shaped |")
    print("|---|--:|--:|--:|--:|")
    print(
        "| full render from scratch: new host, text shaped, layout, display list, raster | \(ms(full.total)) | \(ms(full.raster)) | 1 | \(ratio(full.total / shaped.total, goal: false)) |"
    )
    print(
        "| the same, its text already shaped (text-layout cache warm) | \(ms(shaped.total)) | \(ms(shaped.raster)) | \(ratio(shaped.total / full.total, goal: false)) | 1 |"
    )
    row("input to frame: a drag's pointer move of 10 pt (\(figures.drag.count) frames)", figures.drag)
    row("input to frame: a wheel notch of 40 pt (\(figures.wheel.count) frames)", figures.wheel)
    row("momentum frame of 3,000 pt/s flicks (\(figures.momentum.count) frames)", figures.momentum)
    FileHandle.standardError.write(Data("  input: idle window\n".utf8))
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
