import Foundation
import Testing
@testable import PortableUICore

private struct SumKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Preferences: combination order, transform, anchors, readers after layout.
@MainActor
struct PreferenceTests {
    @Test func valuesCombineInViewOrderAndModifiersReplaceOrTransform() {
        struct Screen: View {
            @State var total: CGFloat = 0
            var body: some View {
                VStack {
                    Color.red.preference(key: SumKey.self, value: 10)
                    Color.red.preference(key: SumKey.self, value: 20)
                    HStack {
                        Color.red.preference(key: SumKey.self, value: 1)
                        Color.red.preference(key: SumKey.self, value: 2)
                    }
                    .transformPreference(SumKey.self) { $0 *= 100 }
                    Color.clear.frame(width: total, height: 1).accessibilityIdentifier("total")
                }
                .onPreferenceChange(SumKey.self) { total = $0 }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 400, height: 400))
        #expect(host.frame(of: "total")?.width == 330)
    }

    @Test func anchorPreferencesResolveInTheReadersSpace() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                Color.blue.frame(width: 50, height: 50).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Color.green.frame(width: rect.width, height: rect.height).accessibilityIdentifier("highlight")
                            .offset(x: rect.minX, y: rect.minY)
                    }
                }
            }, size: CGSize(width: 200, height: 150))
        // The VStack is 200×150 at (0, 0); the blue square at (75, 100).
        #expect(host.frame(of: "highlight") == CGRect(x: 75, y: 100, width: 50, height: 50))
    }

    @Test func backgroundPreferenceValueSeesTheForeground() {
        let host = ViewHost(
            Color.blue.frame(width: 40, height: 40).preference(key: SumKey.self, value: 30)
                .backgroundPreferenceValue(SumKey.self) { value in
                    Color.red.frame(width: value, height: value).accessibilityIdentifier("behind")
                }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "behind") == CGRect(x: 35, y: 35, width: 30, height: 30))
    }

    @Test func onGeometryChangeReportsSizes() {
        struct Screen: View {
            @State var width: CGFloat = 0
            let target: CGFloat
            var body: some View {
                VStack {
                    Color.red.frame(width: target, height: 10).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
                    Color.clear.frame(width: width / 2, height: 1).accessibilityIdentifier("half")
                }
            }
        }
        let host = ViewHost(Screen(target: 80), size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "half")?.width == 40)
        host.update(Screen(target: 120))
        #expect(host.frame(of: "half")?.width == 60)
    }
}
