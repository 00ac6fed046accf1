import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// Each control sizes itself from its platform's table for the size, next to the control:
/// on a desktop AppKit's sizes for the matching `NSControl.ControlSize` (a mini switch is
/// smaller than a regular one), on a phone or pad UIKit's, where most controls draw one
/// size whatever the control size. The controls without such a table yet (gauges, compact
/// and field date pickers, color wells, palettes, control groups, iOS bordered buttons)
/// scale their drawn metrics by one factor per size (``scale``) [UNVERIFIED:
/// docs/differences.md].
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

    /// The factor the controls without a per-size table scale their drawn metrics by.
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
