/// Where in a test a check was written: the place a failure is reported at. Public checks take
/// `fileID`, `filePath`, `line` and `column` with the caller's defaults and pass them here.
struct SourceSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}
