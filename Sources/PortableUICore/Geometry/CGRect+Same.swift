import Foundation

extension CGRect {
    /// Whether the two rectangles have the same origin and size, compared field by field.
    ///
    /// Foundation's `==` on rectangles is an out-of-line call; layout compares frames on
    /// every placement, so this one is inlined. Unlike `==`, it does not standardize: a
    /// rectangle with a negative size is not the same as its standardized form.
    @inline(__always)
    func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}
