import Foundation
import UniformTypeIdentifiers

/// A system button that reads items from the clipboard and delivers them to a closure.
///
/// It is drawn as the platform's paste button (a button labelled Paste with the clipboard
/// symbol, styled by the environment's button style) and reads the host's clipboard when
/// pressed: items copied in this process arrive as they are; text from other applications is
/// converted through the payload type's `Transferable` representations.
public struct PasteButton: View {
    private let command: ClipboardCommand
    @Environment(\.clipboardSlot) private var slot

    /// Creates a Paste button that accepts items of `payloadType`; `onPaste` receives those
    /// on the clipboard (it does not run when there are none).
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        command = .paste(payloadType, action: onPaste, validator: { $0 })
    }

    /// Creates a Paste button that accepts the given content types; `payloadAction`
    /// receives item providers for the clipboard's items of those types.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        command = .paste { items in
            let fitting = items.filter { $0.conforms(toAnyOf: supportedContentTypes) }
            guard !fitting.isEmpty else { return false }
            payloadAction(fitting.map { $0.itemProvider() })
            return true
        }
    }

    public var body: some View {
        Button {
            if let slot { _ = command.run(with: slot.clipboard) }
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
    }
}
