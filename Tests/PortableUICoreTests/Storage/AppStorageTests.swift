import Foundation
import Testing
@testable import PortableUICore

private enum Theme: String { case light, dark }
private enum Level: Int { case low = 1, high = 2 }

/// A view whose width shows a stored count and whose probe action adds one.
private struct StoredCounter: View {
    let probe: Probe
    let name: String
    @AppStorage("count") var count = 0

    var body: some View {
        probe.actions[name] = { count += 1 }
        return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier(name)
    }
}

@MainActor
struct AppStorageTests {
    @Test func aWriteUpdatesEveryViewThatReadsTheKeyAndReachesTheFile() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let probe = Probe()
        let host = ViewHost(
            HStack {
                StoredCounter(probe: probe, name: "a")
                StoredCounter(probe: probe, name: "b")
            }.defaultAppStorage(store), size: CGSize(width: 300, height: 10))
        #expect(host.frame(of: "a")?.width == 10)
        probe.run("a")
        probe.run("a")
        #expect(host.frame(of: "a")?.width == 12)
        #expect(host.frame(of: "b")?.width == 12)
        #expect(FileDefaults(fileURL: directory.file()).integer(forKey: "count") == 2)
    }

    @Test func theStoredValueIsThereAfterTheHostRestarts() {
        let directory = TemporaryDirectory()
        let probe = Probe()
        let first = ViewHost(
            StoredCounter(probe: probe, name: "c").defaultAppStorage(FileDefaults(fileURL: directory.file())),
            size: CGSize(width: 100, height: 10))
        first.layoutIfNeeded()
        probe.run("c")
        #expect(first.frame(of: "c")?.width == 11)
        // A new store on the same file is what the next launch of the app sees.
        let second = ViewHost(
            StoredCounter(probe: Probe(), name: "c").defaultAppStorage(FileDefaults(fileURL: directory.file())),
            size: CGSize(width: 100, height: 10))
        #expect(second.frame(of: "c")?.width == 11)
    }

    @Test func codeWritingTheStoreUpdatesTheView() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let host = ViewHost(StoredCounter(probe: Probe(), name: "c").defaultAppStorage(store), size: CGSize(width: 100, height: 10))
        #expect(host.frame(of: "c")?.width == 10)
        store.set(30, forKey: "count")
        #expect(host.frame(of: "c")?.width == 40)
    }

    @Test func aChangeToAnotherKeyDoesNotReevaluateTheBody() {
        struct Reader: View {
            let probe: Probe
            @AppStorage("watched") var watched = 0
            var body: some View {
                probe.evaluated("reader")
                return Color.red.frame(width: CGFloat(watched + 1), height: 1)
            }
        }
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let probe = Probe()
        let host = ViewHost(Reader(probe: probe).defaultAppStorage(store), size: CGSize(width: 100, height: 10))
        host.layoutIfNeeded()
        let before = probe.bodies["reader"]
        store.set(1, forKey: "other")
        host.layoutIfNeeded()
        #expect(probe.bodies["reader"] == before)
        store.set(5, forKey: "watched")
        host.layoutIfNeeded()
        #expect(probe.bodies["reader"] == (before ?? 0) + 1)
    }

    @Test func anExplicitStoreWinsOverTheEnvironmentsAndAPlainUserDefaultsWorks() throws {
        struct Explicit: View {
            let store: UserDefaults
            @AppStorage var value: Int
            init(store: UserDefaults) {
                self.store = store
                _value = AppStorage(wrappedValue: 1, "value", store: store)
            }
            var body: some View { Color.red.frame(width: CGFloat(value), height: 1).accessibilityIdentifier("v") }
        }
        let directory = TemporaryDirectory()
        let suite = try #require(UserDefaults(suiteName: "portableui.tests.\(UUID().uuidString)"))
        suite.set(9, forKey: "value")
        let other = FileDefaults(fileURL: directory.file())
        other.set(3, forKey: "value")
        let host = ViewHost(Explicit(store: suite).defaultAppStorage(other), size: CGSize(width: 100, height: 10))
        #expect(host.frame(of: "v")?.width == 9)
    }

    @Test func valuesOfEveryTypeAndTheirDefaults() throws {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let flag = AppStorage(wrappedValue: false, "flag", store: store)
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        let name = AppStorage(wrappedValue: "none", "name", store: store)
        let link = AppStorage(wrappedValue: URL(string: "https://a.example")!, "link", store: store)
        let blob = AppStorage(wrappedValue: Data(), "blob", store: store)
        let when = AppStorage(wrappedValue: Date(timeIntervalSince1970: 0), "when", store: store)
        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        let level = AppStorage(wrappedValue: Level.low, "level", store: store)
        #expect(flag.wrappedValue == false && ratio.wrappedValue == 0.5 && name.wrappedValue == "none")
        #expect(store.dictionaryRepresentation().isEmpty, "defaults are not written")
        flag.wrappedValue = true
        ratio.wrappedValue = 0.25
        name.wrappedValue = "Ada"
        link.wrappedValue = URL(string: "https://b.example/x")!
        blob.wrappedValue = Data([9])
        when.wrappedValue = Date(timeIntervalSince1970: 100)
        theme.wrappedValue = .dark
        level.wrappedValue = .high
        let next = FileDefaults(fileURL: directory.file())
        #expect(AppStorage(wrappedValue: false, "flag", store: next).wrappedValue == true)
        #expect(AppStorage(wrappedValue: 0.5, "ratio", store: next).wrappedValue == 0.25)
        #expect(AppStorage(wrappedValue: "none", "name", store: next).wrappedValue == "Ada")
        #expect(AppStorage(wrappedValue: URL(string: "https://a.example")!, "link", store: next).wrappedValue.absoluteString == "https://b.example/x")
        #expect(AppStorage(wrappedValue: Data(), "blob", store: next).wrappedValue == Data([9]))
        #expect(AppStorage(wrappedValue: Date(), "when", store: next).wrappedValue == Date(timeIntervalSince1970: 100))
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: next).wrappedValue == .dark)
        #expect(AppStorage(wrappedValue: Level.low, "level", store: next).wrappedValue == .high)
        #expect(next.string(forKey: "theme") == "dark" && next.integer(forKey: "level") == 2)
    }

    @Test func optionalsReadNilUntilSetAndNilRemovesTheKey() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let count = AppStorage<Int?>("count", store: store)
        let theme = AppStorage<Theme?>("theme", store: store)
        let level = AppStorage<Level?>("level", store: store)
        #expect(count.wrappedValue == nil && theme.wrappedValue == nil && level.wrappedValue == nil)
        count.wrappedValue = 4
        theme.wrappedValue = .dark
        level.wrappedValue = .high
        #expect(count.wrappedValue == 4 && theme.wrappedValue == .dark && level.wrappedValue == .high)
        count.wrappedValue = nil
        #expect(store.object(forKey: "count") == nil)
        #expect(AppStorage<Bool?>("b", store: store).wrappedValue == nil)
        #expect(AppStorage<String?>("s", store: store).wrappedValue == nil)
        #expect(AppStorage<Double?>("d", store: store).wrappedValue == nil)
        #expect(AppStorage<URL?>("u", store: store).wrappedValue == nil)
        #expect(AppStorage<Data?>("x", store: store).wrappedValue == nil)
        #expect(AppStorage<Date?>("t", store: store).wrappedValue == nil)
    }

    @Test func aValueOfAnotherTypeOrAnUnknownRawValueReadsAsTheDefault() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        store.set("not a number", forKey: "count")
        store.set("sepia", forKey: "theme")
        #expect(AppStorage(wrappedValue: 7, "count", store: store).wrappedValue == 7)
        #expect(AppStorage(wrappedValue: Theme.light, "theme", store: store).wrappedValue == .light)
    }

    @Test func theBindingWritesTheStore() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        let storage = AppStorage(wrappedValue: false, "on", store: store)
        storage.projectedValue.wrappedValue = true
        #expect(store.bool(forKey: "on"))
    }

    @Test func theAppsStoreIsNamedAfterTheApp() {
        #expect(FileDefaults.fileURL(appName: "com.example.Notes").path.hasSuffix("/com.example.Notes/AppStorage.plist"))
        #expect(FileDefaults.fileURL(appName: "a/b").lastPathComponent == "AppStorage.plist")
        #expect(FileDefaults.fileURL(appName: "a/b").deletingLastPathComponent().lastPathComponent == "a_b")
    }
}

@MainActor
struct SceneStorageTests {
    private struct Tab: View {
        let probe: Probe
        let name: String
        @SceneStorage("tab") var tab = 1
        var body: some View {
            probe.actions[name] = { tab += 1 }
            return Color.red.frame(width: CGFloat(10 * tab), height: 10).accessibilityIdentifier(name)
        }
    }

    @Test func viewsOfOneSceneShareTheValueAndOtherScenesDoNot() {
        let probe = Probe()
        let scene = ViewHost(HStack { Tab(probe: probe, name: "a"); Tab(probe: probe, name: "b") }, size: CGSize(width: 200, height: 10))
        let otherScene = ViewHost(Tab(probe: probe, name: "c"), size: CGSize(width: 200, height: 10))
        scene.layoutIfNeeded()
        otherScene.layoutIfNeeded()
        probe.run("a")
        #expect(scene.frame(of: "a")?.width == 20)
        #expect(scene.frame(of: "b")?.width == 20)
        #expect(otherScene.frame(of: "c")?.width == 10)
    }

    @Test func optionalAndRawRepresentableValues() {
        struct Chosen: View {
            @SceneStorage("theme") var theme: Theme?
            @SceneStorage("level") var level = Level.low
            var body: some View {
                Color.red.frame(width: theme == nil ? 1 : 2, height: CGFloat(level.rawValue)).accessibilityIdentifier("x")
            }
        }
        let host = ViewHost(Chosen(), size: CGSize(width: 10, height: 10))
        #expect(host.frame(of: "x")?.size == CGSize(width: 1, height: 1))
    }
}
