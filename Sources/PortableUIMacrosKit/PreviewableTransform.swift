/// `@Previewable` in a `#Preview` body: the declarations it marks at the start of the body
/// become the properties of a view type made for the preview, whose body is the rest of the
/// preview's body, so that `@State` and other dynamic properties work as in a view:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// The type is declared inside the registry type of the expansion (not inside the preview's
/// closure, whose type would then contain a type declared within it), and the preview's body
/// becomes an instance of it. A body without `@Previewable` declarations is left as it is.
enum PreviewableTransform {
    /// The name of the view type made for a body with `@Previewable` declarations.
    static let wrapperName = "__P_Previewable_Transform_Wrapper"

    /// The body in `range` (between the closure's braces), transformed: the preview's body and
    /// the view type to declare beside it, if any.
    static func transform(_ scanner: SwiftSourceScanner, _ range: Range<Int>) -> (body: String, wrapper: String?) {
        var declarations: [String] = []
        var index = scanner.skipTrivia(from: range.lowerBound)
        while let end = previewableDeclarationEnd(scanner, at: index, in: range) {
            declarations.append(scanner.trimmedText(index + attribute.count..<end))
            index = end < range.upperBound && scanner.bytes[end] == UInt8(ascii: ";") ? end + 1 : end
            index = scanner.skipTrivia(from: index)
        }
        guard !declarations.isEmpty else { return (scanner.text(range), nil) }
        let rest = scanner.text(index..<range.upperBound)
        let wrapper = """
            struct \(wrapperName): PortableUICore.View {
            \(declarations.joined(separator: "\n"))
            var body: some PortableUICore.View {
            \(rest)
            }
            }
            """
        return ("\(wrapperName)()", wrapper)
    }

    private static let attribute = Array("@Previewable".utf8)

    /// The end of the `@Previewable` declaration at `index` (a newline or `;` outside
    /// brackets that no `.member` continues), or `nil` if none starts there.
    private static func previewableDeclarationEnd(_ scanner: SwiftSourceScanner, at index: Int, in range: Range<Int>)
        -> Int?
    {
        let bytes = scanner.bytes
        let afterAttribute = index + attribute.count
        guard afterAttribute <= range.upperBound, Array(bytes[index..<afterAttribute]) == attribute,
            afterAttribute == range.upperBound || !SwiftSourceScanner.isIdentifierByte(bytes[afterAttribute])
        else { return nil }
        var end = range.upperBound
        scanner.forEachCodeByte(in: afterAttribute..<range.upperBound) { position, byte, depth in
            guard depth == 0, byte == 0x0A || byte == UInt8(ascii: ";") else { return true }
            let next = scanner.skipTrivia(from: position + 1)
            if byte == 0x0A, next < range.upperBound, bytes[next] == UInt8(ascii: ".") { return true }
            end = position
            return false
        }
        return end
    }
}
