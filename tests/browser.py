"""A headless Chromium driven over the DevTools protocol, for tests of pages a person would look at.

The protocol runs over a pipe (`--remote-debugging-pipe`: commands on fd 3, replies on fd 4, each
message JSON ended by a NUL byte), so no port is opened and no websocket library is needed. Every
request the page makes, every console message and every uncaught exception is recorded.

    with Browser(tmp_path / "profile") as browser:
        page = browser.open("http://127.0.0.1:8470/report.html")
        page.wait_for("document.readyState === 'complete'")
        page.evaluate("1 + 1"), page.press("Enter"), page.tap(".button"), page.screenshot(clip)
        page.requests, page.console_errors
"""

from __future__ import annotations

import base64
import fcntl
import io
import json
import os
import queue
import subprocess
import threading
import time
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    "--disable-features=Translate,OptimizationHints,MediaRouter",
    "--mute-audio",
    "--window-size=1100,1600",
    "--remote-debugging-pipe",
]
KEYS = {  # key -> (code, windowsVirtualKeyCode)
    "Enter": ("Enter", 13),
    "ArrowUp": ("ArrowUp", 38),
    "ArrowDown": ("ArrowDown", 40),
    "ArrowLeft": ("ArrowLeft", 37),
    "ArrowRight": ("ArrowRight", 39),
    "x": ("KeyX", 88),
    "z": ("KeyZ", 90),
}


def _above_four(fd: int) -> int:
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class Browser:
    def __init__(self, profile: Path):
        commands_read, self._commands = os.pipe()
        self._replies, replies_write = os.pipe()
        # above 4, so that placing them at fds 3 and 4 cannot overwrite one with the other
        commands_read, replies_write = (_above_four(fd) for fd in (commands_read, replies_write))
        args = [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "about:blank"]

        def as_fds_3_and_4():  # in the child, before exec: where the protocol expects the pipe
            os.dup2(commands_read, 3)
            os.dup2(replies_write, 4)

        self.proc = subprocess.Popen(
            args,
            preexec_fn=as_fds_3_and_4,
            close_fds=False,  # our other descriptors are close-on-exec already
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(commands_read)
        os.close(replies_write)
        self._next_id = 0
        self._waiting: dict[int, queue.Queue] = {}
        self._lock = threading.Lock()
        self._pages: dict[str, Page] = {}
        threading.Thread(target=self._read, daemon=True).start()

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=10)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._commands)

    def send(self, method: str, params: dict | None = None, *, session: str | None = None, timeout=90) -> dict:
        with self._lock:
            self._next_id += 1
            number = self._next_id
            box: queue.Queue = queue.Queue()
            self._waiting[number] = box
        message = {"id": number, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        try:
            reply = box.get(timeout=timeout)
        except queue.Empty:
            self._waiting.pop(number, None)
            raise TimeoutError(f"no reply to {method} within {timeout} s{self._stuck(session)}") from None
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def _stuck(self, session: str | None) -> str:
        """After a page's command went unanswered: whether the browser itself still answers."""
        if not session:
            return ""
        try:
            self.send("Target.getTargets", timeout=10)
        except TimeoutError:
            return " (the browser does not answer either)"
        return " (the browser answers: the page's main thread is blocked)"

    def open(self, url: str) -> Page:
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session)
        self._pages[session] = page
        for domain in ("Page", "Runtime", "Log", "Network"):
            page.send(f"{domain}.enable")
        page.send("Page.navigate", {"url": url})
        return page

    def _read(self) -> None:
        buffer = b""
        while True:
            chunk = os.read(self._replies, 1 << 16)
            if not chunk:
                return
            buffer += chunk
            *messages, buffer = buffer.split(b"\0")
            for raw in messages:
                message = json.loads(raw)
                if "id" in message:
                    box = self._waiting.pop(message["id"], None)
                    if box is not None:
                        box.put(message)
                elif message.get("sessionId") in self._pages:
                    self._pages[message["sessionId"]].record(message["method"], message.get("params", {}))


class Page:
    def __init__(self, browser: Browser, session: str):
        self.browser = browser
        self.session = session
        self.requests: list[str] = []
        self.console_errors: list[str] = []

    def send(self, method: str, params: dict | None = None, timeout=90) -> dict:
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def record(self, method: str, params: dict) -> None:
        if method == "Network.requestWillBeSent":
            self.requests.append(params["request"]["url"])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            self.console_errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
        elif method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.console_errors.append((details.get("exception") or {}).get("description") or details.get("text"))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            self.console_errors.append(f"{params['entry'].get('url', '')}: {params['entry']['text']}")

    def evaluate(self, expression: str, timeout=90):
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, timeout=timeout
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 120) -> object:
        """Poll until `expression` is truthy; its value, or TimeoutError saying what the page shows."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                value = self.evaluate(expression)
            except RuntimeError as exc:  # the page is between documents (a reload): ask again
                if "navigated" not in str(exc) and "context" not in str(exc):
                    raise
                value = None
            if value:
                return value
            time.sleep(0.2)
        raise TimeoutError(f"{expression} stayed false; console errors: {self.console_errors}")

    def press(self, key: str, hold: float = 0.15) -> None:
        code, number = KEYS[key]
        event = {"key": key, "code": code, "windowsVirtualKeyCode": number, "nativeVirtualKeyCode": number}
        self.send("Input.dispatchKeyEvent", {"type": "keyDown", **event})
        time.sleep(hold)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", **event})

    def tap(self, selector: str, hold: float = 0.15) -> None:
        """Press the mouse on the element's middle, hold it, release: a person's click or tap."""
        x, y = self.evaluate(
            f"(() => {{ const e = document.querySelector({json.dumps(selector)}); e.scrollIntoView({{block: 'center'}});"
            " const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"
        )
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})
            time.sleep(hold if kind == "mousePressed" else 0)

    def box(self, selector: str) -> dict:
        """The element's box in CSS pixels of the page: {x, y, width, height}."""
        return self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()"
        )

    def screenshot(self, clip: dict | None = None):
        """A PIL image of the page, or of `clip` (a box() result)."""
        from PIL import Image

        params = {"format": "png", "captureBeyondViewport": True}
        if clip:
            params["clip"] = {**clip, "scale": 1}
        data = self.send("Page.captureScreenshot", params)["data"]
        return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
