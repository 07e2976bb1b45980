# Playing against the engine, and adjudication (Yiddish).

field-engine-level = אָדער שפּילט קעגן דער מאַשין
engine-level-none = ניין, קעגן אַ מענטש (אויבן דערמאָנט, אָדער ווער עס איז)
engine-level-option = מאַשין, שטאַפּל { $count }
hint-engine-level = שטאַפּל 1 איז אַ אָנהייבער וואָס טוט טעותים; שטאַפּל 10 איז די פֿולע שטאַרקייט. די מאַשין נעמט גלײַך אָן און ענטפֿערט אַליין אויף אײַערע צוגן.

adjudication-heading = אורטייל
adjudicate-link = פּסקנט די פּאַרטיע…
adjudication-decided-by = באַשלאָסן פֿון { $name }:
adjudication-reason = סיבה: { $text }
adjudication-report = באַריכט פֿון דער מאַשין
adjudicate-title = פּסקנט פּאַרטיע { $id }
adjudicate-intro = אונטן שטייט דער באַריכט פֿון דער מאַשין וועגן דער איצטיקער פּאָזיציע. דער באַריכט שלאָגט פֿאָר; איר באַשליסט. אײַער באַשלוס, אײַער נאָמען, אײַער סיבה און אַ נײַער באַריכט ווערן אָפּגעהיט מיט דער פּאַרטיע, און די פּאַרטיע ענדיקט זיך.
adjudicate-result = רעזולטאַט
adjudicate-reason = סיבה
adjudicate-reason-hint = זאָגט פֿאַר וואָס, מיט ווערטער וואָס די שפּילער וועלן פֿאַרשטיין; מע ווײַזט עס אויפֿן בלאַט פֿון דער פּאַרטיע.
adjudicate-submit = ענדיקט די פּאַרטיע מיט דעם רעזולטאַט
adjudicate-back = צוריק צו דער פּאַרטיע
notice-adjudicated = די פּאַרטיע איז געפּסקנט געוואָרן.

verdict-white_wins = ווײַס געווינט
verdict-draw = רעמיז
verdict-black_wins = שוואַרץ געווינט
verdict-unclear = נישט קלאָר: אַ מענטש מוז באַשליסן
