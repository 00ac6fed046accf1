import CDBus
import Foundation

/// A private connection to one D-Bus message bus through libdbus, used from the main thread
/// only: the caller polls it for method calls (``pendingCalls()``) and answers each.
///
/// Private, so that nothing else in the process shares or closes it; the process does not
/// exit when the bus goes away (libdbus's default for the shared session connection).
final class DBusConnection {
    private let connection: OpaquePointer
    /// The connection's unique name on the bus (`:1.42`).
    let uniqueName: String

    /// Connects to the bus at `address` and registers with it; nil when it cannot.
    init?(address: String) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return nil
        }
        self.connection = connection
        uniqueName = String(cString: name)
    }

    /// A connection to the user's session bus (the environment's `DBUS_SESSION_BUS_ADDRESS`,
    /// or the bus in `XDG_RUNTIME_DIR`), nil without one. No bus is started for it (libdbus's
    /// X11 autolaunch is not used): without a session bus there is no desktop to talk to.
    static func session() -> DBusConnection? {
        let environment = ProcessInfo.processInfo.environment
        var address = environment["DBUS_SESSION_BUS_ADDRESS"]
        if address == nil, let runtime = environment["XDG_RUNTIME_DIR"], FileManager.default.fileExists(atPath: runtime + "/bus") {
            address = "unix:path=" + runtime + "/bus"
        }
        return address.flatMap { DBusConnection(address: $0) }
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// The socket's file descriptor, to wait for incoming messages on another thread.
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : nil
    }

    /// Calls a method and waits up to `timeout` milliseconds for its reply's values (nil on an
    /// error or no reply).
    func call(
        _ destination: String, _ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = [],
        timeout: Int32 = 3000
    ) -> [DBusValue]? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        defer { dbus_message_unref(message) }
        Self.append(arguments, to: message)
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeout, &error) else { return nil }
        defer { dbus_message_unref(reply) }
        return Self.arguments(of: reply)
    }

    /// Sends a signal from the object at `path`.
    func emit(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue]) {
        guard let message = dbus_message_new_signal(path, interface, member) else { return }
        Self.append(arguments, to: message)
        send(message)
    }

    /// Takes the well-known name `name` on the bus; false when another connection has it.
    func requestName(_ name: String) -> Bool {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        return dbus_bus_request_name(connection, name, UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error)
            == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
    }

    /// Asks the bus for the signals `rule` matches (`type='signal',interface='…'`).
    func addMatch(_ rule: String) {
        dbus_bus_add_match(connection, rule, nil)
    }

    /// Reads what arrived (without waiting) and returns the method calls and signals among it;
    /// other messages (stray replies, errors) are dropped.
    func pendingCalls() -> [DBusMethodCall] {
        _ = dbus_connection_read_write(connection, 0)
        var calls: [DBusMethodCall] = []
        while let message = dbus_connection_pop_message(connection) {
            let type = dbus_message_get_type(message)
            if type == DBUS_MESSAGE_TYPE_METHOD_CALL || type == DBUS_MESSAGE_TYPE_SIGNAL {
                calls.append(DBusMethodCall(message))
            } else {
                dbus_message_unref(message)
            }
        }
        return calls
    }

    /// Answers `call` with `values`.
    func reply(to call: DBusMethodCall, _ values: [DBusValue]) {
        guard dbus_message_get_no_reply(call.message) == 0, let reply = dbus_message_new_method_return(call.message) else {
            return
        }
        Self.append(values, to: reply)
        send(reply)
    }

    /// Answers `call` with the error `name` (`org.freedesktop.DBus.Error.UnknownMethod`…).
    func replyError(to call: DBusMethodCall, _ name: String, _ text: String) {
        guard dbus_message_get_no_reply(call.message) == 0, let reply = dbus_message_new_error(call.message, name, text) else {
            return
        }
        send(reply)
    }

    /// Sends and releases `message`, writing what the socket takes now.
    private func send(_ message: OpaquePointer) {
        _ = dbus_connection_send(connection, message, nil)
        dbus_message_unref(message)
        dbus_connection_flush(connection)
    }

    /// Writes `values` as the arguments of `message`.
    static func append(_ values: [DBusValue], to message: OpaquePointer) {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values { value.append(to: &iterator) }
    }

    /// The arguments of `message`.
    static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return DBusValue.readAll(&iterator)
    }
}

/// A method call (or a signal) received on a ``DBusConnection``: its target and arguments. It
/// holds the message until it is released, as the reply is made from it.
final class DBusMethodCall {
    fileprivate let message: OpaquePointer
    /// Whether this is a signal, which takes no reply.
    let isSignal: Bool
    let path: String
    let interface: String
    let member: String
    let arguments: [DBusValue]

    fileprivate init(_ message: OpaquePointer) {
        self.message = message
        isSignal = dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL
        path = dbus_message_get_path(message).map { String(cString: $0) } ?? ""
        interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        member = dbus_message_get_member(message).map { String(cString: $0) } ?? ""
        arguments = DBusConnection.arguments(of: message)
    }

    deinit { dbus_message_unref(message) }
}

extension [DBusValue] {
    /// The string argument at `index`, if there is one.
    func string(_ index: Int) -> String? {
        indices.contains(index) ? self[index].stringValue : nil
    }

    /// The integer argument at `index` (0 when missing or not a number).
    func integer(_ index: Int) -> Int {
        guard indices.contains(index), let number = self[index].numberValue, number.isFinite else { return 0 }
        return Int(Swift.max(Swift.min(number, Double(Int32.max)), Double(Int32.min)))
    }
}
