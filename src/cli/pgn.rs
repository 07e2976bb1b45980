//! `kingpost pgn check` and `kingpost pgn convert`: PGN files from the command line.
//!
//! Both read a file or standard input game by game, so files of any size work in little memory.
//! `check` reports each bad game on its own line and a summary; `convert` writes the good games
//! again with their tags and their moves in another notation, and reports bad games on stderr.

use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::{Args, Subcommand, ValueEnum};

use super::parse_language;
use super::progress::{Progress, thousands};
use crate::chess::pgn::{ImportedGame, check_games, read_games, write_movetext, write_tag_pairs};
use crate::chess::{Language, Notation, write_move};

/// The `pgn` subcommands.
#[derive(Debug, Subcommand)]
pub enum PgnCommand {
    /// Check that every game in a PGN file is made of legal moves.
    ///
    /// Prints one line for each game with a problem, such as
    /// "game 12, ply 31: illegal move Nf6" (ply 31 is the 31st single move of game 12:
    /// White's 16th move), then a summary. The exit code is 0 when every game is fine and 1
    /// when at least one is not. Variations, comments and annotations are skipped; games
    /// that start from a set-up position (FEN tag) or are Chess960 are understood.
    Check(CheckArgs),
    /// Write the games of a PGN file again with their moves in another notation.
    ///
    /// The tags (players, event, result ...) are kept as they are; comments and variations are
    /// left out. For example, `kingpost pgn convert --to iccf games.pgn` writes 1. 5254 5755
    /// instead of 1. e4 e5. Games with illegal moves are reported on the error output and left
    /// out; the exit code is then 1.
    Convert(ConvertArgs),
}

/// Arguments of `pgn check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The PGN file to check; "-" or nothing reads standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// Arguments of `pgn convert`.
#[derive(Debug, Args)]
pub struct ConvertArgs {
    /// The notation to write the moves in.
    #[arg(long, value_enum, value_name = "NOTATION")]
    pub to: NotationArg,
    /// The language of the piece letters in SAN and LAN, as a code such as en, de, fr or es.
    #[arg(long, value_name = "CODE", default_value = "en", value_parser = parse_language)]
    pub lang: Language,
    /// The PGN file to convert; "-" or nothing reads standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
}

/// A notation to convert to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NotationArg {
    /// Standard algebraic notation, as in books: Nf3, exd5, O-O.
    San,
    /// Algebraic notation with piece symbols instead of letters: ♘f3.
    Figurine,
    /// ICCF numeric notation, used in correspondence chess: 7163 (g1 to f3).
    Iccf,
    /// Long algebraic notation, naming both squares: Ng1-f3.
    Lan,
    /// The notation chess engines use (UCI): g1f3.
    Uci,
}

impl From<NotationArg> for Notation {
    fn from(arg: NotationArg) -> Notation {
        match arg {
            NotationArg::San => Notation::San,
            NotationArg::Figurine => Notation::Figurine,
            NotationArg::Iccf => Notation::Iccf,
            NotationArg::Lan => Notation::Lan,
            NotationArg::Uci => Notation::Uci,
        }
    }
}

/// Runs a `pgn` subcommand; returns the exit code.
pub fn run(command: PgnCommand) -> anyhow::Result<i32> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = match command {
        PgnCommand::Check(args) => check(&args, &mut out),
        PgnCommand::Convert(args) => convert(&args, &mut out),
    }
    .and_then(|code| Ok(out.flush().map(|()| code)?));
    match result {
        // The reader of our output has gone (`kingpost pgn convert ... | head`): not an error.
        Err(error)
            if error
                .downcast_ref::<io::Error>()
                .is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe) =>
        {
            Ok(0)
        }
        other => other,
    }
}

/// Games, bad games and plies seen so far.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    bad: usize,
    plies: usize,
}

impl Tally {
    fn summary(&self) -> String {
        let games = if self.games == 1 { "game" } else { "games" };
        format!(
            "{} {games} read, {} bad, {} plies checked",
            thousands(self.games),
            thousands(self.bad),
            thousands(self.plies)
        )
    }
}

fn check(args: &CheckArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let (name, input) = open_input(args.file.as_deref())?;
    let mut tally = Tally::default();
    let mut progress = Progress::new();
    for item in check_games(input) {
        let game = item.with_context(|| format!("could not read {name}"))?;
        tally.games += 1;
        match game {
            Ok(game) => tally.plies += game.plies,
            Err(error) => {
                tally.bad += 1;
                tally.plies += error.ply.saturating_sub(1);
                progress.finish();
                writeln!(out, "{error}")?;
            }
        }
        progress.tick(tally.games);
    }
    progress.finish();
    writeln!(out, "{}", tally.summary())?;
    Ok(i32::from(tally.bad > 0))
}

fn convert(args: &ConvertArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let (name, input) = open_input(args.file.as_deref())?;
    let notation = Notation::from(args.to);
    let mut tally = Tally::default();
    let mut progress = Progress::new();
    let mut text = String::with_capacity(4096);
    for item in read_games(input) {
        let game = item.with_context(|| format!("could not read {name}"))?;
        tally.games += 1;
        match game {
            Ok(game) => {
                text.clear();
                write_converted(&mut text, &game, notation, args.lang);
                out.write_all(text.as_bytes())?;
            }
            Err(error) => {
                tally.bad += 1;
                progress.finish();
                eprintln!("{error}");
            }
        }
        progress.tick(tally.games);
    }
    progress.finish();
    if tally.bad > 0 {
        eprintln!(
            "{} of {} games left out because of errors",
            thousands(tally.bad),
            thousands(tally.games)
        );
    }
    Ok(i32::from(tally.bad > 0))
}

/// One game with its own tags and its moves in `notation`.
fn write_converted(text: &mut String, game: &ImportedGame, notation: Notation, language: Language) {
    write_tag_pairs(
        text,
        game.tags.iter().map(|(n, v)| (n.as_str(), v.as_str())),
    );
    if !game.tags.is_empty() {
        text.push('\n');
    }
    write_movetext(text, &game.record, game.result, |position, mv, out| {
        out.push_str(&write_move(position, mv, notation, language));
    });
    text.push('\n');
}

/// The input named on the command line ("-" or nothing: standard input), with a name for
/// messages.
fn open_input(path: Option<&Path>) -> anyhow::Result<(String, Box<dyn Read>)> {
    match path {
        Some(path) if path.as_os_str() != "-" => {
            let file =
                File::open(path).with_context(|| format!("could not open {}", path.display()))?;
            Ok((path.display().to_string(), Box::new(file)))
        }
        _ => {
            let stdin = io::stdin();
            if stdin.is_terminal() {
                eprintln!("Reading PGN from the keyboard; end with Ctrl-D (Ctrl-Z on Windows).");
            }
            Ok(("standard input".into(), Box::new(stdin.lock())))
        }
    }
}
