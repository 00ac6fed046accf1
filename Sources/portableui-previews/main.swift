import Foundation
import PortableUIPreviews

// portableui-previews: renders every #Preview and PreviewProvider of a package's targets to
// PNG, light and dark, with an index.html.
//
//   swift run portableui-previews --package PATH [--target T] [--out DIR] [--scale N]
//                                 [--scratch-path DIR] [--timeout SECONDS]
//
// A library target is linked into a small generated runner package; an executable target
// whose app calls PortableUI's `App.main()` is built and started with the runner's command in
// `PORTABLEUI_PREVIEW_RUNNER`. Each preview renders in a process of its own, so that one that
// crashes is reported (file, line, reason) and the others still render. The exit status is 1
// when a preview failed.

let options = PreviewToolOptions(CommandLine.arguments)
do {
    let failures = try PreviewTool(options: options).run()
    exit(failures == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("portableui-previews: \(error)\n".utf8))
    exit(2)
}
