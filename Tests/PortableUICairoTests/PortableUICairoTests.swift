import Testing
@testable import PortableUICairo

@Test func cairoModuleLinks() {
    #expect(true)
}
