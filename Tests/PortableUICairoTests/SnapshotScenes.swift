import Foundation
import PortableUICore

/// The views of the golden-image tests: small scenes, each covering one family of drawing.
@MainActor
enum SnapshotScenes {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static var shapes: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 10, style: .circular).fill(.orange)
                RoundedRectangle(cornerRadius: 10, style: .continuous).fill(.yellow)
                UnevenRoundedRectangle(topLeadingRadius: 14, bottomTrailingRadius: 6).fill(.green)
            }
            HStack(spacing: 4) {
                Circle().fill(.mint)
                Ellipse().fill(.teal)
                Capsule().fill(.blue)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 30))
                    path.addArc(center: CGPoint(x: 15, y: 30), radius: 15, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
                    path.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 40, y: 10))
                    path.closeSubpath()
                }.fill(.purple)
            }
        }
        .frame(width: 140, height: 74).padding(3).background(Color.white)
    }

    static var strokes: some View {
        VStack(spacing: 4) {
            HStack(spacing: 6) {
                Circle().stroke(.red, lineWidth: 1)
                Circle().stroke(.red, lineWidth: 4)
                Circle().strokeBorder(.blue, lineWidth: 4)
                RoundedRectangle(cornerRadius: 6).stroke(.green, style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
            }
            HStack(spacing: 6) {
                Path { path in
                    path.addLines([CGPoint(x: 3, y: 27), CGPoint(x: 15, y: 3), CGPoint(x: 27, y: 27)])
                }.stroke(.orange, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
                Path { path in
                    path.addLines([CGPoint(x: 3, y: 27), CGPoint(x: 15, y: 3), CGPoint(x: 27, y: 27)])
                }.stroke(.orange, style: StrokeStyle(lineWidth: 5, lineCap: .square, lineJoin: .bevel))
                Circle().trim(from: 0.1, to: 0.75).stroke(.purple, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                Color.clear.border(.pink, width: 3)
            }
        }
        .frame(width: 140, height: 64).padding(3).background(Color.white)
    }

    static var gradients: some View {
        HStack(spacing: 4) {
            Rectangle().fill(LinearGradient(colors: [.red, .yellow, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 2, endRadius: 20))
            Circle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
            RoundedRectangle(cornerRadius: 8).fill(Color.orange.gradient)
            Capsule().fill(.tint).tint(.indigo)
        }
        .frame(width: 180, height: 40).padding(3).background(Color.white)
    }

    static var clips: some View {
        HStack(spacing: 4) {
            LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom).clipShape(Circle())
            Color.red.frame(width: 60, height: 60).frame(width: 36, height: 36).clipped()
            Color.purple.cornerRadius(10)
            Color.orange.mask { Text0Glyph() }
            ZStack {
                Color.blue.frame(width: 26, height: 26).offset(x: -5, y: -5)
                Color.red.frame(width: 26, height: 26).offset(x: 5, y: 5)
            }.opacity(0.5)
            ZStack {
                Color.blue.frame(width: 26, height: 26).offset(x: -5, y: -5)
                Color.red.frame(width: 26, height: 26).offset(x: 5, y: 5)
            }.compositingGroup().opacity(0.5)
        }
        .frame(width: 230, height: 36).padding(3).background(Color.white)
    }

    static var effects: some View {
        HStack(spacing: 10) {
            RoundedRectangle(cornerRadius: 6).fill(.white).shadow(radius: 4, x: 0, y: 2)
            Circle().fill(.blue).shadow(color: .red, radius: 0, x: 3, y: 3)
            Rectangle().fill(.green).rotationEffect(.degrees(30)).scaleEffect(0.7)
            Circle().fill(.orange).blur(radius: 3)
            ZStack {
                Circle().fill(.red).frame(width: 24, height: 24).offset(x: -5)
                Circle().fill(.blue).frame(width: 24, height: 24).offset(x: 5).blendMode(.multiply)
            }
        }
        .frame(width: 220, height: 34).padding(8).background(Color(white: 0.92))
    }

    static var images: some View {
        let png = fixture("quadrants.png"), jpeg = fixture("quadrants.jpg")
        return HStack(spacing: 4) {
            Image(contentsOfFile: png)
            Image(contentsOfFile: png).resizable().frame(width: 30, height: 30)
            Image(contentsOfFile: png).resizable().scaledToFit().frame(width: 30, height: 30).background(Color(white: 0.8))
            Image(contentsOfFile: png).resizable().scaledToFill().frame(width: 30, height: 30).clipped()
            Image(contentsOfFile: png).resizable().interpolation(.none).frame(width: 48, height: 32)
            Image(contentsOfFile: jpeg).resizable().frame(width: 36, height: 24)
            Image(contentsOfFile: png).resizable().renderingMode(.template).foregroundStyle(.purple).frame(width: 30, height: 20)
            Image(contentsOfFile: png).resizable(resizingMode: .tile).frame(width: 40, height: 30)
            Image(contentsOfFile: png).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)).frame(width: 40, height: 30)
            Image(systemName: "heart.fill").foregroundStyle(.red)
            Image(contentsOfFile: fixture("truncated.png")).resizable().frame(width: 20, height: 20)
        }
        .padding(3).background(Color.white)
    }

    /// A sheet of symbols: scales beside text on its baseline, weights, variants, rendering
    /// modes, then the first names of the table.
    static var symbolSheet: some View {
        let weights: [Font.Weight] = [.ultraLight, .light, .regular, .bold]
        let variants: [SymbolVariants] = [.none, .fill, .slash, .circle, .circle.fill, .square.fill]
        let names = Array(Image.availableSystemNames.prefix(48))
        return VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline, spacing: 3) {
                Image(systemName: "star.fill").imageScale(.small)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").imageScale(.large)
                Text("Body")
                Image(systemName: "checkmark.circle").font(.caption)
                Text("Caption").font(.caption)
            }
            HStack(spacing: 6) {
                ForEach(weights, id: \.self) { Image(systemName: "heart").fontWeight($0) }
                ForEach(variants, id: \.self) { Image(systemName: "bell").symbolVariant($0) }
            }
            HStack(spacing: 6) {
                Image(systemName: "person.crop.circle.fill").foregroundStyle(.blue)
                Image(systemName: "person.crop.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)
                Image(systemName: "heart.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .pink)
                Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange)
                Image(systemName: "no.such.symbol")
                Image(systemName: "paperplane").resizable().scaledToFit().frame(width: 30, height: 20)
            }
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                ForEach(0..<4) { row in
                    GridRow {
                        ForEach(names[(row * 12)..<(row * 12 + 12)], id: \.self) { Image(systemName: $0).font(.footnote) }
                    }
                }
            }
        }
        .padding(6).background(Color.white)
    }

    static var canvas: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)), with: .color(.yellow))
            context.stroke(
                Path(CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20)),
                with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
                lineWidth: 3)
            var rotated = context
            rotated.translateBy(x: size.width / 2, y: size.height / 2)
            rotated.rotate(by: .degrees(45))
            rotated.opacity = 0.6
            rotated.fill(Path(CGRect(x: -8, y: -8, width: 16, height: 16)), with: .color(.green))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.purple))
        }
        .frame(width: 80, height: 50).background(Color.white)
    }
}

extension SnapshotScenes {
    static var textFonts: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Large Title").font(.largeTitle)
            Text("Headline, then body").font(.headline)
            Text("Body text in Inter")
            Text("Caption 2 text").font(.caption2)
            Text("Monospaced 0123").font(.system(size: 15, design: .monospaced))
            Text("Serif design").font(.system(size: 15, design: .serif))
            Text("Rounded 17").font(.system(size: 17, weight: .medium, design: .rounded))
        }
        .padding(4).background(Color.white)
    }

    static var textWeights: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 6) {
                Text("Thin").fontWeight(.thin)
                Text("Light").fontWeight(.light)
                Text("Regular")
                Text("Semibold").fontWeight(.semibold)
            }
            HStack(spacing: 6) {
                Text("Bold").bold()
                Text("Heavy").fontWeight(.heavy)
                Text("Black").fontWeight(.black)
                Text("Italic").italic()
                Text("Bold italic").bold().italic()
            }
        }
        .padding(4).background(Color.white)
    }

    static var textColors: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Red text").foregroundStyle(.red)
            Text("Blue ") + Text("green").foregroundColor(.green) + Text(" bold").bold()
            Text("Underlined").underline()
            Text("Struck through").strikethrough()
            Text("Tinted by the environment").foregroundColor(.purple)
            Text("Half opacity").foregroundStyle(Color.orange.opacity(0.5))
        }
        .padding(4).background(Color.white)
    }

    static var textAlignment: some View {
        let paragraph = "A paragraph that wraps onto several lines to show its alignment."
        return HStack(alignment: .top, spacing: 6) {
            Text(paragraph).multilineTextAlignment(.leading).frame(width: 110)
            Text(paragraph).multilineTextAlignment(.center).frame(width: 110)
            Text(paragraph).multilineTextAlignment(.trailing).frame(width: 110)
        }
        .font(.footnote).padding(4).background(Color.white)
    }

    static var textTruncation: some View {
        let long = "The quick brown fox jumps over the lazy dog"
        return VStack(alignment: .leading, spacing: 2) {
            Text(long).lineLimit(1).truncationMode(.head)
            Text(long).lineLimit(1).truncationMode(.middle)
            Text(long).lineLimit(1).truncationMode(.tail)
            Text(long + " " + long).lineLimit(2)
        }
        .frame(width: 150).padding(4).background(Color.white)
    }

    static var ellipticalGradients: some View {
        HStack(spacing: 4) {
            Rectangle().fill(EllipticalGradient(colors: [.yellow, .red, .blue])).frame(width: 70)
            Rectangle().fill(EllipticalGradient(colors: [.white, .green]))
            Capsule().fill(
                EllipticalGradient(
                    stops: [.init(color: .white, location: 0), .init(color: .orange, location: 0.3), .init(color: .purple, location: 1)],
                    center: .topLeading, startRadiusFraction: 0.1, endRadiusFraction: 1))
            Circle().fill(.ellipticalGradient(Gradient(colors: [.cyan, .indigo]), center: UnitPoint(x: 0.3, y: 0.3), endRadiusFraction: 0.7))
            EllipticalGradient(colors: [.pink, Color.pink.opacity(0)], startRadiusFraction: 0.2, endRadiusFraction: 0.5)
        }
        .frame(width: 250, height: 40).padding(3).background(Color.white)
    }

    static var hierarchicalStyles: some View {
        func levels() -> some View {
            HStack(spacing: 3) {
                Rectangle().fill(.primary)
                Rectangle().fill(.secondary)
                Rectangle().fill(.tertiary)
                Rectangle().fill(.quaternary)
            }
            .frame(height: 14)
        }
        return VStack(spacing: 4) {
            levels()
            levels().foregroundStyle(.blue)
            levels().foregroundStyle(.red, .green)
            levels().foregroundStyle(.red, .green, .orange)
            levels().foregroundStyle(LinearGradient(colors: [.purple, .mint], startPoint: .leading, endPoint: .trailing))
            HStack(spacing: 6) {
                Text("Primary")
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").font(.caption).padding(2).background(.tertiary, in: Capsule())
                Circle().fill(.foreground).frame(width: 14, height: 14)
            }
            .font(.callout).foregroundStyle(.teal)
        }
        .frame(width: 240).padding(4).background(Color.white)
    }
}

/// A star-like mask made of two overlapping capsules.
struct Text0Glyph: View {
    var body: some View {
        ZStack {
            Capsule().frame(width: 34, height: 10)
            Capsule().frame(width: 10, height: 34)
        }
    }
}
