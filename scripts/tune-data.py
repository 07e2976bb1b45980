#!/usr/bin/env python3
"""Make the training set for tuning the evaluation: quiet positions labelled by Stockfish.

Reads games from PGN files, takes positions from ply 10 on (not in check), drops duplicates,
and asks Stockfish (full strength, one thread, fixed depth) for a score and best move. A
position is kept when the best move is quiet (no capture, no promotion) and the score is not a
mate: its static evaluation should then be close to the search score. Writes one line per
position, `FEN;score`, the score in centipawns from White's point of view.

Needs python-chess (`pip install chess`) and Stockfish (`apt-get install -y stockfish`):

    python3 scripts/tune-data.py --out /tmp/tune.txt --depth 9 --jobs 2 GAMES.pgn...

With `--fens` the inputs are position files instead (one `FEN` or `FEN;label` a line, as
scripts/selfplay-data.py writes them), whose positions are labelled as they are:

    python3 scripts/tune-data.py --fens --out /tmp/tune.txt --limit 200000 selfplay.txt

`--skip PGN` leaves out the games that start with an opening of PGN's games (keeping the
openings a screen plays out of the fit); `--list` writes the positions, unlabelled, to `--out`.

Then `cargo run --release --example tune -- /tmp/tune.txt` fits the weights to the labels.
"""

import argparse
import multiprocessing
import random
import subprocess
import sys

try:
    import chess
    import chess.pgn
except ImportError:
    sys.exit("tune-data.py needs python-chess: pip install chess")


def games(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            yield game


def opening(game, plies):
    """The game's first `plies` moves, as UCI strings."""
    return tuple(m.uci() for m in list(game.mainline_moves())[:plies])


def positions(paths, first_ply, every, skipped_openings=frozenset(), opening_plies=8):
    """Yields unique FENs of non-check positions from ply `first_ply` on, one in `every`, of
    the games that do not start with one of `skipped_openings`."""
    seen = set()
    for path in paths:
        for game in games(path):
            if skipped_openings and opening(game, opening_plies) in skipped_openings:
                continue
            board = game.board()
            for ply, move in enumerate(game.mainline_moves()):
                board.push(move)
                if ply + 1 < first_ply or (ply % every) or board.is_check():
                    continue
                if board.is_game_over(claim_draw=False):
                    continue
                key = board.epd()
                if key not in seen:
                    seen.add(key)
                    yield board.fen()


def listed_positions(paths):
    """Yields the unique FENs of position files (`FEN` or `FEN;label` lines), not in check and
    not over (a stalemate or a mate has no best move to label)."""
    seen = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                fen = line.split(";", 1)[0].strip()
                if not fen or fen in seen:
                    continue
                seen.add(fen)
                board = chess.Board(fen)
                if not board.is_check() and not board.is_game_over(claim_draw=False):
                    yield fen


class Stockfish:
    """A Stockfish child process spoken to in plain UCI (faster than python-chess's engine API)."""

    def __init__(self, path, depth):
        self.depth = depth
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send("setoption name Hash value 16")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")

    def wait_for(self, word):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("stockfish exited")
            if line.startswith(word):
                return line

    def label(self, fen):
        """(score from White's view, best move UCI) or None for a mate score."""
        self.send(f"position fen {fen}")
        self.send(f"go depth {self.depth}")
        score = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("stockfish exited")
            if line.startswith("info") and " score " in line and " lowerbound" not in line \
                    and " upperbound" not in line:
                words = line.split()
                i = words.index("score")
                score = int(words[i + 2]) if words[i + 1] == "cp" else None
            elif line.startswith("bestmove"):
                best = line.split()[1]
                break
        if score is None or best == "(none)":
            return None
        white = fen.split()[1] == "w"
        return (score if white else -score), best


WORKER = None


def init_worker(path, depth):
    global WORKER
    WORKER = Stockfish(path, depth)


def label_one(fen):
    result = WORKER.label(fen)
    if result is None:
        return None
    score, best = result
    board = chess.Board(fen)
    move = chess.Move.from_uci(best)
    if board.is_capture(move) or move.promotion or abs(score) > 2000:
        return None
    return f"{fen};{score}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pgn", nargs="+", help="PGN files (position files with --fens)")
    parser.add_argument("--fens", action="store_true",
                        help="the inputs are position files, one FEN (or FEN;label) a line")
    parser.add_argument("--out", required=True)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--depth", type=int, default=9)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-ply", type=int, default=10)
    parser.add_argument("--every", type=int, default=1, help="keep one position in N plies")
    parser.add_argument("--limit", type=int, default=0, help="most positions to label (0: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip", action="append", default=[], metavar="PGN",
                        help="leave out games that start as a game of PGN does (repeatable): "
                             "positions of games from openings a screen will play")
    parser.add_argument("--opening-plies", type=int, default=8,
                        help="length of an opening for --skip (scripts/engine-match's)")
    parser.add_argument("--list", action="store_true",
                        help="write the positions to --out, one FEN a line, without labels")
    args = parser.parse_args()

    if args.fens:
        fens = list(listed_positions(args.pgn))
    else:
        skipped = {opening(g, args.opening_plies) for path in args.skip for g in games(path)}
        fens = list(positions(args.pgn, args.first_ply, args.every, skipped, args.opening_plies))
    if args.list:
        with open(args.out, "w") as out:
            out.writelines(fen + "\n" for fen in fens)
        print(f"{len(fens)} positions written to {args.out}", file=sys.stderr)
        return
    random.Random(args.seed).shuffle(fens)
    if args.limit:
        fens = fens[:args.limit]
    print(f"{len(fens)} positions to label at depth {args.depth}", file=sys.stderr)
    kept = 0
    with open(args.out, "w") as out, multiprocessing.Pool(
            args.jobs, init_worker, (args.stockfish, args.depth)) as pool:
        for i, line in enumerate(pool.imap_unordered(label_one, fens, chunksize=64), 1):
            if line is not None:
                out.write(line + "\n")
                kept += 1
            if i % 5000 == 0:
                print(f"{i}/{len(fens)} labelled, {kept} kept", file=sys.stderr, flush=True)
    print(f"{kept} quiet positions written to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
