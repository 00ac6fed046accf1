import Foundation
import Observation
import Testing
@testable import PortableUICore

@Observable
final class Model {
    var width: CGFloat = 10
    var title = "a"
}

final class LegacyModel: ObservableObject {
    @Published var width: CGFloat = 10
}

@MainActor
struct ObservationTests {
    @Test func observableTracksPropertiesPerBody() {
        struct WidthView: View {
            let model: Model
            let probe: Probe
            var body: some View {
                probe.evaluated("width")
                return Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("w")
            }
        }
        struct TitleView: View {
            let model: Model
            let probe: Probe
            var body: some View {
                probe.evaluated("title")
                return Color.red.frame(width: CGFloat(model.title.count), height: 1)
            }
        }
        let model = Model()
        let probe = Probe()
        let host = ViewHost(VStack { WidthView(model: model, probe: probe); TitleView(model: model, probe: probe) }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "w")?.width == 10)
        model.width = 30
        #expect(host.frame(of: "w")?.width == 30)
        #expect(probe.bodies == ["width": 2, "title": 1])
        model.title = "abc"
        host.layoutIfNeeded()
        #expect(probe.bodies == ["width": 2, "title": 2])
    }

    @Test func environmentObservableAndBindable() {
        struct Reader: View {
            @Environment(Model.self) var model
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("r") }
        }
        struct Editor: View {
            @Bindable var model: Model
            let probe: Probe
            var body: some View {
                let binding = $model.width
                probe.actions["edit"] = { binding.wrappedValue = 42 }
                return Color.blue
            }
        }
        let model = Model()
        let probe = Probe()
        let host = ViewHost(VStack { Reader(); Editor(model: model, probe: probe) }.environment(model), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "r")?.width == 10)
        probe.run("edit")
        #expect(host.frame(of: "r")?.width == 42)
    }

    @Test func observedAndStateObjects() {
        struct Owner: View {
            @StateObject var model = LegacyModel()
            let probe: Probe
            var body: some View {
                probe.actions["grow"] = { model.width += 1 }
                return Child(model: model)
            }
        }
        struct Child: View {
            @ObservedObject var model: LegacyModel
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("c") }
        }
        let probe = Probe()
        let host = ViewHost(Owner(probe: probe), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "c")?.width == 10)
        probe.run("grow")
        probe.run("grow")
        #expect(host.frame(of: "c")?.width == 12)
        host.update(Owner(probe: probe))
        #expect(host.frame(of: "c")?.width == 12)
    }

    @Test func environmentObject() {
        struct Reader: View {
            @EnvironmentObject var model: LegacyModel
            var body: some View { Color.red.frame(width: model.width, height: 1).accessibilityIdentifier("e") }
        }
        let model = LegacyModel()
        let host = ViewHost(VStack { Reader() }.environmentObject(model), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "e")?.width == 10)
        model.width = 25
        #expect(host.frame(of: "e")?.width == 25)
    }

    @Test func onReceiveDeliversPublishedValues() {
        struct Receiver: View {
            let subject: PassthroughSubject<CGFloat, Never>
            @State var width: CGFloat = 1
            var body: some View {
                Color.red.frame(width: width, height: 1).accessibilityIdentifier("rx")
                    .onReceive(subject) { width = $0 }
            }
        }
        let subject = PassthroughSubject<CGFloat, Never>()
        let host = ViewHost(Receiver(subject: subject), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "rx")?.width == 1)
        subject.send(7)
        #expect(host.frame(of: "rx")?.width == 7)
    }

    @Test func taskRunsOnAppearAndIsCancelledOnDisappear() async {
        final class Flags: @unchecked Sendable { var started = 0; var cancelled = 0 }
        struct Worker: View {
            let flags: Flags
            var body: some View {
                Color.red.task {
                    flags.started += 1
                    while !Task.isCancelled { await Task.yield() }
                    flags.cancelled += 1
                }
            }
        }
        struct Screen: View {
            let flags: Flags
            let show: Bool
            var body: some View { VStack { if show { Worker(flags: flags) } } }
        }
        let flags = Flags()
        let host = ViewHost(Screen(flags: flags, show: true), size: CGSize(width: 10, height: 10))
        await host.advance(by: 0.05)
        #expect(flags.started == 1)
        host.update(Screen(flags: flags, show: false))
        await host.advance(by: 0.05)
        #expect(flags.cancelled == 1)
    }

    @Test func manyStateChangesKeepTheGraphFlat() {
        let probe = Probe()
        let host = ViewHost(VStack { Counter2(probe: probe) }, size: CGSize(width: 100, height: 100))
        for _ in 0..<2_000 {
            probe.run("c2")
            host.layoutIfNeeded()
        }
        #expect(host.frame(of: "c2")?.width == 2_000)
    }
}

private struct Counter2: View {
    let probe: Probe
    @State private var count = 0
    var body: some View {
        probe.actions["c2"] = { count += 1 }
        return Color.red.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("c2")
    }
}

@MainActor
struct TimerTests {
    @Test func timersDueInTheAdvancedTimeFire() async {
        struct Delayed: View {
            @State var fired = false
            var body: some View {
                Color.red.frame(width: fired ? 20 : 10, height: 1).accessibilityIdentifier("timer")
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { fired = true } }
            }
        }
        let host = ViewHost(Delayed(), size: CGSize(width: 100, height: 10))
        #expect(host.frame(of: "timer")?.width == 10)
        // Other tests share the main actor, so only "fired once its time has passed" is
        // asserted, not the moment.
        await host.advance(by: 0.4)
        #expect(host.frame(of: "timer")?.width == 20)
    }
}
