import Foundation

/// The spinner of an indeterminate progress view: eight spokes around the centre, fading
/// from the leading one, stepping an eighth of a turn every eighth of a second while it is
/// shown [UNVERIFIED: UIActivityIndicatorView's look and speed, approximated].
///
/// The spokes are drawn in the secondary color (or the given tint). Its side is the
/// platform's for the control size (``side(for:idiom:)``) unless a side is given.
struct _ActivityIndicator: View {
    /// The number of spokes and the time of one step.
    static let spokeCount = 8
    static let stepDuration = 0.125

    let color: Color?
    /// A fixed side, for a spinner whose square its container sizes (a refresh control).
    var fixedSide: CGFloat?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom
    @State private var step = 0

    /// The spinner's side for a control size.
    ///
    /// On a phone or pad `UIActivityIndicatorView`'s two styles: medium, 20 points, for
    /// mini, small and regular, and large, 37 points, for large and extra large [UNVERIFIED:
    /// which sizes SwiftUI maps to which style]. On a desktop `NSProgressIndicator`'s
    /// spinning style [UNVERIFIED]: 32 points regular, 16 small, 10 mini; large and extra
    /// large draw the regular one.
    static func side(for controlSize: ControlSize, idiom: DeviceProfile.Idiom) -> CGFloat {
        if idiom == .desktop {
            switch controlSize {
            case .mini: return 10
            case .small: return 16
            case .regular, .large, .extraLarge: return 32
            }
        }
        switch controlSize {
        case .mini, .small, .regular: return CircularProgressViewStyle.regularSide
        case .large, .extraLarge: return CircularProgressViewStyle.largeSide
        }
    }

    var body: some View {
        let side = fixedSide ?? Self.side(for: controlSize, idiom: idiom)
        let count = Self.spokeCount
        let leading = step % count
        let color = color ?? Color.secondary
        return ZStack {
            ForEach(0..<count, id: \.self) { index in
                _Spoke(index: index, count: count)
                    .stroke(color.opacity(Self.opacity(of: index, leading: leading)), style: .glyph(side * 0.11))
            }
        }
        .frame(width: side, height: side)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(Self.stepDuration * 1e9))
                step &+= 1
            }
        }
    }

    /// The opacity of spoke `index` when spoke `leading` leads: 1 for it, down by equal steps
    /// to 0.25 for the one after it.
    static func opacity(of index: Int, leading: Int) -> Double {
        let behind = (leading - index + spokeCount) % spokeCount
        return 1 - 0.75 * Double(behind) / Double(spokeCount - 1)
    }
}

/// One spoke of a spinner: a line from 45 % to 92 % of the radius, at `index` of `count`
/// equal angles clockwise from the top.
struct _Spoke: Shape {
    let index: Int
    let count: Int

    func path(in rect: CGRect) -> Path {
        let angle = Double(index) / Double(Swift.max(count, 1)) * 2 * .pi - .pi / 2
        let radius = Swift.min(rect.width, rect.height) / 2
        let inner = radius * 0.45, outer = radius * 0.92
        var path = Path()
        path.move(to: CGPoint(x: rect.midX + inner * cos(angle), y: rect.midY + inner * sin(angle)))
        path.addLine(to: CGPoint(x: rect.midX + outer * cos(angle), y: rect.midY + outer * sin(angle)))
        return path
    }
}
