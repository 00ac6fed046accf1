import SwiftUI
import UniformTypeIdentifiers

/// The store's first products as a comma-separated file: what Product › Export Product
/// List… writes.
struct ProductListDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.commaSeparatedText] }
    var products: [Product]

    init(products: [Product]) { self.products = products }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        let rows = String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst()
        products = rows.compactMap { row in row.split(separator: ",").first.flatMap { Int($0) }.map { Product(index: $0 - 1) } }
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let rows = products.map { "\($0.id + 1),\($0.name),\($0.formattedPrice)" }
        return FileWrapper(regularFileWithContents: Data((["number,name,price"] + rows).joined(separator: "\n").utf8))
    }
}

/// Where the gallery proposes to export: a folder of its own in the temporary directory.
enum GalleryExports {
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("PortableUI Gallery Exports")
    }
}

/// The action the Export Product List… command runs in the focused main window.
struct ExportProductListKey: FocusedValueKey {
    typealias Value = () -> Void
}

extension FocusedValues {
    var exportProductList: (() -> Void)? {
        get { self[ExportProductListKey.self] }
        set { self[ExportProductListKey.self] = newValue }
    }
}

/// Lets the main window export the product list: it offers the command its action and
/// shows the save dialog (the desktop's, or the drawn file browser) when asked.
struct ProductListExport: ViewModifier {
    @State private var isExporting = false
    @State private var exported: String?

    func body(content: Content) -> some View {
        content
            .focusedSceneValue(\.exportProductList) { isExporting = true }
            .fileExporter(
                isPresented: $isExporting, document: ProductListDocument(products: (0..<5).map(Product.init(index:))),
                contentType: .commaSeparatedText, defaultFilename: "Product List"
            ) { result in
                exported = (try? result.get())?.lastPathComponent
            }
            .fileDialogMessage("Export the product list")
            .fileDialogDefaultDirectory(GalleryExports.folder)
    }
}

/// Product › Export Product List… (Ctrl+E): saves the product list from the focused main
/// window.
struct ExportProductListCommand: View {
    @FocusedValue(\.exportProductList) private var export

    var body: some View {
        Button("Export Product List…") { export?() }
            .keyboardShortcut("e")
            .disabled(export == nil)
            .accessibilityIdentifier("command-export-product-list")
    }
}

#Preview("The Export Product List… command, as the Product menu lists it") {
    ExportProductListCommand()
        .padding()
}
