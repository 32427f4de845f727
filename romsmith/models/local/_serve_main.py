"""The local model server process: llama.cpp's OpenAI-compatible HTTP server (via xllamacpp) on
127.0.0.1, until SIGTERM, or until the process that started it is gone.

    python -m romsmith.models.local._serve_main --model PATH --port N [--threads 1] [--ctx 8192]
        [--parent PID]

Started by `romsmith.models.local._server`; it is a process of its own so that a crash or a kill
of the server shows up to romsmith as what it is, an HTTP failure, and so that one warm server can
outlive the runs that use it (`romsmith model serve`).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys


def _params(args):
    import xllamacpp

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.hostnames = ["127.0.0.1"]
    params.port = args.port
    params.n_ctx = args.ctx
    params.n_parallel = 1  # one slot: calls queue, and the slot's prompt cache keeps the shared prefix
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.verbosity = args.verbosity
    return params


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="romsmith-local-server")
    parser.add_argument("--model", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--ctx", type=int, default=8192)
    parser.add_argument("--parent", type=int, default=0, help="exit when this process is gone (0: never)")
    parser.add_argument("--verbosity", type=int, default=3)
    args = parser.parse_args(argv)
    wanted = {signal.SIGTERM, signal.SIGINT}
    signal.pthread_sigmask(signal.SIG_BLOCK, wanted)  # delivered to sigtimedwait below, never mid-load
    import xllamacpp

    server = xllamacpp.Server(_params(args))  # loads the weights and starts listening
    print(f"romsmith-local-server listening on 127.0.0.1:{args.port}", file=sys.stderr, flush=True)
    while True:
        if signal.sigtimedwait(wanted, 1.0) is not None:
            break
        if args.parent and os.getppid() != args.parent:
            break  # the run that started us died without stopping us
    del server  # stops the HTTP listener and the main loop
    return 0


if __name__ == "__main__":
    sys.exit(main())
