import Foundation
import Testing
@testable import PortableUICore

/// The content behind a phone's sheet recedes at the large detent (iOS page sheets: the
/// presenter is scaled down, its top moved to the safe area's top, its corners rounded, on
/// black). The 16-point side inset is unverified; the recession starting above the medium
/// detent and growing linearly to the large one is unverified too.
@MainActor
struct PresenterRecessionTests {
    private struct Screen: View {
        @State var shown = true
        let detents: Set<PresentationDetent>
        var body: some View {
            Color.blue.sheet(isPresented: $shown) { Color.white.presentationDetents(detents) }
        }
    }

    /// The transform of the content's drawing (the first group after the black fill), if any.
    private func contentTransform(_ list: DisplayList) -> CGAffineTransform? {
        guard list.items.count > 1, case .fill = list.items[0], case .group(.transform(let transform), _) = list.items[1] else {
            return nil
        }
        return transform
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let device: DeviceProfile
        let detents: Set<PresentationDetent>
        let recedes: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "phone, large detent: recedes", device: .iPhone15Pro, detents: [.large], recedes: true),
        Case(name: "phone, medium detent: does not", device: .iPhone15Pro, detents: [.medium], recedes: false),
        Case(name: "desktop sheet: does not", device: .macWindow, detents: [.large], recedes: false),
        Case(name: "pad form sheet: does not", device: .iPad10, detents: [.large], recedes: false),
    ]

    @Test(arguments: cases)
    func theContentRecedesBehindAPhonesLargeSheetOnly(_ test: Case) async throws {
        let host = ViewHost(Screen(detents: test.detents), device: test.device)
        // The sheet rises with its transition first: its frame's spring (`.default`, 0.5 s
        // without bounce) comes to rest, within 0.06 pt/s, after about 1.2 s from 852 points.
        await host.advance(by: 1.5)
        let transform = contentTransform(host.displayList())
        #expect((transform != nil) == test.recedes)
        guard let transform else { return }
        // 393 wide, 16 clear of each side: scale 361/393; the top edge at the safe area's top (59).
        #expect(abs(transform.a - 361.0 / 393) < 1e-9 && abs(transform.d - 361.0 / 393) < 1e-9)
        let topMiddle = CGPoint(x: 196.5, y: 0).applying(transform)
        #expect(abs(topMiddle.x - 196.5) < 1e-9 && abs(topMiddle.y - 59) < 1e-9)
        let topLeading = CGPoint(x: 0, y: 0).applying(transform)
        #expect(abs(topLeading.x - 16) < 1e-9)
    }

    @Test func theRecessionFollowsThePresentationAnimation() async throws {
        struct Animated: View {
            @Binding var shown: Bool
            var body: some View { Color.blue.sheet(isPresented: $shown) { Color.white } }
        }
        var shown = false
        let binding = Binding(get: { shown }, set: { shown = $0 })
        let host = ViewHost(Animated(shown: binding), device: .iPhone15Pro)
        #expect(contentTransform(host.displayList()) == nil)
        shown = true
        host.update(Animated(shown: binding))
        // At the animation's start the sheet is below the window: no recession yet.
        #expect(contentTransform(host.displayList()) == nil)
        await host.advance(by: 1.5)
        let settled = try #require(contentTransform(host.displayList()))
        #expect(abs(settled.a - 361.0 / 393) < 1e-9)
    }
}
