import Foundation

/// The ring drawn around the view that has keyboard focus, so that someone using the
/// keyboard alone sees where Tab took them.
///
/// Rules:
/// 1. The ring shows while the focus was last moved by the keyboard (Tab, Shift-Tab); a
///    press anywhere hides it until the next Tab — as iPadOS shows its focus halo only while
///    a hardware keyboard drives the focus. (macOS with Keyboard navigation on also rings a
///    checkbox or picker focused by a click; see docs/differences.md.)
/// 2. It is drawn around the focused view's frame, over the view and under what is drawn
///    after it, clipped as the view is (inside a scroll view, to its bounds).
/// 3. It is the view's tint (the accent color unless `tint(_:)` says otherwise) at half
///    opacity, 3 points wide, outside the frame, with a 5-point inner corner radius: the
///    ring the bordered text fields draw, read off macOS's focus ring [unverified:
///    docs/differences.md].
/// 4. A view with a focus effect shape (`contentShape(.focusEffect, _:)`) is ringed along
///    that shape laid out half the ring's width outside its frame.
/// 5. A text field draws its own ring (its style's border decides where); a view under
///    `focusEffectDisabled()` draws none.
struct FocusRing {
    /// The focused view's node.
    let node: LayoutNode
    let color: Color
    /// The shape the ring follows, if the view set one (rule 4).
    let shape: HitShape?

    /// The ring's width, outside the view's frame [unverified].
    static let width: CGFloat = 3
    /// The corner radius of the ring's inner edge [unverified].
    static let innerCornerRadius: CGFloat = 5
    /// The opacity of the tint the ring is drawn in [unverified].
    static let opacity: Double = 0.5

    /// The ring of `node`, when it has one (rule 5).
    init?(around node: LayoutNode) {
        guard let color = node.input?.focusRingColor else { return nil }
        self.node = node
        self.color = color
        self.shape = node.input?.focusEffectShape?.value
    }

    /// The color a focus registration's ring is drawn in under `environment` (rules 3, 5).
    static func color(for registration: FocusRegistration, in environment: EnvironmentValues) -> Color? {
        guard registration.textInput == nil, environment.isFocusEffectEnabled else { return nil }
        return environment.tintColor.resolved(in: environment).opacity(opacity)
    }

    /// The ring's drawing around `frame` (window coordinates, rounded to the pixel grid): a
    /// stroke centred half its width outside the frame.
    func drawing(around frame: CGRect) -> DisplayList {
        guard frame.width.isFinite, frame.height.isFinite else { return DisplayList() }
        let half = Self.width / 2
        let outline = frame.insetBy(dx: -half, dy: -half)
        let path = shape?.path(in: outline) ?? Path(roundedRect: outline, cornerRadius: Self.innerCornerRadius + half)
        return DisplayList([.stroke(path, .color(color), StrokeStyle(lineWidth: Self.width))])
    }
}
