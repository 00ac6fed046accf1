import SwiftUI

/// Two views side by side, the left one taking `leftWidthRatio` of the width (article 1): a
/// ScrollView with scrolling disabled is the size container of both halves.
struct RatioSplitHStack<Left: View, Right: View>: View {
    let leftWidthRatio: CGFloat
    let leftContent: Left
    let rightContent: Right

    init(
        leftWidthRatio: CGFloat, @ViewBuilder leftContent: () -> Left, @ViewBuilder rightContent: () -> Right
    ) {
        self.leftWidthRatio = leftWidthRatio
        self.leftContent = leftContent()
        self.rightContent = rightContent()
    }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.clear
                    .containerRelativeFrame(.horizontal) { width, _ in width * leftWidthRatio }
                    .overlay(leftContent)
                Color.clear
                    .overlay(rightContent)
                    .containerRelativeFrame(.horizontal) { width, _ in width * (1 - leftWidthRatio) }
            }
        }
        .scrollDisabled(true)
    }
}

#Preview("One third", traits: .fixedLayout(width: 300, height: 80)) {
    RatioSplitHStack(leftWidthRatio: 1 / 3) {
        Color.mint
    } rightContent: {
        Text("Two thirds")
    }
}
