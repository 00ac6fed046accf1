import Foundation
@_spi(PreviewRendering) import PortableUICore

/// One preview found in a process: a `#Preview` or a `PreviewProvider`, where it was
/// written and how to make what it shows.
public struct PreviewEntry: Sendable {
    /// How the preview was declared.
    public enum Kind: String, Codable, Sendable {
        case macro, provider
    }

    public var kind: Kind
    /// The name the macro gave, or the provider's type name.
    public var name: String?
    /// The file, as `#fileID` gives it (`Module/File.swift`); for a provider, its module and
    /// type until a caller knowing the sources finds the file.
    public var fileID: String
    /// The line of the macro (0 for a provider).
    public var line: Int
    /// The conforming type, fully qualified.
    public var typeName: String

    let type: Any.Type

    /// `File.swift:12`, the way a preview is named in messages.
    public var location: String { line > 0 ? "\(fileID):\(line)" : fileID }

    /// The label of the preview in an index: its name, or its line as Xcode labels it.
    public var title: String { name ?? (line > 0 ? "Line \(line)" : typeName) }

    /// Every preview in the modules named (every module when empty): the `#Preview`s in order
    /// of file and line, then the providers in order of name.
    @MainActor
    public static func all(inModules modules: Set<String> = []) -> [PreviewEntry] {
        let found = PreviewDiscovery.find(inModules: modules)
        let macros = found.registries.map { registry in
            PreviewEntry(
                kind: .macro, name: registry.preview.name, fileID: registry.fileID, line: registry.line,
                typeName: String(reflecting: registry), type: registry)
        }
        let providers = found.providers.map { provider in
            let name = String(reflecting: provider)
            return PreviewEntry(
                kind: .provider, name: String(describing: provider), fileID: name, line: 0, typeName: name, type: provider)
        }
        return macros.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) } + providers.sorted { $0.typeName < $1.typeName }
    }

    /// The views to render, each with its traits: one for a `#Preview`, one per view of a
    /// provider's `previews`.
    @MainActor
    func items() -> [PreviewContent.Item] {
        if let registry = type as? any PreviewRegistry.Type {
            let preview = registry.preview
            return PreviewContent.items(of: preview.body(), traits: preview.traits)
        }
        if let provider = type as? any PreviewProvider.Type {
            var traits = PreviewTraitValues()
            traits.platform = provider.platform
            return PreviewContent.items(of: provider.previews, traits: traits)
        }
        return []
    }
}
