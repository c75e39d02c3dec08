"""Race to five: a toy game for the tests that prove a game needs nothing outside its own
package and one registry line (tests/kit/test_toy_game.py). Players in turn add 1 or 2 to a
shared total; who brings it to 5 wins. A random draw picks the first player."""

from tests.support.toy.rules import RULES

__all__ = ["RULES"]
