import Foundation
import PortableUICore

/// The `EditableText` interface of a text field: an assistive technology replaces, inserts
/// and deletes characters (offsets count characters, clamped to the text; an end of -1 is the
/// text's end) and copies, cuts and pastes through the window's clipboard. Edits go through
/// the field's editor, so they reach its binding and can be undone.
extension ATSPIObject {
    func editableTextMethod(_ member: String, _ call: [DBusValue]) -> Answer? {
        guard case .element(_, let element) = target else { return nil }
        switch member {
        case "SetTextContents":
            return .effect(.replaceText(element, 0..<characters.count, call.string(0) ?? ""))
        case "InsertText":
            // (position, text, length): the first `length` characters of the text.
            let text = call.string(1) ?? ""
            let length = call.integer(2)
            let inserted = length >= 0 && length < text.count ? String(text.prefix(length)) : text
            return .effect(.replaceText(element, insertionRange(call.integer(0)), inserted))
        case "DeleteText":
            return .effect(.replaceText(element, range(call.integer(0), call.integer(1)), ""))
        case "CopyText":
            return .effect(.copyText(string(range(call.integer(0), call.integer(1)))))
        case "CutText":
            let cut = range(call.integer(0), call.integer(1))
            return .effect(.cutText(element, cut, string(cut)))
        case "PasteText":
            return .effect(.pasteText(element, at: insertionRange(call.integer(0)).lowerBound))
        case "SetTextAttributes":
            return .values([.boolean(false)])
        default:
            return nil
        }
    }

    /// The empty range at `offset`, clamped to the text.
    private func insertionRange(_ offset: Int) -> Range<Int> {
        let clamped = Swift.max(0, Swift.min(offset, characters.count))
        return clamped..<clamped
    }
}

extension ATSPIObject.Effect {
    /// Whether the method's reply is whether it was done (all but `CopyText`, which replies
    /// nothing).
    var repliesWithSuccess: Bool {
        if case .copyText = self { return false }
        return true
    }

    /// Performs the effect on `host`; returns whether it was done.
    @MainActor
    func perform(on host: any WindowContent) -> Bool {
        switch self {
        case .action(let name, let element):
            return host.performAccessibilityAction(named: name, on: element)
        case .focus(let element):
            return host.moveKeyboardFocus(to: element)
        case .replaceText(let element, let range, let text):
            return host.replaceText(in: element, range: range, with: text)
        case .copyText(let text):
            host.clipboard.string = text
            return true
        case .cutText(let element, let range, let text):
            guard host.replaceText(in: element, range: range, with: "") else { return false }
            host.clipboard.string = text
            return true
        case .pasteText(let element, let offset):
            guard let text = host.clipboard.string else { return false }
            return host.replaceText(in: element, range: offset..<offset, with: text)
        }
    }
}
