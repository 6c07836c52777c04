"""Everything that draws: card faces and positions (shared by the app and the notebooks),
the Streamlit pages, and the learner's progress store.

``ui.cards`` never imports Streamlit, so a notebook can use it through ``IPython.display``.
"""
