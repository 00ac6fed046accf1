import Foundation
import Testing

@testable import PortableUIWindow

extension StatusNotifierItem {
    /// The tray item of `app`'s first `MenuBarExtra`, without an icon and not yet on a bus;
    /// `Activate` activates the extra, as the runner's item does.
    static func first(of app: AppHost, appID: String) throws -> StatusNotifierItem {
        let extra = try #require(app.menuBarExtras.first)
        return StatusNotifierItem(extra: extra, appID: appID, iconPixmap: .array(elementSignature: "(iiay)", [])) {
            app.activate(extra)
        }
    }
}
