import Foundation
import PortableUICore

/// Exports the app's windows' accessibility trees to the Linux desktop's assistive
/// technologies (Orca) over AT-SPI2, speaking its D-Bus interfaces directly
/// (docs/architecture.md says why). Each open window is a frame under the application object,
/// in the order the windows opened (``ATSPITree`` numbers them).
///
/// 1. Connecting: the session bus's `org.a11y.Bus` gives the accessibility bus's address;
///    the bridge connects there and embeds its application object in the registry's desktop
///    (`org.a11y.atspi.Socket.Embed`). Without a session bus, an accessibility bus or a
///    registry there is no bridge, and the app runs as before.
/// 2. Answering: each turn of the event loop, the method calls that arrived are answered from
///    the last snapshot of the tree (``ATSPIObject``); an action, an adjustment or a focus
///    request is performed on the host, and the snapshot is taken again before the next call.
/// 3. Telling: after each update of the host, while an assistive technology listens for
///    events (the registry's `GetRegisteredEvents`, then its `EventListenerRegistered` and
///    `EventListenerDeregistered` signals), a new snapshot is compared with the last one and
///    the differences are sent as AT-SPI events (``ATSPIEvents``). With no listener the tree
///    is not built after updates, only before the next call that needs it. A window opening
///    or closing is told at once (the application's children changed).
@MainActor
final class ATSPIBridge {
    /// An open window: its host, title, place on the screen and last snapshot.
    private struct Window {
        let number: Int
        let host: any WindowContent
        let title: String
        let screenOrigin: () -> CGPoint
        var isActive: Bool
        var tree: ATSPITree
    }

    private let connection: DBusConnection
    /// The application's name: the launch window's title.
    private let name: String
    private let desktop: DBusValue
    private var applicationID: Int32 = 0
    private var windows: [Window] = []
    /// The number the next window opened gets.
    private var nextNumber = 0
    private var isStale = false
    /// How many event listeners assistive technologies registered.
    private var listeners = 0
    /// Wakes the event loop when a call arrives, so that it is answered at once.
    private var wakeUp: ATSPIWakeUp?

    /// Connects `host`'s window, titled `name`, to the accessibility bus (nil when there is none).
    init?(host: any WindowContent, name: String, screenOrigin: @escaping () -> CGPoint) {
        // Step 1
        guard let address = Self.accessibilityBusAddress(), let connection = DBusConnection(address: address) else {
            return nil
        }
        let root = DBusValue.structure([.string(connection.uniqueName), .objectPath(ATSPITree.applicationPath)])
        guard
            let reply = connection.call(
                "org.a11y.atspi.Registry", ATSPITree.applicationPath, "org.a11y.atspi.Socket", "Embed", [root]),
            let desktop = reply.first
        else { return nil }
        self.connection = connection
        self.name = name
        self.desktop = desktop
        _ = addWindow(host: host, title: name, screenOrigin: screenOrigin, isActive: true)
        connection.addMatch("type='signal',interface='\(Self.registry)'")
        let registered = connection.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", Self.registry, "GetRegisteredEvents")
        if case .array(_, let events)? = registered?.first { listeners = events.count }
    }

    static let registry = "org.a11y.atspi.Registry"

    // MARK: Windows

    /// Adds an opened window as the application's last child; returns its number.
    func addWindow(host: any WindowContent, title: String, screenOrigin: @escaping () -> CGPoint, isActive: Bool = false) -> Int {
        let number = nextNumber
        nextNumber += 1
        let tree = snapshot(host, number: number, title: title, origin: screenOrigin(), isActive: isActive)
        windows.append(
            Window(number: number, host: host, title: title, screenOrigin: screenOrigin, isActive: isActive, tree: tree))
        if listeners > 0 { for signal in ATSPIEvents.windowOpened(tree, at: windows.count - 1) { send(signal) } }
        return number
    }

    /// Removes the window numbered `number`, which closed.
    func removeWindow(_ number: Int) {
        guard let index = windows.firstIndex(where: { $0.number == number }) else { return }
        let tree = windows.remove(at: index).tree
        if listeners > 0 { for signal in ATSPIEvents.windowClosed(tree, at: index) { send(signal) } }
    }

    /// The window's tree as it is now.
    private func snapshot(_ window: Window) -> ATSPITree {
        snapshot(window.host, number: window.number, title: window.title, origin: window.screenOrigin(), isActive: window.isActive)
    }

    private func snapshot(_ host: any WindowContent, number: Int, title: String, origin: CGPoint, isActive: Bool) -> ATSPITree {
        ATSPITree(
            window: host.accessibilityTree, busName: connection.uniqueName, screenOrigin: origin, number: number, title: title,
            isActive: isActive)
    }

    /// The accessibility bus's address: the environment's `AT_SPI_BUS_ADDRESS`, or what the
    /// session bus's `org.a11y.Bus` gives.
    private static func accessibilityBusAddress() -> String? {
        if let address = ProcessInfo.processInfo.environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        return DBusConnection.session()?.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")?.first?.stringValue
    }

    /// Starts waking `wake` when a call arrives while the loop sleeps.
    func startWakingUp(_ wake: @escaping @Sendable () -> Void) {
        guard let descriptor = connection.fileDescriptor else { return }
        wakeUp = ATSPIWakeUp(fileDescriptor: descriptor, wake: wake)
    }

    func stop() {
        wakeUp?.stop()
        wakeUp = nil
    }

    // MARK: Step 2

    /// Answers the calls that arrived; returns whether one acted on the host.
    @discardableResult
    func answerCalls() -> Bool {
        var acted = false
        for call in connection.pendingCalls() {
            if call.isSignal {
                noteListener(call)
                continue
            }
            if isStale { listeners > 0 ? refreshAll() : takeSnapshots() }
            if answer(call) { acted = true }
        }
        wakeUp?.resume()
        return acted
    }

    /// Answers one call; returns whether it acted on the host.
    private func answer(_ call: DBusMethodCall) -> Bool {
        guard
            let object = ATSPIObject(
                path: call.path, windows: windows.map(\.tree), desktop: desktop, name: name, applicationID: applicationID)
        else {
            connection.replyError(to: call, "org.freedesktop.DBus.Error.UnknownObject", "No such object: \(call.path)")
            return false
        }
        if call.interface == "org.freedesktop.DBus.Properties" { return answerProperties(call, object) }
        switch object.answer(call.interface, call.member, call.arguments) {
        case .values(let values):
            connection.reply(to: call, values)
            return false
        case .effect(let effect):
            let done = perform(effect, in: object)
            connection.reply(to: call, effect.repliesWithSuccess ? [.boolean(done)] : [])
            return true
        case nil:
            connection.replyError(
                to: call, "org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface).\(call.member) is not implemented")
            return false
        }
    }

    private func answerProperties(_ call: DBusMethodCall, _ object: ATSPIObject) -> Bool {
        let interface = call.arguments.string(0) ?? ""
        let properties = object.properties(interface)
        switch call.member {
        case "Get":
            if let value = properties.first(where: { $0.0 == call.arguments.string(1) })?.1 {
                connection.reply(to: call, [.variant(value)])
            } else {
                connection.replyError(to: call, "org.freedesktop.DBus.Error.InvalidArgs", "No such property")
            }
        case "GetAll":
            connection.reply(
                to: call, [.array(elementSignature: "{sv}", properties.map { .dictEntry(.string($0.0), .variant($0.1)) })])
        case "Set":
            return set(call, object)
        default:
            connection.replyError(to: call, "org.freedesktop.DBus.Error.UnknownMethod", "Unknown method")
        }
        return false
    }

    /// `Set` of the registry's application id, or of an adjustable element's current value.
    private func set(_ call: DBusMethodCall, _ object: ATSPIObject) -> Bool {
        let value = call.arguments.count > 2 ? call.arguments[2].numberValue : nil
        if call.arguments.string(1) == "Id", let value {
            applicationID = Int32(clamping: Int(value))
            connection.reply(to: call, [])
            return false
        }
        if call.arguments.string(1) == "CurrentValue", let value, let effect = object.settingCurrentValue(value) {
            _ = perform(effect, in: object)
            connection.reply(to: call, [])
            return true
        }
        connection.replyError(to: call, "org.freedesktop.DBus.Error.PropertyReadOnly", "Read-only property")
        return false
    }

    /// Performs `effect` on the host of `object`'s window.
    private func perform(_ effect: ATSPIObject.Effect, in object: ATSPIObject) -> Bool {
        isStale = true
        guard let window = windows.first(where: { $0.number == object.tree.number }) else { return false }
        return effect.perform(on: window.host)
    }

    // MARK: Step 3

    private func noteListener(_ signal: DBusMethodCall) {
        guard signal.interface == Self.registry else { return }
        switch signal.member {
        case "EventListenerRegistered": listeners += 1
        case "EventListenerDeregistered": listeners = Swift.max(0, listeners - 1)
        default: break
        }
    }

    /// Takes a new snapshot of the window numbered `number` and sends what changed; with no
    /// listener, only notes that the snapshots are out of date.
    func refresh(_ number: Int) {
        guard listeners > 0 else {
            isStale = true
            return
        }
        guard let index = windows.firstIndex(where: { $0.number == number }) else { return }
        refresh(at: index)
    }

    private func refresh(at index: Int) {
        let new = snapshot(windows[index])
        for signal in ATSPIEvents.signals(from: windows[index].tree, to: new) { send(signal) }
        windows[index].tree = new
    }

    /// New snapshots of every window, telling what changed, after an action.
    private func refreshAll() {
        isStale = false
        for index in windows.indices { refresh(at: index) }
    }

    /// New snapshots before answering a call, without events when no one listens.
    private func takeSnapshots() {
        isStale = false
        for index in windows.indices { windows[index].tree = snapshot(windows[index]) }
    }

    /// The window numbered `number` gained or lost the keyboard.
    func windowActivated(_ isActive: Bool, _ number: Int) {
        guard let index = windows.firstIndex(where: { $0.number == number }) else { return }
        windows[index].isActive = isActive
        windows[index].tree.isActive = isActive
        for signal in ATSPIEvents.windowActivation(isActive, of: windows[index].tree) { send(signal) }
    }

    private func send(_ signal: ATSPIEvents.Signal) {
        connection.emit(signal.path, signal.interface, signal.member, signal.arguments)
    }
}
