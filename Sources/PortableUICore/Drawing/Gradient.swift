import Foundation

/// A color gradient represented as an array of color stops, each having a parametric
/// location value.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop (0…1).
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    /// The stops sorted by location, locations clamped to 0…1 (NaN becomes 0).
    public var normalizedStops: [Stop] {
        stops.map { Stop(color: $0.color, location: $0.location.isNaN ? 0 : Swift.min(Swift.max($0.location, 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The color at `location`, interpolated in sRGB between the surrounding stops.
    public func color(at location: CGFloat) -> Color {
        Gradient.color(at: location, in: normalizedStops)
    }

    /// `count` colors evenly spaced from location 0 to 1 (a lookup table for renderers).
    public func colors(count: Int) -> [Color] {
        let stops = normalizedStops
        let last = CGFloat(Swift.max(count - 1, 1))
        return (0..<Swift.max(count, 0)).map { Gradient.color(at: CGFloat($0) / last, in: stops) }
    }

    private static func color(at location: CGFloat, in stops: [Stop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? Double((location - lower.location) / span) : 1
            let a = lower.color, b = upper.color
            return Color(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
        }
        return last.color
    }
}

/// A linear gradient: the color changes along the line from `startPoint` to `endPoint`,
/// given as unit points of the shape's bounds.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient: the color changes with the distance from `center` (a unit point of
/// the shape's bounds), from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// An elliptical gradient: a radial gradient in the unit square of the shape's bounds,
/// stretched to the bounds, so that its contours are ellipses with the bounds' proportions.
///
/// The color at a point depends on its distance from `center` measured in fractions of the
/// bounds (horizontal distances over the width, vertical ones over the height): the first
/// color up to `startRadiusFraction`, the last from `endRadiusFraction` on. With the
/// defaults the last color is reached at the middle of each edge.
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

/// An angular (conic) gradient: the color changes with the angle around `center`, from
/// `startAngle` to `endAngle` (clockwise on screen; 0° points right).
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Creates an angular gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // An empty sweep means a full turn, as in SwiftUI.
        self.endAngle = endAngle == startAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes a full turn from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }

    /// Creates a conic gradient from a collection of colors that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

/// A gradient derived from a single color (`Color.gradient`): drawn top to bottom, from a
/// lighter tint of the color to the color itself.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// The two-stop gradient this style draws.
    var gradient: Gradient {
        let lighter = Color(
            red: color.red + (1 - color.red) * 0.2, green: color.green + (1 - color.green) * 0.2,
            blue: color.blue + (1 - color.blue) * 0.2, opacity: color.opacity)
        return Gradient(colors: [lighter, color])
    }
}

extension Color {
    /// A standard gradient for the color.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient between colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient defined by a collection of color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient between colors.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient between colors.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient defined by a collection of color stops.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

extension LinearGradient: View {
    /// A gradient view fills the space it is offered.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// A gradient view fills the space it is offered.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }
}

extension EllipticalGradient: View {
    /// A gradient view fills the space it is offered.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// A gradient view fills the space it is offered.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }
}
