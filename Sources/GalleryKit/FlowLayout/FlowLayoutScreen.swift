import SwiftUI

/// Screen 2: a tag cloud in article 2's FlowLayout, explicit spacing beside preferred spacing,
/// with mixed fonts and a width you can change.
struct FlowLayoutScreen: View {
    @State private var width: CGFloat = 300

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    widthControl
                    FlowSample(title: "FlowLayout(spacing: 8)", spacing: 8, width: width, name: "flow-explicit")
                    FlowSample(title: "FlowLayout() — preferred spacing", spacing: nil, width: width, name: "flow-preferred")
                    TagCloud(width: width)
                }
                .padding()
            }
            .galleryScreen("Flow layout")
        }
    }

    private var widthControl: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Width \(Int(width)) pt").font(.caption.monospacedDigit()).accessibilityIdentifier("flow-width")
            Slider(value: $width, in: 120...360).accessibilityIdentifier("flow-width-slider")
        }
    }
}

/// The article's demo: three texts in decreasing fonts, each with a red border.
private struct FlowSample: View {
    let title: String
    let spacing: CGFloat?
    let width: CGFloat
    let name: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.footnote).foregroundStyle(.secondary)
            FlowLayout(spacing: spacing) {
                Text("Hello").font(.largeTitle).border(Color.red).accessibilityIdentifier("\(name)-hello")
                Text("World").font(.title).border(Color.red).accessibilityIdentifier("\(name)-world")
                Text("!!!").font(.title3).border(Color.red).accessibilityIdentifier("\(name)-bang")
            }
            .frame(width: width, alignment: .leading)
            .accessibilityIdentifier(name)
        }
    }
}

/// A cloud of tags of mixed fonts, with an image in one, so preferred spacing differs per pair.
private struct TagCloud: View {
    let width: CGFloat
    private static let tags: [(String, Font)] = [
        ("SwiftUI", .headline), ("layout", .body), ("Linux", .title2), ("Pango", .callout),
        ("Cairo", .body), ("containerRelativeFrame", .subheadline), ("LazyVStack", .footnote),
        ("preferences", .caption), ("ViewSpacing", .title3), ("GeometryReader", .body), ("SDL2", .headline),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Tag cloud").font(.footnote).foregroundStyle(.secondary)
            FlowLayout {
                Image(systemName: "tag").accessibilityIdentifier("tag-icon")
                ForEach(Self.tags.indices, id: \.self) { index in
                    Text(Self.tags[index].0)
                        .font(Self.tags[index].1)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Color.teal.opacity(0.25), in: Capsule())
                }
            }
            .frame(width: width, alignment: .leading)
            .accessibilityIdentifier("tag-cloud")
        }
    }
}

#Preview("Flow layout screen") {
    FlowLayoutScreen()
        .environment(GallerySettings())
}
