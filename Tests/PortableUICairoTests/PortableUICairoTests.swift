import Testing
@_spi(Benchmarks) @testable import PortableUICairo

@Test func cairoModuleLinks() {
    #expect(true)
}
