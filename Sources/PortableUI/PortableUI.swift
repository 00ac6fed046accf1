// PortableUI: what applications import. It re-exports the core (views, layout, graph,
// headless host); the text engine, renderer and window host join it as they arrive.
@_exported import PortableUICore
@_exported import PortableUIWindow
