import Foundation

// The alert and confirmation-dialog modifiers, in every form of Apple's SDK. Each builds an
// `_AlertCard` and presents it with `_PresentationModifier` (see AlertCard.swift).

extension View {
    /// Presents an alert with a title when a given condition is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(titleKey), isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }))
    }

    /// Presents an alert with a title when a given condition is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: Text(title), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(title), isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: Text(title), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(title), isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }))
    }

    /// Presents an alert with a title when a given condition is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: title, isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: title, isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a title when a given condition is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .alert, title: title, isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil))
    }

    /// Presents an alert with a title when a given condition is true. The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .alert, title: title, isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(titleKey), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(titleKey), isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(titleKey), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(titleKey), isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(title), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(title), isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(title), isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: Text(title), isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: title, isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: title, isPresented: isPresented, actions: shown.map { actions($0) },
                message: Optional<EmptyView>.none, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it).
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        return modifier(
            alertPresenter(
                .confirmationDialog, title: title, isPresented: isPresented, actions: isPresented.wrappedValue ? actions() : nil,
                message: isPresented.wrappedValue ? message() : nil, titleVisibility: titleVisibility))
    }

    /// Presents a confirmation dialog with a title when a given condition is true: an action sheet at the bottom on a phone, an alert-like panel on a desktop; its title shows when `titleVisibility` is `.visible` (on a phone `.automatic` hides it, on a desktop shows it). The actions (and message) are built from `data` when it is non-nil; nothing is presented while it is nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? data : nil
        return modifier(
            alertPresenter(
                .confirmationDialog, title: title, isPresented: isPresented, actions: shown.map { actions($0) },
                message: shown.map { message($0) }, titleVisibility: titleVisibility))
    }

    /// Presents an alert when an error is present: its title is the error's
    /// `errorDescription`.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented,
                actions: shown.map { _ in actions() }, message: Optional<EmptyView>.none))
    }

    /// Presents an alert with a message when an error is present: its title is the error's
    /// `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue ? error : nil
        return modifier(
            alertPresenter(
                .alert, title: Text(verbatim: error?.errorDescription ?? ""), isPresented: isPresented,
                actions: shown.map { actions($0) }, message: shown.map { message($0) }))
    }
}

extension View {
    /// The presenter of an alert or dialog: presented while `actions` is non-nil.
    func alertPresenter<A: View, M: View>(
        _ kind: PresentationEntry.Kind, title: Text, isPresented: Binding<Bool>, actions: A?, message: M?,
        titleVisibility: Visibility = .visible
    ) -> _PresentationModifier {
        let card = actions.map { actions in
            AlertCardContent(
                kind: kind, title: title, titleVisibility: titleVisibility, message: message.map { AnyView($0) },
                actions: AnyView(actions), hasActions: A.self != EmptyView.self)
        }
        return _PresentationModifier(
            kind: kind, presented: card.map { AnyView($0) }, identity: nil, dismiss: { isPresented.wrappedValue = false },
            onDismiss: nil)
    }
}

/// The card of a presented alert or dialog, resolving the title's visibility for the idiom.
struct AlertCardContent: View {
    let kind: PresentationEntry.Kind
    let title: Text
    let titleVisibility: Visibility
    let message: AnyView?
    let actions: AnyView
    let hasActions: Bool
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let showsTitle = kind == .alert || titleVisibility == .visible || (titleVisibility == .automatic && idiom == .desktop)
        return _AlertCard(
            title: showsTitle ? title : nil, message: message, actions: actions, hasActions: hasActions,
            isDialog: kind == .confirmationDialog)
    }
}
