import Foundation
import PortableUICore
import Testing

@testable import PortableUIWindow

/// The desktop's accessibility settings, from a fake portal reply: each key the desktop
/// exposes sets its setting, the others keep the host's values.
struct DesktopAccessibilitySettingsTests {
    typealias Settings = [String: [String: DBusValue]]

    private static var host: AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.reduceTransparency = true
        return settings
    }

    @Test func eachExposedKeySetsItsSetting() {
        let gnome = "org.gnome.desktop.interface", a11y = "org.gnome.desktop.a11y.interface"
        let apps = "org.gnome.desktop.a11y.applications", appearance = "org.freedesktop.appearance"
        // (what the desktop exposes, reduce motion, contrast, screen reader)
        let cases: [(Settings, Bool, ColorSchemeContrast, Bool)] = [
            ([:], false, .standard, false),
            ([gnome: ["enable-animations": .variant(.boolean(false))]], true, .standard, false),
            ([gnome: ["enable-animations": .variant(.boolean(true))]], false, .standard, false),
            ([a11y: ["high-contrast": .variant(.boolean(true))]], false, .increased, false),
            ([apps: ["screen-reader-enabled": .variant(.boolean(true))]], false, .standard, true),
            ([appearance: ["contrast": .variant(.uint32(1)), "reduced-motion": .variant(.uint32(1))]], true, .increased, false),
            // The portal's desktop-neutral keys win over GNOME's.
            ([a11y: ["high-contrast": .variant(.boolean(true))], appearance: ["contrast": .variant(.uint32(0))]], false, .standard, false),
            // Values of the wrong type are ignored.
            ([gnome: ["enable-animations": .variant(.string("no"))], appearance: ["contrast": .variant(.string("x"))]], false, .standard, false),
        ]
        for (desktop, reduceMotion, contrast, screenReader) in cases {
            let settings = DesktopAccessibilitySettings.settings(desktop, over: Self.host)
            #expect(settings.reduceMotion == reduceMotion, "\(desktop)")
            #expect(settings.contrast == contrast, "\(desktop)")
            #expect(settings.isScreenReaderRunning == screenReader, "\(desktop)")
            #expect(settings.reduceTransparency, "the host's own setting stays")
        }
    }

    @Test func theReadAllReplyIsParsed() {
        let reply: [DBusValue] = [
            .array(elementSignature: "{sa{sv}}", [
                .dictEntry(
                    .string("org.gnome.desktop.interface"),
                    .array(elementSignature: "{sv}", [
                        .dictEntry(.string("enable-animations"), .variant(.boolean(false))),
                        .dictEntry(.string("gtk-theme"), .variant(.string("Adwaita"))),
                    ])),
                .dictEntry(.string("org.freedesktop.appearance"), .array(elementSignature: "{sv}", [])),
            ])
        ]
        let parsed = DesktopAccessibilitySettings.parse(reply)
        #expect(parsed["org.gnome.desktop.interface"]?["enable-animations"] == .variant(.boolean(false)))
        #expect(parsed["org.gnome.desktop.interface"]?.count == 2)
        #expect(DesktopAccessibilitySettings.parse([]).isEmpty)
        #expect(DesktopAccessibilitySettings.parse([.string("not a dictionary")]).isEmpty)
    }

    @Test func withoutASessionBusTheHostSettingsStay() {
        // This test process has no portal on its bus (or no bus at all).
        let settings = DesktopAccessibilitySettings.current(over: Self.host)
        #expect(settings.reduceTransparency)
    }

    struct MotionReport: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View { Text(reduceMotion ? "reduced" : "full") }
    }

    @MainActor @Test func aWindowGroupHostsItsContentWithTheDesktopSettings() {
        var desktop = AccessibilitySettings()
        desktop.reduceMotion = true
        let scene = WindowGroup { MotionReport() }
        let app = AppHost(descriptions: scene.windows, displayScale: 1, textEngine: nil, clipboard: .inMemory())
        app.accessibilitySettings = desktop
        app.launch(opening: [])
        #expect(app.windows.first?.content.accessibilityTree.children.map(\.label) == ["reduced"])
        let own = AppHost(scene)
        #expect(own.windows.first?.content.accessibilityTree.children.map(\.label) == ["full"])
    }
}
