import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// The `Progress` that NSItemProvider's load methods return: one that completes when the load
/// finishes, and whose cancellation gives the completion handler Apple's cancellation error
/// (`NSUserCancelledError`, 3072 in `NSCocoaErrorDomain`), once.
@MainActor
struct NSItemProviderProgressTests {
    /// A load started on a provider, reporting what its handler got as "data <text>" or
    /// "error <domain> <code>".
    typealias Start = @MainActor (NSItemProvider, @escaping @Sendable (String) -> Void) -> Progress

    nonisolated private static func describe(_ data: Data?, _ error: (any Error)?) -> String {
        if let data { return "data \(String(decoding: data, as: UTF8.self))" }
        let error = error as NSError?
        return "error \(error?.domain ?? "none") \(error?.code ?? 0)"
    }

    nonisolated private static func contents(_ url: URL?) -> Data? { url.flatMap { try? Data(contentsOf: $0) } }

    /// Every load method that returns a `Progress`, asked for UTF-8 text; whether the loader's
    /// own progress is cancelled with the load's (the transferable load loads in a task of
    /// its own).
    private static let loads: [(name: String, start: Start, cancelsLoader: Bool)] = [
        ("loadDataRepresentation(forTypeIdentifier:)", { provider, report in
            provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text") { report(describe($0, $1)) }
        }, true),
        ("loadDataRepresentation(for:)", { provider, report in
            provider.loadDataRepresentation(for: .utf8PlainText) { report(describe($0, $1)) }
        }, true),
        ("loadFileRepresentation(forTypeIdentifier:)", { provider, report in
            provider.loadFileRepresentation(forTypeIdentifier: "public.utf8-plain-text") { report(describe(contents($0), $1)) }
        }, true),
        ("loadFileRepresentation(for:openInPlace:)", { provider, report in
            provider.loadFileRepresentation(for: .utf8PlainText) { url, _, error in report(describe(contents(url), error)) }
        }, true),
        ("loadInPlaceFileRepresentation(forTypeIdentifier:)", { provider, report in
            provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.utf8-plain-text") { url, _, error in
                report(describe(contents(url), error))
            }
        }, true),
        ("loadObject(ofClass: NSString)", { provider, report in
            provider.loadObject(ofClass: NSString.self) { object, error in
                report(describe((object as? NSString).map { Data(($0 as String).utf8) }, error))
            }
        }, true),
        ("loadObject(ofClass: String)", { provider, report in
            provider.loadObject(ofClass: String.self) { string, error in report(describe(string.map { Data($0.utf8) }, error)) }
        }, true),
        ("loadTransferable(type: String)", { provider, report in
            provider.loadTransferable(type: String.self) { result in
                switch result {
                case .success(let string): report(describe(Data(string.utf8), nil))
                case .failure(let error): report(describe(nil, error))
                }
            }
        }, false),
    ]

    @Test func progressCompletesWhenTheLoadFinishes() async {
        // Apple: the load methods return "a progress object"; here one unit, completed when
        // the handler runs, with a result or an error (−1000: no representation of the type).
        let table: [(provider: () -> NSItemProvider, report: String)] = [
            ({ NSItemProvider(object: "pear" as NSString) }, "data pear"),
            ({ NSItemProvider() }, "error NSItemProviderErrorDomain -1000"),
            ({ NSItemProvider(object: URL(string: "https://example.com")! as NSURL) }, "error NSItemProviderErrorDomain -1000"),
        ]
        for row in table {
            for load in Self.loads {
                let reports = ItemProviderReports()
                let progress = load.start(row.provider(), { reports.add($0) })
                #expect(await reports.first() == row.report, "\(load.name)")
                #expect(progress.totalUnitCount == 1, "\(load.name)")
                #expect(progress.completedUnitCount == 1, "\(load.name)")
                #expect(progress.isFinished, "\(load.name)")
                #expect(!progress.isCancelled, "\(load.name)")
            }
        }
    }

    @Test func progressWaitsForALoaderThatCallsBackLater() async {
        for load in Self.loads {
            let pending = PendingLoader()
            let reports = ItemProviderReports()
            let progress = load.start(pending.provider(), { reports.add($0) })
            #expect(progress.completedUnitCount == 0, "\(load.name)")
            #expect(reports.all.isEmpty, "\(load.name)")
            await pending.complete("later")
            #expect(await reports.first() == "data later", "\(load.name)")
            #expect(progress.completedUnitCount == 1, "\(load.name)")
            #expect(progress.isFinished, "\(load.name)")
        }
    }

    @Test func cancellingGivesTheCancellationErrorOnce() async {
        for load in Self.loads {
            let pending = PendingLoader()
            let reports = ItemProviderReports()
            let progress = load.start(pending.provider(), { reports.add($0) })
            progress.cancel()
            // Apple's NSUserCancelledError in NSCocoaErrorDomain, before the loader calls back.
            #expect(await reports.first() == "error NSCocoaErrorDomain 3072", "\(load.name)")
            #expect(progress.isCancelled, "\(load.name)")
            #expect(progress.completedUnitCount == 0, "\(load.name)")
            // The loader calling back afterwards is not heard.
            await pending.complete("late")
            #expect(reports.all == ["error NSCocoaErrorDomain 3072"], "\(load.name)")
            #expect(pending.progress.isCancelled == load.cancelsLoader, "\(load.name)")
            #expect(progress.completedUnitCount == 0, "\(load.name)")
        }
        #expect(NSItemProviderLoad.cancellationError.code == NSUserCancelledError)
        #expect(NSUserCancelledError == 3072)
    }

    @Test func aLoaderThatCallsBackTwiceIsHeardOnce() async {
        let twice = NSItemProvider()
        twice.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(Data("one".utf8), nil)
            completion(Data("two".utf8), nil)
            return nil
        }
        for load in Self.loads {
            let reports = ItemProviderReports()
            _ = load.start(twice, { reports.add($0) })
            #expect(await reports.first() == "data one", "\(load.name)")
            #expect(reports.all == ["data one"], "\(load.name)")
        }
    }
}

/// What completion handlers reported, from any thread.
final class ItemProviderReports: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    func add(_ value: String) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    /// The first report, waited for (handlers may run on another thread or in a task).
    func first() async -> String? {
        for _ in 0..<2000 {
            if let value = all.first { return value }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return nil
    }
}

/// A data loader of UTF-8 text that keeps its completion handler until told to call it, and
/// returns a progress of its own.
private final class PendingLoader: @unchecked Sendable {
    let progress = Progress(totalUnitCount: 1)
    private let lock = NSLock()
    private var completion: ((Data?, (any Error)?) -> Void)?

    func provider() -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) { [self] completion in
            lock.lock()
            self.completion = completion
            lock.unlock()
            return progress
        }
        return provider
    }

    private var kept: ((Data?, (any Error)?) -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        return completion
    }

    /// Calls the kept handler with the text, once the provider has asked for it (a load in a
    /// task asks later).
    func complete(_ text: String) async {
        for _ in 0..<2000 {
            if let kept { return kept(Data(text.utf8), nil) }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}
