import Foundation
@_spi(Hosting) import PortableUICore
import Testing
import UniformTypeIdentifiers

@testable import PortableUIWindow

/// The file chooser portal's messages, from requests and fake replies: the method and
/// options each dialog sends (names and types from the portal's documentation of
/// org.freedesktop.portal.FileChooser), the URLs read from a `Response` signal.
struct PortalFileChooserTests {
    private func options(_ arguments: [DBusValue]) -> [String: DBusValue] {
        guard arguments.count == 3, case .array("{sv}", let entries) = arguments[2] else { return [:] }
        var options: [String: DBusValue] = [:]
        for case .dictEntry(.string(let key), .variant(let value)) in entries { options[key] = value }
        return options
    }

    @Test func openRequestAsksForSeveralFilesOfItsTypes() {
        let request = _FileDialogRequest(
            kind: .open, allowedContentTypes: [.png, .json], allowsMultipleSelection: true,
            directory: URL(fileURLWithPath: "/tmp/in"))
        let (member, arguments) = PortalFileChooser.call(for: request, token: "t1")
        #expect(member == "OpenFile")
        #expect(arguments.prefix(2) == [.string(""), .string("Open")])
        let options = options(arguments)
        #expect(options["handle_token"] == .string("t1"))
        #expect(options["accept_label"] == .string("Open"))
        #expect(options["multiple"] == .boolean(true))
        #expect(options["directory"] == nil)
        #expect(options["current_folder"] == PortalFileChooser.bytes("/tmp/in"))
        let filters = DBusValue.array(
            elementSignature: "(sa(us))",
            [
                .structure([.string("public.png"), .array(elementSignature: "(us)", [.structure([.uint32(1), .string("image/png")])])]),
                .structure([
                    .string("public.json"), .array(elementSignature: "(us)", [.structure([.uint32(1), .string("application/json")])]),
                ]),
            ])
        #expect(options["filters"] == filters)
    }

    @Test func saveRequestProposesTheNameWithItsExtension() {
        let request = _FileDialogRequest(
            kind: .save, allowedContentTypes: [.plainText], defaultFilename: "Report", message: "Export the report",
            confirmationLabel: "Export")
        let (member, arguments) = PortalFileChooser.call(for: request, token: "t2")
        #expect(member == "SaveFile")
        #expect(arguments[1] == .string("Export the report"))
        let options = options(arguments)
        #expect(options["current_name"] == .string("Report.txt"))
        #expect(options["accept_label"] == .string("Export"))
        #expect(options["multiple"] == nil)
    }

    @Test func folderRequestAsksForADirectory() {
        let (member, arguments) = PortalFileChooser.call(
            for: _FileDialogRequest(kind: .selectFolder, allowedContentTypes: [.folder]), token: "t3")
        #expect(member == "OpenFile")
        #expect(options(arguments)["directory"] == .boolean(true))
        #expect(options(arguments)["filters"] == nil)
    }

    // A generic type (no MIME type, no extension) takes every file: no filter at all.
    @Test func genericTypesSendNoFilter() {
        #expect(PortalFileChooser.filters(for: [.data]) == nil)
        #expect(PortalFileChooser.filters(for: [.plainText, .item]) == nil)
        #expect(PortalFileChooser.filters(for: []) == nil)
    }

    @Test func requestPathFollowsTheSenderAndToken() {
        #expect(PortalFileChooser.requestPath(sender: ":1.42", token: "abc") == "/org/freedesktop/portal/desktop/request/1_42/abc")
    }

    static let responses: [([DBusValue], [String]?)] = [
        ([.uint32(0), results(["file:///tmp/a.txt", "file:///tmp/b%20c.png"])], ["/tmp/a.txt", "/tmp/b c.png"]),
        ([.uint32(1), results([])], nil),
        ([.uint32(2), results(["file:///tmp/a.txt"])], nil),
        ([.uint32(0), results(["https://example.com/x"])], nil),
        ([.uint32(0), .array(elementSignature: "{sv}", [])], nil),
        ([.uint32(0)], nil),
        ([], nil),
    ]

    private static func results(_ uris: [String]) -> DBusValue {
        .array(
            elementSignature: "{sv}",
            [.dictEntry(.string("uris"), .variant(.array(elementSignature: "s", uris.map(DBusValue.string))))])
    }

    @Test(arguments: responses)
    func responseGivesTheChosenFiles(arguments: [DBusValue], paths: [String]?) {
        #expect(PortalFileChooser.urls(fromResponse: arguments)?.map(\.path) == paths)
    }
}
