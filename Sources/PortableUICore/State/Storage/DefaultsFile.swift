import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One property-list file holding a defaults dictionary, read and replaced as a whole. It is
/// written in the binary format, as Apple's defaults are, which keeps dates to the fraction
/// of a second (the XML format keeps whole seconds); any format is read.
///
/// Rules:
/// 1. A write holds an exclusive `flock` on a lock file beside the store (`<file>.lock`) from
///    reading the file to renaming its replacement, so writers in several processes or
///    threads take turns; each write reads the file again and applies only its own changes,
///    so no writer loses another's keys.
/// 2. The new contents go to a temporary file in the same directory, flushed with `fsync`,
///    then renamed over the old one: a reader sees the old file or the new one, never a part.
/// 3. A file that is not a property-list dictionary is kept: the write that replaces it first
///    renames it to `<file>.corrupt`, and reading it gives no values.
/// 4. Failures are thrown as ``DefaultsFile/Failure`` with a message that names the file;
///    nothing here crashes or waits without end (the lock is only held around one write).
struct DefaultsFile {
    /// What reading the file found.
    enum Contents {
        case values([String: Any])
        case missing
        case corrupt(reason: String)
    }

    /// A failed write, with a message for `Diagnostics`.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL

    var corruptCopyURL: URL { url.appendingPathExtension("corrupt") }
    private var lockURL: URL { url.appendingPathExtension("lock") }

    /// Reads the file without taking the lock (a rename makes every version complete).
    func read() -> Contents {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return FileManager.default.fileExists(atPath: url.path)
                ? .corrupt(reason: "it cannot be read (\(error.localizedDescription))") : .missing
        }
        return Self.decode(data)
    }

    static func decode(_ data: Data) -> Contents {
        guard
            let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
            let values = object as? [String: Any]
        else { return .corrupt(reason: "it is not a property-list dictionary") }
        return .values(values)
    }

    /// Applies `changes` (a value, or nil to remove the key) to the file under the lock and
    /// returns the dictionary written, with the keys other writers stored meanwhile. When the
    /// file on disk was corrupt it is moved to ``corruptCopyURL`` first and `movedCorrupt` is
    /// set.
    func write(_ changes: [String: Any?], movedCorrupt: inout Bool) throws -> [String: Any] {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create the directory \(directory.path): \(error.localizedDescription)")
        }
        let lock = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw Failure(description: "cannot open \(lockURL.path): \(Self.errnoText())") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(description: "cannot lock \(lockURL.path): \(Self.errnoText())") }
        }
        defer { flock(lock, LOCK_UN) }
        var values: [String: Any] = [:]
        switch read() {
        case .values(let stored): values = stored
        case .missing: break
        case .corrupt:
            movedCorrupt = rename(url.path, corruptCopyURL.path) == 0
            guard movedCorrupt else { throw Failure(description: "cannot move the corrupt \(url.path) aside: \(Self.errnoText())") }
        }
        for (key, value) in changes { values[key] = value }
        try replace(with: values)
        return values
    }

    /// Step 2: writes `values` to a temporary file, flushes it and renames it over the file.
    private func replace(with values: [String: Any]) throws {
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
        } catch {
            throw Failure(description: "cannot encode the values for \(url.path): \(error.localizedDescription)")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(description: "cannot write \(temporary.path): \(Self.errnoText())") }
        let written = data.withUnsafeBytes { buffer in Self.writeAll(descriptor, buffer) }
        let synced = written && fsync(descriptor) == 0
        close(descriptor)
        guard synced, rename(temporary.path, url.path) == 0 else {
            let reason = Self.errnoText()
            unlink(temporary.path)
            throw Failure(description: "cannot replace \(url.path): \(reason)")
        }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
