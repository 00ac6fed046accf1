import Foundation
import PortableUI

/// The host clock as actions drive it: whole frames of 1/60 s, synchronously, so that the same
/// test produces the same frames on every run and machine.
@MainActor
enum Clock {
    static let frame = 1.0 / 60

    /// Runs one frame, then frames until nothing animates, for at most the settle limit.
    static func settle(_ driver: any HostDriver) {
        step(driver)
        let limit = Int((ViewTester<EmptyView>.settleLimit / frame).rounded())
        for _ in 0..<limit where driver.isAnimating { step(driver) }
    }

    /// Runs frames for `seconds` (not a finite positive number: none).
    static func run(_ driver: any HostDriver, for seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = driver.time + seconds
        while driver.time + frame / 2 < end { step(driver) }
        if driver.time < end { driver.tick(to: end) }
    }

    /// Moves the clock one frame on.
    static func step(_ driver: any HostDriver) {
        driver.tick(to: driver.time + frame)
    }
}
