import Foundation
import Testing
@testable import PortableUICore

/// Rows whose children depend on their proposal in every way a stack distinguishes: fixed
/// sizes, lengths that follow the share, heights that follow no proposal, a higher priority,
/// a spacer and nested stacks.
private struct MixedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Rectangle().frame(maxWidth: .infinity, minHeight: 10, maxHeight: 10)
                Rectangle().frame(width: 30, height: 10)
                Color.red.frame(minWidth: 5, maxWidth: 50).layoutPriority(1)
                Spacer()
            }
            HStack {
                Rectangle().frame(width: 10, height: 10)
                VStack {
                    Rectangle().frame(width: 20, height: 12)
                    Rectangle().frame(maxWidth: 80, maxHeight: .infinity)
                }
                Rectangle().frame(minWidth: 4, maxWidth: .infinity, minHeight: 4, maxHeight: 40)
            }
            .padding(3)
            HStack(spacing: 0) {
                Rectangle().frame(width: 30, height: 10)
                Rectangle().frame(maxWidth: .infinity, minHeight: 10, maxHeight: 10)
            }
            HStack {
                VStack {
                    Rectangle().frame(width: 10, height: 10)
                    Rectangle().frame(width: 12, height: 10)
                }
                Rectangle().frame(width: 10, height: 10)
            }
            Rectangle()
        }
    }
}

/// A stack keeps its last distribution and reuses what a new proposal cannot change
/// (``StackLayoutCore``): after any sequence of window sizes, every proposal, size and frame
/// must be those of a tree laid out afresh at the last size.
@MainActor
struct StackDistributionReuseTests {
    @Test func resizingGivesTheLayoutOfAFreshTree() {
        let sizes = [
            CGSize(width: 300, height: 200), CGSize(width: 299, height: 200), CGSize(width: 300, height: 200),
            CGSize(width: 300, height: 150), CGSize(width: 120, height: 150), CGSize(width: 40, height: 60),
            CGSize(width: 41, height: 60), CGSize(width: 300, height: 200),
        ]
        let host = ViewHost(MixedRows(), size: sizes[0])
        for size in sizes {
            host.size = size
            let fresh = ViewHost(MixedRows(), size: size)
            #expect(host.layoutDescription() == fresh.layoutDescription(), "at \(size)")
        }
    }

    /// What a stack keeps per child for step 3 stays as small as before the flag was added.
    @Test func aCandidateTakesThirtyTwoBytes() {
        #expect(MemoryLayout<StackLayoutCore.Candidate>.stride == 32)
    }
}
