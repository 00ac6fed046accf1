// On platforms without Apple's Combine, `import Combine` resolves to PortableUICombine, so
// code written for Combine compiles unchanged and qualified names like `Combine.Publisher`
// resolve. Like Apple's module it also brings Foundation (Date, DispatchQueue, RunLoop…).
@_exported import Foundation
@_exported import PortableUICombine
