//! Silent games in running events as a worker job: at most once an hour, every running event
//! opens a claim for each game without a move for its silence days (see
//! [`crate::service::events::claims::scan_silence`]), for the organizer's queue.

use chrono::{Duration, NaiveDateTime};

use crate::service::events::{claims, view};

use super::throttle::{Every, Ran};
use super::{JobContext, JobError};

/// How often the job looks.
pub const CHECK_INTERVAL: Duration = Duration::hours(1);

/// The silence job.
pub fn job() -> Every {
    Every::new("silence", CHECK_INTERVAL, scan)
}

fn scan(ctx: &JobContext, now: NaiveDateTime) -> Result<Ran, JobError> {
    let failed = |e: crate::service::events::EventServiceError| {
        JobError::Setup(format!("the silence check failed: {e}"))
    };
    let running: Vec<i32> = view::list(&mut *ctx.pool.get()?)
        .map_err(failed)?
        .into_iter()
        .filter(|e| e.status == "running")
        .map(|e| e.id)
        .collect();
    let mut opened = 0;
    for id in running {
        let mut conn = ctx.pool.get_for_write()?;
        opened += claims::scan_silence(&mut conn, &ctx.mail, id, now).map_err(failed)?;
    }
    Ok(opened.into())
}
