"""Presentation: a picture (SVG) of any game's view and a sentence for any event, one module
per game (`<game>.py` draws, `<game>_words.py` describes), dispatched by `registry`. Pure
functions of what one audience may see: a view in, a string out, no I/O."""
