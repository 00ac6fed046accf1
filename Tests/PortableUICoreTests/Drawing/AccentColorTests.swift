import Foundation
import Testing

@testable import PortableUICore

/// `accentColor(_:)` and `Color.accentColor`, as Apple documents them: the accent color is
/// "a broad theme color applied to views and controls", and controls without an explicit
/// tint use it.
@MainActor
struct AccentColorTests {
    private func fillColor(_ view: some View) -> Color? {
        let host = ViewHost(view.frame(width: 10, height: 10), size: CGSize(width: 10, height: 10))
        for item in host.displayList().items {
            if case .fill(_, .color(let color), _) = item { return color }
        }
        return nil
    }

    @Test func accentColorFollowsTheModifier() {
        #expect(fillColor(Color.accentColor) == Color.accentColor)
        #expect(fillColor(Color.accentColor.accentColor(.orange)) == .orange)
        #expect(fillColor(Rectangle().fill(.tint).accentColor(.green)) == .green)
        #expect(fillColor(Rectangle().fill(.tint).tint(.red).accentColor(.green)) == .red)
        // The innermost modifier wins; nil gives back the app's accent color.
        #expect(fillColor(Color.accentColor.accentColor(.pink).accentColor(.orange)) == .pink)
        #expect(fillColor(Color.accentColor.accentColor(nil).accentColor(.orange)) == Color.accentColor)
    }

    @Test func anAccentSetByNameTakesTheDarkValue() {
        let dark = fillColor(Rectangle().fill(Color.accentColor).accentColor(.orange).environment(\.colorScheme, .dark))
        #expect(dark == Color.orange.resolved(in: .dark))
    }

    @Test func textInTheAccentColorTakesIt() {
        var environment = EnvironmentValues()
        environment.accentColor = .purple
        let layout = _TextLayout(Text("x").foregroundColor(.accentColor), environment: environment)
        #expect(layout.runs.first?.color == .purple)
    }

    @Test func imageScaleIsAnEnvironmentValue() {
        var environment = EnvironmentValues()
        #expect(environment.imageScale == .medium)
        environment.imageScale = .large
        #expect(environment.imageScale == .large)
    }
}
