import Foundation

/// The sliders page of the color panel, as iOS's color picker draws it: a slider from 0 to
/// 255 for each of red, green and blue, each with its name above and its value beside it,
/// then the color's hex code. iOS names the code "Display P3 Hex Color"; here the components
/// and the code are sRGB's (docs/differences.md).
struct _ColorSliders: View {
    /// A color component a slider sets.
    enum Component: CaseIterable {
        case red, green, blue

        /// The component's name over its slider.
        var title: String {
            switch self {
            case .red: "RED"
            case .green: "GREEN"
            case .blue: "BLUE"
            }
        }

        /// The component's value in `color`, 0…1.
        func value(in color: Color) -> Double {
            switch self {
            case .red: color.red
            case .green: color.green
            case .blue: color.blue
            }
        }
    }

    let selection: Binding<Color>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(Component.allCases, id: \.self) { component in
                slider(component)
            }
            HStack {
                Text("sRGB Hex Color #").foregroundStyle(Color.secondary)
                Spacer()
                Text(Self.hex(of: selection.wrappedValue)).monospacedDigit()
                    .accessibilityIdentifier("color-picker-hex")
            }
        }
    }

    private func slider(_ component: Component) -> some View {
        let selection = selection
        let value = Binding(
            get: { (component.value(in: selection.wrappedValue) * 255).rounded() },
            set: { selection.wrappedValue = Self.replacing(component, with: $0, in: selection.wrappedValue) })
        return VStack(alignment: .leading, spacing: 4) {
            Text(component.title).font(.caption).foregroundStyle(Color.secondary)
            HStack {
                Slider(value: value, in: 0...255, step: 1)
                    .accessibilityIdentifier("color-slider-\(component)")
                Text("\(Int(value.wrappedValue))").monospacedDigit().frame(width: 48, alignment: .trailing)
            }
        }
    }

    /// `color` with `component` set to `value` of 255 (kept within 0…255; a value that is not
    /// a number leaves the color as it is).
    static func replacing(_ component: Component, with value: Double, in color: Color) -> Color {
        guard value.isFinite else { return color }
        let fraction = Swift.min(Swift.max(value, 0), 255) / 255
        return Color(
            red: component == .red ? fraction : color.red, green: component == .green ? fraction : color.green,
            blue: component == .blue ? fraction : color.blue, opacity: color.opacity, name: nil)
    }

    /// The six-digit hex code of `color`'s sRGB components ("FF8000").
    static func hex(of color: Color) -> String {
        [color.red, color.green, color.blue].map { component -> String in
            let byte = Int((Swift.min(Swift.max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
