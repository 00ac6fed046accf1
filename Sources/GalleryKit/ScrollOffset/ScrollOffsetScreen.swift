import SwiftUI

/// Screen 3: a scroll view whose observed offset collapses a header and feeds a live readout.
struct ScrollOffsetScreen: View {
    @State private var offset: CGPoint = .zero

    var body: some View {
        NavigationStack {
            ZStack(alignment: .top) {
                OffsetObservingScrollView(offset: $offset) {
                    VStack(spacing: 8) {
                        Color.clear.frame(height: CollapsingHeader.expandedHeight)
                        ForEach(0..<40) { index in
                            StoryRow(index: index)
                        }
                    }
                    .padding(.horizontal)
                }
                .accessibilityIdentifier("offset-scroll")
                CollapsingHeader(offset: offset.y)
            }
            .overlay(alignment: .bottomTrailing) {
                Text("offset (\(SizeCaption.format(offset.x)), \(SizeCaption.format(offset.y)))")
                    .font(.callout.monospacedDigit())
                    .padding(8)
                    .background(Color.black.opacity(0.7), in: Capsule())
                    .foregroundStyle(Color.white)
                    .padding()
                    .accessibilityIdentifier("offset-readout")
            }
            .galleryScreen("Scroll offset")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A header that shrinks from its expanded height to its collapsed height as the content
/// scrolls up under it.
struct CollapsingHeader: View {
    static let expandedHeight: CGFloat = 180
    static let collapsedHeight: CGFloat = 64
    /// How far the content has scrolled, in points.
    let offset: CGFloat

    /// From 0 (expanded) to 1 (collapsed).
    private var progress: CGFloat {
        min(max(offset / (Self.expandedHeight - Self.collapsedHeight), 0), 1)
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: [Color.indigo, Color.teal], startPoint: .topLeading, endPoint: .bottomTrailing)
            Text("Observed offset")
                .font(.system(size: 34 - 14 * progress, weight: .bold))
                .foregroundStyle(Color.white)
                .padding()
        }
        .frame(height: max(Self.collapsedHeight, Self.expandedHeight - max(offset, 0)))
        .clipped()
        .accessibilityIdentifier("collapsing-header")
    }
}

/// One row of the scrolled content, fading and shrinking as it crosses the scroll view's edges.
private struct StoryRow: View {
    @Environment(\.colorScheme) private var colorScheme
    let index: Int

    var body: some View {
        let palette = Palette.of(colorScheme)
        HStack(spacing: 12) {
            Circle().fill(Color.teal.opacity(0.3 + 0.07 * Double(index % 10))).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text("Row \(index + 1)").font(.headline)
                Text("Scroll to move the header").font(.subheadline).foregroundStyle(palette.secondaryText)
            }
            Spacer()
        }
        .padding(12)
        .background(palette.card, in: RoundedRectangle(cornerRadius: 12))
        // Rows fade and shrink as they cross the scroll view's edges.
        .scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.8)
        }
    }
}

#Preview("Collapsing header") {
    ScrollOffsetScreen()
        .environment(GallerySettings())
}

#Preview("Header half collapsed", traits: .sizeThatFitsLayout) {
    CollapsingHeader(offset: 58).frame(width: 393)
}
