import SwiftUI

/// The cases of the containerRelativeFrame lab, each a claim of article 1.
enum LabCase: String, CaseIterable, Identifiable, Hashable {
    case halfHeight
    case navigationStack
    case overlaySkipsContainer
    case threePerRow
    case goldenRatio
    case ratioSplit
    case containerSize

    var id: Self { self }

    var title: String {
        switch self {
        case .halfHeight: "Half height"
        case .navigationStack: "200-tall NavigationStack"
        case .overlaySkipsContainer: "Overlay skips its container"
        case .threePerRow: "Three per row"
        case .goldenRatio: "Golden ratio"
        case .ratioSplit: "RatioSplitHStack"
        case .containerSize: "ContainerSizeGetter"
        }
    }

    /// What the article says the case shows.
    var claim: String {
        switch self {
        case .halfHeight:
            "A Rectangle in a 300×400 VStack takes half of the container's height: the VStack's 400 is ignored."
        case .navigationStack:
            "Inside a NavigationStack framed to 200 points the Rectangle is 100 tall: the nearest container wins."
        case .overlaySkipsContainer:
            "In the overlay of the 200-tall NavigationStack that stack is skipped: half of the screen's container."
        case .threePerRow:
            "count: 3 with spacing 0 leaves the third item cut off by the HStack's gaps; spacing: 10 fits three exactly."
        case .goldenRatio:
            "Blue fills the container; orange is 1 − 0.618 of its height, at the bottom. ignoresSafeArea extends both."
        case .ratioSplit:
            "A ScrollView with scrolling disabled as the size container: ratio 0.25 of 300 points is 75 and 225."
        case .containerSize:
            "A zero-size overlay reads the container's size without changing the layout, then publishes it."
        }
    }

    /// The case's demonstration.
    @MainActor @ViewBuilder var demo: some View {
        switch self {
        case .halfHeight: HalfHeightDemo()
        case .navigationStack: NavigationStackDemo()
        case .overlaySkipsContainer: OverlaySkipsContainerDemo()
        case .threePerRow: ThreePerRowDemo()
        case .goldenRatio: GoldenRatioDemo()
        case .ratioSplit: RatioSplitDemo()
        case .containerSize: ContainerSizeDemo()
        }
    }
}

#Preview("Every claim") {
    ScrollView {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(LabCase.allCases) { labCase in
                VStack(alignment: .leading, spacing: 2) {
                    Text(labCase.title).font(.headline)
                    Text(labCase.claim).font(.footnote)
                }
            }
        }
        .padding()
    }
}
