/// A key for accessing values in a transaction.
///
/// ```swift
/// extension Transaction {
///     @Entry var isUndo = false
/// }
/// ```
public protocol TransactionKey {
    /// The associated type representing the type of the transaction key's value.
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Self.Value { get }
}

extension Transaction {
    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
