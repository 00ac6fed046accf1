import Foundation

/// The rows of a table as a collection read by position: each segment (a `TableRow`, a
/// `ForEach`'s data) gives its values only when asked, so a table built over a million
/// values creates the few its visible rows show.
public struct _TableRows<Value: Identifiable>: RandomAccessCollection {
    private struct Segment {
        let start: Int
        let count: Int
        let value: (Int) -> Value
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
                segments.append(Segment(start: start, count: segment.count, value: segment.value))
                start += segment.count
            }
        }
        self.segments = segments
        endIndex = start
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
