import SwiftUI

/// The store's local time on a product's page, ticking once a second — a `TimelineView` on a
/// periodic schedule, the way an app shows a live clock. Between ticks the view costs nothing:
/// a window showing it draws once a second.
struct StoreClock: View {
    var body: some View {
        TimelineView(.periodic(from: Date(), by: 1)) { context in
            Label {
                Text("Store time \(context.date.formatted(date: .omitted, time: .standard))").backport.monospacedDigit()
            } icon: {
                Image(systemName: "clock")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
            .accessibilityIdentifier("store-clock")
        }
    }
}

#Preview("Store clock", traits: .sizeThatFitsLayout) {
    StoreClock().padding()
}
