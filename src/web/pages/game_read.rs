//! What the game page reads, in one database round and with the game loaded once: where its
//! event stream starts, whether the viewer may see all of the game (else the public part, as
//! [`super::watch`] shows it), the game, its clocks and conditional moves, its adjudication,
//! the next game waiting for the viewer, and the messages panel. The newest change is read
//! before the game, so a change made while the page is read is still heard by its stream.

use chrono::NaiveDateTime;
use fluent_templates::LanguageIdentifier;

use crate::db::DbConnection;
use crate::service::game_changes;
use crate::service::game_store::StoredGame;
use crate::service::games::{self, GameError};
use crate::service::watching::{self, Watched};
use crate::web::state::AppState;

use super::adjudicate::{self, AdjudicationPanel};
use super::clock_model::{self, ClockPanels, PanelViewer};
use super::context::SessionUser;
use super::db;
use super::error::PageError;
use super::game_model::{self, GameModel, LiveParts, Viewer};
use super::messages_panel::{self, PanelRead};

/// Everything the players' page shows of a game.
pub(super) struct FullRead {
    /// The game.
    pub game: GameModel,
    /// Its clocks and the viewer's conditional moves.
    pub panels: ClockPanels,
    /// Its adjudication.
    pub adjudication: AdjudicationPanel,
    /// The live parts.
    pub live: LiveParts,
    /// The messages panel's thread and note.
    pub messages: PanelRead,
}

/// What the page reads for one viewer.
pub(super) enum PageRead {
    /// The viewer sees only the public part.
    Public(Box<Watched>),
    /// The viewer sees all of the game.
    Full(Box<FullRead>),
}

/// How the page is read.
pub(super) struct ReadOptions {
    /// Whether the board is turned.
    pub flip: bool,
    /// Whether to ask what the viewer may see first (the page as anyone may open it); without,
    /// the viewer is known to be a player (after an action of theirs).
    pub check_access: bool,
}

/// Reads game `id` for `user`, in `lang`.
pub(super) async fn read(
    state: &AppState,
    id: i32,
    user: &SessionUser,
    lang: &LanguageIdentifier,
    options: ReadOptions,
) -> Result<PageRead, PageError> {
    let now = state.clock.now();
    let viewer = Viewer {
        user: Some(user.id),
        flip: options.flip,
        style: user.move_style(),
        language: user.language,
        lang: lang.clone(),
    };
    let panel_viewer = PanelViewer {
        user: user.id,
        notation: user.move_style().notation,
        language: user.language,
    };
    let confirm = user.confirm_moves;
    db(state, move |conn| {
        let change_id = game_changes::latest_change(conn).map_err(GameError::from)?;
        let stored = if options.check_access {
            let watched = watching::watch(conn, id, Some(panel_viewer.user), now)?;
            if !watched.full {
                return Ok(PageRead::Public(Box::new(watched)));
            }
            watched.game
        } else {
            games::load(conn, id)?
        };
        let live = LiveParts {
            change_id,
            confirm,
            next_game: games::next_to_move(conn, panel_viewer.user, id)?,
            stream: true,
        };
        let full = read_full(conn, stored, &viewer, panel_viewer, live, now)?;
        Ok(PageRead::Full(Box::new(full)))
    })
    .await
    .map_err(super::watch::not_found)
}

/// [`read`] for a player of the game, after an action of theirs: all of it.
pub(super) async fn read_full_page(
    state: &AppState,
    id: i32,
    user: &SessionUser,
    lang: &LanguageIdentifier,
    flip: bool,
) -> Result<FullRead, PageError> {
    let options = ReadOptions {
        flip,
        check_access: false,
    };
    match read(state, id, user, lang, options).await? {
        PageRead::Full(full) => Ok(*full),
        PageRead::Public(_) => Err(PageError::NotFound),
    }
}

/// The players' page's models from the loaded game.
fn read_full(
    conn: &mut DbConnection,
    stored: StoredGame,
    viewer: &Viewer,
    panel_viewer: PanelViewer,
    live: LiveParts,
    now: NaiveDateTime,
) -> Result<FullRead, PageError> {
    let names = stored.names();
    let written = game_model::written_moves(&stored.state, viewer);
    let panels = clock_model::build(conn, &stored, &names, panel_viewer, now, &written)?;
    let adjudication = adjudicate::panel_for(conn, panel_viewer.user, &stored.row, &stored.state)?;
    let messages = messages_panel::read(conn, panel_viewer.user, &stored)?;
    let game = game_model::build(
        &stored.row,
        &stored.moves,
        &stored.state,
        names,
        viewer,
        &written,
    );
    Ok(FullRead {
        game,
        panels,
        adjudication,
        live,
        messages,
    })
}
