import Foundation
import Observation
import Testing
@testable import PortableUICore

/// Lets a test reach into views: views register closures, tests call them.
final class Probe {
    var actions: [String: () -> Void] = [:]
    var log: [String] = []
    var bodies: [String: Int] = [:]

    func run(_ name: String) { actions[name]?() }
    func evaluated(_ name: String) { bodies[name, default: 0] += 1 }
}

private struct Counter: View {
    let probe: Probe
    var name = "counter"
    @State private var count = 0

    var body: some View {
        probe.evaluated(name)
        probe.actions[name] = { count += 1 }
        return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier(name)
    }
}

struct Leaf: View {
    let probe: Probe
    let label: String
    var body: some View {
        probe.evaluated(label)
        return Color.blue.frame(width: 5, height: 5)
    }
}

@MainActor
struct StateTests {
    private func width<C: View>(_ host: ViewHost<C>, _ id: String) -> CGFloat? { host.frame(of: id)?.width }

    @Test func stateSurvivesUpdatesAndChangesLayout() {
        let probe = Probe()
        let host = ViewHost(HStack { Counter(probe: probe) }, size: CGSize(width: 200, height: 100))
        #expect(width(host, "counter") == 10)
        probe.run("counter")
        #expect(width(host, "counter") == 11)
        probe.run("counter")
        probe.run("counter")
        #expect(width(host, "counter") == 13)
        host.update(HStack { Counter(probe: probe) })
        #expect(width(host, "counter") == 13)
    }

    // One view value mounted in two hosts (two windows of an app, a menu bar extra's menu
    // and its window) has a state per mount: a change in one leaves the other as it was, and
    // the action each body made changes its own mount's state.
    @Test func aValueMountedTwiceHasAStatePerMount() {
        let probe = Probe()
        let shared = Counter(probe: probe, name: "shared")
        let first = ViewHost(shared, size: CGSize(width: 200, height: 100))
        let firstAction = probe.actions["shared"]
        let second = ViewHost(shared, size: CGSize(width: 200, height: 100))
        let secondAction = probe.actions["shared"]
        firstAction?()
        firstAction?()
        #expect(width(first, "shared") == 12)
        #expect(width(second, "shared") == 10)
        secondAction?()
        #expect(width(first, "shared") == 12)
        #expect(width(second, "shared") == 11)
        let third = ViewHost(shared, size: CGSize(width: 200, height: 100))
        #expect(width(third, "shared") == 10, "a new mount starts from the initial value")
    }

    @Test func onlyTheChangedViewIsReevaluated() {
        let probe = Probe()
        let host = ViewHost(
            VStack {
                Counter(probe: probe)
                Leaf(probe: probe, label: "leaf")
            }, size: CGSize(width: 200, height: 100))
        host.layoutIfNeeded()
        #expect(probe.bodies == ["counter": 1, "leaf": 1])
        host.resetStatistics()
        probe.run("counter")
        host.layoutIfNeeded()
        #expect(probe.bodies == ["counter": 2, "leaf": 1])
        #expect(host.statistics.bodyEvaluations == 1)
    }

    @Test func anUnchangedChildIsNotReevaluatedWhenItsParentIs() {
        struct Parent: View {
            let probe: Probe
            @State var flag = false
            var body: some View {
                probe.actions["parent"] = { flag.toggle() }
                return VStack {
                    Leaf(probe: probe, label: "child")
                    Color.green.frame(width: flag ? 20 : 10, height: 10).accessibilityIdentifier("flag")
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Parent(probe: probe), size: CGSize(width: 200, height: 100))
        #expect(width(host, "flag") == 10)
        probe.run("parent")
        #expect(width(host, "flag") == 20)
        #expect(probe.bodies["child"] == 1)
    }

    @Test func identityResetsState() {
        struct Switcher: View {
            let probe: Probe
            let useID: Int
            let branch: Bool
            var body: some View {
                VStack {
                    Counter(probe: probe, name: "identified").id(useID)
                    if branch {
                        Counter(probe: probe, name: "branch")
                    } else {
                        Color.clear.frame(width: 1, height: 1)
                    }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Switcher(probe: probe, useID: 1, branch: true), size: CGSize(width: 200, height: 200))
        host.layoutIfNeeded()
        probe.run("identified")
        probe.run("branch")
        #expect(width(host, "identified") == 11)
        #expect(width(host, "branch") == 11)
        host.update(Switcher(probe: probe, useID: 1, branch: true))
        #expect(width(host, "identified") == 11)
        host.update(Switcher(probe: probe, useID: 2, branch: false))
        #expect(width(host, "identified") == 10)
        #expect(width(host, "branch") == nil)
        host.update(Switcher(probe: probe, useID: 2, branch: true))
        #expect(width(host, "branch") == 10)
    }

    /// The branches of an `if … else if … else` chain (nested conditionals, which share one
    /// node) and of an `if` nested in a branch each have their own identity: a branch keeps
    /// its state while it stays, and starts afresh when shown again.
    @Test func eachBranchOfAChainHasItsOwnState() {
        struct Chain: View {
            let probe: Probe
            let choice: Int
            let inner: Bool
            var body: some View {
                if choice == 0 {
                    Counter(probe: probe, name: "zero")
                } else if choice == 1 {
                    Counter(probe: probe, name: "one")
                } else {
                    if inner { Counter(probe: probe, name: "inner") }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Chain(probe: probe, choice: 0, inner: true), size: CGSize(width: 200, height: 200))
        host.layoutIfNeeded()
        probe.run("zero")
        #expect(width(host, "zero") == 11)
        host.update(Chain(probe: probe, choice: 0, inner: false))
        #expect(width(host, "zero") == 11)
        host.update(Chain(probe: probe, choice: 1, inner: false))
        #expect(width(host, "zero") == nil)
        probe.run("one")
        #expect(width(host, "one") == 11)
        host.update(Chain(probe: probe, choice: 2, inner: true))
        #expect(width(host, "one") == nil)
        probe.run("inner")
        #expect(width(host, "inner") == 11)
        host.update(Chain(probe: probe, choice: 2, inner: false))
        #expect(width(host, "inner") == nil)
        host.update(Chain(probe: probe, choice: 2, inner: true))
        #expect(width(host, "inner") == 10)
        host.update(Chain(probe: probe, choice: 1, inner: true))
        #expect(width(host, "one") == 10)
        host.update(Chain(probe: probe, choice: 0, inner: true))
        #expect(width(host, "zero") == 10)
    }

    /// A view whose body is conditional content switches branches on its own state change;
    /// the new branch's content then changes on its own state too.
    @Test func aConditionalBodySwitchesBranchesOnItsOwnState() {
        struct Toggled: View {
            let probe: Probe
            @State private var isOn = false
            var body: some View {
                let _ = probe.actions["toggle"] = { isOn.toggle() }
                if isOn {
                    Counter(probe: probe, name: "on")
                } else {
                    Color.red.frame(width: 5, height: 5).accessibilityIdentifier("off")
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(HStack { Toggled(probe: probe) }, size: CGSize(width: 200, height: 200))
        #expect(width(host, "off") == 5)
        probe.run("toggle")
        #expect(width(host, "off") == nil)
        #expect(width(host, "on") == 10)
        probe.run("on")
        #expect(width(host, "on") == 11)
        probe.run("toggle")
        #expect(width(host, "on") == nil)
        probe.run("toggle")
        #expect(width(host, "on") == 10)
    }

    @Test func forEachKeepsStateByID() {
        struct List: View {
            let probe: Probe
            let ids: [Int]
            var body: some View {
                VStack { ForEach(ids, id: \.self) { Counter(probe: probe, name: "row\($0)") } }
            }
        }
        let probe = Probe()
        let host = ViewHost(List(probe: probe, ids: [1, 2, 3]), size: CGSize(width: 200, height: 200))
        host.layoutIfNeeded()
        probe.run("row2")
        #expect(width(host, "row2") == 11)
        host.update(List(probe: probe, ids: [3, 2]))
        #expect(width(host, "row2") == 11)
        #expect(width(host, "row1") == nil)
        host.update(List(probe: probe, ids: [1, 3]))
        #expect(width(host, "row1") == 10)
        host.update(List(probe: probe, ids: [2]))
        #expect(width(host, "row2") == 10)
    }

    @Test func bindingsWriteTheirSource() {
        struct Child: View {
            @Binding var value: Int
            let probe: Probe
            var body: some View {
                probe.actions["child"] = { value += 5 }
                return Color.red.frame(width: CGFloat(value), height: 1).accessibilityIdentifier("child")
            }
        }
        struct Parent: View {
            let probe: Probe
            @State var value = 10
            var body: some View {
                VStack {
                    Child(value: $value, probe: probe)
                    Color.blue.frame(width: CGFloat(value), height: 1).accessibilityIdentifier("mirror")
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Parent(probe: probe), size: CGSize(width: 200, height: 200))
        #expect(width(host, "mirror") == 10)
        probe.run("child")
        #expect(width(host, "mirror") == 15)
        // The child holding the binding is updated too.
        #expect(width(host, "child") == 15)
    }

    @Test func environmentValuesFlowDown() {
        struct Reader: View {
            @Environment(\.layoutDirection) var direction
            @Environment(\.displayScale) var scale
            var body: some View {
                Color.red.frame(width: direction == .rightToLeft ? 30 : 20, height: scale).accessibilityIdentifier("reader")
            }
        }
        let host = ViewHost(
            VStack { Reader().environment(\.layoutDirection, .rightToLeft) }, size: CGSize(width: 100, height: 100),
            displayScale: 2)
        #expect(host.frame(of: "reader")?.size == CGSize(width: 30, height: 2))
    }

    @Test func customEnvironmentKeys() {
        struct Reader: View {
            @Environment(\.accentWidth) var accent
            var body: some View { Color.red.frame(width: accent, height: 1).accessibilityIdentifier("r") }
        }
        let host = ViewHost(VStack { Reader(); Reader().environment(\.accentWidth, 9) }, size: CGSize(width: 100, height: 100))
        #expect(host.frames(of: "r").map(\.width) == [4, 9])
    }

    @Test func stateSetInOnAppearIsVisibleInTheFirstFrame() {
        struct Loader: View {
            @State var loaded = false
            var body: some View {
                Color.red.frame(width: loaded ? 50 : 10, height: 10).accessibilityIdentifier("loader")
                    .onAppear { loaded = true }
            }
        }
        let host = ViewHost(Loader(), size: CGSize(width: 100, height: 100))
        #expect(width(host, "loader") == 50)
    }

    @Test func appearAndDisappearFollowTheGraph() {
        struct Screen: View {
            let probe: Probe
            let show: Bool
            var body: some View {
                VStack {
                    if show {
                        Color.red.onAppear { probe.log.append("appear") }.onDisappear { probe.log.append("disappear") }
                    }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe, show: true), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        host.update(Screen(probe: probe, show: true))
        host.update(Screen(probe: probe, show: false))
        host.update(Screen(probe: probe, show: true))
        host.layoutIfNeeded()
        #expect(probe.log == ["appear", "disappear", "appear"])
    }

    @Test func onChangeReportsOldAndNewValues() {
        struct Watcher: View {
            let probe: Probe
            let value: Int
            var body: some View {
                Color.red.onChange(of: value, initial: true) { old, new in probe.log.append("\(old)->\(new)") }
            }
        }
        let probe = Probe()
        let host = ViewHost(Watcher(probe: probe, value: 1), size: CGSize(width: 10, height: 10))
        host.update(Watcher(probe: probe, value: 1))
        host.update(Watcher(probe: probe, value: 2))
        host.update(Watcher(probe: probe, value: 5))
        #expect(probe.log == ["1->1", "1->2", "2->5"])
    }

    @Test func stateSetDuringBodyEvaluationIsDeferredWithADiagnostic() {
        struct Bad: View {
            @State var count = 0
            var body: some View {
                if count < 1 { count += 1 }
                return Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("bad")
            }
        }
        let host = ViewHost(Bad(), size: CGSize(width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.contains("Modifying state during view update") })
        host.flush()
        #expect(width(host, "bad") == 1)
    }
}

extension EnvironmentValues {
    fileprivate var accentWidth: CGFloat {
        get { self[AccentWidthKey.self] }
        set { self[AccentWidthKey.self] = newValue }
    }
}

private struct AccentWidthKey: EnvironmentKey { static let defaultValue: CGFloat = 4 }

struct Item: Identifiable, Equatable {
    let id: Int
    var width: CGFloat
}

@MainActor
struct CollectionBindingTests {
    @Test func forEachOverABindingEditsElements() {
        struct Editor: View {
            @Binding var item: Item
            let probe: Probe
            var body: some View {
                probe.actions["grow\(item.id)"] = { item.width += 10 }
                return Color.red.frame(width: item.width, height: 1).accessibilityIdentifier("item\(item.id)")
            }
        }
        struct Screen: View {
            @State var items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
            let probe: Probe
            var body: some View {
                VStack { ForEach($items) { $item in Editor(item: $item, probe: probe) } }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "item2")?.width == 20)
        probe.run("grow2")
        #expect(host.frame(of: "item2")?.width == 30)
        #expect(host.frame(of: "item1")?.width == 10)
    }

    @Test func colorSchemeIsAnEnvironmentValue() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1).accessibilityIdentifier("s") }
        }
        let host = ViewHost(VStack { Reader() }.colorScheme(.dark), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "s")?.width == 20)
    }
}

@MainActor
struct EnvironmentStabilityTests {
    @Test func aTransformedEnvironmentDoesNotReevaluateUnchangedContent() {
        struct Parent: View {
            let probe: Probe
            @State var count = 0
            var body: some View {
                probe.actions["bump"] = { count += 1 }
                return VStack {
                    Color.red.frame(width: CGFloat(count), height: 1)
                    Leaf(probe: probe, label: "leaf").transformEnvironment(\.displayScale) { $0 = 2 }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Parent(probe: probe), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        probe.run("bump")
        host.layoutIfNeeded()
        #expect(probe.bodies["leaf"] == 1)
    }
}

@MainActor
struct TraitStabilityTests {
    @Test func anUnchangedUpdateWithOuterTraitsLaysNothingOut() {
        struct Screen: View {
            var body: some View {
                HStack {
                    Color.red.padding(4).layoutPriority(1)
                    Color.blue.frame(width: 20).layoutValue(key: WeightKey.self, value: 3)
                }
            }
        }
        let host = ViewHost(Screen(), size: CGSize(width: 200, height: 100))
        host.layoutIfNeeded()
        let before = host.statistics.sizeComputations
        host.update(Screen())
        host.layoutIfNeeded()
        #expect(host.statistics.sizeComputations == before)
    }
}

private struct WeightKey: LayoutValueKey {
    static let defaultValue = 0
}
