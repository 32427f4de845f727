"""PostgreSQL URLs and connections, for the parts that share state between hosts (checkpoints,
team memory): one place that checks a URL, hides its password in messages, and turns a server
that does not answer into an EnvironmentProblem naming the variable to fix.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

from romsmith.kernel.errors import EnvironmentProblem, UsageError

CONNECT_TIMEOUT_S = 5


def redact(url: str) -> str:
    """The URL without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def check_url(url: str, *, variable: str) -> str:
    """A postgresql:// URL, or a UsageError naming the variable it came from."""
    parts = urlsplit(url)
    if parts.scheme not in ("postgresql", "postgres") or (not parts.hostname and "host=" not in parts.query):
        raise UsageError(
            f"{variable}={redact(url)} is not a PostgreSQL URL",
            hint=f"use postgresql://USER[:PASSWORD]@HOST:PORT/DATABASE, or unset {variable}",
        )
    return url


def connect(url: str, *, variable: str, **kwargs):
    """A psycopg connection (autocommit), or EnvironmentProblem saying which server did not answer."""
    import psycopg

    check_url(url, variable=variable)
    try:
        return psycopg.Connection.connect(url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S, **kwargs)
    except psycopg.Error as exc:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:300]
        raise EnvironmentProblem(
            f"no PostgreSQL server answers at {redact(url)} ({variable}): {first}",
            hint=f"start the server (or fix the URL), or unset {variable}",
        ) from exc
