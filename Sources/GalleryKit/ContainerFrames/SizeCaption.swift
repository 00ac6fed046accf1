import SwiftUI

/// A caption with a size measured after layout, such as "Rectangle 300 × 355".
struct SizeCaption: View {
    let label: String
    let size: CGSize

    var body: some View {
        Text("\(label): \(Self.format(size.width)) × \(Self.format(size.height))")
            .font(.caption.monospacedDigit())
            .padding(.horizontal, 6)
            .padding(.vertical, 3)
            .background(Color.black.opacity(0.6), in: RoundedRectangle(cornerRadius: 4))
            .foregroundStyle(Color.white)
    }

    /// A length with at most one decimal.
    static func format(_ value: CGFloat) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : String(format: "%.1f", Double(tenths))
    }
}

extension View {
    /// Writes the view's size to `size` after each layout that changes it.
    func measuredSize(into size: Binding<CGSize>) -> some View {
        onGeometryChange(for: CGSize.self) { $0.size } action: { size.wrappedValue = $0 }
    }
}

#Preview("Captions", traits: .sizeThatFitsLayout) {
    VStack(spacing: 8) {
        SizeCaption(label: "Rectangle", size: CGSize(width: 300, height: 200))
        SizeCaption(label: "Fraction", size: CGSize(width: 196.5, height: 1 / 3))
    }
    .padding()
}
