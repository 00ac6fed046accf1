// The app the window end-to-end test drives under Xvfb: it reports what reached it on
// standard output, one line per event.
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
                Color.blue.frame(width: 300, height: 100)
            }
            TextField(text: $text) { EmptyView() }
                .frame(height: 100)
                .onChange(of: text) { report("text \(text)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onGeometryChange(for: CGSize.self, of: { $0.size }) { report("size \(Int($0.width))x\(Int($0.height))") }
        .onAppear {
            DispatchQueue.main.async { report("main queue ran") }
            Task { @MainActor in report("main actor task ran") }
        }
    }
}

@main
struct ProbeApp: App {
    var body: some Scene {
        WindowGroup("WindowProbe") { ProbeView() }
            .defaultSize(width: 300, height: 200)
    }
}
