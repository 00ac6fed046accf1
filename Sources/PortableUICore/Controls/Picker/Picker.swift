import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Each view of the content is an option; its `tag(_:)` is the value the selection takes
/// when the option is chosen. The views of a `ForEach` in the content are tagged with their
/// element's ID unless they have a tag of their own, so a `ForEach` over `Identifiable` data
/// whose ID type is the selection's type needs no tags. An option whose tag is not of the
/// selection's type (nor its wrapped type, for an optional selection) cannot be chosen.
///
/// The look and interaction come from the picker style of the environment
/// (`pickerStyle(_:)`; see ``PickerStyle``): `.automatic` is `.menu`, as on iOS. Every style
/// is focusable. While it has focus, a menu picker opens its menu with Space, Return, ↑ or ↓,
/// as a macOS pop-up button does; the arrow keys of the other styles choose the previous or
/// next option.
///
/// A picker over a collection of bindings (`sources:selection:`) selects the option their
/// values share; choosing an option sets every binding. While their values differ, no option
/// is selected: a menu picker's button shows none and its menu marks each of their values
/// with a dash (a mixed state, as a macOS menu marks one).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// The bindings the picker selects for: one, or those of its sources.
    let selections: [Binding<SelectionValue>]
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style
    @State private var options = PickerOptionTags()
    @State private var menuOpener = PickerMenuOpener()
    /// What a menu or navigation-link picker shows for its value in place of the selected
    /// option, if given.
    private var currentValueLabel: _StyleContent?

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        selections = [selection]
        self.content = content()
        self.label = label()
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        selections = sources.map { $0[keyPath: selection] }
        self.content = content()
        self.label = label()
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label and a
    /// custom value label where applicable.
    public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(sources: sources, selection: selection, content: content, label: label)
        self.currentValueLabel = _StyleContent(currentValueLabel())
    }

    /// Creates a picker that displays a custom label and a custom value label where
    /// applicable: a menu or navigation-link picker shows `currentValueLabel` as its value.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = _StyleContent(currentValueLabel())
    }

    public var body: some View {
        let selections = selections
        let access = PickerSelection(
            values: { selections.map { AnyHashable($0.wrappedValue) } },
            set: { tag in
                guard let typed = tag.base as? SelectionValue else { return }
                for selection in selections { selection.wrappedValue = typed }
            })
        let configuration = _PickerConfiguration(
            label: _StyleContent(label), options: _PickerOptions(content: content, tags: options), tags: options,
            selection: access, menuOpener: menuOpener, currentValueLabel: currentValueLabel)
        let opensMenu = style is MenuPickerStyle || style is DefaultPickerStyle
        let opener = menuOpener
        return style.makeBody(configuration)
            .focusable()
            .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow, .space, .return]) { press in
                if opensMenu { return opener.open(for: press.key) ? .handled : .ignored }
                guard press.key != .space && press.key != .return else { return .ignored }
                let forward = press.key == .rightArrow || press.key == .downArrow
                return configuration.step(forward: forward) ? .handled : .ignored
            }
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker that generates its label from a localized string key and accepts a
    /// custom current value label.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker that generates its label from a string and accepts a custom current
    /// value label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == Text {
    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key and accepts a custom current value label.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(titleKey) },
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// string and accepts a custom current value label.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(title) },
            currentValueLabel: currentValueLabel)
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// As in SwiftUI, the protocol has no public requirements: only the built-in styles
/// conform. `_makeBody` is their hook.
@MainActor @preconcurrency
public protocol PickerStyle {
    /// The view of a picker in this style.
    func _makeBody(_ configuration: _PickerConfiguration) -> AnyView
}

/// What a picker style is given: the picker's label, its options, their tags and the
/// selection.
@MainActor
public struct _PickerConfiguration {
    /// The picker's label.
    let label: _StyleContent
    /// The options: each view of the picker's content, tagged.
    let options: _PickerOptions
    /// The options' tags, in order, as of the last update.
    let tags: PickerOptionTags
    let selection: PickerSelection
    /// Where a menu style leaves the way to open its menu, for the picker's keys.
    var menuOpener: PickerMenuOpener? = nil
    /// The picker's value label, shown in place of the selected option where a style shows one.
    var currentValueLabel: _StyleContent? = nil

    /// The index of the selected option among the tags, if one is selected.
    var selectedIndex: Int? {
        guard let selected = selection.get() else { return nil }
        return tags.tags.firstIndex { $0 == selected }
    }

    /// Whether the option at `index` is one of the differing values of a picker over several
    /// bindings.
    func isMixed(_ index: Int) -> Bool {
        guard tags.tags.indices.contains(index), let tag = tags.tags[index] else { return false }
        return selection.mixedValues.contains(tag)
    }

    /// Selects the option at `index`, if it has a tag.
    func select(_ index: Int) {
        guard tags.tags.indices.contains(index), let tag = tags.tags[index] else { return }
        selection.set(tag)
    }

    /// Selects the next (or previous) tagged option; returns whether there was one.
    func step(forward: Bool) -> Bool {
        let tagged = tags.tags.indices.filter { tags.tags[$0] != nil }
        guard !tagged.isEmpty else { return false }
        let current = selectedIndex.flatMap { tagged.firstIndex(of: $0) }
        let next: Int
        if let current {
            next = forward ? current + 1 : current - 1
        } else {
            next = forward ? 0 : tagged.count - 1
        }
        guard tagged.indices.contains(next) else { return false }
        select(tagged[next])
        return true
    }
}

/// Reads and writes a picker's selection as type-erased tags: the value of each binding it
/// selects for (one, or one per source); setting sets them all.
@MainActor
struct PickerSelection {
    let values: @MainActor () -> [AnyHashable]
    let set: @MainActor (AnyHashable) -> Void

    /// The value every binding has; nil when they differ or there are none.
    func get() -> AnyHashable? {
        let values = values()
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The bindings' values, each once, when they differ; none when they agree.
    var mixedValues: [AnyHashable] {
        var distinct: [AnyHashable] = []
        for value in values() where !distinct.contains(value) { distinct.append(value) }
        return distinct.count > 1 ? distinct : []
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
    /// The style of the pickers in this environment.
    var pickerStyle: any PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style)
    }
}

extension PickerStyle {
    /// The style's body for a configuration.
    @MainActor func makeBody(_ configuration: _PickerConfiguration) -> AnyView {
        _makeBody(configuration)
    }
}
