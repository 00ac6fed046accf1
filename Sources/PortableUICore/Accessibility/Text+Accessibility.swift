import Foundation

extension Text {
    /// The characters of the text's runs, as assistive technologies read them.
    var plainText: String { runs.map(\.string).joined() }
}
