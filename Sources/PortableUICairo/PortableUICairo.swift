// PortableUICairo: the Pango/HarfBuzz text engine and the Cairo renderer (PNG, SVG, PDF and
// window surfaces) behind PortableUICore's text-engine and renderer protocols.
import CCairo
import CPango
import PortableUICore
