import Foundation

/// A presentation as a host reports it: its kind and where its panel is.
public struct PresentationSnapshot: Equatable, Sendable {
    /// The kinds of presentation.
    public enum Kind: Equatable, Sendable {
        case sheet, fullScreenCover, popover, alert, confirmationDialog, menu
    }

    /// What is presented.
    public let kind: Kind
    /// The panel's frame (the sheet, the alert's card, the menu) in window coordinates,
    /// rounded to pixels; nil before it is laid out.
    public let frame: CGRect?
}

extension ViewHost {
    /// What is presented above the content (sheets, alerts, menus…), bottom to top.
    public var presentations: [PresentationSnapshot] {
        layoutIfNeeded()
        let containers = graph.presentationLayer.subviews
        return graph.presentations.entries.enumerated().map { index, entry in
            let panel = index < containers.count && containers[index].subviews.count >= 2 ? containers[index].subviews.array.last : nil
            return PresentationSnapshot(kind: PresentationSnapshot.Kind(entry.kind), frame: panel.map { pixelRounded($0.frame) })
        }
    }

    /// The text of the tooltip shown now (a `help(_:)` text the pointer rests on), or nil.
    public var tooltip: String? {
        layoutIfNeeded()
        return graph.presentations.tooltip?.text.plainText
    }

    /// Dismisses the top presentation as its user would (Escape, a click outside): not when
    /// it disabled interactive dismissal, nor an alert without a cancel action. Returns
    /// whether it was dismissed.
    @discardableResult
    public func dismissPresentation() -> Bool {
        layoutIfNeeded()
        guard let top = graph.presentations.top else { return false }
        let before = graph.presentations.entries.count
        if top.kind == .alert || top.kind == .confirmationDialog {
            top.cancelAction?()
        } else {
            top.dismissByUser()
        }
        flush()
        return graph.presentations.entries.count < before
    }
}

extension PresentationSnapshot.Kind {
    init(_ kind: PresentationEntry.Kind) {
        switch kind {
        case .sheet: self = .sheet
        case .fullScreenCover: self = .fullScreenCover
        case .popover: self = .popover
        case .alert: self = .alert
        case .confirmationDialog: self = .confirmationDialog
        case .menu: self = .menu
        }
    }
}
