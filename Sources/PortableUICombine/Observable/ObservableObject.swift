/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange`` publisher that emits
/// the changed value before any of its `@Published` properties changes.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (one per object, made on first use).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}
