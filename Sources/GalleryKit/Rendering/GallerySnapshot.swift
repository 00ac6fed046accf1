import SwiftUI

/// One picture of the gallery: a screen in an appearance, brought to a state by driving the
/// hosted gallery the way a user would (taps, scrolling, waiting for pages to load).
public struct GallerySnapshot: Sendable {
    /// The file name, without extension.
    public let name: String
    /// What the picture shows.
    public let caption: String
    let screen: GalleryScreen
    let appearance: ColorScheme
    /// Whether the device asks for reduced motion (transitions with motion cross-fade).
    let reducesMotion: Bool
    /// How long the simulated store takes to answer a page request (in real time: a picture of
    /// a page loading is taken before a long latency ends).
    let storeLatency: Duration
    /// Brings the freshly hosted gallery to the pictured state.
    let prepare: @MainActor @Sendable (ViewHost<GalleryRoot>) async -> Void

    init(
        _ name: String, _ caption: String, screen: GalleryScreen, appearance: ColorScheme = .light,
        reducesMotion: Bool = false, storeLatency: Duration = .milliseconds(50),
        prepare: @escaping @MainActor @Sendable (ViewHost<GalleryRoot>) async -> Void = { _ in }
    ) {
        self.name = name
        self.caption = caption
        self.screen = screen
        self.appearance = appearance
        self.reducesMotion = reducesMotion
        self.storeLatency = storeLatency
        self.prepare = prepare
    }

    /// Every picture the gallery renders.
    public static let all: [GallerySnapshot] = labCases + [
        GallerySnapshot("flow", "Flow layout: explicit and preferred spacing, tag cloud", screen: .flowLayout),
        GallerySnapshot("flow-dark", "Flow layout, dark appearance", screen: .flowLayout, appearance: .dark),
        GallerySnapshot("offset", "Scroll offset: expanded header", screen: .scrollOffset),
        GallerySnapshot("offset-scrolled", "Scroll offset: scrolled down 140 points; the rows fade and shrink as they cross the edges (scrollTransition)", screen: .scrollOffset) { host in
            host.scroll(by: CGPoint(x: 0, y: 140), in: "offset-scroll")
        },
        GallerySnapshot("catalog", "Catalog: list mode, first page loaded", screen: .catalog) { host in
            await host.advance(by: 0.2)
        },
        GallerySnapshot("catalog-scrolled", "Catalog: scrolled to the end three times; the large title has collapsed into the inline title and the search field is hidden", screen: .catalog) { host in
            await scrollCatalogToEnd(host, times: 3)
        },
        GallerySnapshot("catalog-loading", "Catalog: the first page loading from a slow store: the placeholder row pulses (phaseAnimator), 0.5 s into its fade", screen: .catalog, storeLatency: .seconds(10)) { host in
            await host.advance(by: 0.5)
        },
        GallerySnapshot("catalog-bar-collapsing", "Catalog: scrolled down 78 points: the search field has hidden (52 points) and the large title is half collapsed, fading, the products following the bar's bottom", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.scroll(by: CGPoint(x: 0, y: 78), in: "catalog-scroll")
        },
        GallerySnapshot("catalog-tiles", "Catalog: tile mode", screen: .catalog) { await showTiles($0) },
        GallerySnapshot("catalog-hero", "Catalog: a tile's picture flying into its quick look (matchedGeometryEffect), 0.1 s in; the dimming behind it fades with its own 0.2 s ease-out (transaction)", screen: .catalog) { host in
            await showTiles(host)
            host.tap(on: "tile-art-1")
            await host.advance(by: 0.1)
        },
        GallerySnapshot("catalog-quick-look", "Catalog: the quick look of a tile", screen: .catalog) { host in
            await showTiles(host)
            host.tap(on: "tile-art-1")
            await host.advance(by: 1)
        },
        GallerySnapshot("catalog-table", "Catalog: the product table searched for \"Coffee\", by price descending, a row selected", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "catalog-table-mode")
            await searchForCoffee(host)
            host.tap(on: "TableHeader2")
            host.tap(on: "TableHeader2")
            if let row = host.frame(of: "TableHeader0") { host.tap(at: CGPoint(x: row.midX, y: row.maxY + 60)) }
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-table-columns", "Catalog: the SKU column shown from the table header's menu, the menu opened again (a phone shows the first column only)", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "catalog-table-mode")
            await host.advance(by: 0.2)
            guard let header = host.frame(of: "TableHeader1") else { return }
            host.secondaryClick(at: CGPoint(x: header.midX, y: header.midY))
            _ = host.tap(on: "TableColumnMenu-sku")
            await host.advance(by: 0.3)
            host.secondaryClick(at: CGPoint(x: header.midX, y: header.midY))
            await host.advance(by: 0.3)
        },
        GallerySnapshot("catalog-table-arranged", "Catalog: the Price column dragged by its header to the front, the Name column narrowed by dragging its header's edge; rows 2 to 4 selected by a click and a Shift-click, row 6 added by a Control-click (a desktop's table; a phone shows the first column only)", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "catalog-table-mode")
            await host.advance(by: 0.2)
            if let price = host.frame(of: "TableHeader2") {
                await host.drag(from: CGPoint(x: price.midX, y: price.midY), to: CGPoint(x: price.midX - 1_000, y: price.midY))
            }
            if let edge = host.frame(of: "TableColumnResize1") {
                await host.drag(from: CGPoint(x: edge.midX, y: edge.midY), to: CGPoint(x: edge.midX - 150, y: edge.midY))
            }
            await selectRowsWithModifiers(host)
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-search-suggestions", "Catalog: the search field focused, suggesting the kinds of products", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "search-field")
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-search-typing", "Catalog: \"pl\" typed, suggesting the first matching products, the scopes shown", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "search-field")
            host.type("pl")
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-search-highlight", "Catalog: \"pl\" typed, then ↓ twice: the second suggestion highlighted as a menu row (a desktop's menu; a phone's suggestions take no arrow keys)", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "search-field")
            host.type("pl")
            host.pressKey(.downArrow)
            host.pressKey(.downArrow)
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-keyboard-focus", "Catalog: Tab pressed until the second product's Add button has the keyboard focus: its focus ring follows the button's capsule, in the accent color (Space would add the product to the cart)", screen: .catalog) { host in
            await host.advance(by: 0.2)
            for _ in 0..<80 where host.focusedIdentifier != "add-1" { host.pressKey(.tab) }
        },
        GallerySnapshot("catalog-search-scope", "Catalog: \"Coffee\" chosen from the suggestions, scoped to the products in the cart", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "add-0")
            await searchForCoffee(host)
            if let scopes = host.frame(of: "search-scopes") { host.tap(at: CGPoint(x: scopes.maxX - scopes.width / 6, y: scopes.midY)) }
            await host.advance(by: 0.05)
        },
        GallerySnapshot("catalog-detail", "Catalog: a long press on Add opens the product", screen: .catalog) { host in
            await openSecondProduct(host, settlingFor: 0)
        },
        GallerySnapshot("catalog-dark", "Catalog: tile mode, dark appearance", screen: .catalog, appearance: .dark) { await showTiles($0) },
        GallerySnapshot("catalog-detail-selection", "Catalog: the product's returns note selected to copy its promo code", screen: .catalog) { host in
            await openSecondProduct(host, settlingFor: 0.6)
            host.scroll(by: CGPoint(x: 0, y: 2_000), in: "product-detail")
            await host.advance(by: 0.1)
            guard let note = host.frame(of: "detail-returns") else { return }
            host.tap(at: CGPoint(x: note.minX + 4, y: note.minY + 4))
            host.pressKey("a", modifiers: .control)
        },
        GallerySnapshot("catalog-detail-flip", "Catalog: the product's picture turning over to its card (rotation3DEffect), 0.2 s in: it shrinks with its own bouncy animation (animation(_:body:)); the Card tag, opted out of the animation, is already shown", screen: .catalog) { host in
            await openSecondProduct(host, settlingFor: 0.5)
            host.tap(on: "detail-art")
            await host.advance(by: 0.2)
        },
        GallerySnapshot("catalog-detail-delivery", "Catalog: the product's delivery card opening, 0.15 s in: a geometry group (geometryGroup()), its options laid out inside the growing card and uncovered by it", screen: .catalog) { host in
            await openSecondProduct(host, settlingFor: 0.5)
            host.scroll(by: CGPoint(x: 0, y: 250), in: "product-detail")
            await host.advance(by: 0.1)
            host.tap(on: "detail-delivery")
            await host.advance(by: 0.15)
        },
        GallerySnapshot("catalog-detail-scrolled", "Catalog: the product scrolled up 250 points, its picture fading (visualEffect)", screen: .catalog) { host in
            await openSecondProduct(host, settlingFor: 0.5)
            host.scroll(by: CGPoint(x: 0, y: 250), in: "product-detail")
            await host.advance(by: 0.1)
        },
        GallerySnapshot("catalog-menu", "Catalog: a row's overflow menu", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "add-0")
            host.tap(on: "menu-0")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("catalog-remove", "Catalog: \"Remove from the cart?\" confirmation", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "add-0")
            host.tap(on: "menu-0")
            host.tap(on: "menu-remove")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("catalog-sheet", "Catalog: product details in a sheet", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "menu-1")
            host.tap(on: "menu-details")
            await host.advance(by: 0.8)
        },
        GallerySnapshot(
            "catalog-sheet-reduce-motion", "Catalog: with Reduce Motion on, the sheet fades in where it rests rather than sliding up, 0.1 s in",
            screen: .catalog, reducesMotion: true
        ) { host in
            await host.advance(by: 0.2)
            host.tap(on: "menu-1")
            host.tap(on: "menu-details")
            await host.advance(by: 0.1)
        },
        GallerySnapshot("catalog-sheet-large", "Catalog: the details sheet dragged up to its large detent", screen: .catalog) { host in
            await host.advance(by: 0.2)
            host.tap(on: "menu-1")
            host.tap(on: "menu-details")
            await host.advance(by: 0.8)
            await dragSheetUp(host)
        },
        GallerySnapshot("catalog-tooltip", "Catalog: the overflow button's help as a tooltip (windows)", screen: .catalog) { host in
            await host.advance(by: 0.2)
            guard let menu = host.frame(of: "menu-0") else { return }
            host.movePointer(to: CGPoint(x: menu.midX, y: menu.midY))
            await host.advance(by: 1.2)
        },
        GallerySnapshot("catalog-context", "Catalog: a context menu with its preview on a row's picture", screen: .catalog) { host in
            await host.advance(by: 0.2)
            await longPress(host, on: "art-2")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("catalog-menu-dark", "Catalog: a row's overflow menu, dark appearance", screen: .catalog, appearance: .dark) { host in
            await host.advance(by: 0.2)
            host.tap(on: "menu-0")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("symbols", "Symbols: sizes, weights, variants and rendering modes", screen: .symbols),
        GallerySnapshot("symbols-table", "Symbols: the table of names", screen: .symbols) { host in
            host.scroll(by: CGPoint(x: 0, y: 640), in: "symbols-scroll")
        },
        GallerySnapshot("symbols-dark", "Symbols, dark appearance", screen: .symbols, appearance: .dark),
        GallerySnapshot("symbols-transition", "Symbols: a score rolling its digits and a muted speaker replacing its symbol, mid-way", screen: .symbols) { host in
            host.scroll(by: CGPoint(x: 0, y: 700), in: "symbols-scroll")
            await host.advance(by: 0.1)
            host.tap(on: "symbols-score-button")
            host.tap(on: "symbols-mute")
            await host.advance(by: 0.2)
        },
        GallerySnapshot("settings", "Settings: a form of toggles, pickers, a stepper, a slider and progress", screen: .settings),
        GallerySnapshot("settings-dark", "Settings, dark appearance", screen: .settings, appearance: .dark),
        GallerySnapshot("settings-date", "Settings: the compact date picker's calendar in a popover", screen: .settings) { host in
            host.tap(on: "date-picker-date")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("settings-color", "Settings: the color picker's grid and opacity slider", screen: .settings) { host in
            host.tap(on: "color-picker-well")
            await host.advance(by: 0.8)
        },
        GallerySnapshot("settings-date-dark", "Settings: the calendar popover, dark appearance", screen: .settings, appearance: .dark) { host in
            host.tap(on: "date-picker-date")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("settings-editing", "Settings: the notes editor focused, a word selected and counted by the app; a palette picker", screen: .settings) { host in
            host.scroll(by: CGPoint(x: 0, y: 1_250))
            await host.advance(by: 0.3)
            // A phone's rows are taller: scroll on until the editor and its footer clear the
            // tab bar.
            if let notes = host.frame(of: "settings-notes"), let tab = host.frame(of: "tab-settings"),
                notes.maxY + 44 > tab.minY
            {
                host.scroll(by: CGPoint(x: 0, y: notes.maxY + 44 - tab.minY))
                await host.advance(by: 0.3)
            }
            host.tap(on: "settings-notes")
            host.type(" Done")
            // Shift-← four times selects "Done": the footer counts the selection the
            // editor writes into its `selection:` binding.
            for _ in 0..<4 { host.pressKey(.leftArrow, modifiers: .shift) }
        },
        GallerySnapshot("settings-sounds", "Settings: one picker over every alert's sound, its menu marking their differing sounds", screen: .settings) { host in
            host.scroll(by: CGPoint(x: 0, y: 850))
            await host.advance(by: 0.3)
            // The mixed picker shows no value, only its chevron. On a desktop a click on its
            // row focuses it and Space opens the menu, as a pop-up button's; on a phone the
            // chevron at the row's trailing end is tapped.
            host.tap(on: "settings-alert-sound")
            host.pressKey(.space)
            if host.frame(of: "presentation.menu") == nil, let row = host.frame(of: "settings-alert-sound") {
                host.tap(at: CGPoint(x: row.maxX - 12, y: row.midY))
            }
            await host.advance(by: 0.4)
        },
        GallerySnapshot("settings-signature", "Settings: a styled signature typed into (runs keep their attributes), a palette control group, a small field, watch gauges", screen: .settings) { host in
            // A phone's form is a lazy list: step down until the watch gauges show.
            for _ in 0..<8 where host.frame(of: "settings-watch").map({ $0.maxY > host.size.height - 100 }) ?? true {
                host.scroll(by: CGPoint(x: 0, y: 300))
                await host.advance(by: 0.1)
            }
            // The tap lands mid-line (inside "notes"); End puts the caret after the last
            // character, where the check mark is typed.
            host.tap(on: "settings-signature")
            host.pressKey(.end)
            host.type(" ✓")
        },
        GallerySnapshot("settings-folders", "Settings: an outline of synced folders in a form, two levels expanded, each entry a row of its own; an expanded disclosure group's toggles as rows", screen: .settings) { host in
            // A phone's form is a lazy list: step down until the folders show, then bring
            // them to the top of the screen, below the title.
            for pass in 0..<2 {
                for _ in 0..<12 {
                    let top = host.frame(of: "settings-folder-Documents")?.minY
                    if let top, top > 180, top < 300 { break }
                    host.scroll(by: CGPoint(x: 0, y: top.map { $0 - 230 } ?? 300))
                    await host.advance(by: 0.1)
                }
                guard pass == 0 else { break }
                host.tap(on: "settings-folder-Documents")
                await host.advance(by: 0.4)
                host.tap(on: "settings-folder-Drafts")
                await host.advance(by: 0.4)
                host.tap(on: "settings-advanced-sync")
                await host.advance(by: 0.4)
                // Expanding moves the rows in view (the list estimates its lines again):
                // the second pass brings the folders back below the title.
            }
        },
        GallerySnapshot("settings-color-spectrum", "Settings: the color picker's spectrum page, a hue picked", screen: .settings) { host in
            host.tap(on: "color-picker-well")
            await host.advance(by: 0.8)
            if let pages = host.presentationFrame(of: "color-picker-page") {
                host.tap(at: CGPoint(x: pages.midX, y: pages.midY))
            }
            if let spectrum = host.presentationFrame(of: "color-spectrum") {
                host.tap(at: CGPoint(x: spectrum.minX + spectrum.width * 0.6, y: spectrum.minY + spectrum.height * 0.35))
            }
            await host.advance(by: 0.3)
        },
        GallerySnapshot("settings-color-sliders", "Settings: the color picker's sliders page with the hex code", screen: .settings) { host in
            host.tap(on: "color-picker-well")
            await host.advance(by: 0.8)
            if let pages = host.presentationFrame(of: "color-picker-page") {
                host.tap(at: CGPoint(x: pages.maxX - pages.width / 6, y: pages.midY))
            }
            await host.advance(by: 0.3)
        },
        GallerySnapshot("settings-date-field", "Settings: macOS's date field, the hour clicked and typed", screen: .settings) { host in
            for _ in 0..<12 where host.frame(of: "settings-backup-time").map({ $0.maxY > host.size.height - 100 }) ?? true {
                host.scroll(by: CGPoint(x: 0, y: 300))
                await host.advance(by: 0.1)
            }
            host.tap(on: "date-field-hour")
            host.type("7")
        },
        GallerySnapshot("settings-calendars", "Settings: a multi-date calendar of travel days, today marked", screen: .settings) { host in
            // A phone's form is a lazy list that learns its height as rows come in: step down.
            for _ in 0..<6 {
                host.scroll(by: CGPoint(x: 0, y: 800))
                await host.advance(by: 0.1)
            }
        },
        GallerySnapshot("aisles", "Aisles: a split view whose sidebar is searchable (placement .sidebar), its rows starred through bindings", screen: .aisles),
        GallerySnapshot("aisles-search", "Aisles: \"plant\" typed in the sidebar's search field (the navigation bar's drawer on a phone), the one matching aisle chosen", screen: .aisles) { host in
            host.tap(on: "search-field")
            host.type("plant")
            await host.advance(by: 0.05)
            host.tap(on: "aisle-plant")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("cart", "Cart: a list with quantity badges", screen: .cart),
        GallerySnapshot("cart-swiped", "Cart: a row swiped to show Delete", screen: .cart) { await swipeCartRow($0, by: -90) },
        GallerySnapshot("cart-saved", "Cart: a leading swipe shows Save", screen: .cart) { await swipeCartRow($0, by: 90) },
        GallerySnapshot("cart-dragging", "Cart: the Plant suggestion dragged over the rows, its preview under the pointer (draggable)", screen: .cart) { host in
            await dragSuggestionIntoCart(host, releasing: false)
        },
        GallerySnapshot("cart-dropped", "Cart: the Plant dropped between the first two lines (onInsert), a picture dropped from the desktop on the gift-photo well (dropDestination)", screen: .cart) { host in
            await dragSuggestionIntoCart(host, releasing: true)
            await dropGiftPhoto(host)
        },
        GallerySnapshot("cart-promo-pasted", "Cart: \"spring\" on the clipboard pasted with the Paste button beside the promo button (PasteButton)", screen: .cart) { host in
            host.clipboard.string = "spring"
            // The wheel scrolls the list down (a positive delta, as a notch towards the user)
            // until the Paste button's row is in view above the list's bottom edge.
            if let list = host.frame(of: "cart-list"), let paste = host.frame(of: "cart-promo-paste") {
                let distance = max(0, paste.maxY - list.maxY + 40)
                host.scrollWheel(by: CGSize(width: 0, height: distance), at: CGPoint(x: list.midX, y: list.midY))
            }
            await host.advance(by: 0.6)
            host.tap(on: "cart-promo-paste")
            await host.advance(by: 1)
        },
        GallerySnapshot("cart-refreshing", "Cart: pulled down to check the prices, the spinner shows while it runs", screen: .cart) {
            await pullCartList($0)
        },
        GallerySnapshot("cart-editing", "Cart: edit mode with delete controls and handles", screen: .cart) { host in
            host.tap(on: "cart-edit")
            await host.advance(by: 0.5)
        },
        GallerySnapshot("cart-summary", "Cart: the order summary inspector (a sheet on a phone)", screen: .cart) { host in
            host.tap(on: "cart-summary")
            await host.advance(by: 0.8)
        },
        GallerySnapshot("cart-shipping", "Cart: the shipping terms in a popover", screen: .cart) { host in
            host.tap(on: "cart-shipping")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("cart-summary-resized", "Cart: the summary inspector dragged wider (a sheet on a phone)", screen: .cart) { host in
            host.tap(on: "cart-summary")
            await host.advance(by: 0.8)
            guard let edge = host.frame(of: "presentation.inspector.resize") else { return }
            await host.drag(from: CGPoint(x: edge.midX, y: edge.midY), to: CGPoint(x: edge.midX - 60, y: edge.midY))
        },
        GallerySnapshot("cart-promo", "Cart: a promo code typed into an alert's text field", screen: .cart) { host in
            host.tap(on: "cart-promo")
            await host.advance(by: 0.6)
            host.type("spring")
        },
        GallerySnapshot("cart-promo-wrong", "Cart: an unknown promo code shakes the button (an Animatable modifier), 0.06 s in", screen: .cart) { host in
            host.tap(on: "cart-promo")
            await host.advance(by: 0.6)
            host.type("winter")
            host.tap(on: "promo-apply")
            await host.advance(by: 0.06)
        },
        GallerySnapshot("cart-promo-applied", "Cart: a known promo code shows as a tag (which pops, a keyframe animation, when the code changes)", screen: .cart) { host in
            host.tap(on: "cart-promo")
            await host.advance(by: 0.6)
            host.type("spring")
            host.tap(on: "promo-apply")
            await host.advance(by: 0.15)
        },
        GallerySnapshot("cart-promo-dark", "Cart: the promo code alert, dark appearance", screen: .cart, appearance: .dark) { host in
            host.tap(on: "cart-promo")
            await host.advance(by: 0.6)
        },
        GallerySnapshot("cart-checkout", "Cart: the checkout menu, opened upwards, first choice nearest its button", screen: .cart) { host in
            host.tap(on: "cart-checkout")
            await host.advance(by: 0.6)
        },
    ]

    /// The lab's list and each of its cases, opened by tapping its row.
    private static var labCases: [GallerySnapshot] {
        LabCase.allCases.map { labCase in
                GallerySnapshot("frames-\(labCase.rawValue)", "containerRelativeFrame: \(labCase.title)", screen: .containerFrames) {
                    host in
                    host.tap(on: "lab-\(labCase.rawValue)")
                    await host.advance(by: 0.05)
                }
            } + [
                GallerySnapshot(
                    "frames-goldenRatio-ignoresSafeArea", "containerRelativeFrame: golden ratio with ignoresSafeArea",
                    screen: .containerFrames
                ) { host in
                    host.tap(on: "lab-goldenRatio")
                    await host.advance(by: 0.05)
                    if let toggle = host.frame(of: "ignores-safe-area") {
                        host.tap(at: CGPoint(x: toggle.maxX - 20, y: toggle.midY))
                    }
                    await host.advance(by: 0.05)
                }
            ]
    }
}

/// Drags a phone's sheet up by its top edge, past its large detent.
@MainActor
func dragSheetUp(_ host: ViewHost<GalleryRoot>) async {
    guard let sheet = host.presentations.last?.frame, sheet.minY > 100 else { return }
    await host.drag(from: CGPoint(x: sheet.midX, y: sheet.minY + 10), to: CGPoint(x: sheet.midX, y: 60), duration: 0.4)
    await host.advance(by: 0.8)
}

/// Drags the cart's second row sideways by `distance` points.
@MainActor
func swipeCartRow(_ host: ViewHost<GalleryRoot>, by distance: CGFloat) async {
    guard let row = host.frame(of: "cart-row-7") else { return }
    await host.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX + distance, y: row.midY))
    await host.advance(by: 0.1)
}

/// Drags the Plant suggestion to the boundary of the cart's first two lines; releases it
/// there when `releasing`.
@MainActor
func dragSuggestionIntoCart(_ host: ViewHost<GalleryRoot>, releasing: Bool) async {
    guard let chip = host.frame(of: "cart-suggestion-22"), let first = host.frame(of: "cart-row-3"),
        let second = host.frame(of: "cart-row-7")
    else { return }
    let start = CGPoint(x: chip.midX, y: chip.midY)
    let target = CGPoint(x: first.midX + 40, y: (first.maxY + second.minY) / 2 + 4)
    host.press(at: start)
    for step in 1...12 {
        await host.advance(by: 1.0 / 60)
        let t = CGFloat(step) / 12
        host.movePointer(to: CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t))
    }
    guard releasing else { return }
    host.release(at: target)
    await host.advance(by: 0.4)
}

/// Drops a picture file (a product's art, rendered to PNG) on the gift-photo well, as from
/// the desktop.
@MainActor
func dropGiftPhoto(_ host: ViewHost<GalleryRoot>) async {
    guard let well = host.frame(of: "gift-photo") else { return }
    let renderer = ImageRenderer(content: ProductArt.image(for: .plant).resizable().frame(width: 112, height: 112))
    renderer.scale = 2
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-gift-photo.png")
    guard let data = renderer.pngData(), (try? data.write(to: file)) != nil else { return }
    host.dropFiles([file], at: CGPoint(x: well.midX, y: well.midY))
    await host.advance(by: 0.2)
}

/// Focuses the catalog's search field and chooses the "Coffee" suggestion.
@MainActor
func searchForCoffee(_ host: ViewHost<GalleryRoot>) async {
    host.tap(on: "search-field")
    await host.advance(by: 0.05)
    host.tap(on: "suggestion-coffee")
    await host.advance(by: 0.05)
}

/// Pulls the cart list down past the refresh threshold and lets go; the picture is taken while
/// the refresh runs.
@MainActor
func pullCartList(_ host: ViewHost<GalleryRoot>) async {
    guard let row = host.frame(of: "cart-row-3") else { return }
    await host.drag(from: CGPoint(x: row.midX, y: row.midY), to: CGPoint(x: row.midX, y: row.midY + 320), duration: 0.4)
    await host.advance(by: 0.5)
}

/// Waits for the catalog's first page, then switches it to tiles.
@MainActor
func showTiles(_ host: ViewHost<GalleryRoot>) async {
    await host.advance(by: 0.2)
    host.tap(on: "catalog-mode")
    await host.advance(by: 0.05)
}

/// Scrolls the catalog to its end `times` times, waiting each time for the next page.
@MainActor
func scrollCatalogToEnd(_ host: ViewHost<GalleryRoot>, times: Int) async {
    await host.advance(by: 0.2)
    for _ in 0..<times {
        host.scroll(to: CGPoint(x: 0, y: CGFloat.infinity), in: "catalog-scroll")
        await host.advance(by: 0.2)
    }
}

/// Opens the catalog's second product as a user does, by a long press on its Add button, and
/// lets its presentation run for `settling` seconds.
@MainActor
func openSecondProduct(_ host: ViewHost<GalleryRoot>, settlingFor settling: TimeInterval) async {
    await host.advance(by: 0.2)
    await longPress(host, on: "add-1")
    if settling > 0 { await host.advance(by: settling) }
}

/// Presses the view marked `identifier` for 1.1 seconds, past the long-press time.
@MainActor
func longPress(_ host: ViewHost<GalleryRoot>, on identifier: String) async {
    guard let frame = host.frame(of: identifier) else { return }
    let center = CGPoint(x: frame.midX, y: frame.midY)
    host.press(at: center)
    await host.advance(by: 1.1)
    host.release(at: center)
    await host.advance(by: 0.05)
}

#Preview("Dark catalog snapshot") {
    let snapshot = GallerySnapshot.all.first { $0.name == "catalog-dark" }!
    return GalleryRoot(
        selection: snapshot.screen, settings: GallerySettings(appearance: snapshot.appearance), catalog: .preview())
}

/// Selects the product table's rows 2 to 4 as a desktop user does, with a click and a
/// Shift-click, and adds row 6 with a Control-click. The rows' pitch is read from the first
/// row's selection tint.
@MainActor
func selectRowsWithModifiers(_ host: ViewHost<GalleryRoot>) async {
    guard let header = host.frame(of: "TableHeader0") else { return }
    host.tap(at: CGPoint(x: header.midX, y: header.maxY + 8))
    guard let first = host.frame(of: "ListRowSelection"), first.height > 0 else { return }
    func center(ofRow row: Int) -> CGPoint {
        CGPoint(x: first.midX, y: first.minY + (CGFloat(row) - 0.5) * first.height)
    }
    host.tap(at: center(ofRow: 2))
    host.tap(at: center(ofRow: 4), modifiers: .shift)
    host.tap(at: center(ofRow: 6), modifiers: .control)
    await host.advance(by: 0.05)
}
