import Foundation

/// The geometry of a graph's matched-geometry groups (``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``),
/// kept across layout passes.
///
/// Rules:
/// 1. A source placed records its frame (window coordinates) under its group's key.
/// 2. A source placed for the first time in a group whose previous source has left the
///    hierarchy is an insertion matched with that removal: its content animates from the
///    frame the removed source was shown at (``LayoutNode/matchedInsertionFrame``), and the
///    removed source, if it departs with a transition, moves on towards the new source's
///    frame (``ViewGraph/redirectDeparture(holding:onto:at:)``).
/// 3. A view that is not the source reads the source's frame and is remembered as a reader
///    of it; a reader that read a frame the source no longer has (it was placed before its
///    source in the pass) is stale: the graph places it again after the pass.
/// 4. After each pass, groups whose source has left the hierarchy are forgotten (a matched
///    insertion happens in the update of the removal, as in SwiftUI).
@MainActor
final class MatchedGeometryRegistry {
    private struct Source {
        weak var effect: LayoutNode?
        weak var content: LayoutNode?
        var frame: CGRect

        /// Whether the source's view has left the hierarchy (a node no longer a subview).
        var isGone: Bool { effect?.layoutParent == nil }
    }

    private struct Reader {
        weak var effect: LayoutNode?
        /// The source's frame it read (nil: there was no source).
        var frame: CGRect?
    }

    private var sources: [MatchedGeometryKey: Source] = [:]
    private var readers: [MatchedGeometryKey: [ObjectIdentifier: Reader]] = [:]

    // Rules 1-2
    func placeSource(_ key: MatchedGeometryKey, effect: LayoutNode, content: LayoutNode, frame: CGRect) {
        if let previous = sources[key], previous.effect !== effect, previous.isGone, !content.hasBeenPlaced {
            let time = LayoutPass.current.time
            content.matchedInsertionFrame = previous.content?.presentationFrame(at: time) ?? previous.frame
            if let removed = previous.content {
                LayoutPass.current.graph?.redirectDeparture(holding: removed, onto: frame, at: time)
            }
        }
        sources[key] = Source(effect: effect, content: content, frame: frame)
    }

    // Rule 3
    func sourceFrame(_ key: MatchedGeometryKey, reader: LayoutNode?) -> CGRect? {
        let frame = sources[key].flatMap { $0.isGone ? nil : $0.frame }
        if let reader { readers[key, default: [:]][ObjectIdentifier(reader)] = Reader(effect: reader, frame: frame) }
        return frame
    }

    /// The readers that read a frame their source no longer has (rule 3); each is invalidated
    /// so that the next placement places it again.
    func invalidateStaleReaders() -> Bool {
        var found = false
        for (key, group) in readers {
            let frame = sources[key].flatMap { $0.isGone ? nil : $0.frame }
            for (id, reader) in group {
                guard let effect = reader.effect, effect.layoutParent != nil else {
                    readers[key]?[id] = nil
                    continue
                }
                if frame != reader.frame {
                    effect.invalidateLayout()
                    found = true
                }
            }
        }
        return found
    }

    // Rule 4
    func forgetDepartedSources() {
        sources = sources.filter { !$0.value.isGone }
        readers = readers.filter { !$0.value.isEmpty }
    }
}
