// On platforms without Apple's SwiftUI, `import SwiftUI` resolves to PortableUI, so code
// written for SwiftUI compiles unchanged and qualified names like `SwiftUI.PreferenceKey`
// resolve. Like Apple's module it also brings Foundation (CGFloat, CGPoint, CGSize, CGRect,
// Date, URL…) and Observation (`@Observable`) into scope.
@_exported import Foundation
@_exported import Observation
@_exported import PortableUI
