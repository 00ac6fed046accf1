import Foundation
import PortableUICore

/// Character offsets, as ``TextEngine`` counts them (the `Character`s of the runs, run after
/// run), against the paragraph's bytes. The paragraph must have been made
/// `recordingScalars`, so that runs whose characters were rewritten map exactly.
extension PangoParagraph {
    /// The byte where the character at `offset` starts; past the last character, the end of
    /// the bytes. Offsets below zero are the start.
    func byteOffset(ofCharacter offset: Int) -> Int {
        var found = bytes.count
        forEachCharacterStart { character, byte in
            guard character >= offset else { return true }
            found = byte
            return false
        }
        return found
    }

    /// The offset of the character whose bytes hold `byte` (the character count past the end).
    func characterOffset(ofByte byte: Int) -> Int {
        var found = 0
        var total = 0
        forEachCharacterStart { character, start in
            total = character + 1
            guard start <= byte else { return false }
            found = character
            return true
        }
        return byte >= bytes.count ? total : found
    }

    /// Calls `body` with the offset and first byte of each character in order, until it
    /// returns false.
    private func forEachCharacterStart(_ body: (Int, Int) -> Bool) {
        var character = 0
        for (index, run) in runs.enumerated() {
            let range = runRanges[index]
            let starts = scalarStarts[index]
            var scalar = 0
            for position in run.string.indices {
                let byte =
                    starts.map { scalar < $0.count ? $0[scalar] : range.upperBound }
                    ?? range.lowerBound + run.string.utf8.distance(from: run.string.startIndex, to: position)
                guard body(character, byte) else { return }
                scalar += run.string[position].unicodeScalars.count
                character += 1
            }
        }
    }
}
