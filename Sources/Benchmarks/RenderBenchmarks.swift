// Render benchmarks: a full phone screen at 3x, PNG encoding, memory per frame, and the
// 1200×630 social card against Debian's chromium-headless-shell kept running.
#if canImport(Glibc)
// (`stdout` is a C global the compiler cannot check; only the main thread sets its buffering.)
@preconcurrency import Glibc
#endif
import Foundation
@_spi(Benchmarks) import PortableUICairo
import PortableUI

/// Runs the render benchmarks and prints their table (Markdown). Call it from the main
/// thread (top-level code of main.swift).
func runRenderBenchmarks() {
    MainActor.assumeIsolated { runRenderBenchmarksOnMainActor() }
}

@MainActor
private func runRenderBenchmarksOnMainActor() {
    setvbuf(stdout, nil, _IOLBF, 0)
    let screen = RenderBenchmarkScreen()
    print("## Render benchmarks\n")
    print("| measure | value |")
    print("|---|---|")
    let views = RenderBenchmark.leafCount(of: screen)
    let renderer = ImageRenderer(content: screen)
    renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
    renderer.scale = 3
    // Warm up (fonts, caches, code paths).
    _ = renderer.pngData()
    let layout = RenderBenchmark.measure(iterations: 40) { _ = renderer.layout() }
    let (size, list) = renderer.layout()
    let width = Int((size.width * 3).rounded(.up)), height = Int((size.height * 3).rounded(.up))
    var bitmap: CairoBitmap?
    let raster = RenderBenchmark.measure(iterations: 40) {
        bitmap = CairoBitmap(width: width, height: height)
        bitmap?.draw(list, scale: 3)
    }
    var png = Data()
    let encode = RenderBenchmark.measure(iterations: 10) { png = bitmap?.pngData() ?? Data() }
    let rssBefore = RenderBenchmark.residentBytes()
    let full = RenderBenchmark.measure(iterations: 40) {
        let (_, list) = renderer.layout()
        let frame = CairoBitmap(width: width, height: height)
        frame?.draw(list, scale: 3)
    }
    let rssGrowth = RenderBenchmark.residentBytes() - rssBefore
    print("| machine | \(RenderBenchmark.load()) |")
    print("| screen | 393×852 pt at 3x (\(width)×\(height) px), \(views) drawn leaves |")
    print("| layout + display list | \(RenderBenchmark.ms(layout)) |")
    print("| rasterize (Cairo) | \(RenderBenchmark.ms(raster)) |")
    print("| **full render (layout + display list + raster), frames** | **\(RenderBenchmark.rate(full))** — \(RenderBenchmark.ms(full)) |")
    print("| PNG encode | \(RenderBenchmark.ms(encode)), \(png.count / 1024) KiB |")
    print("| memory per frame | \(width * height * 4 / 1_048_576) MiB bitmap; RSS growth over 40 frames: \(rssGrowth / 1024) KiB |")
    print("| display list items | \(RenderBenchmark.itemCount(list)) |")
    runSocialCardBenchmark()
}

/// The 1200×630 social card rendered to PNG by ImageRenderer and, in the same run, the
/// equivalent HTML screenshotted by a running chromium-headless-shell.
@MainActor
private func runSocialCardBenchmark() {
    let avatar = RenderBenchmark.avatarPNG()
    let card = SocialCard(avatar: Image(data: avatar))
    let renderer = ImageRenderer(content: card)
    _ = renderer.pngData()
    var cardPNG = Data()
    let ours = RenderBenchmark.measure(iterations: 30) { cardPNG = renderer.pngData() ?? Data() }
    print("| social card 1200×630, PortableUI (ImageRenderer → PNG), cards | \(RenderBenchmark.rate(ours)) — \(RenderBenchmark.ms(ours)), \(cardPNG.count / 1024) KiB |")
    let (_, cardList) = renderer.layout()
    var cardBitmap: CairoBitmap?
    let cardRaster = RenderBenchmark.measure(iterations: 20) {
        cardBitmap = CairoBitmap(width: 1200, height: 630)
        cardBitmap?.draw(cardList, scale: 1)
    }
    let cardEncode = RenderBenchmark.measure(iterations: 20) { _ = cardBitmap?.pngData() }
    print("| … of which rasterize / PNG encode | \(RenderBenchmark.ms(cardRaster)) / \(RenderBenchmark.ms(cardEncode)) |")
    guard let chromium = ChromiumScreenshotter() else {
        print("| social card, chromium-headless-shell | skipped (install Debian's chromium-headless-shell) |")
        return
    }
    defer { chromium.stop() }
    let html = SocialCard.html(avatar: avatar)
    guard chromium.screenshot(html: html) != nil else {
        print("| social card, chromium-headless-shell | failed to take a screenshot |")
        return
    }
    var shot = Data()
    let theirs = RenderBenchmark.measure(iterations: 15, extraCPU: chromium.cpuSeconds) {
        shot = chromium.screenshot(html: html) ?? Data()
    }
    print("| social card, chromium-headless-shell (navigate + screenshot, startup excluded), cards | \(RenderBenchmark.rate(theirs)) — \(RenderBenchmark.ms(theirs)), \(shot.count / 1024) KiB |")
    print(String(format: "| **PortableUI ÷ Chromium** (goal ≥ 20×) | **%.1f× by wall clock, %.1f× by CPU time** |", theirs.wall / ours.wall, theirs.cpu / ours.cpu))
}

/// Timing and memory helpers.
private enum RenderBenchmark {
    /// Wall-clock and CPU seconds per iteration.
    struct Timing {
        var wall: Double
        var cpu: Double
    }

    /// The mean seconds per iteration of the fastest of three rounds (the machine may be
    /// shared; the fastest round is the least disturbed). CPU time is this process's plus
    /// that of `extraCPU` (Chromium's processes).
    static func measure(iterations: Int, extraCPU: () -> Double = { 0 }, _ body: () -> Void) -> Timing {
        let perRound = Swift.max(iterations / 3, 1)
        var best = Timing(wall: .infinity, cpu: .infinity)
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds, startCPU = processCPU() + extraCPU()
            for _ in 0..<perRound { body() }
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(perRound)
            let cpu = (processCPU() + extraCPU() - startCPU) / Double(perRound)
            best = Timing(wall: Swift.min(best.wall, wall), cpu: Swift.min(best.cpu, cpu))
        }
        return best
    }

    /// CPU seconds used by this process so far.
    static func processCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The 1-minute load average and the number of processors.
    static func load() -> String {
        let average = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        return "load average \(average) on \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    static func ms(_ timing: Timing) -> String {
        String(format: "%.2f ms (CPU %.2f ms)", timing.wall * 1000, timing.cpu * 1000)
    }
    static func rate(_ timing: Timing) -> String {
        String(format: "%.0f/s (%.0f/s per core by CPU time)", 1 / timing.wall, 1 / timing.cpu)
    }

    /// The resident set size, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static func itemCount(_ list: DisplayList) -> Int {
        list.items.reduce(0) { count, item in
            if case .group(_, let inner) = item { return count + 1 + itemCount(inner) }
            return count + 1
        }
    }

    @MainActor
    static func leafCount<V: View>(of view: V) -> Int {
        func drawn(_ list: DisplayList) -> Int {
            list.items.reduce(0) { count, item in
                if case .group(_, let inner) = item { return count + drawn(inner) }
                return count + 1
            }
        }
        return drawn(ViewHost(view, size: CGSize(width: 393, height: 852)).displayList())
    }

    /// A 400×400 avatar PNG: a gradient disc with a few shapes.
    @MainActor
    static func avatarPNG() -> Data {
        let avatar = ZStack {
            LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color.white.opacity(0.85)).frame(width: 150, height: 150).offset(y: -40)
            Capsule().fill(Color.white.opacity(0.85)).frame(width: 280, height: 160).offset(y: 150)
        }
        .frame(width: 400, height: 400)
        return ImageRenderer(content: avatar).pngData() ?? Data()
    }
}

/// A feed screen of about fifty views (shapes, gradients, images, shadows, clips, text).
struct RenderBenchmarkScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Circle().fill(Color.blue.gradient).frame(width: 36, height: 36)
                Text("Messages").font(.headline)
                Spacer()
                Image(systemName: "gear").foregroundStyle(.blue)
            }
            .padding(.horizontal, 16).padding(.vertical, 10)
            ForEach(0..<9) { index in
                HStack(spacing: 12) {
                    Circle()
                        .fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))
                        .frame(width: 48, height: 48)
                        .overlay(Circle().stroke(.white, lineWidth: 2))
                        .shadow(radius: 2, y: 1)
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Contact number \(index)").font(.headline)
                        Text("See you tomorrow at the station").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Capsule().fill(index % 2 == 0 ? Color.green : Color.orange).frame(width: 44, height: 22)
                }
                .padding(.horizontal, 16).frame(height: 72)
            }
            Spacer()
            HStack {
                ForEach(0..<4) { _ in
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue.opacity(0.15)).frame(width: 56, height: 40)
                        .frame(maxWidth: .infinity)
                }
            }
            .padding(.vertical, 8)
            .background(Color(white: 0.97))
        }
        .background(LinearGradient(colors: [.white, Color(white: 0.94)], startPoint: .top, endPoint: .bottom))
    }
}

/// The social card: gradient background, avatar image in a ringed circle, title and
/// subtitle text, a rounded badge with text (the HTML has the same, in the same fonts).
struct SocialCard: View {
    let avatar: Image

    static let title = "PortableUI on Linux"
    static let subtitle = "SwiftUI layout, text and drawing"
    static let badge = "portableui.dev"

    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(
                colors: [Color(red: 0.29, green: 0.16, blue: 0.65), Color(red: 0.85, green: 0.25, blue: 0.55)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 0) {
                HStack(alignment: .center, spacing: 40) {
                    avatar.resizable().scaledToFill().frame(width: 180, height: 180).clipShape(Circle())
                        .overlay(Circle().strokeBorder(.white, lineWidth: 6))
                    VStack(alignment: .leading, spacing: 16) {
                        Text(Self.title).font(.system(size: 56, weight: .bold)).foregroundStyle(.white)
                        Text(Self.subtitle).font(.system(size: 32)).foregroundStyle(Color.white.opacity(0.85))
                    }
                }
                Spacer()
                Text(Self.badge).font(.system(size: 26, weight: .semibold))
                    .foregroundStyle(Color(red: 0.29, green: 0.16, blue: 0.65))
                    .frame(width: 260, height: 64).background(Color.white.opacity(0.9), in: Capsule())
            }
            .padding(72)
        }
        .frame(width: 1200, height: 630)
    }

    /// The same card in HTML and CSS.
    static func html(avatar: Data) -> String {
        """
        <!doctype html><html><head><style>
        html,body{margin:0;width:1200px;height:630px;overflow:hidden}
        .card{position:relative;width:1200px;height:630px;box-sizing:border-box;padding:72px;
          background:linear-gradient(135deg,rgb(74,41,166),rgb(217,64,140));font-family:'Inter Display',Inter}
        .row{display:flex;align-items:center;gap:40px}
        .avatar{width:180px;height:180px;border-radius:50%;object-fit:cover;box-sizing:border-box;border:6px solid #fff}
        .title{font-size:56px;font-weight:700;color:#fff;margin-bottom:16px}
        .subtitle{font-size:32px;color:rgba(255,255,255,.85)}
        .badge{position:absolute;left:72px;bottom:72px;width:260px;height:64px;border-radius:32px;
          background:rgba(255,255,255,.9);color:rgb(74,41,166);font-size:26px;font-weight:600;
          display:flex;align-items:center;justify-content:center}
        </style></head><body><div class="card"><div class="row">
        <img class="avatar" src="data:image/png;base64,\(avatar.base64EncodedString())">
        <div><div class="title">\(title)</div><div class="subtitle">\(subtitle)</div></div></div>
        <div class="badge">\(badge)</div></div></body></html>
        """
    }
}

/// A running chromium-headless-shell driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on fd 3, replies on fd 4, NUL-separated JSON).
private final class ChromiumScreenshotter {
    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var buffer = Data()
    private var nextID = 0
    private var session = ""
    private var requests = 0
    /// Events that arrived while waiting for a reply.
    private var pendingEvents: [String] = []

    init?(executable: String = "/usr/bin/chromium-headless-shell") {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        var toChrome: [Int32] = [0, 0], fromChrome: [Int32] = [0, 0]
        guard pipe(&toChrome) == 0, pipe(&fromChrome) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChrome[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromChrome[1], 4)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--no-sandbox", "--remote-debugging-pipe", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // Chromium runs in a process group of its own, so that stopping it also stops the
        // browser the wrapper script started and its helpers.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, &attributes, &argv, environ) == 0 else { return nil }
        close(toChrome[0])
        close(fromChrome[1])
        pid = child
        commands = toChrome[1]
        replies = fromChrome[0]
        guard let target = call("Target.createTarget", ["url": "about:blank"])?["targetId"] as? String,
            let session = call("Target.attachToTarget", ["targetId": target, "flatten": true])?["sessionId"] as? String
        else {
            stop()
            return nil
        }
        self.session = session
        _ = call("Page.enable", [:], session: session)
        _ = call(
            "Emulation.setDeviceMetricsOverride",
            ["width": 1200, "height": 630, "deviceScaleFactor": 1, "mobile": false], session: session)
    }

    /// Loads `html` as a new document (from a file, as a server would hand over a page),
    /// waits for its load event and returns a PNG screenshot.
    func screenshot(html: String) -> Data? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("portableui-card-\(getpid()).html")
        guard (try? Data(html.utf8).write(to: file)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        requests += 1
        guard call("Page.navigate", ["url": file.absoluteString + "?request=\(requests)"], session: session) != nil,
            waitForEvent("Page.loadEventFired"),
            let data = call("Page.captureScreenshot", ["format": "png"], session: session)?["data"] as? String
        else { return nil }
        return Data(base64Encoded: data)
    }

    /// CPU seconds used so far by Chromium's processes (the browser and its descendants).
    func cpuSeconds() -> Double {
        var parents: [pid_t: pid_t] = [:]
        var ticks: [pid_t: Double] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let process = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // Fields after the command name, from field 3 (state): ppid is field 4, utime 14,
            // stime 15 (proc(5)).
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let parent = pid_t(fields[1]), let user = Double(fields[11]),
                let system = Double(fields[12])
            else { continue }
            parents[process] = parent
            ticks[process] = user + system
        }
        var total = 0.0
        for (process, used) in ticks {
            var ancestor: pid_t? = process
            for _ in 0..<64 {
                guard let current = ancestor, current > 1, current != pid else { break }
                ancestor = parents[current]
            }
            if ancestor == pid { total += used }
        }
        return total / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(replies)
    }

    private func send(_ method: String, _ params: [String: Any], session: String?) -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        data.append(0)
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(commands, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
        return nextID
    }

    /// The next message, or `nil` when Chromium closed the pipe.
    private func receive() -> [String: Any]? {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                return (try? JSONSerialization.jsonObject(with: message)) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func call(_ method: String, _ params: [String: Any], session: String? = nil) -> [String: Any]? {
        let id = send(method, params, session: session)
        while let message = receive() {
            if message["id"] as? Int == id { return message["result"] as? [String: Any] }
            if let event = message["method"] as? String { pendingEvents.append(event) }
        }
        return nil
    }

    private func waitForEvent(_ method: String) -> Bool {
        if let index = pendingEvents.firstIndex(of: method) {
            pendingEvents.removeSubrange(...index)
            return true
        }
        pendingEvents.removeAll()
        while let message = receive() {
            if message["method"] as? String == method { return true }
        }
        return false
    }
}
