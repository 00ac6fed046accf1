import SwiftUI

// The previews the renderer's tests find and render: one of each form and trait, a provider
// with several views, and two that cannot be rendered.

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Color.red.frame(width: 120, height: 40)
}

#Preview("Fixed", traits: .fixedLayout(width: 300, height: 200)) {
    Text("Fixed")
}

#Preview("Volume", traits: .fixedLayout(width: 240, height: 160, depth: 80)) {
    Color.purple
}

#Preview("Landscape", traits: .landscapeLeft) {
    Color.blue
}

#Preview {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn).padding()
}

#Preview("Empty", traits: .sizeThatFitsLayout) {
    EmptyView()
}

#Preview("Not a number", traits: .fixedLayout(width: .nan, height: 10)) {
    Color.green
}

struct Badge: View {
    var count: Int
    var body: some View {
        Text("\(count)").padding(8).background(Capsule().fill(Color.orange))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 3)
                .previewLayout(.fixed(width: 80, height: 50))
                .previewDisplayName("Three")
            Badge(count: 42)
                .previewDevice("iPhone SE (3rd generation)")
                .previewInterfaceOrientation(.landscapeRight)
            ForEach([1, 2], id: \.self) { count in
                Badge(count: count).previewLayout(.sizeThatFits)
            }
        }
    }
}

/// A provider for macOS: its views preview in the Mac window unless they name a device.
struct MacBadge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 7)
            Badge(count: 8).previewDevice("iPhone 14")
            Badge(count: 9).previewDevice("Apple Watch Ultra 2")
        }
    }

    static var platform: PreviewPlatform? { .macOS }
}
