import Foundation
@_spi(Testing) import PortableUI

/// What elements need of the host they were found in, whatever its content type: the trees to
/// search and the events to send.
@MainActor
protocol HostDriver: AnyObject {
    var accessibilityTree: AccessibilityNode { get }
    var placedViews: [PlacedViewSummary] { get }
    var time: Double { get }
    var isAnimating: Bool { get }
    func press(at point: CGPoint)
    func movePointer(to point: CGPoint)
    func release(at point: CGPoint)
    func tick(to time: Double)
    func type(_ text: String)
    @discardableResult func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool
    @discardableResult func scrollWheel(by delta: CGSize, at point: CGPoint) -> Bool
    @discardableResult func performAccessibilityAction(_ kind: AccessibilityActionKind, on element: AccessibilityNode) -> Bool
}

extension ViewHost: HostDriver {}
