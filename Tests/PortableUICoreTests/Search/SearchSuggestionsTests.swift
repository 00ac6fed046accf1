import Foundation
import Testing
@testable import PortableUICore

private struct FruitToken: Identifiable, Hashable {
    let name: String
    var id: String { name }
}

private enum Scope: Hashable { case all, fruit, vegetable }

/// A produce list searchable by text, tokens and scope, with suggestions, as an app's.
private struct ProduceSearch: View {
    var activation = SearchScopeActivation.automatic
    var hidesSuggestionsInContent = false
    @State var query = ""
    @State var tokens: [FruitToken] = []
    @State var suggested = [FruitToken(name: "Citrus"), FruitToken(name: "Berry")]
    @State var scope = Scope.all
    let probe: Probe

    var body: some View {
        probe.log.append("query \(query) tokens \(tokens.map(\.name)) scope \(scope)")
        return NavigationStack {
            List {
                ForEach(shown, id: \.self) { Text($0).accessibilityIdentifier($0) }
            }
            .navigationTitle("Produce")
            .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested) { token in
                Text(token.name).accessibilityIdentifier("token-\(token.name)")
            }
            .searchSuggestions {
                Group {
                    Text("Apple").searchCompletion("Apple").accessibilityIdentifier("suggest-apple")
                    Text("Stone fruit").searchCompletion(FruitToken(name: "Stone")).accessibilityIdentifier("suggest-stone")
                }
                .searchSuggestions(hidesSuggestionsInContent ? .hidden : .automatic, for: .content)
            }
            .searchScopes($scope, activation: activation) {
                Text("All").tag(Scope.all)
                Text("Fruit").tag(Scope.fruit)
                Text("Vegetables").tag(Scope.vegetable)
            }
        }
    }

    private var shown: [String] {
        let all = ["Apple", "Carrot", "Cherry"]
        return all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
    }
}

/// Suggestions, scopes and tokens of a searchable view, driven as a user would.
@MainActor
struct SearchSuggestionsTests {
    @Test func suggestionsShowWhileTheFieldHasTheFocus() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "suggest-apple") == nil)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        let panel = host.frame(of: "search-suggestions")
        let field = host.frame(of: "search-bar")
        let apple = host.frame(of: "suggest-apple")
        // The panel covers the content under the bar; the suggested tokens come first.
        #expect(panel != nil && apple != nil)
        #expect((panel?.minY ?? 0) >= (field?.maxY ?? .infinity))
        #expect((host.frame(of: "token-Citrus")?.minY ?? .infinity) < (apple?.minY ?? 0))
        // Rows are at least 44 points apart (UNVERIFIED row height, docs/differences.md).
        let stone = host.frame(of: "suggest-stone")
        #expect(((stone?.minY ?? 0) - (apple?.minY ?? 0)) >= 44)
    }

    @Test func choosingATextSuggestionSetsTheTextAndHidesTheSuggestions() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.tap(on: "suggest-apple"))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query Apple tokens []") == true)
        #expect(host.frame(of: "suggest-apple") == nil)
        #expect(host.frame(of: "Apple") != nil && host.frame(of: "Carrot") == nil)
    }

    /// Return hides the suggestions (the results show) until the text changes.
    @Test func returnHidesTheSuggestionsUntilTheTextChanges() {
        let host = ViewHost(ProduceSearch(probe: Probe()), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.type("ca")
        host.layoutIfNeeded()
        #expect(host.frame(of: "suggest-apple") != nil)
        #expect(host.pressKey(.return))
        host.layoutIfNeeded()
        #expect(host.frame(of: "suggest-apple") == nil && host.frame(of: "Carrot") != nil)
        host.type("r")
        host.layoutIfNeeded()
        #expect(host.frame(of: "suggest-apple") != nil)
    }

    @Test func choosingATokenSuggestionAddsTheTokenAndClearsTheText() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.type("st")
        host.layoutIfNeeded()
        #expect(host.tap(on: "suggest-stone"))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens [\"Stone\"]") == true)
        // The token is drawn in the field, before the text.
        let token = host.frame(of: "search-token")
        let bar = host.frame(of: "search-bar")
        #expect(token != nil && bar != nil)
        #expect((token?.minX ?? 0) > (bar?.minX ?? .infinity) && (token?.maxX ?? .infinity) < (host.frame(of: "search-field")?.minX ?? 0))
    }

    @Test func choosingASuggestedTokenAddsIt() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.tap(on: "token-Berry"))
        host.layoutIfNeeded()
        #expect(probe.log.last?.contains("tokens [\"Berry\"]") == true)
    }

    /// Delete at the start of the text removes the last token; with text before the caret
    /// it deletes a character.
    @Test func deleteAtTheFieldsStartRemovesTheLastToken() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.tap(on: "token-Citrus"))
        #expect(host.tap(on: "token-Berry"))
        host.type("a")
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query a tokens [\"Citrus\", \"Berry\"]") == true)
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens [\"Citrus\", \"Berry\"]") == true)
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens [\"Citrus\"]") == true)
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens []") == true)
        // Nothing left: Delete is not handled, and nothing breaks.
        #expect(!host.pressKey(.delete))
    }

    @Test func theClearButtonRemovesTextAndTokens() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.tap(on: "token-Citrus"))
        host.type("x")
        host.layoutIfNeeded()
        #expect(host.tap(on: "search-clear"))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens []") == true)
    }

    /// On a phone the scopes wait for text (`.automatic` is `.onTextEntry` on iOS); a tap
    /// on a segment switches the scope.
    @Test func scopesShowOnTextEntryAndSwitch() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-scopes") == nil)
        host.type("c")
        host.layoutIfNeeded()
        let scopes = host.frame(of: "search-scopes")
        let field = host.frame(of: "search-bar")
        #expect(scopes != nil)
        // Under the field, across the drawer (16-point margins), 32 points tall.
        #expect(abs((scopes?.minY ?? 0) - ((field?.maxY ?? 0) + 8)) < 0.01)
        #expect(approximatelyEqual(scopes.map { CGRect(x: $0.minX, y: 0, width: $0.width, height: $0.height) }, CGRect(x: 16, y: 0, width: 361, height: 32)))
        // The list moves down by the scope bar (32 + 8).
        #expect(abs((host.frame(of: "Carrot")?.minY ?? 0) - (scopes?.maxY ?? 0) - 8) < 60)
        if let scopes { host.tap(at: CGPoint(x: scopes.minX + scopes.width * 5 / 6, y: scopes.midY)) }
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasSuffix("scope vegetable") == true)
        #expect(host.tap(on: "search-cancel"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-scopes") == nil)
    }

    @Test func onSearchPresentationShowsTheScopesWithTheFocus() {
        let host = ViewHost(ProduceSearch(activation: .onSearchPresentation, probe: Probe()), device: .iPhone15Pro)
        #expect(host.frame(of: "search-scopes") == nil)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-scopes") != nil)
    }

    /// A desktop shows the scopes once search is presented, in a row under the toolbar,
    /// and the suggestions in a menu under the field.
    @Test func aDesktopShowsScopesUnderTheToolbarAndSuggestionsInAMenu() {
        let host = ViewHost(ProduceSearch(probe: Probe()), device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        let field = host.frame(of: "search-bar")
        let scopes = host.frame(of: "search-scopes")
        let menu = host.frame(of: "search-suggestions")
        #expect(scopes != nil && menu != nil)
        #expect(abs((scopes?.minX ?? 0) - 20) < 0.01 && (scopes?.minY ?? 0) >= 50)
        #expect(abs((menu?.maxX ?? 0) - (field?.maxX ?? 0)) < 0.01 && abs((menu?.width ?? 0) - 220) < 0.01)
        #expect((menu?.minY ?? 0) >= (scopes?.maxY ?? .infinity))
    }

    @Test func suggestionsHiddenForContentDoNotShowOnAPhone() {
        let host = ViewHost(ProduceSearch(hidesSuggestionsInContent: true, probe: Probe()), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "suggest-apple") == nil)
        // The suggested tokens still show.
        #expect(host.frame(of: "token-Citrus") != nil)
    }

    /// Empty suggestions draw no panel over the content.
    @Test func emptySuggestionsTakeNoRoom() {
        struct Empty: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    Color.red.accessibilityIdentifier("content")
                        .searchable(text: $query)
                        .searchSuggestions { EmptyView() }
                }
            }
        }
        let host = ViewHost(Empty(), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        let panel = host.frame(of: "search-suggestions")
        #expect(panel == nil || panel?.height == 0)
    }

    /// Many tokens stay inside the field: it keeps its frame (they are clipped to it).
    @Test func manyTokensKeepTheFieldsFrame() {
        struct Crowded: View {
            @State var query = ""
            @State var tokens = (0..<60).map { FruitToken(name: "Token \($0)") }
            var body: some View {
                NavigationStack {
                    Color.clear.searchable(text: $query, tokens: $tokens) { Text($0.name) }
                }
            }
        }
        let host = ViewHost(Crowded(), device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "search-bar"), CGRect(x: 16, y: 105.667, width: 361, height: 36)))
        #expect(host.tap(on: "search-field") || host.frame(of: "search-field") != nil)
    }

    /// Editable tokens: each token's view gets a binding it can change.
    @Test func editableTokensGetABinding() {
        struct Editable: View {
            @State var query = ""
            @State var tokens = [FruitToken(name: "Pear")]
            let probe: Probe
            var body: some View {
                probe.log.append("tokens \(tokens.map(\.name))")
                return NavigationStack {
                    Color.clear
                        .searchable(text: $query, editableTokens: $tokens) { $token in
                            Button(token.name) { token = FruitToken(name: "Plum") }.accessibilityIdentifier("edit-token")
                        }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Editable(probe: probe), device: .iPhone15Pro)
        #expect(host.tap(on: "edit-token"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "tokens [\"Plum\"]")
    }

    // MARK: Keys on a desktop

    /// The menu's highlight after each key, from the focused field: the rows are the
    /// suggested tokens Citrus and Berry, then Apple and Stone fruit; nil is no highlight.
    struct KeyCase: CustomTestStringConvertible, Sendable {
        let keys: [KeyEquivalent]
        let row: Int?
        var testDescription: String { "\(keys.map { $0 == .downArrow ? "↓" : "↑" }.joined()) → \(row.map(String.init) ?? "none")" }
    }

    nonisolated static let keyCases: [KeyCase] = [
        KeyCase(keys: [], row: nil),
        KeyCase(keys: [.downArrow], row: 0),
        KeyCase(keys: [.downArrow, .downArrow], row: 1),
        KeyCase(keys: [.downArrow, .downArrow, .downArrow, .downArrow], row: 3),
        // The last row stays highlighted.
        KeyCase(keys: [.downArrow, .downArrow, .downArrow, .downArrow, .downArrow], row: 3),
        KeyCase(keys: [.downArrow, .downArrow, .upArrow], row: 0),
        // ↑ from the first row goes back to the field; ↑ from the field highlights nothing.
        KeyCase(keys: [.downArrow, .upArrow], row: nil),
        KeyCase(keys: [.upArrow], row: nil),
    ]

    /// The highlight is a macOS menu's selected row: 22 points tall, 5 points in from the
    /// menu's sides, under the menu's 5 points of padding (`PresentationMetrics`, unverified
    /// macOS 14 menu metrics, docs/differences.md); the menu is the field's width (220) at
    /// its trailing edge (x 784 to 1004 in the 1024-point window).
    @Test(arguments: keyCases)
    func arrowKeysMoveTheMenusHighlight(_ testCase: KeyCase) throws {
        let host = ViewHost(ProduceSearch(probe: Probe()), device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        for key in testCase.keys { host.pressKey(key) }
        host.layoutIfNeeded()
        let highlight = host.frame(of: "search-suggestion-highlight")
        guard let row = testCase.row else {
            #expect(highlight == nil)
            return
        }
        let menu = try #require(host.frame(of: "search-suggestions"))
        #expect(abs(menu.minX - 784) < 0.01 && abs(menu.width - 220) < 0.01)
        let expected = CGRect(x: 789, y: menu.minY + 5 + 22 * CGFloat(row), width: 210, height: 22)
        #expect(approximatelyEqual(highlight, expected), "\(String(describing: highlight))")
        // The field keeps the focus while the highlight moves.
        #expect(host.focusedIdentifier == "search-field")
    }

    /// Return chooses the highlighted row as a tap does: a text completion sets the text and
    /// closes the menu; a token completion adds the token. Without a highlight, Return
    /// submits (and closes the menu).
    @Test func returnChoosesTheHighlightedSuggestion() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        for key in [KeyEquivalent.downArrow, .downArrow, .downArrow] { host.pressKey(key) }
        #expect(host.pressKey(.return))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query Apple tokens []") == true)
        #expect(host.frame(of: "search-suggestions") == nil && host.frame(of: "search-suggestion-highlight") == nil)
        host.type("s")
        host.layoutIfNeeded()
        for key in [KeyEquivalent.downArrow, .downArrow, .downArrow, .downArrow] { host.pressKey(key) }
        #expect(host.pressKey(.return))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query  tokens [\"Stone\"]") == true)
    }

    /// Escape closes the menu (the field keeps the focus and the text) until the text
    /// changes; a second Escape dismisses the search.
    @Test func escapeClosesTheSuggestionsThenDismisses() {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.type("c")
        host.layoutIfNeeded()
        host.pressKey(.downArrow)
        #expect(host.pressKey(.escape))
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-suggestions") == nil)
        #expect(host.focusedIdentifier == "search-field" && probe.log.last?.hasPrefix("query c ") == true)
        // ↓ with the menu closed is the editor's: no highlight, no menu.
        host.pressKey(.downArrow)
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-suggestions") == nil)
        // Typing opens the menu again, with nothing highlighted.
        host.type("h")
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-suggestions") != nil && host.frame(of: "search-suggestion-highlight") == nil)
        #expect(host.pressKey(.escape) && host.pressKey(.escape))
        host.layoutIfNeeded()
        #expect(host.focusedIdentifier == nil && probe.log.last?.hasPrefix("query  ") == true)
    }

    /// Typing clears the highlight.
    @Test func typingClearsTheHighlight() {
        let host = ViewHost(ProduceSearch(probe: Probe()), device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        host.pressKey(.downArrow)
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-suggestion-highlight") != nil)
        host.type("a")
        host.layoutIfNeeded()
        #expect(host.frame(of: "search-suggestion-highlight") == nil)
    }

    /// An iPad's suggestions (a list over the content) take a hardware keyboard's arrows, as
    /// iPadOS highlights them: ↓ three times highlights the third row (Apple, after the two
    /// suggested tokens), filled across the list's width and as tall as a row (44 points,
    /// SearchFieldMetrics [UNVERIFIED]); Return chooses it as a tap does.
    @Test func anIPadsSuggestionsTakeTheArrowKeys() throws {
        let probe = Probe()
        let host = ViewHost(ProduceSearch(probe: probe), device: .iPad10)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        for _ in 0..<3 { host.pressKey(.downArrow) }
        host.layoutIfNeeded()
        let panel = try #require(host.frame(of: "search-suggestions"))
        let highlight = host.frame(of: "search-suggestion-highlight")
        let expected = CGRect(x: panel.minX, y: panel.minY + 2 * 44, width: panel.width, height: 44)
        #expect(approximatelyEqual(highlight, expected), "\(String(describing: highlight)) in \(panel)")
        #expect(host.focusedIdentifier == "search-field")
        #expect(host.pressKey(.return))
        host.layoutIfNeeded()
        #expect(probe.log.last?.hasPrefix("query Apple tokens []") == true)
    }

    /// A phone's suggestions take no arrow keys (they are a list over the content, not a
    /// menu): ↓ is the editor's; suggestions without completions have no rows to highlight.
    @Test func noHighlightWithoutAMenuOrRowsToChoose() {
        struct Plain: View {
            @State var query = ""
            var body: some View {
                NavigationStack {
                    Color.clear
                        .searchable(text: $query)
                        .searchSuggestions { Text("Plain").accessibilityIdentifier("plain") }
                }
            }
        }
        let phone = ViewHost(ProduceSearch(probe: Probe()), device: .iPhone15Pro)
        #expect(phone.tap(on: "search-field"))
        phone.layoutIfNeeded()
        phone.pressKey(.downArrow)
        phone.layoutIfNeeded()
        #expect(phone.frame(of: "search-suggestion-highlight") == nil && phone.frame(of: "suggest-apple") != nil)
        let desktop = ViewHost(Plain(), device: .macWindow)
        #expect(desktop.tap(on: "search-field"))
        desktop.layoutIfNeeded()
        desktop.pressKey(.downArrow)
        desktop.pressKey(.return)
        desktop.layoutIfNeeded()
        #expect(desktop.frame(of: "search-suggestion-highlight") == nil && desktop.focusedIdentifier == "search-field")
    }
}
