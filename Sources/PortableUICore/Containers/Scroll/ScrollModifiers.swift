import Foundation

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollTargetBehaviorKind.none
}

extension EnvironmentValues {
    /// The margins that scroll views in this environment put around their content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    var scrollTargetBehavior: ScrollTargetBehaviorKind {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

/// The placement of content margins.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The automatic placement.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The placement of the scroll content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The placement of the scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Where a scroll view comes to rest after scrolling.
enum ScrollTargetBehaviorKind: Equatable, Sendable {
    case none
    /// At multiples of the visible length.
    case paging
    /// With the edge of a child of the target layout at the leading edge.
    case viewAligned
}

/// A type that defines the scroll behavior of a scrollable view.
public protocol ScrollTargetBehavior {
    /// The kind of resting positions the behavior chooses.
    var _kind: Int { get }
}

/// The scroll behavior that aligns scroll targets to container-based geometry (pages).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _kind: Int { 1 }
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _kind: Int { 2 }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension View {
    /// Configures the content margin for scrollable views in this environment.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        transformEnvironment(\.scrollContentMargins) { margins in
            let value = length ?? 16
            if edges.contains(.top) { margins.top = value }
            if edges.contains(.leading) { margins.leading = value }
            if edges.contains(.bottom) { margins.bottom = value }
            if edges.contains(.trailing) { margins.trailing = value }
        }
    }

    /// Configures the content margin for scrollable views in this environment.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let kind: ScrollTargetBehaviorKind = behavior._kind == 1 ? .paging : behavior._kind == 2 ? .viewAligned : .none
        return environment(\.scrollTargetBehavior, kind)
    }

    /// Configures the outermost layout as a scroll target layout: its subviews are the
    /// positions a view-aligned scroll view comes to rest at.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_TraitModifier { $0.isScrollTargetLayout = isEnabled })
    }
}

extension ScrollState {
    /// Where the scroll view comes to rest after scrolling to `offset`: the nearest page
    /// (paging) or child edge of the scroll target layout (view aligned) in the direction of
    /// the scroll.
    func restingOffset(_ offset: CGPoint, from start: CGPoint, targets: [CGFloat]) -> CGPoint {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let position = axis == .vertical ? offset.y : offset.x
        let origin = axis == .vertical ? start.y : start.x
        let resting: CGFloat
        switch targetBehavior {
        case .none:
            return offset
        case .paging:
            let page = Swift.max(axis == .vertical ? viewportSize.height : viewportSize.width, 1)
            let pages = position / page
            resting = (position >= origin ? pages.rounded(.up) : pages.rounded(.down)) * page
        case .viewAligned:
            let forward = position >= origin
            let candidates = forward ? targets.filter { $0 >= position - 0.5 } : targets.filter { $0 <= position + 0.5 }
            resting = (forward ? candidates.min() : candidates.max()) ?? position
        }
        let target = axis == .vertical ? CGPoint(x: offset.x, y: resting) : CGPoint(x: resting, y: offset.y)
        return clamped(target)
    }
}
