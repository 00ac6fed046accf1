import Foundation
import Testing

@testable import SwiftUI

/// `URL.documentsDirectory` and friends on Linux: the XDG base and user directories, as the
/// XDG Base Directory and `xdg-user-dirs` specifications define them.
struct XDGDirectoriesTests {
    let home = URL(fileURLWithPath: "/home/ann", isDirectory: true)

    @Test func defaultsAreUnderTheHomeDirectory() {
        let directories = XDGDirectories(environment: [:], home: home, userDirs: nil)
        #expect(directories.user("DOCUMENTS", default: "Documents").path == "/home/ann/Documents")
        #expect(directories.base("XDG_CACHE_HOME", default: ".cache").path == "/home/ann/.cache")
        #expect(directories.base("XDG_DATA_HOME", default: ".local/share").path == "/home/ann/.local/share")
    }

    @Test func variablesThenTheUserDirsFileWin() {
        let file = """
            # written by xdg-user-dirs-update
            XDG_DOCUMENTS_DIR="$HOME/Dokumente"
            XDG_DOWNLOAD_DIR="/data/downloads"
            XDG_MUSIC_DIR="relative/ignored"
            """
        let directories = XDGDirectories(
            environment: ["XDG_DOWNLOAD_DIR": "/mnt/dl", "XDG_CACHE_HOME": "/tmp/cache", "XDG_DATA_HOME": "not/absolute"],
            home: home, userDirs: file)
        #expect(directories.user("DOCUMENTS", default: "Documents").path == "/home/ann/Dokumente")
        #expect(directories.user("DOWNLOAD", default: "Downloads").path == "/mnt/dl")
        #expect(directories.user("MUSIC", default: "Music").path == "/home/ann/Music")
        #expect(directories.base("XDG_CACHE_HOME", default: ".cache").path == "/tmp/cache")
        #expect(directories.base("XDG_DATA_HOME", default: ".local/share").path == "/home/ann/.local/share")
    }

    @Test func theURLPropertiesAreAbsoluteDirectories() {
        for url in [URL.documentsDirectory, .cachesDirectory, .applicationSupportDirectory, .trashDirectory, .moviesDirectory] {
            #expect(url.isFileURL && url.path.hasPrefix("/"))
        }
        #expect(URL.trashDirectory.lastPathComponent == "Trash")
    }
}
