import SwiftUI

/// A view written as in an iOS app of 2021: a PreviewProvider with preview modifiers.
struct ProfileCard: View {
    var name: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name).font(.headline)
            Text("Joined 2021").font(.subheadline).foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(name: "Ada")
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Ada, fits")
            ProfileCard(name: "Grace")
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewInterfaceOrientation(.landscapeLeft)
            ProfileCard(name: "Linus")
                .previewLayout(.fixed(width: 300, height: 100))
        }
    }

    static var platform: PreviewPlatform? { .iOS }
}

/// A preview that traps: the tool must name it and still render the others.
struct TrappingView: View {
    var body: some View {
        let values: [Int] = []
        return Text("\(values[1])")
    }
}

#Preview("Traps") {
    TrappingView()
}
