import Foundation
import PortableUIMacrosKit

/// The macro plugin executable the compiler runs for `#Preview`, `@Previewable` and `@Entry`.
/// It depends on nothing but Foundation (not on swift-syntax, which a package cannot use
/// from the toolchain without unsafe flags, and cannot fetch), so that a package depending on
/// PortableUI by path or by URL builds it with plain `swift build`.
@main
enum PortableUIMacrosPlugin {
    static func main() {
        let messages = CompilerPluginMessages()
        let input = FileHandle.standardInput
        let output = FileHandle.standardOutput
        while let header = read(8, from: input) {
            let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            guard length < UInt64(Int32.max), let body = read(Int(length), from: input) else {
                FileHandle.standardError.write(Data("PortableUIMacros: truncated message from the compiler\n".utf8))
                exit(1)
            }
            output.write(messages.answer(frame: body))
        }
    }

    /// Exactly `count` bytes, or `nil` at the end of the input.
    private static func read(_ count: Int, from handle: FileHandle) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = handle.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
