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
        let radii = boxRadii(sigma: sigma)
        let longest = Swift.max(width, height)
        var line = [Int](repeating: 0, count: longest * channels)
        var result = [Int](repeating: 0, count: longest * channels)
        for radius in radii where radius > 0 {
            for y in 0..<height {
                let row = pixels + y * stride
                blurLine(row, step: channels, count: width, channels: channels, radius: radius,
                    clamps: clampsEdges, line: &line, result: &result)
            }
            for x in 0..<width {
                let column = pixels + x * channels
                blurLine(column, step: stride, count: height, channels: channels, radius: radius,
                    clamps: clampsEdges, line: &line, result: &result)
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

    /// One box blur along a line of `count` pixels `step` bytes apart.
    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int, radius: Int, clamps: Bool,
        line: inout [Int], result: inout [Int]
    ) {
        for index in 0..<count {
            for channel in 0..<channels { line[index * channels + channel] = Int(start[index * step + channel]) }
        }
        let window = 2 * radius + 1
        for channel in 0..<channels {
            func value(_ index: Int) -> Int {
                if index < 0 { return clamps ? line[channel] : 0 }
                if index >= count { return clamps ? line[(count - 1) * channels + channel] : 0 }
                return line[index * channels + channel]
            }
            var sum = 0
            for index in -radius...radius { sum += value(index) }
            for index in 0..<count {
                result[index * channels + channel] = (sum + window / 2) / window
                sum += value(index + radius + 1) - value(index - radius)
            }
        }
        for index in 0..<count {
            for channel in 0..<channels { start[index * step + channel] = UInt8(result[index * channels + channel]) }
        }
    }
}
