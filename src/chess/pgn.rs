//! PGN import and export.
//!
//! CONTRACT (filled in by the PGN work): streaming import of many games with per-game errors
//! ("game N, ply P: reason"), export with the seven-tag roster plus correspondence tags.
