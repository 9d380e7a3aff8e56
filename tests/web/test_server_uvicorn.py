"""The parts of uvicorn and httptools that :mod:`ladders.web.server` builds on, several of them private, are still
there and still behave: an upgrade that moves them fails here, not in a running server. (The ``web`` extra also
pins uvicorn below 1.0.)"""

from __future__ import annotations

import asyncio
import inspect
from collections import deque

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (CI installs it: see .ci/run)")
import httptools  # noqa: E402
import uvicorn  # noqa: E402
from uvicorn.protocols.http.flow_control import FlowControl  # noqa: E402
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle  # noqa: E402
from uvicorn.server import ServerState  # noqa: E402

from ladders.web.server import GuardedProtocol, server_config  # noqa: E402

PROTOCOL_METHODS = ("connection_made", "connection_lost", "data_received", "on_message_begin", "on_url", "on_header",
                    "on_headers_complete", "on_response_complete", "pause_writing", "resume_writing", "shutdown",
                    "send_400_response", "_unset_keepalive_if_required")
"""The protocol's methods the server overrides or calls."""

PROTOCOL_STATE = ("connections", "pipeline", "cycle", "flow", "parser", "transport", "loop")
"""The protocol's attributes the server reads (set by its ``__init__``)."""

CYCLE_STATE = ("response_complete", "keep_alive", "disconnected", "message_event")
FLOW_NAMES = ("pause_reading", "resume_reading", "pause_writing", "resume_writing", "drain")
SERVER_NAMES = ("handle_exit", "startup", "run", "servers", "started", "should_exit", "server_state")


async def _app(scope: object, receive: object, send: object) -> None:
    raise AssertionError("never called")


def test_the_protocol_s_methods_and_state_are_still_there() -> None:
    for name in PROTOCOL_METHODS:
        assert callable(getattr(HttpToolsProtocol, name, None)), name
    loop = asyncio.new_event_loop()
    try:
        protocol = HttpToolsProtocol(config=uvicorn.Config(_app, log_config=None), server_state=ServerState(),
                                     app_state={}, _loop=loop)
    finally:
        loop.close()
    for name in PROTOCOL_STATE:
        assert hasattr(protocol, name), name
    assert isinstance(protocol.pipeline, deque)
    for name in PROTOCOL_METHODS[:-1]:  # the ones GuardedProtocol overrides keep uvicorn's signatures
        if name in vars(GuardedProtocol):
            assert (inspect.signature(getattr(GuardedProtocol, name)).parameters.keys()
                    == inspect.signature(getattr(HttpToolsProtocol, name)).parameters.keys()), name


def test_the_request_cycle_the_flow_control_and_the_server_are_still_there() -> None:
    assert {"on_response", "message_event", "flow"} <= inspect.signature(RequestResponseCycle).parameters.keys()
    source = inspect.getsource(RequestResponseCycle)
    for name in CYCLE_STATE:
        assert f"self.{name}" in source, name
    for name in FLOW_NAMES:
        assert callable(getattr(FlowControl, name, None)), name
    assert {"write_paused", "read_paused"} <= vars(FlowControl(transport=None)).keys()  # type: ignore[arg-type]
    server_source = inspect.getsource(uvicorn.Server)
    for name in SERVER_NAMES:
        assert hasattr(uvicorn.Server, name) or f"self.{name} =" in server_source, name


def test_the_settings_load_with_this_protocol_and_no_websockets() -> None:
    config = server_config(_app, log_config=None)
    config.load()
    assert config.http_protocol_class is GuardedProtocol and config.ws_protocol_class is None


def test_a_callback_that_raises_stops_the_parser_with_a_parser_error() -> None:
    seen: list[bytes] = []

    class Stop:
        def on_url(self, url: bytes) -> None:
            seen.append(url)
            if len(seen) == 2:
                raise LookupError("enough")

    parser = httptools.HttpRequestParser(Stop())
    with pytest.raises(httptools.HttpParserError) as stopped:
        parser.feed_data(b"GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\nGET /c HTTP/1.1\r\n\r\n")
    assert seen == [b"/a", b"/b"] and isinstance(stopped.value.__context__, LookupError)
