import Foundation

/// The presentation that the views below are the content of.
struct PresentationEnvironment: Equatable {
    weak var entry: PresentationEntry?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.entry === rhs.entry }
}

private struct PresentationEnvironmentKey: EnvironmentKey {
    static let defaultValue = PresentationEnvironment()
}

extension EnvironmentValues {
    /// The presentation whose content the views below are (nil in the window's content).
    var presentation: PresentationEnvironment {
        get { self[PresentationEnvironmentKey.self] }
        set { self[PresentationEnvironmentKey.self] = newValue }
    }
}
