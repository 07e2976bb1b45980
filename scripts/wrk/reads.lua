-- wrk script: reads of the games, in turn: the JSON view (GET /api/v1/games/{id}) with a
-- player's token, or with WRK_PAGES=1 the HTML game page (GET /games/{id}) with the session
-- cookie of a player signed in through the login form. Counts answers other than 200.
local data = dofile(os.getenv("WRK_GAMES"))
local pages = os.getenv("WRK_PAGES") == "1"
local threads = {}

function setup(thread) table.insert(threads, thread) end

function init(args)
  -- The page phase reads the signed-in player's own games (White in every one of them).
  games, refused = {}, 0
  for _, game in ipairs(data.games) do
    if not pages or game.white == data.own then table.insert(games, game) end
  end
  next_game = math.random(#games)
end

function request()
  next_game = next_game % #games + 1
  local game = games[next_game]
  if pages then
    return wrk.format("GET", "/games/" .. game.id, { ["Cookie"] = data.cookie })
  end
  return wrk.format("GET", "/api/v1/games/" .. game.id,
    { ["Authorization"] = "Bearer " .. game.white })
end

function response(status, headers, body)
  if status ~= 200 then refused = refused + 1 end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("refused") end
  io.write(string.format("answers other than 200: %d\n", total))
end
