import Foundation

/// The index.html of a folder of rendered previews: one row per preview view, its light and
/// dark images side by side, and each failure with its file, line and reason.
public struct PreviewIndexPage {
    public var title: String
    public var results: [PreviewResult]

    public init(title: String, results: [PreviewResult]) {
        self.title = title
        self.results = results
    }

    public var html: String {
        let failures = results.filter { $0.failure != nil }.count
        let views = results.reduce(0) { $0 + $1.images.count }
        let rows = results.flatMap(rows)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font-family: Inter, sans-serif; margin: 24px; background: #f2f2f7; }
            th, td { text-align: left; vertical-align: top; padding: 8px; }
            th { max-width: 260px; font-weight: 600; }
            .where { font-family: monospace; font-weight: normal; color: #555; }
            .failure { color: #b00020; }
            .note { color: #8a6d00; font-size: 13px; }
            img { max-height: 480px; max-width: 420px; border: 1px solid #ccc; border-radius: 8px; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p>\(results.count) previews, \(views) views rendered, \(failures) failed.</p>
            <table>
            <tr><th>Preview</th><th>Light</th><th>Dark</th></tr>
            \(rows.joined(separator: "\n"))
            </table>
            </body>
            </html>

            """
    }

    private func rows(_ result: PreviewResult) -> [String] {
        let location = "<div class=\"where\">\(escape(result.location))</div>"
        if let failure = result.failure {
            return [
                "<tr><th>\(escape(result.title))\(location)</th>"
                    + "<td colspan=\"2\" class=\"failure\">Failed: \(escape(failure))</td></tr>"
            ]
        }
        return result.images.map { image in
            let notes = image.notes.map { "<div class=\"note\">\(escape($0))</div>" }.joined()
            let cells = ["light", "dark"].map { appearance in
                guard let file = image.files[appearance] else { return "<td></td>" }
                return "<td><a href=\"\(escape(file))\"><img src=\"\(escape(file))\" alt=\"\(escape(image.title))\"></a></td>"
            }
            let size = "\(Int(image.width))×\(Int(image.height)) pt"
            return "<tr><th>\(escape(image.title))\(location)<div class=\"where\">\(escape(image.layout)), \(size)</div>"
                + "\(notes)</th>\(cells.joined())</tr>"
        }
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
