"""The `romsmith play` server on its own (no ROM, no browser): nothing outside the served folder,
not through links either; only requests addressed to 127.0.0.1 or localhost; HEAD without a body;
idle and half-sent connections closed, and no more than a bounded number served at once."""

from __future__ import annotations

import http.client
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from romsmith.play import _server, serve

pytestmark = pytest.mark.e2e  # starts the server, which needs the player's files from `make player`

SECRET = "root:x:0:0:the system file\n"
EXE = str(Path(sys.executable).parent / "romsmith")


@pytest.fixture
def folder(tmp_path):
    out = tmp_path / "out"
    (out / "screens").mkdir(parents=True)
    (out / "report.html").write_text("<h1>report</h1>")
    (out / "screens" / "title.png").write_bytes(b"\x89PNG title")
    outside = tmp_path / "system"
    outside.mkdir()
    (outside / "passwd").write_text(SECRET)
    (out / "leak.txt").symlink_to(outside / "passwd")
    (out / "root").symlink_to("/")
    (out / "system").symlink_to(outside)
    (out / "screens" / "same.png").symlink_to(out / "screens" / "title.png")  # a link that stays inside
    return out


@pytest.fixture
def server(folder):
    started = serve(folder, port=0, idle_timeout_s=1.0).start()
    yield started
    started.stop()


def _get(server, path: str, *, method: str = "GET", host: str | None = None) -> tuple[int, bytes, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    headers = {} if host is None else {"Host": host}
    conn.request(method, path, headers=headers)
    answer = conn.getresponse()
    body = answer.read()
    conn.close()
    return answer.status, body, dict(answer.getheaders())


def test_links_out_of_the_folder_serve_nothing(server):
    for path in ("/leak.txt", "/root/etc/passwd", "/system/passwd", "/root/", "/%2e%2e/system/passwd"):
        status, body, _ = _get(server, path)
        assert status == 404 and SECRET.encode() not in body, path
    assert _get(server, "/screens/same.png")[:2] == (200, b"\x89PNG title"), "a link inside the folder is served"
    assert _get(server, "/report.html")[0] == 200


def test_only_requests_for_this_machine_are_answered(server):
    for host in ("attacker.example", f"attacker.example:{server.port}", "127.0.0.1:1", "localhost.evil.net"):
        status, body, _ = _get(server, "/report.html", host=host)
        assert status == 403 and b"report" not in body.replace(b"this server answers", b""), host
    for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}", f"LOCALHOST:{server.port}"):
        assert _get(server, "/report.html", host=host)[0] == 200, host


def test_head_answers_headers_without_a_body(server):
    for path in ("/report.html", "/_romsmith/player/MPL-2.0.txt", "/leak.txt", "/missing.png"):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        sock.sendall(f"HEAD {path} HTTP/1.0\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
        sock.close()
        head, _, body = data.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.0 ") and body == b"", (path, body[:80])
    _, _, headers = _get(server, "/report.html", method="HEAD")
    assert headers["Content-Length"] == str(len("<h1>report</h1>"))


def test_idle_and_half_sent_connections_are_closed_and_bounded(folder, monkeypatch):
    monkeypatch.setattr(_server, "MAX_CONNECTIONS", 8)
    server = serve(folder, port=0, idle_timeout_s=3.0).start()
    try:
        held = []
        for n in range(12):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=30)
            if n % 2:
                sock.sendall(b"GET /report.html HTTP/1.1\r\nHost: 127.0.0.1")  # half a request, never finished
            held.append(sock)
        _wait(lambda: server.httpd.active == 8, "8 connections served: the bound")
        time.sleep(0.5)
        assert server.httpd.active == 8, "no more connections are served at once than the bound"
        for sock in held:  # each is closed by the server: at once beyond the bound, else once idle
            try:
                assert sock.recv(1024) == b""
            except ConnectionResetError:
                pass
            sock.close()
        _wait(lambda: server.httpd.active == 0, "every held connection closed")
        assert _get(server, "/report.html")[0] == 200, "the server still answers"
    finally:
        server.stop()


def test_ctrl_c_stops_the_command_at_once_even_started_with_sigint_ignored_and_a_connection_idle(folder):
    """A script's background job inherits SIGINT ignored; a browser holds an idle keep-alive
    connection for up to the idle timeout (20 s). Neither may keep Ctrl-C from stopping the server."""
    proc = subprocess.Popen(
        [EXE, "play", str(folder), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    try:
        port = int(re.search(r"127\.0\.0\.1:(\d+)/", proc.stdout.readline()).group(1))
        idle = socket.create_connection(("127.0.0.1", port), timeout=30)  # connected, sends nothing
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/report.html")
        assert conn.getresponse().status == 200
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=10)  # well under the 20 s an idle connection may last
        idle.close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0 and "stopped" in err and "Traceback" not in err, err


def _wait(condition, what: str, bound_s: float = 30.0) -> None:
    deadline = time.monotonic() + bound_s
    while not condition():
        assert time.monotonic() < deadline, f"never came: {what}"
        time.sleep(0.05)
