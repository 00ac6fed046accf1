import Foundation

/// Where a navigation bar's back button goes: the title of the screen it goes back to (the
/// previous screen of a stack, or the previous column of a collapsed split view) and what
/// pressing it does (pops the visible screen, as `dismiss` does).
struct NavigationBackTarget {
    var title: String?
    var pop: () -> Void
}

/// The labels a back button tries, in order: the previous screen's title, "Back", the
/// chevron alone (`nil`).
struct NavigationBackLabels: Equatable {
    let titles: [String?]

    /// The labels for a back button to a screen titled `title` (UIKit's default back button
    /// display mode: "a specific title, a generic title, or no title … depending on the
    /// space available"); the chevron alone when the bar's role hides the title.
    init(previousTitle title: String?, hidesTitle: Bool) {
        var titles: [String?] = []
        if !hidesTitle {
            if let title, !title.isEmpty, title != Self.generic { titles.append(title) }
            titles.append(Self.generic)
        }
        titles.append(nil)
        self.titles = titles
    }

    /// UIKit's generic back button title.
    static let generic = "Back"
}

/// A navigation bar's back button: a chevron, then the first of its labels whose ideal
/// width fits the width the bar proposes (the bar's leading area, up to its centred title).
/// It has the tint color, the body font (17 points, regular) and the borderless look of bar
/// buttons, whatever the styles around the bar say.
///
/// Metrics [UNVERIFIED]: the chevron is 12×21 points drawn with a 3-point round stroke
/// (an approximation of SF Symbols' chevron.backward in 17-point semibold), 6 points before
/// the title; the bar puts the button 8 points from its leading edge
/// (`_NavigationBarLayout.backButtonInset`).
struct _NavigationBackButton: View {
    let labels: NavigationBackLabels
    let action: @MainActor () -> Void

    static let chevronSize = CGSize(width: 12, height: 21)
    static let chevronLineWidth: CGFloat = 3
    static let titleSpacing: CGFloat = 6

    var body: some View {
        Button(action: action) {
            ViewThatFits(in: .horizontal) {
                ForEach(labels.titles.indices, id: \.self) { index in
                    _NavigationBackLabel(title: labels.titles[index])
                }
            }
        }
        .buttonStyle(.borderless)
        .font(.body)
    }
}

/// One candidate label of a back button: the chevron and, unless nil, a title.
struct _NavigationBackLabel: View {
    let title: String?
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        HStack(spacing: _NavigationBackButton.titleSpacing) {
            _BackChevron(pointsRight: layoutDirection == .rightToLeft)
                .stroke(style: .glyph(_NavigationBackButton.chevronLineWidth))
                .frame(width: _NavigationBackButton.chevronSize.width, height: _NavigationBackButton.chevronSize.height)
                .accessibilityHidden(true)
            if let title { Text(verbatim: title).lineLimit(1) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: title ?? NavigationBackLabels.generic))
    }
}

/// The back chevron: two strokes meeting at the leading edge's middle (the trailing edge's
/// in a right-to-left layout), inset by half the stroke's width so that it stays in its frame.
struct _BackChevron: Shape {
    let pointsRight: Bool

    func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(
            dx: Swift.min(_NavigationBackButton.chevronLineWidth / 2, rect.width / 2),
            dy: Swift.min(_NavigationBackButton.chevronLineWidth / 2, rect.height / 2))
        let tip = pointsRight ? inset.maxX : inset.minX, ends = pointsRight ? inset.minX : inset.maxX
        var path = Path()
        path.move(to: CGPoint(x: ends, y: inset.minY))
        path.addLine(to: CGPoint(x: tip, y: inset.midY))
        path.addLine(to: CGPoint(x: ends, y: inset.maxY))
        return path
    }
}

extension View {
    /// Hides the navigation bar back button for the view.
    ///
    /// It takes effect when the view is on the visible screen of a `NavigationStack`, or of a
    /// `NavigationSplitView` collapsed into one column; leading toolbar items then start at
    /// the bar's leading margin.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(_NavigationSettingModifier(settings: [.backButtonHidden(hidesBackButton)]))
    }
}
