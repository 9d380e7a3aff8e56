"""Time in a lane's queue spends none of a request's allowance: one that waited its whole allowance is answered 503
``busy`` (not 422 ``search_limit``), and one that waited less still has all of it.

The queue is held on purpose (the test takes every thread of the lane), so the waits are exact, not a flood's luck.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (CI installs it: see .ci/run)")
import httpx  # noqa: E402

from ladders.search.problem import current_allowance  # noqa: E402
from ladders.web import app as web_app  # noqa: E402
from ladders.words.lexicon import Lexicon  # noqa: E402

ALLOWANCE = 0.4
LADDER = "/api/ladder?start=cold&end=warm&common=0"


async def _held(application: Any, hold: float, count: int) -> list[httpx.Response]:
    """Ask *count* ladders while every thread of the search lane is taken for *hold* seconds."""
    lane = application.state.lanes["search"]
    holders = [object() for _ in range(lane.threads)]
    async with application.router.lifespan_context(application):
        for holder in holders:
            await lane.limiter.acquire_on_behalf_of(holder)
        transport = httpx.ASGITransport(app=application)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1", timeout=30) as session:
            asked = [asyncio.create_task(session.get(LADDER)) for _ in range(count)]
            await asyncio.sleep(hold)
            for holder in holders:
                lane.limiter.release_on_behalf_of(holder)
            return list(await asyncio.gather(*asked))


def test_a_request_that_waited_its_whole_allowance_in_the_queue_is_answered_503_busy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_app, "REQUEST_SECONDS", ALLOWANCE)
    application = web_app.create_app(warm=False)
    replies = asyncio.run(_held(application, ALLOWANCE * 2, 6))
    assert [reply.status_code for reply in replies] == [503] * 6, [reply.text for reply in replies]
    for reply in replies:
        assert reply.json()["error"] == "busy" and "waited over 0.4 s for its turn" in reply.json()["message"]
        assert reply.headers["retry-after"] == "1" and reply.headers["x-content-type-options"] == "nosniff"


def test_a_request_that_waited_less_than_its_allowance_has_all_of_it(monkeypatch: pytest.MonkeyPatch) -> None:
    left: list[float] = []

    def ladder(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
        spent = current_allowance()
        assert spent is not None and spent.deadline is not None
        left.append(spent.deadline - time.monotonic())
        return {"found": False}

    monkeypatch.setattr(web_app, "REQUEST_SECONDS", ALLOWANCE)
    monkeypatch.setattr(web_app, "_ladder", ladder)
    application = web_app.create_app(warm=False)
    replies = asyncio.run(_held(application, ALLOWANCE * 0.75, 3))
    assert [reply.status_code for reply in replies] == [200] * 3, [reply.text for reply in replies]
    assert len(left) == 3 and min(left) > ALLOWANCE * 0.5, left  # the 0.3 s in the queue were not taken from it
