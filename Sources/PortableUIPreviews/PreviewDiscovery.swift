import Foundation
import PortableUICore

/// Finds every type conforming to ``PreviewRegistry`` (the `#Preview` macro's expansions) or
/// ``PreviewProvider`` in the images loaded into this process, the way Xcode's preview agent
/// finds them: from the protocol conformance records the compiler emits for every
/// conformance.
///
/// The Swift runtime on ELF platforms lists each image's metadata sections through
/// `swift_enumerateAllMetadataSections`. Each record of a `swift5_protocol_conformances`
/// section is a 32-bit offset to a conformance descriptor, whose first two fields are offsets
/// to the protocol's descriptor and to the conforming type's. A protocol is recognized by its
/// name and its module's name; a conforming type is kept when it is a non-generic struct,
/// enum or class, and its metadata comes from the accessor in its descriptor. Anything else
/// (Objective-C references, generic types, unknown kinds) is skipped, never guessed at.
///
/// This is the only file in PortableUI that reads the runtime's data structures; their
/// layout is the stable ABI of Swift 5 and later (`swift/ABI/Metadata.h`).
enum PreviewDiscovery {
    /// The conforming types found: `#Preview` registries and preview providers, each once.
    struct Found {
        var registries: [any PreviewRegistry.Type] = []
        var providers: [any PreviewProvider.Type] = []
    }

    /// Every preview type in this process, or in the modules named (all when empty).
    static func find(inModules modules: Set<String> = []) -> Found {
        var found = Found()
        var seen = Set<ObjectIdentifier>()
        for type in conformingTypes(toProtocolsNamed: ["PreviewRegistry", "PreviewProvider"], inModule: "PortableUICore") {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? ""
            guard modules.isEmpty || modules.contains(module) else { continue }
            if let registry = type as? any PreviewRegistry.Type { found.registries.append(registry) }
            if let provider = type as? any PreviewProvider.Type { found.providers.append(provider) }
        }
        return found
    }

    /// The non-generic types with a conformance to a protocol of one of `names` declared in
    /// `module`.
    static func conformingTypes(toProtocolsNamed names: Set<String>, inModule module: String) -> [Any.Type] {
        #if canImport(Darwin)
        // Apple's platforms preview with Xcode; their images are listed differently.
        return []
        #else
        var ranges: [UnsafeRawBufferPointer] = []
        withUnsafeMutablePointer(to: &ranges) { context in
            swift_enumerateAllMetadataSections(
                { sections, context in
                    // MetadataSections: version, reserved, next, prev, then (start, length)
                    // ranges: swift5_protocols, swift5_protocol_conformances, …
                    let words = sections.assumingMemoryBound(to: UInt.self)
                    let start = words[6]
                    let length = Int(words[7])
                    if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
                        context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
                            UnsafeRawBufferPointer(start: base, count: length))
                    }
                    return true
                }, context)
        }
        var types: [Any.Type] = []
        for range in ranges {
            for offset in stride(from: 0, to: range.count - 3, by: 4) {
                guard let descriptor = relativeTarget(range.baseAddress! + offset),
                    let proto = indirectableTarget(descriptor),
                    isProtocol(proto, namedOneOf: names, inModule: module),
                    let type = conformingType(descriptor)
                else { continue }
                types.append(type)
            }
        }
        return types
        #endif
    }

    // MARK: Reading descriptors

    /// The address a 32-bit relative offset at `field` points to (`nil` for offset zero).
    private static func relativeTarget(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// A relative offset whose low bit, when set, means the target is a pointer to the value.
    private static func indirectableTarget(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// The name of a context descriptor (module, protocol or type): the field after its
    /// flags and parent.
    private static func name(ofContext descriptor: UnsafeRawPointer) -> String? {
        relativeTarget(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static func kind(ofContext descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    private static func isProtocol(_ descriptor: UnsafeRawPointer, namedOneOf names: Set<String>, inModule module: String)
        -> Bool
    {
        let protocolKind: UInt32 = 3
        let moduleKind: UInt32 = 0
        guard kind(ofContext: descriptor) == protocolKind, let name = name(ofContext: descriptor), names.contains(name),
            let parent = indirectableTarget(descriptor + 4), kind(ofContext: parent) == moduleKind
        else { return false }
        return self.name(ofContext: parent) == module
    }

    /// The metadata of the type a conformance descriptor is for, if it is a non-generic
    /// Swift type.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
        let typeReferenceKind = (flags >> 3) & 0x7
        let type: UnsafeRawPointer?
        switch typeReferenceKind {
        case 0: type = relativeTarget(conformance + 4)  // direct type descriptor
        case 1: type = relativeTarget(conformance + 4).flatMap { $0.loadUnaligned(as: UnsafeRawPointer?.self) }
        default: return nil  // Objective-C class references
        }
        guard let type else { return nil }
        let typeFlags = type.loadUnaligned(as: UInt32.self)
        let isGeneric = typeFlags & 0x80 != 0
        guard (16...18).contains(typeFlags & 0x1F), !isGeneric, let accessor = relativeTarget(type + 12) else { return nil }
        // A non-generic type's metadata accessor takes the request (0: complete metadata) and
        // returns the metadata first, in the register a C function returns a pointer in.
        let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
        guard let metadata = access(0) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}

#if !canImport(Darwin)
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
#endif
