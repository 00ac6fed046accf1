import Foundation

#if !canImport(CoreGraphics)
/// Styles for rendering the endpoint of a stroked line, as in Core Graphics.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines, as in Core Graphics.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style with non-finite or negative values replaced by drawable ones.
    var sanitized: StrokeStyle {
        var style = self
        if !lineWidth.isFinite || lineWidth < 0 { style.lineWidth = 0 }
        if !miterLimit.isFinite || miterLimit < 1 { style.miterLimit = 10 }
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || (!dash.isEmpty && dash.allSatisfy { $0 == 0 }) {
            style.dash = []
        }
        if !dashPhase.isFinite { style.dashPhase = 0 }
        return style
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule decides what is inside (otherwise the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
