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
diesel::allow_tables_to_appear_in_same_query!(users, api_tokens);
