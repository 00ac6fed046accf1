import Foundation
@_spi(Testing) import PortableUICore

/// A random but valid view tree, made from a seed: stacks, grids, frames with odd and invalid
/// values, padding, overlays, fixed size, priorities, aspect ratios, alignment guides,
/// `ViewThatFits`, `GeometryReader`, scroll views, lazy stacks and grids, text, custom layouts,
/// `containerRelativeFrame` and safe-area modifiers.
///
/// The tree is a value (``description`` prints it, so that a failure can be read and
/// reproduced from its seed) turned into views by ``view``.
public indirect enum RandomViewTree: CustomStringConvertible, Sendable {
    case color
    case circle
    case fixed(CGFloat, CGFloat)
    case text(String)
    case spacer(CGFloat?)
    case stack(StackKind, spacing: CGFloat?, [RandomViewTree])
    case frame(width: CGFloat?, height: CGFloat?, RandomViewTree)
    case flexibleFrame(minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?, RandomViewTree)
    case padding(CGFloat, RandomViewTree)
    case overlay(RandomViewTree, on: RandomViewTree)
    case background(RandomViewTree, behind: RandomViewTree)
    case fixedSize(horizontal: Bool, vertical: Bool, RandomViewTree)
    case priority(Double, RandomViewTree)
    case aspectRatio(CGFloat?, fill: Bool, RandomViewTree)
    case alignmentGuide(CGFloat, RandomViewTree)
    case offset(CGFloat, RandomViewTree)
    case viewThatFits([RandomViewTree])
    case geometryReader(RandomViewTree)
    case scrollView(horizontal: Bool, RandomViewTree)
    case lazyStack(horizontal: Bool, rows: Int, RandomViewTree)
    case lazyGrid(columns: Int, adaptive: CGFloat?, cells: Int, RandomViewTree)
    case customLayout([RandomViewTree])
    case containerRelative(fraction: CGFloat, RandomViewTree)
    case ignoresSafeArea(RandomViewTree)
    case safeAreaPadding(CGFloat, RandomViewTree)

    public enum StackKind: String, Sendable {
        case h = "HStack", v = "VStack", z = "ZStack", leadingV = "VStack(alignment: .leading)",
            bottomH = "HStack(alignment: .bottom)"
    }

    /// The tree made from `seed`, at most `depth` containers deep. A hostile tree's lengths
    /// are zero, negative, NaN or infinite ten times as often (two in five).
    public static func make(seed: UInt64, depth: Int = 4, hostile: Bool = false) -> RandomViewTree {
        var generator = TreeRandomness(seed: seed, oddLengthsPerHundred: hostile ? 40 : 4)
        return make(&generator, depth: depth)
    }

    /// Whether the tree holds a lazy container (whose realized rows and estimates may differ
    /// after another layout, as intended).
    public var hasLazyContainer: Bool {
        switch self {
        case .lazyStack, .lazyGrid: true
        default: children.contains { $0.hasLazyContainer }
        }
    }

    /// Whether a `ViewThatFits` of the tree has a candidate holding a lazy container: it
    /// measures its candidates, so the rows that container realized may change its choice.
    public var viewThatFitsMeasuresLazyContainer: Bool {
        switch self {
        case .viewThatFits(let candidates) where candidates.contains(where: \.hasLazyContainer): true
        default: children.contains { $0.viewThatFitsMeasuresLazyContainer }
        }
    }

    private var children: [RandomViewTree] {
        switch self {
        case .color, .circle, .fixed, .text, .spacer: []
        case .stack(_, _, let children), .viewThatFits(let children), .customLayout(let children): children
        case .overlay(let a, let b), .background(let a, let b): [a, b]
        case .frame(_, _, let c), .flexibleFrame(_, _, _, _, let c), .padding(_, let c), .fixedSize(_, _, let c),
            .priority(_, let c), .aspectRatio(_, _, let c), .alignmentGuide(_, let c), .offset(_, let c),
            .geometryReader(let c), .scrollView(_, let c), .lazyStack(_, _, let c), .lazyGrid(_, _, _, let c),
            .containerRelative(_, let c), .ignoresSafeArea(let c), .safeAreaPadding(_, let c):
            [c]
        }
    }

    // MARK: Making

    /// Lengths as random trees use them: ordinary ones mostly, and zero, negative, NaN and
    /// infinite ones sometimes (as often as the randomness says).
    private static func length(_ g: inout TreeRandomness, odd: Bool = true) -> CGFloat {
        if odd, let oddLength = g.oddLength() { return oddLength }
        return CGFloat(g.next(30) * 5 + 1)
    }

    private static func optionalLength(_ g: inout TreeRandomness) -> CGFloat? {
        g.next(3) == 0 ? nil : length(&g)
    }

    private static func leaf(_ g: inout TreeRandomness) -> RandomViewTree {
        switch g.next(6) {
        case 0: .color
        case 1: .circle
        case 2: .fixed(length(&g, odd: false), length(&g, odd: false))
        case 3: .text(["Hi", "Hello world", "A longer line of text that wraps when it is narrow"][g.next(3)])
        case 4: .spacer(g.next(2) == 0 ? nil : length(&g))
        default: .fixed(length(&g), length(&g))
        }
    }

    private static func make(_ g: inout TreeRandomness, depth: Int) -> RandomViewTree {
        if depth <= 0 || g.next(5) == 0 { return leaf(&g) }
        let child = { (g: inout TreeRandomness) in make(&g, depth: depth - 1) }
        func children(_ g: inout TreeRandomness) -> [RandomViewTree] {
            (0..<(1 + g.next(3))).map { _ in make(&g, depth: depth - 1) }
        }
        switch g.next(26) {
        case 0, 1, 2:
            let kinds: [StackKind] = [.h, .v, .z, .leadingV, .bottomH]
            return .stack(kinds[g.next(kinds.count)], spacing: g.next(2) == 0 ? nil : length(&g), children(&g))
        case 3: return .frame(width: optionalLength(&g), height: optionalLength(&g), child(&g))
        case 4, 5:
            let maxima: [CGFloat?] = [nil, .infinity, 50, 200]
            return .flexibleFrame(
                minWidth: g.next(2) == 0 ? nil : length(&g), maxWidth: maxima[g.next(4)],
                minHeight: g.next(2) == 0 ? nil : length(&g), maxHeight: maxima[g.next(4)], child(&g))
        case 6: return .padding(length(&g), child(&g))
        case 7: return .overlay(child(&g), on: child(&g))
        case 8: return .background(child(&g), behind: child(&g))
        case 9: return .fixedSize(horizontal: g.next(2) == 0, vertical: g.next(2) == 0, child(&g))
        case 10: return .priority(Double(g.next(3)) - 1, child(&g))
        case 11:
            let ratios: [CGFloat?] = [nil, 0.5, 1, 2, 0, .nan]
            return .aspectRatio(ratios[g.next(ratios.count)], fill: g.next(2) == 0, child(&g))
        case 12: return .alignmentGuide(length(&g), child(&g))
        case 13: return .offset(length(&g, odd: false), child(&g))
        case 14: return .viewThatFits(children(&g))
        case 15: return .geometryReader(child(&g))
        case 16, 17: return .scrollView(horizontal: g.next(3) == 0, child(&g))
        case 18:
            return .scrollView(
                horizontal: false, .lazyStack(horizontal: false, rows: g.next(40), child(&g)))
        case 19: return .lazyStack(horizontal: g.next(2) == 0, rows: g.next(12), child(&g))
        case 20:
            return .scrollView(
                horizontal: false,
                .lazyGrid(
                    columns: 1 + g.next(3), adaptive: g.next(3) == 0 ? length(&g) : nil, cells: g.next(30),
                    child(&g)))
        case 21: return .customLayout(children(&g))
        case 22: return .containerRelative(fraction: [0.5, 1, 1.0 / 3][g.next(3)], child(&g))
        case 23: return .ignoresSafeArea(child(&g))
        case 24: return .safeAreaPadding(length(&g), child(&g))
        default: return .stack(.h, spacing: nil, children(&g))
        }
    }

    // MARK: Views

    /// The views of the tree.
    @MainActor
    public var view: AnyView {
        switch self {
        case .color: AnyView(Color.blue)
        case .circle: AnyView(Circle())
        case .fixed(let width, let height): AnyView(Rectangle().frame(width: width, height: height))
        case .text(let string): AnyView(Text(string))
        case .spacer(let minLength): AnyView(Spacer(minLength: minLength))
        case .stack(let kind, let spacing, let children):
            switch kind {
            case .h: AnyView(HStack(spacing: spacing) { Self.views(children) })
            case .bottomH: AnyView(HStack(alignment: .bottom, spacing: spacing) { Self.views(children) })
            case .v: AnyView(VStack(spacing: spacing) { Self.views(children) })
            case .leadingV: AnyView(VStack(alignment: .leading, spacing: spacing) { Self.views(children) })
            case .z: AnyView(ZStack { Self.views(children) })
            }
        case .frame(let width, let height, let child): AnyView(child.view.frame(width: width, height: height))
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, let child):
            AnyView(child.view.frame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight))
        case .padding(let length, let child): AnyView(child.view.padding(length))
        case .overlay(let top, let base): AnyView(base.view.overlay { top.view })
        case .background(let back, let base): AnyView(base.view.background { back.view })
        case .fixedSize(let horizontal, let vertical, let child):
            AnyView(child.view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .priority(let priority, let child): AnyView(child.view.layoutPriority(priority))
        case .aspectRatio(let ratio, let fill, let child):
            AnyView(child.view.aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case .alignmentGuide(let value, let child):
            AnyView(child.view.alignmentGuide(.leading) { _ in value }.alignmentGuide(.bottom) { $0.height - value })
        case .offset(let x, let child): AnyView(child.view.offset(x: x, y: -x))
        case .viewThatFits(let children): AnyView(ViewThatFits { Self.views(children) })
        case .geometryReader(let child):
            AnyView(GeometryReader { proxy in child.view.frame(width: proxy.size.width / 2) })
        case .scrollView(let horizontal, let child): AnyView(ScrollView(horizontal ? .horizontal : .vertical) { child.view })
        case .lazyStack(let horizontal, let rows, let child):
            horizontal
                ? AnyView(LazyHStack { ForEach(0..<rows, id: \.self) { _ in child.view } })
                : AnyView(LazyVStack { ForEach(0..<rows, id: \.self) { _ in child.view } })
        case .lazyGrid(let columns, let adaptive, let cells, let child):
            AnyView(
                LazyVGrid(
                    columns: adaptive.map { [GridItem(.adaptive(minimum: $0))] }
                        ?? Array(repeating: GridItem(.flexible()), count: columns)
                ) { ForEach(0..<cells, id: \.self) { _ in child.view } })
        case .customLayout(let children): AnyView(RandomTreeColumn { Self.views(children) })
        case .containerRelative(let fraction, let child):
            AnyView(child.view.containerRelativeFrame(.horizontal) { length, _ in length * fraction })
        case .ignoresSafeArea(let child): AnyView(child.view.ignoresSafeArea())
        case .safeAreaPadding(let length, let child): AnyView(child.view.safeAreaPadding(length))
        }
    }

    @MainActor
    private static func views(_ trees: [RandomViewTree]) -> some View {
        ForEach(trees.indices, id: \.self) { trees[$0].view }
    }

    // MARK: Description

    public var description: String { lines(indent: 0).joined(separator: "\n") }

    private func lines(indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        let own: String
        switch self {
        case .color: own = "Color"
        case .circle: own = "Circle"
        case .fixed(let w, let h): own = "Rectangle().frame(width: \(w), height: \(h))"
        case .text(let s): own = "Text(\"\(s)\")"
        case .spacer(let m): own = "Spacer(minLength: \(m.map { "\($0)" } ?? "nil"))"
        case .stack(let kind, let spacing, _): own = "\(kind.rawValue) spacing \(spacing.map { "\($0)" } ?? "nil")"
        case .frame(let w, let h, _): own = ".frame(width: \(str(w)), height: \(str(h)))"
        case .flexibleFrame(let a, let b, let c, let d, _):
            own = ".frame(minWidth: \(str(a)), maxWidth: \(str(b)), minHeight: \(str(c)), maxHeight: \(str(d)))"
        case .padding(let l, _): own = ".padding(\(l))"
        case .overlay: own = ".overlay (first child on the second)"
        case .background: own = ".background (first child behind the second)"
        case .fixedSize(let h, let v, _): own = ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .priority(let p, _): own = ".layoutPriority(\(p))"
        case .aspectRatio(let r, let fill, _): own = ".aspectRatio(\(str(r)), contentMode: \(fill ? ".fill" : ".fit"))"
        case .alignmentGuide(let v, _): own = ".alignmentGuide(.leading → \(v), .bottom → height − \(v))"
        case .offset(let x, _): own = ".offset(x: \(x), y: \(-x))"
        case .viewThatFits: own = "ViewThatFits"
        case .geometryReader: own = "GeometryReader { child.frame(width: size.width / 2) }"
        case .scrollView(let h, _): own = "ScrollView(\(h ? ".horizontal" : ".vertical"))"
        case .lazyStack(let h, let rows, _): own = "\(h ? "LazyHStack" : "LazyVStack") of \(rows) rows"
        case .lazyGrid(let c, let a, let n, _): own = "LazyVGrid(\(a.map { "adaptive minimum \($0)" } ?? "\(c) flexible columns")) of \(n) cells"
        case .customLayout: own = "custom Layout (column, default explicit alignment)"
        case .containerRelative(let f, _): own = ".containerRelativeFrame(.horizontal) × \(f)"
        case .ignoresSafeArea: own = ".ignoresSafeArea()"
        case .safeAreaPadding(let l, _): own = ".safeAreaPadding(\(l))"
        }
        return [pad + own] + children.flatMap { $0.lines(indent: indent + 1) }
    }

    private func str(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
}

/// A custom layout as apps write them: a column of its subviews at their ideal widths,
/// leaving `explicitAlignment` and the cache to the protocol's defaults.
struct RandomTreeColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }
}

/// The random choices of one tree: numbers from a seed, and how often a length is odd.
struct TreeRandomness {
    private var generator: SplitMix64
    /// How many lengths in a hundred are odd (zero, negative, NaN or infinite).
    let oddLengthsPerHundred: Int

    init(seed: UInt64, oddLengthsPerHundred: Int) {
        generator = SplitMix64(seed: seed)
        self.oddLengthsPerHundred = oddLengthsPerHundred
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int { generator.next(bound) }

    /// An odd length as often as asked, in equal shares, or nil for an ordinary one.
    mutating func oddLength() -> CGFloat? {
        let draw = next(100)
        guard draw < oddLengthsPerHundred else { return nil }
        return [CGFloat.nan, .infinity, -10, 0][draw % 4]
    }
}

/// A small, fast generator of pseudo-random numbers from a seed (SplitMix64), the same on
/// every machine.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
