import Foundation
import Testing
@testable import PortableUICore

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` as Apple's documentation of
/// `MutableCollection.move(fromOffsets:toOffset:)` and `onMove(perform:)` describes them:
/// the destination is an offset before the move, and moved elements keep their order.
struct CollectionOffsetsTests {
    @Test(arguments: [
        (IndexSet(), "abcde"),
        (IndexSet([0]), "bcde"),
        (IndexSet([4]), "abcd"),
        (IndexSet([1, 3]), "ace"),
        (IndexSet(0..<5), ""),
        (IndexSet([0, 2, 4]), "bd"),
    ])
    func removeAtOffsets(offsets: IndexSet, expected: String) {
        var letters = Array("abcde")
        letters.remove(atOffsets: offsets)
        #expect(String(letters) == expected)
    }

    @Test(arguments: [
        // Dragging "a" below "b": the destination is the offset of "c" before the move.
        (IndexSet([0]), 2, "bacde"),
        (IndexSet([0]), 0, "abcde"),
        (IndexSet([0]), 1, "abcde"),
        (IndexSet([4]), 0, "eabcd"),
        (IndexSet([0]), 5, "bcdea"),
        (IndexSet([1, 3]), 0, "bdace"),
        (IndexSet([1, 3]), 5, "acebd"),
        (IndexSet([0, 4]), 2, "baecd"),
        (IndexSet([2]), 3, "abcde"),
        (IndexSet(), 3, "abcde"),
    ])
    func moveFromOffsets(source: IndexSet, destination: Int, expected: String) {
        var letters = Array("abcde")
        letters.move(fromOffsets: source, toOffset: destination)
        #expect(String(letters) == expected)
    }

    @Test func worksOnOtherCollections() {
        var slice = ContiguousArray([1, 2, 3, 4])
        slice.move(fromOffsets: [3], toOffset: 0)
        #expect(Array(slice) == [4, 1, 2, 3])
        slice.remove(atOffsets: [0, 1])
        #expect(Array(slice) == [2, 3])
    }

    @Test func offsetsPastTheEndAreIgnoredWithADiagnostic() {
        var letters = Array("abc")
        let start = Diagnostics.count
        letters.remove(atOffsets: [1, 7])
        #expect(String(letters) == "ac")
        letters.move(fromOffsets: [0, 9], toOffset: 40)
        #expect(String(letters) == "ca")
        #expect(Diagnostics.messages(since: start).count == 3)
    }
}
