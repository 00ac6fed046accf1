import Testing

@testable import PortableUIMacrosKit

/// `@Entry`'s two expansions (accessors and the key type beside the property), in each
/// collection it works in, as Apple's documentation describes them.
struct EntryMacroExpansionTests {
    typealias Collection = EntryMacroExpansion.Collection

    @Test func accessorsReadAndWriteThroughTheKey() throws {
        let accessors = try EntryMacroExpansion.accessors("@Entry var accent: Color = .blue", in: .environmentValues)
        #expect(accessors.contains("get {\n        self[__Key_accent.self]\n    }"))
        #expect(accessors.contains("set {\n        self[__Key_accent.self] = newValue\n    }"))
        #expect(accessors.hasPrefix("{") && accessors.hasSuffix("}"))
    }

    @Test(arguments: [
        (Collection.environmentValues, "PortableUICore.EnvironmentKey"),
        (.transaction, "PortableUICore.TransactionKey"),
        (.containerValues, "PortableUICore.ContainerValueKey"),
    ])
    func keyConformsToTheCollectionsKeyProtocol(_ collection: Collection, _ keyProtocol: String) throws {
        let key = try EntryMacroExpansion.key("@Entry var count: Int = 1 + 2", in: collection)
        #expect(key.contains("private struct __Key_count: \(keyProtocol) {"))
        #expect(key.contains("typealias Value = Int"))
        #expect(key.contains("static var defaultValue: Value { 1 + 2 }"))
    }

    @Test(arguments: [
        ("/// Doc.\n@Entry public var tint: Color? = nil", "tint", "Color?", "nil"),
        ("@MainActor @Entry var `default`: [String: Int] = [:]", "default", "[String: Int]", "[:]"),
        ("@Entry var handler: (Int) -> Void = { _ in }", "handler", "(Int) -> Void", "{ _ in }"),
        ("@Entry var maybe: Optional<Int>", "maybe", "Optional<Int>", "nil"),
        ("@Entry private(set) var x: Int = 0", "x", "Int", "0"),
    ])
    func readsTheDeclaration(_ declaration: String, _ name: String, _ type: String, _ value: String) throws {
        let key = try EntryMacroExpansion.key(declaration, in: .environmentValues)
        #expect(key.contains("struct __Key_\(name):"))
        #expect(key.contains("typealias Value = \(type)\n"))
        #expect(key.contains("static var defaultValue: Value { \(value) }"))
    }

    @Test func focusedValuesKeyHasTheWrappedTypeAndNoDefault() throws {
        let key = try EntryMacroExpansion.key("@Entry var selection: Binding<String>?", in: .focusedValues)
        #expect(key.contains("private struct __Key_selection: PortableUICore.FocusedValueKey {"))
        #expect(key.contains("typealias Value = Binding<String>\n"))
        #expect(!key.contains("defaultValue"))
    }

    @Test(arguments: [
        ("@Entry let x: Int = 0", Collection.environmentValues),
        ("@Entry var x = 0", .environmentValues),
        ("@Entry var x: Int", .environmentValues),
        ("@Entry var x: Int { 0 }", .environmentValues),
        ("@Entry var x: Int = 0", .focusedValues),
    ])
    func invalidDeclarationsAreDiagnostics(_ declaration: String, _ collection: Collection) {
        #expect(throws: MacroExpansionError.self) { try EntryMacroExpansion.key(declaration, in: collection) }
    }

    @Test(arguments: [
        ("extension EnvironmentValues {}", Collection.environmentValues),
        ("extension SwiftUI.Transaction {\n}", .transaction),
        ("@available(iOS 18, *) extension ContainerValues {}", .containerValues),
        ("public extension FocusedValues {}", .focusedValues),
    ])
    func findsTheCollectionFromTheExtension(_ source: String, _ collection: Collection) {
        #expect(Collection(extensionSource: source) == collection)
    }

    @Test func otherExtensionsAreNoCollection() {
        #expect(Collection(extensionSource: "extension String {}") == nil)
        #expect(Collection(extensionSource: "struct EnvironmentValues {}") == nil)
    }
}
