/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Builds a tuple view from several child views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    /// Produces an optional view for conditional statements in multi-statement closures
    /// that's only visible when the condition evaluates to true.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
