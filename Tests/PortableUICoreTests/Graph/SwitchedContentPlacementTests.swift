import Foundation
import Observation
import Testing
@testable import PortableUICore

@Observable
private final class SwitchModel {
    var isOn = false
}

/// A view whose content switches (an `if`/`else` in its body) is placed where its layout
/// placed the view, whatever kind of layout that is: the new content takes the frame the
/// container gives the view, not the container's bounds.
@MainActor
struct SwitchedContentPlacementTests {
    /// Places its one subview centred 30 points below its top, at the subview's ideal size
    /// (as a scroll view places its refresh control).
    private struct CentredNearTop: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.minY + 30), anchor: .center, proposal: .unspecified)
        }
    }

    private struct Switching: View {
        let isOn: Bool
        var body: some View {
            if isOn {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("switched")
            } else {
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("switched")
            }
        }
    }

    /// Reads the switch from a model, so that a change re-evaluates this view alone.
    private struct ObservingSwitch: View {
        let model: SwitchModel
        var body: some View { Switching(isOn: model.isOn) }
    }

    private struct Screen: View {
        let isOn: Bool
        let inScrollView: Bool
        var body: some View {
            if inScrollView {
                ScrollView { CentredNearTop { Switching(isOn: isOn) }.frame(height: 100) }
            } else {
                CentredNearTop { Switching(isOn: isOn) }
            }
        }
    }

    @Test(arguments: [false, true])
    func switchedContentIsPlacedWhereTheLayoutPlacedTheView(inScrollView: Bool) {
        let host = ViewHost(Screen(isOn: false, inScrollView: inScrollView), size: CGSize(width: 200, height: 300))
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 95, y: 25, width: 10, height: 10))
        host.update(Screen(isOn: true, inScrollView: inScrollView))
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 90, y: 20, width: 20, height: 20))
        host.update(Screen(isOn: false, inScrollView: inScrollView))
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 95, y: 25, width: 10, height: 10))
    }

    @Test(arguments: [false, true])
    func contentSwitchedByAModelIsPlacedWhereTheLayoutPlacedTheView(inScrollView: Bool) {
        let model = SwitchModel()
        let host = ViewHost(
            Group {
                if inScrollView {
                    ScrollView { CentredNearTop { ObservingSwitch(model: model) }.frame(height: 100) }
                } else {
                    CentredNearTop { ObservingSwitch(model: model) }
                }
            }, size: CGSize(width: 200, height: 300))
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 95, y: 25, width: 10, height: 10))
        model.isOn = true
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 90, y: 20, width: 20, height: 20))
        model.isOn = false
        host.layoutIfNeeded()
        #expect(host.frame(of: "switched") == CGRect(x: 95, y: 25, width: 10, height: 10))
    }
}
