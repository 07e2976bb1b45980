//! A second opinion from an external UCI engine (e.g. Debian's `stockfish`), run as a child
//! process for one analysis: `uci`, `isready`, `ucinewgame`, `position fen … moves …`,
//! `go movetime …` (or `nodes …`), then `quit`. The last `info` line with a score and a principal
//! variation before `bestmove` is the opinion. An engine that does not answer in time is stopped
//! and killed; nothing waits forever.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

use super::Budget;
use super::opinion::{EngineOpinion, WhiteScore, san_line};
use crate::engine::Score;

/// How long the engine may take to start and to answer `isready`.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// Extra time allowed after the thinking time before the engine is stopped.
const GRACE: Duration = Duration::from_secs(5);
/// How long a search by nodes alone may take.
const NODES_ONLY_LIMIT: Duration = Duration::from_secs(120);

/// An external UCI engine program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalEngine {
    /// The program to run.
    pub path: PathBuf,
}

/// Why the external engine gave no opinion.
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    /// The program could not be started.
    #[error(
        "cannot start the UCI engine {path}: {reason}; give the path of a UCI engine program, \
         such as /usr/games/stockfish"
    )]
    Spawn {
        /// The program.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// It did not speak UCI as expected.
    #[error("the UCI engine {path} did not answer as UCI requires: {reason}")]
    Protocol {
        /// The program.
        path: PathBuf,
        /// What was missing or wrong.
        reason: String,
    },
}

/// What to analyse.
pub struct Request<'a> {
    /// The game's start position.
    pub start_fen: &'a str,
    /// The moves from there, in UCI.
    pub moves: &'a [String],
    /// Chess960 castling notation.
    pub chess960: bool,
    /// The position after the moves (for SAN).
    pub position: &'a Chess,
    /// How long to think.
    pub budget: &'a Budget,
}

/// A running engine: its stdin and a channel of its output lines.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    path: PathBuf,
}

/// The parts of an `info` line the opinion needs.
#[derive(Default)]
struct Info {
    depth: u32,
    score: Option<Score>,
    nodes: u64,
    time_ms: u64,
    pv: Vec<String>,
}

impl ExternalEngine {
    /// Analyses the position within the budget.
    pub fn analyse(&self, request: &Request<'_>) -> Result<EngineOpinion, ExternalError> {
        let mut session = Session::start(&self.path)?;
        let result = session.analyse(request);
        session.close();
        result
    }
}

impl Session {
    fn start(path: &PathBuf) -> Result<Session, ExternalError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| ExternalError::Spawn {
                path: path.clone(),
                reason: e.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(ExternalError::Spawn {
                path: path.clone(),
                reason: "its standard input and output could not be connected".to_owned(),
            });
        };
        let (sender, lines) = channel();
        std::thread::Builder::new()
            .name("kingpost-uci-reader".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| ExternalError::Spawn {
                path: path.clone(),
                reason: e.to_string(),
            })?;
        Ok(Session {
            child,
            stdin,
            lines,
            path: path.clone(),
        })
    }

    fn protocol(&self, reason: impl Into<String>) -> ExternalError {
        ExternalError::Protocol {
            path: self.path.clone(),
            reason: reason.into(),
        }
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| self.protocol(format!("writing '{line}' failed: {e}")))
    }

    /// Reads lines until one starts with `token`, handing the others to `seen`.
    fn wait_for(
        &mut self,
        token: &str,
        limit: Duration,
        seen: &mut dyn FnMut(&str),
    ) -> Result<String, ExternalError> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(token) => return Ok(line),
                Ok(line) => seen(&line),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(
                        self.protocol(format!("no '{token}' within {} s", limit.as_secs_f32()))
                    );
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(self.protocol(format!("it exited before sending '{token}'")));
                }
            }
        }
    }

    fn analyse(&mut self, request: &Request<'_>) -> Result<EngineOpinion, ExternalError> {
        let name = self.handshake(request)?;
        let last = self.search(request)?;
        let score = last
            .score
            .ok_or_else(|| self.protocol("no 'info … score …' line before 'bestmove'"))?;
        let pos = request.position;
        let moves: Vec<_> = last
            .pv
            .iter()
            .map_while(|text| text.parse::<UciMove>().ok())
            .scan(pos.clone(), |p, uci| {
                let m = uci.to_move(p).ok()?;
                p.play_unchecked(m);
                Some(m)
            })
            .collect();
        Ok(EngineOpinion {
            name: name.unwrap_or_else(|| self.path.display().to_string()),
            score: WhiteScore::from_side_to_move(score, pos.turn()),
            depth: last.depth,
            nodes: last.nodes,
            time_ms: last.time_ms,
            pv: san_line(pos, &moves),
        })
    }

    /// `uci`, options, `isready`: returns the engine's name.
    fn handshake(&mut self, request: &Request<'_>) -> Result<Option<String>, ExternalError> {
        let mut name = None;
        self.send("uci")?;
        self.wait_for("uciok", HANDSHAKE, &mut |line| {
            if let Some(n) = line.strip_prefix("id name ") {
                name = Some(n.trim().to_owned());
            }
        })?;
        self.send(&format!(
            "setoption name Hash value {}",
            request.budget.hash_mb
        ))?;
        if request.chess960 {
            self.send("setoption name UCI_Chess960 value true")?;
        }
        self.send("isready")?;
        self.wait_for("readyok", HANDSHAKE, &mut |_| {})?;
        Ok(name)
    }

    /// `position`, `go`, and the last scored `info` line before `bestmove`.
    fn search(&mut self, request: &Request<'_>) -> Result<Info, ExternalError> {
        self.send("ucinewgame")?;
        let mut position = format!("position fen {}", request.start_fen);
        if !request.moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&request.moves.join(" "));
        }
        self.send(&position)?;
        let (go, limit) = go_command(request.budget);
        self.send(&go)?;
        let mut last = Info::default();
        let mut on_line = |line: &str| {
            if let Some(info) = parse_info(line) {
                last = info;
            }
        };
        if let Err(e) = self.wait_for("bestmove", limit, &mut on_line) {
            // Too slow: ask for the move now, and give up if even that does not come.
            self.send("stop")?;
            self.wait_for("bestmove", GRACE, &mut on_line)
                .map_err(|_| e)?;
        }
        Ok(last)
    }

    /// Asks the engine to quit, and kills it if it does not within a second.
    fn close(mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `go` command for a budget, and how long to wait for its `bestmove`.
fn go_command(budget: &Budget) -> (String, Duration) {
    match (budget.time, budget.nodes) {
        (Some(time), Some(nodes)) => (
            format!("go movetime {} nodes {nodes}", time.as_millis()),
            time + GRACE,
        ),
        (None, Some(nodes)) => (format!("go nodes {nodes}"), NODES_ONLY_LIMIT),
        (time, None) => {
            let time = time.unwrap_or(super::DEFAULT_TIME);
            (format!("go movetime {}", time.as_millis()), time + GRACE)
        }
    }
}

/// Reads an `info` line that carries a score (bounds and `info string` lines are skipped).
fn parse_info(line: &str) -> Option<Info> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let mut info = Info::default();
    while let Some(word) = words.next() {
        match word {
            "string" => return None,
            "lowerbound" | "upperbound" => return None,
            "depth" => info.depth = words.next()?.parse().ok()?,
            "nodes" => info.nodes = words.next()?.parse().ok()?,
            "time" => info.time_ms = words.next()?.parse().ok()?,
            "score" => {
                let kind = words.next()?;
                let value: i32 = words.next()?.parse().ok()?;
                info.score = Some(match kind {
                    "cp" => Score::Cp(value),
                    "mate" => Score::Mate(value),
                    _ => return None,
                });
            }
            "pv" => {
                info.pv = words.by_ref().map(str::to_owned).collect();
            }
            _ => {}
        }
    }
    info.score.is_some().then_some(info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_with_a_score_are_read() {
        let info = parse_info(
            "info depth 22 seldepth 30 multipv 1 score cp -35 nodes 123456 nps 1000 \
             time 120 pv e7e5 g1f3 b8c6",
        )
        .unwrap();
        assert_eq!(
            (info.depth, info.score, info.nodes, info.time_ms),
            (22, Some(Score::Cp(-35)), 123_456, 120)
        );
        assert_eq!(info.pv, ["e7e5", "g1f3", "b8c6"]);
        assert!(parse_info("info string NNUE evaluation using nn.nnue enabled").is_none());
        assert!(parse_info("info depth 3 score cp 10 lowerbound nodes 5").is_none());
        assert!(parse_info("info depth 1 currmove e2e4 currmovenumber 1").is_none());
        let mate = parse_info("info depth 5 score mate -2 pv a1a2").unwrap();
        assert_eq!(mate.score, Some(Score::Mate(-2)));
    }

    #[test]
    fn go_follows_the_budget() {
        let timed = Budget {
            time: Some(Duration::from_millis(1500)),
            nodes: None,
            hash_mb: 16,
        };
        assert_eq!(go_command(&timed).0, "go movetime 1500");
        let nodes = Budget {
            time: None,
            nodes: Some(50_000),
            hash_mb: 16,
        };
        assert_eq!(go_command(&nodes).0, "go nodes 50000");
    }

    #[test]
    fn a_missing_program_says_what_to_give() {
        let engine = ExternalEngine {
            path: PathBuf::from("/nonexistent/stockfish"),
        };
        let pos = Chess::default();
        let err = engine
            .analyse(&Request {
                start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                moves: &[],
                chess960: false,
                position: &pos,
                budget: &Budget::default(),
            })
            .unwrap_err();
        assert!(err.to_string().contains("/usr/games/stockfish"), "{err}");
    }
}
