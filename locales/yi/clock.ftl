# Kingpost's clock texts, Yiddish (YIVO spelling; written right to left).
# Same keys and placeholders as locales/en/clock.ftl.

clock-heading = זייגערס
clock-days-left = { $count ->
    [one] עס בלײַבט נאָך { $count } טאָג
   *[other] עס בלײַבן נאָך { $count } טעג
}
clock-days-used = { $count ->
    [one] { $count } טאָג פֿאַרברויכט
   *[other] { $count } טעג פֿאַרברויכט
}
clock-moves-to-control = { $count ->
    [one] { $count } צוג ביזן צײַט־קאָנטראָל
   *[other] { $count } צוגן ביזן צײַט־קאָנטראָל
}
clock-deadline = טערמין: { $time }
clock-zone = אײַער צײַט־זאָנע, { $name }
clock-overstepped = דער טערמין איז שוין פֿאַרבײַ.
clock-on-leave = אויף אורלויב: { $text }
clock-leave = אורלויב: { $text }
clock-rules = מע רעכנט אין גאַנצע טעג, בײַ האַלבער נאַכט לויט דער אָרטיקער צײַט פֿון יעדן שפּילער; אַ צוג אויף דעם זעלבן טאָג ווען דער קעגנערס צוג קומט אָן קאָסט גאָרנישט, און אורלויב־טעג ווערן נישט גערעכנט.
clock-book-leave = אורלויב און צײַט־זאָנע
reflection-heading = צײַט צום טראַכטן
reflection-time = טעג
reflection-days = { $count ->
    [one] { $count } טאָג
   *[other] { $count } טעג
}

conditionals-heading = באַדינגטע צוגן
conditionals-label = אויב אײַער קעגנער שפּילט …, ענטפֿערט …
conditionals-hint = איין שורה פֿאַר יעדן צווײַג, צוגן אין יעדער נאָטאַציע, דער צוג פֿון אײַער קעגנער צום ערשטן: "13...Nf6 14.e5 14...Nd5 15.c4". דער סערווער שפּילט גלײַך אײַער ענטפֿער ווען אַ שורה פּאַסט; יעדער אַנדער צוג מעקט אויס אײַערע באַדינגטע צוגן. אײַער קעגנער זעט זיי קיין מאָל נישט. אַ ליידיק קעסטל מעקט זיי אויך אויס.
conditionals-submit = היט אָפּ די באַדינגטע צוגן
notice-conditionals-saved = אײַערע באַדינגטע צוגן זײַנען אָפּגעהיט.
notice-conditionals-cleared = אײַערע באַדינגטע צוגן זײַנען אויסגעמעקט.
messages-heading = מעלדונגען
messages-none = נאָך קיין מעלדונגען ניטאָ. נאָר איר און אײַער קעגנער זעען זיי.
messages-with-move = מיט { $move }
messages-reported = געמעלדעט
messages-report = מעלדן
messages-label = שרײַבט צו אײַער קעגנער
messages-hint = פּשוטער טעקסט, ניט מער ווי { $count } צייכנס. אײַער קעגנער באַקומט עס אויך מיט בליצפּאָסט.
messages-move-label = מיט מײַן צוג (ניט מוז)
messages-submit = שיקן די מעלדונג
messages-refused-event = דער טורניר { $name } דערלויבט ניט קיין מעלדונגען צווישן שפּילערס.
messages-refused-you-off = איר האָט אויסגעלאָשן מעלדונגען. צינדט זיי אָן אין אײַערע אײַנשטעלונגען כּדי צו שרײַבן.
messages-refused-opponent-off = { $name } נעמט ניט אָן קיין מעלדונגען.
messages-refused-empty = די מעלדונג איז ליידיק. שרײַבט פֿריִער עפּעס.
messages-refused-long = דער טעקסט איז צו לאַנג ({ $count } צייכנס). מאַכט אים קירצער.
notes-heading = מײַנע פּריוואַטע נאָטיצן
notes-label = נאָר איר זעט די נאָטיצן, אויך נאָך דער פּאַרטיע.
notes-submit = אָפּהיטן די נאָטיצן
notes-download-pgn = אַראָפּלאָדן PGN מיט מײַנע נאָטיצן
notice-message-sent = אײַער מעלדונג איז געשיקט.
notice-message-reported = די מעלדונג איז געמעלדעט. דער אָרגאַניזאַטאָר אָדער אַן אַדמיניסטראַטאָר קען איצט לייענען די מעלדונגען פֿון דער פּאַרטיע.
notice-report-dealt = די אָנזאָג איז אָנגעצייכנט ווי באַהאַנדלט.
reports-title = אָנגעזאָגטע מעלדונגען
reports-intro = מעלדונגען וואָס שפּילערס האָבן אָנגעזאָגט און קיינער האָט זיי נאָך ניט באַהאַנדלט. עפֿנט די פּאַרטיע כּדי צו לייענען אירע מעלדונגען; צייכנט אָן די אָנזאָג ווי באַהאַנדלט ווען איר האָט זיך מיט איר אָפּגעגעבן.
reports-none = קיין אָפֿענע אָנזאָגן.
reports-col-game = פּאַרטיע
reports-col-author = געשריבן פֿון
reports-col-by = אָנגעזאָגט פֿון
reports-col-when = אָנגעזאָגט דעם
reports-col-event = טורניר
reports-game-link = { $white } – { $black }: לייענען די מעלדונגען
reports-dealt = צייכנט אָן ווי באַהאַנדלט
notice-note-saved = אײַערע נאָטיצן זײַנען אָפּגעהיט.

leave-title = אורלויב און צײַט־זאָנע
leave-intro = בשעת איר זײַט אויף אורלויב, שטייען אײַערע זייגערס אין אַלע אײַערע פּאַרטיעס, און אײַערע קעגנער זעען אײַער אורלויב. פֿאַרשרײַבט אים פֿון פֿריִער; בשעתן אורלויב קענט איר נישט מאַכן קיין צוג, סײַדן איר ענדיקט אים פֿריִער.
leave-zone-heading = צײַט־זאָנע
leave-zone-label = אײַער צײַט־זאָנע
leave-zone-hint = אײַערע טעג הייבן זיך אָן בײַ האַלבער נאַכט אין דער צײַט־זאָנע: די טערמינען ווערן לויט איר גערעכנט און געוויזן.
leave-zone-submit = היט אָפּ די צײַט־זאָנע
notice-time-zone-saved = אײַער צײַט־זאָנע איז אָפּגעהיט; אײַערע טערמינען גייען נאָך איר.
leave-periods-heading = אײַער אורלויב
leave-allowance = { $count ->
    [one] איר מעגט פֿאַרשרײַבן { $count } טאָג אורלויב אין אַ קאַלענדאַר־יאָר.
   *[other] איר מעגט פֿאַרשרײַבן { $count } טעג אורלויב אין אַ קאַלענדאַר־יאָר.
}
leave-left = { $count ->
    [one] הײַיאָר בלײַבט נאָך { $count } טאָג.
   *[other] הײַיאָר בלײַבן נאָך { $count } טעג.
}
leave-none = איר האָט נישט פֿאַרשריבן קיין אורלויב.
leave-kind-regular = פֿאַרשריבן פֿון אײַך
leave-kind-special = געגעבן פֿון אַן אָרגאַניזאַטאָר
leave-status-past = פֿאַרבײַ
leave-status-current = איצט
leave-status-future = קומעדיק
leave-first = ערשטער טאָג
leave-last = לעצטער טאָג
leave-change-submit = איבערשטעלן
leave-cancel = בטל מאַכן
leave-end-early = ענדיקן פֿריִער
leave-book-heading = פֿאַרשרײַבט אורלויב
leave-book-hint = דאַטעס אין אײַער צײַט־זאָנע, ביידע טעג אַרײַנגערעכנט; דער ערשטער טאָג מוז זײַן נאָך הײַנט ({ $time }).
leave-book-submit = פֿאַרשרײַבן דעם אורלויב
leave-bad-date = "{ $text }" איז נישט קיין דאַטע; קלײַבט אויס איינע אינעם קאַלענדאַר אָדער שרײַבט זי ווי YYYY-MM-DD.
notice-leave-booked = אײַער אורלויב איז פֿאַרשריבן.
notice-leave-changed = אײַער אורלויב איז איבערגעשטעלט.
notice-leave-cancelled = אײַער אורלויב איז בטל געמאַכט.
notice-leave-ended = אײַער אורלויב איז געענדיקט; הײַנט קענט איר ווידער מאַכן צוגן.

error-invalid-leave = דער אורלויב איז ניט ריכטיק
error-leave-not-changeable = דעם אורלויב קען מען מער ניט ענדערן
error-on-leave = איר זענט אויף אורלויב
error-time-ran-out = אײַער צײַט איז אויס
error-unknown-time-zone = אומבאַקאַנטע צײַטזאָנע
error-invalid-conditionals = די באַדינגטע צוגן זענען ניט ריכטיק
error-your-move = איר זענט בײַם צוג
error-messages-off = מעלדונגען זענען דאָ ניט מעגלעך
error-invalid-message = מען קען ניט שיקן די מעלדונג
error-own-message = דאָס איז אײַער אייגענע מעלדונג
