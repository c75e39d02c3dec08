"""Ranked self and cumulative time from py-spy's raw (collapsed stack) output.

    py-spy record --pid PID --duration 20 --nonblocking --format raw -o worker.raw
    python bench/profile_summary.py worker1.raw worker2.raw.gz [--top 30]

Each line of a raw file is `frame;frame;...;leaf COUNT`, outermost frame first. Self time is
charged to the leaf; cumulative time to every distinct function on the stack. Percentages are
of all samples in all the files given (gzipped files are read too).
"""

from __future__ import annotations

import argparse
import gzip
import re
from collections import Counter
from pathlib import Path

FRAME = re.compile(r"(?P<function>.*) \((?P<file>.*?):\d+\)$")


def function(frame: str) -> str:
    """`name (file)` without the line number, so one function is one entry."""
    match = FRAME.match(frame)
    return f"{match['function']} ({match['file']})" if match else frame


def lines(path: Path) -> list[str]:
    raw = path.read_bytes()
    if path.suffix == ".gz":
        raw = gzip.decompress(raw)
    return raw.decode(errors="replace").splitlines()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    own: Counter[str] = Counter()
    cumulative: Counter[str] = Counter()
    total = 0
    for path in args.files:
        for line in lines(path):
            stack, _, count = line.rstrip().rpartition(" ")
            if not stack or not count.isdigit():
                continue
            samples = int(count)
            total += samples
            names = [function(frame) for frame in stack.split(";")]
            own[names[-1]] += samples
            for name in set(names):
                cumulative[name] += samples
    print(f"{total} samples")
    for title, counter in (("self", own), ("cumulative", cumulative)):
        print(f"\n{title}")
        for name, samples in counter.most_common(args.top):
            print(f"{100 * samples / total:5.1f} %  {name}")


if __name__ == "__main__":
    main()
