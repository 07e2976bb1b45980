#!/usr/bin/env python3
"""Set-up for the wrk load harness (scripts/load-wrk): shares no code with examples/loadtest.rs.

Creates players and games on a running Kingpost through its public HTTP API (urllib only), draws
each game's moves with python-chess (random legal playouts, a fixed seed), signs one player in
through the login form for the page phase, and writes what the wrk Lua scripts need as a Lua
table: games (id, white token, black token, the moves in UCI) and the session cookie.

Usage: setup.py BASE_URL GAMES PLAYERS OUT.lua
"""
import http.cookiejar
import json
import random
import re
import sys
import urllib.parse
import urllib.request

import chess

PASSWORD = "wrk load password"


def call(base, method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read() or b"null")


def player(base, name):
    call(base, "POST", "/api/v1/accounts",
         {"username": name, "email": f"{name}@example.org", "password": PASSWORD})
    return call(base, "POST", "/api/v1/tokens", {"username": name, "password": PASSWORD})["token"]


def playout(rng, plies):
    board, line = chess.Board(), []
    while len(line) < plies:
        move = rng.choice(list(board.legal_moves))
        board.push(move)
        if board.is_game_over(claim_draw=False) or board.halfmove_clock > 60 \
                or board.is_repetition(3):
            break
        line.append(move.uci())
    return line


def session_cookie(base, name):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(base + "/login").read().decode()
    csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)
    form = urllib.parse.urlencode({"username": name, "password": PASSWORD, "csrf": csrf})
    opener.open(base + "/login", data=form.encode())
    return "; ".join(f"{c.name}={c.value}" for c in jar)


def lua_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    base, games, players, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = random.Random(20261126)
    names = [f"wrk{i}" for i in range(players)]
    tokens = {name: player(base, name) for name in names}
    rows = []
    for i in range(games):
        white, black = names[(2 * i) % players], names[(2 * i + 1) % players]
        terms = {"opponent": black, "color": "white", "time_control": "10/50"}
        challenge = call(base, "POST", "/api/v1/challenges", terms, tokens[white])["id"]
        game = call(base, "POST", f"/api/v1/challenges/{challenge}/accept", {}, tokens[black])
        rows.append((game["game_id"], tokens[white], tokens[black], playout(rng, 120)))
    cookie = session_cookie(base, names[0])
    with open(out, "w") as f:
        f.write("return {\n  cookie = %s,\n  own = %s,\n  games = {\n"
                % (lua_string(cookie), lua_string(tokens[names[0]])))
        for gid, wt, bt, line in rows:
            moves = ", ".join(lua_string(m) for m in line)
            f.write(f"    {{ id = {gid}, white = {lua_string(wt)}, black = {lua_string(bt)}, "
                    f"moves = {{ {moves} }} }},\n")
        f.write("  },\n}\n")
    print(f"{games} games for {players} players; {sum(len(r[3]) for r in rows)} moves ready; "
          f"player {names[0]} signed in for the page phase", file=sys.stderr)


if __name__ == "__main__":
    main()
