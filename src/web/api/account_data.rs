//! The account's own data in the JSON API: "my games are private", the export of everything
//! Kingpost holds about the account, and deleting it (confirmed by the password).

use actix_web::web;
use serde::{Deserialize, Serialize};

use crate::service::account_data;

use super::{ApiCall, ApiResult, ok};

/// Body of `PUT /api/v1/account/privacy`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrivacyBody {
    games_private: bool,
}

#[derive(Serialize)]
struct Privacy {
    games_private: bool,
}

/// `PUT /api/v1/account/privacy` `{games_private}` → 200 `{games_private}`: whether visitors
/// may watch my games.
pub async fn set_privacy(call: ApiCall, body: web::Json<PrivacyBody>) -> ApiResult {
    let private = body.into_inner().games_private;
    call.write(move |conn, a| account_data::set_games_private(conn, a.user.id, private))
        .await?;
    ok(Privacy {
        games_private: private,
    })
}

/// `GET /api/v1/account/export` → 200: every row Kingpost holds that names me, by table.
pub async fn export(call: ApiCall) -> ApiResult {
    ok(call
        .read(move |conn, a| account_data::export(conn, a.user.id, a.now))
        .await?)
}

/// Body of `DELETE /api/v1/account`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeleteBody {
    password: String,
}

/// `DELETE /api/v1/account` `{password}` → 200 `{deleted: true}`; 403 `wrong_password`.
pub async fn delete(call: ApiCall, body: web::Json<DeleteBody>) -> ApiResult {
    let password = body.into_inner().password;
    call.read(move |conn, a| account_data::confirm_deletion(conn, a.user.id, &password))
        .await?;
    call.write_grouped(move |conn, a| account_data::delete(conn, &a.mail, a.user.id, a.now))
        .await?;
    ok(serde_json::json!({"deleted": true}))
}
