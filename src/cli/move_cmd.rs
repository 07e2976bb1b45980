//! `kingpost move`: reads one move the way the server reads a move from an email or a web form,
//! and shows it in every notation, or says precisely why it cannot be read.

use std::io::{self, Write};

use clap::Args;

use super::parse_language;
use crate::chess::{Language, Notation, ReadMove, StartPosition, parse_move, write_move};

/// The long `--help` text of `move`.
pub const LONG_HELP: &str = "Read a move typed in any notation and show it in every notation.\n\n\
    The move is read as Kingpost reads moves sent by email or typed on the web: standard \
    algebraic notation (e4, Nf3, O-O) with English or local piece letters (Sf3 in German), \
    figurines (♘f3), ICCF numbers (5254), long algebraic (Ng1-f3) or engine notation (g1f3), \
    with or without a move number (\"1. e4\", \"1... e5\").\n\n\
    The position is the usual starting position unless --fen or --chess960 says otherwise. \
    When the move cannot be read or is not legal, the reason is printed and the exit code is 1.";

/// Arguments of `move`.
#[derive(Debug, Args)]
pub struct MoveArgs {
    /// The position the move is played in, as FEN (default: the usual starting position).
    #[arg(long, value_name = "FEN", value_parser = parse_fen, conflicts_with = "chess960")]
    pub fen: Option<Box<StartPosition>>,
    /// Start from Chess960 starting position number N (0 to 959; 518 is the usual setup).
    #[arg(long, value_name = "N", value_parser = parse_chess960)]
    pub chess960: Option<Box<StartPosition>>,
    /// The language of piece letters, as a code such as en, de, fr or es (English is always
    /// understood too).
    #[arg(long, value_name = "CODE", default_value = "en", value_parser = parse_language)]
    pub lang: Language,
    /// The move, as typed: e4, Nf3, Sf3, ♘f3, 5254, g1f3, Ng1-f3, "1... e5".
    #[arg(value_name = "MOVE", required = true, num_args = 1..)]
    pub text: Vec<String>,
}

// Boxed: a position is large, and clap keeps every parsed argument in one enum.
fn parse_fen(text: &str) -> Result<Box<StartPosition>, String> {
    StartPosition::from_fen(text)
        .map(Box::new)
        .map_err(|e| e.to_string())
}

fn parse_chess960(text: &str) -> Result<Box<StartPosition>, String> {
    let number: u32 = text
        .trim()
        .parse()
        .map_err(|_| format!("\"{text}\" is not a number from 0 to 959"))?;
    StartPosition::chess960(number)
        .map(Box::new)
        .map_err(|e| e.to_string())
}

/// Runs `move`; returns the exit code.
pub fn run(args: &MoveArgs) -> anyhow::Result<i32> {
    let start = match (&args.fen, &args.chess960) {
        (Some(start), _) | (None, Some(start)) => start.as_ref().clone(),
        (None, None) => StartPosition::standard(),
    };
    let text = args.text.join(" ");
    match parse_move(start.position(), &text, args.lang) {
        Ok(read) => {
            let mut out = io::stdout().lock();
            for line in describe(&start, &read, args.lang) {
                writeln!(out, "{line}")?;
            }
            Ok(0)
        }
        Err(error) => {
            eprintln!("{error}");
            Ok(1)
        }
    }
}

/// The lines `move` prints: how the text was read, then the move in every notation.
fn describe(start: &StartPosition, read: &ReadMove, language: Language) -> Vec<String> {
    let position = start.position();
    let write = |notation, language| write_move(position, read.mv, notation, language);
    let mut rows = vec![
        ("Read as:".to_owned(), read_as(read)),
        ("SAN:".to_owned(), write(Notation::San, Language::English)),
    ];
    if language != Language::English {
        let label = format!("SAN ({}):", language.name());
        rows.push((label, write(Notation::San, language)));
    }
    rows.extend([
        ("Figurine:".to_owned(), write(Notation::Figurine, language)),
        ("ICCF:".to_owned(), write(Notation::Iccf, language)),
        ("UCI:".to_owned(), write(Notation::Uci, language)),
        ("LAN:".to_owned(), write(Notation::Lan, language)),
    ]);
    let width = rows
        .iter()
        .map(|(label, _)| label.chars().count())
        .max()
        .unwrap_or(0);
    rows.into_iter()
        .map(|(label, value)| format!("{label:<width$} {value}"))
        .collect()
}

/// "SAN with German piece letters", "ICCF numeric notation", ...
fn read_as(read: &ReadMove) -> String {
    let notation = match read.notation {
        Notation::San => "standard algebraic notation (SAN)",
        Notation::Figurine => "figurine algebraic notation",
        Notation::Iccf => "ICCF numeric notation",
        Notation::Uci => "engine notation (UCI)",
        Notation::Lan => "long algebraic notation (LAN)",
    };
    match read.language {
        Some(language) => format!("{notation} with {} piece letters", language.name()),
        None => notation.to_owned(),
    }
}
