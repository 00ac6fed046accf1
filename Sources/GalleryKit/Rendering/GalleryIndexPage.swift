import SwiftUI

/// The index.html of a rendered gallery: one row per snapshot, one column per device.
struct GalleryIndexPage {
    let snapshots: [GallerySnapshot]
    let devices: [DeviceProfile]
    let fileName: (GallerySnapshot, DeviceProfile) -> String

    var html: String {
        let header = devices.map { "<th>\(escape($0.name)) (\(Int($0.size.width))×\(Int($0.size.height)) pt)</th>" }
        let rows = snapshots.map { snapshot in
            let cells = devices.map { device in
                let file = escape(fileName(snapshot, device))
                return "<td><a href=\"\(file)\"><img src=\"\(file)\" alt=\"\(escape(snapshot.caption))\"></a></td>"
            }
            return "<tr><th>\(escape(snapshot.caption))</th>\(cells.joined())</tr>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>PortableUI Gallery</title>
            <style>
            body { font-family: Inter, sans-serif; margin: 24px; background: #f2f2f7; }
            th { text-align: left; vertical-align: top; padding: 8px; max-width: 200px; }
            td { vertical-align: top; padding: 8px; }
            img { height: 480px; border: 1px solid #ccc; border-radius: 8px; background: white; }
            </style>
            </head>
            <body>
            <h1>PortableUI Gallery</h1>
            <p>Every screen of the gallery, laid out and drawn headless by PortableUI.
            <a href="previews/index.html">The previews</a> of every file of its sources.</p>
            <table>
            <tr><th></th>\(header.joined())</tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body>
            </html>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

#Preview("The index's rows") {
    List(GallerySnapshot.all, id: \.name) { snapshot in
        VStack(alignment: .leading) {
            Text(snapshot.caption)
            Text(snapshot.name).font(.caption.monospaced())
        }
    }
}
