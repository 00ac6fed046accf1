import Foundation
@_spi(Hosting) import PortableUICore
import UniformTypeIdentifiers

#if canImport(Glibc)
    import Glibc
#endif

/// The desktop's file chooser, through the XDG desktop portal's
/// `org.freedesktop.portal.FileChooser` (GNOME's, KDE's and others' native dialogs): what
/// shows an app's file dialogs when a portal is running.
///
/// An open or folder dialog calls `OpenFile`, a save dialog `SaveFile`; the portal answers
/// on a request object with a `Response` signal (`u` response: 0 chosen, 1 cancelled, 2
/// failed; `a{sv}` results whose `uris` are the chosen files). Each dialog runs on a thread
/// of its own with its own connection, so that the windows keep drawing while it is open,
/// and its answer is delivered on the main queue.
final class PortalFileChooser: _FileDialogPresenter {
    nonisolated static let destination = "org.freedesktop.portal.Desktop"
    nonisolated static let objectPath = "/org/freedesktop/portal/desktop"
    nonisolated static let interface = "org.freedesktop.portal.FileChooser"

    /// A chooser when the session bus has a portal with the file chooser; nil otherwise (the
    /// question waits at most a second).
    static func available() -> PortalFileChooser? {
        guard let session = DBusConnection.session(),
            let reply = session.call(
                destination, objectPath, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string("version")],
                timeout: 1000),
            reply.first?.numberValue != nil
        else { return nil }
        return PortalFileChooser()
    }

    func present(_ request: _FileDialogRequest, completion: @escaping @MainActor @Sendable ([URL]?) -> Void) {
        let delivery = Delivery(completion)
        let thread = Thread {
            let urls = Self.run(request)
            DispatchQueue.main.async { MainActor.assumeIsolated { delivery.completion(urls) } }
        }
        thread.name = "PortableUI file chooser"
        thread.start()
    }

    /// Asks the portal and waits for its answer: the chosen URLs, nil when cancelled or when
    /// the portal cannot be reached.
    private nonisolated static func run(_ request: _FileDialogRequest) -> [URL]? {
        guard let connection = DBusConnection.session() else { return nil }
        let token = "portableui\(UInt32.random(in: 0...UInt32.max))"
        let expected = requestPath(sender: connection.uniqueName, token: token)
        // Subscribed before the call, so that a quick answer is not missed.
        connection.addMatch(responseRule(expected))
        let (member, arguments) = call(for: request, token: token)
        guard let reply = connection.call(destination, objectPath, interface, member, arguments, timeout: 5000),
            let handle = reply.first?.stringValue
        else { return nil }
        if handle != expected { connection.addMatch(responseRule(handle)) }
        return waitForResponse(on: connection, at: handle)
    }

    private nonisolated static func responseRule(_ path: String) -> String {
        "type='signal',interface='org.freedesktop.portal.Request',member='Response',path='\(path)'"
    }

    /// Reads the connection until the request at `handle` answers; nil when the bus goes.
    private nonisolated static func waitForResponse(on connection: DBusConnection, at handle: String) -> [URL]? {
        guard let descriptor = connection.fileDescriptor else { return nil }
        while true {
            for message in connection.pendingCalls() where message.isSignal && message.path == handle {
                if message.member == "Response" { return urls(fromResponse: message.arguments) }
            }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, -1) > 0, waiting.revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 else { return nil }
        }
    }

    /// The object path the portal gives the request made with `token` by the connection
    /// named `sender` (`:1.42` → `1_42`), as the portal's documentation states it.
    nonisolated static func requestPath(sender: String, token: String) -> String {
        let name = sender.dropFirst(sender.hasPrefix(":") ? 1 : 0).replacingOccurrences(of: ".", with: "_")
        return objectPath + "/request/" + name + "/" + token
    }

    /// The method (`OpenFile` or `SaveFile`) and arguments (parent window, title, options)
    /// for `request`.
    nonisolated static func call(for request: _FileDialogRequest, token: String) -> (member: String, arguments: [DBusValue]) {
        var options: [(String, DBusValue)] = [
            ("handle_token", .string(token)), ("accept_label", .string(request.confirmTitle)), ("modal", .boolean(true)),
        ]
        if let folder = request.directory { options.append(("current_folder", bytes(folder.path))) }
        switch request.kind {
        case .open:
            options.append(("multiple", .boolean(request.allowsMultipleSelection)))
            if request.choosesFolders { options.append(("directory", .boolean(true))) }
            if let filters = filters(for: request.allowedContentTypes) { options.append(("filters", filters)) }
        case .save:
            options.append(("current_name", .string(request.filename(request.defaultFilename ?? "Untitled"))))
            if let filters = filters(for: request.allowedContentTypes) { options.append(("filters", filters)) }
        case .selectFolder:
            options.append(("directory", .boolean(true)))
        }
        let dictionary = DBusValue.array(
            elementSignature: "{sv}", options.map { .dictEntry(.string($0.0), .variant($0.1)) })
        let title = request.message ?? request.title
        return (request.kind == .save ? "SaveFile" : "OpenFile", [.string(""), .string(title), dictionary])
    }

    /// The portal's filters (`a(sa(us))`: a name and its patterns, 0 a glob, 1 a MIME type),
    /// one per type; nil when a type has neither a MIME type nor an extension (a generic
    /// type such as `.data` takes every file, so no filter applies).
    nonisolated static func filters(for types: [UTType]) -> DBusValue? {
        var filters: [DBusValue] = []
        for type in types {
            let pattern: DBusValue
            if let mime = type.preferredMIMEType {
                pattern = .structure([.uint32(1), .string(mime)])
            } else if let fileExtension = type.preferredFilenameExtension {
                pattern = .structure([.uint32(0), .string("*." + fileExtension)])
            } else {
                return nil
            }
            filters.append(.structure([.string(type.identifier), .array(elementSignature: "(us)", [pattern])]))
        }
        return filters.isEmpty ? nil : .array(elementSignature: "(sa(us))", filters)
    }

    /// A path as the portal takes it: its bytes, NUL-terminated.
    nonisolated static func bytes(_ path: String) -> DBusValue {
        .array(elementSignature: "y", (Array(path.utf8) + [0]).map(DBusValue.byte))
    }

    /// The chosen URLs of a `Response` signal's arguments; nil when the user cancelled, the
    /// dialog failed, or the answer names no file.
    nonisolated static func urls(fromResponse arguments: [DBusValue]) -> [URL]? {
        guard arguments.first?.numberValue == 0, arguments.count > 1, case .array(_, let results) = arguments[1] else {
            return nil
        }
        for case .dictEntry(let key, let value) in results where key.stringValue == "uris" {
            guard case .variant(.array(_, let uris)) = value else { return nil }
            let urls = uris.compactMap { $0.stringValue.flatMap(URL.init(string:)) }.filter(\.isFileURL)
            return urls.isEmpty ? nil : urls
        }
        return nil
    }
}

/// Carries a dialog's main-actor completion across the thread that waits for the portal.
private final class Delivery: @unchecked Sendable {
    let completion: @MainActor ([URL]?) -> Void
    init(_ completion: @escaping @MainActor @Sendable ([URL]?) -> Void) { self.completion = completion }
}
