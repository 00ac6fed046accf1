import SwiftUI

/// Shows a view's size, measured after layout, in a caption over its top leading corner.
struct SizeReadout: ViewModifier {
    let label: String
    @State private var size: CGSize = .zero

    func body(content: Content) -> some View {
        content
            .onGeometryChange(for: CGSize.self) { $0.size } action: { size = $0 }
            .overlay(alignment: .topLeading) {
                Text("\(label) \(Self.format(size.width)) × \(Self.format(size.height))")
                    .font(.caption.monospacedDigit())
                    .padding(4)
                    .background(Color.black.opacity(0.55), in: RoundedRectangle(cornerRadius: 4))
                    .foregroundStyle(Color.white)
                    .padding(4)
                    .fixedSize()
            }
    }

    /// A length with at most one decimal.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", Double(value))
    }
}

extension View {
    /// Captions the view with its measured size.
    func sizeReadout(_ label: String) -> some View {
        modifier(SizeReadout(label: label))
    }
}
