import Foundation
import Testing

@testable import PortableUIMacrosKit

/// The plugin's answers to messages shaped as the Swift 6.3 compiler sends them (captured
/// from a build: see `expandFreestandingMacro` below).
struct CompilerPluginMessagesTests {
    let messages = CompilerPluginMessages()

    @Test func answersTheCapabilityWithItsProtocolVersion() {
        let answer = messages.answer(["getCapability": ["capability": ["protocolVersion": 8]]])
        let capability = (answer["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any]
        #expect(capability?["protocolVersion"] as? Int == 7)
    }

    @Test func expandsAFreestandingPreview() {
        let answer = messages.answer([
            "expandFreestandingMacro": [
                "discriminator": "$s6Client4mainfMf_",
                "macro": ["moduleName": "PortableUIMacros", "name": "Preview", "typeName": "PreviewMacro"],
                "macroRole": "declaration",
                "staticBuildConfiguration": "{}",
                "lexicalContext": [] as [Any],
                "syntax": [
                    "kind": "expression", "source": "\n#Preview(\"x\") { 3 }",
                    "location": [
                        "column": 11, "fileID": "Client/main.swift", "fileName": "/tmp/Client/main.swift", "line": 1,
                        "offset": 10,
                    ],
                ],
            ]
        ])
        let result = answer["expandMacroResult"] as? [String: Any]
        let source = result?["expandedSource"] as? String
        #expect(source?.hasPrefix("struct $s6Client4mainfMf_15PreviewRegistryfMu_") == true)
        #expect(source?.contains("static let line: Int = 2") == true)
        #expect((result?["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func expandsEntryInTheExtensionsCollection() {
        func expand(role: String) -> String? {
            let answer = messages.answer([
                "expandAttachedMacro": [
                    "discriminator": "$s1A",
                    "macro": ["moduleName": "PortableUIMacros", "name": "Entry", "typeName": "EntryMacro"],
                    "macroRole": role,
                    "attributeSyntax": ["kind": "attribute", "source": "@Entry", "location": [:] as [String: Any]],
                    "declSyntax": ["kind": "declaration", "source": "@Entry var isUndo: Bool = false"],
                    "lexicalContext": [["kind": "declaration", "source": "extension Transaction {\n}"]],
                ]
            ])
            return (answer["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
        }
        #expect(expand(role: "peer")?.contains("struct __Key_isUndo: PortableUICore.TransactionKey") == true)
        #expect(expand(role: "accessor")?.contains("self[__Key_isUndo.self] = newValue") == true)
    }

    @Test func entryOutsideACollectionIsADiagnostic() {
        let answer = messages.answer([
            "expandAttachedMacro": [
                "macro": ["typeName": "EntryMacro"], "macroRole": "peer",
                "declSyntax": ["source": "@Entry var x: Int = 0", "location": ["fileName": "/a.swift", "offset": 40]],
                "lexicalContext": [["source": "struct S {}"]],
            ]
        ])
        let result = answer["expandMacroResult"] as? [String: Any]
        #expect(result?["expandedSource"] is NSNull)
        let diagnostic = (result?["diagnostics"] as? [[String: Any]])?.first
        #expect((diagnostic?["message"] as? String)?.contains("EnvironmentValues") == true)
        #expect((diagnostic?["position"] as? [String: Any])?["offset"] as? Int == 40)
    }

    @Test func previewableExpandsToNothing() {
        let answer = messages.answer([
            "expandAttachedMacro": ["macro": ["typeName": "PreviewableMacro"], "macroRole": "peer", "declSyntax": [:] as [String: Any]]
        ])
        #expect((answer["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String == "")
    }

    /// A frame is the JSON's length as a little-endian 64-bit number, then the JSON.
    @Test func framesAnswersWithTheirLength() throws {
        let request = try JSONSerialization.data(withJSONObject: ["getCapability": [:] as [String: Any]])
        let frame = messages.answer(frame: request)
        let length = frame.prefix(8).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        #expect(length == frame.count - 8)
        let object = try JSONSerialization.jsonObject(with: frame.dropFirst(8)) as? [String: Any]
        #expect(object?["getCapabilityResult"] != nil)
    }

    @Test func unknownMessagesGetADiagnosticNotACrash() {
        let answer = messages.answer(["somethingNew": [:] as [String: Any]])
        #expect(((answer["expandMacroResult"] as? [String: Any])?["diagnostics"] as? [Any])?.count == 1)
        #expect(messages.answer(frame: Data("not json".utf8)).count > 8)
    }
}
