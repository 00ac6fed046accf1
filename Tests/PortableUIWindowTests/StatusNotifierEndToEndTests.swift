import Foundation
import PortableUICore
import SwiftUI
import Testing

@testable import PortableUIWindow

/// A tray icon on a real session bus: the test starts a private `dbus-daemon`, plays the
/// desktop's StatusNotifierWatcher on a thread of its own, lets the extra register, then reads
/// and clicks its menu with GLib's `gdbus` (another D-Bus implementation, which checks the
/// messages' marshalling too) while the main thread answers, as the app's event loop does.
///
/// Needs the Debian packages `dbus-daemon` and `libglib2.0-bin` (`make setup` installs them).
/// Every wait is bounded: `gdbus` gets a timeout and is killed past it, the daemon is killed
/// when the test ends.
@MainActor
struct StatusNotifierEndToEndTests {
    nonisolated static let tools = ["/usr/bin/dbus-daemon", "/usr/bin/gdbus"]
    nonisolated static let missing: String? = tools.first { !FileManager.default.isExecutableFile(atPath: $0) }.map { "no \($0)" }

    @Observable final class Model {
        var sort = "none"
        var sound = true
    }

    struct TrayApp: Scene {
        let model: Model
        var body: some Scene {
            MenuBarExtra("Cart", systemImage: "cart") {
                Menu("Sort by") {
                    Button("Name") { model.sort = "name" }
                    Button("Price") { model.sort = "price" }.keyboardShortcut("p")
                }
                Toggle("Sound", isOn: Binding(get: { model.sound }, set: { model.sound = $0 }))
            }
        }
    }

    /// Its own waits add up to little more than a minute at most (the daemon's address,
    /// six `gdbus` calls); the limit leaves room for the wait for the main actor, which the
    /// suite's other main-actor tests hold meanwhile.
    @Test(.enabled(if: missing == nil, "skipped: \(missing ?? "")"), .timeLimit(.minutes(5)))
    func theMenuIsReadAndClickedOverARealBus() throws {
        let daemon = try SessionBusDaemon()
        defer { daemon.stop() }
        let watcher = try #require(FakeStatusNotifierWatcher(address: daemon.address))
        defer { watcher.stop() }
        let model = Model()
        let item = try StatusNotifierItem.first(of: AppHost(TrayApp(model: model)), appID: "Cart")
        #expect(item.connect(serial: 1, bus: DBusConnection(address: daemon.address)))
        let name = "org.kde.StatusNotifierItem-\(ProcessInfo.processInfo.processIdentifier)-1"
        #expect(watcher.registered == [name])

        func call(_ method: String, _ arguments: String...) -> String {
            Self.gdbus(daemon.address, name, method, arguments, answering: item)
        }
        // GLib prints the reply in GVariant's text form: the submenu with its children, the
        // shortcut, the toggle's state.
        #expect(call("com.canonical.dbusmenu.GetLayout", "0", "-1", "@as []") == """
            (uint32 1, (0, {'children-display': <'submenu'>}, [<(1, {'label': <'Sort by'>, 'children-display': <'submenu'>}, \
            [<(2, {'label': <'Name'>}, @av [])>, <(3, {'label': <'Price'>, 'shortcut': <[['Control', 'p']]>}, @av [])>])>, \
            <(4, {'label': <'Sound'>, 'toggle-type': <'checkmark'>, 'toggle-state': <1>}, @av [])>]))
            """)
        #expect(call("com.canonical.dbusmenu.Event", "3", "'clicked'", "<0>", "uint32 0") == "()")
        #expect(model.sort == "price")
        #expect(call("com.canonical.dbusmenu.Event", "4", "'clicked'", "<0>", "uint32 0") == "()")
        #expect(!model.sound)
        #expect(call("com.canonical.dbusmenu.GetLayout", "4", "0", "@as ['toggle-state']") == "(uint32 2, (4, {'toggle-state': <0>}, @av []))")
        #expect(call("org.freedesktop.DBus.Properties.Get", "'org.kde.StatusNotifierItem'", "'Title'") == "(<'Cart'>,)")
    }

    /// Calls `method` on the item (`/MenuBar` for dbusmenu, `/StatusNotifierItem` otherwise)
    /// with `gdbus`, answering the item's calls meanwhile; its reply as `gdbus` prints it (or
    /// its error). `gdbus` gives up after 5 s; past 10 s it is killed.
    private static func gdbus(
        _ address: String, _ name: String, _ method: String, _ arguments: [String], answering item: StatusNotifierItem
    ) -> String {
        let path = method.hasPrefix("com.canonical.dbusmenu") ? "/MenuBar" : "/StatusNotifierItem"
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments = ["call", "--address", address, "--timeout", "5", "--dest", name, "--object-path", path, "--method", method, "--"]
            + arguments
        process.standardOutput = output
        process.standardError = output
        guard (try? process.run()) != nil else { return "gdbus did not run" }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline {
            item.answerCalls()
            usleep(2000)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// A private session bus: `dbus-daemon --session --nofork`, its address read from what it
/// prints; killed by ``stop()``.
final class SessionBusDaemon {
    let address: String
    private let process = Process()

    struct NoAddress: Error {}

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        address = Self.firstLine(output.fileHandleForReading)
        guard !address.isEmpty else {
            stop()
            throw NoAddress()
        }
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The first line the daemon prints (empty when it ends first or prints nothing for
    /// 10 s), read with retries: other tests' child processes ending interrupt the wait and the
    /// read (EINTR), which `FileHandle` treats as fatal.
    private static func firstLine(_ handle: FileHandle) -> String {
        let deadline = Date().addingTimeInterval(10)
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while Date() < deadline {
            var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let waited = poll(&ready, 1, 100)
            if waited < 0, errno != EINTR { break }
            guard waited > 0 else { continue }
            let count = read(handle.fileDescriptor, &byte, 1)
            if count == 1 {
                if byte == UInt8(ascii: "\n") { break }
                line.append(byte)
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return String(decoding: line, as: UTF8.self)
    }
}

/// The desktop's `org.kde.StatusNotifierWatcher`, as far as an item needs it: it takes the
/// name and accepts `RegisterStatusNotifierItem`, on a thread of its own (the item waits for
/// its reply on the main thread). It answers for a minute at most.
final class FakeStatusNotifierWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    private var isStopped = false
    private let done = DispatchSemaphore(value: 0)

    init?(address: String) {
        guard let connection = DBusConnection(address: address), connection.requestName(StatusNotifierItem.watcherName) else {
            return nil
        }
        nonisolated(unsafe) let bus = connection
        Thread.detachNewThread { [self] in
            let deadline = Date().addingTimeInterval(60)
            while !stopped, Date() < deadline {
                for call in bus.pendingCalls() where !call.isSignal {
                    if call.member == "RegisterStatusNotifierItem", let name = call.arguments.string(0) {
                        lock.withLock { names.append(name) }
                        bus.reply(to: call, [])
                    } else {
                        bus.replyError(to: call, "org.freedesktop.DBus.Error.UnknownMethod", call.member)
                    }
                }
                usleep(2000)
            }
            done.signal()
        }
    }

    /// The names of the items that registered.
    var registered: [String] { lock.withLock { names } }

    private var stopped: Bool { lock.withLock { isStopped } }

    /// Ends the watcher's thread (within a few milliseconds).
    func stop() {
        lock.withLock { isStopped = true }
        _ = done.wait(timeout: .now() + 5)
    }
}
