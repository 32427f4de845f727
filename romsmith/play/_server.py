"""`romsmith play OUT`: the output folder served on 127.0.0.1 with cross-origin isolation.

The standard library's threading HTTP server is enough for one person's browser on their own
machine; what it adds is the isolation headers on every answer, the player's files under
PLAYER_PREFIX, and nothing outside the output folder:

- every path is resolved (symbolic links followed) and one that leaves the folder is a 404, so a
  link in the folder to a system file or to / serves nothing;
- a request whose Host is not 127.0.0.1 or localhost with this port is refused (403): a web page
  on another name that the attacker's DNS points at 127.0.0.1 (DNS rebinding) cannot read the
  folder through the browser;
- HEAD answers headers only;
- a connection idle or half-sent for IDLE_TIMEOUT_S is closed, and at most MAX_CONNECTIONS are
  served at once (more are closed at once), so held connections cannot pile up threads.
"""

from __future__ import annotations

import errno
import http.server
import sys
import threading
import urllib.parse
from pathlib import Path
from typing import ClassVar

from romsmith.kernel.errors import UsageError
from romsmith.play._assets import PLAYER_PREFIX, player_files

# a fixed port by default: a browser keeps saves per origin, and the port is part of the origin
DEFAULT_PORT = 8470
IDLE_TIMEOUT_S = 20.0  # a browser sends its request at once and reads the answer as it comes
MAX_CONNECTIONS = 64  # a browser opens about six per origin

ISOLATION_HEADERS = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
}
_TYPES = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".css": "text/css",
    ".txt": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".gba": "application/octet-stream",
    ".png": "image/png",
    ".log": "text/plain; charset=utf-8",
    ".wav": "audio/wav",
}


class _Handler(http.server.SimpleHTTPRequestHandler):
    server_version = "romsmith-play"
    player: ClassVar[dict[str, Path]] = {}  # set per server: name -> file under PLAYER_PREFIX
    timeout = IDLE_TIMEOUT_S  # per read and write on the connection (socketserver applies it)

    def end_headers(self):
        for name, value in ISOLATION_HEADERS.items():
            self.send_header(name, value)
        self.send_header("Cache-Control", "no-cache")  # a rebuilt game.gba is fetched again
        super().end_headers()

    def do_GET(self):
        self._answer()

    def do_HEAD(self):
        self._answer()  # send_error and _send_file leave the body out of a HEAD; send_head only opens

    def _answer(self) -> None:
        if not self._host_ok():
            self.send_error(403, "this server answers only requests for 127.0.0.1 or localhost")
            return
        path = urllib.parse.urlsplit(self.path).path
        if path in ("/", "/index.html"):
            self.send_response(302)
            self.send_header("Location", "/report.html")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if path == "/favicon.ico":
            self.send_response(204)  # no icon, and no 404 in the browser's console
            self.end_headers()
            return
        if path.startswith(PLAYER_PREFIX):
            self._send_file(self.player.get(path[len(PLAYER_PREFIX) :]))
            return
        if not self._inside(path):
            self.send_error(404)
            return
        if self.command == "HEAD":
            opened = self.send_head()
            if opened:
                opened.close()
            return
        super().do_GET()

    def _host_ok(self) -> bool:
        """The Host header names this server as the browser was told to reach it (DNS rebinding)."""
        host = (self.headers.get("Host") or "").strip().lower()
        port = self.server.server_address[1]
        allowed = {f"127.0.0.1:{port}", f"localhost:{port}"}
        if port == 80:
            allowed |= {"127.0.0.1", "localhost"}
        return host in allowed

    def _inside(self, url_path: str) -> bool:
        """Whether the file the URL names, links followed, is inside the served folder."""
        root = Path(self.directory)
        try:
            target = Path(self.translate_path(url_path)).resolve()
        except (OSError, RuntimeError, ValueError):  # a link loop, a NUL
            return False
        return target == root or root in target.parents

    def _send_file(self, file: Path | None) -> None:
        if file is None or not file.is_file():
            self.send_error(404)
            return
        data = file.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def guess_type(self, path):
        return _TYPES.get(Path(path).suffix.lower()) or super().guess_type(path)

    def list_directory(self, path):
        self.send_error(404)  # the folder is served for its files, not browsed
        return None

    def log_message(self, format, *args):
        pass  # a quiet server: the command prints its address, the browser shows the rest


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    # closing does not wait for the connections' threads: a browser holds idle keep-alive
    # connections open for up to IDLE_TIMEOUT_S, and Ctrl-C must stop the server at once
    block_on_close = False

    def __init__(self, *args, **kwargs):
        self._active = 0
        self._count = threading.Lock()
        super().__init__(*args, **kwargs)

    def process_request(self, request, client_address):
        """A thread per connection, up to MAX_CONNECTIONS; one more is closed at once."""
        with self._count:
            full = self._active >= MAX_CONNECTIONS
            if not full:
                self._active += 1
        if full:
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._release()
            raise

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._release()

    def _release(self) -> None:
        with self._count:
            self._active -= 1

    @property
    def active(self) -> int:
        """Connections being served now."""
        return self._active

    def handle_error(self, request, client_address):
        """A browser that drops a connection (a reload during a download) is normal, not a traceback."""
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError | TimeoutError):
            return
        print(f"warning: request from {client_address[0]} failed: {type(error).__name__}: {error}", file=sys.stderr)


class PlayServer:
    """A running server; `url` is the report's address, `stop()` ends it."""

    def __init__(self, httpd: _QuietServer, out: Path):
        self.httpd = httpd
        self.out = out
        self.port = httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/report.html"
        self._thread: threading.Thread | None = None

    def serve_forever(self) -> None:
        self.httpd.serve_forever(poll_interval=0.25)

    def start(self) -> PlayServer:
        """Serve from a background thread (tests, the Python API); `stop()` ends it."""
        self._thread = threading.Thread(target=self.serve_forever, name="romsmith-play", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._thread is not None:
            self.httpd.shutdown()
            self._thread.join()
        self.httpd.server_close()


def serve(out, port: int | None = None, *, idle_timeout_s: float = IDLE_TIMEOUT_S) -> PlayServer:
    """Bind the server for the output folder `out` (not yet serving: call serve_forever or start).

    port None: DEFAULT_PORT, or any free port when it is taken; 0: any free port; else exactly it.
    idle_timeout_s: how long a connection may wait between reads or writes before it is closed.
    """
    from romsmith.kernel import args

    folder = args.path(out, "out", "the output folder of a run").resolve()
    if not (folder / "report.html").is_file():
        raise UsageError(
            f"no report.html in {folder}",
            hint="pass the output folder of `romsmith new` or `romsmith build` (it holds report.html and game.gba)",
        )
    files = player_files()
    handler = type("Handler", (_Handler,), {"player": files, "timeout": idle_timeout_s})

    def bind(number: int) -> _QuietServer:
        def make(*args, **kwargs):
            return handler(*args, directory=str(folder), **kwargs)

        return _QuietServer(("127.0.0.1", number), make)

    try:
        httpd = bind(DEFAULT_PORT if port is None else port)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise UsageError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror}", hint="pick another --port") from exc
        if port is not None:
            raise UsageError(
                f"port {port} is in use", hint="pick another --port, or --port 0 for any free one"
            ) from exc
        httpd = bind(0)
    return PlayServer(httpd, folder)
