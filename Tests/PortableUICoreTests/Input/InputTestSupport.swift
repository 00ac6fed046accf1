import Foundation
@testable import PortableUICore

/// Records what handlers saw, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

let window = CGSize(width: 200, height: 200)

extension CGPoint {
    init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}

@MainActor
func hitIdentifiers<V: View>(_ host: ViewHost<V>, at point: CGPoint) -> [String] {
    host.layoutIfNeeded()
    return HitTesting.chain(at: point, root: host.graph.root).compactMap(\.accessibilityIdentifier)
}

/// "x,y" with the shortest decimal forms.
func fmt(_ point: CGPoint) -> String {
    func short(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
    return "\(short(point.x)),\(short(point.y))"
}
