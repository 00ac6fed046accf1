import Foundation

/// A palette control group: the controls as icon-only borderless cells laid out as the
/// palette picker's (``_PaletteLayout``: square cells of at least 32 points, 4 apart, scaled
/// by the control size) with no highlight, as nothing is selected; inside a menu, inset as a
/// menu row's text and as wide as the menu.
struct _PaletteControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlSize) private var controlSize
    @Environment(\.menuContext) private var menuContext

    var body: some View {
        _PaletteLayout(selectedIndex: nil, scale: controlSize.scale) {
            Color.clear
            configuration.content
        }
        .labelStyle(.iconOnly)
        .buttonStyle(.borderless)
        .lineLimit(1)
        .padding(.horizontal, menuContext == nil ? 0 : _PaletteLayout.menuInset)
        .frame(maxWidth: menuContext == nil ? nil : .infinity, alignment: .leading)
    }
}
