import Foundation
import PortableUICore
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Bad drawing input never crashes nor stops the rest of the drawing.
@MainActor
struct RobustnessTests {
    @Test func badGeometryIsSkippedAndTheRestIsDrawn() throws {
        let nan = CGFloat.nan
        let list = DisplayList([
            .fill(Path(CGRect(x: nan, y: 0, width: 10, height: 10)), .color(.red), FillStyle()),
            .stroke(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)), .color(.red), StrokeStyle(lineWidth: 2)),
            .group(.transform(CGAffineTransform(scaleX: 0, y: 0)), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.red), FillStyle())])),
            .group(.transform(CGAffineTransform(a: nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), .color(.red), FillStyle())])),
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .linearGradient(Gradient(stops: []), start: .zero, end: .zero), FillStyle()),
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .radialGradient(Gradient(colors: [.red]), center: .zero, startRadius: 5, endRadius: 5), FillStyle()),
            .group(.shadow(color: .black, radius: CGFloat.infinity, offset: .zero), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle())])),
            .group(.shadow(color: .black, radius: 2, offset: CGSize(width: CGFloat.nan, height: 0)), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle())])),
            .group(.blur(radius: 1e9, isOpaque: false), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle())])),
            .fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), .linearGradient(Gradient(colors: [.red]), start: CGPoint(x: CGFloat.nan, y: 0), end: .zero), FillStyle()),
            .group(.opacity(.nan), DisplayList([.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle()), .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), .color(.red), FillStyle())])),
            .fill(Path(CGRect(x: 2, y: 2, width: 6, height: 6)), .color(.blue), FillStyle()),
        ])
        let bitmap = try #require(CairoBitmap(width: 10, height: 10))
        bitmap.draw(list, scale: 1)
        let pixel = bitmap.rgba(x: 5, y: 5)
        #expect(pixel.2 == 255 && pixel.3 == 255, "the last fill is drawn")
    }

    @Test func badViewValuesRender() throws {
        let view = VStack {
            Circle().fill(.red).frame(width: 20, height: 20).scaleEffect(0)
            Rectangle().fill(.green).frame(width: 20, height: 20).rotationEffect(.radians(.nan)).opacity(.nan)
            Capsule().stroke(.blue, style: StrokeStyle(lineWidth: -3, dash: [.nan, 2])).frame(width: 20, height: 10)
            Color.orange.frame(width: 20, height: 20).shadow(radius: .nan, x: .infinity).blur(radius: -4)
            Image(data: Data()).resizable().frame(width: 10, height: 10)
        }
        let renderer = ImageRenderer(content: view)
        renderer.scale = .nan
        #expect(renderer.pngData() != nil)
        #expect(renderer.svgData() != nil)
        #expect(renderer.pdfData() != nil)
    }
}
