import CDBus

/// A D-Bus value with its type: what the accessibility bridge reads from method calls and
/// writes into replies and signals.
///
/// The type codes are D-Bus's (`s`, `i`, `(so)`, `a{sv}`…); an empty array carries its
/// element signature, as the wire format needs it.
indirect enum DBusValue: Equatable, Sendable {
    case boolean(Bool)
    /// A byte (`y`): the file chooser portal's paths are byte arrays.
    case byte(UInt8)
    case int16(Int16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case array(elementSignature: String, [DBusValue])
    case structure([DBusValue])
    case dictEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The value's D-Bus signature.
    var signature: String {
        switch self {
        case .boolean: "b"
        case .byte: "y"
        case .int16: "n"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    /// A string-to-string dictionary (`a{ss}`).
    static func stringDictionary(_ pairs: [(String, String)]) -> DBusValue {
        .array(elementSignature: "{ss}", pairs.map { .dictEntry(.string($0.0), .string($0.1)) })
    }

    /// An empty string-to-variant dictionary (`a{sv}`).
    static let emptyProperties = DBusValue.array(elementSignature: "{sv}", [])

    /// The string inside, if this is a string or an object path.
    var stringValue: String? {
        switch self {
        case .string(let string), .objectPath(let string): string
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// The boolean inside, if this is a boolean.
    var boolValue: Bool? {
        switch self {
        case .boolean(let value): value
        case .variant(let inner): inner.boolValue
        default: nil
        }
    }

    /// The number inside, if this is a number.
    var numberValue: Double? {
        switch self {
        case .int16(let n): Double(n)
        case .int32(let n): Double(n)
        case .uint32(let n): Double(n)
        case .int64(let n): Double(n)
        case .double(let n): n
        case .variant(let inner): inner.numberValue
        default: nil
        }
    }
}

// MARK: Writing and reading messages

extension DBusValue {
    /// The D-Bus type code of a single-character signature.
    static func typeCode(_ character: Character) -> Int32 {
        Int32(character.asciiValue ?? 0)
    }

    /// Appends the value to a message being written through `iterator`.
    func append(to iterator: inout DBusMessageIter) {
        switch self {
        case .boolean(let value): appendBasic(dbus_bool_t(value ? 1 : 0), "b", &iterator)
        case .byte(let value): appendBasic(value, "y", &iterator)
        case .int16(let value): appendBasic(value, "n", &iterator)
        case .int32(let value): appendBasic(value, "i", &iterator)
        case .uint32(let value): appendBasic(value, "u", &iterator)
        case .int64(let value): appendBasic(value, "x", &iterator)
        case .double(let value): appendBasic(value, "d", &iterator)
        case .string(let value): appendString(value, "s", &iterator)
        case .objectPath(let value): appendString(value, "o", &iterator)
        case .array(let element, let values):
            appendContainer("a", element, values, &iterator)
        case .structure(let fields):
            appendContainer("r", nil, fields, &iterator)
        case .dictEntry(let key, let value):
            appendContainer("e", nil, [key, value], &iterator)
        case .variant(let inner):
            appendContainer("v", inner.signature, [inner], &iterator)
        }
    }

    private func appendBasic<T>(_ value: T, _ code: Character, _ iterator: inout DBusMessageIter) {
        var value = value
        _ = dbus_message_iter_append_basic(&iterator, Self.typeCode(code), &value)
    }

    /// Appends a string; D-Bus refuses strings that are not valid UTF-8 or hold NUL.
    private func appendString(_ string: String, _ code: Character, _ iterator: inout DBusMessageIter) {
        let clean = string.replacingOccurrences(of: "\0", with: "")
        clean.withCString { pointer in
            var pointer: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(&iterator, Self.typeCode(code), &pointer)
        }
    }

    private func appendContainer(
        _ code: Character, _ contained: String?, _ values: [DBusValue], _ iterator: inout DBusMessageIter
    ) {
        var child = DBusMessageIter()
        let opened: dbus_bool_t =
            if let contained {
                contained.withCString { dbus_message_iter_open_container(&iterator, Self.typeCode(code), $0, &child) }
            } else {
                dbus_message_iter_open_container(&iterator, Self.typeCode(code), nil, &child)
            }
        guard opened != 0 else { return }
        for value in values { value.append(to: &child) }
        _ = dbus_message_iter_close_container(&iterator, &child)
    }

    /// The values from `iterator` to the end of its container.
    static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != 0 {
            if let value = read(&iterator) { values.append(value) }
            if dbus_message_iter_next(&iterator) == 0 { break }
        }
        return values
    }

    /// The value at `iterator` (nil for the types the bridge never receives: bytes, handles).
    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let code = dbus_message_iter_get_arg_type(&iterator)
        var basic = DBusBasicValue()
        switch code {
        case typeCode("b"), typeCode("n"), typeCode("i"), typeCode("u"), typeCode("x"), typeCode("d"),
            typeCode("s"), typeCode("o"):
            dbus_message_iter_get_basic(&iterator, &basic)
            return basicValue(code, basic)
        case typeCode("a"), typeCode("r"), typeCode("e"), typeCode("v"):
            var child = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &child)
            let values = readAll(&child)
            switch code {
            case typeCode("a"):
                let signature = dbus_message_iter_get_signature(&iterator).map { pointer in
                    defer { dbus_free(pointer) }
                    return String(String(cString: pointer).dropFirst())
                }
                return .array(elementSignature: signature ?? "", values)
            case typeCode("v"): return values.first.map { .variant($0) }
            case typeCode("e") where values.count == 2: return .dictEntry(values[0], values[1])
            default: return .structure(values)
            }
        default:
            return nil
        }
    }

    private static func basicValue(_ code: Int32, _ basic: DBusBasicValue) -> DBusValue? {
        switch code {
        case typeCode("b"): .boolean(basic.bool_val != 0)
        case typeCode("n"): .int16(basic.i16)
        case typeCode("i"): .int32(basic.i32)
        case typeCode("u"): .uint32(basic.u32)
        case typeCode("x"): .int64(Int64(basic.i64))
        case typeCode("d"): .double(basic.dbl)
        case typeCode("s"): basic.str.map { .string(String(cString: $0)) }
        case typeCode("o"): basic.str.map { .objectPath(String(cString: $0)) }
        default: nil
        }
    }
}
