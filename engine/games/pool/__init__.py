"""The pool family: Three-card Loo, Irish Loo and Five-card Loo on one spec-driven engine.

``spec`` (a game's shape as data), ``state`` (the slim position), ``play`` (cards and tricks on
the rank-order layer), ``declaring`` (stand / widow / pass / defend, "How many?"),
``settlement``, ``scenario``, ``search`` (Monte-Carlo hooks), ``family`` (the protocol) — and
one small module per game: ``loo``, ``irish_loo``, ``five_card_loo``.
"""
