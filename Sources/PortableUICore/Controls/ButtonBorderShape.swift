import Foundation

/// A shape used to draw a button's border: `bordered` and `borderedProminent` buttons fill
/// it behind their label.
///
/// `.automatic` is a rounded rectangle whose radius follows the control size (6 points at
/// the regular size, scaled as the other metrics; `.large` 12 as iOS's large bordered
/// buttons [UNVERIFIED]); `.capsule` and `.circle` follow the button's frame.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    /// The corner radius `.automatic` and `.roundedRectangle` take (their control size's).
    var defaultRadius: CGFloat = 6
    var insetAmount: CGFloat = 0

    nonisolated init(kind: Kind) {
        self.kind = kind
    }

    /// A shape that defers to the system to determine an appropriate shape for the given
    /// context and platform.
    nonisolated public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    nonisolated public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    nonisolated public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape.
    nonisolated public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle shape with the given corner radius (a non-finite or negative
    /// radius is treated as 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? Swift.max(radius, 0) : 0))
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        case .automatic:
            return RoundedRectangle(cornerRadius: Swift.max(defaultRadius - insetAmount, 0)).path(in: rect)
        case .roundedRectangle(let radius):
            return RoundedRectangle(cornerRadius: Swift.max((radius ?? defaultRadius) - insetAmount, 0)).path(in: rect)
        }
    }

    nonisolated public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }

    /// This shape with the corner radius of `controlSize` for the default forms.
    func sized(_ controlSize: ControlSize) -> ButtonBorderShape {
        var shape = self
        shape.defaultRadius = controlSize == .large || controlSize == .extraLarge ? 12 : 6 * controlSize.scale
        return shape
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The border shape of bordered buttons in this environment.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
