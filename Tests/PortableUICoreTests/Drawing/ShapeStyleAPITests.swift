import Foundation
import Testing
@testable import PortableUICore

/// SwiftUI spellings of shapes and styles compile and draw what they say.
@MainActor
struct ShapeStyleAPITests {
    private func firstFill<V: View>(_ view: V) -> (Path, DisplayList.Paint)? {
        for item in ViewHost(view, size: CGSize(width: 100, height: 100)).displayList().items {
            if case .fill(let path, let paint, _) = item { return (path, paint) }
        }
        return nil
    }

    @Test func backgroundAcceptsStylesAndViews() {
        #expect(firstFill(Color.clear.frame(width: 10, height: 10).background(.blue))?.1 == .color(.blue))
        #expect(firstFill(Color.clear.frame(width: 10, height: 10).background(Color.red))?.1 == .color(.red))
        let capsule = firstFill(Color.clear.frame(width: 40, height: 10).background(.green, in: .capsule))
        #expect(capsule?.1 == .color(.green))
        #expect(capsule?.0.contains(CGPoint(x: 30.5, y: 45.5)) == false)
    }

    @Test func staticShapeMembers() {
        let view = Color.red.frame(width: 20, height: 20).clipShape(.rect(cornerRadius: 4))
        guard case .group(.clip(let path, _), _) = ViewHost(view, size: CGSize(width: 100, height: 100)).displayList().items.first
        else {
            Issue.record("expected a clip")
            return
        }
        #expect(!path.contains(CGPoint(x: 40.2, y: 40.2)) && path.contains(CGPoint(x: 50, y: 50)))
        _ = Color.red.clipShape(.circle)
        _ = Color.red.clipShape(.rect(topLeadingRadius: 3))
        _ = Color.red.background(.tint, in: .rect(cornerRadius: 6, style: .circular))
    }
}
