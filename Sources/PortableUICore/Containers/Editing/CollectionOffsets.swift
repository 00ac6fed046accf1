import Foundation

// SwiftUI's collection helpers for `onDelete` and `onMove`: they come with SwiftUI, not
// Foundation. Offsets are positions counted from the collection's start. Offsets past the
// end are ignored with a diagnostic, where SwiftUI would trap.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    ///
    /// The remaining elements keep their order.
    ///
    /// - Complexity: O(*n*) where *n* is the length of the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let first = offsets.first else { return }
        let count = self.count
        if let last = offsets.last, last >= count {
            Diagnostics.report("remove(atOffsets:): offset \(last) is past the end of a collection of \(count); it is ignored.")
        }
        guard first < count else { return }
        // Move each kept element after the first removed one down over the removed ones.
        var write = index(startIndex, offsetBy: first)
        var read = index(after: write)
        var offset = first + 1
        while read != endIndex {
            if !offsets.contains(offset) {
                swapAt(write, read)
                formIndex(after: &write)
            }
            formIndex(after: &read)
            offset += 1
        }
        removeSubrange(write..<endIndex)
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering.
    ///
    /// `destination` is an offset in the collection before the move: the moved elements
    /// end up before the element that was at `destination` (at the end when it is the
    /// collection's count).
    ///
    /// - Complexity: O(*n*) where *n* is the length of the collection.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let count = self.count
        var source = source
        if let last = source.last, last >= count {
            Diagnostics.report("move(fromOffsets:toOffset:): offset \(last) is past the end of a collection of \(count); it is ignored.")
            source.remove(integersIn: count..<Swift.max(count, last + 1))
        }
        let target = Swift.min(Swift.max(destination, 0), count)
        if target != destination {
            Diagnostics.report("move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(count); \(target) is used.")
        }
        guard let first = source.first, let last = source.last else { return }
        // Only the elements between the first moved one (or the destination) and the last
        // moved one (or the destination) change places.
        let lower = Swift.min(first, target)
        let upper = Swift.max(last + 1, target)
        let start = index(startIndex, offsetBy: lower)
        let end = index(start, offsetBy: upper - lower)
        let elements = Array(self[start..<end])
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (position, element) in elements.enumerated() {
            let offset = lower + position
            if source.contains(offset) {
                moved.append(element)
            } else if offset < target {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = start
        for element in before + moved + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
