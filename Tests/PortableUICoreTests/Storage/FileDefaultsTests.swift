import Foundation
import Testing
@testable import PortableUICore

/// A fresh directory for one test's settings files, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("portableui-storage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String = "AppStorage.plist") -> URL { url.appendingPathComponent(name) }
}

struct FileDefaultsTests {
    @Test func everyValueTypeIsThereInTheNextProcess() throws {
        let directory = TemporaryDirectory()
        let date = Date(timeIntervalSinceReferenceDate: 812_345_678.5)
        let first = FileDefaults(fileURL: directory.file())
        first.set(true, forKey: "bool")
        first.set(42, forKey: "int")
        first.set(2.5, forKey: "double")
        first.set("text", forKey: "string")
        first.set(Data([1, 2, 3]), forKey: "data")
        first.set(date, forKey: "date")
        first.set(URL(string: "https://example.org/a?b=c")!, forKey: "url")
        first.set(URL(fileURLWithPath: "/tmp/x y"), forKey: "file")
        // A new store reads only the file, as the next process does.
        let next = FileDefaults(fileURL: directory.file())
        #expect(next.bool(forKey: "bool") == true)
        #expect(next.integer(forKey: "int") == 42)
        #expect(next.double(forKey: "double") == 2.5)
        #expect(next.string(forKey: "string") == "text")
        #expect(next.data(forKey: "data") == Data([1, 2, 3]))
        #expect(next.object(forKey: "date") as? Date == date)
        #expect(next.url(forKey: "url") == URL(string: "https://example.org/a?b=c"))
        #expect(next.url(forKey: "file") == URL(fileURLWithPath: "/tmp/x y"))
        // A Boolean is stored as a property-list Boolean, not as the number 1.
        let stored = try PropertyListSerialization.propertyList(from: Data(contentsOf: directory.file()), format: nil)
        #expect((stored as? [String: Any])?["bool"] is Bool)
    }

    @Test func removingAKeyRemovesItFromTheFile() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        store.set(1, forKey: "a")
        store.set(2, forKey: "b")
        store.removeObject(forKey: "a")
        let next = FileDefaults(fileURL: directory.file())
        #expect(next.object(forKey: "a") == nil)
        #expect(next.integer(forKey: "b") == 2)
    }

    @Test func registeredDefaultsAnswerUntilAValueIsStored() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        store.register(defaults: ["volume": 7])
        #expect(store.integer(forKey: "volume") == 7)
        store.set(3, forKey: "volume")
        #expect(store.integer(forKey: "volume") == 3)
        #expect(FileManager.default.fileExists(atPath: directory.file().path))
    }

    @Test func aCorruptFileGivesDefaultsADiagnosticAndIsKept() throws {
        let directory = TemporaryDirectory()
        let garbage = Data("<plist><dict><key>broken".utf8)
        try garbage.write(to: directory.file())
        let start = Diagnostics.count
        let store = FileDefaults(fileURL: directory.file())
        #expect(store.object(forKey: "broken") == nil)
        #expect(Diagnostics.messages(since: start).contains { $0.contains("cannot be used") && $0.contains(directory.file().path) })
        store.set("kept", forKey: "new")
        // The damaged file is not lost: it is moved aside before the new one replaces it.
        #expect(try Data(contentsOf: directory.file("AppStorage.plist.corrupt")) == garbage)
        #expect(FileDefaults(fileURL: directory.file()).string(forKey: "new") == "kept")
    }

    @Test func aFileOfAnotherPropertyListTypeCountsAsCorrupt() throws {
        let directory = TemporaryDirectory()
        let array = try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0)
        try array.write(to: directory.file())
        let start = Diagnostics.count
        #expect(FileDefaults(fileURL: directory.file()).dictionaryRepresentation().isEmpty)
        #expect(Diagnostics.messages(since: start).contains { $0.contains("not a property-list dictionary") })
    }

    @Test func anUnwritableStoreKeepsValuesInMemoryWithADiagnostic() throws {
        let directory = TemporaryDirectory()
        // The store's directory would have to be made where a regular file already is.
        try Data("file".utf8).write(to: directory.file("blocker"))
        let store = FileDefaults(fileURL: directory.file("blocker").appendingPathComponent("AppStorage.plist"))
        let start = Diagnostics.count
        store.set(5, forKey: "count")
        #expect(store.integer(forKey: "count") == 5)
        #expect(Diagnostics.messages(since: start).contains { $0.contains("AppStorage:") && $0.contains("in memory") })
    }

    @Test func unsavedValuesAreWrittenWithTheNextSuccessfulWrite() throws {
        let directory = TemporaryDirectory()
        let blocker = directory.file("settings")
        try Data("file".utf8).write(to: blocker)
        let store = FileDefaults(fileURL: blocker.appendingPathComponent("AppStorage.plist"))
        store.set(1, forKey: "first")
        try FileManager.default.removeItem(at: blocker)
        store.set(2, forKey: "second")
        let next = FileDefaults(fileURL: blocker.appendingPathComponent("AppStorage.plist"))
        #expect(next.integer(forKey: "first") == 1)
        #expect(next.integer(forKey: "second") == 2)
    }

    @Test func aNonPropertyListValueIsRefusedWithADiagnostic() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let start = Diagnostics.count
        store.set(NSObject(), forKey: "object")
        #expect(store.object(forKey: "object") == nil)
        #expect(Diagnostics.messages(since: start).contains { $0.contains("not a property-list value") })
    }

    @Test func concurrentWritersLoseNoKeys() async {
        let directory = TemporaryDirectory()
        // Each writer is a store of its own on the same file, as separate processes are.
        let writers = (0..<4).map { _ in FileDefaults(fileURL: directory.file()) }
        await withTaskGroup(of: Void.self) { group in
            for (index, writer) in writers.enumerated() {
                group.addTask {
                    for round in 0..<25 { writer.set(round, forKey: "writer\(index)-\(round)") }
                }
            }
        }
        let merged = FileDefaults(fileURL: directory.file())
        for index in 0..<4 {
            for round in 0..<25 { #expect(merged.integer(forKey: "writer\(index)-\(round)") == round) }
        }
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []
        #expect(!leftovers.contains { $0.hasSuffix(".tmp") })
    }

    @Test func synchronizeReadsWhatAnotherWriterStored() {
        let directory = TemporaryDirectory()
        let mine = FileDefaults(fileURL: directory.file())
        let other = FileDefaults(fileURL: directory.file())
        other.set("theirs", forKey: "shared")
        #expect(mine.string(forKey: "shared") == nil)
        mine.synchronize()
        #expect(mine.string(forKey: "shared") == "theirs")
    }

    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/a"], "/xdg/My App/AppStorage.plist"),
        (["HOME": "/home/a"], "/home/a/.config/My App/AppStorage.plist"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"], "/home/a/.config/My App/AppStorage.plist"),
    ])
    func theAppsFileFollowsTheXDGBaseDirectorySpecification(environment: [String: String], path: String) {
        // XDG Base Directory Specification: $XDG_CONFIG_HOME if set and absolute, else $HOME/.config.
        let directory = FileDefaults.configurationDirectory(environment: environment)
        #expect(directory.appendingPathComponent("My App").appendingPathComponent("AppStorage.plist").path == path)
    }
}
