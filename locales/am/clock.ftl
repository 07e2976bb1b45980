# Kingpost's clock texts, Amharic (Ge'ez script).
# Same keys and placeholders as locales/en/clock.ftl.

clock-heading = ሰዓቶች
clock-days-left = { $count ->
    [one] { $count } ቀን ቀርቷል
   *[other] { $count } ቀናት ቀርተዋል
}
clock-days-used = { $count ->
    [one] { $count } ቀን ጥቅም ላይ ውሏል
   *[other] { $count } ቀናት ጥቅም ላይ ውለዋል
}
clock-moves-to-control = { $count ->
    [one] እስከ ጊዜ ገደቡ { $count } እንቅስቃሴ
   *[other] እስከ ጊዜ ገደቡ { $count } እንቅስቃሴዎች
}
clock-deadline = ቀነ ገደብ፦ { $time }
clock-zone = የእርስዎ የሰዓት ሰቅ፣ { $name }
clock-overstepped = ቀነ ገደቡ አልፏል።
clock-on-leave = በፈቃድ ላይ፦ { $text }
clock-leave = ፈቃድ፦ { $text }
clock-rules = ቀናት የሚቆጠሩት በሙሉ ቀን ነው፣ በእያንዳንዱ ተጫዋች የአካባቢ ሰዓት እኩለ ሌሊት ላይ፤ የተጋጣሚው እንቅስቃሴ በደረሰበት ቀን የሚደረግ እንቅስቃሴ ምንም አያስከፍልም፣ የፈቃድ ቀናትም አይቆጠሩም።
clock-book-leave = ፈቃድ እና የሰዓት ሰቅ
reflection-heading = የማሰቢያ ጊዜ
reflection-time = ቀናት
reflection-days = { $count ->
    [one] { $count } ቀን
   *[other] { $count } ቀናት
}

conditionals-heading = ሁኔታዊ እንቅስቃሴዎች
conditionals-label = ተጋጣሚዎ … ቢጫወት፣ በ… ይመልሱ
conditionals-hint = ለእያንዳንዱ ቅርንጫፍ አንድ መስመር፣ እንቅስቃሴዎች በማንኛውም አጻጻፍ፣ የተጋጣሚዎ እንቅስቃሴ መጀመሪያ፦ "13...Nf6 14.e5 14...Nd5 15.c4"። አንድ መስመር ሲዛመድ አገልጋዩ መልስዎን ወዲያውኑ ይጫወታል፤ ሌላ ማንኛውም እንቅስቃሴ ሁኔታዊ እንቅስቃሴዎችዎን ያጠፋል። ተጋጣሚዎ በጭራሽ አያያቸውም። ባዶ ሳጥንም ያጠፋቸዋል።
conditionals-submit = ሁኔታዊ እንቅስቃሴዎችን አስቀምጥ
notice-conditionals-saved = ሁኔታዊ እንቅስቃሴዎችዎ ተቀምጠዋል።
notice-conditionals-cleared = ሁኔታዊ እንቅስቃሴዎችዎ ተሰርዘዋል።
messages-heading = መልእክቶች
messages-none = እስካሁን ምንም መልእክት የለም። የሚያዩት እርስዎና ተጋጣሚዎ ብቻ ናችሁ።
messages-with-move = ከ{ $move } ጋር
messages-reported = ሪፖርት ተደርጓል
messages-report = ሪፖርት አድርግ
messages-label = ለተጋጣሚዎ ይጻፉ
messages-hint = ተራ ጽሑፍ፣ ቢበዛ { $count } ቁምፊዎች። ተጋጣሚዎ በኢሜይልም ይደርሰዋል።
messages-move-label = ከእንቅስቃሴዬ ጋር (አማራጭ)
messages-submit = መልእክት ላክ
messages-refused-event = ውድድሩ { $name } በተጫዋቾች መካከል መልእክት አይፈቅድም።
messages-refused-you-off = መልእክቶችን አጥፍተዋል። ለመጻፍ በቅንብሮችዎ ውስጥ ያብሯቸው።
messages-refused-opponent-off = { $name } መልእክቶችን አይቀበልም።
messages-refused-empty = መልእክቱ ባዶ ነው። መጀመሪያ የሆነ ነገር ይጻፉ።
messages-refused-long = ጽሑፉ በጣም ረጅም ነው ({ $count } ቁምፊዎች)። ያሳጥሩት።
notes-heading = የግል ማስታወሻዎቼ
notes-label = እነዚህን ማስታወሻዎች የሚያዩት እርስዎ ብቻ ነዎት፤ ከጨዋታው በኋላም።
notes-submit = ማስታወሻዎቹን አስቀምጥ
notes-download-pgn = PGN ከማስታወሻዎቼ ጋር አውርድ
notice-message-sent = መልእክትዎ ተልኳል።
notice-message-reported = መልእክቱ ሪፖርት ተደርጓል። አዘጋጁ ወይም አስተዳዳሪ አሁን የዚህን ጨዋታ መልእክቶች ማንበብ ይችላሉ።
notice-report-dealt = ሪፖርቱ እንደተስተናገደ ምልክት ተደርጎበታል።
reports-title = ሪፖርት የተደረጉ መልእክቶች
reports-intro = ተጫዋቾች ሪፖርት ያደረጓቸውና እስካሁን ማንም ያላስተናገዳቸው መልእክቶች። መልእክቶቹን ለማንበብ ጨዋታውን ይክፈቱ፤ ጉዳዩን ካስተናገዱ በኋላ ሪፖርቱን እንደተስተናገደ ምልክት ያድርጉበት።
reports-none = ክፍት ሪፖርት የለም።
reports-col-game = ጨዋታ
reports-col-author = የጻፈው
reports-col-by = ሪፖርት ያደረገው
reports-col-when = ሪፖርት የተደረገበት ቀን
reports-col-event = ውድድር
reports-game-link = { $white } – { $black }፦ መልእክቶቹን ያንብቡ
reports-dealt = እንደተስተናገደ ምልክት አድርግ
notice-note-saved = ማስታወሻዎችዎ ተቀምጠዋል።

leave-title = ፈቃድ እና የሰዓት ሰቅ
leave-intro = በፈቃድ ላይ እያሉ ሰዓቶችዎ በሁሉም ጨዋታዎችዎ ይቆማሉ፣ ተጋጣሚዎችዎም ፈቃድዎን ያያሉ። አስቀድመው ያስመዝግቡት፤ ፈቃዱን ቀድመው ካላቋረጡ በስተቀር በፈቃድ ላይ እያሉ እንቅስቃሴ ማድረግ አይችሉም።
leave-zone-heading = የሰዓት ሰቅ
leave-zone-label = የእርስዎ የሰዓት ሰቅ
leave-zone-hint = ቀናትዎ የሚጀምሩት በዚህ የሰዓት ሰቅ እኩለ ሌሊት ላይ ነው፦ ቀነ ገደቦች የሚቆጠሩትና የሚታዩት በእሱ ነው።
leave-zone-submit = የሰዓት ሰቁን አስቀምጥ
notice-time-zone-saved = የሰዓት ሰቅዎ ተቀምጧል፤ ቀነ ገደቦችዎ እሱን ይከተላሉ።
leave-periods-heading = የእርስዎ ፈቃድ
leave-allowance = { $count ->
    [one] በአንድ የቀን መቁጠሪያ ዓመት { $count } የፈቃድ ቀን ማስመዝገብ ይችላሉ።
   *[other] በአንድ የቀን መቁጠሪያ ዓመት { $count } የፈቃድ ቀናት ማስመዝገብ ይችላሉ።
}
leave-left = { $count ->
    [one] በዚህ ዓመት { $count } ቀን ቀርቷል።
   *[other] በዚህ ዓመት { $count } ቀናት ቀርተዋል።
}
leave-none = ምንም ፈቃድ አላስመዘገቡም።
leave-kind-regular = በእርስዎ የተመዘገበ
leave-kind-special = በአዘጋጅ የተሰጠ
leave-status-past = አልፏል
leave-status-current = አሁን
leave-status-future = የሚመጣ
leave-first = የመጀመሪያ ቀን
leave-last = የመጨረሻ ቀን
leave-change-submit = ቀኖቹን ቀይር
leave-cancel = ሰርዝ
leave-end-early = ቀድሞ አቋርጥ
leave-book-heading = ፈቃድ ያስመዝግቡ
leave-book-hint = ቀኖች በእርስዎ የሰዓት ሰቅ፣ ሁለቱም ቀናት ተካትተው፤ የመጀመሪያው ቀን ከዛሬ ({ $time }) በኋላ መሆን አለበት።
leave-book-submit = ፈቃድ አስመዝግብ
leave-bad-date = "{ $text }" ቀን አይደለም፤ ከቀን መቁጠሪያው አንዱን ይምረጡ ወይም እንደ YYYY-MM-DD ይጻፉት።
notice-leave-booked = ፈቃድዎ ተመዝግቧል።
notice-leave-changed = የፈቃድዎ ቀኖች ተቀይረዋል።
notice-leave-cancelled = ፈቃድዎ ተሰርዟል።
notice-leave-ended = ፈቃድዎ አብቅቷል፤ ዛሬ እንደገና እንቅስቃሴ ማድረግ ይችላሉ።

error-invalid-leave = ፈቃዱ ትክክል አይደለም
error-leave-not-changeable = ይህ ፈቃድ ከእንግዲህ ሊቀየር አይችልም
error-on-leave = በፈቃድ ላይ ነዎት
error-time-ran-out = ጊዜዎ አልቋል
error-unknown-time-zone = ያልታወቀ የሰዓት ሰቅ
error-invalid-conditionals = ሁኔታዊ እንቅስቃሴዎቹ ትክክል አይደሉም
error-your-move = የእርስዎ ተራ ነው
error-messages-off = እዚህ መልእክት መላክ አይቻልም
error-invalid-message = መልእክቱ ሊላክ አይችልም
error-own-message = ይህ የራስዎ መልእክት ነው
