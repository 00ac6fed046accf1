import Foundation
import SwiftUI

/// A button style for buttons inside a ScrollView that reports presses, double taps, long
/// presses and the end of a press without gesture recognizers of its own (article 4, after
/// Daniel Saidi), so a drag that starts on the button still scrolls.
///
/// It watches `configuration.isPressed`: each press calls `pressAction`, a press within
/// `doubleTapTimeout` of the previous one calls `doubleTapAction`, a press still held after
/// `longPressTime` calls `longPressAction`, and each release calls `endAction`. The button's
/// own action still runs on release.
struct ScrollViewGestureButtonStyle: ButtonStyle {
    private let doubleTapTimeout: TimeInterval
    private let longPressTime: TimeInterval
    private let pressAction: () -> Void
    private let doubleTapAction: () -> Void
    private let longPressAction: () -> Void
    private let endAction: () -> Void

    @State private var doubleTapDate = Date.distantPast
    @State private var longPressDate = Date()

    init(
        pressAction: @escaping () -> Void = {}, doubleTapTimeout: TimeInterval = 0.5,
        doubleTapAction: @escaping () -> Void = {}, longPressTime: TimeInterval = 1.0,
        longPressAction: @escaping () -> Void = {}, endAction: @escaping () -> Void = {}
    ) {
        self.pressAction = pressAction
        self.doubleTapTimeout = doubleTapTimeout
        self.doubleTapAction = doubleTapAction
        self.longPressTime = longPressTime
        self.longPressAction = longPressAction
        self.endAction = endAction
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onChange(of: configuration.isPressed) { _, isPressed in
                longPressDate = Date()
                if isPressed {
                    pressAction()
                    doubleTapDate = triggerDoubleTapIfRecent() ? .distantPast : Date()
                    triggerLongPress(after: longPressTime, ifStillPressedSince: longPressDate)
                } else {
                    endAction()
                }
            }
    }

    /// Calls `doubleTapAction` when the previous press was less than `doubleTapTimeout` ago.
    private func triggerDoubleTapIfRecent() -> Bool {
        guard Date().timeIntervalSince(doubleTapDate) < doubleTapTimeout else { return false }
        doubleTapAction()
        return true
    }

    /// Calls `longPressAction` after `delay` unless the press changed in between.
    private func triggerLongPress(after delay: TimeInterval, ifStillPressedSince date: Date) {
        let binding = $longPressDate
        let action = longPressAction
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                guard binding.wrappedValue == date else { return }
                action()
            }
        }
    }
}

#Preview("Press, double tap, long press", traits: .sizeThatFitsLayout) {
    @Previewable @State var taps = 0
    Button("Pressed \(taps) times") {}
        .buttonStyle(ScrollViewGestureButtonStyle(pressAction: { taps += 1 }))
        .padding()
}
