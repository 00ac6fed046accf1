import Foundation
import SwiftUI
import Testing

@testable import PortableUITesting

/// `select(_:)` chooses an option whatever the picker's style, the way a user would: a shown
/// option (segment, inline row, radio button, wheel row) is tapped; a navigation-link picker
/// pushes its list of options, the option is tapped there, and the list goes back to the form.
@MainActor @Suite
struct PickerStyleSelectionTests {
    @Test(arguments: PickerStyleSample.Style.allCases)
    func selectChoosesTheOption(style: PickerStyleSample.Style) {
        let app = ViewTester(PickerStyleSample(style: style), device: .iPhone15Pro)
        app.find(.identifier("flavor")).select("Mint")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Mint", "\(style)")
        app.find(.identifier("flavor")).select("Chocolate")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Chocolate", "\(style)")
        #expect(!app.host.accessibilityTree.allElements.contains { $0.role == .menu }, "no menu is left open (\(style))")
    }

    @Test func aNavigationLinkPickerGoesBackToTheFormAfterTheChoice() {
        // iOS pops the options list when an option is chosen (Apple's NavigationLinkPickerStyle:
        // "a picker style represented by a navigation link that presents the options by pushing
        // a List-style picker view"; the pop is what UIKit-era Forms did and SwiftUI keeps).
        let app = ViewTester(PickerStyleSample(style: .navigationLink), device: .iPhone15Pro)
        app.find(.identifier("flavor")).select("Mint")
        #expect(!app.exists(.text("Chocolate")), "the list of options is gone")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Mint")
    }
}

/// A picker of three flavours in a form inside a navigation stack, in one style.
struct PickerStyleSample: View {
    enum Style: String, CaseIterable, CustomStringConvertible, Sendable {
        case menu, navigationLink, inline, segmented, wheel, palette
        var description: String { rawValue }
    }

    let style: Style
    @State private var flavor = "Vanilla"

    var body: some View {
        NavigationStack {
            Form {
                styled(
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
                    }
                )
                .accessibilityIdentifier("flavor")
                Text("Chosen: \(flavor)").accessibilityIdentifier("chosen")
            }
            .navigationTitle("Order")
        }
    }

    @ViewBuilder
    private func styled(_ picker: some View) -> some View {
        switch style {
        case .menu: picker.pickerStyle(.menu)
        case .navigationLink: picker.pickerStyle(.navigationLink)
        case .inline: picker.pickerStyle(.inline)
        case .segmented: picker.pickerStyle(.segmented)
        case .wheel: picker.pickerStyle(.wheel)
        case .palette: picker.pickerStyle(.palette)
        }
    }
}
