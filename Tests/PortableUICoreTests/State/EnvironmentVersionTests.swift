import Foundation
import Testing
@testable import PortableUICore

/// An environment's version tells environments apart (the same version: the same values), so
/// writes made at once on several threads must each get a version of its own.
struct EnvironmentVersionTests {
    @Test func writesOnManyThreadsGetVersionsOfTheirOwn() async {
        let versions = await Task.detached {
            let seen = LockedRecords<UInt64>()
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                for index in 0..<500 {
                    var environment = EnvironmentValues()
                    environment.lineLimit = thread * 1_000 + index
                    seen.append(environment.version)
                }
            }
            return seen.all
        }.value
        #expect(versions.count == 4_000)
        #expect(Set(versions).count == 4_000)
    }
}
