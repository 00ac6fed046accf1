import Foundation

/// What a presentation shows around its content, for the host's idiom: the backdrop (dimming
/// or a transparent catcher of clicks outside), the panel, where the panel goes, and the
/// environment of the content (the presenter's, with `dismiss` and `isPresented`).
@MainActor
struct PresentationChrome {
    let entry: PresentationEntry
    let window: CGRect
    let safeArea: CGRect

    private var idiom: DeviceProfile.Idiom { entry.environment.presentationIdiom }
    private var options: PresentationOptions { entry.options }
    /// The system colors in the presenter's appearance.
    private var colors: PresentationColors { PresentationColors(entry.environment.colorScheme) }

    /// A popover on a phone adapts to a sheet unless its content asks otherwise.
    private var kind: PresentationEntry.Kind {
        guard entry.kind == .popover, idiom == .phone else { return entry.kind }
        switch options.compactAdaptation {
        case .popover, .none: return .popover
        case .fullScreenCover: return .fullScreenCover
        default: return .sheet
        }
    }

    var environment: EnvironmentValues {
        var environment = entry.environment
        weak let weakEntry = entry
        environment.dismiss = DismissAction(id: ObjectIdentifier(entry)) { weakEntry?.dismissByUser(force: true) }
        environment.presentation = PresentationEnvironment(entry: entry)
        if entry.kind != .menu { environment.isPresented = true }
        // Presented content starts a navigation context of its own.
        environment.navigation = NavigationEnvironment()
        environment.splitViewColumn = nil
        return environment
    }

    // MARK: Placement

    var placement: _PresentationFrameLayout {
        _PresentationFrameLayout(placement: panelPlacement, safeArea: safeArea)
    }

    private var panelPlacement: PanelPlacement {
        switch (kind, idiom) {
        case (.fullScreenCover, _): return .fill
        case (.sheet, .phone): return .bottom(height: sheetHeight)
        case (.sheet, .pad): return .centered(width: PresentationMetrics.formSheetSize.width)
        case (.sheet, .desktop): return .topAttached(margin: PresentationMetrics.desktopSheetMargin)
        case (.alert, .desktop), (.confirmationDialog, .desktop):
            return .centered(width: PresentationMetrics.desktopAlertWidth)
        case (.alert, _): return .centered(width: PresentationMetrics.alertWidth)
        case (.confirmationDialog, _):
            let margin = PresentationMetrics.actionSheetMargin
            let bottomInset = window.maxY - safeArea.maxY
            return .bottomGroup(width: window.width - 2 * margin, margin: bottomInset > 0 ? 0 : margin)
        case (.menu, .phone), (.menu, .pad):
            guard entry.menuPreview == nil else { return .fill }
            return .anchored(
                entry.anchor, width: PresentationMetrics.menuWidth, gap: entry.arrowEdge == nil ? PresentationMetrics.menuGap : 0,
                margin: PresentationMetrics.windowMargin, edge: entry.arrowEdge)
        case (.menu, .desktop):
            // A submenu's first row lines up with the row that opened it.
            let anchor = entry.arrowEdge == nil ? entry.anchor : entry.anchor.offsetBy(dx: 0, dy: -PresentationMetrics.desktopMenuPadding)
            return .anchored(
                anchor, width: nil, gap: entry.arrowEdge == nil ? PresentationMetrics.desktopMenuGap : 0,
                margin: PresentationMetrics.windowMargin, edge: entry.arrowEdge)
        case (.popover, _):
            // The arrow edge is the anchor's edge the popover sits against ("the edge of the
            // attachmentAnchor that defines the location of the popover's arrow").
            return .anchored(
                entry.anchor, width: nil, gap: PresentationMetrics.popoverArrowLength, margin: PresentationMetrics.windowMargin,
                edge: entry.arrowEdge, centered: true)
        }
    }

    private var detentContext: PresentationDetent.Context {
        PresentationDetent.Context(window: window, safeArea: safeArea)
    }

    /// The height of a phone's sheet at its selected detent.
    private var restingSheetHeight: CGFloat {
        options.resolvedDetent.height(in: detentContext)
    }

    /// The height of a phone's sheet: at its selected detent, or where the user drags it.
    var sheetHeight: CGFloat {
        guard entry.dragTranslation != 0 else { return restingSheetHeight }
        return SheetDetentDrag(entry: entry, context: detentContext)
            .height(restingHeight: restingSheetHeight, translation: entry.dragTranslation)
    }

    /// A drag on a phone's sheet moves it between its detents (see ``SheetDetentDrag``).
    private var detentDrag: some Gesture {
        let drag = SheetDetentDrag(entry: entry, context: detentContext)
        let resting = restingSheetHeight
        let entry = entry
        return DragGesture(coordinateSpace: .global)
            .onChanged { value in entry.dragTranslation = value.translation.height }
            .onEnded { value in
                withAnimation(.default) {
                    entry.dragTranslation = 0
                    drag.end(restingHeight: resting, predictedTranslation: value.predictedEndTranslation.height)
                }
            }
    }

    // MARK: Backdrop

    var backdrop: some View {
        let entry = entry
        let dims = dimming
        let closesOnTap = kind == .menu || kind == .popover || (kind == .sheet && idiom == .phone && !isAtLargestDetent)
        let passesHits = kind == .sheet && options.backgroundInteraction.allowsInteraction(at: sheetHeight, in: window)
        return Color.black.opacity(dims)
            .contentShape(Rectangle())
            .allowsHitTesting(!passesHits)
            .onTapGesture { if closesOnTap { entry.dismissByUser(force: entry.kind == .menu) } }
            .transition(.opacity.animation(.default))
    }

    private var isAtLargestDetent: Bool {
        let context = PresentationDetent.Context(window: window, safeArea: safeArea)
        let largest = options.detentSet.map { $0.height(in: context) }.max() ?? 0
        return sheetHeight >= largest
    }

    private var dimming: Double {
        switch (kind, idiom) {
        case (.menu, .phone), (.menu, .pad): return previewedMenu == nil ? 0 : PresentationMetrics.contextMenuPreviewDimming
        case (.menu, _), (.popover, _), (.fullScreenCover, _), (.sheet, .desktop): return 0
        case (.sheet, _):
            return options.backgroundInteraction.allowsInteraction(at: sheetHeight, in: window) ? 0 : PresentationMetrics.sheetDimming
        case (.alert, .desktop), (.confirmationDialog, .desktop): return 0
        default: return PresentationMetrics.alertDimming
        }
    }

    // MARK: Panel

    var panel: AnyView {
        switch kind {
        case .sheet: return AnyView(sheetPanel)
        case .fullScreenCover: return AnyView(coverPanel)
        case .popover: return AnyView(popoverPanel)
        case .alert, .confirmationDialog:
            return AnyView(entry.content.transition(AnyTransition.asymmetric(
                insertion: .opacity.combined(with: .scale(scale: 1.15)), removal: .opacity).animation(.default)))
        case .menu:
            if let preview = previewedMenu { return AnyView(preview) }
            return AnyView(entry.content.transition(AnyTransition.opacity.combined(with: .scale(scale: 0.8)).animation(.default)))
        }
    }

    /// A context menu with its preview (a touch idiom), placed by ``_ContextMenuPreviewLayout``;
    /// a tap on the preview closes the menu, as a tap outside does.
    private var previewedMenu: (some View)? {
        guard let preview = entry.menuPreview, idiom != .desktop else { return nil as _PreviewedMenu? }
        return _PreviewedMenu(entry: entry, preview: preview, safeArea: safeArea, background: colors.sheetBackground)
    }

    private var sheetShape: RoundedRectangle {
        RoundedRectangle(
            cornerRadius: options.cornerRadius
                ?? (idiom == .desktop ? PresentationMetrics.desktopSheetCornerRadius : PresentationMetrics.sheetCornerRadius))
    }

    /// The panel's background style: the content's `presentationBackground(_:)`, none under
    /// a background view, or the system's.
    private var background: AnyShapeStyle {
        if let style = options.background?.style { return style }
        if options.backgroundContent != nil { return AnyShapeStyle(Color.clear) }
        return AnyShapeStyle(idiom == .desktop ? colors.desktopWindowBackground : colors.sheetBackground)
    }

    /// The content's `presentationBackground(alignment:content:)` view, if it gave one.
    @ViewBuilder
    private var backgroundView: some View {
        if let content = options.backgroundContent { _PresentationBackgroundView(content: content) }
    }

    private var sheetPanel: some View {
        // The content keeps clear of the home indicator: its own safe area ends where the
        // window's does.
        let bottomInset = idiom == .phone ? Swift.max(window.maxY - safeArea.maxY, 0) : 0
        let showsIndicator =
            options.dragIndicator == .visible || (options.dragIndicator == .automatic && options.detentSet.count > 1)
        return _PresentedContent(content: entry.content)
            .padding(.bottom, bottomInset)
            .background { backgroundView }
            .background(background, in: sheetShape)
            .clipShape(sheetShape)
            .overlay(alignment: .top) {
                if showsIndicator && idiom == .phone {
                    Capsule()
                        .fill(colors.dragIndicator)
                        .frame(width: PresentationMetrics.dragIndicatorSize.width, height: PresentationMetrics.dragIndicatorSize.height)
                        .accessibilityIdentifier("presentation.dragIndicator")
                        .padding(.top, PresentationMetrics.dragIndicatorTop)
                }
            }
            .shadow(color: Color(white: 0, opacity: idiom == .desktop ? 0.3 : 0), radius: 12, y: 4)
            .gesture(detentDrag, including: idiom == .phone ? .all : .subviews)
            .accessibilityIdentifier("presentation.sheet")
            .transition(.move(edge: idiom == .desktop ? .top : .bottom).animation(.default))
    }

    private var coverPanel: some View {
        let insets = EdgeInsets(
            top: safeArea.minY - window.minY, leading: safeArea.minX - window.minX, bottom: window.maxY - safeArea.maxY,
            trailing: window.maxX - safeArea.maxX)
        return _PresentedContent(content: entry.content)
            .padding(insets)
            .background { backgroundView }
            .background(background)
            .accessibilityIdentifier("presentation.cover")
            .transition(.move(edge: .bottom).animation(.default))
    }

    private var popoverBackground: AnyShapeStyle {
        if let style = options.background?.style { return style }
        if options.backgroundContent != nil { return AnyShapeStyle(Color.clear) }
        return AnyShapeStyle(colors.sheetBackground)
    }

    /// A popover's arrow: a square turned 45°, half of it under the panel (see
    /// ``_PresentationFrameLayout``); other presentations have none.
    var arrow: AnyView? {
        guard kind == .popover else { return nil }
        let side = PresentationMetrics.popoverArrowLength * 2.0.squareRoot()
        return AnyView(
            Rectangle()
                // A background view does not reach the arrow: it keeps the style (docs/differences.md).
                .fill(options.background?.style ?? AnyShapeStyle(colors.sheetBackground))
                .frame(width: side, height: side)
                .rotationEffect(.degrees(45))
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 10, y: 2)
                .accessibilityIdentifier("presentation.arrow")
                .transition(AnyTransition.opacity.animation(.default)))
    }

    private var popoverPanel: some View {
        let shape = RoundedRectangle(cornerRadius: options.cornerRadius ?? PresentationMetrics.popoverCornerRadius)
        return entry.content
            .background { backgroundView }
            .background(popoverBackground, in: shape)
            .clipShape(shape)
            .shadow(color: Color(white: 0, opacity: 0.2), radius: 10, y: 2)
            .transition(AnyTransition.opacity.animation(.default))
    }
}

/// A context menu opened with its preview: the preview, clipped to its rounded shape on the
/// system background, and the menu (see ``_ContextMenuPreviewLayout``).
struct _PreviewedMenu: View {
    let entry: PresentationEntry
    let preview: AnyView
    let safeArea: CGRect
    let background: Color

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: PresentationMetrics.contextMenuPreviewCornerRadius)
        let entry = entry
        return _ContextMenuPreviewLayout(anchor: entry.anchor, safeArea: safeArea) {
            preview
                .background(background, in: shape)
                .clipShape(shape)
                .contentShape(shape)
                .onTapGesture { entry.dismissByUser(force: true) }
                .accessibilityIdentifier("presentation.menuPreview")
            entry.content
        }
        .transition(AnyTransition.opacity.combined(with: .scale(scale: 0.8)).animation(.default))
    }
}
