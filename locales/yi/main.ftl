# Kingpost's interface texts, Yiddish (YIVO spelling; written right to left).
# Same keys and placeholders as locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — קאָרעספּאָנדענץ־שאַך דורך בליצבריוו אָדער אינעם בלעטערער.

## Navigation
nav-skip = שפּרינגט צום אינהאַלט
nav-label = הויפּט־מעניו
nav-games = מײַנע פּאַרטיעס
nav-challenges = אַרויסרופֿן
nav-settings = באַשטימונגען
nav-account = אײַער קאָנטע
nav-login = אַרײַנלאָגירן
nav-logout = אַרויסלאָגירן
nav-register = זיך פֿאַרשרײַבן
nav-language = שפּראַך
nav-language-submit = בײַטן

## Errors
error-home = צוריק צום הויפּטבלאַט
error-heading = דאָס איז נישט געגאַנגען
error-csrf-heading = די פֿאָרמע איז אויסגעגאַנגען
error-csrf = די פֿאָרמע איז געשיקט געוואָרן אָן איר זיכערהייט־צייכן, אָדער מיט אַן אַלטן (למשל פֿון אַ בלאַט וואָס איז געווען אָפֿן איידער איר האָט זיך אַרײַן־ אָדער אַרויסגעלאָגירט, אָדער פֿון אַן אַנדער וועבזײַטל). גאָרנישט איז נישט געביטן געוואָרן. גייט צוריק, לאָדט איבער דעם בלאַט און שיקט די פֿאָרמע נאָך אַ מאָל.
error-form-heading = מע האָט נישט געקענט לייענען די פֿאָרמע
error-too-large-heading = די פֿאָרמע איז צו גרויס
error-too-large = די פֿאָרמע האַלט מער ווי דער סערווער נעמט אָן (64 KB). גאָרנישט איז נישט געביטן געוואָרן. גייט צוריק, מאַכט קירצער וואָס איר האָט געשריבן און שיקט די פֿאָרמע נאָך אַ מאָל.
error-not-found = דער בלאַט איז נישט געפֿונען געוואָרן
error-not-found-detail = אויף דעם אַדרעס איז גאָרנישט פֿאַראַן. קוקט איבער דעם לינק, אָדער הייבט אָן פֿונדאַסנײַ פֿונעם הויפּטבלאַט.
error-challenge-closed = דער אַרויסרוף איז פֿאַרמאַכט
error-not-your-challenge = נישט אײַער אַרויסרוף
error-unknown-opponent = אומבאַקאַנטער שפּילער
error-invalid-challenge = די באַדינגונגען פֿונעם אַרויסרוף זײַנען נישט ריכטיק
error-invalid-position = פֿון דער פּאָזיציע קען זיך נישט אָנהייבן קיין פּאַרטיע
error-stale-ply = די פּאַרטיע איז שוין ווײַטער געגאַנגען
error-not-a-player = איר שפּילט נישט אין דער פּאַרטיע
error-game-over = די פּאַרטיע האָט זיך געענדיקט
error-not-your-turn = ס'איז נישט אײַער צוג
error-no-draw-offer = ס'איז נישטאָ קיין רעמיז־פֿאָרשלאָג צו ענטפֿערן
error-claim-refused = די רעמיז־פֿאָדערונג איז אָפּגעוואָרפֿן געוואָרן
error-illegal-move = דער צוג איז נישט מעגלעך
error-ambiguous-move = דער צוג איז צווייטײַטשיק
error-wrong-move-number = פֿאַלשער צוג־נומער
error-unreadable-move = מע האָט נישט געקענט לייענען דעם צוג
move-foreign-letter = { $letter } איז ניט קיין פֿיגור־אות { $in_language }; { $in_other } מיינט { $text } { $meaning } — שפּילט דעם צוג מיט אַן ענטפֿער { $meaning }, אָדער שטעלט אײַער שפּראַך.
move-foreign-reading = { $text } איז ניט קיין צוג { $in_language }; { $in_other } מיינט עס { $meaning } — שפּילט דעם צוג מיט אַן ענטפֿער { $meaning }, אָדער שטעלט אײַער שפּראַך.
move-piece-or-pawn = { $text } איז צווייטײַטשיק: עס קען זײַן אַ צוג פֿון אַ פֿיגור, { $piece }, אָדער אַ צוג פֿון אַ פּיאָן, { $pawn }. ענטפֿערט מיט דעם צוג וואָס איר מיינט, אָדער מיט זײַן ICCF־נומער, וואָס אַ טעלעפֿאָן קען ניט ענדערן: { $piece_iccf } אָדער { $pawn_iccf }.
move-language-in-en = אויף ענגליש
move-language-in-de = אויף דײַטש
move-language-in-fr = אויף פֿראַנצייזיש
move-language-in-es = אויף שפּאַניש
move-language-in-it = אויף איטאַליעניש
move-language-in-pt = אויף פּאָרטוגעזיש
move-language-in-nl = אויף האָלענדיש
move-language-in-sv = אויף שוועדיש
move-language-in-da = אויף דעניש
move-language-in-no = אויף נאָרוועגיש
move-language-in-cs = אויף טשעכיש
move-language-in-pl = אויף פּויליש
move-language-in-hu = אויף אונגעריש
move-language-in-ro = אויף רומעניש
move-language-in-ru = אויף רוסיש
error-internal-error = עפּעס איז פֿאַלש געגאַנגען אויפֿן סערווער
error-storage-unavailable = דער סערווער קען איצט גאָרנישט אָפּהיטן
error-storage-unavailable-detail = דער סערווערס שפּייכלער איז איצט פֿול אָדער ניט בנימצא, דעריבער איז וואָס איר האָט געשיקט ניט אָפּגעהיט געוואָרן. ביטע פּרובירט נאָך אַ מאָל אין עטלעכע מינוט אַרום.
error-invalid-account = זײַט אַזוי גוט, קוקט איבער אײַערע פּרטים
error-username-taken = דער באַניצער־נאָמען איז שוין פֿאַרנומען
error-reserved-username = דער באַניצער־נאָמען איז רעזערווירט
error-own-game = איר טאָרט נישט באַשליסן וועגן אײַער אייגענער פּאַרטיע
error-wrong-credentials = פֿאַלשער באַניצער־נאָמען אָדער פּאַראָל
error-wrong-password = פֿאַלשע פּאַראָל
error-invalid-link = דער לינק אַרבעט שוין נישט
error-already-confirmed = דער אַדרעס איז שוין באַשטעטיקט
error-too-many-requests = צו פֿיל בקשות; וואַרט אַ רגע
error-unknown-preference = אומבאַקאַנטע באַשטימונג

## Form fields and hints
field-username = באַניצער־נאָמען
field-email = בליצבריוו־אַדרעס
field-password = פּאַראָל
field-new-password = נײַע פּאַראָל
field-current-password = איצטיקע פּאַראָל
field-username-or-email = באַניצער־נאָמען אָדער בליצבריוו־אַדרעס
field-token-label = נאָמען פֿאַרן טאָקען
field-language = שפּראַך
field-notation = נאָטאַציע פֿון די צוגן
field-opponent = קעגנער
field-color = אײַער קאָליר
field-variant = וואַריאַנט
field-chess960 = Chess960־פּאָזיציע
field-opening = עפֿענונג־צוגן
field-fen = אָנהייב־פּאָזיציע (FEN)
field-time-control = צײַט־קאָנטראָל
hint-username = 3 ביז 24 לאַטײַנישע אותיות, ציפֿערן, "_" אָדער "-", וואָס הייבן זיך אָן מיט אַן אות אָדער ציפֿער.
hint-password = כאָטש 8 צייכנס; עטלעכע ווערטער מאַכן אַ גוטע פּאַראָל.
hint-language = די שפּראַך פֿון די בלעטער און פֿון די פֿיגור־אותיות אין צוגן (דײַטשישע שפּילער שרײַבן Sf3 אַנשטאָט Nf3). אויף ייִדיש ווײַזט מען צוגן מיט פֿיגורן און ICCF־נומערן.
hint-opponent = אַ באַניצער־נאָמען, אָדער לאָזט עס ליידיק פֿאַר אַן אָפֿענעם אַרויסרוף וואָס יעדער קען אָננעמען.
hint-chess960 = אַ נומער פֿון 0 ביז 959, אָדער ליידיק פֿאַר אַ צופֿעליקער פּאָזיציע.
hint-opening = ברירהדיק, פֿאַר אַ טעמאַטישער פּאַרטיע: צוגן פֿונעם אָנהייב, למשל 1.e4 c5 2.Nf3.
hint-fen = ברירהדיק, פֿאַר אַ טעמאַטישער פּאַרטיע: אַ פּאָזיציע אין FEN. גיט אָדער עפֿענונג־צוגן אָדער אַ FEN.
hint-time-control = 10/50 (10 צוגן אין 50 טעג), 30+3 (30 טעג פּלוס 3 פֿאַר יעדן צוג) אָדער 3d (3 טעג פֿאַר אַ צוג).
time-control-days-per-move = { $days } ט׳ אויף אַ צוג

## Signing up and in
register-title = זיך פֿאַרשרײַבן
register-submit = שאַפֿט מײַן קאָנטע
register-have-account = איר האָט שוין אַ קאָנטע?
login-title = אַרײַנלאָגירן
login-submit = אַרײַנלאָגירן
login-forgot = פֿאַרגעסן די פּאַראָל?
login-no-account = נײַ דאָ?
login-wrong = פֿאַלשער באַניצער־נאָמען אָדער פּאַראָל.
login-throttled = צו פֿיל דורכגעפֿאַלענע פּרוּוון אַרײַנצולאָגירן. פֿאַר אײַער זיכערהייט, וואַרט { $minutes ->
    [one] איין מינוט
   *[other] { $minutes } מינוט
  } און פּרוּווט נאָך אַ מאָל (נאָך { $time } UTC).
forgot-title = פֿאַרגעסענע פּאַראָל
forgot-intro = גיט אײַער באַניצער־נאָמען אָדער בליצבריוו־אַדרעס, און מיר וועלן אײַך שיקן אַ לינק אויסצוקלײַבן אַ נײַע פּאַראָל.
forgot-submit = שיקט מיר אַ לינק
forgot-sent-heading = קוקט אין אײַער בליצבריוו
forgot-sent = אויב אַ קאָנטע פּאַסט, האָבן מיר געשיקט אַ לינק צו איר בליצבריוו־אַדרעס. דער לינק אַרבעט צוויי שעה.
reset-title = קלײַבט אויס אַ נײַע פּאַראָל
reset-submit = היט אָפּ די נײַע פּאַראָל
reset-ask-again = בעט אַ נײַעם לינק
link-invalid-heading = דער לינק אַרבעט שוין נישט
link-invalid = דער לינק איז שוין באַניצט געוואָרן אָדער אויסגעגאַנגען. זײַט אַזוי גוט, בעט אַ נײַעם.
unsubscribe-heading = קיין שפּיל־בריוו מער
unsubscribe-confirm = דריקט דעם קנעפּל כּדי נישט מער צו באַקומען קיין בריוו וועגן אײַערע שפּילן. ענטפֿערס אויף אײַערע אייגענע בריוו און בריוו וועגן דעם חשבון וועלן ווײַטער קומען.
unsubscribe-button = אָפּשטעלן שפּיל־בריוו
unsubscribe-done-heading = שפּיל־בריוו זײַנען אויסגעלאָשן
unsubscribe-done = איר וועט מער נישט באַקומען קיין בריוו וועגן אײַערע שפּילן. איר קענט זיי ווידער אָנצינדן אין די באַשטימונגען.
unsubscribe-settings = עפֿנט די באַשטימונגען
unsubscribe-invalid = דער אָפּשרײַב־לינק איז נישט גילטיק. קלײַבט אויס אין די באַשטימונגען וועלכע בריוו איר באַקומט.

## Notices
notice-registered = ברוכים־הבאָים אין Kingpost! מיר האָבן געשיקט אַ לינק צו { $email } צו באַשטעטיקן אײַער אַדרעס.
notice-verified = אַ דאַנק, אײַער בליצבריוו־אַדרעס איז באַשטעטיקט.
notice-verify-sent = מיר האָבן געשיקט אַ נײַעם באַשטעטיקונג־לינק צו { $email }.
notice-verify-wait = מע האָט ערשט לעצטנס געשיקט אַ באַשטעטיקונג־לינק. קוקט אין אײַער פּאָסט, אָדער בעט ווידער אין { $minutes } מינוט אַרום.
notice-password-reset = אײַער נײַע פּאַראָל איז אָפּגעהיט און איר זײַט אַרײַנגעלאָגירט.
notice-password-changed = אײַער פּאַראָל איז געביטן. אַנדערע מכשירים זײַנען אַרויסגעלאָגירט געוואָרן און אײַערע API־טאָקענס אָפּגערופֿן.
notice-signed-out-everywhere = איר זײַט אַרויסגעלאָגירט אויף אַלע מכשירים און אײַערע API־טאָקענס זײַנען אָפּגערופֿן.
notice-token-revoked = דער טאָקען איז אָפּגערופֿן געוואָרן.
notice-settings-saved = אײַערע באַשטימונגען זײַנען אָפּגעהיט.
notice-challenge-created = אײַער אַרויסרוף איז געמאַכט.
notice-challenge-closed = דער אַרויסרוף איז פֿאַרמאַכט.
notice-resigned = איר האָט זיך אונטערגעגעבן אין דער פּאַרטיע.

## Emails
mail-verify-subject = באַשטעטיקט אײַער בליצבריוו־אַדרעס פֿאַר Kingpost
mail-verify-body =
    שלום { $username },

    זײַט אַזוי גוט און באַשטעטיקט אײַער בליצבריוו־אַדרעס פֿאַר Kingpost דורך עפֿענען דעם לינק:

    { $link }

    דער לינק אַרבעט זיבן טעג. אויב איר האָט זיך נישט פֿאַרשריבן, איגנאָרירט די מעלדונג.
mail-reset-subject = קלײַבט אויס אַ נײַע Kingpost־פּאַראָל
mail-reset-body =
    שלום { $username },

    עמעצער (מסתּמא איר) האָט געבעטן צוריקשטעלן אײַער Kingpost־פּאַראָל. כּדי אויסצוקלײַבן אַ נײַע, עפֿנט:

    { $link }

    דער לינק אַרבעט צוויי שעה. אויב איר האָט נישט געבעטן, איגנאָרירט די מעלדונג; אײַער פּאַראָל בלײַבט ווי זי איז.

## Account and settings
account-title = אײַער קאָנטע
account-email = בליצבריוו־אַדרעס
account-verified = באַשטעטיקט
account-unverified = נאָך נישט באַשטעטיקט
account-resend = שיקט אַ נײַעם באַשטעטיקונג־לינק
account-password = בײַט אײַער פּאַראָל
account-password-submit = בײַט די פּאַראָל
account-sessions = אײַנגעלאָגירטע מכשירים
account-sessions-intro = פֿאַרלוירן אַ מכשיר, אָדער איר זאָרגט זיך אַז עמעצער ווייסט אײַער פּאַראָל? לאָגירט זיך אַרויס אומעטום מיט אַ מאָל: יעדער בלעטערער וווּ איר זײַט אײַנגעלאָגירט, אויך דער דאָזיקער, מוז זיך ווידער אײַנלאָגירן, און אײַערע API־טאָקענס הערן אויף צו אַרבעטן.
account-sign-out-everywhere = אַרויסלאָגירן אומעטום
tokens-title = פּערזענלעכע API־טאָקענס
tokens-intro = אַ טאָקען לאָזט אַ פּראָגראַם (אַ באָט, אַן אַפּ) שפּילן פֿאַר אײַך דורכן API. היט די טאָקענס בסוד.
tokens-new = אײַער נײַער טאָקען. קאָפּירט אים איצט: מע ווײַזט אים נאָר דאָס איין מאָל.
tokens-label-example = למשל מײַן טעלעפֿאָן
tokens-create = שאַפֿט אַ טאָקען
tokens-none = איר האָט נישט קיין טאָקענס.
tokens-revoke = רופֿט אָפּ
settings-title = באַשטימונגען
settings-submit = היט אָפּ די באַשטימונגען
notation-san = אַלגעבראַיִש (Nf3), מיט די פֿיגור־אותיות פֿון אײַער שפּראַך
notation-figurine = אַלגעבראַיִש מיט פֿיגורן (♘f3)
notation-iccf = ICCF־נומעריש (7163)
notation-lan = לאַנג אַלגעבראַיִש (Ng1-f3)
notation-uci = UCI (g1f3)
notation-auto = די געוויינטלעכע פֿאַר מײַן שפּראַך (איצט: { $example })
notation-figurine-iccf = אַלגעבראַיִש מיט פֿיגורן, ICCF־נומערן דערבײַ (♘f3 7163)
hint-notation = ווי די רשימה פֿון צוגן ווײַזט די צוגן. די געוויינטלעכע גייט נאָך אײַער שפּראַך: אירע אייגענע פֿיגור־אותיות וווּ שפּילער האָבן זיי, אַנדערש פֿיגורן מיט ICCF־נומערן דערבײַ.
settings-letters-only = בלויז פֿיגור־אותיות (די בלעטער אויף ענגליש)
language-autonym = ייִדיש
language-en = English (ענגליש)
language-de = Deutsch (דײַטש)
language-fr = Français (פֿראַנצייזיש)
language-es = Español (שפּאַניש)
language-it = Italiano (איטאַליעניש)
language-pt = Português (פּאָרטוגאַליש)
language-nl = Nederlands (האָלענדיש)
language-sv = Svenska (שוועדיש)
language-da = Dansk (דעניש)
language-no = Norsk (נאָרוועגיש)
language-cs = Čeština (טשעכיש)
language-pl = Polski (פּויליש)
language-hu = Magyar (אונגעריש)
language-ro = Română (רומעניש)
language-ru = Русский (רוסיש)
language-sq = Shqip (אַלבאַניש)
language-ga = Gaeilge (איריש)
language-yi = ייִדיש
language-am = አማርኛ (אַמהאַריש)

## Start page
home-title = קאָרעספּאָנדענץ־שאַך, ווי איר ווילט
home-lead = Kingpost איז אַ סערווער פֿאַר קאָרעספּאָנדענץ־שאַך: פּאַרטיעס וואָס דויערן וואָכן אָדער חדשים, מיט טעג פֿאַר יעדן צוג.
home-point-time = נעמט אײַך צײַט: 10 צוגן אין 50 טעג, טעג פֿאַר אַ צוג, אָדער אַ זאַפּאַס טעג מיט אַ צוגאָב פֿאַר יעדן צוג.
home-point-notation = שרײַבט צוגן ווי איר האָט זיי זיך אויסגעלערנט: Nf3, Sf3, Cf3, ♘f3, ICCF 7163, אָדער קליקט פּשוט אויפֿן ברעט.
home-point-rules = יעדער צוג ווערט געפּרוּווט לויט די שאַך־כּללים, אויך Chess960 און טעמאַטישע עפֿענונגען.
home-point-own = שפּילט אינעם בלעטערער, אָדער לאָזט אײַערע אייגענע פּראָגראַמען שפּילן דורכן API.

## Challenges
challenge-new-title = נײַער אַרויסרוף
challenge-submit = שיקט דעם אַרויסרוף
challenge-bad-number = "{ $text }" איז נישט קיין Chess960־פּאָזיציע־נומער; גיט אַ נומער פֿון 0 ביז 959 אָדער לאָזט עס ליידיק.
challenge-error-no-player = קוקט איבער דעם אויסלייג: קיין שפּילער הייסט ניט „{ $text }“.
challenge-error-self = איר קענט ניט אַרויסרופֿן זיך אַליין; קלײַבט אַן אַנדער שפּילער אָדער די מאַשין.
challenge-error-time-control = „{ $text }“ איז ניט קיין צײַט־קאָנטראָל; שרײַבט למשל 10/50, 30+3 אָדער 3d.
challenge-error-fen = פֿון דעם FEN קען מען ניט אָנהייבן קיין פּאַרטיע; קוקט אים איבער אָדער לאָזט דאָס פֿעלד ליידיק.
challenge-error-thematic = גיט אָדער אַן עפֿענונג אָדער אַ FEN, ניט ביידע, און נאָר בײַ געוויינטלעכן שאַך.
challenge-error-number = אַ נומער פֿון אַ פּאָזיציע גייט נאָר מיט Chess960; קלײַבט Chess960 אָדער לאָזט עס ליידיק.
challenge-error-opening = דער עפֿענונג־צוג „{ $text }“ איז דאָרט ניט דערלויבט; קוקט איבער די צוגן.
challenge-error-engine-level = קלײַבט אַ מדרגה פֿון דער מאַשין פֿון 1 ביז 10.
challenge-error-rated-thematic = אַ פּאַרטיע פֿון אַן אויסגעקליבענער עפֿענונג אָדער פּאָזיציע קען ניט זײַן געשאַצט; קלײַבט „ניט געשאַצט“ אָדער מאַכט ליידיק די עפֿענונג און דעם FEN.
challenge-error-rated-engine = פּאַרטיעס קעגן דער מאַשין קענען ניט זײַן געשאַצט; קלײַבט „ניט געשאַצט“.
challenge-thematic-toggle = אָנהייבן פֿון אַן עפֿענונג אָדער אַ פּאָזיציע (FEN)
color-choice = { $color ->
    [white] ווײַס
    [black] שוואַרץ
   *[random] לויטן גורל
  }
color-white = ווײַס
color-black = שוואַרץ
variant-standard = געוויינטלעכער שאַך
variant-chess960 = Chess960
game-rated = געשאַצט
game-unrated = ניט געשאַצט
field-rated = שאַצונג
hint-rated = אַ געשאַצטע פּאַרטיע ענדערט בײַם סוף די שאַצונג פֿון ביידע שפּילער.
challenges-title = אַרויסרופֿן
challenges-incoming = אַרויסרופֿן צו אײַך
challenges-open = אָפֿענע אַרויסרופֿן
challenges-mine = אײַערע אַרויסרופֿן
challenges-none = דערווײַל קיינע.
challenge-from = פֿון { $name }
challenge-to = צו { $name }
challenge-to-anyone = אָפֿן פֿאַר יעדן
challenge-you-play = { $color ->
    [white] איר שפּילט ווײַס
    [black] איר שפּילט שוואַרץ
   *[random] די קאָלירן לויטן גורל
  }
challenge-thematic = טעמאַטישער אָנהייב
challenge-accept = אָננעמען
challenge-decline = אָפּזאָגן
challenge-withdraw = צוריקציִען

## Dashboard
dashboard-title = מײַנע פּאַרטיעס
dashboard-filter = נאָר פּאַרטיעס קעגן
dashboard-filter-submit = פֿילטרירן
dashboard-show-all = ווײַזט אַלץ
dashboard-challenges-received = אַרויסרופֿן צו אײַך: { $count }
dashboard-next = די קומענדיקע פּאַרטיע מיט אײַער צוג
dashboard-round = ראָונד { $round }
dashboard-last-move = לעצטער צוג:
dashboard-no-move = נאָך קיין צוג
dashboard-their-time = { $name } איז בײַם צוג:
dashboard-left-hours = { $count ->
    [one] עס בלײַבט נאָך 1 שעה
   *[other] עס בלײַבן נאָך { $count } שעה
  }
dashboard-left-minutes = { $count ->
    [one] עס בלײַבט נאָך 1 מינוט
   *[other] עס בלײַבן נאָך { $count } מינוט
  }
dashboard-you-on-leave = איר זענט אויף אורלויב
dashboard-on-leave = { $name } איז אויף אורלויב
dashboard-result-win = געוווּנען
dashboard-result-loss = פֿאַרשפּילט
dashboard-result-draw = רעמיס
dashboard-result-none = נישט פֿאַרענדיקט
section-my-turn = אײַער צוג
section-my-turn-empty = קיין פּאַרטיע וואַרט נישט אויף אײַער צוג.
section-waiting = מע וואַרט אויפֿן קעגנער
section-waiting-empty = קיין פּאַרטיע וואַרט נישט אויף אַ קעגנער.
section-finished = געענדיקטע פּאַרטיעס
section-finished-empty = נאָך קיין געענדיקטע פּאַרטיעס.
game-vs-as-white = קעגן { $name } (איר שפּילט ווײַס)
game-vs-as-black = קעגן { $name } (איר שפּילט שוואַרץ)
game-moves = { $count ->
    [one] איין צוג
   *[other] { $count } צוגן
  }
pager-label = בלעטער
pager-previous = פֿריִערדיקער
pager-next = ווײַטער
pager-position = בלאַט { $page }

## Game page
game-title = פּאַרטיע { $id }
game-versus = קעגן
game-result = רעזולטאַט: { $result }
game-your-move = ס'איז אײַער צוג.
game-to-move = ס'איז דער צוג פֿון { $name }.
game-flip = דרייט איבער דעם ברעט
game-fullscreen = גאַנצער עקראַן
game-sound-on = קלאַנג: אָן
game-sound-off = קלאַנג: אויס
game-promote = פֿאַרוואַנדלען אין
piece-queen = קעניגין
piece-rook = טורעם
piece-bishop = לויפֿער
piece-knight = פֿערד
piece-king = קעניג
piece-pawn = פּיאָן
game-legal-moves = דערלויבטע צוגן אין דער פּאָזיציע:
game-move-label = אײַער צוג
game-move-hint = אין יעדער נאָטאַציע: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = פֿאָרשלאָגן רעמיז מיט דעם צוג
game-move-submit = שפּילן
game-offer-received = אײַער קעגנער שלאָגט פֿאָר רעמיז.
game-offer-accept = אָננעמען דעם רעמיז
game-offer-decline = אָפּזאָגן
game-offer-waiting = אײַער רעמיז־פֿאָרשלאָג וואַרט אויף אַן ענטפֿער.
game-more-actions = רעמיז און זיך אונטערגעבן
game-offer-draw = פֿאָרשלאָגן רעמיז
game-claimable = איר קענט איצט פֿאָדערן רעמיז (דרײַפֿאַכיקע איבערחזרונג אָדער דער 50־צוגן־כּלל).
game-claim-move = דער צוג מיט וועלכן איר פֿאָדערט (ברירהדיק)
game-claim = פֿאָדערן רעמיז
game-resign = זיך אונטערגעבן…
game-moves-heading = צוגן
game-no-moves = נאָך קיין צוגן.
game-download-pgn = אַראָפּלאָדן PGN
termination-checkmate = מאַט
termination-stalemate = פּאַט
termination-insufficient_material = טויטע פּאָזיציע: קיין זײַט קען נישט מאַטירן
termination-fifty_moves = 50 צוגן אָן אַ שלאָגן אָדער אַ פּיאָן־צוג, געפֿאָדערט
termination-fivefold_repetition = די זעלבע פּאָזיציע איז פֿאָרגעקומען פֿינף מאָל
termination-seventyfive_moves = 75 צוגן אָן אַ שלאָגן אָדער אַ פּיאָן־צוג
termination-threefold_repetition = דרײַפֿאַכיקע איבערחזרונג, געפֿאָדערט
termination-agreement = רעמיז לויט אָפּמאַך
termination-resignation = זיך אונטערגעבן
termination-time_forfeit = פֿאַרלוסט אויף צײַט
termination-adjudication = אורטייל פֿון שופֿט
resign-title = זיך אונטערגעבן?
resign-question = ווילט איר טאַקע זיך אונטערגעבן אין פּאַרטיע { $id }?
resign-confirm = יאָ, איך גיב זיך אונטער
resign-cancel = ניין, צוריק צו דער פּאַרטיע

## The board in words (screen readers, braille displays, keyboard)
board-help = די פֿײַל־קלאַווישן באַוועגן זיך איבערן ברעט; Enter אָדער דער צווישנשלאַק הייבט אויף אַ פֿיגור און שטעלט זי אַוועק; Escape שטעלט זי צוריק.
board-cell = { $square }, { $piece }
board-empty = ליידיק
board-piece-white-king = ווײַסער קעניג
board-piece-white-queen = ווײַסע קעניגין
board-piece-white-rook = ווײַסער טורעם
board-piece-white-bishop = ווײַסער לויפֿער
board-piece-white-knight = ווײַס פֿערד
board-piece-white-pawn = ווײַסער פּיאָן
board-piece-black-king = שוואַרצער קעניג
board-piece-black-queen = שוואַרצע קעניגין
board-piece-black-rook = שוואַרצער טורעם
board-piece-black-bishop = שוואַרצער לויפֿער
board-piece-black-knight = שוואַרץ פֿערד
board-piece-black-pawn = שוואַרצער פּיאָן
board-picked = אויפֿגעהויבן: { $square }. גייט צו אַ פֿעלד און דריקט Enter.
board-put-back = צוריקגעשטעלט: { $square }.
board-cannot = { $square }: די פֿיגור קען נישט גיין אַהין.
board-no-moves = { $square }: דאָ קען גאָרנישט גיין.
board-sending = מע שפּילט { $move }…
board-last-move = { $name } האָט געשפּילט { $move }.
board-text = דער ברעט ווי טעקסט
board-text-white = ווײַס:
board-text-black = שוואַרץ:
game-spoken = אויסגערעדטע צוגן
game-contrast = ברעט מיט הויכן קאָנטראַסט

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = שלאָגט
spoken-check = שאַך
spoken-mate = שאַך־מאַט
spoken-castle-short = קורצע ראָקירונג
spoken-castle-long = לאַנגע ראָקירונג
spoken-promotes = ווערט אַ { $piece }
spoken-rank-1 = איינס
spoken-rank-2 = צוויי
spoken-rank-3 = דרײַ
spoken-rank-4 = פֿיר
spoken-rank-5 = פֿינף
spoken-rank-6 = זעקס
spoken-rank-7 = זיבן
spoken-rank-8 = אַכט

## Game mail and bouncing addresses (settings and account pages)
field-notify = בריוו וועגן פּאַרטיעס
hint-notify = בריוו קענען אײַך מעלדן וועגן יעדן צוג, אָדער איין מאָל אַ טאָג אויסרעכענען די פּאַרטיעס וווּ ס'איז אײַער צוג. ענטפֿערס אויף אײַערע אייגענע בריוו און קאָנטע־בריוו קומען שטענדיק.
notify-move = אַ בריוו פֿאַר יעדן צוג און יעדע געשעעניש אין מײַנע פּאַרטיעס
notify-digest = איין בריוו אַ טאָג מיט די פּאַרטיעס וווּ ס'איז מײַן צוג
notify-none = קיין בריוו וועגן פּאַרטיעס
field-messages = מעלדונגען פֿון קעגנערס
settings-messages-on = אָננעמען מעלדונגען פֿון מײַנע קעגנערס
settings-messages-off = קיין מעלדונגען (איך באַקום ניט און שיק ניט)
hint-messages = די שפּילערס פֿון אַ פּאַרטיע קענען שרײַבן איינער דעם אַנדערן לעבן די צוגן. אויסגעלאָשן, באַקומט איר ניט און שיקט איר ניט קיין מעלדונגען.
account-bouncing = מע האָט נישט געקענט איבערגעבן בריוו צו דעם אַדרעס ({ $time }).
account-bouncing-reason = דער באַקומענדיקער פּאָסט־סערווער האָט געענטפֿערט: { $text }
account-bouncing-advice = קאָנטראָלירט צי דער אַדרעס איז ריכטיק און צי דער קאַסטן נעמט אָן בריוו (נישט פֿול, בלאָקירט אונדז נישט). דערנאָך שיקט זיך אַ נײַעם באַשטעטיקונג־לינק: ווען ער קומט אָן, פֿאַרשווינדט די וואָרענונג.
