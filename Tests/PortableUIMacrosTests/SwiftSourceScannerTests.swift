import Testing

@testable import PortableUIMacrosKit

/// The scanner must find the bracket that closes an opening one whatever strings and comments
/// hold between them: each case's text has its closing bracket last.
struct SwiftSourceScannerTests {
    @Test(arguments: [
        "{ Text(\"}\") }",
        "{ Text(\"\\(count) }\") }",
        "{ Text(\"\\(\"nested }\") )\") }",
        "{ Text(#\"a \" } b\"#) }",
        "{ Text(##\"a \"# } b\"##) }",
        "{ Text(\"\"\"\n  } \" \"\n  \"\"\") }",
        "{ // } in a line comment\n }",
        "{ /* } /* nested } */ } */ }",
        "{ [1, 2].map { $0 } }",
        "{ Text(\"\\\\\") }",
    ])
    func matchingCloseSkipsStringsAndComments(_ text: String) {
        let scanner = SwiftSourceScanner(text)
        #expect(scanner.matchingClose(of: 0) == scanner.bytes.count - 1)
    }

    @Test func unbalancedTextHasNoClose() {
        #expect(SwiftSourceScanner("{ Text(\"a\")").matchingClose(of: 0) == nil)
        #expect(SwiftSourceScanner("{ \"unterminated }").matchingClose(of: 0) == nil)
    }

    @Test func splitsArgumentsAtTopLevelCommasOnly() {
        let scanner = SwiftSourceScanner("\"a, b\", traits: .fixedLayout(width: 1, height: 2), [1, 2]")
        let parts = scanner.splitTopLevel(0..<scanner.bytes.count).map(scanner.trimmedText)
        #expect(parts == ["\"a, b\"", "traits: .fixedLayout(width: 1, height: 2)", "[1, 2]"])
    }

    @Test func positionCountsLinesAndCharacters() {
        let scanner = SwiftSourceScanner("\n\n  é#x")
        let pound = scanner.bytes.firstIndex(of: UInt8(ascii: "#"))!
        #expect(scanner.position(of: pound, startLine: 10, startColumn: 5) == (12, 4))
    }
}
