#!/usr/bin/env python3
"""Play Kingpost's engine against another UCI engine and report the score with its error margin.

Default opponent: Debian's Stockfish limited to UCI_Elo 2200. Every opening of a fixed list is
played twice, once with each colour, at a Fischer time control; each engine is single-threaded.
Games end by the rules (mate, stalemate, threefold, 50 moves, dead material), by a loss on time,
(more than 0.15 s over), or by adjudication when both engines agree that one side is winning (>= 1000 cp for 5 moves each)
or the game passes 300 plies (a draw).

Needs: python-chess (`pip install chess`), the engine (`cargo build --release`), and the opponent
(`apt-get install -y stockfish`). Run niced on a shared machine:

    nice -n 10 python3 scripts/match.py --games 24 --tc 10+0.1 --cpu-clock --pgn /tmp/match.pgn
"""

import argparse
import math
import os
import sys
import time

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit("match.py needs python-chess: pip install chess")

# Balanced openings (UCI moves), each played from both sides: 50 of them, so a 100-game match
# plays every opening once with each colour.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3",
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",
    "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4",
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5",
    "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4",
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",
    "g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7",
    "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g7g6",
    "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6",
    "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7",
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4",
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6",
    "e2e4 e7e5 b1c3 g8f6 f2f4 d7d5",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 f2f4 f8g7",
    "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6 g1f3 c8g4",
    "e2e4 e7e6 d2d4 d7d5 b1d2 g8f6 e4e5 f6d7",
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5",
    "d2d4 d7d5 c2c4 e7e6 b1c3 f8e7 g1f3 g8f6 c1f4",
    "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8",
    "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7",
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4 d5c3 b2c3",
    "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6 b1c3 e6d5 c4d5 d7d6",
    "d2d4 g8f6 c2c4 c7c5 d4d5 b7b5 c4b5 a7a6",
    "d2d4 f7f5 g2g3 g8f6 f1g2 g7g6 g1f3 f8g7",
    "d2d4 g8f6 c1g5 e7e6 e2e4 h7h6 g5f6 d8f6",
    "d2d4 d7d5 g1f3 g8f6 c1f4 c7c5 e2e3 b8c6",
    "c2c4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7",
    "c2c4 g8f6 b1c3 e7e6 e2e4 d7d5 e4e5 d5d4",
    "c2c4 e7e6 g1f3 d7d5 g2g3 g8f6 f1g2 f8e7",
    "g1f3 g8f6 c2c4 b7b6 g2g3 c8b7 f1g2 e7e6",
    "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4",
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7",
    "e2e4 e7e5 f2f4 e5f4 g1f3 g7g5",
    "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
    "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6 d2d4 e5d4",
    "d2d4 d7d5 c2c4 c7c6 b1c3 g8f6 e2e3 e7e6 g1f3 b8d7",
    "d2d4 g8f6 c2c4 g7g6 g2g3 f8g7 f1g2 e8g8 b1c3 d7d6",
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6 c1e3 a7a6",
    "b2b3 e7e5 c1b2 b8c6 e2e3 d7d5",
    "e2e4 c7c5 g1f3 b8c6 f1b5 g7g6 e1g1 f8g7",
    "d2d4 e7e6 c2c4 f8b4 c1d2 d8e7",
    "e2e4 e7e5 f1c4 g8f6 d2d3 c7c6",
    "d2d4 g8f6 g1f3 e7e6 e2e3 c7c5 f1d3 d7d5",
]

MAX_PLIES = 300
# A move that overdraws the clock by less than this is not a loss (pipe and scheduling latency).
TIME_TOLERANCE = 0.15
ADJUDICATE_CP = 1000
ADJUDICATE_MOVES = 5


def parse_tc(text):
    base, _, inc = text.partition("+")
    return float(base), float(inc or 0)


def open_engine(path, options):
    engine = chess.engine.SimpleEngine.popen_uci(path)
    engine.configure({k: v for k, v in options.items() if k in engine.options})
    return engine


def cpu_seconds(engine):
    """CPU time (user + system, all threads) the engine process has used so far."""
    pid = engine.transport.get_pid()
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def white_pov_cp(info, board):
    score = info.get("score")
    if score is None:
        return None
    return score.white().score(mate_score=100000)


def play_game(white, black, opening, tc, names, cpu_clock, game_key, movetime=None):
    """Plays one game; returns (result string, reason, pgn game). A new `game_key` makes
    python-chess send `ucinewgame`, so no hash table carries over from the previous game."""
    board = chess.Board()
    for uci in opening.split():
        board.push_uci(uci)
    base, inc = tc
    clocks = {chess.WHITE: base, chess.BLACK: base}
    engines = {chess.WHITE: white, chess.BLACK: black}
    streak = {chess.WHITE: 0, chess.BLACK: 0}
    spent = {chess.WHITE: [0.0, 0], chess.BLACK: [0.0, 0]}
    result, reason = None, None
    while result is None:
        if board.is_game_over(claim_draw=True):
            result = board.result(claim_draw=True)
            reason = board.outcome(claim_draw=True).termination.name.lower()
            break
        if board.ply() >= MAX_PLIES:
            result, reason = "1/2-1/2", "move limit"
            break
        side = board.turn
        limit = chess.engine.Limit(
            white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
            white_inc=inc, black_inc=inc)
        if movetime:
            # A fixed time per move (`go movetime`): no clock to run out.
            limit = chess.engine.Limit(time=movetime)
        start = time.monotonic()
        cpu_start = cpu_seconds(engines[side]) if cpu_clock else 0.0
        played = engines[side].play(board, limit, info=chess.engine.INFO_SCORE, game=game_key)
        used = time.monotonic() - start
        if cpu_clock:
            used = cpu_seconds(engines[side]) - cpu_start
        clocks[side] -= used
        spent[side][0] += used
        spent[side][1] += 1
        if not movetime and clocks[side] < -TIME_TOLERANCE:
            result = "0-1" if side == chess.WHITE else "1-0"
            reason = "time forfeit"
            break
        clocks[side] = max(clocks[side], 0.0) + inc
        if played.move is None or played.move not in board.legal_moves:
            result = "0-1" if side == chess.WHITE else "1-0"
            reason = f"illegal move {played.move}"
            break
        cp = white_pov_cp(played.info, board)
        board.push(played.move)
        if cp is not None and cp >= ADJUDICATE_CP:
            streak[side] = max(streak[side], 0) + 1
        elif cp is not None and cp <= -ADJUDICATE_CP:
            streak[side] = min(streak[side], 0) - 1
        else:
            streak[side] = 0
        w, b = streak[chess.WHITE], streak[chess.BLACK]
        if abs(w) >= ADJUDICATE_MOVES and abs(b) >= ADJUDICATE_MOVES and (w > 0) == (b > 0):
            result, reason = ("1-0" if w > 0 else "0-1"), "adjudication"
    game = chess.pgn.Game.from_board(board)
    game.headers["White"], game.headers["Black"] = names
    game.headers["Result"] = result
    game.headers["Termination"] = reason
    for color, tag in ((chess.WHITE, "White"), (chess.BLACK, "Black")):
        seconds, moves = spent[color]
        game.headers[f"{tag}TimeUsed"] = f"{seconds:.2f}s/{moves}"
    return result, reason, game, spent


def elo_with_margin(wins, draws, losses):
    """Score fraction, Elo difference and its 95% margin (trinomial model)."""
    n = wins + draws + losses
    if n == 0:
        return 0.5, 0.0, float("inf"), float("inf")
    score = (wins + 0.5 * draws) / n
    var = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / n
    margin = 1.96 * math.sqrt(var / n)

    def elo(p):
        p = min(max(p, 1e-6), 1 - 1e-6)
        return -400 * math.log10(1 / p - 1)

    lo, hi = elo(score - margin), elo(score + margin)
    return score, elo(score), (hi - lo) / 2, margin


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine", default="target/release/kingpost")
    parser.add_argument("--opponent", default="/usr/games/stockfish")
    parser.add_argument("--opponent-kingpost", metavar="PATH",
                        help="play against another Kingpost binary (self-play, e.g. a baseline "
                             "build) instead of --opponent")
    parser.add_argument("--elo", type=int, default=2200, help="opponent UCI_Elo (0: full strength)")
    parser.add_argument("--level", type=int, default=10, help="Kingpost level 1-10")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first game (to split one match over several processes)")
    parser.add_argument("--tc", default="10+0.1", help="base+increment in seconds")
    parser.add_argument("--movetime", type=float,
                        help="a fixed time per move in seconds instead of --tc (go movetime)")
    parser.add_argument("--hash", type=int, default=16)
    parser.add_argument("--pgn", help="append the games to this PGN file")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="charge each move with the engine's CPU time instead of wall time "
                             "(fair on a shared, loaded machine, where waiting for a core is not "
                             "thinking)")
    args = parser.parse_args()

    tc = parse_tc(args.tc)
    ours = open_engine([args.engine, "uci"], {"Hash": args.hash, "Level": args.level})
    theirs_opts = {"Threads": 1, "Hash": args.hash, "Move Overhead": 30}
    if args.opponent_kingpost:
        theirs = open_engine([args.opponent_kingpost, "uci"], {"Hash": args.hash, "Level": 10})
        opp_name = f"Kingpost ({os.path.basename(args.opponent_kingpost)})"
    else:
        if args.elo:
            theirs_opts.update({"UCI_LimitStrength": True, "UCI_Elo": args.elo})
        theirs = open_engine(args.opponent, theirs_opts)
        opp_name = f"Stockfish UCI_Elo {args.elo}" if args.elo else "opponent"
    wins = draws = losses = 0
    usage = {"ours": [0.0, 0], "theirs": [0.0, 0]}
    try:
        for i in range(args.first, args.first + args.games):
            opening = OPENINGS[(i // 2) % len(OPENINGS)]
            kingpost_white = i % 2 == 0
            names = ("Kingpost", opp_name) if kingpost_white else (opp_name, "Kingpost")
            white, black = (ours, theirs) if kingpost_white else (theirs, ours)
            result, reason, game, spent = play_game(
                white, black, opening, tc, names, args.cpu_clock, i, args.movetime)
            ours_color = chess.WHITE if kingpost_white else chess.BLACK
            for who, color in (("ours", ours_color), ("theirs", not ours_color)):
                usage[who][0] += spent[color][0]
                usage[who][1] += spent[color][1]
            ours_won = result == ("1-0" if kingpost_white else "0-1")
            if result == "1/2-1/2":
                draws += 1
            elif ours_won:
                wins += 1
            else:
                losses += 1
            if args.pgn:
                with open(args.pgn, "a") as f:
                    print(game, file=f, end="\n\n")
            score, elo, elo_margin, margin = elo_with_margin(wins, draws, losses)
            print(f"game {i + 1:3}: {names[0]} - {names[1]} {result} ({reason}); "
                  f"Kingpost +{wins} ={draws} -{losses} ({100 * score:.1f}% +/- {100 * margin:.1f}%,"
                  f" Elo {elo:+.0f} +/- {elo_margin:.0f})", flush=True)
    finally:
        ours.quit()
        theirs.quit()
    score, elo, elo_margin, margin = elo_with_margin(wins, draws, losses)
    n = wins + draws + losses
    clock = "CPU" if args.cpu_clock else "wall"
    control = f"movetime {args.movetime}s" if args.movetime else args.tc
    print(f"Kingpost vs {opp_name}, {n} games at {control} ({clock} clock): +{wins} ={draws} -{losses}, "
          f"score {100 * score:.1f}% +/- {100 * margin:.1f}% (95%), "
          f"Elo difference {elo:+.0f} +/- {elo_margin:.0f}")
    for who, name in (("ours", "Kingpost"), ("theirs", opp_name)):
        seconds, moves = usage[who]
        print(f"{name}: {seconds:.1f} s over {moves} moves, {seconds / max(moves, 1):.3f} s per move")


if __name__ == "__main__":
    main()
