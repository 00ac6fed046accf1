import SwiftUI

/// Article 1: a Rectangle taking half of its container's height, whatever its VStack offers.
struct HalfHeightDemo: View {
    var body: some View {
        CaptionedDemo(label: "Rectangle") { size in
            VStack {
                HalfContainerRectangle(color: Color.blue, identifier: "half-height", size: size)
            }
            .frame(width: 300, height: 400)
            .border(Color.gray)
        }
    }
}

/// Article 1: the same Rectangle inside a NavigationStack framed to 200 points.
struct NavigationStackDemo: View {
    var body: some View {
        CaptionedDemo(label: "Rectangle") { size in
            NavigationStack {
                VStack {
                    HalfContainerRectangle(color: Color.orange, identifier: "stack-rectangle", size: size)
                }
                .frame(width: 300, height: 500)
            }
            .frame(height: 200)
            .border(Color.red)
        }
    }
}

/// Article 1: in the overlay of the 200-tall NavigationStack, that stack is not the container.
struct OverlaySkipsContainerDemo: View {
    var body: some View {
        CaptionedDemo(label: "Overlay") { size in
            NavigationStack {
                Color.clear
            }
            .frame(height: 200)
            .border(Color.red)
            .overlay {
                HalfContainerRectangle(color: Color.green.opacity(0.6), identifier: "overlay-rectangle", size: size)
            }
        }
    }
}

/// Article 1: a horizontal gallery of three items per visible width, without and with the
/// HStack's spacing in the calculation.
struct ThreePerRowDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("spacing: 0").font(.subheadline)
            row(spacing: 0, name: "gallery-0")
            Text("spacing: 10").font(.subheadline)
            row(spacing: 10, name: "gallery-10")
            Spacer()
        }
    }

    private func row(spacing: CGFloat, name: String) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<10) { index in
                    Rectangle()
                        .fill(Color.purple)
                        .aspectRatio(3 / 2, contentMode: .fit)
                        .border(Color.yellow, width: 3)
                        .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: spacing)
                        .accessibilityIdentifier("\(name)-\(index)")
                }
            }
        }
        .accessibilityIdentifier(name)
    }
}

/// Article 1: the golden-ratio background, optionally extended into the safe areas.
struct GoldenRatioDemo: View {
    @State private var ignoresSafeArea = false

    var body: some View {
        VStack {
            Toggle("ignoresSafeArea", isOn: $ignoresSafeArea)
                .accessibilityIdentifier("ignores-safe-area")
            NavigationStack {
                Text("Hello World")
                    .font(.title)
                    .foregroundStyle(Color.yellow)
                    .background(background)
            }
        }
    }

    private var background: some View {
        Color.blue
            .ignoresSafeArea(edges: ignoresSafeArea ? .all : [])
            .containerRelativeFrame([.horizontal, .vertical])
            .overlay(alignment: .bottom) {
                Color.orange
                    .ignoresSafeArea(edges: ignoresSafeArea ? .all : [])
                    .containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
                    .accessibilityIdentifier("golden-orange")
            }
            .accessibilityIdentifier("golden-blue")
    }
}

/// Article 1: RatioSplitHStack at 300×60 with an adjustable ratio.
struct RatioSplitDemo: View {
    @State private var ratio: CGFloat = 0.25

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RatioSplitHStack(leftWidthRatio: ratio) {
                Rectangle().fill(Color.red).accessibilityIdentifier("split-left")
            } rightContent: {
                Color.clear.overlay(Text("Hello World"))
            }
            .border(Color.blue)
            .frame(width: 300, height: 60)
            Text("Ratio \(SizeCaption.format(ratio * 100)) %").font(.caption.monospacedDigit())
            Slider(value: $ratio, in: 0.1...0.9)
                .frame(width: 300)
                .accessibilityIdentifier("split-ratio")
            Spacer()
        }
    }
}

/// Article 1: a live readout of the nearest container's size through ContainerSizeGetter.
struct ContainerSizeDemo: View {
    @State private var size: CGSize?

    var body: some View {
        VStack(spacing: 12) {
            Text(size.map { "Container: \(SizeCaption.format($0.width)) × \(SizeCaption.format($0.height))" } ?? "Measuring…")
                .font(.title3.monospacedDigit())
                .accessibilityIdentifier("container-size")
            Text("Resize the window: the readout follows.").font(.footnote).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .containerSizeGetter(size: $size)
    }
}

/// Article 1's Rectangle: half as tall as its nearest container, whatever its parent offers;
/// its measured size goes to `size`.
private struct HalfContainerRectangle: View {
    let color: Color
    let identifier: String
    @Binding var size: CGSize

    var body: some View {
        Rectangle()
            .fill(color)
            .containerRelativeFrame(.vertical) { height, _ in height / 2 }
            .measuredSize(into: $size)
            .accessibilityIdentifier(identifier)
    }
}

/// A demo under a caption with the size its content measured into the binding it is given.
private struct CaptionedDemo<Content: View>: View {
    let label: String
    @ViewBuilder let content: (Binding<CGSize>) -> Content
    @State private var size = CGSize.zero

    var body: some View {
        VStack(spacing: 8) {
            SizeCaption(label: label, size: size)
            content($size)
        }
    }
}

#Preview("Half height") {
    HalfHeightDemo()
}

#Preview("Three per row", traits: .landscapeRight) {
    ThreePerRowDemo().padding()
}

#Preview("Ratio split", traits: .fixedLayout(width: 340, height: 200)) {
    RatioSplitDemo().padding()
}
