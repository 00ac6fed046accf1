import CSDL2
import Foundation
import PortableUICore
import Testing
@testable import PortableUIWindow

@MainActor
struct SceneTests {
    @Test func windowGroupDescribesItsWindow() {
        let scene = WindowGroup("Main") { Color.red }
            .defaultSize(width: 400, height: 300)
            .windowResizability(.contentMinSize)
        let windows = scene.windows
        #expect(windows.count == 1)
        #expect(windows.first?.title == "Main")
        #expect(windows.first?.defaultSize == CGSize(width: 400, height: 300))
        #expect(windows.first?.resizability == .contentMinSize)
    }

    @Test func sceneBuilderCollectsWindowsInOrder() {
        struct TwoWindows: Scene {
            var body: some Scene {
                WindowGroup("One") { Color.red }
                WindowGroup("Two") { Color.blue }.defaultSize(CGSize(width: 10, height: 20))
            }
        }
        let windows = TwoWindows().windows
        #expect(windows.map(\.title) == ["One", "Two"])
        #expect(windows.map(\.defaultSize) == [nil, CGSize(width: 10, height: 20)])
    }

    @Test func windowContentIsAViewHost() {
        let window = WindowGroup { Color.red.frame(width: 30, height: 40) }.windows[0]
        let content = window.makeContent(CGSize(width: 100, height: 100), 2, nil, nil)
        #expect(content.sizeThatFits(.unspecified) == CGSize(width: 30, height: 40))
    }

    @Test func clearRendererFillsWithPremultipliedARGB() {
        var pixels = [UInt32](repeating: 0, count: 6)
        let content = WindowGroup { Color.red }.windows[0].makeContent(CGSize(width: 3, height: 2), 1, nil, nil)
        pixels.withUnsafeMutableBytes { buffer in
            ClearRenderer().render(
                WindowFrame(
                    pixels: buffer.baseAddress!, width: 3, height: 2, bytesPerRow: 12, scale: 1,
                    backgroundColor: Color(red: 1, green: 0, blue: 0, opacity: 0.5), content: content))
        }
        #expect(pixels == [UInt32](repeating: 0x8080_0000, count: 6))
    }
}

@MainActor
struct KeyMappingTests {
    @Test func lettersDigitsAndPunctuationMapToTheirCharacters() {
        #expect(SDLKeyMapping.key(SDL_Keycode(UInt8(ascii: "a"))) == "a")
        #expect(SDLKeyMapping.key(SDL_Keycode(UInt8(ascii: "7"))) == "7")
        #expect(SDLKeyMapping.key(SDL_Keycode(UInt8(ascii: "/"))) == "/")
    }

    @Test func specialKeysMapToSwiftUIKeyEquivalents() {
        #expect(SDLKeyMapping.key(SDL_Keycode(SDLK_RETURN.rawValue)) == .return)
        #expect(SDLKeyMapping.key(SDL_Keycode(SDLK_BACKSPACE.rawValue)) == .delete)
        #expect(SDLKeyMapping.key(SDL_Keycode(SDLK_DELETE.rawValue)) == .deleteForward)
        #expect(SDLKeyMapping.key(SDL_Keycode(SDLK_LEFT.rawValue)) == .leftArrow)
        #expect(SDLKeyMapping.key(SDL_Keycode(SDLK_F1.rawValue)) == nil)
    }

    @Test func modifiersMapCtrlToControlAndSuperToCommand() {
        let state = UInt16(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue | KMOD_RGUI.rawValue)
        #expect(SDLKeyMapping.modifiers(state) == [.control, .shift, .command])
    }

    @Test func keyEventsBecomeKeyPressesWithTheirPhase() {
        var event = SDL_KeyboardEvent()
        event.type = SDL_KEYDOWN.rawValue
        event.repeat = 1
        event.keysym.sym = SDL_Keycode(UInt8(ascii: "s"))
        event.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        let press = SDLKeyMapping.press(event)
        #expect(press?.key == "s")
        #expect(press?.phase == .repeat)
        #expect(press?.modifiers == .control)
    }
}
