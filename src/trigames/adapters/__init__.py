"""Research adapters: OpenSpiel (`openspiel`), PettingZoo (`pettingzoo`), Gymnasium (`gymnasium`).

Install with the ``trigames[research]`` extra. The adapters use only the core API
(`trigames.make`, the registry, State/Game methods, views, `Game.determinize`) plus the optional
hooks described in `trigames.adapters.common`; importing this package imports none of the
research libraries.
"""
