import SwiftUI

/// Screen 1: every containerRelativeFrame case of article 1, picked from a row of chips.
///
/// The lab is deliberately not inside a NavigationStack: its nearest container is the tab,
/// so each case meets the containers the article describes (its own NavigationStack,
/// ScrollView…) and no others.
struct ContainerFrameLab: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var selection: LabCase

    init(selection: LabCase = .halfHeight) {
        _selection = State(initialValue: selection)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Container frames").font(.largeTitle.bold())
                Spacer()
                AppearanceButton()
            }
            .padding(.horizontal)
            picker
            Text(selection.claim).font(.footnote).foregroundStyle(Palette.of(colorScheme).secondaryText)
                .padding(.horizontal)
            selection.demo
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .padding(.horizontal)
        }
        .galleryBackground(Palette.of(colorScheme))
    }

    /// The cases as chips, wrapped onto lines by article 2's flow layout.
    private var picker: some View {
        FlowLayout(spacing: 8) {
            ForEach(LabCase.allCases) { labCase in
                Button(labCase.title) { selection = labCase }
                    .buttonStyle(ChipStyle(isSelected: labCase == selection))
                    .padding(.vertical, 3)
                    .accessibilityIdentifier("lab-\(labCase.rawValue)")
            }
        }
        .padding(.horizontal)
    }
}

/// A capsule chip, filled with the accent color when selected.
private struct ChipStyle: ButtonStyle {
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(isSelected ? Color.white : Color.blue)
            .background(isSelected ? Color.blue : Color.blue.opacity(configuration.isPressed ? 0.25 : 0.12), in: Capsule())
    }
}

#Preview("Golden ratio") {
    ContainerFrameLab(selection: .goldenRatio)
        .environment(GallerySettings())
}
