-- wrk script: every request a legal move through POST /api/v1/games/{id}/moves, with its ply.
-- Each wrk thread owns a disjoint share of the games and plays them in turn, so a game's next
-- move is sent only after its previous one was answered (a thread has fewer connections than
-- games). Counts answers other than 200 (each one would be a refused move) and prints them.
local data = dofile(os.getenv("WRK_GAMES"))
local counter, threads = 0, {}

function setup(thread)
  thread:set("index", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function init(args)
  -- With several servers (scripts/load-wrk in PostgreSQL mode) one wrk runs per server, each
  -- with its own share of the games too (WRK_PART of WRK_PARTS).
  local count = tonumber(os.getenv("WRK_THREADS"))
  local part, parts = tonumber(os.getenv("WRK_PART") or "0"), tonumber(os.getenv("WRK_PARTS") or "1")
  mine, next_game, refused = {}, 0, 0
  -- wrk calls the first thread's request() once before the run to check it; that call must not
  -- use up a move.
  checking = index == 0
  for i, game in ipairs(data.games) do
    if (i - 1) % (count * parts) == part * count + index then
      table.insert(mine, { id = game.id, tokens = { game.white, game.black },
                           moves = game.moves, ply = 0 })
    end
  end
end

function request()
  if checking then
    checking = false
    return wrk.format("GET", "/healthz")
  end
  for _ = 1, #mine do
    next_game = next_game % #mine + 1
    local game = mine[next_game]
    if game.ply < #game.moves then
      local body = string.format('{"move":"%s","ply":%d}', game.moves[game.ply + 1], game.ply)
      local token = game.tokens[game.ply % 2 + 1]
      game.ply = game.ply + 1
      return wrk.format("POST", "/api/v1/games/" .. game.id .. "/moves",
        { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. token }, body)
    end
  end
  return wrk.format("GET", "/healthz")
end

function response(status, headers, body)
  if status ~= 200 then
    refused = refused + 1
    if os.getenv("WRK_DEBUG") and not body:find("stale_ply") then io.write(status, " ", body, "\n") end
  end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("refused") end
  io.write(string.format("answers other than 200: %d\n", total))
end
