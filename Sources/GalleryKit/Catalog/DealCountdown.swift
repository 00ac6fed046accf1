import Combine
import SwiftUI

/// The limited-time offer on a product's page, counting down once a second — an
/// `ObservableObject` fed by a Combine timer, as an app written for SwiftUI would do it.
///
/// The timer is `Timer.publish(every: 1, on: .main, in: .common)`: it fires in a window (the
/// event loop runs the main run loop) and in the headless host while its clock advances.
final class DealCountdown: ObservableObject {
    /// The seconds left, never below zero.
    @Published private(set) var remaining: Int

    init(seconds: Int) {
        remaining = max(seconds, 0)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .scan(remaining) { left, _ in max(left - 1, 0) }
            .removeDuplicates()
            .assign(to: &$remaining)
    }

    /// The time left as minutes and seconds, `9:05`.
    var text: String {
        "\(remaining / 60):" + (remaining % 60 < 10 ? "0" : "") + "\(remaining % 60)"
    }
}

/// The badge that shows a deal's countdown.
struct DealBadge: View {
    @ObservedObject var countdown: DealCountdown

    var body: some View {
        Label {
            Text(countdown.remaining > 0 ? "Deal ends in \(countdown.text)" : "Deal ended").backport.monospacedDigit()
        } icon: {
            Image(systemName: "clock")
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(Color.white)
        .padding(.horizontal, 10)
        .padding(.vertical, 5)
        .background(countdown.remaining > 0 ? Color.orange : Color.gray, in: Capsule())
        .accessibilityIdentifier("deal-countdown")
    }
}

#Preview("Deal badge", traits: .sizeThatFitsLayout) {
    DealBadge(countdown: DealCountdown(seconds: 9 * 60 + 59))
        .padding()
}
