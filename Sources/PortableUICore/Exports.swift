// Apple's SwiftUI re-exports Combine: `ObservableObject`, `@Published`, `AnyCancellable`,
// the subjects and every operator come with `import SwiftUI`. The core re-exports them so
// its own state wrappers and every module above it see the same names.
@_exported import PortableUICombine
