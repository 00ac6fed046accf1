extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// Arithmetic follows Combine's rules: adding to or subtracting from ``unlimited`` leaves
    /// it unlimited, a sum or product too large for `Int` becomes unlimited, and a result that
    /// would be negative is `.max(0)`.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The number of items, `Int.max + 1` standing for unlimited.
        private let rawValue: UInt

        private static let unlimitedRawValue = UInt(Int.max) + 1

        private init(rawValue: UInt) {
            self.rawValue = Swift.min(rawValue, Self.unlimitedRawValue)
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: unlimitedRawValue)

        /// A request for no elements from the publisher.
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements. A negative count, which
        /// Combine traps on, is taken as zero.
        public static func max(_ value: Int) -> Subscribers.Demand {
            Demand(count: value)
        }

        private init(count: Int) {
            rawValue = UInt(Swift.max(count, 0))
        }

        /// The number of requested values, or `nil` if unlimited.
        public var max: Int? {
            rawValue == Self.unlimitedRawValue ? nil : Int(rawValue)
        }

        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : .max(sum)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
        }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            let (product, overflow) = left.multipliedReportingOverflow(by: Swift.max(rhs, 0))
            return overflow ? .unlimited : .max(product)
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return .max(Swift.max(left - right, 0))
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
        }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        public static func > (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) > 0 }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) >= 0 }
        public static func < (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) < 0 }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) <= 0 }
        public static func > (lhs: Int, rhs: Demand) -> Bool { 0 > order(rhs, lhs) }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { 0 >= order(rhs, lhs) }
        public static func < (lhs: Int, rhs: Demand) -> Bool { 0 < order(rhs, lhs) }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { 0 <= order(rhs, lhs) }
        public static func == (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) == 0 }
        public static func != (lhs: Demand, rhs: Int) -> Bool { order(lhs, rhs) != 0 }
        public static func == (lhs: Int, rhs: Demand) -> Bool { 0 == order(rhs, lhs) }
        public static func != (lhs: Int, rhs: Demand) -> Bool { 0 != order(rhs, lhs) }

        /// The sign of `demand - count`; every demand exceeds a negative count.
        private static func order(_ demand: Demand, _ count: Int) -> Int {
            guard count >= 0 else { return 1 }
            let raw = UInt(count)
            return demand.rawValue == raw ? 0 : demand.rawValue < raw ? -1 : 1
        }

        public init(from decoder: Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
