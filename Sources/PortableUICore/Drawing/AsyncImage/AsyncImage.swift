import Foundation

/// A view that asynchronously loads and displays an image.
///
/// Loading (the steps match `// Step N` in ``ImageLoader``):
/// 1. No URL: the phase stays `.empty`.
/// 2. An image already in the memory cache (``AsyncImageCache``) for this URL and scale is
///    shown at once.
/// 3. Otherwise the bytes are read: a `file:` URL from the file system, an `http:` or
///    `https:` URL through Foundation's `URLSession` (a status outside 200…299 fails).
/// 4. The bytes are decoded as PNG or JPEG at `scale`; anything else fails.
/// 5. The phase becomes `.success(image)` or `.failure(error)` within `transaction`.
///
/// The load starts when the view appears and again when the URL or scale changes; it is
/// cancelled when the view disappears (the phase of a cancelled load does not change).
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let content: (AsyncImagePhase) -> Content
    @State private var loaded = LoadedPhase()

    /// Loads and displays an image from the specified URL using a custom placeholder until
    /// the image loads.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        content(loaded.request == request ? loaded.phase : cachedPhase)
            .task(id: request) {
                let request = self.request
                let phase = await ImageLoader.phase(for: request)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) { loaded = LoadedPhase(request: request, phase: phase) }
            }
    }

    private var request: ImageLoader.Request { ImageLoader.Request(url: url, scale: scale) }

    /// The phase before this request's load ends: the cached image, if any.
    private var cachedPhase: AsyncImagePhase {
        AsyncImageCache.shared.image(for: request).map { .success($0) } ?? .empty
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// Loads and displays an image from the specified URL, with a gray placeholder filling
    /// the space offered until it loads (or when it fails).
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { image in
            image
        } placeholder: {
            Color(white: 0.5, opacity: 0.2)
        }
    }
}

/// A phase and the request it answers, so that a phase of an older URL is not shown.
struct LoadedPhase {
    var request: ImageLoader.Request?
    var phase = AsyncImagePhase.empty
}
