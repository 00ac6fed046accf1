import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// Controls scale their drawn metrics by the size (see `ControlSize.scale`): a small
/// switch, spinner or segmented control is smaller than a regular one. The factors are
/// [UNVERIFIED] approximations of what iOS draws (docs/differences.md).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized; the largest control size.
    case extraLarge

    /// The factor a control's drawn metrics are scaled by.
    var scale: CGFloat {
        switch self {
        case .mini: 0.7
        case .small: 0.82
        case .regular: 1
        case .large: 1.2
        case .extraLarge: 1.4
        }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct LabelsVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The labels visibility set by `labelsHidden()` and `labelsVisibility(_:)`.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Hides the labels of any controls contained within this view: toggles, pickers,
    /// sliders, steppers, labeled content and the other labeled controls then show only
    /// their value part.
    public func labelsHidden() -> some View {
        environment(\.labelsVisibility, .hidden)
    }

    /// Controls the visibility of labels of any controls contained within this view.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environment(\.labelsVisibility, visibility)
    }
}
