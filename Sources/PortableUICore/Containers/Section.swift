import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// In a `List` a section groups its rows under its header and above its footer (see
/// `_ListSectionLayout`). Elsewhere its header, content and footer are simply its views, in
/// that order, as in a `Group`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) where Parent == EmptyView {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }

    /// Creates a section with a text header from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// Creates a section with a text header from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        guard inputs.environment.isInList else {
            return reconcileChild(TupleView((view.header, view.content, view.footer)), node, inputs)
        }
        let section = node as? ListSectionNode ?? ListSectionNode()
        section.update(view, inputs: inputs)
        return section
    }

    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        rows.appendSectionHeader(view.header)
        rows.appendRows(of: view.content)
        rows.appendRows(of: view.footer)
    }
}

/// The node of a section in a list: its header, rows and footer, laid out by a list section.
///
/// In grouped styles the header's text is footnote-sized, uppercase and secondary, the
/// footer's footnote-sized and secondary.
final class ListSectionNode: _ViewNode {
    private var header: _ViewNode?
    private var content: _ViewNode?
    private var footer: _ViewNode?
    private var rowEnvironment = DerivedEnvironment()
    private var headerEnvironment = DerivedEnvironment()
    private var footerEnvironment = DerivedEnvironment()
    let section = ListSectionModel()

    @MainActor
    func update<Parent: View, Content: View, Footer: View>(_ view: Section<Parent, Content, Footer>, inputs: _ViewInputs) {
        var partInputs = inputs
        partInputs.stackAxis = .vertical
        partInputs.environment = rowEnvironment.environment(from: inputs.environment) { $0.isInList = false }
        let grouped = inputs.environment.listStyle.isGrouped
        var headerInputs = partInputs
        headerInputs.environment = headerEnvironment.environment(from: partInputs.environment) { environment in
            guard grouped else { return }
            environment.font = .footnote
            environment.textCase = .uppercase
            environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        var footerInputs = partInputs
        footerInputs.environment = footerEnvironment.environment(from: partInputs.environment) { environment in
            guard grouped else { return }
            environment.font = .footnote
            environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        header = reconcileChild(view.header, header, headerInputs)
        content = reconcileChild(view.content, content, partInputs)
        footer = reconcileChild(view.footer, footer, footerInputs)
        section.update(header: header?.units ?? [], rows: content?.units ?? [], footer: footer?.units ?? [], inputs: inputs)
    }

    override func childUnitsChanged() {
        section.refresh(header: header?.units ?? [], rows: content?.units ?? [], footer: footer?.units ?? [])
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(section.node)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let header { body(header) }
        if let content { body(content) }
        if let footer { body(footer) }
        section.forEachChild(body)
    }
}

/// The marker type of a list section's layout node (for layout descriptions).
enum _ListSection {}

/// A section of a list (one a `Section` declares, or a run of rows outside sections): its
/// layout node, whose subviews are its card, header, rows, the rows' separators and footer.
final class ListSectionModel {
    private(set) lazy var node = LayoutNode(viewType: _ListSection.self, box: LayoutBox(_ListSectionLayout()))
    private var card: _ViewNode?
    private var separators: [_ViewNode] = []
    private var inputs: _ViewInputs?

    /// Rebuilds the section from its parts with the list's inputs.
    @MainActor
    func update(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], inputs: _ViewInputs) {
        self.inputs = inputs
        let style = inputs.environment.listStyle
        var leafInputs = inputs
        leafInputs.stackAxis = nil
        if style.isGrouped {
            let radius = style == .insetGrouped ? ListMetrics.cardCornerRadius : 0
            card = reconcileChild(RoundedRectangle(cornerRadius: radius, style: .continuous).fill(Color.white), card, leafInputs)
        } else {
            card?.unmount()
            card = nil
        }
        while separators.count < rows.count {
            separators.append(reconcileChild(ListMetrics.separatorColor, nil, leafInputs))
        }
        if separators.count > rows.count {
            separators[rows.count...].forEach { $0.unmount() }
            separators.removeLast(separators.count - rows.count)
        }
        let layout = _ListSectionLayout(
            style: style, headerCount: header.count, rowCount: rows.count, footerCount: footer.count, hasCard: card != nil,
            separatorThickness: inputs.environment.pixelLength,
            minimumRowHeight: inputs.environment.defaultMinListRowHeight)
        node.layoutDirection = inputs.environment.layoutDirection
        node.updateLayout(layout)
        node.setSubviews((card?.units ?? []) + header + rows + separators.flatMap(\.units) + footer)
    }

    /// Rebuilds the section after its views changed on their own (a state change).
    func refresh(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]) {
        guard let inputs else { return }
        MainActor.assumeIsolated { update(header: header, rows: rows, footer: footer, inputs: inputs) }
    }

    func forEachChild(_ body: (_ViewNode) -> Void) {
        if let card { body(card) }
        separators.forEach(body)
    }

    func unmount() {
        card?.unmount()
        separators.forEach { $0.unmount() }
    }
}

/// The layout of a list section. Subviews: the card (grouped styles), the header's views,
/// the rows, one separator per row, the footer's views.
///
/// 1. Grouped styles: the section starts with a gap (35, or 17 above a header); the header's
///    views follow, then a 7-point gap, the card with the rows, and, after another 7 points,
///    the footer's views. An inset grouped card is inset by the margin (16 on phones
///    narrower than 414 points, else 20) on both sides. Plain styles: the header and footer
///    are rows of their own (insets 6/20, at least 28 tall), no gaps.
/// 2. Each row's content is proposed the card's width minus its insets (11/20 by default,
///    `listRowInsets`) and an unspecified height; the row is as tall as its content plus the
///    vertical insets, at least `defaultMinListRowHeight` (44); the content is centred in it.
/// 3. Each row but the last has a separator along its bottom edge, one pixel thick, from
///    the row's leading inset to the card's trailing edge, unless the row hides it.
/// 4. Headers and footers are placed at the rows' leading inset, proposed the same width.
struct _ListSectionLayout: Layout, Equatable {
    var style = ListStyleKind.insetGrouped
    var headerCount = 0
    var rowCount = 0
    var footerCount = 0
    var hasCard = false
    var separatorThickness: CGFloat = 1
    var minimumRowHeight: CGFloat = 44

    static var _explicitGuidesComeFromSubviews: Bool { true }

    /// Where each subview goes, relative to the section's top-leading corner.
    private struct Arrangement {
        var frames: [CGRect] = []
        var proposals: [ProposedViewSize] = []
        var collapsed: Set<Int> = []
        var size: CGSize = .zero
    }

    // Step 1-4
    private func arrange(width proposedWidth: CGFloat?, _ subviews: Subviews) -> Arrangement {
        let margin = style == .insetGrouped || style == .inset ? BarMetrics.current(safeArea: .infinite).margin : 0
        let insets = ListMetrics.rowInsets
        let width = proposedWidth ?? idealWidth(subviews, margin: margin)
        let cardX = margin
        let cardWidth = Swift.max(width - 2 * margin, 0)
        var arrangement = Arrangement()
        arrangement.frames = Array(repeating: .zero, count: subviews.count)
        arrangement.proposals = Array(repeating: .zero, count: subviews.count)
        let cardIndex = hasCard ? 0 : -1
        let headerStart = hasCard ? 1 : 0
        let rowStart = headerStart + headerCount
        let separatorStart = rowStart + rowCount
        let footerStart = separatorStart + rowCount
        func subview(_ index: Int) -> LayoutSubview { subviews[subviews.startIndex + index] }
        func place(_ index: Int, _ frame: CGRect, _ proposal: ProposedViewSize) {
            arrangement.frames[index] = frame
            arrangement.proposals[index] = proposal
        }
        var y: CGFloat = 0
        // Step 4: a run of header or footer views.
        func placeLabels(_ range: Range<Int>, plainInsets: Bool) {
            let labelInsets = plainInsets ? ListMetrics.plainHeaderInsets : EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
            let proposal = ProposedViewSize(width: Swift.max(cardWidth - labelInsets.leading - labelInsets.trailing, 0), height: nil)
            for index in range {
                let size = subview(index).sizeThatFits(proposal)
                let height = plainInsets ? Swift.max(size.height + labelInsets.top + labelInsets.bottom, ListMetrics.plainHeaderMinimumHeight) : size.height
                let contentY = y + (height - size.height) / 2
                place(index, CGRect(x: cardX + labelInsets.leading, y: contentY, width: size.width, height: size.height), proposal)
                y += height
            }
        }
        // Step 1
        let grouped = style.isGrouped
        if grouped {
            if headerCount > 0 {
                y += ListMetrics.headerTopGap
                placeLabels(headerStart..<rowStart, plainInsets: false)
                y += ListMetrics.headerCardGap
            } else {
                y += ListMetrics.sectionGap
            }
        } else {
            placeLabels(headerStart..<rowStart, plainInsets: true)
        }
        let cardTop = y
        // Step 2-3
        for row in 0..<rowCount {
            let index = rowStart + row
            let rowInsets = subview(index)[ListRowInsetsKey.self] ?? insets
            let proposal = ProposedViewSize(width: Swift.max(cardWidth - rowInsets.leading - rowInsets.trailing, 0), height: nil)
            let size = subview(index).sizeThatFits(proposal)
            let height = Swift.max(size.height + rowInsets.top + rowInsets.bottom, minimumRowHeight)
            let contentY = y + rowInsets.top + Swift.max((height - rowInsets.top - rowInsets.bottom - size.height) / 2, 0)
            place(index, CGRect(x: cardX + rowInsets.leading, y: contentY, width: size.width, height: size.height), proposal)
            let separatorIndex = separatorStart + row
            let separatorX = cardX + rowInsets.leading
            let separator = CGRect(
                x: separatorX, y: y + height - separatorThickness, width: Swift.max(cardX + cardWidth - separatorX, 0),
                height: separatorThickness)
            place(separatorIndex, separator, ProposedViewSize(separator.size))
            if row == rowCount - 1 || subview(index)[ListRowSeparatorHiddenKey.self] {
                arrangement.collapsed.insert(separatorIndex)
            }
            y += height
        }
        if cardIndex >= 0 {
            let card = CGRect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop)
            place(cardIndex, card, ProposedViewSize(card.size))
            if rowCount == 0 { arrangement.collapsed.insert(cardIndex) }
        }
        if footerCount > 0 {
            if grouped { y += ListMetrics.headerCardGap }
            placeLabels(footerStart..<footerStart + footerCount, plainInsets: !grouped)
        }
        arrangement.size = CGSize(width: width, height: y)
        return arrangement
    }

    /// The width of the widest row, header or footer with its insets (for an unspecified
    /// proposal).
    private func idealWidth(_ subviews: Subviews, margin: CGFloat) -> CGFloat {
        let insets = ListMetrics.rowInsets
        let contentStart = hasCard ? 1 : 0
        let separatorStart = contentStart + headerCount + rowCount
        var widest: CGFloat = 0
        for index in contentStart..<subviews.count where !(separatorStart..<separatorStart + rowCount).contains(index) {
            widest = Swift.max(widest, subviews[subviews.startIndex + index].sizeThatFits(.unspecified).width)
        }
        return widest + insets.leading + insets.trailing + 2 * margin
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(width: proposal.width, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(width: bounds.width, subviews)
        for (offset, subview) in subviews.enumerated() {
            let frame = arrangement.frames[offset].offsetBy(dx: bounds.minX, dy: bounds.minY)
            if arrangement.collapsed.contains(offset) {
                subview.collapse(at: frame.origin)
            } else {
                subview.place(at: frame.origin, proposal: arrangement.proposals[offset])
            }
        }
    }
}

extension Section: LazySectionContent {}
