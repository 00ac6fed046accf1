import SwiftUI

public struct CounterView: View {
    @State private var count = 0
    @State private var reminders = false
    @State private var name = ""

    public init() {}

    public var body: some View {
        Form {
            Text("Count: \(count)").accessibilityIdentifier("count")
            Button("Add") { count += 1 }
            Toggle("Reminders", isOn: $reminders)
            TextField("Name", text: $name)
        }
    }
}
