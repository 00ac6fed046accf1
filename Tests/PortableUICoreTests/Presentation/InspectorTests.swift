import Foundation
import Testing
@testable import PortableUICore

/// A list with an inspector, shown while `shown` is true.
private struct InspectedScreen<Inspector: View>: View {
    @State var shown: Bool
    let inspector: Inspector

    var body: some View {
        Color.clear
            .accessibilityIdentifier("content")
            .inspector(isPresented: $shown) { inspector }
    }
}

@MainActor
struct InspectorTests {
    /// Apple, "inspector(isPresented:content:)": a trailing column in regular width, a sheet in
    /// compact width; "inspectorColumnWidth(min:ideal:max:)": the column starts at its ideal
    /// width, within min and max. The default width (320) is unverified.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let width: InspectorColumnWidth?
        let expected: CGFloat
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no width: the default", width: nil, expected: 320),
        Case(name: "a fixed width", width: InspectorColumnWidth(min: 225, ideal: 225, max: 225), expected: 225),
        Case(name: "ideal within min and max", width: InspectorColumnWidth(min: 200, ideal: 300, max: 400), expected: 300),
        Case(name: "ideal below min", width: InspectorColumnWidth(min: 250, ideal: 100, max: nil), expected: 250),
        Case(name: "ideal above max", width: InspectorColumnWidth(min: nil, ideal: 500, max: 400), expected: 400),
        Case(name: "wider than the window", width: InspectorColumnWidth(min: 2000, ideal: 2000, max: nil), expected: 1024),
        Case(name: "NaN ideal: the default", width: InspectorColumnWidth(min: nil, ideal: .nan, max: nil), expected: 320),
        Case(name: "negative ideal: the default", width: InspectorColumnWidth(min: nil, ideal: -5, max: nil), expected: 320),
    ]

    private func inspector(_ width: InspectorColumnWidth?) -> AnyView {
        let content = Color.white.accessibilityIdentifier("inspector")
        guard let width else { return AnyView(content) }
        return AnyView(content.inspectorColumnWidth(min: width.min, ideal: width.ideal, max: width.max))
    }

    @Test(arguments: cases)
    func desktopInspectorIsATrailingColumnOfItsWidth(_ test: Case) throws {
        let host = ViewHost(InspectedScreen(shown: true, inspector: inspector(test.width)), device: .macWindow)
        let column = try #require(host.frame(of: "presentation.inspector"))
        #expect(column == CGRect(x: 1024 - test.expected, y: 0, width: test.expected, height: 768))
        let content = try #require(host.frame(of: "content"))
        #expect(content == CGRect(x: 0, y: 0, width: 1024 - test.expected, height: 768))
        // The inspector is not modal: it is part of the window's content.
        #expect(host.presentations.isEmpty)
    }

    @Test func fixedWidthModifierSetsTheColumnWidth() throws {
        let host = ViewHost(InspectedScreen(shown: true, inspector: Color.white.inspectorColumnWidth(225)), device: .iPad10)
        let column = try #require(host.frame(of: "presentation.inspector"))
        #expect(column.width == 225)
        #expect(column.maxX == 820)
    }

    @Test func hiddenInspectorLeavesTheContentTheWholeWidth() throws {
        let host = ViewHost(InspectedScreen(shown: false, inspector: Color.white), device: .macWindow)
        #expect(host.frame(of: "presentation.inspector") == nil)
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test func rightToLeftPutsTheColumnOnTheLeft() throws {
        let host = ViewHost(
            InspectedScreen(shown: true, inspector: Color.white.inspectorColumnWidth(300)).environment(\.layoutDirection, .rightToLeft),
            device: .macWindow)
        #expect(host.frame(of: "presentation.inspector") == CGRect(x: 0, y: 0, width: 300, height: 768))
        #expect(host.frame(of: "content") == CGRect(x: 300, y: 0, width: 724, height: 768))
    }

    @Test func phoneInspectorIsASheetThatHonoursDetentsAndDismisses() throws {
        let host = ViewHost(
            InspectedScreen(shown: true, inspector: Color.white.accessibilityIdentifier("inspector").presentationDetents([.medium])),
            device: .iPhone15Pro)
        #expect(host.presentations.map(\.kind) == [.sheet])
        #expect(host.presentations.first?.frame?.height == 426)
        #expect(host.frame(of: "presentation.inspector") == nil)
        #expect(host.dismissPresentation())
        #expect(host.presentations.isEmpty)
        #expect(host.frame(of: "inspector") == nil)
    }
}

/// Resizing a desktop inspector by dragging its leading edge (Apple,
/// "inspectorColumnWidth(min:ideal:max:)": "the user can resize the inspector" between min
/// and max; the drag strip's 6-point reach into the column is unverified).
@MainActor
struct InspectorResizeTests {
    private static let window: CGFloat = 1024

    private func host() -> ViewHost<some View> {
        ViewHost(
            InspectedScreen(
                shown: true, inspector: Color.white.accessibilityIdentifier("inspector").inspectorColumnWidth(min: 200, ideal: 300, max: 400)),
            device: .macWindow)
    }

    /// A drag of `dx` points on the column's leading edge, from its middle height.
    private func dragEdge<V: View>(_ host: ViewHost<V>, by dx: CGFloat) async throws {
        let handle = try #require(host.frame(of: "presentation.inspector.resize"))
        let start = CGPoint(x: handle.midX, y: handle.midY)
        await host.drag(from: start, to: CGPoint(x: start.x + dx, y: start.y))
    }

    // Each row: the drags (points, leftwards negative) and the column's width after them.
    static let cases: [([CGFloat], CGFloat)] = [
        ([-60], 360),
        ([50], 250),
        ([-200], 400),  // held at the maximum
        ([200], 200),  // held at the minimum
        ([-200, 50], 350),  // a second drag starts from the width the first reached
        ([200, -30], 230),
    ]

    @Test(arguments: cases)
    func draggingTheLeadingEdgeResizesWithinTheLimits(drags: [CGFloat], expected: CGFloat) async throws {
        let host = host()
        #expect(host.frame(of: "presentation.inspector")?.width == 300)
        for dx in drags { try await dragEdge(host, by: dx) }
        let column = try #require(host.frame(of: "presentation.inspector"))
        #expect(column == CGRect(x: Self.window - expected, y: 0, width: expected, height: 768))
        #expect(host.frame(of: "content")?.width == Self.window - expected)
    }

    @Test func theColumnFollowsThePointerDuringTheDrag() async throws {
        let host = host()
        let handle = try #require(host.frame(of: "presentation.inspector.resize"))
        #expect(handle.minX == Self.window - 300 && handle.width == 6)
        host.press(at: CGPoint(x: handle.midX, y: 300))
        host.movePointer(to: CGPoint(x: handle.midX - 40, y: 300))
        #expect(host.frame(of: "presentation.inspector")?.width == 340)
        host.movePointer(to: CGPoint(x: handle.midX - 20, y: 300))
        #expect(host.frame(of: "presentation.inspector")?.width == 320)
        host.release(at: CGPoint(x: handle.midX - 20, y: 300))
        #expect(host.frame(of: "presentation.inspector")?.width == 320)
    }

    @Test func aFixedWidthDoesNotResize() async throws {
        let host = ViewHost(InspectedScreen(shown: true, inspector: Color.white.inspectorColumnWidth(225)), device: .macWindow)
        try await dragEdge(host, by: -80)
        #expect(host.frame(of: "presentation.inspector")?.width == 225)
    }
}
