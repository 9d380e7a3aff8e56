"""``ladders serve``: the web page and JSON API on this machine (the ``web`` extra: Starlette and uvicorn)."""

from __future__ import annotations

import argparse

from .options import EXIT_FOUND, Parser, UsageError, add_lexicon_options, lexicon_from_args

__all__ = ["serve_command"]


def serve_command(argv: list[str]) -> int:
    """``ladders serve``: serve the page and the API until interrupted (Ctrl-C stops it; exit status 0)."""
    parser = Parser(
        prog="ladders serve",
        description="Serve the word-ladder page and its JSON API (GET /api/ladder, /api/check, /api/puzzle, "
                    "/api/define, /api/draw) until Ctrl-C.",
        epilog="examples:\n  ladders serve\n  ladders serve --port 8080 --size 50\n\n"
               "Binds to 127.0.0.1 (this machine only) unless --host says otherwise. Needs: pip install 'ladders[web]'",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)")
    parser.add_argument("--port", type=_port, default=8000, help="port to listen on (default 8000; 0: any free port)")
    parser.add_argument("--workers", type=_workers, default=1,
                        help="server processes (default 1); each holds its own word list and answers on the same "
                             "port: 2 on a 2-core machine answers about twice as many requests at once")
    add_lexicon_options(parser)
    args = parser.parse_args(argv)
    try:
        import uvicorn

        from ..web.app import create_app
    except ImportError as error:
        raise ImportError(f"ladders serve needs the web extra ({error.name or error} is missing): "
                          "pip install 'ladders[web]'") from None
    words = lexicon_from_args(args)  # read here first: a bad word file is an error before any worker starts
    host = f"[{args.host}]" if ":" in args.host else args.host
    if args.workers > 1:  # each worker reads the word list itself (another interpreter)
        from .workers import serve_workers
        serve_workers(args.host, args.port, args.workers,
                      {"words": args.words, "language": args.language, "size": args.size}, host)
        return EXIT_FOUND
    config = uvicorn.Config(create_app(words), host=args.host, port=args.port, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    if args.port:
        print(f"ladders: serving on http://{host}:{args.port}/ (Ctrl-C stops)", flush=True)
    else:
        _announce_when_bound(server, host)
    server.run()  # uvicorn turns Ctrl-C into a clean shutdown
    if not server.started:
        raise UsageError(f"could not listen on {args.host}:{args.port} (in use, or not an address of this machine?)")
    return EXIT_FOUND


def _workers(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"workers is a number from 1 to 64, not {text!r}")
    return int(text)


def _announce_when_bound(server: object, host: str) -> None:
    """With ``--port 0``, print the URL once the operating system has chosen the port."""
    import uvicorn
    assert isinstance(server, uvicorn.Server)
    startup = server.startup

    async def announce(sockets: object = None) -> None:
        await startup(sockets)  # type: ignore[arg-type]
        for listener in server.servers:
            for sock in listener.sockets:
                print(f"ladders: serving on http://{host}:{sock.getsockname()[1]}/ (Ctrl-C stops)", flush=True)
                return
    server.startup = announce  # type: ignore[method-assign]


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 0 to 65535, not {text!r}")
    return int(text)
