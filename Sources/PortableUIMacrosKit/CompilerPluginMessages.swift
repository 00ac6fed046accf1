import Foundation

/// The compiler's side of a conversation with a macro plugin executable, answered for
/// PortableUI's macros (`#Preview`, `@Previewable`, `@Entry`).
///
/// The compiler starts the plugin (SwiftPM passes `-load-plugin-executable` to every client
/// of a `.macro` target) and writes messages to its standard input; the plugin answers each on
/// its standard output. A message is a little-endian 64-bit byte count followed by that many
/// bytes of JSON, the Codable form of swift-syntax's `HostToPluginMessage` and
/// `PluginToHostMessage` (an enum case is an object with one key, the case name, whose value
/// holds the associated values by label). This type reads those objects with
/// `JSONSerialization`, so that fields it does not use (and ones a newer compiler adds) are
/// ignored.
public struct CompilerPluginMessages {
    /// The protocol version this plugin speaks: 7 is the first at which the compiler sends
    /// lexical contexts and accepts `expandMacroResult` for every role.
    public static let protocolVersion = 7

    public init() {}

    /// The answer to one message (a JSON object), as a JSON object.
    public func answer(_ message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": Self.protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return result(expandingFreestanding: request)
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            return result(expandingAttached: request)
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
        }
        return expandMacroResult(nil, [diagnostic("PortableUIMacros: unsupported message \(message.keys.sorted())", at: nil)])
    }

    /// The answer to one framed message's bytes, framed.
    public func answer(frame body: Data) -> Data {
        let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        return Self.frame(answer(message))
    }

    /// `object` as JSON with its length before it.
    public static func frame(_ object: [String: Any]) -> Data {
        let json = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
        var data = withUnsafeBytes(of: UInt64(json.count).littleEndian) { Data($0) }
        data.append(json)
        return data
    }

    private func result(expandingFreestanding request: [String: Any]) -> [String: Any] {
        let syntax = Syntax(request["syntax"])
        let macro = (request["macro"] as? [String: Any])?["typeName"] as? String
        guard macro == "PreviewMacro" else {
            return expandMacroResult(nil, [diagnostic("PortableUIMacros has no macro \(macro ?? "?")", at: syntax)])
        }
        do {
            let source = try PreviewMacroExpansion.expand(
                syntax.source, fileID: syntax.fileID, line: syntax.line, column: syntax.column,
                discriminator: request["discriminator"] as? String ?? "")
            return expandMacroResult(source, [])
        } catch {
            return expandMacroResult(nil, [diagnostic(error.message, at: syntax, offset: error.offset)])
        }
    }

    private func result(expandingAttached request: [String: Any]) -> [String: Any] {
        let macro = (request["macro"] as? [String: Any])?["typeName"] as? String
        let role = request["macroRole"] as? String
        let declaration = Syntax(request["declSyntax"])
        switch macro {
        case "PreviewableMacro":
            return expandMacroResult("", [])
        case "EntryMacro":
            let contexts = (request["lexicalContext"] as? [Any] ?? []).map { Syntax($0).source }
            // A compiler that sends no lexical context is older than `@Entry`'s other collections.
            let collection =
                contexts.lazy.compactMap(EntryMacroExpansion.Collection.init(extensionSource:)).first
                ?? (contexts.isEmpty ? .environmentValues : nil)
            guard let collection else {
                let message =
                    "'@Entry' may only be used in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues"
                return expandMacroResult(nil, [diagnostic(message, at: declaration)])
            }
            do {
                let source =
                    role == "accessor"
                    ? try EntryMacroExpansion.accessors(declaration.source, in: collection)
                    : try EntryMacroExpansion.key(declaration.source, in: collection)
                return expandMacroResult(source, [])
            } catch {
                return expandMacroResult(nil, [diagnostic(error.message, at: declaration, offset: error.offset)])
            }
        default:
            return expandMacroResult(nil, [diagnostic("PortableUIMacros has no macro \(macro ?? "?")", at: declaration)])
        }
    }

    private func expandMacroResult(_ source: String?, _ diagnostics: [[String: Any]]) -> [String: Any] {
        ["expandMacroResult": ["expandedSource": source as Any? ?? NSNull(), "diagnostics": diagnostics]]
    }

    private func diagnostic(_ message: String, at syntax: Syntax?, offset: Int = 0) -> [String: Any] {
        [
            "message": message, "severity": "error",
            "position": ["fileName": syntax?.fileName ?? "", "offset": (syntax?.offset ?? 0) + offset],
            "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
        ]
    }

    /// A piece of source the compiler sends: its text and where it starts.
    struct Syntax {
        var source = ""
        var fileID = ""
        var fileName = ""
        var offset = 0
        var line = 1
        var column = 1

        init(_ object: Any?) {
            guard let object = object as? [String: Any] else { return }
            source = object["source"] as? String ?? ""
            let location = object["location"] as? [String: Any] ?? [:]
            fileID = location["fileID"] as? String ?? ""
            fileName = location["fileName"] as? String ?? ""
            offset = location["offset"] as? Int ?? 0
            line = location["line"] as? Int ?? 1
            column = location["column"] as? Int ?? 1
        }
    }
}
