import Foundation

/// The bar gauges (`.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`): the
/// label and current value label in a row, then the bar between the bounds labels. The
/// bar is tinted (gray when disabled) over a system-fill track. Marked value labels, in the
/// caption-2 font and the secondary color, sit 2 points under the bar [UNVERIFIED], each at
/// its value.
///
/// watchOS's `.linear` (`leadsWithCurrentValue`) puts, as Apple documents it, the bounds labels
/// at the bar's ends, or without them the current value label at its leading end; the label
/// alone is above. With a `gradient` (`LinearGaugeStyle(tint:)`) the track is painted with it
/// and the marker is a white dot ringed in black.
struct _LinearGauge: View {
    static let spacing: CGFloat = 4
    static let marksSpacing: CGFloat = 2
    let configuration: GaugeStyleConfiguration
    let thickness: CGFloat
    let showsMarker: Bool
    var leadsWithCurrentValue = false
    var gradient: Gradient? = nil
    var tint: Color? = nil
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize

    /// Whether the current value label stands at the bar's leading end.
    private var currentValueLeadsBar: Bool {
        leadsWithCurrentValue && configuration.minimumValueLabel == nil && configuration.maximumValueLabel == nil
    }

    var body: some View {
        let color = isEnabled ? (tint ?? tintColor) : Color.gray
        let thickness = thickness * controlSize.scale
        return VStack(alignment: .leading, spacing: Self.spacing) {
            HStack(spacing: 8) {
                configuration.label
                Spacer(minLength: 0)
                if !leadsWithCurrentValue, let current = configuration.currentValueLabel {
                    current.foregroundStyle(Color.secondary)
                }
            }
            HStack(alignment: .gaugeBar, spacing: 6) {
                if currentValueLeadsBar, let current = configuration.currentValueLabel { current }
                if let minimum = configuration.minimumValueLabel { minimum.foregroundStyle(Color.secondary) }
                VStack(spacing: Self.marksSpacing) {
                    bar(color: color, thickness: thickness)
                        .alignmentGuide(.gaugeBar) { $0[VerticalAlignment.center] }
                    if let marks = configuration.marks {
                        marks.alongBar.font(.caption2).foregroundStyle(Color.secondary)
                    }
                }
                if let maximum = configuration.maximumValueLabel { maximum.foregroundStyle(Color.secondary) }
            }
        }
    }

    /// The track with the fill or the marker.
    private func bar(color: Color, thickness: CGFloat) -> some View {
        _GaugeBarLayout(fraction: configuration.value, thickness: thickness, showsMarker: showsMarker) {
            if let gradient, isEnabled {
                Capsule().fill(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
                Circle().fill(Color.white).overlay(Circle().strokeBorder(Color.black, lineWidth: 1.5))
            } else {
                Capsule().fill(Color.systemFill)
                if showsMarker {
                    Circle().fill(color)
                } else {
                    Capsule().fill(color)
                }
            }
        }
    }
}

/// The bar of a bar gauge, across its row: the bounds labels are centred on the bar, not on
/// the bar and its marked value labels below it.
private enum GaugeBarAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let gaugeBar = VerticalAlignment(GaugeBarAlignment.self)
}

/// The layout of a gauge's bar. Subviews: the track, then the fill or the marker.
///
/// 1. The bar takes the width offered (100 points when none is, as a progress bar) and is
///    `thickness` tall, twice that with a marker.
/// 2. The track spans the width, `thickness` tall, centred vertically.
/// 3. The fill covers the track's leading `fraction`; the marker, a circle twice the
///    thickness across, is centred at `fraction` of the width, kept inside the bar.
struct _GaugeBarLayout: Layout, Equatable {
    let fraction: Double
    let thickness: CGFloat
    let showsMarker: Bool

    private var height: CGFloat { showsMarker ? thickness * 2 : thickness }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? _ProgressBarLayout.idealWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        // Step 2
        let track = CGRect(x: bounds.minX, y: bounds.midY - thickness / 2, width: bounds.width, height: thickness)
        subviews[subviews.startIndex].place(at: track.origin, proposal: ProposedViewSize(track.size))
        // Step 3
        let along = bounds.width * CGFloat(fraction)
        let indicator = subviews[subviews.startIndex + 1]
        if showsMarker {
            let side = height
            let x = Swift.min(Swift.max(bounds.minX + along - side / 2, bounds.minX), bounds.maxX - side)
            indicator.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: side, height: side))
        } else {
            indicator.place(at: track.origin, proposal: ProposedViewSize(width: along, height: thickness))
        }
    }
}

/// The ring gauges (`.accessoryCircular`, `.accessoryCircularCapacity`) in a circle of
/// `diameter`: the current value label (or else the label) in the middle.
///
/// Open ring: 270° of track in the tint at a third of its opacity, open at the bottom,
/// with a marker dot in the tint at the value; the bounds labels sit in the opening.
/// Capacity ring: a closed system-fill track, the tinted part running clockwise from the
/// top.
///
/// As Apple documents the open ring (`accessoryCircular`, `circular`), the current value
/// label is in the middle and the bounds labels in the opening; without bounds labels, the
/// label stands in the opening. A ring with a `gradient` (watchOS's `CircularGaugeStyle(tint:)`)
/// paints its span with the gradient at full strength and rings its marker in black, so that
/// it shows over any colour of the gradient.
struct _CircularGauge: View {
    static let diameter: CGFloat = 60
    static let lineWidth: CGFloat = 6
    /// The open ring's span, as a fraction of a turn, and where it starts.
    static let openSpan = 0.75
    static let openStart = Angle.degrees(135)

    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    var gradient: Gradient? = nil
    var tint: Color? = nil
    @Environment(\.tintColor) private var tintColor
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let color = isEnabled ? (tint ?? tintColor) : Color.gray
        let scale = controlSize.scale
        let lineWidth = Self.lineWidth * scale
        let inset = lineWidth / 2
        let stroke = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        return ZStack {
            if isCapacity {
                Circle().stroke(Color.systemFill, lineWidth: lineWidth).padding(inset)
                Circle().trim(from: 0, to: configuration.value).stroke(color, style: stroke)
                    .rotationEffect(.degrees(-90)).padding(inset)
            } else {
                openRing(color: color, stroke: stroke).rotationEffect(Self.openStart).padding(inset)
                marker(color: color, side: lineWidth + 2)
                    .offset(Self.markerOffset(for: configuration.value, scale: scale))
                opening.font(.system(size: 10 * scale))
                    .padding(.horizontal, 8)
                    .frame(maxHeight: .infinity, alignment: .bottom)
            }
            Group {
                if let current = configuration.currentValueLabel { current } else if isCapacity { configuration.label }
            }
            .font(.system(size: 17 * scale, weight: .medium))
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .padding(lineWidth + 4)
        }
        .frame(width: Self.diameter * scale, height: Self.diameter * scale)
    }

    /// The open ring's 270° of track: the gradient along it, or the tint at a third of its
    /// opacity. (Drawn from angle zero, rotated to ``openStart`` by the caller.)
    @ViewBuilder
    private func openRing(color: Color, stroke: StrokeStyle) -> some View {
        let ring = Circle().trim(from: 0, to: Self.openSpan)
        if let gradient, isEnabled {
            let angular = AngularGradient(
                gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(360 * Self.openSpan))
            ring.stroke(angular, style: stroke)
        } else {
            ring.stroke(color.opacity(1 / 3), style: stroke)
        }
    }

    /// The marker at the value: a dot in the tint, or over a gradient a white dot ringed in
    /// black.
    @ViewBuilder
    private func marker(color: Color, side: CGFloat) -> some View {
        if gradient != nil {
            Circle().fill(Color.white).overlay(Circle().strokeBorder(Color.black, lineWidth: 1.5))
                .frame(width: side, height: side)
        } else {
            Circle().fill(color).frame(width: side, height: side)
        }
    }

    /// What stands in the ring's opening: the bounds labels, or else the label.
    @ViewBuilder
    private var opening: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack(spacing: 0) {
                if let minimum = configuration.minimumValueLabel { minimum }
                Spacer(minLength: 0)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
        } else {
            configuration.label.lineLimit(1)
        }
    }

    /// Where the open ring's marker sits for `fraction`, from the circle's centre, in a ring
    /// drawn at `scale`.
    static func markerOffset(for fraction: Double, scale: CGFloat = 1) -> CGSize {
        let angle = openStart.radians + 2 * .pi * openSpan * fraction
        let radius = (diameter - lineWidth) * scale / 2
        return CGSize(width: radius * CGFloat(cos(angle)), height: radius * CGFloat(sin(angle)))
    }
}
