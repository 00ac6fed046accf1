import Foundation
import Testing
@testable import PortableUICore

/// Hierarchical styles resolve against the foreground styles of their environment (the rules
/// of `HierarchicalShapeStyle`), and `EllipticalGradient` becomes its display-list paint.
@MainActor
struct HierarchicalShapeStyleTests {
    private func paints<V: View>(_ view: V) -> [DisplayList.Paint] {
        ViewHost(view, size: CGSize(width: 100, height: 100)).displayList().items.compactMap {
            if case .fill(_, let paint, _) = $0 { return paint }
            return nil
        }
    }

    private func levels() -> some View {
        HStack(spacing: 0) {
            Rectangle().fill(.primary)
            Rectangle().fill(.secondary)
            Rectangle().fill(.tertiary)
            Rectangle().fill(.quaternary)
        }
    }

    private static let label = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 1)

    @Test func withoutAForegroundStyleTheLevelsAreTheLabelColors() {
        #expect(paints(levels()) == [
            .color(.primary), .color(.secondary), .color(Self.label.opacity(0.3)), .color(Self.label.opacity(0.18)),
        ])
    }

    @Test func oneForegroundStyleIsFadedForTheLowerLevels() {
        #expect(paints(levels().foregroundStyle(.blue)) == [
            .color(.blue), .color(Color.blue.opacity(0.5)), .color(Color.blue.opacity(0.25)),
            .color(Color.blue.opacity(0.18)),
        ])
    }

    @Test func explicitLevelsAreUsedAndTheLastOneIsFaded() {
        #expect(paints(levels().foregroundStyle(.red, .green)) == [
            .color(.red), .color(.green), .color(Color.green.opacity(0.5)), .color(Color.green.opacity(0.36)),
        ])
        #expect(paints(levels().foregroundStyle(.red, .green, .orange)) == [
            .color(.red), .color(.green), .color(.orange), .color(Color.orange.opacity(0.72)),
        ])
    }

    @Test func aSingleForegroundStyleForgetsOuterLevels() {
        let view = levels().foregroundStyle(.blue).foregroundStyle(.red, .green)
        #expect(paints(view)[1] == .color(Color.blue.opacity(0.5)))
    }

    @Test func ellipticalGradientsStretchToTheirBounds() {
        let view = Rectangle().fill(EllipticalGradient(colors: [.red, .blue], startRadiusFraction: 0.1))
            .frame(width: 60, height: 20)
        guard case .ellipticalGradient(let gradient, let center, let size, let r0, let r1) = paints(view).first else {
            Issue.record("expected an elliptical gradient")
            return
        }
        #expect(gradient == Gradient(colors: [.red, .blue]))
        #expect(center == CGPoint(x: 50, y: 50) && size == CGSize(width: 60, height: 20))
        #expect(r0 == 0.1 && r1 == 0.5)
    }
}
