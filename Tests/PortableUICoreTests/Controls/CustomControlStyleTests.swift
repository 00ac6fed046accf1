import Foundation
import Testing
@testable import PortableUICore

/// A user's own styles of the grouping views and toggles, built from their `Configuration`s
/// (SwiftUI's `ToggleStyle`, `GroupBoxStyle`, `DisclosureGroupStyle` and `FormStyle`): the
/// style's body replaces the automatic look, its configuration's label, content and
/// bindings are the control's.
@MainActor
struct CustomControlStyleTests {
    /// A toggle drawn as a 20-point square after its label, 4 apart; a tap anywhere toggles.
    struct SquareToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                configuration.label
                Rectangle()
                    .fill(configuration.isOn ? Color.green : Color.gray)
                    .frame(width: 20, height: 20)
                    .accessibilityIdentifier(configuration.isOn ? "square-on" : "square-off")
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    private struct ToggleHost: View {
        @State var isOn = false
        var body: some View {
            Toggle(isOn: $isOn) { Color.red.frame(width: 40, height: 10).accessibilityIdentifier("label") }
                .toggleStyle(SquareToggleStyle())
        }
    }

    @Test func aCustomToggleStyleDrawsAndToggles() {
        let host = ViewHost(ToggleHost(), size: CGSize(width: 200, height: 100))
        // 40 + 4 + 20 = 64 wide, 20 tall, centred: from (68, 40).
        #expect(host.frame(of: "label") == CGRect(x: 68, y: 45, width: 40, height: 10))
        #expect(host.frame(of: "square-off") == CGRect(x: 112, y: 40, width: 20, height: 20))
        host.tap(on: "square-off")
        #expect(host.frame(of: "square-on") == CGRect(x: 112, y: 40, width: 20, height: 20))
        #expect(host.frame(of: "switch") == nil)
    }

    /// A group box without a background: the label over the content, 2 apart, inset by 5.
    struct PlainGroupBoxStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.label
                configuration.content
            }
            .padding(5)
        }
    }

    @Test func aCustomGroupBoxStyleLaysOutItsLabelAndContent() {
        let host = ViewHost(
            GroupBox {
                Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("content")
            } label: {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
            }
            .groupBoxStyle(PlainGroupBoxStyle()), size: CGSize(width: 300, height: 200))
        // 110 × (20 + 2 + 40 + 10) = 72, centred: from (95, 64).
        #expect(host.frame(of: "label") == CGRect(x: 120, y: 69, width: 60, height: 20))
        #expect(host.frame(of: "content") == CGRect(x: 100, y: 91, width: 100, height: 40))
        #expect(host.frames(ofType: RoundedRectangle.self).isEmpty, "no automatic background")
    }

    /// A disclosure group whose label is a button; the content is indented by 12 while
    /// expanded.
    struct IndentedDisclosureStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Button { configuration.isExpanded.toggle() } label: { configuration.label }
                    .buttonStyle(.plain)
                if configuration.isExpanded {
                    configuration.content.padding(.leading, 12)
                }
            }
        }
    }

    private struct DisclosureHost: View {
        @State var isExpanded = false
        var body: some View {
            VStack(spacing: 0) {
                DisclosureGroup(isExpanded: $isExpanded) {
                    Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("content")
                } label: {
                    Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
                }
                .disclosureGroupStyle(IndentedDisclosureStyle())
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @Test func aCustomDisclosureGroupStyleReadsAndWritesTheExpansion() {
        let host = ViewHost(DisclosureHost(), size: CGSize(width: 300, height: 200))
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(host.frame(of: "content") == nil)
        host.tap(on: "label")
        #expect(host.frame(of: "content") == CGRect(x: 12, y: 20, width: 50, height: 30))
        #expect(host.frames(ofType: _TrailingChevron.self).isEmpty, "no automatic chevron")
    }

    /// A form as a plain stack of its rows, 6 apart.
    struct StackFormStyle: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 6) { configuration.content }
        }
    }

    @Test func aCustomFormStyleStacksTheRows() {
        let host = ViewHost(
            Form {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("b")
            }
            .formStyle(StackFormStyle()), device: .iPhone15Pro)
        let a = host.frame(of: "a")
        let b = host.frame(of: "b")
        #expect(a?.size == CGSize(width: 60, height: 20))
        #expect(b.map { $0.minY - (a?.maxY ?? 0) } == 6, "the style's spacing, not a list's rows")
        #expect(host.frames(ofType: RoundedRectangle.self).isEmpty, "no inset grouped cards")
    }
}
