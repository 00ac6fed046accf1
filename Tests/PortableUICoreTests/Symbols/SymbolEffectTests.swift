import Foundation
import Testing

@testable import PortableUICore

/// Symbol effects and content transitions in the forms Apple documents compile and leave
/// the symbol drawn (the animations themselves: ``SymbolEffectAnimationTests``).
@MainActor
struct SymbolEffectTests {
    private struct Effects: View {
        @State var count = 0
        @State var isOn = true

        var body: some View {
            VStack {
                Image(systemName: "bell").symbolEffect(.bounce, value: count)
                Image(systemName: "bell").symbolEffect(.bounce.down.byLayer, options: .repeat(2).speed(2), value: count)
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, isActive: isOn)
                Image(systemName: "heart").symbolEffect(.pulse, options: .repeating)
                Image(systemName: "star").symbolEffect(.scale.up, isActive: isOn).symbolEffectsRemoved()
                Image(systemName: isOn ? "play.fill" : "pause.fill")
                    .contentTransition(.symbolEffect(.replace.downUp))
                    .accessibilityIdentifier("toggle")
                Text("\(count)").contentTransition(.numericText(value: Double(count)))
                Text("\(count)").contentTransition(.numericText(countsDown: true)).contentTransition(.opacity)
            }
        }
    }

    @Test func effectsCompileAndTheSymbolsAreDrawn() {
        let host = ViewHost(Effects(), size: CGSize(width: 200, height: 400))
        #expect(host.frame(of: "toggle") != nil)
        func fills(_ list: DisplayList) -> Int {
            list.items.reduce(0) { count, item in
                switch item {
                case .fill: return count + 1
                case .group(_, let inner): return count + fills(inner)
                default: return count
                }
            }
        }
        #expect(fills(host.displayList()) >= 6)
    }

    @Test func contentTransitionsAreEnvironmentValues() {
        var environment = EnvironmentValues()
        #expect(environment.contentTransition == .identity)
        environment.contentTransition = .numericText(countsDown: true)
        #expect(environment.contentTransition == .numericText(countsDown: true))
        #expect(ContentTransition.symbolEffect(.replace) != .symbolEffect(.replace.offUp))
        #expect(SymbolEffectOptions.repeat(2) == SymbolEffectOptions.default.repeat(2))
        #expect(SymbolEffectOptions.repeating != .nonRepeating)
    }
}
