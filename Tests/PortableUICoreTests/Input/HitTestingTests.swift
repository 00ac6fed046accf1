import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct HitTestingTests {
    @Test func frontmostSubviewIsHitFirst() {
        let host = ViewHost(
            ZStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("back")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("front")
            }.accessibilityIdentifier("stack"), size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["front", "stack"])
        #expect(hitIdentifiers(host, at: CGPoint(60, 60)) == ["back", "stack"])
        #expect(hitIdentifiers(host, at: CGPoint(10, 10)) == [])
    }

    @Test func zIndexReordersHitTesting() {
        let host = ViewHost(
            ZStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("back").zIndex(1)
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("front")
            }, size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["back"])
    }

    @Test func emptySpaceInStacksAndPaddingIsNotHit() {
        let host = ViewHost(
            HStack {
                Color.red.frame(width: 20, height: 20)
                Spacer()
                Color.blue.frame(width: 20, height: 20)
            }.padding(10).accessibilityIdentifier("row"), size: CGSize(width: 200, height: 40))
        #expect(hitIdentifiers(host, at: CGPoint(100, 20)) == [])
        #expect(hitIdentifiers(host, at: CGPoint(5, 20)) == [])
        #expect(hitIdentifiers(host, at: CGPoint(15, 20)) == ["row"])
    }

    @Test func contentShapeMakesEmptySpaceHittableAndLimitsTheHitArea() {
        let row = HStack {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot")
            Spacer()
        }
        let host = ViewHost(row.contentShape(Rectangle()).accessibilityIdentifier("row"), size: CGSize(width: 200, height: 20))
        #expect(hitIdentifiers(host, at: CGPoint(100, 10)) == ["row"])
        #expect(hitIdentifiers(host, at: CGPoint(10, 10)) == ["dot", "row"])

        let round = ViewHost(
            Color.red.frame(width: 100, height: 100).contentShape(Circle()).accessibilityIdentifier("c"), size: window)
        #expect(hitIdentifiers(round, at: CGPoint(100, 100)) == ["c"])
        #expect(hitIdentifiers(round, at: CGPoint(55, 55)) == [])
    }

    @Test func shapesAreHitByTheirOutline() {
        let host = ViewHost(Circle().frame(width: 100, height: 100).accessibilityIdentifier("c"), size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["c"])
        #expect(hitIdentifiers(host, at: CGPoint(52, 52)) == [])
    }

    @Test func allowsHitTestingFalseLetsEventsThrough() {
        let host = ViewHost(
            ZStack {
                Color.red.accessibilityIdentifier("back")
                Color.blue.allowsHitTesting(false).accessibilityIdentifier("front")
            }, size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["back"])
    }

    @Test func hiddenAndCollapsedViewsAreNotHit() {
        let host = ViewHost(
            ZStack {
                Color.red.accessibilityIdentifier("back")
                Color.blue.hidden().accessibilityIdentifier("front")
            }, size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["back"])
        let fits = ViewHost(
            ViewThatFits {
                Color.red.frame(width: 500).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100).accessibilityIdentifier("narrow")
            }, size: window)
        #expect(hitIdentifiers(fits, at: CGPoint(100, 100)) == ["narrow"])
    }

    @Test func hitClipExcludesContentOutsideTheClip() {
        let host = ViewHost(
            Color.red.frame(width: 300, height: 50).accessibilityIdentifier("wide")
                .frame(width: 100, height: 50).hitTestingClip(Rectangle()).accessibilityIdentifier("clip"),
            size: window)
        #expect(hitIdentifiers(host, at: CGPoint(100, 100)) == ["wide", "clip"])
        #expect(hitIdentifiers(host, at: CGPoint(20, 100)) == [])
    }

    @Test func edgesBelongToTheViewBelowAndRight() {
        let host = ViewHost(
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("bottom")
            }, size: CGSize(width: 10, height: 20))
        #expect(hitIdentifiers(host, at: CGPoint(5, 10)) == ["bottom"])
        #expect(hitIdentifiers(host, at: CGPoint(5, 9.99)) == ["top"])
    }
}
