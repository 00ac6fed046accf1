import SwiftUI

/// A photo-like backdrop with a material bar and a material card over it, as a media app
/// shows a title bar and a caption over artwork.
struct MaterialSample: View {
    var body: some View {
        ZStack(alignment: .top) {
            Artwork()
            Text("Now Playing").font(.headline).frame(maxWidth: .infinity).frame(height: 36).background(.bar)
            VStack(alignment: .leading, spacing: 2) {
                Text("Sunset Drive").font(.headline)
                Text("The Night Owls").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding(12)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            .frame(maxHeight: .infinity, alignment: .bottom)
            .padding(12)
        }
        .frame(height: 180)
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .accessibilityIdentifier("symbols-material")
    }
}

/// Colorful shapes for a material to blur.
private struct Artwork: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 90).offset(x: -70, y: -30)
            Image(systemName: "music.note").font(.system(size: 64)).foregroundStyle(.white).offset(x: 60, y: -10)
        }
    }
}

/// The thicknesses side by side over the same stripes.
struct MaterialThicknessRow: View {
    private static let materials: [(String, Material)] = [
        ("ultraThin", .ultraThin), ("thin", .thin), ("regular", .regular), ("thick", .thick), ("ultraThick", .ultraThick),
    ]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Self.materials, id: \.0) { name, material in
                Text(name).font(.caption2).frame(maxWidth: .infinity, maxHeight: .infinity).background(material)
            }
        }
        .frame(height: 44)
        .background {
            HStack(spacing: 0) {
                ForEach(0..<10) { index in
                    Rectangle().fill([Color.blue, .white, .orange, .white][index % 4])
                }
            }
        }
    }
}

/// A row of a feed while its content loads: the same views, redacted to placeholders.
struct FeedPlaceholderRow: View {
    var isLoading: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill").font(.largeTitle).foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 4) {
                Text("Maria Lopez").font(.headline)
                Text("Shared an album with you: Summer in Lisbon, 48 photos").font(.subheadline)
                    .foregroundStyle(.secondary)
                Text("2 hours ago").font(.caption).foregroundStyle(.secondary).unredacted()
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

/// Color effects on a symbol and a swatch, as a photo editor's presets.
struct ColorEffectRow: View {
    var body: some View {
        HStack(spacing: 12) {
            sample("original") { $0 }
            sample("hue 120°") { AnyView($0.hueRotation(.degrees(120))) }
            sample("grayscale") { AnyView($0.grayscale(1)) }
            sample("saturation 2") { AnyView($0.saturation(2)) }
            sample("inverted") { AnyView($0.colorInvert()) }
        }
    }

    private func sample(_ name: String, _ effect: (AnyView) -> AnyView) -> some View {
        VStack(spacing: 4) {
            effect(AnyView(Swatch())).frame(width: 48, height: 48)
            Text(name).font(.caption2).foregroundStyle(.secondary)
        }
    }
}

private struct Swatch: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)
            Image(systemName: "leaf.fill").font(.title2).foregroundStyle(.green)
        }
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

#Preview("Materials", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        MaterialSample()
        MaterialThicknessRow()
    }
    .padding()
    .frame(width: 360)
}

#Preview("Loading placeholders", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        FeedPlaceholderRow(isLoading: true)
        FeedPlaceholderRow(isLoading: false)
    }
    .padding()
    .frame(width: 360)
}
