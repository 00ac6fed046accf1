import Foundation
import Testing
@testable import PortableUICore

/// The `image: ImageResource` title forms (iOS 17: developer.apple.com's
/// `Button/init(_:image:action:)`, `Toggle/init(_:image:isOn:)`,
/// `Picker/init(_:image:selection:content:)` …) label their control with a `Label` of the
/// title and the resource's image: the control is read by its title, and the image is
/// looked up by the resource's name (here a missing one, which draws nothing and never
/// traps).
@MainActor
struct ImageResourceTitleFormsTests {
    static let photo = ImageResource(name: "photo", bundle: .main)

    @Test func eachControlIsReadByItsTitle() throws {
        let flags = [Binding.constant(true), Binding.constant(false)]
        let view = VStack {
            Button("Add", image: Self.photo) {}
            Button(String("Remove"), image: Self.photo, role: .destructive) {}
            Toggle("Wi-Fi", image: Self.photo, isOn: .constant(true))
            Toggle(String("All"), image: Self.photo, sources: flags, isOn: \.self)
            Menu("Edit", image: Self.photo) { Button("Copy") {} }
            Menu(String("Share"), image: Self.photo, content: { Button("Mail") {} }, primaryAction: {})
            ControlGroup("Format", image: Self.photo) { Button("Bold") {} }
            Label("Photo", image: Self.photo)
        }
        let tree = ViewHost(view, size: CGSize(width: 400, height: 800)).accessibilityTree
        let expected: [(String, AccessibilityRole)] = [
            ("Add", .button), ("Remove", .button), ("Wi-Fi", .toggle), ("All", .toggle),
        ]
        for (title, role) in expected {
            let element = try #require(tree.element(labeled: title), "\(title)")
            #expect(element.role == role, "\(title)")
        }
        for title in ["Edit", "Share", "Photo"] { #expect(tree.element(labeled: title) != nil, "\(title)") }
        #expect(tree.elements(role: .image).isEmpty, "a missing image is not read")
    }

    /// The label type of a picker.
    private func labelType<L, S, C>(_ picker: Picker<L, S, C>) -> Any.Type { L.self }

    /// Each form builds a `Label<Text, Image>` label, as its `systemImage:` form does.
    @Test func theLabelIsATitleAndAnImage() {
        let one = Binding.constant(1)
        let many = Binding.constant([1, 2])
        let toggle = Toggle("Wi-Fi", image: Self.photo, isOn: .constant(true))
        let button = Button("Add", image: Self.photo) {}
        #expect(type(of: toggle) == Toggle<Label<Text, Image>>.self)
        #expect(type(of: button) == Button<Label<Text, Image>>.self)
        let pickers: [Any.Type] = [
            labelType(Picker("Size", image: Self.photo, selection: one) { Text("A").tag(1) }),
            labelType(Picker(String("Size"), image: Self.photo, sources: many, selection: \.self) { Text("A").tag(1) }),
            labelType(
                Picker("Size", image: Self.photo, selection: one) { Text("A").tag(1) } currentValueLabel: { Text("A") }),
        ]
        #expect(pickers.allSatisfy { $0 == Label<Text, Image>.self })
    }
}
