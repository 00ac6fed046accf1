import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension Path {
    /// Adds a rounded rectangle whose corners are all of `cornerSize`.
    ///
    /// Corner sizes are clamped to half the rectangle's sides (a radius to half the shorter
    /// side, so a large radius gives a capsule). `.circular` corners are
    /// quarter ellipses; `.continuous` corners follow iOS's smooth corner curve, which starts
    /// about 1.53 radii from the corner. When that curve does not fit in half a side, the
    /// corner falls back to a circular one (Apple blends the two; see docs/differences.md).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let corner = CornerSize(cornerSize)
        addRoundedRect(rect.standardized, corners: [corner, corner, corner, corner], style: style, transform: transform)
    }

    /// Adds a rounded rectangle with a radius for each corner (leading is the left edge).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let corners = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
            .map { CornerSize(CGSize(width: $0, height: $0)) }
        addRoundedRect(rect.standardized, corners: corners, style: style, transform: transform)
    }

    private struct CornerSize {
        var width: CGFloat
        var height: CGFloat
        init(_ size: CGSize) {
            width = size.width.isFinite ? Swift.max(size.width, 0) : 0
            height = size.height.isFinite ? Swift.max(size.height, 0) : 0
        }
    }

    /// The control points of one corner as (along the incoming edge, along the outgoing edge)
    /// multiples of the corner's radii, measured from the corner: the start point, then the
    /// three points of each cubic curve.
    private static let circularCorner: [(CGFloat, CGFloat)] = {
        let k: CGFloat = 1 - 0.552_284_749_8
        return [(1, 0), (k, 0), (0, k), (0, 1)]
    }()

    private static let continuousCorner: [(CGFloat, CGFloat)] = [
        (1.528_664_83, 0),
        (1.088_493_23, 0), (0.868_406_89, 0), (0.631_493_99, 0.074_911_00),
        (0.372_823_92, 0.169_060_13), (0.169_060_13, 0.372_823_92), (0.074_911_00, 0.631_493_99),
        (0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83),
    ]

    /// Corners in drawing order: top trailing, bottom trailing, bottom leading, top leading,
    /// starting on the top edge and going clockwise on screen.
    private mutating func addRoundedRect(
        _ rect: CGRect, corners: [CornerSize], style: RoundedCornerStyle, transform: CGAffineTransform
    ) {
        let halfWidth = rect.width / 2, halfHeight = rect.height / 2
        // The corner point, the direction of the edge arriving at it and of the edge leaving it.
        let geometry: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        var isFirst = true
        for (index, (corner, incoming, outgoing)) in geometry.enumerated() {
            var rx = Swift.min(corners[index].width, halfWidth), ry = Swift.min(corners[index].height, halfHeight)
            if corners[index].width == corners[index].height {
                // A radius (rather than an elliptical size) stays circular: a capsule at most.
                rx = Swift.min(rx, ry)
                ry = rx
            }
            var shape = Self.circularCorner
            if style == .continuous {
                let extent = Self.continuousCorner[0].0
                if rx * extent <= halfWidth && ry * extent <= halfHeight { shape = Self.continuousCorner }
            }
            if rx <= 0 || ry <= 0 {
                rx = 0
                ry = 0
                shape = [(0, 0)]
            }
            // Along the incoming edge the radius is rx when the edge is horizontal.
            let alongIn = incoming.x != 0 ? rx : ry, alongOut = outgoing.x != 0 ? rx : ry
            let points = shape.map { a, b in
                CGPoint(
                    x: corner.x - a * alongIn * incoming.x + b * alongOut * outgoing.x,
                    y: corner.y - a * alongIn * incoming.y + b * alongOut * outgoing.y
                ).applying(transform)
            }
            if isFirst {
                move(to: points[0])
                isFirst = false
            } else {
                addLine(to: points[0])
            }
            var cursor = 1
            while cursor + 2 < points.count {
                addCurve(to: points[cursor + 2], control1: points[cursor], control2: points[cursor + 1])
                cursor += 3
            }
        }
        closeSubpath()
    }
}
