import PortableUI

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a failed check to the test framework running the test: an issue of the current
/// Swift Testing test, or an XCTest failure; outside both, a diagnostic.
enum TestFailure {
    static func record(_ message: String, at site: SourceSite) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(
                    fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: site.filePath, line: site.line)
        #else
            Diagnostics.report("\(site.fileID):\(site.line): \(message)")
        #endif
    }
}
