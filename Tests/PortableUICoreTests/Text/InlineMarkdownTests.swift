import Foundation
import Testing

@testable import PortableUICore

/// Inline Markdown as `Text` reads a string literal. Each expectation is the rendering the
/// CommonMark 0.31 spec (section 6, its example numbers named) or GitHub's strikethrough
/// extension gives, as Apple's parser (swift-cmark) produces it.
@MainActor
struct InlineMarkdownTests {
    typealias Span = InlineMarkdown.Span

    struct Case: CustomTestStringConvertible, Sendable {
        let source: String
        let spans: [(String, InlinePresentationIntent, String?)]
        let rule: String
        var testDescription: String { "\(rule): \(source)" }
    }

    static let cases: [Case] = [
        Case(source: "plain text", spans: [("plain text", [], nil)], rule: "no syntax"),
        Case(source: "*foo bar*", spans: [("foo bar", .emphasized, nil)], rule: "example 350"),
        Case(source: "a * foo bar*", spans: [("a * foo bar*", [], nil)], rule: "example 351: not left-flanking"),
        Case(source: "foo*bar*", spans: [("foo", [], nil), ("bar", .emphasized, nil)], rule: "example 354: intraword *"),
        Case(source: "_foo bar_", spans: [("foo bar", .emphasized, nil)], rule: "example 355"),
        Case(source: "foo_bar_", spans: [("foo_bar_", [], nil)], rule: "example 359: no intraword _"),
        Case(source: "**foo bar**", spans: [("foo bar", .stronglyEmphasized, nil)], rule: "example 378"),
        Case(source: "__foo bar__", spans: [("foo bar", .stronglyEmphasized, nil)], rule: "example 387"),
        Case(
            source: "***strong emph***", spans: [("strong emph", [.emphasized, .stronglyEmphasized], nil)],
            rule: "example 413"),
        Case(
            source: "*foo **bar** baz*",
            spans: [("foo ", .emphasized, nil), ("bar", [.emphasized, .stronglyEmphasized], nil), (" baz", .emphasized, nil)],
            rule: "example 413: nesting"),
        Case(
            source: "*foo**bar**baz*",
            spans: [("foo", .emphasized, nil), ("bar", [.emphasized, .stronglyEmphasized], nil), ("baz", .emphasized, nil)],
            rule: "example 414: rule of three"),
        Case(source: "**foo*", spans: [("*", [], nil), ("foo", .emphasized, nil)], rule: "example 445: unbalanced"),
        Case(source: "*foo**", spans: [("foo", .emphasized, nil), ("*", [], nil)], rule: "example 448"),
        Case(source: "\\*not emphasized*", spans: [("*not emphasized*", [], nil)], rule: "example 308: escapes"),
        Case(source: "`foo`", spans: [("foo", .code, nil)], rule: "example 328"),
        Case(source: "`` foo ` bar ``", spans: [("foo ` bar", .code, nil)], rule: "example 329: one space stripped"),
        Case(source: "`*foo*`", spans: [("*foo*", .code, nil)], rule: "example 341: code wins over emphasis"),
        Case(source: "`foo", spans: [("`foo", [], nil)], rule: "example 348: unclosed backticks"),
        Case(
            source: "[link](/uri \"title\")", spans: [("link", [], "/uri")], rule: "example 482: inline link with title"),
        Case(
            source: "See [the **docs**](https://example.com).",
            spans: [
                ("See ", [], nil), ("the ", [], "https://example.com"), ("docs", .stronglyEmphasized, "https://example.com"),
                (".", [], nil),
            ], rule: "example 520: emphasis in link text"),
        Case(source: "[link] (/uri)", spans: [("[link] (/uri)", [], nil)], rule: "example 512: no space before ("),
        Case(source: "[link](</my uri>)", spans: [("link", [], "/my%20uri")], rule: "example 489: pointy brackets"),
        Case(source: "*[foo*](/uri)", spans: [("*", [], nil), ("foo*", [], "/uri")], rule: "example 524: links bind tighter"),
        Case(
            source: "<https://example.com>", spans: [("https://example.com", [], "https://example.com")],
            rule: "example 594: autolink"),
        Case(source: "~~gone~~", spans: [("gone", .strikethrough, nil)], rule: "GFM example 491"),
        Case(source: "~one~", spans: [("one", .strikethrough, nil)], rule: "GFM: one tilde"),
        Case(source: "~~mixed~", spans: [("~~mixed~", [], nil)], rule: "GFM: lengths must match"),
        Case(source: "a ~~~ b", spans: [("a ~~~ b", [], nil)], rule: "GFM: three tildes are literal"),
        Case(source: "line\none", spans: [("line\none", [], nil)], rule: "whitespace kept (inlineOnlyPreservingWhitespace)"),
    ]

    @Test(arguments: cases) func parses(_ testCase: Case) {
        let spans = InlineMarkdown.parse(testCase.source)
        let expected = testCase.spans.map { Span(text: $0.0, intent: $0.1, link: $0.2.flatMap { URL(string: $0) }) }
        #expect(spans == expected)
    }

    @Test func relativeLinksResolveAgainstTheBaseURL() {
        let base = URL(string: "https://example.com/docs/")!
        let spans = InlineMarkdown.parse("[next](page.html)", baseURL: base)
        #expect(spans.first?.link?.absoluteString == "https://example.com/docs/page.html")
    }

    /// Hostile input: long runs of delimiters and brackets parse in reasonable time and keep
    /// every character.
    @Test func longDelimiterRunsStayLiteral() {
        let source = String(repeating: "*a_[", count: 5_000)
        let spans = InlineMarkdown.parse(source)
        #expect(spans.map(\.text).joined().count <= source.count)
        #expect(!spans.isEmpty)
    }
}

/// `Text` of a string literal draws its Markdown; `Text(verbatim:)` and a `String` do not.
@MainActor
struct MarkdownTextTests {
    @Test func literalKeysAreMarkdown() {
        let text = Text("Hello **world** and *you*")
        #expect(text.runs.map(\.string) == ["Hello ", "world", " and ", "you"])
        #expect(text.runs[1].style.weight == .bold)
        #expect(text.runs[3].style.isItalic)
    }

    @Test func verbatimAndStringValuesAreNot() {
        let value = "**not bold**"
        #expect(Text(verbatim: "**not bold**").runs.map(\.string) == ["**not bold**"])
        #expect(Text(value).runs.map(\.string) == ["**not bold**"])
        #expect(Text(LocalizedStringKey(value)).runs.map(\.string) == ["not bold"])
    }

    @Test func interpolatedValuesAreNotReadButTakeTheStyleAround() {
        let name = "*Ann*"
        let text = Text("Hi **\(name)**!")
        #expect(text.runs.map(\.string) == ["Hi ", "*Ann*", "!"])
        #expect(text.runs[1].style.weight == .bold)
        #expect(!text.runs[1].style.isItalic)
    }

    @Test func interpolatedTextKeepsItsStyle() {
        let text = Text("Total: \(Text("12").foregroundColor(.red)) items")
        #expect(text.runs.map(\.string) == ["Total: ", "12", " items"])
        #expect(text.runs[1].style.color == .red)
    }

    @Test func codeAndStrikethroughAndLinks() {
        let text = Text("Run `make` or ~~not~~ see [docs](https://example.com)")
        #expect(text.runs.map(\.string) == ["Run ", "make", " or ", "not", " see ", "docs"])
        #expect(text.runs[1].style.isMonospaced)
        #expect(text.runs[3].style.strikethrough == .single)
        #expect(text.runs[5].style.link == URL(string: "https://example.com"))
    }

    /// Links draw in the tint color (system blue by default), whatever the text's color.
    @Test func linksTakeTheTint() {
        let environment = EnvironmentValues()
        let run = Text("[a](https://example.com)").foregroundColor(.red).runs[0]
        let resolved = run.resolved(in: TextEnvironment(), color: nil, environment: environment)
        #expect(resolved.color == Color.accentColor.resolved(in: environment))
    }

    /// Text from Markdown measures as the concatenation of the same styled texts.
    @Test func markdownTextSizesLikeStyledText() {
        let host = ViewHost(Text("a **b**"), size: CGSize(width: 300, height: 100))
        let styled = ViewHost(Text("a ") + Text("b").bold(), size: CGSize(width: 300, height: 100))
        #expect(host.sizeThatFits(.unspecified) == styled.sizeThatFits(.unspecified))
    }
}

