import Foundation

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, vertical alignment, pinning
    /// behavior, and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileLazyStack(
            Self.self, axis: .vertical, alignment: view.alignment.key, spacing: view.spacing,
            pinsHeaders: view.pinnedViews.contains(.sectionHeaders), content: view.content, node: node, inputs: inputs)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only
/// as needed.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack view with the given spacing, vertical alignment,
    /// pinning behavior, and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        reconcileLazyStack(
            Self.self, axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing,
            pinsHeaders: view.pinnedViews.contains(.sectionHeaders), content: view.content, node: node, inputs: inputs)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The header view of each Section will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The footer view of each Section will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@MainActor
private func reconcileLazyStack<Content: View>(
    _ viewType: Any.Type, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, pinsHeaders: Bool, content: Content,
    node: _ViewNode?, inputs: _ViewInputs
) -> LayoutNode {
    var rowInputs = inputs
    rowInputs.stackAxis = axis
    return reconcileLazyContainer(
        viewType, axis: axis, spacing: spacing, content: content, node: node, inputs: inputs, contentInputs: rowInputs,
        layout: { _LazyStackLayout(axis: axis, alignment: alignment, pinsHeaders: pinsHeaders, state: $0) },
        realize: { layout, node in layout.realizeVisibleRows(of: node) })
}

/// Makes or updates the node of a lazy container (stack, grid or list): its rows are
/// described by `LazyRows` without building them, and realized by `realize` when the
/// container is placed. `prepare` configures the state before the rows are updated; a list
/// passes where it keeps the expansion of its disclosure groups (`disclosureExpansions`).
@MainActor
func reconcileLazyContainer<Content: View, L: Layout>(
    _ viewType: Any.Type, axis: Axis, spacing: CGFloat?, content: Content, node: _ViewNode?, inputs: _ViewInputs,
    contentInputs: _ViewInputs, disclosureExpansions: Binding<[AnyHashable: Bool]>? = nil,
    prepare: (LazyStackState) -> Void = { _ in }, layout makeLayout: (LazyStackState) -> L,
    realize: @escaping @MainActor (L, LayoutNode) -> Void
) -> LayoutNode {
    let existing = (node as? LayoutNode).flatMap { $0.viewType == viewType ? $0 : nil }
    let state = existing?.lazyState ?? LazyStackState(axis: axis)
    prepare(state)
    let rows = LazyRows.of(content, disclosureExpansions: disclosureExpansions)
    state.update(rows: rows, inputs: contentInputs, spacing: spacing ?? ViewSpacing.defaultValue)
    let layout = makeLayout(state)
    let container = existing ?? LayoutNode(viewType: viewType, box: LayoutBox(layout))
    if existing != nil { container.updateLayout(layout) }
    container.lazyState = state
    if container.content == nil { container.content = LazyRealizedRows(state) }
    container.layoutDirection = inputs.environment.layoutDirection
    state.node = container
    if state.graph == nil, let graph = inputs.graph {
        state.graph = graph
        graph.addLayoutObserver(state)
    }
    container.contentBuilder = { node in MainActor.assumeIsolated { realize(layout, node) } }
    container.setNeedsPlacement()
    return container
}

/// The layout of `LazyVStack` and `LazyHStack`.
///
/// 1. Along the axis the stack is as long as its rows: measured rows count their length,
///    the others the mean measured length; rows are separated by the spacing (8 by default).
///    Across, it takes the proposal (or its widest realized row when unspecified).
/// 2. When placed, it realizes the rows within the visible part of the nearest enclosing
///    scroll view (or the window) plus a margin, releases the others (their `onDisappear`
///    runs), measures the realized rows and places them, aligned across the axis.
/// 3. When measuring changed the length of the rows above the first one in view (estimates
///    corrected), the rows are placed shifted back by the correction and the scroll view's
///    offset moves by as much, so that the rows in view stay where they were on screen.
/// 4. When measuring changed the stack's length, it lays out again in the next frame.
public struct _LazyStackLayout: Layout {
    let axis: Axis
    let alignment: AlignmentKey
    /// Whether section headers stay at the top of the visible area while their section is in view.
    let pinsHeaders: Bool
    let state: LazyStackState

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis)
    }

    // Step 1
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rowProposal = rowProposal(proposal)
        if state.rows.count > 0 && !state.hasMeasurements {
            MainActor.assumeIsolated { measure(state.realize(0..<1, releasingOthers: false), rowProposal) }
        }
        let minor = proposal[axis.other] ?? idealLengthAcross(rowsProposed: rowProposal)
        return CGSize(major: length(rowsProposed: rowProposal), minor: minor, axis: axis)
    }

    /// The stack's length across for an unspecified one: its widest (tallest) realized row,
    /// those of the last placement, or before the first the first row, which is realized to
    /// estimate the length. So the answer before the first placement is the one after it (a
    /// `ViewThatFits` choosing by it chooses the same at every layout).
    private func idealLengthAcross(rowsProposed rowProposal: ProposedViewSize) -> CGFloat {
        var rows = state.visibleRows.filter { $0.index < state.lineCount }
        if rows.isEmpty && state.lineCount > 0 {
            // (Layout runs on the main actor: the rows realized there are handed back to it.)
            nonisolated(unsafe) let state = state
            nonisolated(unsafe) var realized = rows
            MainActor.assumeIsolated { realized = state.realize(0..<1, releasingOthers: false) }
            rows = realized
        }
        return rows.flatMap(\.units).reduce(0) { Swift.max($0, $1.sizeThatFits(rowProposal)[axis.other]) }
    }

    /// The stack's length with its rows proposed `rowProposal`: the measured one when the
    /// lines were measured at that length across (or never placed); otherwise the length of
    /// its realized lines at it, the others estimated from their mean. A probe at another
    /// length across (an aspect ratio's ideal size) so gets the same answer at every layout,
    /// rather than the lengths of the last placement.
    private func length(rowsProposed rowProposal: ProposedViewSize) -> CGFloat {
        let lines = state.visibleRows.filter { $0.index < state.lineCount }
        guard !state.isMeasured(across: rowProposal[axis.other]), !lines.isEmpty else { return state.totalLength }
        let realized = lines.reduce(CGFloat(0)) { total, line in
            total + line.units.reduce(0) { $0 + $1.sizeThatFits(rowProposal)[axis] }
                + state.spacing * CGFloat(Swift.max(line.units.count - 1, 0))
        }
        let others = CGFloat(state.lineCount - lines.count) * realized / CGFloat(lines.count)
        return realized + others + state.spacing * CGFloat(state.lineCount - 1)
    }

    @discardableResult
    private func measure(_ rows: [(index: Int, units: [LayoutNode])], _ proposal: ProposedViewSize) -> [Int: [CGSize]] {
        var sizes: [Int: [CGSize]] = [:]
        for (index, units) in rows {
            let unitSizes = units.map { $0.sizeThatFits(proposal) }
            let length = unitSizes.reduce(0) { $0 + $1[axis] } + state.spacing * CGFloat(Swift.max(units.count - 1, 0))
            state.record(length, of: index)
            sizes[index] = unitSizes
        }
        return sizes
    }

    // Step 2
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.recorder == nil else { return }
        let childProposal = rowProposal(proposal)
        state.placing(across: childProposal[axis.other])
        let rows = state.visibleRows
        let sizes = measure(rows, childProposal)
        // Step 3
        let correction = state.correctAnchor()
        if correction != 0, let pinned = state.pinnedHeader {
            state.pinnedHeader = (pinned.header, pinned.next, pinned.viewportStart + correction)
        }
        let origin = (axis == .vertical ? bounds.minY : bounds.minX) - correction
        let frameGuide = ViewDimensions(size: bounds.size, node: nil, proposal: proposal)[alignment]
        for (index, units) in rows {
            var position = origin + pinnedOffset(of: index)
            for (unit, size) in zip(units, sizes[index] ?? []) {
                let guide = ViewDimensions(size: size, node: unit, proposal: childProposal)[alignment]
                let minor = (axis == .vertical ? bounds.minX : bounds.minY) + frameGuide - guide
                LayoutSubview(node: unit, index: 0, recorder: nil)
                    .place(at: CGPoint(major: position, minor: minor, axis: axis), proposal: childProposal)
                position += size[axis] + state.spacing
            }
        }
    }

    /// The offset at which row `index` is placed: its own, or, for the pinned header, the top
    /// of the visible area, pushed up by the next section's header.
    private func pinnedOffset(of index: Int) -> CGFloat {
        guard let pinned = state.pinnedHeader, pinned.header == index else { return state.offset(of: index) }
        let natural = state.offset(of: index)
        let limit = state.offset(of: pinned.next) - state.spacing - state.length(of: index)
        return Swift.max(natural, Swift.min(pinned.viewportStart, pinned.next < state.lineCount ? limit : .infinity))
    }

    /// Realizes the rows in view before the stack places them (run as the node's content
    /// builder, so that an empty stack still gets its first rows). With pinned headers, the
    /// header of the section at the top of the view is realized too, and drawn last.
    @MainActor
    func realizeVisibleRows(of node: LayoutNode) {
        let viewport = LazyViewport(of: node.frame, node: node, axis: axis)
        let range = state.lineRange(overlapping: viewport.range)
        let viewportStart = viewport.start
        state.anchor(at: viewportStart, scrollView: viewport.scrollView)
        let top = state.lineRange(overlapping: viewportStart...viewportStart).first ?? range.lowerBound
        state.pinnedHeader = pinsHeaders ? state.rows.sectionHeader(atOrBefore: top).map {
            (header: $0.header, next: $0.next, viewportStart: viewportStart)
        } : nil
        var rows = state.realize(range, keeping: state.pinnedHeader?.header)
        if let header = state.pinnedHeader?.header, let index = rows.firstIndex(where: { $0.index == header }) {
            rows.append(rows.remove(at: index))
        }
        state.visibleRows = rows
        node.replaceSubviewsDuringPlacement(rows.flatMap(\.units))
    }
}
