#!/usr/bin/env python3
"""Positions of match games for training, kept apart from the openings a screen plays.

Reads PGN files (the engine's matches, data/matches/*.pgn) and writes one FEN a line: every
position from ply 10 on, not in check, not over, each once (by placement, side, castling and en
passant), of the games that do not start with an opening of the `--skip` games. A network fitted
to the positions is then measured on games from openings it never saw: with `--skip` naming
the PGNs of games 201-400 of seed 20261126 (session28-em-c3-201.pgn, -301.pgn), the screen plays
those games again and pairs them with them.

    python3 scripts/match-fens.py --skip data/matches/session28-em-c3-201.pgn \\
        --skip data/matches/session28-em-c3-301.pgn data/matches/*.pgn > fens.txt
    python3 scripts/tune-data.py --fens --out labelled.txt --depth 9 --jobs 2 fens.txt
"""

import argparse
import sys

try:
    import chess
    import chess.pgn
except ImportError:
    sys.exit("match-fens.py needs python-chess: pip install chess")


def games(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            yield game


def opening(game, plies):
    """The game's first `plies` moves, as UCI strings."""
    return tuple(m.uci() for m in list(game.mainline_moves())[:plies])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn", nargs="+", help="PGN files to take positions from")
    parser.add_argument("--skip", action="append", default=[], metavar="PGN",
                        help="leave out games that start as a game of PGN does (repeatable)")
    parser.add_argument("--plies", type=int, default=8,
                        help="length of an opening (scripts/engine-match's OPENING_PLIES)")
    parser.add_argument("--first-ply", type=int, default=10, help="first ply to take")
    args = parser.parse_args()
    skipped_openings = {opening(g, args.plies) for path in args.skip for g in games(path)}
    seen, total, skipped = set(), 0, 0
    for path in args.pgn:
        for game in games(path):
            total += 1
            if opening(game, args.plies) in skipped_openings:
                skipped += 1
                continue
            board = game.board()
            for ply, move in enumerate(game.mainline_moves(), 1):
                board.push(move)
                if ply < args.first_ply or board.is_check() or board.is_game_over():
                    continue
                key = board.epd()
                if key not in seen:
                    seen.add(key)
                    print(board.fen())
    print(f"{total} games, {skipped} left out for their openings, {len(seen)} positions",
          file=sys.stderr)


if __name__ == "__main__":
    main()
