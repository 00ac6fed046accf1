import Combine
import Testing

/// `Subscribers.Demand` arithmetic, as Apple's documentation of each operator states it
/// (developer.apple.com/documentation/combine/subscribers/demand): sums and products that
/// overflow are unlimited, subtraction never goes below `.max(0)`, and `.unlimited` absorbs
/// addition and subtraction.
@Suite struct DemandTests {
    typealias Demand = Subscribers.Demand

    /// Each case: a result and what Combine gives for it.
    static let cases: [(Demand, Demand)] = {
        let one = Demand.max(1)
        let unlimited = Demand.unlimited
        var cases: [(Demand, Demand)] = []
        cases.append((one + .max(2), .max(3)))
        cases.append((unlimited + one, unlimited))
        cases.append((Demand.max(Int.max) + one, unlimited))
        cases.append((one - .max(2), .none))
        cases.append((unlimited - .max(5), unlimited))
        cases.append((Demand.max(3) - unlimited, .none))
        cases.append((unlimited - unlimited, unlimited))
        cases.append((Demand.max(2) * 3, .max(6)))
        cases.append((unlimited * 0, unlimited))
        cases.append((Demand.max(Int.max) * 2, unlimited))
        cases.append((Demand.max(4) + (-1), .max(3)))
        cases.append((Demand.max(4) - 5, .none))
        cases.append((Demand.max(-3), .none))
        return cases
    }()

    @Test func arithmetic() {
        for (index, (result, expected)) in Self.cases.enumerated() {
            #expect(result == expected, "case \(index)")
        }
    }

    @Test func comparisons() {
        #expect(Demand.max(0) < .unlimited)
        #expect(Demand.max(1) > 0)
        #expect(Demand.none == 0)
        #expect(Demand.unlimited > Int.max)
        #expect(Demand.max(0) > -1)
        #expect(0 < Demand.max(1))
        #expect(!(Demand.max(2) <= 1))
        #expect(Demand.max(3).max == 3)
        #expect(Demand.unlimited.max == nil)
    }

    @Test func descriptions() {
        #expect(Demand.max(3).description == "max(3)")
        #expect(Demand.unlimited.description == "unlimited")
    }

    @Test func codableRoundTrip() throws {
        for demand in [Demand.none, .max(7), .unlimited] {
            let data = try JSONEncoder().encode([demand])
            #expect(try JSONDecoder().decode([Demand].self, from: data) == [demand])
        }
    }
}
