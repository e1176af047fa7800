"""Prints, one JSON line each, the AT-SPI2 events a screen reader such as Orca hears from web pages.

Runs with Debian's python3 and its packages python3-gi and gir1.2-atspi-2.0. Only events from
inside a document are printed: the browsers' own windows, tabs and address bars are left out.
It hears nothing until told `listen` on its standard input, and stops on `pause`: each event
heard costs the browser calls back over D-Bus, which slow a browser's start and close.
"""

import json
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

EVENTS = [
    "focus:",
    "object:state-changed:focused",
    "object:state-changed:busy",
    "object:state-changed:invalid-entry",
    "object:state-changed:sensitive",
    "object:text-changed:insert",
    "object:children-changed:add",
    "object:announcement",
]
STATES = {
    Atspi.StateType.REQUIRED: "required",
    Atspi.StateType.INVALID_ENTRY: "invalid",
    Atspi.StateType.BUSY: "busy",
    Atspi.StateType.ENABLED: "enabled",
    Atspi.StateType.SENSITIVE: "sensitive",
    Atspi.StateType.FOCUSABLE: "focusable",
    Atspi.StateType.FOCUSED: "focused",
    Atspi.StateType.EDITABLE: "editable",
    Atspi.StateType.READ_ONLY: "read-only",
}
DOCUMENTS = {Atspi.Role.DOCUMENT_WEB, Atspi.Role.DOCUMENT_FRAME}


def in_document(accessible):
    """True when the accessible is a document or inside one, not in the browser's own window."""
    node, depth = accessible, 0
    while node is not None and depth < 64:
        if node.get_role() in DOCUMENTS:
            return True
        node, depth = node.get_parent(), depth + 1
    return False


def attributes(accessible):
    try:
        return accessible.get_attributes() or {}
    except Exception:
        return {}


def describe(accessible):
    states = accessible.get_state_set()
    return {
        "role": accessible.get_role_name(),
        "name": accessible.get_name() or "",
        "description": accessible.get_description() or "",
        "states": [label for state, label in STATES.items() if states.contains(state)],
    }


def text_of(accessible):
    try:
        text = accessible.get_text_iface()
        if text is not None:
            return Atspi.Text.get_text(text, 0, -1)
    except Exception:
        pass
    return accessible.get_name() or ""


def live_politeness(accessible):
    """The live region an accessible is in (`polite`, `assertive`), or None."""
    found = attributes(accessible)
    live = found.get("container-live") or found.get("live")
    return live if live and live != "off" else None


def on_event(event):
    try:
        source = event.source
        if source is None or not in_document(source):
            return
        line = {"type": event.type, **describe(source)}
        if event.type.startswith("object:text-changed") or event.type.startswith(
            "object:children-changed"
        ):
            live = live_politeness(source)
            if live is None:
                return  # typing in a field, or the page building itself: not a live region
            line["live"] = live
            if event.type.startswith("object:text-changed"):
                line["text"] = str(event.any_data)
            else:
                child = event.any_data
                line["text"] = text_of(child) if isinstance(child, Atspi.Accessible) else ""
        elif event.type.startswith("object:announcement"):
            line["text"] = str(event.any_data)
        elif event.type.startswith("object:state-changed"):
            line["value"] = event.detail1
        print(json.dumps(line), flush=True)
    except Exception as error:  # an accessible gone while we read it: say so, go on
        print(json.dumps({"type": "error", "message": str(error)}), flush=True)


listener = Atspi.EventListener.new(on_event)


def on_command(stream, _condition):
    command = stream.readline().strip()
    if command == "":  # standard input closed: the test is over
        Atspi.event_quit()
        return False
    for event_type in EVENTS:
        if command == "listen":
            listener.register(event_type)
        elif command == "pause":
            listener.deregister(event_type)
    print(json.dumps({"type": command}), flush=True)
    return True


GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, on_command)
print(json.dumps({"type": "ready"}), flush=True)
Atspi.event_main()
