import Foundation
import Testing
@testable import PortableUICore

/// Colors from other color descriptions, custom shapes, dividers.
@MainActor
struct ColorAndShapeTests {
    @Test func hueSaturationBrightnessAndLinearColors() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).green == 1)
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(white: 0.5))
        let linear = Color(.sRGBLinear, white: 0.5)
        #expect(abs(linear.red - 0.735_356_983) < 1e-6)
        #expect(Color(red: 2, green: -1, blue: .nan).red == 1)
    }

    /// A shape that draws in its own space, from the origin, as custom shapes usually do.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.width / 2, y: 0))
                path.addLine(to: CGPoint(x: rect.width, y: rect.height))
                path.addLine(to: CGPoint(x: 0, y: rect.height))
                path.closeSubpath()
            }
        }
    }

    @Test func customShapesDrawInTheirOwnSpaceMovedToTheirFrame() {
        let list = ViewHost(Triangle().frame(width: 20, height: 10), size: CGSize(width: 100, height: 100)).displayList()
        guard case .fill(let path, _, _) = list.items.first else {
            Issue.record("expected a fill, got \(list)")
            return
        }
        #expect(path.boundingRect == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(path.elements.first == .move(to: CGPoint(x: 50, y: 45)))
    }

    @Test func dividerDrawsAHairline() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.clear.frame(height: 10)
                Divider()
            }, size: CGSize(width: 100, height: 100), displayScale: 3)
        let fills = host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, .color(let color), _) = item, color.opacity < 1, color.opacity > 0 { return path.boundingRect }
            return nil
        }
        #expect(fills.count == 1)
        #expect(abs((fills.first?.height ?? 0) - 1.0 / 3) < 1e-9)
        #expect(fills.first?.width == 100)
    }
}
