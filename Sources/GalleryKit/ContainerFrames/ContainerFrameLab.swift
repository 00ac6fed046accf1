import SwiftUI

/// Screen 1: every containerRelativeFrame case of article 1, one per page of a navigation stack.
struct ContainerFrameLab: View {
    @State private var path: [LabCase]

    /// Creates the lab showing the cases of `path` pushed (the list when it is empty).
    init(path: [LabCase] = []) {
        _path = State(initialValue: path)
    }

    var body: some View {
        NavigationStack(path: $path) {
            List(LabCase.allCases) { labCase in
                NavigationLink(value: labCase) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(labCase.title).font(.headline)
                        Text(labCase.claim).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
                    }
                }
                .accessibilityIdentifier("lab-\(labCase.rawValue)")
            }
            .galleryScreen("Container frames")
            .navigationDestination(for: LabCase.self) { LabCaseScreen(labCase: $0) }
        }
    }
}

/// One case of the lab: the article's claim above its demonstration.
struct LabCaseScreen: View {
    let labCase: LabCase

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(labCase.claim).font(.footnote).foregroundStyle(.secondary)
            labCase.demo
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(.horizontal)
        .navigationTitle(labCase.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
