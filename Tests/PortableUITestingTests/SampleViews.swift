import SwiftUI

/// A settings screen with one of each control the library's actions drive.
struct SettingsSample: View {
    @State private var count = 0
    @State private var wifi = true
    @State private var name = "Ada"
    @State private var flavor = "Vanilla"
    @State private var presses = 0
    @State private var swipes = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("Settings").font(.headline).accessibilityAddTraits(.isHeader)
            Text("Count: \(count)").accessibilityIdentifier("count")
            Button("Add") { count += 1 }
            Button("Locked") {}.disabled(true)
            Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
            TextField("Name", text: $name).accessibilityIdentifier("name")
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("flavor")
            Text("Chosen: \(flavor)").accessibilityIdentifier("chosen")
            Text("Presses: \(presses)")
                .padding()
                .onLongPressGesture { presses += 1 }
                .accessibilityIdentifier("presses")
            Text("Swipes: \(swipes)")
                .frame(maxWidth: .infinity, minHeight: 44)
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 10).onEnded { value in if value.translation.width < 0 { swipes += 1 } })
                .accessibilityIdentifier("swiper")
        }
        .padding()
    }
}

/// A long scrolling list: rows far down are built only once scrolled to.
struct LongList: View {
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { index in
                    Text("Row \(index)").frame(maxWidth: .infinity, minHeight: 44)
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// Two sections with rows of the same titles, to find within a subtree.
struct TwoSections: View {
    var body: some View {
        VStack {
            VStack {
                Text("Fruit")
                Button("Apple") {}
                Button("Pear") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier("fruit")
            VStack {
                Text("Trees")
                Button("Apple") {}
                Button("Oak") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier("trees")
        }
    }
}

/// A menu picker, an automatic picker in a form (a menu too, as on iOS) and the choice they
/// share; "Custom" has no tag, so its menus show it disabled.
struct MenuPickerSample: View {
    @State private var flavor = "Vanilla"
    @State private var size = "Small"

    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate", "Mint"], id: \.self) { Text($0) }
                Text("Custom")
            }
            .pickerStyle(.menu)
            .accessibilityIdentifier("flavor")
            Text("Chosen: \(flavor)").accessibilityIdentifier("chosen")
            Form {
                Picker("Size", selection: $size) {
                    ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
                }
                .accessibilityIdentifier("size")
                Text("Size: \(size)").accessibilityIdentifier("sized")
            }
        }
    }
}

/// Two tabs, the first selected.
struct TabsSample: View {
    var body: some View {
        TabView {
            Text("First screen").tabItem { Label("First", systemImage: "1.circle") }
            Text("Second screen").tabItem { Label("Second", systemImage: "2.circle") }
        }
    }
}

