import Testing
import Foundation
import PortableUICore
@testable import PortableUICairo

@Test func explore() throws {
    let engine = try PangoTextEngine()
    let body = ResolvedFont(family: .system(.default), size: 17)
    func show(_ s: String, width: CGFloat? = nil, lines: Int? = nil, mode: Text.TruncationMode = .tail, dir: LayoutDirection = .leftToRight, font: ResolvedFont = body) {
        let r = engine.layout(TextLayoutRequest(runs: [TextRun(s, font: font)], width: width, maximumLines: lines, truncationMode: mode, layoutDirection: dir))
        print("[\(s.prefix(30).debugDescription)] w=\(String(describing: width)) n=\(String(describing: lines)) -> size \(r.size) lines \(r.lines.map { ($0.origin.x, $0.width) }) trunc \(r.isTruncated)")
    }
    show("Hello")
    show("Hello ")
    show("Hello world")
    show("Hello world", width: 50)
    show("Hello", width: 50)
    show("Hello ", width: 50)
    show("Hello world", width: 0)
    show("ab\ncd\nef")
    show("ab\ncd\nef", lines: 2)
    show("aaa bbb ccc ddd", width: 60, lines: 2)
    show("aaa bbb ccc ddd", width: 60, lines: 2, mode: .head)
    show("aaa bbb ccc ddd", width: 60, lines: 2, mode: .middle)
    show("abcdefghij", width: 40, lines: 1)
    show("שלום עולם")
    show("שלום עולם", width: 50, dir: .rightToLeft)
    show("日本語のテキスト", width: 50)
    show("😀👍🏽")
    show("")
    show("a\u{0}b")
    show("Hello", font: ResolvedFont(family: .system(.monospaced), size: 17))
    show("Hello", font: ResolvedFont(family: .named("Nope"), size: 17))
    show("Hello", font: ResolvedFont(family: .system(.default), size: 34))
    print(Diagnostics.messages)
}
