//! The tables, as diesel sees them (kept by hand in step with both migrations folders; the
//! migration tests on both backends catch drift).

diesel::table! {
    users (id) {
        id -> Integer,
        username -> Text,
        email -> Text,
        password_hash -> Text,
        email_verified_at -> Nullable<Timestamp>,
        language -> Text,
        notation -> Text,
        time_zone -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> Integer,
        user_id -> Integer,
        token_hash -> Text,
        label -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(api_tokens -> users (user_id));

diesel::table! {
    email_tokens (id) {
        id -> Integer,
        user_id -> Integer,
        purpose -> Text,
        token_hash -> Text,
        email -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(email_tokens -> users (user_id));

diesel::table! {
    challenges (id) {
        id -> Integer,
        challenger_id -> Integer,
        opponent_id -> Nullable<Integer>,
        color -> Text,
        variant -> Text,
        chess960_number -> Nullable<Integer>,
        initial_fen -> Nullable<Text>,
        time_control -> Text,
        status -> Text,
        game_id -> Nullable<Integer>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    games (id) {
        id -> Integer,
        white_id -> Integer,
        black_id -> Integer,
        variant -> Text,
        chess960_number -> Nullable<Integer>,
        initial_fen -> Text,
        current_fen -> Text,
        ply -> Integer,
        version -> Integer,
        status -> Text,
        result -> Text,
        termination -> Nullable<Text>,
        draw_offer -> Nullable<Text>,
        time_control -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        finished_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    moves (game_id, ply) {
        game_id -> Integer,
        ply -> Integer,
        uci -> Text,
        san -> Text,
        played_by -> Nullable<Integer>,
        source -> Text,
        played_at -> Timestamp,
    }
}

diesel::joinable!(moves -> games (game_id));

diesel::table! {
    inbox (id) {
        id -> Integer,
        message_id -> Text,
        raw -> Binary,
        size -> Integer,
        source -> Text,
        envelope_from -> Nullable<Text>,
        envelope_to -> Text,
        received_at -> Timestamp,
        status -> Text,
        attempts -> Integer,
        claimed_by -> Nullable<Text>,
        claimed_at -> Nullable<Timestamp>,
        processed_at -> Nullable<Timestamp>,
        outcome -> Nullable<Text>,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    users,
    api_tokens,
    email_tokens,
    challenges,
    games,
    moves,
    inbox
);
