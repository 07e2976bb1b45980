#!/usr/bin/env python3
"""Make unlabelled training positions for the evaluation: random walks and material odds.

Self-play positions (scripts/selfplay-data.py) are all from games two engines thought level, so a
network fitted only to them never sees a side a rook up, a bare king, or a wild middlegame. This
writes positions of two kinds, one FEN a line, for scripts/tune-data.py --fens to label:

- walks: from the start position, a number of plies (--plies, a range) of random legal moves,
  each a capture half the time when one is there; the position reached is kept.
- odds: the start position with one to three pieces or pawns taken off one side or both, then
  a few random plies the same way.

With `--from FILE` (one FEN, or `FEN;label`, a line: the self-play or labelled files) each one
starts from a position of FILE, drawn at random, instead of the start position: walks of a few
plies from there (what a search meets after an odd move), or one man taken off (material for
nothing, in the middle of a game).

A position is kept when it is legal (a man taken off can leave the side not to move in check),
not in check, the game is not over and it was not written before.
The same --seed gives the same file:

    python3 scripts/training-fens.py walks walks.txt --count 120000 --seed 1
    python3 scripts/training-fens.py odds odds.txt --count 120000 --seed 2
    python3 scripts/tune-data.py --fens --out sf-d9-walks.txt --depth 9 --jobs 1 walks.txt
"""

import argparse
import random
import sys

try:
    import chess
except ImportError:
    sys.exit("training-fens.py needs python-chess: pip install chess")


def random_ply(board, rng):
    """Plays one random legal move, a capture half the time when there is one."""
    moves = list(board.legal_moves)
    captures = [m for m in moves if board.is_capture(m)]
    pool = captures if captures and rng.random() < 0.5 else moves
    board.push(rng.choice(pool))


def walk(board, plies, rng):
    """Plays `plies` random plies; None when the game ends on the way."""
    for _ in range(plies):
        if board.is_game_over(claim_draw=False):
            return None
        random_ply(board, rng)
    return board


def odds_start(rng, board=None, most=3):
    """`board` (the start position) with one to `most` men (not kings) taken off one side or
    both."""
    board = board or chess.Board()
    for _ in range(rng.randint(1, most)):
        colour = rng.choice([chess.WHITE, chess.BLACK])
        squares = [s for s, p in board.piece_map().items()
                   if p.color == colour and p.piece_type != chess.KING]
        if not squares:
            continue
        square = rng.choice(squares)
        board.remove_piece_at(square)
    board.castling_rights = board.clean_castling_rights()
    return board


def positions(kind, low, high, rng, starts):
    """Yields FENs of the chosen kind for ever, from the start position or from `starts`."""
    while True:
        board = chess.Board(rng.choice(starts)) if starts else None
        if kind == "walks":
            start = board or chess.Board()
        else:
            start = odds_start(rng, board, 1 if starts else 3)
        board = walk(start, rng.randint(low, high), rng)
        if board is None or not board.is_valid() or board.is_check() \
                or board.is_game_over(claim_draw=False):
            continue
        yield board.fen()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kind", choices=["walks", "odds"])
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=100000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", default="",
                        help="range of random plies, LOW-HIGH (walks: 6-40, odds: 2-24; "
                             "from a file: 1-4 and 0-2)")
    parser.add_argument("--from", dest="start_file", metavar="FILE",
                        help="start from positions of FILE instead of the start position")
    args = parser.parse_args()
    starts = []
    if args.start_file:
        with open(args.start_file, encoding="utf-8") as f:
            starts = [line.split(";", 1)[0].strip() for line in f if line.strip()]
    defaults = {(False, "walks"): "6-40", (False, "odds"): "2-24",
                (True, "walks"): "1-4", (True, "odds"): "0-2"}
    default = defaults[(bool(starts), args.kind)]
    low, high = (int(x) for x in (args.plies or default).split("-"))
    rng = random.Random(args.seed)
    seen = set()
    with open(args.out, "w") as out:
        for fen in positions(args.kind, low, high, rng, starts):
            key = " ".join(fen.split()[:4])
            if key in seen:
                continue
            seen.add(key)
            out.write(fen + "\n")
            if len(seen) % 20000 == 0:
                print(f"{len(seen)}/{args.count}", file=sys.stderr, flush=True)
            if len(seen) >= args.count:
                break
    print(f"{len(seen)} positions written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
