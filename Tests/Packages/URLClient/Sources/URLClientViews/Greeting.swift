import Combine
import SwiftUI

/// A model and a view as an app's file has them: Combine, `#Preview` and `PreviewProvider`.
final class GreetingModel: ObservableObject {
    @Published var name = "World"
    @Published private(set) var greeting = ""

    init() {
        $name.map { "Hello, \($0)!" }.assign(to: &$greeting)
    }
}

struct Greeting: View {
    @StateObject private var model = GreetingModel()

    var body: some View {
        Text(model.greeting).padding()
    }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    Greeting()
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting().previewLayout(.fixed(width: 200, height: 80))
    }
}
