import Foundation

extension Text {
    /// The characters of the text's runs, as assistive technologies read them.
    var plainText: String { runs.map(\.string).joined() }
}

extension Text {
    /// The text's characters, for hosts that show a title outside the view tree (a window's
    /// title bar).
    @_spi(Hosting) public var _plainText: String { plainText }
}
