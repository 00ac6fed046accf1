import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct SmokeTests {
    @Test func hstackOfTwoColors() {
        let host = ViewHost(
            HStack {
                Color.red.accessibilityIdentifier("a")
                Color.blue.frame(width: 50).accessibilityIdentifier("b")
            }, size: CGSize(width: 300, height: 100))
        print(host.layoutDescription())
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 242, height: 100))
        #expect(host.frame(of: "b") == CGRect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test func paddingAndSpacer() {
        let host = ViewHost(
            VStack {
                Rectangle().frame(width: 20, height: 20).accessibilityIdentifier("r")
                Spacer()
                Text0().padding().accessibilityIdentifier("p")
            }, size: CGSize(width: 300, height: 200))
        print(host.layoutDescription())
        #expect(host.frame(of: "r") == CGRect(x: 140, y: 0, width: 20, height: 20))
        #expect(host.frame(of: "p") == CGRect(x: 134, y: 158, width: 32, height: 42))
    }
}

struct Text0: View {
    var body: some View { Color.green.frame(width: 0, height: 10) }
}
