// The app the window end-to-end test drives under Xvfb: it reports what reached it on
// standard output, one line per event, and shows it in colors the test reads back from a
// screenshot: a button that turns from blue to green when tapped, a text field, and a
// scroll view of alternately red and yellow 25-point rows.
import Foundation
import PortableUI

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct ProbeView: View {
    @State private var taps = 0
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            Button {
                taps += 1
                report("tap \(taps)")
            } label: {
                (taps == 0 ? Color.blue : Color.green).frame(width: 300, height: 100)
            }
            TextField(text: $text) { EmptyView() }
                .frame(height: 50)
                .onChange(of: text) { report("text \(text)") }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { row in
                        (row % 2 == 0 ? Color.red : Color.yellow).frame(height: 25)
                    }
                }
            }
            .frame(height: 50)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, offset in
                report("scroll \(String(format: "%.1f", offset))")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { report("size \(Int($0.width))x\(Int($0.height))") }
        .onAppear {
            DispatchQueue.main.async { report("main queue ran") }
            Task { @MainActor in report("main actor task ran") }
        }
    }
}

struct ProbeApp: App {
    var body: some Scene {
        WindowGroup("WindowProbe") { ProbeView() }
            .defaultSize(width: 300, height: 200)
    }
}

/// With `PORTABLEUI_PROBE=shell`, the app shell probe: a main window with a menu bar whose
/// Probe › Second Window command (Ctrl+O) opens a second window; each window has a text
/// field and reports its scene phase and its field's text. The main window's blue area
/// drags the text "probe"; the second window's green area takes dropped text and reports
/// when a drag is over it and what was dropped.
struct ShellProbeApp: App {
    var body: some Scene {
        WindowGroup("ShellProbe") { ShellProbeWindow(name: "main") }
            .defaultSize(width: 300, height: 200)
            .commands {
                CommandMenu("Probe") { SecondWindowCommand() }
            }
        Window("ShellProbe Second", id: "second") { ShellProbeWindow(name: "second") }
            .defaultSize(width: 300, height: 200)
            .defaultPosition(.topLeading)
    }
}

struct SecondWindowCommand: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Second Window") { openWindow(id: "second") }.keyboardShortcut("o")
    }
}

struct ShellProbeWindow: View {
    let name: String
    @Environment(\.scenePhase) private var phase
    @State private var text = ""

    var body: some View {
        VStack(spacing: 0) {
            TextField(text: $text) { EmptyView() }
                .frame(height: 50)
                .onChange(of: text) { report("\(name) text \(text)") }
            if name == "main" {
                Color.blue.draggable("probe")
            } else {
                Color.green.dropDestination(for: String.self) { items, _ in
                    report("\(name) dropped \(items.joined(separator: ","))")
                    return true
                } isTargeted: { report("\(name) targeted \($0)") }
            }
        }
        .onChange(of: phase, initial: true) { report("\(name) phase \(phase)") }
    }
}

@main
enum ProbeMain {
    static func main() {
        if ProcessInfo.processInfo.environment["PORTABLEUI_PROBE"] == "shell" {
            ShellProbeApp.main()
        } else {
            ProbeApp.main()
        }
    }
}
