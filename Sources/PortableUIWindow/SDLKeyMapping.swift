import CSDL2
import Foundation
import PortableUICore

/// Maps SDL key codes and modifier states to PortableUI's keys.
///
/// Ctrl reports as `.control`, Alt as `.option`, Super as `.command`; shortcuts declared
/// with `.command` also answer to Ctrl (see ``KeyboardShortcut``).
enum SDLKeyMapping {
    /// The key for an SDL key code, or nil for keys PortableUI has no name for (modifier
    /// keys themselves, function keys…).
    static func key(_ code: SDL_Keycode) -> KeyEquivalent? {
        if let special = specialKeys[code] { return special }
        guard code > 0x20, code < 0x7F, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return KeyEquivalent(Character(scalar))
    }

    private static let specialKeys: [SDL_Keycode: KeyEquivalent] = [
        SDL_Keycode(SDLK_RETURN.rawValue): .return,
        SDL_Keycode(SDLK_KP_ENTER.rawValue): .return,
        SDL_Keycode(SDLK_ESCAPE.rawValue): .escape,
        SDL_Keycode(SDLK_BACKSPACE.rawValue): .delete,
        SDL_Keycode(SDLK_DELETE.rawValue): .deleteForward,
        SDL_Keycode(SDLK_TAB.rawValue): .tab,
        SDL_Keycode(SDLK_SPACE.rawValue): .space,
        SDL_Keycode(SDLK_UP.rawValue): .upArrow,
        SDL_Keycode(SDLK_DOWN.rawValue): .downArrow,
        SDL_Keycode(SDLK_LEFT.rawValue): .leftArrow,
        SDL_Keycode(SDLK_RIGHT.rawValue): .rightArrow,
        SDL_Keycode(SDLK_HOME.rawValue): .home,
        SDL_Keycode(SDLK_END.rawValue): .end,
        SDL_Keycode(SDLK_PAGEUP.rawValue): .pageUp,
        SDL_Keycode(SDLK_PAGEDOWN.rawValue): .pageDown,
        SDL_Keycode(SDLK_CLEAR.rawValue): .clear,
    ]

    /// The modifiers held in an SDL modifier state.
    static func modifiers(_ state: UInt16) -> EventModifiers {
        var modifiers: EventModifiers = []
        let state = UInt32(state)
        if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if state & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        if state & KMOD_CAPS.rawValue != 0 { modifiers.insert(.capsLock) }
        if state & KMOD_NUM.rawValue != 0 { modifiers.insert(.numericPad) }
        return modifiers
    }

    /// The modifier keys held now. SDL's mouse events carry no modifiers, so a click reads
    /// the keyboard state SDL keeps, as of the events it has queued.
    static func heldModifiers() -> EventModifiers {
        modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    /// The key press of an SDL keyboard event, or nil for an unnamed key.
    static func press(_ event: SDL_KeyboardEvent) -> KeyPress? {
        guard let key = key(event.keysym.sym) else { return nil }
        let phase: KeyPress.Phases = event.type == SDL_KEYUP.rawValue ? .up : (event.repeat != 0 ? .repeat : .down)
        return KeyPress(phase: phase, key: key, modifiers: modifiers(event.keysym.mod))
    }
}
