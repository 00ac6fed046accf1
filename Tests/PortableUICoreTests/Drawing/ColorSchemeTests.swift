import Foundation
import Testing

@testable import PortableUICore

/// System colors follow the environment's color scheme when they are drawn.
@MainActor
struct ColorSchemeTests {
    private func resolved(_ style: any ShapeStyle, _ scheme: ColorScheme) -> ResolvedStyle {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return ResolvedStyle(style, in: environment)
    }

    private func rgba(_ style: ResolvedStyle) -> [Int] {
        guard case .color(let color) = style else { return [] }
        return [color.red, color.green, color.blue, color.opacity].map { Int(($0 * 255).rounded()) }
    }

    @Test(arguments: [
        (Color.primary, [0, 0, 0, 255], [255, 255, 255, 255]),
        (Color.secondary, [60, 60, 67, 153], [235, 235, 245, 153]),
        (Color.blue, [0, 122, 255, 255], [10, 132, 255, 255]),
        (Color.red, [255, 59, 48, 255], [255, 69, 58, 255]),
        (Color.accentColor, [0, 122, 255, 255], [10, 132, 255, 255]),
        (Color.white, [255, 255, 255, 255], [255, 255, 255, 255]),
        (Color(red: 0.2, green: 0.4, blue: 0.6), [51, 102, 153, 255], [51, 102, 153, 255]),
    ])
    func systemColorsTakeTheirDarkValues(color: Color, light: [Int], dark: [Int]) {
        #expect(rgba(resolved(color, .light)) == light)
        #expect(rgba(resolved(color, .dark)) == dark)
    }

    @Test func theDefaultForegroundAndBackgroundFollowTheScheme() {
        #expect(rgba(resolved(ForegroundStyle(), .dark)) == [255, 255, 255, 255])
        #expect(rgba(resolved(HierarchicalShapeStyle.tertiary, .dark)) == [235, 235, 245, 77])
        #expect(rgba(resolved(BackgroundStyle(), .dark)) == [0, 0, 0, 255])
        #expect(rgba(resolved(BackgroundStyle(), .light)) == [255, 255, 255, 255])
    }

    @Test func aShapeInADarkEnvironmentIsDrawnWithTheDarkValue() {
        let host = ViewHost(
            Rectangle().fill(Color.green).frame(width: 10, height: 10).environment(\.colorScheme, .dark),
            size: CGSize(width: 10, height: 10))
        #expect(String(describing: host.displayList()).contains("fill color(green)"))
        let list = host.displayList()
        guard case .fill(_, let paint, _)? = list.items.first, case .color(let color) = paint else {
            Issue.record("expected one fill, got \(list)")
            return
        }
        #expect(Int((color.green * 255).rounded()) == 209)
    }

    @Test func textRunsWithTheirOwnColorTakeTheDarkValue() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let own = _TextLayout(Text("x").foregroundColor(.secondary), environment: environment)
        #expect(own.runs.first?.color == Color.secondary.resolved(in: .dark))
        environment.colorScheme = .light
        let light = _TextLayout(Text("x").foregroundColor(.secondary), environment: environment)
        #expect(light.runs.first?.color == Color.secondary)
    }
}
