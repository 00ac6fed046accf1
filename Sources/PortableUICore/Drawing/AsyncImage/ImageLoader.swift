import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads the image of an ``AsyncImage``: from the memory cache, a file or HTTP(S).
enum ImageLoader {
    struct Request: Hashable, Sendable {
        var url: URL?
        var scale: CGFloat
    }

    /// Why an image could not be loaded.
    struct LoadingError: Error, CustomStringConvertible {
        let description: String
    }

    static func phase(for request: Request) async -> AsyncImagePhase {
        // Step 1
        guard let url = request.url else { return .empty }
        // Step 2
        if let cached = AsyncImageCache.shared.image(for: request) { return .success(cached) }
        do {
            // Step 3
            let data = try await bytes(of: url)
            try Task.checkCancellation()
            // Step 4
            let image = Image(data: data, scale: request.scale)
            if case .missing(let reason) = image.content { throw LoadingError(description: "\(url): \(reason)") }
            AsyncImageCache.shared.store(image, for: request)
            // Step 5
            return .success(image)
        } catch {
            return .failure(error)
        }
    }

    private static func bytes(of url: URL) async throws -> Data {
        switch url.scheme?.lowercased() {
        case "file":
            let path = url.path
            return try await Task.detached {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw LoadingError(description: "The file \(path) cannot be read.")
                }
                return data
            }.value
        case "http", "https":
            let (data, response) = try await URLSession.shared.data(from: url)
            if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
                throw LoadingError(description: "\(url) answered HTTP \(http.statusCode).")
            }
            return data
        default:
            throw LoadingError(description: "\(url) is neither a file nor an HTTP(S) URL.")
        }
    }
}

/// The images `AsyncImage` loaded, kept in memory by URL and scale (the most recent
/// ``capacity`` ones), so that a view shown again does not load again.
final class AsyncImageCache: @unchecked Sendable {
    static let shared = AsyncImageCache()
    /// How many images are kept.
    static let capacity = 64

    private let lock = NSLock()
    private var images: [ImageLoader.Request: Image] = [:]
    private var order: [ImageLoader.Request] = []

    func image(for request: ImageLoader.Request) -> Image? {
        lock.lock()
        defer { lock.unlock() }
        return images[request]
    }

    func store(_ image: Image, for request: ImageLoader.Request) {
        lock.lock()
        defer { lock.unlock() }
        if images.updateValue(image, forKey: request) == nil { order.append(request) }
        if order.count > Self.capacity { images[order.removeFirst()] = nil }
    }

    /// Forgets every image (for tests).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        images = [:]
        order = []
    }
}
