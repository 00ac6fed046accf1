import Foundation
import Testing
@testable import PortableUICore

/// One row of a conformance table: a view hosted in a window of `size` points (the root is
/// proposed that size and centred in it), and the frames its marked views must get.
///
/// Expected frames are window coordinates, rounded to the pixel grid of `displayScale`
/// (what ``ViewHost/frame(of:)`` reports). Every value is computed by hand from the rule
/// named in `source`.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The rule or write-up the expectation comes from (e.g. "layout-rules §3 step 5").
    let source: String
    let size: CGSize
    let displayScale: CGFloat
    let makeView: @MainActor @Sendable () -> AnyView
    /// Frames by accessibility identifier.
    let frames: [String: CGRect]
    /// Sizes the root must report for given proposals (`ViewHost.sizeThatFits`).
    let fits: [Fit]

    struct Fit: Sendable {
        let proposal: ProposedViewSize
        let size: CGSize
    }

    init<V: View>(
        _ name: String, _ source: String, size: CGSize, displayScale: CGFloat = 1,
        frames: [String: CGRect] = [:], fits: [(ProposedViewSize, CGSize)] = [],
        @ViewBuilder view: @escaping @MainActor @Sendable () -> V
    ) {
        self.name = name
        self.source = source
        self.size = size
        self.displayScale = displayScale
        self.makeView = { AnyView(view()) }
        self.frames = frames
        self.fits = fits.map { Fit(proposal: $0.0, size: $0.1) }
    }

    var testDescription: String { name }

    /// Lays the view out and compares every expected frame and size.
    @MainActor
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        let host = ViewHost(makeView(), size: size, displayScale: displayScale)
        var failed = false
        for (identifier, expected) in frames.sorted(by: { $0.key < $1.key }) {
            let actual = host.frame(of: identifier)
            let matches = actual.map { isClose($0, expected) } ?? false
            if !matches { failed = true }
            #expect(
                actual == expected || matches, "\(name) [\(source)]: frame of \"\(identifier)\"",
                sourceLocation: sourceLocation)
        }
        for fit in fits {
            let actual = host.sizeThatFits(fit.proposal)
            let matches = isClose(CGRect(origin: .zero, size: actual), CGRect(origin: .zero, size: fit.size))
            if !matches { failed = true }
            #expect(
                actual == fit.size || matches, "\(name) [\(source)]: size for \(fit.proposal)",
                sourceLocation: sourceLocation)
        }
        if failed { print("Layout of \(name):\n\(host.layoutDescription())") }
    }
}

/// Whether two rectangles agree up to floating-point noise (1e-9 points): expected values
/// such as 100/3 are written as fractions, not as rounded decimals.
func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    let tolerance: CGFloat = 1e-9
    return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// A rectangle, shorter to write in tables.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A size, shorter to write in tables.
func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

extension View {
    /// Marks the view for ``ViewHost/frame(of:)`` (its accessibility identifier); shorter to write in tables.
    func mark(_ identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }
}

/// A view of a fixed size: a colour in a `frame(width:height:)`.
@MainActor
func box(_ width: CGFloat, _ height: CGFloat) -> some View {
    Color.gray.frame(width: width, height: height)
}
