"""The game kit: everything that is the same for every game, so a game is only its rules.

Import it through `service.domain.kernel`, the one public face of the kit; the modules here
are its parts, each small enough to read in one sitting:

- `rules`       `Game[State, Command, Event, Options, View]`: a game declared once; `Setup`, `fold`
- `deciding`    `decider(violation, dispatch, evolve)`: every game's `decide`, built once
- `hosting`     `host(game)`: a game as the platform sees it (`HostedGame`), declarations checked
- `refusals`    `Refusal`, `IllegalMove`, and `RefusalTable` (a game's codes and sentences)
- `structs`     `CommandBase` and `EventBase`, the base structs of commands and events
- `collector`   `Collector`, the events of one multi-step decision, folded as they are emitted
- `positions`   `event_from` / `document_from`: the one `position_loaded` design
- `revisions`   `Revision`: each game's rules revisions (number, date, changes)
- `upcasters`   `Upcasters` / `Step`: each game's event schema history
- `rng`         `Rng`, the only randomness a game may use
- `json_types`  `JSON`, the values documents and stored event data are made of

Position documents are decoded and checked by `service.domain.documents`.
"""
