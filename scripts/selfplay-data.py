#!/usr/bin/env python3
"""Self-play training positions for the evaluation, labelled with the results of their games.

Kingpost plays itself at a low fixed depth (or node count) from random openings; every quiet
position of a finished game (not in check, the move chosen not a capture or promotion, from
ply --first-ply on) is written with the game's result, one line per position:

    FEN;1-0        FEN;1/2-1/2        FEN;0-1

(the result from the game, not from the side to move), which `examples/tune.rs` fits the
evaluation to. Games are labelled only when they end:
by the rules (mate, stalemate, threefold repetition, fifty moves, dead material), by
adjudication (both sides' searches agreeing that one side is ahead by --win-cp or more for
--win-plies plies in a row; a dead-level score, within 10 cp, for 20 plies after ply 100) or at
--max-plies (a draw).

It is made to run in the background for a long time, across sessions: each game's opening is
drawn from --seed and the game's number, so a run is reproducible, and OUT.progress records how
many games are done and how long OUT was after the last one. A run that is stopped (Ctrl-C,
kill, a machine going away) loses at most the game it was playing: started again with the same
arguments it cuts OUT back to the last finished game and goes on from there.

Needs python-chess (`pip install chess`) and a release build (`cargo build --release`):

    nice -n 19 python3 scripts/selfplay-data.py --out /var/tmp/selfplay.txt --depth 6 --games 100000

A small run to see that it works (about a minute):

    python3 scripts/selfplay-data.py --out /tmp/sp.txt --depth 4 --games 4
"""

import argparse
import os
import random
import subprocess
import sys

try:
    import chess
except ImportError:
    sys.exit("selfplay-data.py needs python-chess: pip install chess")


class Engine:
    """A Kingpost `uci` child process spoken to in plain UCI."""

    def __init__(self, path, hash_mb, limit):
        self.limit = limit
        self.proc = subprocess.Popen([path, "uci"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name Hash value {hash_mb}")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                sys.exit("the engine exited")
            if line.startswith(prefix):
                return line

    def new_game(self):
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def search(self, start_fen, moves):
        """The engine's move (UCI text) and score (cp, side to move; mates as +-100000)."""
        position = f"position fen {start_fen}"
        if moves:
            position += " moves " + " ".join(moves)
        self.send(position)
        self.send(f"go {self.limit}")
        score = 0
        while True:
            line = self.proc.stdout.readline()
            if not line:
                sys.exit("the engine exited")
            words = line.split()
            if words[:1] == ["bestmove"]:
                return words[1], score
            if "score" in words:
                i = words.index("score")
                kind, value = words[i + 1], int(words[i + 2])
                score = value if kind == "cp" else (100000 if value > 0 else -100000)

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            # Already gone (a Ctrl-C reaches the whole process group) or stuck.
            self.proc.kill()


def opening(rng, engine, plies, max_cp):
    """A random opening of `plies` legal moves whose position the engine scores within
    `max_cp` (drawn again until one is): returns the board."""
    while True:
        board = chess.Board()
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if board.is_game_over(claim_draw=True):
            continue
        engine.new_game()
        _, score = engine.search(board.fen(), [])
        if abs(score) <= max_cp:
            return board


def play_game(engine, board, args):
    """Plays `board` out; returns (result text, quiet FENs seen)."""
    start = board.fen()
    moves, fens, seen = [], [], set()
    ahead, level, last_sign = 0, 0, 0
    engine.new_game()
    while True:
        if board.is_game_over(claim_draw=True):
            return board.result(claim_draw=True), fens
        if board.ply() >= args.max_plies:
            return "1/2-1/2", fens
        text, score = engine.search(start, moves)
        move = chess.Move.from_uci(text)
        if move not in board.legal_moves:
            sys.exit(f"illegal move {text} in {board.fen()}")
        quiet = not board.is_capture(move) and move.promotion is None
        key = board.epd()
        if board.ply() >= args.first_ply and quiet and not board.is_check() and key not in seen:
            seen.add(key)
            fens.append(board.fen())
        white = score if board.turn == chess.WHITE else -score
        sign = 1 if white >= args.win_cp else -1 if white <= -args.win_cp else 0
        ahead = ahead + 1 if sign and sign == last_sign else abs(sign)
        last_sign = sign
        level = level + 1 if abs(white) <= 10 and board.ply() >= 100 else 0
        if ahead >= args.win_plies:
            return ("1-0" if white > 0 else "0-1"), fens
        if level >= 20:
            return "1/2-1/2", fens
        board.push(move)
        moves.append(text)


def read_progress(path):
    """(games done, bytes of OUT they fill) from OUT.progress, or (0, 0)."""
    try:
        with open(path, encoding="ascii") as f:
            games, size = f.read().split()
            return int(games), int(size)
    except FileNotFoundError:
        return 0, 0


def write_progress(path, games, size):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="ascii") as f:
        f.write(f"{games} {size}\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="positions file (appended to)")
    parser.add_argument("--engine", default="target/release/kingpost")
    parser.add_argument("--depth", type=int, default=6, help="search depth per move")
    parser.add_argument("--nodes", type=int, help="search nodes per move instead of a depth")
    parser.add_argument("--games", type=int, default=1000, help="stop when this many are done")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random openings")
    parser.add_argument("--random-plies", type=int, default=8, help="random moves to open")
    parser.add_argument("--opening-cp", type=int, default=150,
                        help="redraw an opening the engine scores beyond this")
    parser.add_argument("--first-ply", type=int, default=16, help="first ply recorded")
    parser.add_argument("--win-cp", type=int, default=1000)
    parser.add_argument("--win-plies", type=int, default=6)
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--hash", type=int, default=16)
    args = parser.parse_args()

    progress = args.out + ".progress"
    done, size = read_progress(progress)
    # Forget a game that was being written when the last run stopped.
    with open(args.out, "a", encoding="ascii") as f:
        f.truncate(size)
    limit = f"nodes {args.nodes}" if args.nodes else f"depth {args.depth}"
    engine = Engine(args.engine, args.hash, limit)
    counts = {"1-0": 0, "1/2-1/2": 0, "0-1": 0}
    positions = 0
    try:
        while done < args.games:
            rng = random.Random(args.seed * 1_000_003 + done)
            board = opening(rng, engine, args.random_plies, args.opening_cp)
            result, fens = play_game(engine, board, args)
            with open(args.out, "a", encoding="ascii") as f:
                f.writelines(f"{fen};{result}\n" for fen in fens)
                f.flush()
                os.fsync(f.fileno())
                size = f.tell()
            done += 1
            write_progress(progress, done, size)
            counts[result] += 1
            positions += len(fens)
            print(f"game {done}: {result}, {len(fens)} positions "
                  f"(this run: +{counts['1-0']} ={counts['1/2-1/2']} -{counts['0-1']}, "
                  f"{positions} positions)", flush=True)
    except KeyboardInterrupt:
        print(f"stopped; {done} games done, {args.out} holds them", file=sys.stderr)
    finally:
        engine.close()


if __name__ == "__main__":
    main()
