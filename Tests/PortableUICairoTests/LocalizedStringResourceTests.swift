import Foundation
import SwiftUI
import Testing

/// `LocalizedStringResource` and `String.LocalizationValue`, which Foundation lacks on Linux
/// (the `SwiftUI` module supplies them): keys with Apple's format specifiers, values written
/// out, and the resource forms of `Text` and the controls' titles, showing the default value.
@MainActor
struct LocalizedStringResourceTests {
    struct ValueCase: Sendable, CustomStringConvertible {
        let description: String
        let value: String.LocalizationValue
        let key: String
        let written: String
    }

    // Keys as Xcode extracts them from the literals (`%@` strings, `%lld` integers, `%lf`
    // doubles, `%%` a percent sign); values written out, doubles as `%lf` writes them.
    nonisolated static let valueCases: [ValueCase] = [
        ValueCase(description: "a literal", value: "Hello", key: "Hello", written: "Hello"),
        ValueCase(description: "an integer", value: "\(3) items", key: "%lld items", written: "3 items"),
        ValueCase(description: "a string", value: "Hi \("Ada")", key: "Hi %@", written: "Hi Ada"),
        ValueCase(description: "a double", value: "\(0.5) kg", key: "%lf kg", written: "0.500000 kg"),
        ValueCase(description: "a percent sign", value: "\(20)% off", key: "%lld%% off", written: "20% off"),
        ValueCase(description: "another value", value: "on \(URL(string: "a:b")!)", key: "on %@", written: "on a:b"),
    ]

    @Test(arguments: valueCases)
    func valuesKeepTheirKeyAndWriteOutTheirValue(_ test: ValueCase) {
        let resource = LocalizedStringResource(test.value)
        #expect(resource.key == test.key)
        #expect(String(localized: resource) == test.written)
        #expect(String(localized: test.value) == test.written)
        #expect(resource.description == test.written)
    }

    @Test func aStaticKeyResolvesToItsDefaultValue() {
        let resource = LocalizedStringResource("greeting", defaultValue: "Hello \(2)", table: "Main")
        #expect(resource.key == "greeting")
        #expect(resource.table == "Main")
        #expect(String(localized: resource) == "Hello 2")
        #expect(String(localized: "greeting", defaultValue: "Hi") == "Hi")
    }

    /// The resource forms show the resource's value; a string literal still picks the key
    /// form (this file compiles: the literal calls are not ambiguous).
    @Test func viewsShowTheResourceTheyAreGiven() {
        let title: LocalizedStringResource = "Title \(1)"
        let views = VStack {
            Text(title)
            Button(title) {}
            Toggle(title, isOn: .constant(true))
            Toggle(title, systemImage: "wifi", isOn: .constant(true))
            Label(title, systemImage: "star")
            Picker(title, selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.inline)
            LabeledContent(title, value: "Value")
            GroupBox(title) { Text("Inside") }
            DisclosureGroup(title) { Text("Hidden") }
            Stepper(title, value: .constant(1))
            ProgressView(title, value: 0.5)
            ControlGroup(title) { Button("A") {} }
            Menu(title) { Button("A") {} }
            Toggle("Literal", isOn: .constant(false))
            TextField(title, text: .constant(""))
            SecureField(title, text: .constant(""))
        }
        let host = ViewHost(views, device: .iPhone15Pro)
        let dump = host.accessibilityTree.description
        #expect(dump.components(separatedBy: "Title 1").count - 1 >= 13, "\(dump)")
        #expect(dump.contains("Literal"))
        #expect(!dump.contains("Title %lld"))
    }

    @Test func markdownInAResourceIsReadAsAKeysIs() {
        let host = ViewHost(Text(LocalizedStringResource("**Bold**")), device: .iPhone15Pro)
        let dump = host.accessibilityTree.description
        #expect(dump.contains("\"Bold\"") && !dump.contains("**"))
    }
}
