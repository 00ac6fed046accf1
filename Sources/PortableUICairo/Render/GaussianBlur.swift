/// An approximate Gaussian blur of 8-bit pixel data: three successive box blurs per axis,
/// whose sizes give the standard deviation `sigma` (in pixels).
///
/// - Complexity: O(width × height × channels), independent of `sigma`.
enum GaussianBlur {
    /// Blurs `channels` interleaved channels of a `width`×`height` buffer whose rows are
    /// `stride` bytes apart, in place. Pixels beyond the edges count as transparent (zero),
    /// or, when `clampsEdges`, as copies of the edge pixels.
    static func apply(
        to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
        clampsEdges: Bool = false
    ) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        guard let largest = radii.max() else { return }
        // One padded line: `largest` pixels of margin on each side.
        let capacity = Swift.max(width, height) + 2 * largest + 1
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        defer { line.deallocate() }
        for channel in 0..<channels {
            for radius in radii {
                for y in 0..<height {
                    blurLine(pixels + y * stride + channel, step: channels, count: width, radius: radius,
                        clamps: clampsEdges, line: line)
                }
                for x in 0..<width {
                    blurLine(pixels + x * channels + channel, step: stride, count: height, radius: radius,
                        clamps: clampsEdges, line: line)
                }
            }
        }
    }

    /// Three box radii whose successive application approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerDouble = Double(lower)
        let m = ((12 * sigma * sigma - n * lowerDouble * lowerDouble - 4 * n * lowerDouble - 3 * n) / (-4 * lowerDouble - 4))
            .rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box blur of one channel along a line of `count` values `step` bytes apart.
    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, clamps: Bool,
        line: UnsafeMutablePointer<Int32>
    ) {
        // Copy with margins: line[radius + i] is value i.
        let first = Int32(start[0]), last = Int32(start[(count - 1) * step])
        for index in 0..<radius {
            line[index] = clamps ? first : 0
            line[radius + count + index] = clamps ? last : 0
        }
        line[radius + count + radius] = clamps ? last : 0
        var pointer = start
        for index in 0..<count {
            line[radius + index] = Int32(pointer.pointee)
            pointer += step
        }
        let window = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for index in 0..<Int(window) { sum += line[index] }
        pointer = start
        let half = window / 2
        for index in 0..<count {
            pointer.pointee = UInt8(truncatingIfNeeded: (sum + half) / window)
            sum += line[index + Int(window)] - line[index]
            pointer += step
        }
    }
}
