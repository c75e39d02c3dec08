"""The application service, the one package that joins domain and store:
load → fold → decide → append (docs/style.md §1). One module per responsibility:

- `repository`  the cache of folded games (bounded LRU), catch-up, per-game locks
- `commands`    decide and append, with the retry loop (`idempotency`: retried commands)
- `queries`     summary, view, legal moves, position, events, time travel
- `games`       creating games, taking seats, starting them, healing a lost start
- `deadlines`   the timers table kept in step after each append; `timers` fires one
- `redaction`, `summaries`  what a caller may see of a game
- `tabletop`    `Tabletop`, the use cases the API and the background loops call
"""

from service.application.tabletop import Tabletop

__all__ = ["Tabletop"]
