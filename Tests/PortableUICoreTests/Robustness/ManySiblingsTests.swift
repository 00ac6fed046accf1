import Foundation
import Testing
@testable import PortableUICore

/// 100,000 siblings lay out without trouble. In a debug build the fixed rows take about 15 s
/// (5 s to build the graph, 6 s to size, 2 s to place) and the flexible children about 7 s.
@MainActor
struct ManySiblingsTests {
    /// Fixed rows: the stack is 100,000 tall, centred in 1,000 (it starts at −49,500).
    @Test func vStackOf100000FixedRows() {
        let host = ViewHost(
            VStack(spacing: 0) {
                ForEach(0..<100_000) { index in
                    Color.red.frame(height: 1).mark("row\(index)")
                }
            }, size: size(100, 1_000))
        #expect(host.frame(of: "row0") == rect(0, -49_500, 100, 1))
        #expect(host.frame(of: "row99999") == rect(0, 50_499, 100, 1))
        #expect(host.diagnostics.isEmpty)
    }

    /// Flexible children: 100,000 colours share 100,000 points, one each (sorting by
    /// flexibility and the priority groups run over every child).
    @Test func hStackOf100000FlexibleChildren() {
        let host = ViewHost(
            HStack(spacing: 0) {
                ForEach(0..<100_000) { index in
                    Color.red.mark("c\(index)")
                }
            }, size: size(100_000, 10))
        #expect(host.frame(of: "c0") == rect(0, 0, 1, 10))
        #expect(host.frame(of: "c54321") == rect(54_321, 0, 1, 10))
        #expect(host.diagnostics.isEmpty)
    }

}
