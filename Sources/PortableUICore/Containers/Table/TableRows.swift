import Foundation
import UniformTypeIdentifiers

/// The rows of a table as a collection read by position: each segment (a `TableRow`, a
/// `ForEach`'s data) gives its values only when asked, so a table built over a million
/// values creates the few its visible rows show.
public struct _TableRows<Value: Identifiable>: RandomAccessCollection {
    private struct Segment {
        let start: Int
        let count: Int
        let value: (Int) -> Value
        /// The insert action of the run the segment belongs to (`onInsert(of:perform:)`).
        var insert: RowInsertAction? = nil
    }

    private let segments: [Segment]
    public let endIndex: Int
    public var startIndex: Int { 0 }

    init(count: Int, value: @escaping (Int) -> Value) {
        segments = [Segment(start: 0, count: count, value: value)]
        endIndex = count
    }

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Value {
        self.init(count: data.count) { data[data.index(data.startIndex, offsetBy: $0)] }
    }

    init(concatenating parts: [_TableRows<Value>]) {
        var segments: [Segment] = []
        var start = 0
        for part in parts {
            for segment in part.segments where segment.count > 0 {
                segments.append(Segment(start: start, count: segment.count, value: segment.value, insert: segment.insert))
                start += segment.count
            }
        }
        self.segments = segments
        endIndex = start
    }

    /// These rows as one run with `action` as its insert action (an outer action replaces
    /// an inner one, as in a list).
    func withInsertAction(_ action: RowInsertAction) -> _TableRows {
        _TableRows(segments: segments.map { segment in
            var run = segment
            run.insert = action
            return run
        }, endIndex: endIndex)
    }

    private init(segments: [Segment], endIndex: Int) {
        self.segments = segments
        self.endIndex = endIndex
    }

    /// The rows' insert actions as one, for the table's list: items dropped at an offset go
    /// to the action of the run that offset is in (the run starting there first; a run's
    /// end counts as in it), at the offset within that run, with the item providers of the
    /// types that run supports. Nil when no run has an action.
    var insertAction: RowInsertAction? {
        let runs = segments.filter { $0.insert != nil }
        guard !runs.isEmpty else { return nil }
        var types: [UTType] = []
        for run in runs { types += run.insert?.contentTypes.filter { !types.contains($0) } ?? [] }
        return RowInsertAction(contentTypes: types) { offset, providers in
            let run = runs.first { $0.start == offset } ?? runs.first { $0.start <= offset && offset <= $0.start + $0.count }
            guard let run, let action = run.insert else { return }
            let accepted = providers.filter { provider in
                action.contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
            }
            guard !accepted.isEmpty else { return }
            action.action(offset - run.start, accepted)
        }
    }

    /// The value of the row at `position` (a binary search of the segments).
    func value(at position: Int) -> Value {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return segment.value(position - segment.start)
    }

    public subscript(position: Int) -> _TableRowItem<Value> {
        _TableRowItem(index: position, value: value(at: position))
    }
}

/// A row of a table: its value and its position (which alternating backgrounds read).
public struct _TableRowItem<Value: Identifiable>: Identifiable {
    let index: Int
    let value: Value
    public var id: Value.ID { value.id }
}
