import Combine
import Foundation
import SwiftUI

/// A view model written as in an iOS app of 2020: an ObservableObject whose published query
/// is debounced into results, a timer publisher and a subject, all through `import Combine`.
public final class SearchModel: ObservableObject {
    @Published public var query = ""
    @Published public private(set) var results: [String]
    @Published public private(set) var ticks = 0
    @Published public var selection: String?

    public let events = PassthroughSubject<String, Never>()
    private let catalog: CurrentValueSubject<[String], Never>
    private var cancellables = Set<AnyCancellable>()

    public init(catalog: [String]) {
        self.catalog = CurrentValueSubject(catalog)
        results = catalog
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .combineLatest(self.catalog)
            .map { query, items in
                query.isEmpty ? items : items.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .receive(on: DispatchQueue.main)
            .assign(to: &$results)
        events
            .compactMap { $0.isEmpty ? nil : $0 }
            .sink { [weak self] in self?.selection = $0 }
            .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .map { _ in 1 }
            .scan(0, +)
            .assign(to: \.ticks, on: self)
            .store(in: &cancellables)
    }

    /// Publishes the names the catalog has once `more` arrives, as a loader would.
    public func load(_ more: AnyPublisher<[String], Never>) {
        more.merge(with: Just([]))
            .filter { !$0.isEmpty }
            .flatMap { names in Future<[String], Never> { promise in promise(.success(names)) } }
            .sink { [weak self] names in self?.catalog.value += names }
            .store(in: &cancellables)
    }
}

/// A searchable list over the model.
public struct SearchScreen: View {
    @StateObject private var model = SearchModel(catalog: ["Apples", "Apricots", "Bananas", "Cherries"])
    private let clock = Timer.publish(every: 60, on: .main, in: .common).autoconnect()
    @State private var minutes = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $model.query)
            ForEach(model.results, id: \.self) { name in
                Text(name)
            }
            Text("Open for \(minutes) min")
                .font(.footnote)
        }
        .padding()
        .onReceive(clock) { _ in minutes += 1 }
        .onReceive(NotificationCenter.default.publisher(for: .searchReset)) { _ in model.query = "" }
    }
}

extension Notification.Name {
    /// Posted to clear every search screen's query.
    public static let searchReset = Notification.Name("SearchReset")
}

struct SearchScreen_Previews: PreviewProvider {
    static var previews: some View {
        SearchScreen()
    }

    static var platform: PreviewPlatform? { .macOS }
}
