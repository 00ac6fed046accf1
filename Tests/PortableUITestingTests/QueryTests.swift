import Foundation
import SwiftUI
import Testing

@testable import PortableUITesting

/// Finding views and reading what they show.
@MainActor @Suite
struct QueryTests {
    private let app = ViewTester(SettingsSample(), device: .iPhone15Pro)

    @Test func findsByTextLabelIdentifierAndRole() {
        #expect(app.find(.text("Add")).label == "Add")
        #expect(app.find(.label("Wi-Fi")).identifier == "wifi")
        #expect(app.find(.identifier("count")).text == "Count: 0")
        #expect(app.find(.role(.header)).text == "Settings")
        #expect(app.find(.role(.textField)).value == "Ada")
        #expect(app.find(.text("Ada")).identifier == "name", "text matches a field's value too")
    }

    @Test func combinesCriteriaAndTakesTheNthMatch() {
        #expect(app.find(.role(.button) && .label("Locked")).exists)
        #expect(!app.exists(.role(.toggle) && .label("Add")))
        #expect(app.find(.role(.button), at: 1).label == "Locked")
        #expect(app.findAll(.role(.button)).map(\.label) == ["Add", "Locked"])
    }

    @Test func findsByTypeAmongPlacedViews() {
        let texts = ViewTester(TwoSections(), size: CGSize(width: 300, height: 300)).findAll(.type(Text.self))
        #expect(texts.count == 6)
        #expect(texts.first?.text == "Fruit", "a placed view reads its accessibility element")
    }

    @Test func findsWithinASubtree() {
        let sections = ViewTester(TwoSections(), size: CGSize(width: 300, height: 300))
        let trees = sections.find(.identifier("trees"))
        let apple = trees.find(.text("Apple"))
        #expect(apple.frame == CGRect(x: 127, y: 177, width: 47, height: 21), "the second Apple, inside trees")
        #expect(sections.find(.text("Apple")).frame?.minY == 102, "the first Apple in the whole window")
        #expect(!sections.find(.identifier("fruit")).exists(.text("Oak")))
    }

    @Test func readsFrameEnabledAndSelectedState() {
        #expect(app.find(.text("Add")).isEnabled)
        #expect(!app.find(.text("Locked")).isEnabled)
        #expect(app.find(.identifier("wifi")).value == "on")
        let frame = app.find(.identifier("wifi")).frame
        #expect(frame?.width == 361, "the toggle spans the padded width of the 393-point screen")
        let missing = app.findAll(.text("Nothing like this"))
        #expect(missing.isEmpty)
    }

    @Test func aTabReadsSelectedAfterATap() {
        let tabs = ViewTester(TabsSample(), device: .iPhone15Pro)
        let first = tabs.find(.role(.tab) && .label("First"))
        let second = tabs.find(.role(.tab) && .label("Second"))
        #expect(first.isSelected && !second.isSelected)
        second.tap()
        #expect(!first.isSelected && second.isSelected)
        #expect(tabs.exists(.text("Second screen")))
    }

    @Test func anElementIsALiveQuery() {
        let count = app.find(.identifier("count"))
        app.find(.text("Add")).tap()
        #expect(count.text == "Count: 1", "the element found before the tap reads the new text")
    }
}

/// Acting on views as a user would; each action settles on the host clock.
@MainActor @Suite
struct ActionTests {
    private let app = ViewTester(SettingsSample(), device: .iPhone15Pro)

    @Test func tapRunsTheButtonAndAdvancesTheClock() {
        let start = app.host.time
        app.find(.text("Add")).tap()
        app.find(.text("Add")).tap()
        #expect(app.find(.identifier("count")).text == "Count: 2")
        #expect(app.host.time > start, "every action runs at least one frame")
        #expect(app.host.time < start + 1, "nothing animates, so it settles at once")
    }

    @Test func aDisabledButtonDoesNothing() {
        app.find(.text("Locked")).tap()
        #expect(app.find(.identifier("count")).text == "Count: 0")
    }

    @Test func longPressHoldsPastTheMinimumDuration() {
        app.find(.identifier("presses")).longPress()
        #expect(app.find(.identifier("presses")).text == "Presses: 1")
        app.find(.identifier("presses")).tap()
        #expect(app.find(.identifier("presses")).text == "Presses: 1", "a tap is not a long press")
    }

    @Test func typeAppendsAndClearEmpties() {
        let field = app.find(.identifier("name"))
        field.type(" Lovelace")
        #expect(field.value == "Ada Lovelace")
        field.clear()
        #expect(field.value == nil || field.value == "", "\(field.value ?? "nil")")
        field.type("Grace")
        #expect(field.value == "Grace")
    }

    @Test func toggleFlipsTheSwitch() {
        let wifi = app.find(.identifier("wifi"))
        wifi.toggle()
        #expect(wifi.value == "off")
        wifi.toggle()
        #expect(wifi.value == "on")
    }

    @Test func selectTapsAShownSegment() {
        app.find(.identifier("flavor")).select("Mint")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Mint")
    }

    @Test func swipeLeftDragsAcrossTheView() {
        app.find(.identifier("swiper")).swipe(.left)
        #expect(app.find(.identifier("swiper")).text == "Swipes: 1")
        app.find(.identifier("swiper")).swipe(.right)
        #expect(app.find(.identifier("swiper")).text == "Swipes: 1", "a swipe right is not counted")
    }

    @Test func scrollToBringsAFarRowIntoView() throws {
        let list = ViewTester(LongList(), device: .iPhone15Pro)
        #expect(!list.exists(.text("Row 150")), "a lazy row far below is not built")
        let row = list.find(.identifier("list")).scroll(to: .text("Row 150"))
        let frame = try #require(row.frame)
        #expect(list.host.safeAreaFrame.contains(frame))
        let back = list.scroll(to: .text("Row 3"))
        #expect(back.exists, "scrolling back up when the row is above")
    }
}
