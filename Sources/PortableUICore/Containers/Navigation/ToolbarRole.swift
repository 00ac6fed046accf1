import Foundation

/// The purpose of content that populates the toolbar.
///
/// Here the role changes one thing: the back button of the screen's navigation bar shows the
/// chevron alone with the editor role, as UIKit's editor navigation item style does ("the
/// back button appears as a chevron without a title", `UINavigationItem.ItemStyle.editor`).
/// The automatic role is the navigation-stack role on phones and iPads and the editor role
/// in desktop windows (Apple: "In macOS, this resolves to the editor role"). The iPad's
/// leading-aligned titles (browser, editor) are not built.
public struct ToolbarRole: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, navigationStack, browser, editor }
    let kind: Kind

    /// The automatic role: the navigation-stack role in iOS, the editor role in macOS.
    public static var automatic: ToolbarRole { ToolbarRole(kind: .automatic) }
    /// The navigationStack role: for content that can be pushed and popped.
    public static var navigationStack: ToolbarRole { ToolbarRole(kind: .navigationStack) }
    /// The browser role: for content that can be navigated forward and back.
    public static var browser: ToolbarRole { ToolbarRole(kind: .browser) }
    /// The editor role: for a toolbar that primarily displays controls geared towards
    /// editing document-like content; its back button shows no title.
    public static var editor: ToolbarRole { ToolbarRole(kind: .editor) }

    /// Whether a back button of a bar with this role shows the chevron alone, for `idiom`.
    func hidesBackButtonTitle(idiom: DeviceProfile.Idiom) -> Bool {
        switch kind {
        case .editor: true
        case .automatic: idiom == .desktop
        case .navigationStack, .browser: false
        }
    }
}

extension View {
    /// Configures the semantic role for the content populating the toolbar.
    ///
    /// The role of the screen the view is on decides how its navigation bar's back button
    /// shows (see `ToolbarRole`).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_NavigationSettingModifier(settings: [.toolbarRole(role)]))
    }
}
