"""Pictures, as SVG text: every shortest ladder, the search trees the strategies grow, the word graph's shape.

Drawing functions take records (the graph of every shortest ladder, search
traces, graph statistics) and return SVG text; they never print or write
files (the command line does). The modules: ``svg`` (a small SVG writer),
``ladders`` (every shortest ladder as a layered graph), ``trees`` (search
trees side by side), ``plots`` (the word graph's group sizes and
degrees), ``report`` (the graph report's page) and ``sheet`` (a clued,
printable worksheet as one HTML page). Nothing here is imported by ``import ladders`` or by solving.
"""

__all__: list[str] = []
