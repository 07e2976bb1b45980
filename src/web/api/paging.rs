//! Paging of every list in the API: `?page=1&limit=50`. Pages count from 1; `limit` is 1 to
//! [`MAX_LIMIT`] (default [`DEFAULT_LIMIT`]). A page past the end is an empty list, and a page
//! shorter than `limit` is the last one.

use actix_web::http::StatusCode;
use serde::Deserialize;

use crate::web::error::ApiError;

/// Items per page when `limit` is not given.
pub const DEFAULT_LIMIT: u32 = 50;
/// The largest `limit`.
pub const MAX_LIMIT: u32 = 200;

/// `?page=&limit=` as sent.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
pub struct Paging {
    page: Option<u32>,
    limit: Option<u32>,
}

impl Paging {
    /// (items to skip, items to take); 400 `invalid_query` outside the ranges.
    pub fn range(&self) -> Result<(usize, usize), ApiError> {
        let page = self.page.unwrap_or(1);
        let limit = self.limit.unwrap_or(DEFAULT_LIMIT);
        if page == 0 || !(1..=MAX_LIMIT).contains(&limit) {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_query",
                format!(
                    "page counts from 1 and limit is 1 to {MAX_LIMIT}; got page {page}, limit {limit}"
                ),
            ));
        }
        let skip = (page as usize - 1).saturating_mul(limit as usize);
        Ok((skip, limit as usize))
    }

    /// The page of `items`.
    pub fn apply<T>(&self, items: Vec<T>) -> Result<Vec<T>, ApiError> {
        let (skip, take) = self.range()?;
        Ok(items.into_iter().skip(skip).take(take).collect())
    }
}
