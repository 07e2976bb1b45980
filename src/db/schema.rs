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
        role -> Text,
        engine_level -> Nullable<Integer>,
        notify -> Text,
        digest_due_at -> Nullable<Timestamp>,
        email_bouncing_at -> Nullable<Timestamp>,
        email_bounce_reason -> Nullable<Text>,
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
        deadline -> Nullable<Timestamp>,
        clock_check_at -> Nullable<Timestamp>,
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
    outbox (id) {
        id -> Integer,
        recipient -> Text,
        user_id -> Nullable<Integer>,
        game_id -> Nullable<Integer>,
        kind -> Text,
        subject -> Text,
        text_body -> Text,
        html_body -> Text,
        message_id -> Text,
        in_reply_to -> Nullable<Text>,
        thread_references -> Nullable<Text>,
        reply_to -> Nullable<Text>,
        list_unsubscribe -> Nullable<Text>,
        status -> Text,
        attempts -> Integer,
        next_attempt_at -> Timestamp,
        last_error -> Nullable<Text>,
        created_at -> Timestamp,
        sent_at -> Nullable<Timestamp>,
        claimed_by -> Nullable<Text>,
        claimed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    adjudications (id) {
        id -> Integer,
        game_id -> Integer,
        result -> Text,
        reason -> Text,
        decided_by -> Integer,
        report -> Text,
        decided_at -> Timestamp,
    }
}

diesel::joinable!(adjudications -> games (game_id));

diesel::table! {
    leave_periods (id) {
        id -> Integer,
        user_id -> Integer,
        first_day -> Date,
        last_day -> Date,
        kind -> Text,
        note -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::joinable!(leave_periods -> users (user_id));

diesel::table! {
    conditional_moves (game_id, user_id) {
        game_id -> Integer,
        user_id -> Integer,
        ply -> Integer,
        tree -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    clock_reminders (game_id, ply, point) {
        game_id -> Integer,
        ply -> Integer,
        point -> Text,
        user_id -> Integer,
        sent_at -> Timestamp,
    }
}

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
    outbox,
    adjudications,
    leave_periods,
    conditional_moves,
    clock_reminders,
    inbox
);
