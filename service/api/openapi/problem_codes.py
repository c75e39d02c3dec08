"""Each operation's problems, typed: the codes it can answer as an enum a client switches on.

Per operation `<Operation>ProblemCode` lists every code of every problem status it can answer
(the codes of `operations.py`, each described in `codes.py`), and `<Operation>Problem` is the
problem details with `code` typed as that enum OR any string: the list is open. A later minor
version may add a code to an operation (that is not a breaking change), so a client must take a
code it does not know as the status's generic failure, never crash on it.
"""

from __future__ import annotations

import copy
from typing import Any

from service.api.openapi.codes import CODES, RULE_CODE_MEANING
from service.api.openapi.components import REF, camel

OPEN = (
    "The list is open: a later minor version may add a code (not a breaking change), so take a "
    "code you do not know as its HTTP status's generic failure."
)


def names(operation_id: str) -> tuple[str, str]:
    """(`<Op>Problem`, `<Op>ProblemCode`) of an operation (`sendCommand` → `SendCommand…`)."""
    stem = operation_id[:1].upper() + operation_id[1:]
    return stem + "Problem", stem + "ProblemCode"


def typed_problem(
    operation_id: str, problem: dict[str, Any], codes: list[str], rule_codes: bool
) -> dict[str, dict[str, Any]]:
    """The two components of one operation: its code enum and its problem schema."""
    problem_name, code_name = names(operation_id)
    lines = [f"- `{c}` ({CODES[c].status}): {CODES[c].title}." for c in codes]
    rules = f"\n\nBesides these, {RULE_CODE_MEANING}." if rule_codes else ""
    code_enum = {
        "title": code_name,
        "type": "string",
        "description": f"The problem codes `{operation_id}` can answer:\n"
        + "\n".join(lines)
        + rules
        + f"\n\n{OPEN}",
        "enum": codes,
        "x-enum-varnames": [camel(c) for c in codes],
    }
    typed = copy.deepcopy(problem)
    typed["title"] = problem_name
    typed["description"] = f"{problem['description']} The problems of `{operation_id}`."
    typed["properties"]["code"] = {
        "description": f"The stable machine code: one of `{code_name}`, or a code added later "
        "(any string; see there).",
        "anyOf": [{"$ref": REF.format(name=code_name)}, {"type": "string"}],
    }
    return {code_name: code_enum, problem_name: typed}
