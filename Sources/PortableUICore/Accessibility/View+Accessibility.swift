import Foundation

/// The accessibility modifiers, spelled as in SwiftUI. Each writes properties that the
/// accessibility tree (`ViewHost.accessibilityTree`) reads; none changes layout or drawing.
extension View {
    // MARK: Label, value, hint

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.label = label }
    }

    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(labelKey))
    }

    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// Adds a label to the view when `isEnabled` is true; otherwise leaves its label unchanged.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { if isEnabled { $0.label = label } }
    }

    /// Adds a label to the view when `isEnabled` is true; otherwise leaves its label unchanged.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityLabel(Text(labelKey), isEnabled: isEnabled)
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.value = valueDescription }
    }

    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(valueKey))
    }

    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.hint = hint }
    }

    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(hintKey))
    }

    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(Text(verbatim: String(hint)))
    }

    /// Sets alternate input labels with which users identify a view (Voice Control, Full
    /// Keyboard Access).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.inputLabels = inputLabels }
    }

    /// Sets alternate input labels with which users identify a view.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Sets alternate input labels with which users identify a view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityInputLabels(inputLabels.map { Text(verbatim: String($0)) })
    }

    // MARK: Traits, visibility, grouping, order

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit {
            $0.addedTraits.formUnion(traits)
            $0.removedTraits.subtract(traits)
        }
    }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit {
            $0.removedTraits.formUnion(traits)
            $0.addedTraits.subtract(traits)
        }
    }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.isHidden = hidden }
    }

    /// Hides this view from accessibility features when `isEnabled` is true and `hidden` is.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { if isEnabled { $0.isHidden = hidden } }
    }

    /// Creates a new accessibility element, or modifies the accessibility element of this view,
    /// with its children treated as `children` says.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityEdit { $0.childBehavior = children }
    }

    /// Replaces the existing accessibility element's children with the accessibility elements
    /// of `children`, which are never drawn.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibilityEdit { $0.childBehavior = .contain }
            .accessibilityRepresentation(representation: children)
    }

    /// Replaces one or more accessibility elements for this view with the elements of
    /// `representation`, which is laid out over the view but never drawn or hit.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityEdit { $0.isRepresented = true }
            .overlay {
                representation()
                    .accessibilityEdit { $0.isRepresentation = true }
                    .opacity(0)
                    .allowsHitTesting(false)
            }
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other
    /// elements at the same level: higher comes first.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.sortPriority = sortPriority.isFinite ? sortPriority : 0 }
    }

    /// Set the level of this heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.heading = level }
    }

    // MARK: Actions

    /// Adds an accessibility action to the view. Actions allow assistive technologies, such as
    /// VoiceOver, to interact with the view by invoking the action.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityEdit { $0.setAction(actionKind, handler) }
    }

    /// Adds an accessibility action to the view, named `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an accessibility action to the view, named `nameKey`.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an accessibility action to the view, named `name`.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }

    /// Adds an accessibility action labelled by the text of `label`.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        // The action is named by its label's text; a label that is not a `Text` names it by
        // its type, since no graph exists here to read a view's text from.
        let view = label()
        let name = (view as? Text)?.plainText ?? String(describing: Label.self)
        return accessibilityAction(AccessibilityActionKind(kind: .named(name)), action)
    }

    /// Adds an accessibility adjustable action to the view: assistive technologies increment
    /// or decrement its value.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityEdit { $0.adjustment = handler }
    }

    // MARK: Focus and large content

    /// Modifies this view by binding its accessibility element's focus state to `binding`.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityEdit {
            $0.focus = AccessibilityFocusLink(
                isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = $0 })
        }
    }

    /// Modifies this view by binding its accessibility element's focus state to `binding`
    /// being `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        accessibilityEdit {
            $0.focus = AccessibilityFocusLink(
                isFocused: { binding.wrappedValue == value },
                focus: { focused in
                    if focused {
                        binding.wrappedValue = value
                    } else if binding.wrappedValue == value {
                        binding.wrappedValue = binding.blurredValue
                    }
                })
        }
    }

    /// Adds a default large content view to be shown by the large content viewer. Has no
    /// effect on Linux, which has no large content viewer.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Adds a custom large content view to be shown by the large content viewer. Has no effect
    /// on Linux, which has no large content viewer.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }

    // MARK: The forms SwiftUI deprecated

    /// Adds a label to the view that describes its contents.
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityLabel(label)
    }

    /// Adds a textual description of the value that the view contains.
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityValue(value)
    }

    /// Communicates to the user what happens after performing the view's action.
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHint(hint)
    }

    /// Specifies whether to hide this view from system accessibility features.
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityHidden(hidden)
    }

    /// Adds the given traits to the view.
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAddTraits(traits)
    }

    /// Removes the given traits from this view.
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityRemoveTraits(traits)
    }

    /// Sets the sort priority order for this view's accessibility element.
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilitySortPriority(sortPriority)
    }

    /// Sets alternate input labels with which users identify a view.
    @available(*, deprecated, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityInputLabels(inputLabels)
    }
}
