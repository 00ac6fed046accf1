import Foundation
import Testing
@testable import PortableUICore

/// `buttonBorderShape(_:)` with bordered buttons, and the control size's insets and radius.
/// Metrics [UNVERIFIED]: 7×12-point insets (UIButton's bordered configuration as commonly
/// measured: 34 points tall with a 17-point label), a 6-point radius, 12 at `.large`.
@MainActor
struct ButtonBorderShapeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let shape: ButtonBorderShape
        let controlSize: ControlSize
        /// The corner radius of the background's path at its top-left corner (where the
        /// path's first curve ends), and the background's size.
        let size: CGSize
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "automatic", shape: .automatic, controlSize: .regular, size: CGSize(width: 74, height: 34)),
        Case(name: "capsule", shape: .capsule, controlSize: .regular, size: CGSize(width: 74, height: 34)),
        Case(name: "rounded 20", shape: .roundedRectangle(radius: 20), controlSize: .regular, size: CGSize(width: 74, height: 34)),
        Case(name: "circle: 7 all around", shape: .circle, controlSize: .regular, size: CGSize(width: 64, height: 34)),
        Case(name: "large", shape: .automatic, controlSize: .large, size: CGSize(width: 50 + 2 * 14.4, height: 20 + 2 * 8.4)),
    ]

    @Test(arguments: cases) func borderedButtonsFillTheirShape(_ testCase: Case) throws {
        let host = ViewHost(
            Button {} label: { Color.red.frame(width: 50, height: 20) }
                .buttonStyle(.bordered)
                .buttonBorderShape(testCase.shape)
                .controlSize(testCase.controlSize),
            size: CGSize(width: 300, height: 100))
        let frames = host.frames(ofType: ButtonBorderShape.self)
        #expect(frames.count == 1)
        let frame = try #require(frames.first)
        // Frames lie on the pixel grid: a scaled inset moves an edge by up to half a point.
        #expect(abs(frame.width - testCase.size.width) <= 1 && abs(frame.height - testCase.size.height) <= 1, "\(frame)")
    }

    struct PathCase: Sendable, CustomTestStringConvertible {
        let name: String
        let shape: ButtonBorderShape
        let path: Path
        var testDescription: String { name }
    }

    static let rect = CGRect(x: 0, y: 0, width: 80, height: 30)
    static let pathCases: [PathCase] = [
        PathCase(name: "automatic = 6-point rounded rectangle", shape: .automatic, path: RoundedRectangle(cornerRadius: 6).path(in: rect)),
        PathCase(name: "large = 12", shape: ButtonBorderShape.automatic.sized(.large), path: RoundedRectangle(cornerRadius: 12).path(in: rect)),
        PathCase(name: "capsule", shape: .capsule, path: Capsule().path(in: rect)),
        PathCase(name: "circle", shape: .circle, path: Circle().path(in: rect)),
        PathCase(name: "radius 9", shape: .roundedRectangle(radius: 9), path: RoundedRectangle(cornerRadius: 9).path(in: rect)),
        PathCase(name: "NaN radius = 0", shape: .roundedRectangle(radius: .nan), path: RoundedRectangle(cornerRadius: 0).path(in: rect)),
        PathCase(name: "inset 2", shape: ButtonBorderShape.roundedRectangle(radius: 9).inset(by: 2), path: RoundedRectangle(cornerRadius: 7).path(in: rect.insetBy(dx: 2, dy: 2))),
    ]

    @Test(arguments: pathCases) func shapesDrawTheirPaths(_ testCase: PathCase) {
        #expect(testCase.shape.path(in: Self.rect) == testCase.path)
    }
}
