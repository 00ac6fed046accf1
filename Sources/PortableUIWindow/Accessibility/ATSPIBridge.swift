import Foundation
import PortableUICore

/// Exports a window's accessibility tree to the Linux desktop's assistive technologies (Orca)
/// over AT-SPI2, speaking its D-Bus interfaces directly (docs/architecture.md says why).
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
///    is not built after updates, only before the next call that needs it.
@MainActor
final class ATSPIBridge {
    private let connection: DBusConnection
    private let host: any WindowContent
    private let name: String
    private let screenOrigin: () -> CGPoint
    private let desktop: DBusValue
    private var applicationID: Int32 = 0
    private var tree: ATSPITree
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
        self.host = host
        self.name = name
        self.screenOrigin = screenOrigin
        self.desktop = desktop
        tree = ATSPITree(window: host.accessibilityTree, busName: connection.uniqueName, screenOrigin: screenOrigin())
        connection.addMatch("type='signal',interface='\(Self.registry)'")
        let registered = connection.call("org.a11y.atspi.Registry", "/org/a11y/atspi/registry", Self.registry, "GetRegisteredEvents")
        if case .array(_, let events)? = registered?.first { listeners = events.count }
    }

    static let registry = "org.a11y.atspi.Registry"

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
            if isStale { listeners > 0 ? refresh() : takeSnapshot() }
            if answer(call) { acted = true }
        }
        wakeUp?.resume()
        return acted
    }

    /// Answers one call; returns whether it acted on the host.
    private func answer(_ call: DBusMethodCall) -> Bool {
        guard
            let object = ATSPIObject(
                path: call.path, tree: tree, desktop: desktop, name: name, applicationID: applicationID)
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
            let done = perform(effect)
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
            _ = perform(effect)
            connection.reply(to: call, [])
            return true
        }
        connection.replyError(to: call, "org.freedesktop.DBus.Error.PropertyReadOnly", "Read-only property")
        return false
    }

    private func perform(_ effect: ATSPIObject.Effect) -> Bool {
        isStale = true
        return effect.perform(on: host)
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

    /// Takes a new snapshot of the tree and sends what changed; with no listener, only notes
    /// that the snapshot is out of date.
    func refresh() {
        guard listeners > 0 else {
            isStale = true
            return
        }
        isStale = false
        let new = ATSPITree(window: host.accessibilityTree, busName: connection.uniqueName, screenOrigin: screenOrigin())
        for signal in ATSPIEvents.signals(from: tree, to: new) { send(signal) }
        tree = new
    }

    /// A new snapshot before answering a call, without events when no one listens.
    private func takeSnapshot() {
        isStale = false
        tree = ATSPITree(window: host.accessibilityTree, busName: connection.uniqueName, screenOrigin: screenOrigin())
    }

    /// The window gained or lost the keyboard.
    func windowActivated(_ isActive: Bool) {
        for signal in ATSPIEvents.windowActivation(isActive) { send(signal) }
    }

    private func send(_ signal: ATSPIEvents.Signal) {
        connection.emit(signal.path, signal.interface, signal.member, signal.arguments)
    }
}
