// On platforms without Apple's SwiftUI, `import SwiftUI` resolves to PortableUI, so code
// written for SwiftUI compiles unchanged and qualified names like `SwiftUI.PreferenceKey`
// resolve.
@_exported import PortableUI
