import Foundation
import Testing

@testable import PortableUICore

/// `Text` from an `AttributedString`: each run keeps its attributes.
@MainActor
struct AttributedTextTests {
    @Test func runsKeepTheirAttributes() {
        var hello = AttributedString("Hello ")
        hello.font = .system(size: 10)
        hello.foregroundColor = .red
        var world = AttributedString("World")
        world.font = .system(size: 20)
        world.kern = 1
        world.underlineStyle = .single
        let text = Text(hello + world)
        #expect(text.runs.map(\.string) == ["Hello ", "World"])
        #expect(text.runs[0].style.color == .red)
        #expect(text.runs[1].style.kerning == 1)
        #expect(text.runs[1].style.underline == .single)
        let host = ViewHost(text, size: CGSize(width: 300, height: 100))
        // 6 × 5 + 5 × (10 + 1), one line as tall as the 20-point run.
        #expect(host.sizeThatFits(.unspecified) == CGSize(width: 85, height: 20))
    }

    @Test func emptyAttributedStringIsEmptyText() {
        let host = ViewHost(Text(AttributedString()), size: CGSize(width: 300, height: 100))
        #expect(host.sizeThatFits(.unspecified) == .zero)
    }
}
