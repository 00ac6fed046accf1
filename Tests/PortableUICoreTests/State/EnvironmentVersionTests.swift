import Foundation
import Synchronization
import Testing
@testable import PortableUICore

/// An environment's version tells environments apart (the same version: the same values), so
/// writes made at once on several threads must each get a version of its own.
struct EnvironmentVersionTests {
    @Test func writesOnManyThreadsGetVersionsOfTheirOwn() async {
        let versions = await Task.detached {
            let seen = Mutex<[UInt64]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                var written: [UInt64] = []
                for index in 0..<500 {
                    var environment = EnvironmentValues()
                    environment.lineLimit = thread * 1_000 + index
                    written.append(environment.version)
                }
                seen.withLock { $0 += written }
            }
            return seen.withLock { $0 }
        }.value
        #expect(versions.count == 4_000)
        #expect(Set(versions).count == 4_000)
    }
}
