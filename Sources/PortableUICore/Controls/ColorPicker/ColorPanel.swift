import Foundation

/// The panel a color well opens: the title, iOS's three pages (a grid of swatches, a
/// spectrum, red/green/blue sliders) chosen with a segmented control and, when opacity is
/// supported, an opacity slider with its percentage. Every page is as tall as the grid, so
/// that the panel keeps its size as the pages change.
///
/// The grid follows iOS's "Grid" page: twelve columns, a row of grays from white to black,
/// then nine rows of twelve hues from dark to light [UNVERIFIED: the values are computed
/// from hue, saturation and brightness, not sampled]. The selected swatch (the one nearest
/// the selection, within a small distance) is outlined.
struct _ColorPanel: View {
    static let columns = 12
    static let rows = 10
    static let swatchSize: CGFloat = 26
    static let padding: CGFloat = 16

    /// The pages of the panel, named as iOS's color picker names them.
    enum Page: String, CaseIterable {
        case grid = "Grid"
        case spectrum = "Spectrum"
        case sliders = "Sliders"
    }

    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var page = Page.grid
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let selection = selection
        return VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Colors").font(.headline)
                Spacer()
                Button("Done") { dismiss() }
                    .accessibilityIdentifier("color-picker-done")
            }
            Picker("Page", selection: $page) {
                ForEach(Page.allCases, id: \.self) { page in Text(page.rawValue).tag(page) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .accessibilityIdentifier("color-picker-page")
            pageContent.frame(height: CGFloat(Self.rows) * Self.swatchSize, alignment: .top)
            if supportsOpacity {
                VStack(alignment: .leading, spacing: 4) {
                    Text("OPACITY").font(.caption).foregroundStyle(Color.secondary)
                    HStack {
                        Slider(value: opacityBinding, in: 0...1)
                            .accessibilityIdentifier("color-picker-opacity")
                        Text("\(Int((selection.wrappedValue.opacity * 100).rounded()))%")
                            .monospacedDigit()
                            .frame(width: 48, alignment: .trailing)
                    }
                }
            }
        }
        .padding(Self.padding)
        .frame(width: CGFloat(Self.columns) * Self.swatchSize + 2 * Self.padding)
    }

    /// The page chosen.
    @ViewBuilder private var pageContent: some View {
        switch page {
        case .grid: grid
        case .spectrum: _ColorSpectrum(selection: selection, supportsOpacity: supportsOpacity)
        case .sliders: _ColorSliders(selection: selection)
        }
    }

    /// The grid page: the swatches, the one nearest the selection outlined.
    private var grid: some View {
        let selected = Self.nearestSwatch(to: selection.wrappedValue)
        return Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(0..<Self.rows, id: \.self) { row in
                GridRow {
                    ForEach(0..<Self.columns, id: \.self) { column in
                        swatch(row: row, column: column, isSelected: selected == Swatch(row: row, column: column))
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }

    private var opacityBinding: Binding<Double> {
        let selection = selection
        return Binding(
            get: { selection.wrappedValue.opacity },
            set: { selection.wrappedValue = selection.wrappedValue.withOpacity($0) })
    }

    private func swatch(row: Int, column: Int, isSelected: Bool) -> some View {
        let color = Self.color(row: row, column: column)
        let selection = selection
        let supportsOpacity = supportsOpacity
        return Rectangle()
            .fill(color)
            .frame(width: Self.swatchSize, height: Self.swatchSize)
            .overlay {
                if isSelected {
                    Rectangle().strokeBorder(Color.primary, lineWidth: 3)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture {
                selection.wrappedValue = color.withOpacity(supportsOpacity ? selection.wrappedValue.opacity : 1)
            }
            .accessibilityIdentifier("color-swatch-\(row)-\(column)")
    }

    /// A place in the grid.
    struct Swatch: Equatable {
        let row: Int
        let column: Int
    }

    /// The color of the swatch at `row`, `column`.
    static func color(row: Int, column: Int) -> Color {
        guard row > 0 else {
            return Color(white: 1 - Double(column) / Double(columns - 1))
        }
        let hue = Double(column) / Double(columns)
        // Rows 1…5 darken toward the pure hue; rows 6…9 lighten it.
        if row <= 5 {
            return Color(hue: hue, saturation: 1, brightness: 0.2 + 0.16 * Double(row))
        }
        return Color(hue: hue, saturation: 1 - 0.2 * Double(row - 5), brightness: 1)
    }

    /// The swatch nearest `color` (opacity aside), if one lies within 0.02 in every component.
    static func nearestSwatch(to color: Color) -> Swatch? {
        for row in 0..<rows {
            for column in 0..<columns {
                let swatch = Self.color(row: row, column: column)
                if abs(swatch.red - color.red) < 0.02, abs(swatch.green - color.green) < 0.02, abs(swatch.blue - color.blue) < 0.02 {
                    return Swatch(row: row, column: column)
                }
            }
        }
        return nil
    }

    /// The color as the accessibility value reads it ("red 100%, green 50%, blue 0%, opacity 100%").
    static func describe(_ color: Color) -> String {
        func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
        return "red \(percent(color.red)), green \(percent(color.green)), blue \(percent(color.blue)), opacity \(percent(color.opacity))"
    }
}

extension Color {
    /// The color with its opacity replaced.
    func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }
}
