import Foundation

/// A color or pattern to use when rendering a shape.
///
/// The built-in styles are colors, gradients (`LinearGradient`, `RadialGradient`,
/// `EllipticalGradient`, `AngularGradient`, `Color.gradient`), `.foreground`, the hierarchical levels
/// `.primary` … `.quaternary` (``HierarchicalShapeStyle``) and `.tint`; they resolve against the
/// environment when a view is drawn.
public protocol ShapeStyle: Sendable {}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let storage: any ShapeStyle
    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        storage = (style as? AnyShapeStyle)?.storage ?? style
    }
}

/// The foreground style in the current context (the environment's foreground, or primary).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint of the current context (the environment's tint, or the accent color).
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1))
    }
}

/// A style drawn with reduced opacity.
public struct _OpacityShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The tint of controls and of the `.tint` style, if set (otherwise the accent color).
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }

    /// Sets the tint within this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.map { AnyShapeStyle($0) })
    }
}

/// A shape style with the environment applied: colors and gradients whose geometry is still
/// relative to the bounds of what is drawn.
enum ResolvedStyle: Sendable, Equatable {
    case color(Color)
    case linear(Gradient, start: UnitPoint, end: UnitPoint)
    case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical(Gradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    indirect case opacity(ResolvedStyle, Double)
    /// A material: a fill blurs its backdrop before drawing the tint (``ResolvedMaterial``).
    case material(ResolvedMaterial)

    /// Resolves `style` against `environment`: `.foreground` becomes the environment's
    /// foreground style (or primary), `.tint` its tint (or the accent color); system colors
    /// take their values for the environment's color scheme.
    init(_ style: any ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) {
        guard depth < 8 else {
            self = .color(.primary)
            return
        }
        switch style {
        case let color as Color: self = .color(color.resolved(in: environment))
        case let any as AnyShapeStyle: self.init(any.storage, in: environment, depth: depth + 1)
        case is ForegroundStyle:
            self = .foregroundLevel(0, in: environment, depth: depth)
        case let hierarchical as HierarchicalShapeStyle:
            self = .foregroundLevel(hierarchical.level, in: environment, depth: depth)
        case is TintShapeStyle:
            var inner = environment
            inner.tint = nil
            self = environment.tint.map { ResolvedStyle($0, in: inner, depth: depth + 1) } ?? .color(Color.accentColor.resolved(in: environment))
        case let linear as LinearGradient:
            self = .linear(linear.gradient, start: linear.startPoint, end: linear.endPoint)
        case let radial as RadialGradient:
            self = .radial(radial.gradient, center: radial.center, startRadius: radial.startRadius, endRadius: radial.endRadius)
        case let elliptical as EllipticalGradient:
            self = .elliptical(
                elliptical.gradient, center: elliptical.center, startRadiusFraction: elliptical.startRadiusFraction,
                endRadiusFraction: elliptical.endRadiusFraction)
        case let angular as AngularGradient:
            self = .angular(angular.gradient, center: angular.center, startAngle: angular.startAngle, endAngle: angular.endAngle)
        case let material as Material:
            self = .material(ResolvedMaterial(material, colorScheme: environment.colorScheme))
        case is BackgroundStyle: self = .color(environment.colorScheme == .dark ? .black : .white)
        case let any as AnyGradient:
            self = .linear(any.gradient, start: .top, end: .bottom)
        case let faded as _OpacityShapeStyle:
            self = .opacity(ResolvedStyle(faded.base, in: environment, depth: depth + 1), faded.opacity)
        default:
            Diagnostics.report("The shape style \(type(of: style)) is not supported; the foreground style is used.")
            self.init(ForegroundStyle(), in: environment, depth: depth + 1)
        }
    }

    /// The paint for drawing within `rect` (window coordinates).
    func paint(in rect: CGRect) -> DisplayList.Paint {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        switch self {
        case .color(let color): return .color(color)
        case .linear(let gradient, let start, let end):
            return .linearGradient(gradient, start: point(start), end: point(end))
        case .radial(let gradient, let center, let r0, let r1):
            return .radialGradient(gradient, center: point(center), startRadius: r0, endRadius: r1)
        case .elliptical(let gradient, let center, let r0, let r1):
            return .ellipticalGradient(
                gradient, center: point(center), size: rect.size, startRadiusFraction: r0, endRadiusFraction: r1)
        case .angular(let gradient, let center, let a0, let a1):
            return .angularGradient(gradient, center: point(center), startAngle: a0, endAngle: a1)
        case .opacity(let base, let opacity):
            return base.paint(in: rect).multiplyingOpacity(by: opacity)
        case .material(let material): return .color(material.tint)
        }
    }
}
