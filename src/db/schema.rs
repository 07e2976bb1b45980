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
        session_generation -> Integer,
        confirm_moves -> Bool,
        messages_enabled -> Bool,
        games_private -> Bool,
        deleted_at -> Nullable<Timestamp>,
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
    xfcc_passwords (id) {
        id -> Integer,
        user_id -> Integer,
        password_hash -> Text,
        label -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(xfcc_passwords -> users (user_id));

diesel::table! {
    xfcc_settings (user_id) {
        user_id -> Integer,
        account_password -> Bool,
    }
}

diesel::joinable!(xfcc_settings -> users (user_id));

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
        rated -> Bool,
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
        rated -> Bool,
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
    outbox_bodies (outbox_id) {
        outbox_id -> Integer,
        text_body -> Text,
        html_body -> Text,
        snapshot -> Nullable<Text>,
    }
}

diesel::joinable!(outbox_bodies -> outbox (outbox_id));

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
        client_addr -> Nullable<Text>,
        sender -> Nullable<Text>,
    }
}

diesel::table! {
    events (id) {
        id -> Integer,
        name -> Text,
        description -> Text,
        organizer_id -> Integer,
        status -> Text,
        time_control -> Text,
        leave_rule -> Text,
        variant -> Text,
        chess960_number -> Nullable<Integer>,
        start_fen -> Nullable<Text>,
        sections -> Integer,
        section_size -> Integer,
        double_round -> Bool,
        registration_opens -> Nullable<Timestamp>,
        registration_closes -> Nullable<Timestamp>,
        starts_at -> Timestamp,
        ends_at -> Timestamp,
        draw_offers_from_move -> Integer,
        tablebase_claims -> Bool,
        fifty_move_suspended -> Bool,
        withdrawal_adjudication_percent -> Nullable<Integer>,
        silence_days -> Integer,
        appeal_days -> Integer,
        tiebreaks -> Text,
        rated -> Bool,
        created_at -> Timestamp,
        started_at -> Nullable<Timestamp>,
        finished_at -> Nullable<Timestamp>,
        messages_allowed -> Bool,
        public_games -> Bool,
        public_delay_moves -> Integer,
        public_delay_days -> Integer,
    }
}

diesel::table! {
    event_sections (id) {
        id -> Integer,
        event_id -> Integer,
        number -> Integer,
        chess960_number -> Nullable<Integer>,
    }
}

diesel::joinable!(event_sections -> events (event_id));

diesel::table! {
    event_players (id) {
        id -> Integer,
        event_id -> Integer,
        user_id -> Integer,
        rating -> Integer,
        section_id -> Nullable<Integer>,
        seat -> Nullable<Integer>,
        status -> Text,
        registered_at -> Timestamp,
        withdrawn_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(event_players -> users (user_id));

diesel::table! {
    event_games (game_id) {
        game_id -> Integer,
        event_id -> Integer,
        section_id -> Integer,
        round -> Integer,
        board -> Integer,
        white_seat -> Integer,
        black_seat -> Integer,
        mark -> Nullable<Text>,
    }
}

diesel::joinable!(event_games -> games (game_id));
diesel::joinable!(event_games -> events (event_id));

diesel::table! {
    event_claims (id) {
        id -> Integer,
        event_id -> Integer,
        game_id -> Integer,
        kind -> Text,
        filed_by -> Nullable<Integer>,
        note -> Text,
        report -> Text,
        status -> Text,
        ruling -> Nullable<Text>,
        reason -> Nullable<Text>,
        decided_by -> Nullable<Integer>,
        decided_at -> Nullable<Timestamp>,
        appeal_note -> Nullable<Text>,
        appealed_by -> Nullable<Integer>,
        appealed_at -> Nullable<Timestamp>,
        appeal_ruling -> Nullable<Text>,
        appeal_reason -> Nullable<Text>,
        appeal_decided_by -> Nullable<Integer>,
        appeal_decided_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    player_ratings (user_id) {
        user_id -> Integer,
        rating -> Integer,
        games -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    rating_history (id) {
        id -> Integer,
        user_id -> Integer,
        game_id -> Integer,
        rating_before -> Integer,
        rating_after -> Integer,
        games -> Integer,
        recorded_at -> Timestamp,
    }
}

diesel::table! {
    soft_bounces (outbox_id) {
        outbox_id -> Integer,
        user_id -> Integer,
        email -> Text,
        bounced_at -> Timestamp,
    }
}

diesel::joinable!(soft_bounces -> users (user_id));

diesel::table! {
    engine_jobs (id) {
        id -> Integer,
        kind -> Text,
        game_id -> Nullable<Integer>,
        event_id -> Nullable<Integer>,
        payload -> Text,
        dedup_key -> Nullable<Text>,
        state -> Text,
        worker -> Nullable<Text>,
        lease_until -> Nullable<Timestamp>,
        attempts -> Integer,
        created_at -> Timestamp,
        finished_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(engine_jobs -> games (game_id));
diesel::joinable!(engine_jobs -> events (event_id));

diesel::table! {
    game_changes (id) {
        id -> BigInt,
        game_id -> Integer,
        white_id -> Integer,
        black_id -> Integer,
        kind -> Text,
        ply -> Integer,
        at -> Timestamp,
    }
}

diesel::table! {
    game_messages (id) {
        id -> Integer,
        game_id -> Integer,
        author_id -> Integer,
        ply -> Nullable<Integer>,
        body -> Text,
        written_at -> Timestamp,
        reported_at -> Nullable<Timestamp>,
        reported_by -> Nullable<Integer>,
        report_dealt_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(game_messages -> games (game_id));

diesel::table! {
    game_notes (game_id, user_id) {
        game_id -> Integer,
        user_id -> Integer,
        body -> Text,
        updated_at -> Timestamp,
    }
}

diesel::joinable!(game_notes -> games (game_id));
diesel::joinable!(game_notes -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    api_tokens,
    xfcc_passwords,
    xfcc_settings,
    email_tokens,
    challenges,
    games,
    moves,
    outbox,
    outbox_bodies,
    adjudications,
    leave_periods,
    conditional_moves,
    clock_reminders,
    inbox,
    events,
    event_sections,
    event_players,
    event_games,
    event_claims,
    player_ratings,
    rating_history,
    soft_bounces,
    engine_jobs,
    game_changes,
    game_messages,
    game_notes
);
