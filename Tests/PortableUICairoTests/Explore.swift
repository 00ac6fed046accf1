import Testing
import Foundation
import PortableUICore
@testable import PortableUICairo

@Test func exploreTiming() throws {
    let engine = try PangoTextEngine()
    let body = ResolvedFont(family: .system(.default), size: 17)
    func time(_ label: String, _ s: String, width: CGFloat? = nil, lines: Int? = nil) {
        let start = Date()
        let r = engine.layout(TextLayoutRequest(runs: [TextRun(s, font: body)], width: width, maximumLines: lines))
        print(label, r.lines.count, Date().timeIntervalSince(start))
    }
    let words = String(String(repeating: "lorem ipsum dolor sit amet ", count: 3_704).prefix(100_000))
    time("words 10k ideal", String(words.prefix(10_000)))
    time("words 10k wrapped", String(words.prefix(10_000)), width: 393)
    time("words 10k lines1", String(words.prefix(10_000)), lines: 1)
    time("x 10k wrapped", String(repeating: "x", count: 10_000), width: 393)
    time("words 100k ideal", words)
    time("words 100k wrapped", words, width: 393)
}
