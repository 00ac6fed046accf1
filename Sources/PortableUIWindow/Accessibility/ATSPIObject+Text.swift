import Foundation
import PortableUICore

/// The `Text` interface of a text field: its value is the text, offsets count characters,
/// and the caret is where editing is (at the end of a field not being edited).
extension ATSPIObject {
    var characters: [Character] {
        guard case .element(_, let element) = target else { return [] }
        return Array(element.value ?? "")
    }

    private var caretOffset: Int {
        guard case .element(_, let element) = target else { return 0 }
        return element.caretOffset ?? characters.count
    }

    var textProperties: [(String, DBusValue)] {
        [("CharacterCount", .int32(Int32(characters.count))), ("CaretOffset", .int32(Int32(caretOffset)))]
    }

    /// `start..<end` clamped to the text; an end of -1 means the text's end.
    func range(_ start: Int, _ end: Int) -> Range<Int> {
        let count = characters.count
        let upper = end < 0 ? count : Swift.min(end, count)
        let lower = Swift.max(0, Swift.min(start, upper))
        return lower..<upper
    }

    func string(_ range: Range<Int>) -> String {
        String(characters[range])
    }

    /// The word around `offset` (letters and digits), or the character there when it is none.
    private func word(at offset: Int) -> Range<Int> {
        let text = characters
        guard offset >= 0, offset < text.count else { return range(offset, offset) }
        let isWord = { (c: Character) in c.isLetter || c.isNumber }
        guard isWord(text[offset]) else { return offset..<(offset + 1) }
        var lower = offset, upper = offset
        while lower > 0, isWord(text[lower - 1]) { lower -= 1 }
        while upper < text.count, isWord(text[upper]) { upper += 1 }
        return lower..<upper
    }

    /// The piece of text at `offset` for an AT-SPI granularity (0 character, 1 word, larger:
    /// the whole field, which has one line).
    private func piece(at offset: Int, granularity: Int) -> Range<Int> {
        switch granularity {
        case 0: return range(offset, offset + 1)
        case 1: return word(at: offset)
        default: return range(0, -1)
        }
    }

    private func pieceValues(_ range: Range<Int>) -> [DBusValue] {
        [.string(string(range)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))]
    }

    func textMethod(_ member: String, _ call: [DBusValue]) -> [DBusValue]? {
        switch member {
        case "GetText":
            return [.string(string(range(call.integer(0), call.integer(1))))]
        case "GetCharacterAtOffset":
            let offset = call.integer(0)
            let scalar = characters.indices.contains(offset) ? characters[offset].unicodeScalars.first?.value ?? 0 : 0
            return [.int32(Int32(bitPattern: scalar))]
        case "GetStringAtOffset":
            return pieceValues(piece(at: call.integer(0), granularity: call.integer(1)))
        case "GetTextAtOffset":
            // Boundary types: 0 character, 1–2 word, 3–6 sentence and line.
            let boundary = call.integer(1)
            return pieceValues(piece(at: call.integer(0), granularity: boundary == 0 ? 0 : boundary <= 2 ? 1 : 3))
        case "GetTextBeforeOffset", "GetTextAfterOffset":
            return pieceValues(range(0, 0))
        case "GetNSelections": return [.int32(0)]
        case "GetSelection": return [.int32(0), .int32(0)]
        case "SetCaretOffset", "AddSelection", "RemoveSelection", "SetSelection": return [.boolean(false)]
        case "GetCharacterExtents", "GetRangeExtents":
            let e = extents(call.integer(member == "GetCharacterExtents" ? 1 : 2))
            return [.int32(e.x), .int32(e.y), .int32(e.width), .int32(e.height)]
        case "GetAttributeRun", "GetAttributes":
            return [.stringDictionary([]), .int32(0), .int32(Int32(characters.count))]
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return [.stringDictionary([])]
        default: return nil
        }
    }
}
