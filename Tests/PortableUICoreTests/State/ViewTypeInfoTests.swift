import Foundation
import Testing
@testable import PortableUICore

struct TypeInfoEmptyView: View {
    var body: some View { Color.clear }
}

struct TypeInfoPlainView: View {
    let width: CGFloat
    let count: Int
    var body: some View { Color.clear }
}

private struct TypeInfoClosureView: View {
    let action: () -> Void
    var body: some View { Color.clear }
}

private struct TypeInfoManyA: View {
    @State private var count = 0
    var body: some View { Color.clear }
}

private struct TypeInfoManyB: View {
    let title: String
    let width: CGFloat
    var body: some View { Color.clear }
}

private struct TypeInfoManyC: View {
    let values: [Int]
    var body: some View { Color.clear }
}

private struct TypeInfoManyD: View {
    let model: NSObject
    var body: some View { Color.clear }
}

private struct TypeInfoStringView: View {
    let title: String
    var body: some View { Color.clear }
}

/// When a parent re-evaluates, a child view whose new value compares unchanged keeps its body
/// (SwiftUI's rule: a view's body runs again only when its value or its dependencies change).
/// The comparison reads the value's bytes (`haveSameBytes`): these cases pin what it must say, including a view
/// of no size, whose value has no bytes (an optimized build once read past such a value's
/// buffer to the end of the thread's stack: the release gallery crashed in this comparison).
struct ViewTypeInfoTests {
    @Test func aViewOfNoSizeIsUnchanged() {
        #expect(MemoryLayout<TypeInfoEmptyView>.size == 0)
        #expect(ViewTypeInfo.of(TypeInfoEmptyView.self).isUnchanged(TypeInfoEmptyView(), comparedTo: TypeInfoEmptyView()))
    }

    @Test(arguments: [
        (TypeInfoPlainView(width: 10, count: 1), TypeInfoPlainView(width: 10, count: 1), true),
        (TypeInfoPlainView(width: 10, count: 1), TypeInfoPlainView(width: 11, count: 1), false),
        (TypeInfoPlainView(width: 10, count: 1), TypeInfoPlainView(width: 10, count: 2), false),
        (TypeInfoPlainView(width: .nan, count: 1), TypeInfoPlainView(width: .nan, count: 1), true),
    ])
    func plainFieldsCompareBitForBit(new: TypeInfoPlainView, old: TypeInfoPlainView, unchanged: Bool) {
        #expect(ViewTypeInfo.of(TypeInfoPlainView.self).isUnchanged(new, comparedTo: old) == unchanged)
    }

    @Test func equatableFieldsCompareWithEquality() {
        let info = ViewTypeInfo.of(TypeInfoStringView.self)
        #expect(info.isUnchanged(TypeInfoStringView(title: "Cart"), comparedTo: TypeInfoStringView(title: "Cart")))
        #expect(!info.isUnchanged(TypeInfoStringView(title: "Cart"), comparedTo: TypeInfoStringView(title: "Carts")))
    }

    @Test func aClosureCountsAsChanged() {
        let action = {}
        #expect(!ViewTypeInfo.of(TypeInfoClosureView.self).isUnchanged(TypeInfoClosureView(action: action), comparedTo: TypeInfoClosureView(action: action)))
    }

    /// Type information may be looked up on any thread while graphs read it on the main actor
    /// (these tests run off the main actor beside the suite's graphs): lookups of new and known
    /// types on eight threads at once each get the one information of their type.
    @Test func lookupsOnManyThreadsAtOnceAgree() async {
        let types: [Any.Type] = [
            TypeInfoManyA.self, TypeInfoManyB.self, TypeInfoManyC.self, TypeInfoManyD.self,
            TypeInfoEmptyView.self, TypeInfoPlainView.self, TypeInfoStringView.self, TypeInfoClosureView.self,
        ]
        let found = await Task.detached {
            let seen = LockedRecords<[ObjectIdentifier]>()
            DispatchQueue.concurrentPerform(iterations: 64) { _ in
                seen.append(types.map { ObjectIdentifier(ViewTypeInfo.of($0)) })
            }
            return seen.all
        }.value
        #expect(found.count == 64)
        #expect(Set(found).count == 1, "every thread got the same information for each type")
        #expect(ViewTypeInfo.of(TypeInfoManyA.self).slotCount == 1)
    }

    @Test func valuesOfNoSizeHaveTheSameBytes() {
        #expect(haveSameBytes(TypeInfoEmptyView(), TypeInfoEmptyView()))
        #expect(haveSameBytes((), ()))
        #expect(haveSameBytes(CGSize(width: 1, height: 2), CGSize(width: 1, height: 2)))
        #expect(!haveSameBytes(CGSize(width: 1, height: 2), CGSize(width: 1, height: 3)))
    }
}
