import SwiftUI

/// A view written as in an iOS app of 2024: #Preview in every form, @Previewable state.
public struct Counter: View {
    @Binding var count: Int
    @Environment(\.counterTint) private var tint

    public init(count: Binding<Int>) {
        _count = count
    }

    public var body: some View {
        HStack {
            Button("−") { count -= 1 }
            Text("\(count)").font(.title.monospacedDigit()).frame(minWidth: 44)
            Button("+") { count += 1 }
        }
        .padding()
        .background(tint.opacity(0.2), in: Capsule())
    }
}

extension EnvironmentValues {
    /// The counter's background tint.
    @Entry var counterTint: Color = .blue
}

extension Transaction {
    @Entry var isUserInitiated: Bool = false
}

extension ContainerValues {
    @Entry var badgeCount: Int = 0
}

extension FocusedValues {
    @Entry var focusedCount: Binding<Int>?
}

#Preview {
    Counter(count: .constant(3))
}

#Preview("Interactive") {
    @Previewable @State var count = 5
    Counter(count: $count)
        .environment(\.counterTint, .orange)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Counter(count: .constant(42))
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 120)) {
    Counter(count: .constant(7))
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
    Counter(count: .constant(-1))
}

#Preview("Portrait", traits: .portrait) {
    VStack {
        Counter(count: .constant(1))
        Counter(count: .constant(2))
    }
}
