// PortableUI: what applications import. It re-exports the core (views, layout, graph,
// headless host) and the Cairo renderer (ImageRenderer, snapshot testing); the text engine
// and window host join it as they arrive.
@_exported import PortableUICairo
@_exported import PortableUICore
