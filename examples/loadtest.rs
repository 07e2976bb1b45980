//! Load test for a running Kingpost server: many games in parallel, every request a real legal
//! move through `POST /api/v1/games/{id}/moves`, then reads of `GET /api/v1/games/{id}` and of the
//! HTML game page `GET /games/{id}` (signed in through the login form as a player of the game).
//!
//! Run by `scripts/load-benchmark`, which builds the release server, starts it on a fresh
//! SQLite data dir and calls this with its address:
//!
//! ```text
//! cargo run --release --example loadtest -- http://127.0.0.1:PORT[,http://127.0.0.1:PORT2…] [games] [workers] [seconds]
//! ```
//!
//! With several addresses (processes of one instance on PostgreSQL) the worker threads take
//! them in turn, a round robin as a load balancer would do.
//!
//! Set-up (accounts, tokens, challenges, games) is not timed. Each worker thread owns a share of
//! the games and one keep-alive connection; it plays the games' moves in turn, so every move is
//! legal and sent with its `ply`. A game that ends is replaced by a new one (untimed). Moves come
//! from random legal playouts with a fixed seed, computed beforehand with shakmaty. Before each
//! read phase the load test waits (untimed) until the server has sent the mail of the moves
//! (`mail_queue` of `/healthz`) and prints how fast that went.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

/// One keep-alive HTTP/1.1 connection, with the session cookie the server last set.
struct Conn {
    reader: BufReader<TcpStream>,
    host: String,
    cookie: Option<String>,
}

impl Conn {
    fn open(host: &str) -> Conn {
        let stream = TcpStream::connect(host).unwrap();
        stream.set_nodelay(true).unwrap();
        Conn {
            reader: BufReader::new(stream),
            host: host.to_owned(),
            cookie: None,
        }
    }

    /// Sends a request and returns (status, body).
    fn request(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (u16, Vec<u8>) {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        self.send(method, path, token, "application/json", &body)
    }

    /// Sends an HTML form (already URL-encoded) and returns (status, body).
    fn form(&mut self, path: &str, fields: &str) -> (u16, Vec<u8>) {
        self.send(
            "POST",
            path,
            None,
            "application/x-www-form-urlencoded",
            fields,
        )
    }

    fn send(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        content_type: &str,
        body: &str,
    ) -> (u16, Vec<u8>) {
        let auth = token
            .map(|t| format!("Authorization: Bearer {t}\r\n"))
            .unwrap_or_default();
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("Cookie: {c}\r\n"))
            .unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\n{auth}{cookie}Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
            self.host,
            body.len()
        );
        for _attempt in 0..3 {
            let stream = self.reader.get_mut();
            let sent = stream
                .write_all(head.as_bytes())
                .and_then(|()| stream.write_all(body.as_bytes()));
            if let (Ok(()), Some(response)) = (sent, self.read_response()) {
                return response;
            }
            // The server closed the idle keep-alive connection: reconnect and resend.
            let cookie = self.cookie.take();
            *self = Conn::open(&self.host);
            self.cookie = cookie;
        }
        panic!("{method} {path}: the server keeps closing the connection");
    }

    fn read_response(&mut self) -> Option<(u16, Vec<u8>)> {
        let mut line = String::new();
        if self.reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let status: u16 = line.split_whitespace().nth(1)?.parse().ok()?;
        let mut length = 0usize;
        loop {
            line.clear();
            self.reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            if let Some((name, value)) = line.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().unwrap();
                } else if name.eq_ignore_ascii_case("set-cookie") {
                    self.cookie = value.trim().split(';').next().map(str::to_owned);
                }
            }
        }
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body).ok()?;
        Some((status, body))
    }

    fn json(
        &mut self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Value {
        let (status, bytes) = self.request(method, path, token, body.as_ref());
        assert!(
            status < 300,
            "{method} {path}: {status} {}",
            String::from_utf8_lossy(&bytes)
        );
        serde_json::from_slice(&bytes).unwrap()
    }
}

/// A fixed-seed random legal game, in UCI, stopping before the game would end.
fn playout(seed: &mut u64, plies: usize) -> Vec<String> {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        let mv = legal[(*seed % legal.len() as u64) as usize];
        let mut next = pos.clone();
        next.play_unchecked(mv);
        if next.is_game_over() || next.halfmoves() > 60 {
            break;
        }
        moves.push(UciMove::from_move(mv, CastlingMode::Standard).to_string());
        pos = next;
    }
    moves
}

struct Game {
    id: i64,
    tokens: [String; 2],
    moves: Vec<String>,
    ply: usize,
}

fn register(conn: &mut Conn, name: &str) -> String {
    let account = json!({"username": name, "email": format!("{name}@example.org"), "password": "load test password"});
    conn.json("POST", "/api/v1/accounts", None, Some(account));
    let login = json!({"username": name, "password": "load test password"});
    conn.json("POST", "/api/v1/tokens", None, Some(login))["token"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Signs in through the login form, so the connection carries a session cookie.
fn login(conn: &mut Conn, name: &str) {
    let (status, page) = conn.request("GET", "/login", None, None);
    let page = String::from_utf8(page).unwrap();
    let csrf = page
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap_or_else(|| panic!("no sign-in form for {name}: {status} {page:.300}"))
        .to_owned();
    let fields = format!("username={name}&password=load+test+password&csrf={csrf}");
    let (status, _) = conn.form("/login", &fields);
    assert_eq!(status, 303, "signing in as {name}");
}

fn new_game(
    conn: &mut Conn,
    white: &(String, String),
    black: &(String, String),
    seed: &mut u64,
) -> Game {
    let terms = json!({"opponent": black.0, "color": "white", "time_control": "10/50"});
    let challenge =
        conn.json("POST", "/api/v1/challenges", Some(&white.1), Some(terms))["id"].clone();
    let path = format!("/api/v1/challenges/{challenge}/accept");
    let id = conn.json("POST", &path, Some(&black.1), Some(json!({})))["game_id"]
        .as_i64()
        .unwrap();
    Game {
        id,
        tokens: [white.1.clone(), black.1.clone()],
        moves: playout(seed, 120),
        ply: 0,
    }
}

#[derive(Default)]
struct Stats {
    latencies_us: Vec<u64>,
    refused: u64,
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index] as f64 / 1000.0
}

fn report(label: &str, stats: &Stats, elapsed: Duration) {
    let mut lat = stats.latencies_us.clone();
    lat.sort_unstable();
    let secs = elapsed.as_secs_f64();
    println!(
        "{label}: {} accepted in {secs:.1} s = {:.0}/s; latency ms p50 {:.2} p90 {:.2} p99 {:.2} max {:.2}; refused {}",
        lat.len(),
        lat.len() as f64 / secs,
        percentile(&lat, 0.50),
        percentile(&lat, 0.90),
        percentile(&lat, 0.99),
        percentile(&lat, 1.0),
        stats.refused
    );
}

/// Plays moves in this worker's games until `deadline`.
fn play_worker(
    host: String,
    mut games: Vec<Game>,
    players: Arc<Vec<(String, String)>>,
    seed: u64,
    deadline: Instant,
) -> Stats {
    let mut conn = Conn::open(&host);
    let mut stats = Stats::default();
    let mut seed = seed;
    let mut next = 0;
    while Instant::now() < deadline {
        let count = games.len();
        let game = &mut games[next % count];
        next += 1;
        if game.ply >= game.moves.len() {
            let a = &players[(seed % players.len() as u64) as usize];
            let b = &players[((seed / 7 + 1) % players.len() as u64) as usize];
            if a.0 != b.0 {
                *game = new_game(&mut conn, a, b, &mut seed);
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            continue;
        }
        let body = json!({"move": game.moves[game.ply], "ply": game.ply});
        let path = format!("/api/v1/games/{}/moves", game.id);
        let started = Instant::now();
        let (status, _) =
            conn.request("POST", &path, Some(&game.tokens[game.ply % 2]), Some(&body));
        let micros = started.elapsed().as_micros() as u64;
        if status == 200 {
            stats.latencies_us.push(micros);
            game.ply += 1;
        } else {
            stats.refused += 1;
        }
    }
    stats
}

/// Reads `prefix{id}` for the games in turn until `deadline`: the JSON view with the token, or
/// (with `login`) the HTML game page as that player, signed in.
fn read_worker(
    host: String,
    prefix: &str,
    ids: Vec<i64>,
    token: Option<String>,
    login_as: Option<String>,
    deadline: Instant,
) -> Stats {
    // One sign-in at a time: the sign-in throttle counts an attempt from before its password is
    // checked, so 32 at once for one account would be slowed like guessing. The connection is
    // opened once it is this worker's turn: one opened before would wait idle for the others'
    // sign-ins, and the server answers a connection silent for 5 s with 408.
    static SIGN_IN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let turn = login_as.as_ref().map(|_| {
        SIGN_IN
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    });
    let mut conn = Conn::open(&host);
    if let Some(name) = &login_as {
        login(&mut conn, name);
    }
    drop(turn);
    let mut stats = Stats::default();
    let mut next = 0;
    while Instant::now() < deadline {
        let path = format!("{prefix}{}", ids[next % ids.len()]);
        next += 1;
        let started = Instant::now();
        let (status, _) = conn.request("GET", &path, token.as_deref(), None);
        if status == 200 {
            stats
                .latencies_us
                .push(started.elapsed().as_micros() as u64);
        } else {
            stats.refused += 1;
        }
    }
    stats
}

fn merge(parts: Vec<Stats>) -> Stats {
    let mut all = Stats::default();
    for part in parts {
        all.latencies_us.extend(part.latencies_us);
        all.refused += part.refused;
    }
    all
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let url = args
        .get(1)
        .map(String::as_str)
        .unwrap_or("http://127.0.0.1:8080");
    // Several servers of one instance, comma-separated: the worker threads take them in turn.
    let hosts: Vec<String> = url
        .split(',')
        .map(|u| {
            u.trim_start_matches("http://")
                .trim_end_matches('/')
                .to_owned()
        })
        .collect();
    let host = hosts[0].clone();
    let games: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(400);
    let workers: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(32);
    let seconds: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(10);

    eprintln!("set-up: {} players, {games} games ...", workers * 2);
    let mut conn = Conn::open(&host);
    let players: Vec<(String, String)> = (0..workers * 2)
        .map(|i| {
            let name = format!("load{i}");
            let token = register(&mut conn, &name);
            (name, token)
        })
        .collect();
    let players = Arc::new(players);
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let all_games: Vec<Game> = (0..games)
        .map(|i| {
            new_game(
                &mut conn,
                &players[(i * 2) % players.len()],
                &players[(i * 2 + 1) % players.len()],
                &mut seed,
            )
        })
        .collect();
    let ids: Vec<i64> = all_games.iter().map(|g| g.id).collect();

    let shares = Arc::new(Mutex::new(all_games));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let handles: Vec<_> = (0..workers)
        .map(|w| {
            let mine: Vec<Game> = {
                let mut all = shares.lock().unwrap();
                let take = (games / workers).max(1).min(all.len());
                all.drain(..take).collect()
            };
            let (host, players) = (hosts[w % hosts.len()].clone(), players.clone());
            std::thread::spawn(move || play_worker(host, mine, players, 1 + w as u64, deadline))
        })
        .collect();
    let moves = merge(handles.into_iter().map(|h| h.join().unwrap()).collect());
    report(
        "moves (POST /api/v1/games/{id}/moves)",
        &moves,
        started.elapsed(),
    );

    let token = Some(players[0].1.clone());
    drain_mail_queue(&host);
    read_phase(
        &hosts,
        "/api/v1/games/",
        &ids,
        token,
        None,
        workers,
        seconds,
    );
    // Player 0 plays White in every game of the first share; each page reader signs in as them.
    let own: Vec<i64> = ids.iter().step_by(players.len() / 2).copied().collect();
    let name = Some(players[0].0.clone());
    drain_mail_queue(&host);
    read_phase(&hosts, "/games/", &own, None, name, workers, seconds);
}

/// Waits (untimed, up to two minutes) until the server has sent the mail of the phase before,
/// so that each phase measures its own requests; prints how fast the queue emptied.
fn drain_mail_queue(host: &str) {
    let mut conn = Conn::open(host);
    let queued = |conn: &mut Conn| conn.json("GET", "/healthz", None, None)["mail_queue"].as_i64();
    let started = Instant::now();
    let first = queued(&mut conn).unwrap_or(0);
    let mut left = first;
    while left > 0 && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(200));
        left = queued(&mut conn).unwrap_or(0);
    }
    if first > 0 {
        let seconds = started.elapsed().as_secs_f64();
        let rate = (first - left) as f64 / seconds;
        eprintln!(
            "mail queue: {first} messages, {left} left after {seconds:.1} s ({rate:.0} sent/s)"
        );
    }
}

/// `workers` threads reading `prefix{id}` for `seconds`; prints the report.
fn read_phase(
    hosts: &[String],
    prefix: &'static str,
    ids: &[i64],
    token: Option<String>,
    login_as: Option<String>,
    workers: usize,
    seconds: u64,
) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let handles: Vec<_> = (0..workers)
        .map(|w| {
            let host = hosts[w % hosts.len()].clone();
            let (ids, token) = (ids.to_vec(), token.clone());
            let login_as = login_as.clone();
            std::thread::spawn(move || read_worker(host, prefix, ids, token, login_as, deadline))
        })
        .collect();
    let reads = merge(handles.into_iter().map(|h| h.join().unwrap()).collect());
    let label = if login_as.is_none() {
        "reads (GET /api/v1/games/{id})"
    } else {
        "game pages (GET /games/{id}, HTML, signed in)"
    };
    report(label, &reads, started.elapsed());
}
