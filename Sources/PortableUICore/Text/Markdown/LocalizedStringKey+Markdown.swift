import Foundation

extension LocalizedStringKey {
    /// The key as `Text` draws it: its format read as inline Markdown (``InlineMarkdown``),
    /// each interpolated value's runs in place of its placeholder, taking the style of the
    /// Markdown around it.
    func runs() -> [Text.Run] {
        guard InlineMarkdown.mayContainSyntax(format) else {
            guard arguments.contains(where: { $0.contains { $0.style != Text.Style() || $0.date != nil } }) else {
                return [Text.Run(string: key)]
            }
            return substituted(format, style: Text.Style())
        }
        let runs = InlineMarkdown.parse(format).flatMap { span in
            substituted(span.text, style: Text.Style(intent: span.intent, link: span.link))
        }
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    /// The runs of `text` in `style`, each placeholder replaced by its argument's runs.
    private func substituted(_ text: String, style: Text.Style) -> [Text.Run] {
        var runs: [Text.Run] = []
        var literal = ""
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - Int(Self.firstPlaceholder)
            guard arguments.indices.contains(index) else {
                literal.unicodeScalars.append(scalar)
                continue
            }
            if !literal.isEmpty { runs.append(Text.Run(string: literal, style: style)) }
            literal = ""
            for run in arguments[index] {
                var inherited = run
                inherited.style = run.style.inheriting(style)
                runs.append(inherited)
            }
        }
        if !literal.isEmpty || runs.isEmpty { runs.append(Text.Run(string: literal, style: style)) }
        return runs
    }
}

extension Text.Style {
    /// The style Markdown gives a span: italic for emphasis, bold for strong emphasis, the
    /// monospaced font for code, a single line for strikethrough, and its link.
    init(intent: InlinePresentationIntent, link: URL?) {
        self.init()
        isItalic = intent.contains(.emphasized)
        if intent.contains(.stronglyEmphasized) { weight = .bold }
        isMonospaced = intent.contains(.code)
        if intent.contains(.strikethrough) { strikethrough = .single }
        self.link = link
    }

    /// This style with what it leaves unset taken from `outer` (an interpolated text inside
    /// Markdown: its own settings win, traits add up).
    func inheriting(_ outer: Text.Style) -> Text.Style {
        var style = self
        style.font = font ?? outer.font
        style.weight = weight ?? outer.weight
        style.design = design ?? outer.design
        style.isItalic = isItalic || outer.isItalic
        style.isMonospaced = isMonospaced || outer.isMonospaced
        style.isMonospacedDigit = isMonospacedDigit || outer.isMonospacedDigit
        style.color = color ?? outer.color
        style.kerning = kerning ?? outer.kerning
        style.tracking = tracking ?? outer.tracking
        style.underline = underline ?? outer.underline
        style.strikethrough = strikethrough ?? outer.strikethrough
        style.backgroundColor = backgroundColor ?? outer.backgroundColor
        style.baselineOffset = baselineOffset ?? outer.baselineOffset
        style.link = link ?? outer.link
        return style
    }
}
