import SwiftUI

/// The products' pictures: PNG images drawn once per category with ImageRenderer and shown
/// with `Image(data:)`, as an app shows images it downloaded.
@MainActor
enum ProductArt {
    private static var cache: [ProductCategory: Image] = [:]

    /// The picture of a category's products.
    static func image(for category: ProductCategory) -> Image {
        if let image = cache[category] { return image }
        let renderer = ImageRenderer(content: ProductDrawing(category: category))
        renderer.scale = 3
        let image = renderer.pngData().map { Image(data: $0, scale: 3) } ?? Image(systemName: "photo")
        cache[category] = image
        return image
    }
}

/// The drawing a category's picture is rendered from: a 120-point square.
private struct ProductDrawing: View {
    let category: ProductCategory

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [category.color.opacity(0.35), category.color], startPoint: .top, endPoint: .bottom)
            symbol
        }
        .frame(width: 120, height: 120)
    }

    @ViewBuilder private var symbol: some View {
        switch category {
        case .coffee:
            ZStack(alignment: .trailing) {
                Circle().stroke(Color.white, lineWidth: 6).frame(width: 26, height: 26).offset(x: 16)
                UnevenRoundedRectangle(bottomLeadingRadius: 18, bottomTrailingRadius: 18).fill(Color.white)
                    .frame(width: 54, height: 50)
            }
        case .headphones:
            ZStack(alignment: .bottom) {
                Circle().trim(from: 0.5, to: 1).stroke(Color.white, lineWidth: 7).frame(width: 64, height: 64)
                HStack(spacing: 44) {
                    Capsule().fill(Color.white).frame(width: 14, height: 30)
                    Capsule().fill(Color.white).frame(width: 14, height: 30)
                }
            }
        case .plant:
            VStack(spacing: -4) {
                Ellipse().fill(Color.white).frame(width: 52, height: 40)
                RoundedRectangle(cornerRadius: 6).fill(Color.white.opacity(0.8)).frame(width: 40, height: 30)
            }
        case .sneakers:
            Capsule().fill(Color.white).frame(width: 76, height: 30).offset(y: 10)
        case .backpack:
            RoundedRectangle(cornerRadius: 16).fill(Color.white).frame(width: 54, height: 66)
                .overlay(alignment: .bottom) {
                    RoundedRectangle(cornerRadius: 6).fill(category.color.opacity(0.6)).frame(width: 34, height: 20).padding(6)
                }
        }
    }
}

#Preview("Art of every category", traits: .sizeThatFitsLayout) {
    HStack {
        ForEach(ProductCategory.allCases, id: \.self) { category in
            ProductArt.image(for: category).resizable().frame(width: 60, height: 60)
                .clipShape(RoundedRectangle(cornerRadius: 10))
        }
    }
    .padding()
}
