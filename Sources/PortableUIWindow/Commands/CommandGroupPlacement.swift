import Foundation

/// The standard locations that you can place new command groups relative to.
///
/// On the desktop the groups are laid out in the menus of a Linux application's menu bar:
/// File (new item, save item, import/export, print, termination), Edit (undo/redo,
/// pasteboard, text editing, text formatting, app settings — GNOME's Edit › Preferences),
/// View (toolbar, sidebar), the app's `CommandMenu`s, Window (size, arrangement, the window
/// lists, app visibility) and Help (help, app info). System services have no menu.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// Placement for commands that provide information about the app, the terms of the
    /// user's license agreement, and so on.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Placement for commands that expose app settings and preferences.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// Placement for commands that expose services other apps provide.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Placement for commands that control the visibility of running apps.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Placement for commands that result in app termination.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Placement for commands that create different kinds of documents or windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Placement for commands that save open documents and close windows.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Placement for commands that import and export data.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Placement for commands related to printing app content.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Placement for commands that control the Undo Manager.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Placement for commands that interact with the Clipboard and manipulate content.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Placement for commands that manipulate and transform text selections.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Placement for commands that manipulate and transform the styles applied to text
    /// selections.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Placement for commands that manipulate the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Placement for commands that control the app's sidebar and full-screen modes.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Placement for commands that control the size of the window.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Placement for commands that describe and reveal the app's open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Placement for commands that describe and reveal any windows that the app defines.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Placement for commands that arrange all of an app's windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Placement for commands that present documentation and helpful information to people.
    public static let help = CommandGroupPlacement(name: "help")

    /// The menus of the menu bar, each with its groups in order; the app's `CommandMenu`s go
    /// after View.
    static let menus: [(title: String, groups: [CommandGroupPlacement])] = [
        ("File", [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
        ("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
        ("View", [.toolbar, .sidebar]),
        ("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList, .appVisibility]),
        ("Help", [.help, .appInfo]),
    ]
}
