import Foundation
@_spi(Hosting) import PortableUICore

/// The File menu's document items of a `DocumentGroup`: Open… (Ctrl+O) after New Window,
/// Save (Ctrl+S) and Save As… (Ctrl+Shift+S) before Close Window (a viewer has Open… only).
/// Each acts on the focused document window, through the actions it publishes.
@MainActor
enum DocumentCommands {
    static func contributions(isViewer: Bool) -> [_CommandContribution] {
        var contributions = [_CommandContribution(target: .group(.newItem, .after)) { AnyView(OpenDocumentItem()) }]
        if !isViewer {
            contributions.append(_CommandContribution(target: .group(.saveItem, .before)) { AnyView(SaveDocumentItems()) })
        }
        return contributions
    }
}

private struct OpenDocumentItem: View {
    @FocusedValue(\._documentActions) private var actions

    var body: some View {
        Button("Open…") { actions?.open() }
            .keyboardShortcut("o")
            .accessibilityIdentifier("command-open-document")
    }
}

private struct SaveDocumentItems: View {
    @FocusedValue(\._documentActions) private var actions

    var body: some View {
        Button("Save") { actions?.save() }
            .keyboardShortcut("s")
            .accessibilityIdentifier("command-save-document")
        Button("Save As…") { actions?.saveAs() }
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .accessibilityIdentifier("command-save-document-as")
    }
}
