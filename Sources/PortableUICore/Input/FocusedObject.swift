import Foundation

/// A property type that tracks an observable object published by the focused view or one of
/// its ancestors (`focusedObject(_:)`), or by the scene (`focusedSceneObject(_:)`).
///
/// As ``FocusedValue``, the object is looked up when the value is read: a command's action
/// sees the object published when it runs.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    @Environment(\._focusedValuesStore) private var store

    /// A wrapper around the underlying focused object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// Creates a focused object.
    public init() {}

    /// The underlying value referenced by the focused object; nil when none is published.
    @MainActor public var wrappedValue: ObjectType? {
        store?.values[objectOfType: ObjectIdentifier(ObjectType.self)] as? ObjectType
    }

    /// A projection of the focused object that creates bindings to its properties; nil when
    /// none is published.
    @MainActor public var projectedValue: Wrapper? {
        wrappedValue.map(Wrapper.init(object:))
    }
}
