import SwiftUI

/// Screen 5: materials, loading placeholders and color effects as apps use them, SF Symbol
/// names next to text at each text style and image scale, in each weight, variant and
/// rendering mode, then every name of the table.
struct SymbolsScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    SymbolSection("Materials") {
                        MaterialSample()
                        MaterialThicknessRow()
                    }
                    SymbolSection("Loading placeholders") {
                        FeedPlaceholderRow(isLoading: true)
                        FeedPlaceholderRow(isLoading: false)
                    }
                    SymbolSection("Color effects") { ColorEffectRow() }
                    SymbolSection("Next to text") { TextStyleRows() }
                    SymbolSection("Weights") { WeightRow() }
                    SymbolSection("Variants") { VariantRow() }
                    SymbolSection("Variable values") { VariableValueRows() }
                    SymbolSection("Content transitions") { ContentTransitionRow() }
                    SymbolSection("Rendering modes") { RenderingModeRows() }
                    SymbolSection("Buttons") { ButtonRow() }
                    SymbolSection("Every name (\(Image.availableSystemNames.count))") { SymbolTableGrid() }
                }
                .padding()
            }
            .accessibilityIdentifier("symbols-scroll")
            .galleryScreen("Symbols")
        }
    }
}

/// A titled group of samples.
private struct SymbolSection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content
        }
    }
}

/// A symbol at each image scale beside text, for a few text styles, on the text's baseline.
private struct TextStyleRows: View {
    private static let styles: [(String, Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Body", .body), ("Footnote", .footnote),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(Self.styles, id: \.0) { name, font in
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: "star.fill").imageScale(.small)
                    Image(systemName: "star.fill")
                    Image(systemName: "star.fill").imageScale(.large)
                    Text(name)
                }
                .font(font)
                .accessibilityIdentifier("symbols-style-\(name)")
            }
        }
    }
}

private struct WeightRow: View {
    private static let weights: [Font.Weight] = [.ultraLight, .light, .regular, .semibold, .black]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(Self.weights, id: \.self) { weight in
                Image(systemName: "heart").fontWeight(weight)
            }
            Text("ultraLight … black").font(.footnote).foregroundStyle(.secondary)
        }
        .font(.title)
    }
}

private struct VariantRow: View {
    private static let variants: [(String, SymbolVariants)] = [
        ("none", .none), ("fill", .fill), ("slash", .slash), ("circle", .circle), ("circle.fill", .circle.fill),
        ("square.fill", .square.fill),
    ]

    var body: some View {
        HStack(spacing: 14) {
            ForEach(Self.variants, id: \.0) { name, variant in
                VStack(spacing: 4) {
                    Image(systemName: "bell").font(.title2).symbolVariant(variant)
                    Text(name).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// Signal, volume and chart symbols at a few levels, as a status bar or a meter shows them.
private struct VariableValueRows: View {
    private static let names = ["wifi", "cellularbars", "speaker.wave.3", "chart.bar"]
    private static let values: [Double] = [0, 0.3, 0.6, 1]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            ForEach(Self.names, id: \.self) { name in
                GridRow {
                    Text(name).font(.caption)
                    ForEach(Self.values, id: \.self) { value in
                        Image(systemName: name, variableValue: value).foregroundStyle(.blue)
                    }
                }
            }
        }
        .font(.title2)
    }
}

/// A score that rolls its digits and a mute button whose symbol is replaced, when tapped.
private struct ContentTransitionRow: View {
    @State private var score = 98
    @State private var isMuted = false

    var body: some View {
        HStack(spacing: 16) {
            Text("\(score) pts")
                .font(.title2.monospacedDigit())
                .contentTransition(.numericText(value: Double(score)))
                .accessibilityIdentifier("symbols-score")
            Button("Score") { withAnimation(.easeInOut(duration: 0.6)) { score += 3 } }
                .buttonStyle(.bordered)
                .accessibilityIdentifier("symbols-score-button")
            Button {
                withAnimation(.easeInOut(duration: 0.6)) { isMuted.toggle() }
            } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.3")
                    .contentTransition(.symbolEffect(.replace))
                    .frame(width: 28)
            }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("symbols-mute")
        }
    }
}

private struct RenderingModeRows: View {
    private static let names = ["person.crop.circle.fill", "heart.circle.fill", "exclamationmark.triangle", "folder.badge.plus"]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("monochrome").font(.caption)
                ForEach(Self.names, id: \.self) { Image(systemName: $0) }
            }
            .foregroundStyle(.blue)
            GridRow {
                Text("hierarchical").font(.caption)
                ForEach(Self.names, id: \.self) { Image(systemName: $0) }
            }
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.blue)
            GridRow {
                Text("palette").font(.caption)
                ForEach(Self.names, id: \.self) { Image(systemName: $0) }
            }
            .symbolRenderingMode(.palette)
            .foregroundStyle(.orange, .blue)
        }
        .font(.title2)
    }
}

private struct ButtonRow: View {
    @State private var rings = 0

    var body: some View {
        HStack(spacing: 12) {
            Button {
                rings += 1
            } label: {
                Label("Ring", systemImage: "bell").symbolEffect(.bounce, value: rings)
            }
            .buttonStyle(.bordered)
            Button("Share", systemImage: "square.and.arrow.up") {}
                .buttonStyle(.bordered)
            Button("Delete", systemImage: "trash", role: .destructive) {}
                .buttonStyle(.bordered)
            Button("Settings", systemImage: "gearshape") {}
                .labelStyle(.iconOnly)
        }
    }
}

/// Every name of the table with its glyph, in a lazy grid.
private struct SymbolTableGrid: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 76), spacing: 8)], spacing: 12) {
            ForEach(Image.availableSystemNames, id: \.self) { name in
                VStack(spacing: 4) {
                    Image(systemName: name).font(.title2).frame(height: 30)
                    Text(name).font(.caption2).foregroundStyle(.secondary).lineLimit(1).truncationMode(.middle)
                }
            }
        }
        .accessibilityIdentifier("symbols-table")
    }
}

#Preview("Symbols screen") {
    SymbolsScreen()
        .environment(GallerySettings())
}

#Preview("Weights and variants", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        WeightRow()
        VariantRow()
    }
    .padding()
}
