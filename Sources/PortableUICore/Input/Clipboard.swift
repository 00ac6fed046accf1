import Foundation

/// Where text fields copy text to and paste text from, and where `copyable`, `cuttable`,
/// `pasteDestination` and `PasteButton` exchange transferable items. A headless host keeps it
/// in memory; the window host connects its text to the system clipboard.
///
/// Items copied in this process are kept as they are (no conversion) alongside their text,
/// as long as the clipboard's text is still the text they were written with: once another
/// application (or a text field) changes it, a paste reads the text.
@MainActor
public final class Clipboard {
    private let read: @MainActor () -> String?
    private let write: @MainActor (String?) -> Void
    /// The items last copied in this process, with the text written for them.
    private var copied: (items: [TransferItem], text: String?)?

    /// A clipboard that reads and writes through the given functions.
    public init(read: @escaping @MainActor () -> String?, write: @escaping @MainActor (String?) -> Void) {
        self.read = read
        self.write = write
    }

    /// A clipboard that keeps its text in memory.
    public static func inMemory() -> Clipboard {
        var stored: String?
        return Clipboard(read: { stored }, write: { stored = $0 })
    }

    /// The text on the clipboard.
    public var string: String? {
        get { read() }
        set {
            copied = nil
            write(newValue)
        }
    }

    /// Puts `items` on the clipboard; its text becomes the items' text values, one a line
    /// (nil when none is text).
    func write(items: [TransferItem]) {
        let texts = items.compactMap { $0.value as? String }
        let text = texts.isEmpty ? nil : texts.joined(separator: "\n")
        write(text)
        copied = (items, text)
    }

    /// What a paste receives: the items copied in this process while the text is still
    /// theirs, else the text as one item, else nothing.
    var items: [TransferItem] {
        let text = read()
        if let copied, copied.text == text { return copied.items }
        return text.map { [TransferItem(text: $0)] } ?? []
    }
}
