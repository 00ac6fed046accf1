import Combine
import SwiftUI

/// A custom publisher in Swift 6 mode, written against Combine's `receive(subscriber:)`.
struct Countdown: Publisher {
    typealias Output = Int
    typealias Failure = Never

    let from: Int

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        Just(from).append((0..<from).reversed()).receive(subscriber: subscriber)
    }
}

struct TickerView: View {
    @State private var remaining = 3

    var body: some View {
        Text("Lift-off in \(remaining)")
            .padding()
            .onReceive(Countdown(from: 3)) { remaining = $0 }
    }
}

#Preview("Ticker", traits: .sizeThatFitsLayout) {
    TickerView()
}
