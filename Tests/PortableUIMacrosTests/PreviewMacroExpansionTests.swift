import Testing

@testable import PortableUIMacrosKit

/// `#Preview`'s expansion, checked against the shape Apple's macro gives (a uniquely named
/// type conforming to PreviewRegistry that builds the Preview from the same arguments).
struct PreviewMacroExpansionTests {
    let discriminator = "$s6Client0015mainswift_tzEGbfMX1_0_33_C375EF8CAE3C765BC94B6C98E179817DLl7PreviewfMf_"

    func expand(_ source: String) throws -> String {
        try PreviewMacroExpansion.expand(source, fileID: "Client/View.swift", line: 4, column: 12, discriminator: discriminator)
    }

    /// swift-syntax's `makeUniqueName`: discriminator, name length, name, `fMu_`.
    @Test func uniqueNameFollowsMakeUniqueName() {
        #expect(
            PreviewMacroExpansion.uniqueName("PreviewRegistry", discriminator: "$sX")
                == "$sX15PreviewRegistryfMu_")
    }

    @Test(arguments: [
        ("\n#Preview { Text(\"a\") }", "PortableUICore.Preview(body: PortableUICore.Preview._body {\n Text(\"a\") \n})"),
        (
            "\n#Preview(\"Named\") { Text(\"a\") }",
            "PortableUICore.Preview(\"Named\", body: PortableUICore.Preview._body {\n Text(\"a\") \n})"
        ),
        (
            "\n#Preview(\"N\", traits: .sizeThatFitsLayout, .landscapeLeft) { V() }",
            "PortableUICore.Preview(\"N\", traits: .sizeThatFitsLayout, .landscapeLeft, body: PortableUICore.Preview._body {\n V() \n})"
        ),
        (
            "\n#Preview(traits: .fixedLayout(width: 200, height: 100)) { V() }",
            "PortableUICore.Preview(traits: .fixedLayout(width: 200, height: 100), body: PortableUICore.Preview._body {\n V() \n})"
        ),
        ("\n#Preview(body: { V() })", "PortableUICore.Preview(body: PortableUICore.Preview._body {\n V() \n})"),
        ("\n#Preview() { V() }", "PortableUICore.Preview(body: PortableUICore.Preview._body {\n V() \n})"),
    ])
    func passesArgumentsAndBody(_ source: String, _ call: String) throws {
        let expansion = try expand(source)
        #expect(expansion.contains(call))
        #expect(expansion.hasPrefix("struct \(discriminator)15PreviewRegistryfMu_: PortableUICore.PreviewRegistry {"))
    }

    /// The location is the `#`'s, after the leading trivia the compiler includes in the text.
    @Test func recordsTheMacrosFileLineAndColumn() throws {
        let expansion = try expand("\n\n   #Preview { V() }")
        #expect(expansion.contains("static let fileID: String = \"Client/View.swift\""))
        #expect(expansion.contains("static let line: Int = 6"))
        #expect(expansion.contains("static let column: Int = 4"))
    }

    @Test func previewableDeclarationsBecomeAViewsProperties() throws {
        let expansion = try expand(
            """

            #Preview {
                @Previewable @State var isOn = true
                @Previewable @State var items = [
                    "a", "b",
                ]; @Previewable @State var name = "x"
                Toggle("Wi-Fi", isOn: $isOn)
                    .padding()
            }
            """)
        #expect(expansion.contains("struct __P_Previewable_Transform_Wrapper: PortableUICore.View {"))
        #expect(expansion.contains("@State var isOn = true\n@State var items = [\n        \"a\", \"b\",\n    ]\n@State var name = \"x\""))
        #expect(expansion.contains("var body: some PortableUICore.View {\nToggle(\"Wi-Fi\", isOn: $isOn)\n        .padding()"))
        #expect(expansion.contains("Preview._body {\n__P_Previewable_Transform_Wrapper()\n}"))
        #expect(!expansion.contains("@Previewable"))
    }

    @Test func bodyWithoutPreviewableIsLeftAlone() throws {
        let expansion = try expand("\n#Preview {\n    @State var x = 1\n    Text(\"\\(x)\")\n}")
        #expect(!expansion.contains("__P_Previewable_Transform_Wrapper"))
        #expect(expansion.contains("@State var x = 1"))
    }

    @Test func fileIDIsEscapedAsAStringLiteral() {
        #expect(PreviewMacroExpansion.stringLiteral("a\"b\\c") == "\"a\\\"b\\\\c\"")
    }

    @Test(arguments: ["\n#Preview", "\n#Preview(\"x\")", "\n#Preview { V()", "\n#Preview(\"x\" { V() }"])
    func missingOrUnbalancedBodyIsADiagnostic(_ source: String) {
        #expect(throws: MacroExpansionError.self) { try expand(source) }
    }
}
