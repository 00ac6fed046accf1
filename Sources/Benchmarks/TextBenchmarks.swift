import CPango
import Foundation
import PortableUI
import PortableUICairo

/// Text measurement figures: texts measured per second by the Pango engine, cold (cache
/// miss) and cached, next to Pango alone on the same strings in the same run; and the layout
/// of a 1,000-row list of two-line labels. Prints Markdown tables. Times are the CPU time of
/// the benchmark thread, best of seven interleaved rounds.
///
/// Cached lookups go through `PangoTextEngine.layout(_:)`, a new request per text built from
/// runs resolved once (as a `Text`'s layout does), in the order the texts were first measured
/// (as a layout pass repeats its tree order) and, as a second figure, in a shuffled order.
///
/// Goals: cold at most 1.2× Pango's own time, cached at least 50× faster than cold. Call it
/// from the main thread (top-level code of main.swift).
func runTextBenchmarks() {
    MainActor.assumeIsolated { runTextBenchmarksOnMainActor() }
}

@MainActor
private func runTextBenchmarksOnMainActor() {
    guard let engine = PangoTextEngine.platformDefault as? PangoTextEngine else {
        print("Text benchmarks skipped: the pinned fonts are missing (see the diagnostic above).")
        return
    }
    let baseline = PangoBaseline()
    let body = ResolvedFont(family: .system(.default), size: 17)
    let workloads = [
        TextWorkload(name: "short labels", strings: TextCorpus.labels(count: 2_000), font: body, width: nil),
        TextWorkload(name: "paragraphs at 361 pt", strings: TextCorpus.paragraphs(count: 300), font: body, width: 361),
    ]
    // Warm both font maps: faces and glyph caches load once per process, not per text.
    for workload in workloads {
        _ = workload.measure(with: engine)
        _ = baseline.measure(workload)
    }
    print("\n## Text\n")
    print(
        "| workload | texts | Pango alone | cold | cold ÷ Pango time | cached | cold ÷ cached time | cached, shuffled order | cold ÷ that |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for workload in workloads {
        // Rounds alternate between Pango alone and the engine, so that both see the same
        // machine; each keeps its best round.
        var pango = Double.infinity
        var cold = Double.infinity
        var cached = Double.infinity
        var shuffled = Double.infinity
        let reordered = workload.shuffled()
        for _ in 0..<7 {
            pango = min(pango, time { _ = baseline.measure(workload) })
            engine.removeCachedLayouts()
            cold = min(cold, time { _ = workload.measure(with: engine) })
            cached = min(cached, time { _ = workload.measure(with: engine, repeats: 20) } / 20)
            shuffled = min(shuffled, time { _ = reordered.measure(with: engine, repeats: 20) } / 20)
        }
        let count = Double(workload.strings.count)
        print(
            "| \(workload.name) | \(workload.strings.count) | \(rate(count, pango)) | \(rate(count, cold)) | "
                + "\(ratio(cold / pango)) | \(rate(count, cached)) | \(ratio(cold / cached)) | "
                + "\(rate(count, shuffled)) | \(ratio(cold / shuffled)) |")
    }
    listBenchmark(engine)
    print(
        "\nTimes are CPU time of the benchmark thread, best of 7 interleaved rounds. Goals: cold ≤ 1.2× Pango's time; cached ≥ 50× faster than cold."
    )
}

/// Lays out a 1,000-row list of two-line labels on an iPhone 15 Pro screen: cold (empty text
/// cache), again at another width, and again at the first width (every text cached).
@MainActor
private func listBenchmark(_ engine: PangoTextEngine) {
    struct Row: View {
        let index: Int
        var body: some View {
            VStack(alignment: .leading) {
                Text("Contact number \(index)").font(.headline)
                Text("Last message \(index): see you tomorrow at the station").font(.subheadline)
            }
        }
    }
    let list = VStack(alignment: .leading) { ForEach(0..<1_000) { Row(index: $0) } }
    engine.removeCachedLayouts()
    var host: ViewHost<VStack<ForEach<Range<Int>, Int, Row>>>!
    let cold = time {
        host = ViewHost(list, device: .iPhone15Pro)
        host.layoutIfNeeded()
    }
    let narrower = time {
        host.size.width -= 60
        host.layoutIfNeeded()
    }
    let back = time {
        host.size.width += 60
        host.layoutIfNeeded()
    }
    print("\n| 1,000-row list of two-line labels (2,000 texts) | time |")
    print("|---|---:|")
    print("| first layout (graph built, text cache empty) | \(milliseconds(cold)) |")
    print("| layout at another width | \(milliseconds(narrower)) |")
    print("| layout back at the first width (texts cached) | \(milliseconds(back)) |")
}

/// Strings measured together with one font and width.
private struct TextWorkload {
    let name: String
    let strings: [String]
    let font: ResolvedFont
    let width: CGFloat?
    /// Each string as one run, resolved once, as a `Text`'s layout keeps its resolved runs.
    var runs: [[TextRun]]

    init(name: String, strings: [String], font: ResolvedFont, width: CGFloat?) {
        self.name = name
        self.strings = strings
        self.font = font
        self.width = width
        runs = strings.map { [TextRun($0, font: font)] }
    }

    /// The same texts in another order (a fixed permutation), with the same runs arrays.
    func shuffled() -> TextWorkload {
        var copy = self
        var generator = TextCorpus.Generator(state: 3)
        for index in copy.runs.indices.reversed() {
            copy.runs.swapAt(index, generator.next(index + 1))
        }
        return copy
    }

    /// Measures every string through the engine, a new request each time as `Text` layout
    /// makes them; returns a checksum so nothing is elided.
    func measure(with engine: PangoTextEngine, repeats: Int = 1) -> CGFloat {
        var total: CGFloat = 0
        for _ in 0..<repeats {
            for runs in runs {
                total += engine.layout(TextLayoutRequest(runs: runs, width: width)).size.height
            }
        }
        return total
    }
}

/// Pango by itself: a layout per string with the same fonts, context settings and width,
/// asked for its size.
private final class PangoBaseline {
    private let context: OpaquePointer
    private var descriptions: [ResolvedFont: OpaquePointer] = [:]

    init() {
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        let config = try! PinnedFonts.standard.makeConfiguration()
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        FcConfigDestroy(config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        context = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    func measure(_ workload: TextWorkload) -> CGFloat {
        let description = self.description(workload.font)
        var total: CGFloat = 0
        for string in workload.strings {
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, description)
            string.withCString { pango_layout_set_text(layout, $0, -1) }
            if let width = workload.width {
                pango_layout_set_width(layout, Int32(width * CGFloat(PANGO_SCALE)))
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            total += CGFloat(logical.height)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        return total
    }

    private func description(_ font: ResolvedFont) -> OpaquePointer {
        if let description = descriptions[font] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, "Inter,Noto Color Emoji,DejaVu Sans,Droid Sans Fallback")
        pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }
}

/// Deterministic strings: the same on every run and machine.
private enum TextCorpus {
    static let words = [
        "settings", "account", "privacy", "message", "photo", "library", "network", "battery", "display", "sound",
        "general", "keyboard", "wallpaper", "search", "notification", "calendar", "weather", "music", "travel",
        "the", "a", "of", "and", "to", "in", "is", "you", "that", "it", "for", "on", "with", "as", "at", "by",
    ]

    /// A linear congruential generator, seeded.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func labels(count: Int) -> [String] {
        var generator = Generator(state: 1)
        return (0..<count).map { index in
            let word = words[generator.next(words.count)].capitalized
            return index.isMultiple(of: 2) ? "\(word) \(index)" : "\(word) \(words[generator.next(words.count)])"
        }
    }

    static func paragraphs(count: Int) -> [String] {
        var generator = Generator(state: 2)
        return (0..<count).map { index in
            let body = (0..<40).map { _ in words[generator.next(words.count)] }.joined(separator: " ")
            return "Paragraph \(index): \(body)."
        }
    }
}

/// The CPU time `body` takes on this thread, in seconds: unlike wall-clock time it does not
/// count the time other processes hold the CPU, so figures stay comparable on a busy machine.
private func time(_ body: () -> Void) -> Double {
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}

private func rate(_ count: Double, _ seconds: Double) -> String {
    let perSecond = count / seconds
    return perSecond >= 1_000_000
        ? String(format: "%.2f M/s", perSecond / 1_000_000) : String(format: "%.1f k/s", perSecond / 1_000)
}

private func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1_000) }
