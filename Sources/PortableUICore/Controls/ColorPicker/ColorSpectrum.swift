import Foundation

/// The spectrum page of the color panel, as iOS's color picker draws it: the hues from
/// leading to trailing edge (red, yellow, green, cyan, blue, magenta, red), white at the
/// top, the pure hues across the middle and black at the bottom [UNVERIFIED: the page's
/// gradients are read off screenshots, not measured]. A touch or drag picks the color under
/// it (keeping the opacity when it is supported); a ringed circle marks the selection.
struct _ColorSpectrum: View {
    static let markerSide: CGFloat = 22

    let selection: Binding<Color>
    let supportsOpacity: Bool

    var body: some View {
        let selection = selection
        let supportsOpacity = supportsOpacity
        return GeometryReader { proxy in
            let size = proxy.size
            ZStack(alignment: .topLeading) {
                Rectangle().fill(LinearGradient(colors: Self.hues, startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(Self.lightness)
                Circle().strokeBorder(Color.white, lineWidth: 3)
                    .frame(width: Self.markerSide, height: Self.markerSide)
                    .offset(Self.markerOffset(of: selection.wrappedValue, in: size))
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        let color = Self.color(at: value.location, in: size)
                        selection.wrappedValue = color.withOpacity(supportsOpacity ? selection.wrappedValue.opacity : 1)
                    }
                    // A tap that does not move may end without a change: it picks too.
                    .onEnded { value in
                        let color = Self.color(at: value.location, in: size)
                        selection.wrappedValue = color.withOpacity(supportsOpacity ? selection.wrappedValue.opacity : 1)
                    })
        }
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
        .accessibilityIdentifier("color-spectrum")
    }

    /// The hues across the spectrum, a sixth of a turn apart, red at both ends.
    static let hues = (0...6).map { Color(hue: Double($0) / 6, saturation: 1, brightness: 1) }

    /// White fading out toward the middle, black fading in below it.
    static let lightness = LinearGradient(
        stops: [
            Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: Color.white.opacity(0), location: 0.5),
            Gradient.Stop(color: Color.black.opacity(0), location: 0.5), Gradient.Stop(color: .black, location: 1),
        ],
        startPoint: .top, endPoint: .bottom)

    /// The color at `point` of a spectrum of `size`.
    ///
    /// Rules: the hue is the point's fraction of the width; in the upper half the saturation
    /// rises from 0 at the top to 1 in the middle at full brightness, in the lower half the
    /// brightness falls from 1 in the middle to 0 at the bottom at full saturation. Points
    /// outside the spectrum (or not numbers) count as its nearest edge.
    static func color(at point: CGPoint, in size: CGSize) -> Color {
        let x = fraction(point.x, of: size.width)
        let y = fraction(point.y, of: size.height)
        if y <= 0.5 { return Color(hue: x, saturation: y * 2, brightness: 1) }
        return Color(hue: x, saturation: 1, brightness: 1 - (y - 0.5) * 2)
    }

    /// Where `color` lies in a spectrum of `size`, as the marker's offset from the top leading
    /// corner (the marker centred on it): the inverse of ``color(at:in:)`` for the spectrum's
    /// colors, the nearest place for the others.
    static func markerOffset(of color: Color, in size: CGSize) -> CGSize {
        let (hue, saturation, brightness) = hsb(of: color)
        let y = brightness >= 0.999 ? saturation / 2 : 0.5 + (1 - brightness) / 2
        return CGSize(width: hue * size.width - markerSide / 2, height: y * size.height - markerSide / 2)
    }

    /// `value`'s fraction of `length`, kept within 0…1 (0 when either is not a number or the
    /// length is not positive).
    private static func fraction(_ value: CGFloat, of length: CGFloat) -> Double {
        guard value.isFinite, length.isFinite, length > 0 else { return 0 }
        return Double(Swift.min(Swift.max(value / length, 0), 1))
    }

    /// The hue, saturation and brightness of `color` (each 0…1; the hue 0 for grays).
    static func hsb(of color: Color) -> (hue: Double, saturation: Double, brightness: Double) {
        let r = color.red, g = color.green, b = color.blue
        let maximum = Swift.max(r, g, b)
        let range = maximum - Swift.min(r, g, b)
        let saturation = maximum > 0 ? range / maximum : 0
        guard range > 0 else { return (0, saturation, maximum) }
        let sextant: Double
        switch maximum {
        case r: sextant = (g - b) / range
        case g: sextant = 2 + (b - r) / range
        default: sextant = 4 + (r - g) / range
        }
        let hue = sextant / 6
        return (hue < 0 ? hue + 1 : hue, saturation, maximum)
    }
}
