/// Why a macro could not be expanded: a message for the compiler to show, at a position in
/// the macro's source text (a UTF-8 offset from its start).
public struct MacroExpansionError: Error, Equatable, Sendable {
    /// What is wrong, worded as the compiler shows it.
    public var message: String
    /// Where, as a UTF-8 offset into the expanded syntax's source text.
    public var offset: Int

    public init(_ message: String, at offset: Int = 0) {
        self.message = message
        self.offset = offset
    }
}
