import CounterUI
import SwiftUI
import Testing

#if canImport(PortableUITesting)
    import PortableUITesting

    @MainActor @Suite struct CounterViewTests {
        @Test func addingCounts() {
            let app = ViewTester(CounterView(), device: .iPhone15Pro)
            app.find(.role(.button) && .label("Add")).tap()
            app.find(.text("Add")).tap()
            #expect(app.find(.identifier("count")).text == "Count: 2")
        }

        @Test func typingAndToggling() {
            let app = ViewTester(CounterView())
            app.find(.role(.textField)).type("Ada")
            #expect(app.find(.role(.textField)).value == "Ada")
            let reminders = app.find(.role(.toggle) && .label("Reminders"))
            reminders.toggle()
            #expect(reminders.value == "on")
        }

        @Test func screen() {
            assertSnapshot(of: CounterView(), as: .image(layout: .device(.iPhone15Pro)))
            assertSnapshot(of: CounterView(), as: .image(layout: .device(.iPhone15Pro), appearance: .dark))
            assertSnapshot(of: CounterView(), as: .layoutTree(layout: .device(.iPhone15Pro)))
            assertSnapshot(of: CounterView(), as: .accessibilityTree(layout: .device(.iPhone15Pro)))
        }
    }
#endif
