#!/usr/bin/env python3
"""Import a PGN file with python-chess, checking every move, and print plies per second.

The same measurement as `cargo bench --bench pgn` makes for Kingpost, for comparison:
python-chess parses each game's SAN against the board, so illegal moves are found.

Usage: python3 scripts/bench_python_chess.py [FILE] [RUNS]
FILE defaults to target/pgn-bench-corpus.pgn, which `cargo bench --bench pgn` writes.
"""

import sys
import time

import chess
import chess.pgn


def import_file(path):
    """Read every game; return (games, plies, bad games)."""
    games = plies = bad = 0
    with open(path, encoding="utf-8") as handle:
        while True:
            game = chess.pgn.read_game(handle)
            if game is None:
                break
            games += 1
            if game.errors:
                bad += 1
            plies += sum(1 for _ in game.mainline_moves())
    return games, plies, bad


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "target/pgn-bench-corpus.pgn"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        games, plies, bad = import_file(path)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    print(
        f"python-chess {chess.__version__}: {games} games ({bad} bad), {plies} plies, "
        f"best of {runs}: {best:.3f} s = {plies / best:,.0f} plies/s"
    )


if __name__ == "__main__":
    main()
