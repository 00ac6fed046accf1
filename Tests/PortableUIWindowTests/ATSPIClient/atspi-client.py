#!/usr/bin/python3
# The assistive technology of AccessibilityEndToEndTests. `atspi-client.py session APP TITLE`
# (DISPLAY set) unblocks the signals the test runner blocked, so that dbus-run-session can end
# its bus, and runs itself again as `client` inside `dbus-run-session`. The client starts the
# AT-SPI bus launcher and registry of that private session, then the app, and drives the app
# through pyatspi as Orca would. It only reports what it read, one line per fact
# ("tab Catalog", "button NAME | VALUE", ...); the Swift test decides what is right.
import os
import signal
import subprocess
import sys
import time

if sys.argv[1] == "session":
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    os.execv("/usr/bin/dbus-run-session",
             ["dbus-run-session", "--", sys.executable, __file__, "client"] + sys.argv[2:])

import pyatspi
from gi.repository import GLib


def report(line):
    print(line, flush=True)


def wait_for(seconds, probe):
    deadline = time.monotonic() + seconds
    while True:
        pump()
        result = probe()
        if result or time.monotonic() > deadline:
            return result
        time.sleep(0.1)


events = []


def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def find_all(root, predicate):
    found = []
    def visit(node, depth):
        if node is None or depth > 40:
            return
        if predicate(node):
            found.append(node)
        for index in range(node.childCount):
            visit(node.getChildAtIndex(index), depth + 1)
    visit(root, 0)
    return found


def value_of(node):
    return dict(a.split(":", 1) for a in node.getAttributes() if ":" in a).get("value", "")


def main():
    app_path, title = sys.argv[2], sys.argv[3]
    scenario = sys.argv[4] if len(sys.argv) > 4 else "catalog"
    # A hard limit of its own: past it the client reports it and ends its children (finally).
    def out_of_time(*_):
        report("error timeout")
        sys.exit(1)
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(45)
    quiet = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], **quiet)
    children = [launcher]
    try:
        # Waits for the launcher to own its name (asking for the address sooner would have the
        # session bus start a second launcher).
        owned = wait_for(10, lambda: "true" in subprocess.run(
            ["dbus-send", "--session", "--print-reply=literal", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
             "org.freedesktop.DBus.NameHasOwner", "string:org.a11y.Bus"], capture_output=True, text=True).stdout)
        address = owned and subprocess.run(
            ["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
             "org.a11y.Bus.GetAddress"], capture_output=True, text=True).stdout.strip()
        if not address:
            report("error no accessibility bus")
            return
        environment = dict(os.environ, AT_SPI_BUS_ADDRESS=address)
        children.append(subprocess.Popen(["/usr/libexec/at-spi2-registryd"], env=environment, **quiet))
        children.append(subprocess.Popen([app_path], env=dict(os.environ, PORTABLEUI_EXIT_AFTER="40"), **quiet))
        desktop = pyatspi.Registry.getDesktop(0)
        app = wait_for(20, lambda: next((a for a in desktop if a is not None and a.name == title), None))
        if app is None:
            report("error no application named %s" % title)
            return
        report("application %s %s" % (app.name, app.getRoleName()))
        window = app.getChildAtIndex(0)
        report("window %s %s" % (window.name, window.getRoleName()))
        if scenario == "windows":
            read_two_windows(app, window)
        else:
            read_catalog(window)
    finally:
        # Terminated, not killed: the launcher ends the accessibility bus it started.
        for child in reversed(children):
            child.terminate()
            try:
                child.wait(timeout=5)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def press_named(root, role, name):
    """Presses the first element of `role` named `name` below `root`; whether there was one."""
    found = wait_for(10, lambda: next(iter(find_all(root, lambda n: n.getRole() == role and n.name == name)), None))
    if found is None:
        report("error no %s" % name)
        return False
    found.queryAction().doAction(0)
    return True


def read_two_windows(app, window):
    """Opens the About window from the Help menu through AT-SPI actions, then reads both
    windows: each frame's name, extents and a control of each, with its key binding."""
    if not press_named(window, pyatspi.ROLE_PUSH_BUTTON, "Help"):
        return
    def about_item():
        window.clearCache()
        return next(iter(find_all(window, lambda n: n.name == "About PortableUI Gallery")), None)
    item = wait_for(10, about_item)
    if item is None:
        report("error no About item")
        return
    item.queryAction().doAction(0)
    def two_frames():
        app.clearCache()
        return app.childCount >= 2
    wait_for(10, two_frames)
    report("windows %d" % app.childCount)
    for index in range(app.childCount):
        frame = app.getChildAtIndex(index)
        extents = frame.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        report("frame %d %s %s %dx%d" % (index, frame.name, frame.getRoleName(), extents.width, extents.height))
        buttons = find_all(frame, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name in ("OK", "Help"))
        for button in buttons:
            report("frame %d button %s" % (index, button.name))
            report("frame %d keybinding %s %s" % (index, button.name, button.queryAction().getKeyBinding(0)))


def read_catalog(window):
    """Presses the Catalog tab and an Add button through AT-SPI, then focuses the search field."""
    tab = wait_for(10, lambda: next(iter(find_all(window, lambda n: n.getRole() == pyatspi.ROLE_PAGE_TAB
                                                   and n.name == "Catalog")), None))
    if tab is None:
        report("error no Catalog tab")
        return
    report("tab %s" % tab.name)
    tab.queryAction().doAction(0)

    def add_buttons():
        window.clearCache()
        return find_all(window, lambda n: n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name.startswith("Add "))
    # The catalog's first page arrives after the store's latency, its rows one by one.
    wait_for(10, lambda: len(add_buttons()) >= 3)
    buttons = add_buttons()
    for button in buttons:
        report("button %s | %s" % (button.name, value_of(button)))
    if not buttons:
        return
    first = buttons[0]
    action = first.queryAction()
    report("action %s" % action.getName(0))
    action.doAction(0)

    def after():
        window.clearCache()
        again = [b for b in add_buttons() if b.name == first.name]
        return again and value_of(again[0]) != "0 in cart" and again[0]
    pressed = wait_for(5, after)
    if pressed:
        report("after %s | %s" % (pressed.name, value_of(pressed)))

    fields = find_all(window, lambda n: n.getRole() == pyatspi.ROLE_ENTRY)
    if fields:
        field = fields[0]
        report("field %s" % field.name)
        # Registered only now: the app learns of it from the registry's signal.
        pyatspi.Registry.registerEventListener(
            lambda event: events.append((event.type, event.source.name if event.source else "")),
            "object:state-changed:focused")
        pump()
        time.sleep(0.2)
        report("focus %s" % field.queryComponent().grabFocus())
        wait_for(5, lambda: any(name == field.name for _, name in events))
        for kind, name in events:
            report("event %s %s" % (kind, name))
        field.clearCache()
        text = field.queryText()
        report("text '%s' caret %d" % (text.getText(0, -1), text.caretOffset))


main()
