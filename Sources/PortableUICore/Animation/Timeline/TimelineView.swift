import Foundation

/// A view that updates according to a schedule that you provide.
///
/// A timeline view acts as a container with no appearance of its own. Instead, it redraws the
/// content it contains at scheduled points in time. For example, you can update the face of
/// an analog timer once per second:
///
/// ```swift
/// TimelineView(.periodic(from: startDate, by: 1)) { context in
///     AnalogTimerView(date: context.date)
/// }
/// ```
///
/// The content is built at once with the schedule's last entry at or before the host's date
/// (or that date itself, when the first entry is still to come), then again each time the
/// host's clock passes an entry; between entries the view costs nothing, so a window showing
/// it stays idle. The host's clock drives it: a window's real time, or the headless
/// ``ViewHost``'s ``ViewHost/date``, which ``ViewHost/advance(by:)`` moves.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Information passed to a timeline view's content callback.
    ///
    /// The context includes both the ``date`` from the schedule that triggered the callback,
    /// and a ``cadence`` that you can use to customize the appearance of your view.
    public struct Context {
        /// A rate at which timeline views can receive updates.
        ///
        /// Slower cadences have higher values, so `cadence > .live` tells that the view is
        /// not updated continuously.
        public enum Cadence: Comparable, Sendable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        ///
        /// The first time the closure receives it, it may be in the past: an
        /// ``TimelineSchedule/everyMinute`` schedule created at 10:09:55 gives 10:09:00.
        public let date: Date

        /// The rate at which the timeline updates the view.
        ///
        /// SwiftUI derives it from the display, not from the schedule: it is slower than
        /// ``Cadence-swift.enum/live`` only while an Always On display updates the view at a
        /// reduced fidelity (seconds or minutes). PortableUI's hosts have no such state and
        /// update every entry of the schedule, so it is always ``Cadence-swift.enum/live``.
        public let cadence: Cadence

        /// Resets any pre-rendered views the system has from the timeline.
        ///
        /// PortableUI pre-renders no frames (there is no Always On display), so this has no
        /// effect.
        public func invalidateTimelineContent() {}
    }
}

/// Information passed to a timeline view's content callback.
///
/// This type alias uses a specific concrete instance of ``TimelineView/Context`` that all
/// timeline views can use, so that the content does not depend on the schedule's type.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances
    ///     when the view should update.
    ///   - content: A closure that generates view content at the moments indicated by the
    ///     schedule; it takes the context, with the date from the schedule that prompted the
    ///     update.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// Creates a new timeline view that uses the given schedule, whose content takes the
    /// context typed by the view's own generic parameters.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances
    ///     when the view should update.
    ///   - content: A closure that generates view content at the moments indicated by the
    ///     schedule; it takes the context, with the date from the schedule that prompted the
    ///     update.
    @available(
        *, deprecated,
        message:
            "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
    )
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = { content(Context($0)) }
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        TimelineNode<Schedule, Content>.reconcile(view, node: node, inputs: inputs)
    }
}

extension TimelineView.Context {
    /// The same date and cadence as `context`, typed for this timeline view (the context's
    /// generic parameters carry nothing).
    init<S, C>(_ context: TimelineView<S, C>.Context) {
        self.init(date: context.date, cadence: Cadence(context.cadence))
    }
}

extension TimelineView.Context.Cadence {
    /// The same cadence as `cadence`, typed for this timeline view.
    init<S, C>(_ cadence: TimelineView<S, C>.Context.Cadence) {
        switch cadence {
        case .live: self = .live
        case .seconds: self = .seconds
        case .minutes: self = .minutes
        }
    }
}
