import Foundation
import Testing
@testable import PortableUICore

/// The display list built from placed views: order, frames, effects.
@MainActor
struct DisplayListTests {
    private func list<V: View>(_ view: V, size: CGSize = CGSize(width: 100, height: 100)) -> DisplayList {
        ViewHost(view, size: size).displayList()
    }

    /// The paint colors of the top-level fills, in drawing order.
    private func fillColors(_ list: DisplayList) -> [Color] {
        var colors: [Color] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(_, .color(let color), _): colors.append(color)
                case .group(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(list)
        return colors
    }

    @Test func colorFillsItsPixelAlignedFrame() {
        let result = list(Color.red.frame(width: 20.3, height: 10), size: CGSize(width: 100, height: 50))
        guard case .fill(let path, .color(let color), _) = result.items.first else {
            Issue.record("expected a fill, got \(result)")
            return
        }
        #expect(color == .red)
        #expect(path.boundingRect == CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    @Test func overlayDrawsPrimaryFirstAndBackgroundSecondaryFirst() {
        #expect(fillColors(list(Color.red.overlay(Color.blue))) == [.red, .blue])
        #expect(fillColors(list(Color.red.background(Color.blue))) == [.blue, .red])
        #expect(fillColors(list(Color.red.border(Color.green, width: 2))).first == .red)
    }

    @Test func clearColorsDrawNothing() {
        #expect(list(Color.clear).isEmpty)
        #expect(list(Circle().fill(Color.red.opacity(0))).isEmpty)
    }

    @Test func zStackDrawsByZIndexThenOrder() {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.green
            Color.blue
        }
        #expect(fillColors(list(view)) == [.green, .blue, .red])
    }

    @Test func hiddenViewsAreNotDrawnButKeepTheirPlace() {
        let view = HStack(spacing: 0) {
            Color.red.hidden().accessibilityIdentifier("hidden")
            Color.blue
        }
        let host = ViewHost(view, size: CGSize(width: 100, height: 100))
        #expect(fillColors(host.displayList()) == [.blue])
        #expect(host.frame(of: "hidden") == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test func foregroundStyleColorsShapes() {
        let result = list(Circle().foregroundStyle(.orange))
        #expect(fillColors(result) == [.orange])
        #expect(fillColors(list(Circle())) == [.primary])
        #expect(fillColors(list(Rectangle().fill(.tint).tint(.pink))) == [.pink])
        #expect(fillColors(list(Rectangle().fill(.tint))) == [.accentColor])
    }

    @Test func opacityIsDistributedToLeavesUnlessComposited() {
        let stack = ZStack {
            Color.red
            Color.blue
        }
        let distributed = list(stack.opacity(0.5))
        #expect(distributed.items.count == 2)
        for item in distributed.items {
            guard case .group(.opacity(let value), _) = item else {
                Issue.record("expected an opacity group, got \(item)")
                continue
            }
            #expect(value == 0.5)
        }
        let composited = list(stack.compositingGroup().opacity(0.5))
        #expect(composited.items.count == 1)
        guard case .group(.opacity(0.5), let inner) = composited.items.first,
            case .group(.compositingGroup, let leaves) = inner.items.first
        else {
            Issue.record("expected opacity around a compositing group, got \(composited)")
            return
        }
        #expect(leaves.items.count == 2)
    }

    @Test func clipMakesOneGroupAroundItsContent() {
        let result = list(
            ZStack {
                Color.red
                Color.blue
            }.frame(width: 40, height: 40).clipShape(Circle()).opacity(0.5))
        guard case .group(.opacity(0.5), let outer) = result.items.first, outer.items.count == 1,
            case .group(.clip(let path, _), let inner) = outer.items.first
        else {
            Issue.record("expected opacity around a clip, got \(result)")
            return
        }
        #expect(path.boundingRect == CGRect(x: 30, y: 30, width: 40, height: 40))
        #expect(inner.items.count == 2)
    }

    @Test func renderEffectsDoNotChangeLayout() {
        func frames<V: View>(_ view: V) -> [CGRect?] {
            let host = ViewHost(view, size: CGSize(width: 300, height: 200))
            return ["a", "b", "c"].map { host.frame(of: $0) }
        }
        let plain = HStack {
            Color.red.frame(width: 50).accessibilityIdentifier("a")
            Circle().frame(width: 30, height: 30).accessibilityIdentifier("b").padding(4).accessibilityIdentifier("c")
        }
        let effected = HStack {
            Color.red.frame(width: 50).opacity(0.3).shadow(radius: 3).blur(radius: 2).accessibilityIdentifier("a")
            Circle().frame(width: 30, height: 30).rotationEffect(.degrees(20)).scaleEffect(2).accessibilityIdentifier("b")
                .padding(4).clipped().cornerRadius(3).compositingGroup().blendMode(.multiply).accessibilityIdentifier("c")
        }
        #expect(frames(plain) == frames(effected))
        #expect(!frames(plain).contains(nil))
    }

    @Test func scaleAndRotationUseTheAnchorInTheFrame() {
        let result = list(Color.red.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading))
        guard case .group(.transform(let t), _) = result.items.first else {
            Issue.record("expected a transform, got \(result)")
            return
        }
        // The frame is (40, 40, 20, 20); scaling about its top-leading corner keeps (40, 40).
        #expect(CGPoint(x: 40, y: 40).applying(t) == CGPoint(x: 40, y: 40))
        #expect(CGPoint(x: 60, y: 60).applying(t) == CGPoint(x: 80, y: 80))
    }

    @Test func maskDrawsTheContentMaskedByTheMaskView() {
        let result = list(Color.red.frame(width: 40, height: 40).mask { Circle() })
        guard case .group(.mask(let mask), let content) = result.items.first else {
            Issue.record("expected a mask group, got \(result)")
            return
        }
        #expect(fillColors(content) == [.red])
        #expect(mask.items.count == 1)
    }

    @Test func shadowIsDistributedLikeOpacity() {
        let result = list(
            VStack {
                Color.red
                Color.blue
            }.shadow(radius: 2))
        #expect(result.items.count == 2)
    }

    @Test func strokeBorderStaysInsideTheFrame() {
        let result = list(Rectangle().strokeBorder(.red, lineWidth: 4).frame(width: 20, height: 20))
        guard case .stroke(let path, _, let style) = result.items.first else {
            Issue.record("expected a stroke, got \(result)")
            return
        }
        #expect(style.lineWidth == 4)
        #expect(path.boundingRect == CGRect(x: 42, y: 42, width: 16, height: 16))
    }

    @Test func strokedShapeIsStrokedInTheForegroundStyle() {
        let result = list(Circle().stroke(lineWidth: 3).foregroundStyle(.green))
        guard case .stroke(_, .color(let color), let style) = result.items.first else {
            Issue.record("expected a stroke, got \(result)")
            return
        }
        #expect(color == .green)
        #expect(style.lineWidth == 3)
    }

    @Test func gradientGeometryFollowsTheFrame() {
        let result = list(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 20, height: 40))
        guard case .fill(_, .linearGradient(_, let start, let end), _) = result.items.first else {
            Issue.record("expected a gradient fill, got \(result)")
            return
        }
        #expect(start == CGPoint(x: 50, y: 30))
        #expect(end == CGPoint(x: 50, y: 70))
    }

    @Test func canvasRecordsInItsFrame() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 5, y: 5)
            copy.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground, lineWidth: 2)
        }.frame(width: 30, height: 20)
        let result = list(canvas)
        guard case .group(.transform(let t), let recorded) = result.items.first else {
            Issue.record("expected the canvas moved to its frame, got \(result)")
            return
        }
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 35, y: 40))
        #expect(recorded.items.count == 2)
        guard case .group(.opacity(0.5), let faded) = recorded.items[1],
            case .group(.transform(let inner), _) = faded.items.first
        else {
            Issue.record("expected the copy's state around the stroke, got \(recorded)")
            return
        }
        #expect(CGPoint.zero.applying(inner) == CGPoint(x: 5, y: 5))
    }
}
