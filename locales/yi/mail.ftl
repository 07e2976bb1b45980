# די טעקסטן פֿון Kingpost־בליצבריוו, ייִדיש. די זעלבע שליסלען ווי locales/en/mail.ftl.

## טעמעס
mail-subject-your-move = ס'איז אײַער צוג ({ $move })
mail-subject-your-move-first = ס'איז אײַער צוג
mail-subject-their-move = { $name } איז בײַם צוג
mail-subject-draw-offered = רעמיז פֿאָרגעלייגט
mail-subject-draw-declined = רעמיז אָפּגעזאָגט
mail-subject-message = מעלדונג פֿון { $name }
mail-subject-over = די פּאַרטיע איז פֿאַרענדיקט: { $result }
mail-subject-digest = { $count ->
    [one] אײַער צוג אין איין פּאַרטיע
   *[other] אײַער צוג אין { $count } פּאַרטיעס
}

## וואָס איז געשען
mail-intro-started = אײַער פּאַרטיע קעגן { $name } האָט זיך אָנגעהויבן. איר שפּילט מיט { $color }.
mail-intro-moved = { $name } האָט געשפּילט { $move }.
mail-intro-moved-offer = { $name } האָט געשפּילט { $move } און שלאָגט פֿאָר רעמיז.
mail-intro-draw-offered = { $name } שלאָגט פֿאָר רעמיז.
mail-intro-draw-declined = { $name } האָט אָפּגעזאָגט אײַער רעמיז־פֿאָרשלאָג.
mail-intro-reminder = אַ דערמאָנונג: ס'איז אײַער צוג אין דער פּאַרטיע קעגן { $name }.
mail-intro-ended-checkmate = { $name } האָט געוווּנען מיט מאַט.
mail-intro-ended-resignation = { $name } האָט זיך אונטערגעגעבן.
mail-intro-ended-agreement = די פּאַרטיע האָט זיך געענדיקט רעמיז לויט אָפּמאַך.
mail-intro-ended-claim = די פּאַרטיע האָט זיך געענדיקט רעמיז לויט פֿאָדערונג: { $text }.
mail-intro-ended-time = { $name } האָט פֿאַרלוירן אויף צײַט.
mail-intro-ended-other = די פּאַרטיע איז געענדיקט: { $text }.

## ענטפֿערס אויף אײַערע בריוו
mail-confirm-move = אײַער צוג { $move } איז געשפּילט.
mail-confirm-move-offer = אײַער צוג { $move } איז געשפּילט, און אײַער רעמיז־פֿאָרשלאָג איז אָפּגעשיקט.
mail-confirm-draw-offered = אײַער רעמיז־פֿאָרשלאָג איז געשיקט געוואָרן צו { $name }.
mail-confirm-draw-accepted = איר האָט אָנגענומען דעם רעמיז־פֿאָרשלאָג.
mail-confirm-draw-declined = איר האָט אָפּגעזאָגט דעם רעמיז־פֿאָרשלאָג.
mail-confirm-draw-claimed = אײַער רעמיז־פֿאָדערונג איז אָנגענומען.
mail-confirm-resigned = איר האָט זיך אונטערגעגעבן אין דער פּאַרטיע.
mail-confirm-message = אײַער מעלדונג איז געשיקט געוואָרן צו { $name }.
mail-confirm-echo = אײַער צוג אין יעדער נאָטאַציע: { $text }
mail-error-intro = מע האָט נישט געקענט אויספֿירן אײַער בריוו: { $text }
mail-error-nothing-changed = אין דער פּאַרטיע האָט זיך גאָרנישט געביטן.
mail-error-legal-moves = אײַערע מעגלעכע צוגן: { $text }
mail-error-generic-subject = אײַער בריוו צו Kingpost
mail-confirm-conditionals = אײַערע באַדינגטע צוגן זענען אָפּגעהיט: { $lines }. זיי ווערן געשפּילט פֿאַר אײַך נאָר ווען די צוגן פֿון אײַער קעגנער שטימען; יעדער אַנדער צוג מעקט זיי אויס.
mail-confirm-move-conditionals = אײַער צוג { $move } איז געשפּילט, און אײַערע באַדינגטע צוגן זענען אָפּגעהיט: { $lines }.
mail-error-repeated-mismatch = איר האָט איבערגעחזרט דעם לעצטן צוג פֿון אײַער קעגנער ווי { $written }, אָבער דער לעצטער צוג אין דער פּאַרטיע איז { $actual }.
mail-error-repeated-none = איר האָט איבערגעחזרט אַ צוג פֿון אײַער קעגנער ({ $written }), אָבער אין דער פּאַרטיע איז נאָך קיין צוג נישט געשפּילט געוואָרן.
mail-error-wrong-sender = דער בריוו איז געקומען פֿון { $from }, אָבער צוגן פֿאַר אײַערע פּאַרטיעס ווערן אָנגענומען נאָר פֿון אײַער באַשטעטיקטער אַדרעס { $address }. שיקט אײַער ענטפֿער פֿון יענער אַדרעס.
mail-error-unverified = אײַער אַדרעס { $address } איז נאָך נישט באַשטעטיקט, דערפֿאַר קען מען נישט אָננעמען צוגן וואָס ווערן געשיקט פּער בריוו. עפֿנט דעם באַשטעטיקונג־לינק וואָס מיר האָבן אײַך געשיקט, אָדער בעט אַ נײַעם אויף אײַער קאָנטע־זײַט.
mail-error-no-game = דער בריוו איז נישט געשיקט געוואָרן צו דער ענטפֿער־אַדרעס פֿון אַ פּאַרטיע, דערפֿאַר איז נישט קלאָר פֿאַר וועלכער פּאַרטיע ער איז. ענטפֿערט אויף דעם בריוו וועגן דער פּאַרטיע: זײַן ענטפֿער־אַדרעס באַצייכנט די פּאַרטיע. אויב איר באַקומט די טעגלעכע איבערזיכט, ענטפֿערט אויף איר מיטן נומער פֿון דער פּאַרטיע פֿאַר אײַער צוג, למשל: 12: e4

## די פּאַרטיע
mail-color-white = ווײַס
mail-color-black = שוואַרץ
mail-game-heading = פּאַרטיע { $id }: { $white } (ווײַס) – { $black } (שוואַרץ), { $text }
mail-position = די פּאָזיציע, { $color } אונטן:
mail-board-legend = גרויסע אותיות זײַנען ווײַס, קליינע – שוואַרץ (ענגלישע אותיות): K קעניג, Q מלכּה, R טורעם, B לויפֿער, N פֿערד, P פּיאָן.
mail-moves = צוגן:
mail-no-moves = מע האָט נאָך נישט געשפּילט קיין צוג.
mail-last-move = דער לעצטער צוג: { $move }
mail-turn-yours = ס'איז אײַער צוג: { $move }
mail-turn-theirs = ס'איז דער צוג פֿון { $name }.
mail-result = רעזולטאַט: { $result } ({ $text })
mail-deadline = טערמין: { $time } { $zone } ({ $count ->
    [0] ווייניקער ווי אַ טאָג איז געבליבן
    [one] איין טאָג איז געבליבן
   *[other] { $count } טעג זײַנען געבליבן
})
mail-deadline-passed = טערמין: { $time } { $zone } (פֿאַרבײַ)
mail-draw-offer-waiting = { $name } שלאָגט פֿאָר רעמיז: ענטפֿערט "accept" אָדער "decline" (אַ צוג זאָגט עס אויך אָפּ).

## ווי אַזוי צו ענטפֿערן
mail-button-game = עפֿנט די פּאַרטיע
mail-reply-heading = ווי אַזוי צו ענטפֿערן
mail-reply-move = ענטפֿערט אויף דעם בריוו מיט אײַער צוג אויבן, למשל: { $move }
mail-reply-repeat = איר קענט פֿריִער איבערחזרן דעם קעגנערס לעצטן צוג, ווי אין שאַך דורך פּאָסט: { $move }
mail-reply-commands = אַנדערע ענטפֿערס: "resign" – זיך אונטערגעבן; "draw" – פֿאָרשלאָגן רעמיז (נאָך אײַער צוג, צוזאַמען מיטן צוג); "accept" אָדער "decline" – אויף אַ רעמיז־פֿאָרשלאָג; "claim" – פֿאָדערן רעמיז צוליב איבערחזרונג אָדער דעם 50־צוגן־כּלל (מיט אײַער צוג, אויב ער מאַכט די פֿאָדערונג גערעכט).
mail-reply-quoting = ציטירטער טעקסט אונטער אײַער ענטפֿער ווערט איגנאָרירט.
mail-link-game = די פּאַרטיע אין אײַער בלעטערער: { $link }
mail-link-settings = קלײַבט אויס וועלכע בריוו איר באַקומט: { $link }

## טעגלעכע איבערזיכט
mail-digest-intro = { $count ->
    [one] ס'איז אײַער צוג אין איין פּאַרטיע.
   *[other] ס'איז אײַער צוג אין { $count } פּאַרטיעס.
}
mail-digest-game = פּאַרטיע { $id } קעגן { $name }
mail-digest-reply = כּדי צו שפּילן, ענטפֿערט צו: { $email }
mail-digest-footer = איר באַקומט דעם בריוו איין מאָל אַ טאָג, ווײַל איר האָט אויסגעקליבן די טעגלעכע איבערזיכט.
mail-digest-reply-all = אָדער ענטפֿערט אויף דעם בריוו גופֿא, איין שורה פֿאַר יעדער פּאַרטיע, מיט דעם נומער פֿון דער פּאַרטיע פֿאַר אײַער צוג, למשל: { $example }
mail-error-digest-no-game = דער ענטפֿער אויף אײַער טעגלעכער איבערזיכט זאָגט נישט פֿאַר וועלכער פּאַרטיע ער איז. שרײַבט יעדן צוג אויף אַן אייגענער שורה מיטן נומער פֿון דער פּאַרטיע פֿאַר אים, למשל: { $example }
mail-error-digest-not-your-game = איר שפּילט נישט אין פּאַרטיע { $id }. שרײַבט פֿאַרן צוג דעם נומער פֿון איינער פֿון אײַערע פּאַרטיעס, ווי די איבערזיכט רעכנט זיי אויס.

## אַרויסרופֿן
mail-subject-challenge = { $name } רופֿט אײַך אַרויס צו אַ פּאַרטיע
mail-challenge-intro = { $name } רופֿט אײַך אַרויס צו אַ פּאַרטיע ({ $terms }).
mail-challenge-reply = ענטפֿערט "accept" אויף דעם בריוו כּדי צו שפּילן, אָדער "decline" כּדי אָפּצוזאָגן. איר קענט אויך ענטפֿערן אויפֿן בלאַט:
mail-subject-challenge-declined = { $name } האָט אָפּגעזאָגט אײַער אַרויסרוף
mail-challenge-declined = { $name } האָט אָפּגעזאָגט אײַער אַרויסרוף ({ $terms }).
mail-confirm-challenge-declined = איר האָט אָפּגעזאָגט דעם אַרויסרוף פֿון { $name }.
mail-error-challenge-command = דער ענטפֿער איז אויף אַן אַרויסרוף: שרײַבט "accept" כּדי צו שפּילן די פּאַרטיע אָדער "decline" כּדי אָפּצוזאָגן.

## Conditional moves
mail-intro-conditional-played = { $name } האָט געשפּילט { $move }, און אײַער באַדינגטער צוג { $text } איז געשפּילט געוואָרן אַלס ענטפֿער.
mail-intro-conditionals-cleared = אײַערע באַדינגטע צוגן זײַנען אויסגעמעקט געוואָרן: דער צוג איז נישט געווען צווישן זיי.
mail-message-from = { $name } שרײַבט:
mail-message-reported-subject = מען האָט געמעלדעט אַ מעלדונג צווישן { $white } און { $black }
mail-message-reported-body = שלום { $username }, { $name } האָט געמעלדעט אַ מעלדונג אין דער פּאַרטיע { $white } – { $black }. איר קענט איצט לייענען די מעלדונגען פֿון דער פּאַרטיע אויף איר זײַט:
