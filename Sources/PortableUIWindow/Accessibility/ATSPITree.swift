import Foundation
import PortableUICore

/// A window's accessibility tree as AT-SPI addresses it: the application object at
/// `/org/a11y/atspi/accessible/root`, the window under it at `…/w` (the launch window, number
/// 0) or `…/w3` (the window numbered 3), and each element at its index path below the window
/// (`…/w_2_0` is the first child of the launch window's third child, `…/w3_2_0` the same in
/// window 3).
///
/// Rules: a window keeps its number while it is open and numbers are not reused, so an
/// object path never names an element of another window.
///
/// Paths name positions, so an element that moves to another position is another object to
/// assistive technologies; the bridge tells them what changed at each position
/// (``ATSPIEvents``).
struct ATSPITree {
    static let prefix = "/org/a11y/atspi/accessible/"
    static let applicationPath = prefix + "root"
    static let nullPath = "/org/a11y/atspi/null"

    /// The window element (``ViewHost/accessibilityTree``).
    let window: AccessibilityNode
    /// The bridge's unique name on the accessibility bus.
    let busName: String
    /// The window's top-left corner on the screen, in points.
    let screenOrigin: CGPoint
    /// The window's number among the app's windows (0 for the launch window).
    let number: Int
    /// The window's title: the name of its frame.
    let title: String
    /// Whether the window has the keyboard (the frame's `active` state).
    var isActive: Bool

    init(
        window: AccessibilityNode, busName: String, screenOrigin: CGPoint, number: Int = 0, title: String = "",
        isActive: Bool = true
    ) {
        self.window = window
        self.busName = busName
        self.screenOrigin = screenOrigin
        self.number = number
        self.title = title
        self.isActive = isActive
    }

    /// The object path of the element at `indexPath` in the window numbered `window`.
    static func path(_ indexPath: [Int], window: Int = 0) -> String {
        let head = window == 0 ? "w" : "w\(window)"
        return prefix + ([head] + indexPath.map(String.init)).joined(separator: "_")
    }

    /// The object path of the element at `indexPath` in this window.
    func path(_ indexPath: [Int]) -> String {
        Self.path(indexPath, window: number)
    }

    /// The window number and index path an object path names (nil for the application and
    /// unknown paths).
    static func location(of path: String) -> (window: Int, indexPath: [Int])? {
        guard path.hasPrefix(prefix) else { return nil }
        let parts = path.dropFirst(prefix.count).split(separator: "_", omittingEmptySubsequences: false)
        guard let head = parts.first, head.first == "w" else { return nil }
        let digits = head.dropFirst()
        var window = 0
        if !digits.isEmpty {
            // The launch window is `w`, not `w0`: one path per window.
            guard digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else {
                return nil
            }
            window = number
        }
        var indexPath: [Int] = []
        for part in parts.dropFirst() {
            guard let index = Int(part), index >= 0 else { return nil }
            indexPath.append(index)
        }
        return (window, indexPath)
    }

    /// The element at `indexPath`, if there is one.
    func element(at indexPath: [Int]) -> AccessibilityNode? {
        var node = window
        for index in indexPath {
            guard index < node.children.count else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// An object reference (`(so)`): this bridge's name and the path.
    func reference(_ path: String) -> DBusValue {
        .structure([.string(busName), .objectPath(path)])
    }

    func reference(_ indexPath: [Int]) -> DBusValue {
        reference(path(indexPath))
    }

    /// The index path of the innermost element at `point` (window points) under `indexPath`.
    func hit(_ point: CGPoint, under indexPath: [Int]) -> [Int]? {
        guard let element = element(at: indexPath), element.frame.contains(point) else { return nil }
        // Later children are drawn over earlier ones in most layouts: look from the end.
        for index in element.children.indices.reversed() {
            if let found = hit(point, under: indexPath + [index]) { return found }
        }
        return indexPath
    }

    /// Every element's index path, depth first.
    func allIndexPaths() -> [[Int]] {
        var paths: [[Int]] = []
        func visit(_ node: AccessibilityNode, _ indexPath: [Int]) {
            paths.append(indexPath)
            for (index, child) in node.children.enumerated() { visit(child, indexPath + [index]) }
        }
        visit(window, [])
        return paths
    }

    /// The index path of the element with keyboard focus, if any.
    var focusedIndexPath: [Int]? {
        allIndexPaths().first { element(at: $0)?.isFocused == true }
    }
}
