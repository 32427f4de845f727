"""A tiny HTTP shim in front of the real local model server, for the HTTP-path tests.

It forwards every request to the llama.cpp server unchanged, except that successive
/v1/chat/completions requests may be given a fault from a queue:

    shim = Shim(upstream_api_base); shim.start()
    shim.faults.extend(["500", "empty", "truncated", ("delay", 3.0), "drop", None])

- "500": answers HTTP 500 with an OpenAI-style error body (the upstream is not asked)
- "empty": the upstream's answer with its content replaced by ""
- "truncated": the upstream's answer cut to its first third, finish_reason "length"
- ("delay", s): waits s seconds, then forwards
- "drop": closes the connection without answering
- None: forwards as is
`shim.rewrite(body, content) -> str | None`, when set, may replace the content of any answer the
upstream gave (None keeps it): a real model's answer made into a known bad one.
`shim.seen` records each chat request's body and the fault applied to it.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Shim:
    def __init__(self, upstream_api_base: str):
        self.upstream = upstream_api_base.rstrip("/")
        self.faults: list = []
        self.rewrite = None
        self.seen: list[dict] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def api_base(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def start(self) -> Shim:
        shim = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                self._forward(b"", None)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                fault = None
                if self.path.endswith("/chat/completions"):
                    with shim._lock:
                        fault = shim.faults.pop(0) if shim.faults else None
                        shim.seen.append({"body": json.loads(body or b"{}"), "fault": fault})
                self._forward(body, fault)

            def _forward(self, body: bytes, fault):
                if fault == "drop":
                    self.close_connection = True
                    self.connection.close()
                    return
                if fault == "500":
                    self._reply(500, {"error": {"message": "injected server error", "type": "server_error"}})
                    return
                if isinstance(fault, tuple) and fault[0] == "delay":
                    time.sleep(fault[1])
                url = shim.upstream.rsplit("/v1", 1)[0] + self.path
                request = urllib.request.Request(
                    url, data=body or None, method=self.command, headers={"Content-Type": "application/json"}
                )
                try:
                    with urllib.request.urlopen(request, timeout=300) as response:
                        status, payload = response.status, response.read()
                except urllib.error.HTTPError as exc:
                    status, payload = exc.code, exc.read()
                except OSError:
                    self.close_connection = True
                    self.connection.close()
                    return
                if fault in ("empty", "truncated") and status == 200:
                    data = json.loads(payload)
                    message = data["choices"][0]["message"]
                    content = message.get("content") or ""
                    message["content"] = "" if fault == "empty" else content[: max(1, len(content) // 3)]
                    if fault == "truncated":
                        data["choices"][0]["finish_reason"] = "length"
                    payload = json.dumps(data).encode()
                if shim.rewrite is not None and status == 200 and self.path.endswith("/chat/completions"):
                    data = json.loads(payload)
                    new = shim.rewrite(json.loads(body or b"{}"), data["choices"][0]["message"].get("content") or "")
                    if new is not None:
                        data["choices"][0]["message"]["content"] = new
                        payload = json.dumps(data).encode()
                self._reply_raw(status, payload)

            def _reply(self, status: int, data: dict):
                self._reply_raw(status, json.dumps(data).encode())

            def _reply_raw(self, status: int, payload: bytes):
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:
                    pass  # the client gave up (a timeout test)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="local-shim", daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
