# Kingpost's interface texts, Amharic (Ge'ez script).
# Same keys and placeholders as locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — በኢሜይል ወይም በአሳሽ የሚደረግ የደብዳቤ ቼዝ።

## Navigation
nav-skip = ወደ ይዘቱ ይዝለሉ
nav-label = ዋና ምናሌ
nav-games = የእኔ ጨዋታዎች
nav-challenges = የጨዋታ ግብዣዎች
nav-settings = ቅንብሮች
nav-account = መለያዎ
nav-login = ይግቡ
nav-logout = ይውጡ
nav-register = ይመዝገቡ
nav-language = ቋንቋ
nav-language-submit = ቀይር

## Errors
error-home = ወደ መነሻ ገጹ ይመለሱ
error-heading = ይህ አልሰራም
error-csrf-heading = ይህ ቅጽ ጊዜው አልፎበታል
error-csrf = ቅጹ ያለ የደህንነት ምልክቱ ወይም በአሮጌ ምልክት ተልኳል (ለምሳሌ ከመግባትዎ ወይም ከመውጣትዎ በፊት ከተከፈተ ገጽ፣ ወይም ከሌላ ድረ ገጽ)። ምንም አልተቀየረም። ይመለሱ፣ ገጹን እንደገና ይጫኑ እና ቅጹን እንደገና ይላኩ።
error-form-heading = ቅጹን ማንበብ አልተቻለም
error-too-large-heading = ቅጹ በጣም ትልቅ ነው
error-too-large = ቅጹ አገልጋዩ ከሚቀበለው በላይ ይዟል (64 KB)። ምንም አልተቀየረም። ይመለሱ፣ የጻፉትን ያሳጥሩ እና ቅጹን እንደገና ይላኩ።
error-not-found = ገጹ አልተገኘም
error-not-found-detail = በዚህ አድራሻ ምንም የለም። ማስፈንጠሪያውን ያረጋግጡ ወይም ከመነሻ ገጹ እንደገና ይጀምሩ።
error-challenge-closed = ግብዣው ተዘግቷል
error-not-your-challenge = ይህ የእርስዎ ግብዣ አይደለም
error-unknown-opponent = ያልታወቀ ተጫዋች
error-invalid-challenge = የግብዣው ሁኔታዎች ትክክል አይደሉም
error-invalid-position = ከዚህ አቀማመጥ ጨዋታ መጀመር አይቻልም
error-stale-ply = ጨዋታው ወደፊት ሄዷል
error-not-a-player = በዚህ ጨዋታ ውስጥ አይጫወቱም
error-game-over = ጨዋታው አልቋል
error-not-your-turn = የእርስዎ ተራ አይደለም
error-no-draw-offer = የሚመለስ የአቻ ጥያቄ የለም
error-claim-refused = የአቻ ጥያቄው ተቀባይነት አላገኘም
error-illegal-move = ይህ እንቅስቃሴ አይቻልም
error-ambiguous-move = ይህ እንቅስቃሴ አሻሚ ነው
error-wrong-move-number = የተሳሳተ የእንቅስቃሴ ቁጥር
error-unreadable-move = እንቅስቃሴውን ማንበብ አልተቻለም
move-foreign-letter = { $letter } { $in_language } የቁራጭ ፊደል አይደለም፤ { $in_other } { $text } ማለት { $meaning } ነው — ለመጫወት { $meaning } ብለው ይመልሱ፣ ወይም ቋንቋዎን ይቀይሩ።
move-foreign-reading = { $text } { $in_language } እንቅስቃሴ አይደለም፤ { $in_other } { $meaning } ማለት ነው — ለመጫወት { $meaning } ብለው ይመልሱ፣ ወይም ቋንቋዎን ይቀይሩ።
move-piece-or-pawn = { $text } አሻሚ ነው፦ የቁራጭ እንቅስቃሴ { $piece }፣ ወይም የወታደር እንቅስቃሴ { $pawn } ሊሆን ይችላል። የፈለጉትን እንቅስቃሴ፣ ወይም ስልክ ሊለውጠው የማይችለውን የICCF ቁጥሩን ይመልሱ፦ { $piece_iccf } ወይም { $pawn_iccf }።
move-language-in-en = በእንግሊዝኛ
move-language-in-de = በጀርመንኛ
move-language-in-fr = በፈረንሳይኛ
move-language-in-es = በስፓንኛ
move-language-in-it = በጣሊያንኛ
move-language-in-pt = በፖርቱጋልኛ
move-language-in-nl = በደችኛ
move-language-in-sv = በስዊድንኛ
move-language-in-da = በዴንማርክኛ
move-language-in-no = በኖርዌይኛ
move-language-in-cs = በቼክኛ
move-language-in-pl = በፖላንድኛ
move-language-in-hu = በሃንጋሪኛ
move-language-in-ro = በሮማኒያኛ
move-language-in-ru = በሩስያኛ
error-internal-error = በአገልጋዩ ላይ የሆነ ችግር ተፈጥሯል
error-storage-unavailable = አገልጋዩ አሁን ምንም ማስቀመጥ አይችልም
error-storage-unavailable-detail = የአገልጋዩ ማከማቻ በአሁኑ ጊዜ ሞልቷል ወይም አይገኝም፤ ስለዚህ የላኩት አልተቀመጠም። እባክዎ ከጥቂት ደቂቃዎች በኋላ እንደገና ይሞክሩ።
error-invalid-account = እባክዎ ዝርዝሮችዎን ያረጋግጡ
error-username-taken = ይህ የተጠቃሚ ስም ተይዟል
error-reserved-username = ይህ የተጠቃሚ ስም ተጠብቋል
error-own-game = በራስዎ ጨዋታ ላይ መወሰን አይችሉም
error-wrong-credentials = የተሳሳተ የተጠቃሚ ስም ወይም የይለፍ ቃል
error-wrong-password = የተሳሳተ የይለፍ ቃል
error-invalid-link = ማስፈንጠሪያው ከእንግዲህ አይሰራም
error-already-confirmed = አድራሻው አስቀድሞ ተረጋግጧል
error-too-many-requests = በጣም ብዙ ጥያቄዎች፤ እባክዎ ትንሽ ይጠብቁ
error-unknown-preference = ያልታወቀ ቅንብር

## Form fields and hints
field-username = የተጠቃሚ ስም
field-email = የኢሜይል አድራሻ
field-password = የይለፍ ቃል
field-new-password = አዲስ የይለፍ ቃል
field-current-password = የአሁኑ የይለፍ ቃል
field-username-or-email = የተጠቃሚ ስም ወይም የኢሜይል አድራሻ
field-token-label = የቶከኑ ስም
field-language = ቋንቋ
field-notation = የእንቅስቃሴዎች አጻጻፍ
field-opponent = ተጋጣሚ
field-color = የእርስዎ ቀለም
field-variant = ዓይነት
field-chess960 = የChess960 አቀማመጥ
field-opening = የመክፈቻ እንቅስቃሴዎች
field-fen = የመነሻ አቀማመጥ (FEN)
field-time-control = የጊዜ ገደብ
hint-username = ከ3 እስከ 24 የላቲን ፊደላት፣ አሃዞች፣ "_" ወይም "-"፤ በፊደል ወይም በአሃዝ የሚጀምር።
hint-password = ቢያንስ 8 ቁምፊዎች፤ ጥቂት ቃላት ጥሩ የይለፍ ቃል ይሆናሉ።
hint-language = የገጾቹ ቋንቋ እና በእንቅስቃሴዎች ውስጥ ያሉት የቁራጮች ፊደላት (የጀርመን ተጫዋቾች በNf3 ፋንታ Sf3 ይጽፋሉ)። በአማርኛ እንቅስቃሴዎች በምስሎች እና በICCF ቁጥሮች ይታያሉ።
hint-opponent = የተጠቃሚ ስም፣ ወይም ማንም ሊቀበለው የሚችል ክፍት ግብዣ ለማድረግ ባዶ ይተዉት።
hint-chess960 = ከ0 እስከ 959 ያለ ቁጥር፣ ወይም ለዘፈቀደ አቀማመጥ ባዶ።
hint-opening = አማራጭ፣ ለጭብጥ ጨዋታ፦ ከመጀመሪያው ያሉ እንቅስቃሴዎች፣ ለምሳሌ 1.e4 c5 2.Nf3።
hint-fen = አማራጭ፣ ለጭብጥ ጨዋታ፦ በFEN የተጻፈ አቀማመጥ። የመክፈቻ እንቅስቃሴዎችን ወይም FEN ይስጡ እንጂ ሁለቱንም አይደለም።
hint-time-control = 10/50 (10 እንቅስቃሴዎች በ50 ቀናት)፣ 30+3 (30 ቀናት ሲደመር ለእያንዳንዱ እንቅስቃሴ 3) ወይም 3d (ለአንድ እንቅስቃሴ 3 ቀናት)።
time-control-days-per-move = ለእያንዳንዱ እንቅስቃሴ { $days } ቀን

## Signing up and in
register-title = ይመዝገቡ
register-submit = መለያዬን ፍጠር
register-have-account = መለያ አለዎት?
login-title = ይግቡ
login-submit = ይግቡ
login-forgot = የይለፍ ቃልዎን ረሱ?
login-no-account = እዚህ አዲስ ነዎት?
login-wrong = የተሳሳተ የተጠቃሚ ስም ወይም የይለፍ ቃል።
login-throttled = በጣም ብዙ ያልተሳኩ የመግቢያ ሙከራዎች። ለደህንነትዎ እባክዎ { $minutes ->
    [one] { $minutes } ደቂቃ
   *[other] { $minutes } ደቂቃዎች
  } ይጠብቁ እና እንደገና ይሞክሩ (ከ{ $time } UTC በኋላ)።
forgot-title = የተረሳ የይለፍ ቃል
forgot-intro = የተጠቃሚ ስምዎን ወይም የኢሜይል አድራሻዎን ይስጡ፤ አዲስ የይለፍ ቃል የሚመርጡበት ማስፈንጠሪያ በኢሜይል እንልክልዎታለን።
forgot-submit = ማስፈንጠሪያ ላክልኝ
forgot-sent-heading = ኢሜይልዎን ይመልከቱ
forgot-sent = የሚዛመድ መለያ ካለ ወደ ኢሜይል አድራሻው ማስፈንጠሪያ ልከናል። ማስፈንጠሪያው ለሁለት ሰዓት ይሰራል።
reset-title = አዲስ የይለፍ ቃል ይምረጡ
reset-submit = አዲሱን የይለፍ ቃል አስቀምጥ
reset-ask-again = አዲስ ማስፈንጠሪያ ይጠይቁ
link-invalid-heading = ይህ ማስፈንጠሪያ ከእንግዲህ አይሰራም
link-invalid = ማስፈንጠሪያው አስቀድሞ ጥቅም ላይ ውሏል ወይም ጊዜው አልፎበታል። እባክዎ አዲስ ይጠይቁ።
unsubscribe-heading = የጨዋታ ኢሜይል አቁም
unsubscribe-confirm = ስለ ጨዋታዎችዎ የሚላኩ ኢሜይሎችን ለማቆም አዝራሩን ይጫኑ። ለራስዎ ኢሜይሎች የሚሰጡ መልሶች እና የመለያ ኢሜይሎች መምጣታቸውን ይቀጥላሉ።
unsubscribe-button = የጨዋታ ኢሜይል አቁም
unsubscribe-done-heading = የጨዋታ ኢሜይል ጠፍቷል
unsubscribe-done = ስለ ጨዋታዎችዎ ተጨማሪ ኢሜይል አይደርስዎትም። በቅንብሮችዎ ውስጥ እንደገና ማብራት ይችላሉ።
unsubscribe-settings = ቅንብሮችን ክፈት
unsubscribe-invalid = ይህ የምዝገባ መሰረዣ ማስፈንጠሪያ ትክክል አይደለም። የትኛውን ኢሜይል እንደሚቀበሉ በቅንብሮችዎ ውስጥ ይምረጡ።

## Notices
notice-registered = ወደ Kingpost እንኳን ደህና መጡ! አድራሻዎን ለማረጋገጥ ወደ { $email } ማስፈንጠሪያ ልከናል።
notice-verified = እናመሰግናለን፣ የኢሜይል አድራሻዎ ተረጋግጧል።
notice-verify-sent = አዲስ የማረጋገጫ ማስፈንጠሪያ ወደ { $email } ልከናል።
notice-verify-wait = የማረጋገጫ ማስፈንጠሪያ ከጥቂት ጊዜ በፊት ተልኳል። እባክዎ ኢሜይልዎን ይመልከቱ ወይም ከ{ $minutes } ደቂቃ በኋላ እንደገና ይጠይቁ።
notice-password-reset = አዲሱ የይለፍ ቃልዎ ተቀምጧል፤ ገብተዋል።
notice-password-changed = የይለፍ ቃልዎ ተቀይሯል። ሌሎች መሣሪያዎች ወጥተዋል፤ የAPI ቶከኖችዎም ተሰርዘዋል።
notice-signed-out-everywhere = ከሁሉም መሣሪያዎች ወጥተዋል፤ የAPI ቶከኖችዎም ተሰርዘዋል።
notice-token-revoked = ቶከኑ ተሰርዟል።
notice-settings-saved = ቅንብሮችዎ ተቀምጠዋል።
notice-challenge-created = ግብዣዎ ተፈጥሯል።
notice-challenge-closed = ግብዣው ተዘግቷል።
notice-resigned = ጨዋታውን ትተዋል።

## Emails
mail-verify-subject = ለKingpost የኢሜይል አድራሻዎን ያረጋግጡ
mail-verify-body =
    ሰላም { $username }፣

    እባክዎ ይህን ማስፈንጠሪያ በመክፈት ለKingpost የኢሜይል አድራሻዎን ያረጋግጡ፦

    { $link }

    ማስፈንጠሪያው ለሰባት ቀናት ይሰራል። ካልተመዘገቡ ይህን መልእክት ችላ ይበሉ።
mail-reset-subject = ለKingpost አዲስ የይለፍ ቃል ይምረጡ
mail-reset-body =
    ሰላም { $username }፣

    አንድ ሰው (እርስዎ እንደሆኑ ተስፋ እናደርጋለን) የKingpost የይለፍ ቃልዎ እንዲቀየር ጠይቋል። አዲስ ለመምረጥ ይህን ይክፈቱ፦

    { $link }

    ማስፈንጠሪያው ለሁለት ሰዓት ይሰራል። ካልጠየቁ ይህን መልእክት ችላ ይበሉ፤ የይለፍ ቃልዎ እንዳለ ይቆያል።

## Account and settings
account-title = መለያዎ
account-email = የኢሜይል አድራሻ
account-verified = ተረጋግጧል
account-unverified = ገና አልተረጋገጠም
account-resend = አዲስ የማረጋገጫ ማስፈንጠሪያ ላክ
account-password = የይለፍ ቃልዎን ይቀይሩ
account-password-submit = የይለፍ ቃል ቀይር
account-sessions = የገቡባቸው መሣሪያዎች
account-sessions-intro = መሣሪያ ጠፍቶብዎታል ወይስ የይለፍ ቃልዎን ሌላ ሰው ያውቀዋል ብለው ይሰጋሉ? ከሁሉም ቦታ በአንድ ጊዜ ይውጡ፤ የገቡበት እያንዳንዱ አሳሽ፣ ይህንንም ጨምሮ፣ እንደገና መግባት አለበት፤ የAPI ቶከኖችዎም መሥራት ያቆማሉ።
account-sign-out-everywhere = ከሁሉም ቦታ ውጣ
tokens-title = የግል የAPI ቶከኖች
tokens-intro = ቶከን አንድ ፕሮግራም (ቦት፣ መተግበሪያ) በAPI በኩል በእርስዎ ምትክ እንዲጫወት ያስችላል። ቶከኖችን በሚስጥር ይያዙ።
tokens-new = አዲሱ ቶከንዎ። አሁኑኑ ይቅዱት፦ የሚታየው በዚህ አንድ ጊዜ ብቻ ነው።
tokens-label-example = ለምሳሌ ስልኬ
tokens-create = ቶከን ፍጠር
tokens-none = ምንም ቶከን የለዎትም።
tokens-revoke = ሰርዝ
settings-title = ቅንብሮች
settings-submit = ቅንብሮቹን አስቀምጥ
notation-san = አልጀብራዊ (Nf3)፣ በቋንቋዎ የቁራጭ ፊደላት
notation-figurine = አልጀብራዊ ከምስሎች ጋር (♘f3)
notation-iccf = የICCF ቁጥራዊ (7163)
notation-lan = ረጅም አልጀብራዊ (Ng1-f3)
notation-uci = UCI (g1f3)
notation-auto = ለቋንቋዬ የተለመደው (አሁን፦ { $example })
notation-figurine-iccf = አልጀብራዊ ከምስሎች ጋር፣ የICCF ቁጥሮች ከጎናቸው (♘f3 7163)
hint-notation = የእንቅስቃሴዎች ዝርዝር እንቅስቃሴዎችን እንዴት እንደሚያሳይ። የተለመደው ቋንቋዎን ይከተላል፦ ተጫዋቾቹ የራሳቸው የቁራጭ ፊደላት ካላቸው እነሱን፣ ካልሆነ ምስሎችን ከICCF ቁጥሮች ጋር።
settings-letters-only = የቁራጭ ፊደላት ብቻ (ገጾቹ በእንግሊዝኛ)
language-autonym = አማርኛ
language-en = English (እንግሊዝኛ)
language-de = Deutsch (ጀርመንኛ)
language-fr = Français (ፈረንሳይኛ)
language-es = Español (ስፓንኛ)
language-it = Italiano (ጣሊያንኛ)
language-pt = Português (ፖርቱጋልኛ)
language-nl = Nederlands (ደች)
language-sv = Svenska (ስዊድንኛ)
language-da = Dansk (ዴንማርክኛ)
language-no = Norsk (ኖርዌይኛ)
language-cs = Čeština (ቼክኛ)
language-pl = Polski (ፖላንድኛ)
language-hu = Magyar (ሀንጋሪኛ)
language-ro = Română (ሮማኒያኛ)
language-ru = Русский (ሩሲያኛ)
language-sq = Shqip (አልባኒያኛ)
language-ga = Gaeilge (አይሪሽ)
language-yi = ייִדיש (ይዲሽ)
language-am = አማርኛ

## Start page
home-title = የደብዳቤ ቼዝ፣ በእርስዎ መንገድ
home-lead = Kingpost ለደብዳቤ ቼዝ የሚሆን አገልጋይ ነው፦ ሳምንታት ወይም ወራት የሚቆዩ ጨዋታዎች፣ ለእያንዳንዱ እንቅስቃሴ ቀናት ያሉት።
home-point-time = ጊዜ ይውሰዱ፦ 10 እንቅስቃሴዎች በ50 ቀናት፣ ለእያንዳንዱ እንቅስቃሴ ቀናት፣ ወይም የቀናት ክምችት ከእያንዳንዱ እንቅስቃሴ ጉርሻ ጋር።
home-point-notation = እንቅስቃሴዎችን እንደተማሯቸው ይጻፉ፦ Nf3፣ Sf3፣ Cf3፣ ♘f3፣ ICCF 7163፣ ወይም በቀላሉ ሰሌዳውን ይጫኑ።
home-point-rules = እያንዳንዱ እንቅስቃሴ በቼዝ ሕጎች ይረጋገጣል፤ Chess960 እና የጭብጥ መክፈቻዎችንም ጨምሮ።
home-point-own = በአሳሹ ውስጥ ይጫወቱ፣ ወይም የራስዎ ፕሮግራሞች በAPI በኩል እንዲጫወቱ ይፍቀዱ።

## Challenges
challenge-new-title = አዲስ ግብዣ
challenge-submit = ግብዣውን ላክ
challenge-bad-number = "{ $text }" የChess960 አቀማመጥ ቁጥር አይደለም፤ ከ0 እስከ 959 ያለ ቁጥር ይስጡ ወይም ባዶ ይተዉት።
challenge-error-no-player = አጻጻፉን ያረጋግጡ፦ “{ $text }” የሚባል ተጫዋች የለም።
challenge-error-self = ራስዎን መጋበዝ አይችሉም፤ ሌላ ተጫዋች ወይም ሞተሩን ይምረጡ።
challenge-error-time-control = “{ $text }” የጊዜ ገደብ አይደለም፤ ለምሳሌ 10/50፣ 30+3 ወይም 3d ይጻፉ።
challenge-error-fen = በዚህ FEN ጨዋታ መጀመር አይቻልም፤ ያረጋግጡት ወይም መስኩን ባዶ ይተዉት።
challenge-error-thematic = አጀማመር ወይም FEN ይስጡ፣ ሁለቱንም አይደለም፣ በመደበኛ ቼዝ ብቻ።
challenge-error-number = የአቀማመጥ ቁጥር ከChess960 ጋር ብቻ ይሄዳል፤ Chess960ን ይምረጡ ወይም ባዶ ይተዉት።
challenge-error-opening = የአጀማመሩ እንቅስቃሴ “{ $text }” እዚያ ሕጋዊ አይደለም፤ እንቅስቃሴዎቹን ያረጋግጡ።
challenge-error-engine-level = ከ1 እስከ 10 ያለ የሞተር ደረጃ ይምረጡ።
challenge-error-rated-thematic = ከተመረጠ መክፈቻ ወይም አቀማመጥ የሚጀምር ጨዋታ ደረጃ ሊቆጠርበት አይችልም፤ «ደረጃ የማይቆጠርበት»ን ይምረጡ ወይም መክፈቻውንና FENን ባዶ ያድርጉ።
challenge-error-rated-engine = ከሞተሩ ጋር የሚደረጉ ጨዋታዎች ደረጃ ሊቆጠርባቸው አይችልም፤ «ደረጃ የማይቆጠርበት»ን ይምረጡ።
challenge-thematic-toggle = ከአጀማመር ወይም ከአቀማመጥ (FEN) ይጀምሩ
color-choice = { $color ->
    [white] ነጭ
    [black] ጥቁር
   *[random] በዕጣ
  }
color-white = ነጭ
color-black = ጥቁር
variant-standard = መደበኛ ቼዝ
variant-chess960 = Chess960
game-rated = ደረጃ የሚቆጠርበት
game-unrated = ደረጃ የማይቆጠርበት
field-rated = ደረጃ
hint-rated = ደረጃ የሚቆጠርበት ጨዋታ ሲያልቅ የሁለቱንም ተጫዋቾች ደረጃ ይቀይራል።
challenges-title = የጨዋታ ግብዣዎች
challenges-incoming = ለእርስዎ የቀረቡ ግብዣዎች
challenges-open = ክፍት ግብዣዎች
challenges-mine = የእርስዎ ግብዣዎች
challenges-none = በአሁኑ ጊዜ ምንም የለም።
challenge-from = ከ{ $name }
challenge-to = ለ{ $name }
challenge-to-anyone = ለማንም ክፍት
challenge-you-play = { $color ->
    [white] እርስዎ በነጭ ይጫወታሉ
    [black] እርስዎ በጥቁር ይጫወታሉ
   *[random] ቀለሞች በዕጣ
  }
challenge-thematic = የጭብጥ አጀማመር
challenge-accept = ተቀበል
challenge-decline = አትቀበል
challenge-withdraw = መልስ

## Dashboard
dashboard-title = የእኔ ጨዋታዎች
dashboard-filter = ከዚህ ተጫዋች ጋር ያሉ ጨዋታዎች ብቻ
dashboard-filter-submit = አጣራ
dashboard-show-all = ሁሉንም አሳይ
dashboard-challenges-received = ለእርስዎ የቀረቡ ግብዣዎች፦ { $count }
dashboard-next = ቀጣዩ የእርስዎ ተራ የሆነበት ጨዋታ
dashboard-round = ዙር { $round }
dashboard-last-move = የመጨረሻ እንቅስቃሴ፦
dashboard-no-move = እስካሁን እንቅስቃሴ የለም
dashboard-their-time = የ{ $name } ተራ፦
dashboard-left-hours = { $count ->
    [one] { $count } ሰዓት ቀርቷል
   *[other] { $count } ሰዓታት ቀርተዋል
  }
dashboard-left-minutes = { $count ->
    [one] { $count } ደቂቃ ቀርቷል
   *[other] { $count } ደቂቃዎች ቀርተዋል
  }
dashboard-you-on-leave = በፈቃድ ላይ ነዎት
dashboard-on-leave = { $name } በፈቃድ ላይ ነው
dashboard-result-win = አሸንፈዋል
dashboard-result-loss = ተሸንፈዋል
dashboard-result-draw = አቻ
dashboard-result-none = አላለቀም
section-my-turn = የእርስዎ ተራ
section-my-turn-empty = የእርስዎን እንቅስቃሴ የሚጠብቅ ጨዋታ የለም።
section-waiting = ተጋጣሚዎን በመጠበቅ ላይ
section-waiting-empty = ተጋጣሚን የሚጠብቅ ጨዋታ የለም።
section-finished = ያለቁ ጨዋታዎች
section-finished-empty = እስካሁን ያለቀ ጨዋታ የለም።
game-vs-as-white = ከ{ $name } ጋር (በነጭ ይጫወታሉ)
game-vs-as-black = ከ{ $name } ጋር (በጥቁር ይጫወታሉ)
game-moves = { $count ->
    [one] { $count } እንቅስቃሴ
   *[other] { $count } እንቅስቃሴዎች
  }
pager-label = ገጾች
pager-previous = ቀዳሚ
pager-next = ቀጣይ
pager-position = ገጽ { $page }

## Game page
game-title = ጨዋታ { $id }
game-versus = ከ
game-result = ውጤት፦ { $result }
game-your-move = የእርስዎ ተራ ነው።
game-to-move = የ{ $name } ተራ ነው።
game-flip = ሰሌዳውን አዙር
game-fullscreen = ሙሉ ማያ ገጽ
game-sound-on = ድምፅ፦ በርቷል
game-sound-off = ድምፅ፦ ጠፍቷል
game-promote = አሳድግ ወደ
piece-queen = ንግሥት
piece-rook = ግንብ
piece-bishop = ጳጳስ
piece-knight = ፈረስ
piece-king = ንጉሥ
piece-pawn = ወታደር
game-legal-moves = በዚህ አቀማመጥ የሚፈቀዱ እንቅስቃሴዎች፦
game-move-label = የእርስዎ እንቅስቃሴ
game-move-hint = በማንኛውም አጻጻፍ፦ e4፣ { $knight }፣ ♘f3፣ 5254፣ g1f3፣ { $long }።
game-offer-with-move = በዚህ እንቅስቃሴ አቻ ይጠይቁ
game-move-submit = ተጫወት
game-offer-received = ተጋጣሚዎ አቻ ይጠይቃል።
game-offer-accept = አቻውን ተቀበል
game-offer-decline = አትቀበል
game-offer-waiting = የአቻ ጥያቄዎ መልስ እየጠበቀ ነው።
game-more-actions = አቻ እና መተው
game-offer-draw = አቻ ጠይቅ
game-claimable = አሁን አቻ መጠየቅ ይችላሉ (ሦስት ጊዜ መደጋገም ወይም የ50 እንቅስቃሴዎች ሕግ)።
game-claim-move = ከጥያቄው ጋር የሚሆን እንቅስቃሴ (አማራጭ)
game-claim = አቻ ይገባኛል በል
game-resign = ጨዋታውን ተው…
game-moves-heading = እንቅስቃሴዎች
game-no-moves = እስካሁን እንቅስቃሴ የለም።
game-download-pgn = PGN አውርድ
termination-checkmate = ቼክሜት
termination-stalemate = ፓት
termination-insufficient_material = የሞተ አቀማመጥ፦ ማንኛውም ወገን ቼክሜት ማድረግ አይችልም
termination-fivefold_repetition = ተመሳሳይ አቀማመጥ አምስት ጊዜ ተከስቷል
termination-seventyfive_moves = ያለ መብላት ወይም የወታደር እንቅስቃሴ 75 እንቅስቃሴዎች
termination-threefold_repetition = ሦስት ጊዜ መደጋገም፣ በጥያቄ
termination-fifty_moves = ያለ መብላት ወይም የወታደር እንቅስቃሴ 50 እንቅስቃሴዎች፣ በጥያቄ
termination-agreement = በስምምነት አቻ
termination-resignation = ጨዋታውን መተው
termination-time_forfeit = በጊዜ መሸነፍ
termination-adjudication = የዳኛ ውሳኔ
resign-title = ጨዋታውን ይተዋሉ?
resign-question = ጨዋታ { $id }ን በእርግጥ መተው ይፈልጋሉ?
resign-confirm = አዎ፣ እተዋለሁ
resign-cancel = አይ፣ ወደ ጨዋታው ተመለስ

## The board in words (screen readers, braille displays, keyboard)
board-help = የቀስት ቁልፎች በሰሌዳው ላይ ያንቀሳቅሳሉ፤ Enter ወይም Space ቁራጭን ያነሳል እና ያስቀምጣል፤ Escape ወደ ቦታው ይመልሰዋል።
board-cell = { $square }፣ { $piece }
board-empty = ባዶ
board-piece-white-king = ነጭ ንጉሥ
board-piece-white-queen = ነጭ ንግሥት
board-piece-white-rook = ነጭ ግንብ
board-piece-white-bishop = ነጭ ጳጳስ
board-piece-white-knight = ነጭ ፈረስ
board-piece-white-pawn = ነጭ ወታደር
board-piece-black-king = ጥቁር ንጉሥ
board-piece-black-queen = ጥቁር ንግሥት
board-piece-black-rook = ጥቁር ግንብ
board-piece-black-bishop = ጥቁር ጳጳስ
board-piece-black-knight = ጥቁር ፈረስ
board-piece-black-pawn = ጥቁር ወታደር
board-picked = ተነስቷል፦ { $square }። ወደ አንድ ካሬ ይሂዱ እና Enter ይጫኑ።
board-put-back = ወደ ቦታው ተመልሷል፦ { $square }።
board-cannot = { $square }፦ ቁራጩ ወደዚያ መሄድ አይችልም።
board-no-moves = { $square }፦ እዚህ ምንም መንቀሳቀስ አይችልም።
board-sending = { $move } እየተጫወተ ነው…
board-last-move = { $name } { $move } ተጫውቷል።
board-text = ሰሌዳው በጽሑፍ
board-text-white = ነጭ፦
board-text-black = ጥቁር፦
game-spoken = በቃል የሚነገሩ እንቅስቃሴዎች
game-contrast = ከፍተኛ ንፅፅር ያለው ሰሌዳ

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = ይበላል
spoken-check = ቼክ
spoken-mate = ቼክሜት
spoken-castle-short = አጭር ካስሊንግ
spoken-castle-long = ረጅም ካስሊንግ
spoken-promotes = ወደ { $piece } ያድጋል
spoken-rank-1 = አንድ
spoken-rank-2 = ሁለት
spoken-rank-3 = ሦስት
spoken-rank-4 = አራት
spoken-rank-5 = አምስት
spoken-rank-6 = ስድስት
spoken-rank-7 = ሰባት
spoken-rank-8 = ስምንት

## Game mail and bouncing addresses (settings and account pages)
field-notify = የጨዋታ ኢሜይሎች
hint-notify = ኢሜይሎች ስለ እያንዳንዱ እንቅስቃሴ ሊያሳውቁዎት ወይም በቀን አንድ ጊዜ የእርስዎ ተራ የሆኑባቸውን ጨዋታዎች ሊዘረዝሩ ይችላሉ። ለራስዎ ኢሜይሎች የሚሰጡ ምላሾችና የመለያ ኢሜይሎች ሁልጊዜ ይደርሳሉ።
notify-move = ለእያንዳንዱ እንቅስቃሴና በጨዋታዎቼ ለሚሆን ለእያንዳንዱ ክስተት አንድ ኢሜይል
notify-digest = የእኔ ተራ የሆኑባቸውን ጨዋታዎች የያዘ በቀን አንድ ኢሜይል
notify-none = ምንም የጨዋታ ኢሜይል የለም
field-messages = ከተጋጣሚዎች የሚመጡ መልእክቶች
settings-messages-on = ከተጋጣሚዎቼ መልእክቶችን ተቀበል
settings-messages-off = መልእክት የለም (አልቀበልም አልልክም)
hint-messages = የአንድ ጨዋታ ተጫዋቾች ከእንቅስቃሴዎቹ አጠገብ እርስ በርሳቸው መጻፍ ይችላሉ። ካጠፉት መልእክት አይቀበሉም አይልኩምም።
account-bouncing = ወደዚህ አድራሻ ኢሜይል ማድረስ አልተቻለም ({ $time })።
account-bouncing-reason = ተቀባዩ የኢሜይል አገልጋይ የመለሰው፦ { $text }
account-bouncing-advice = አድራሻው ትክክል መሆኑንና የመልዕክት ሳጥኑ ኢሜይል እንደሚቀበል ያረጋግጡ (ያልሞላ፣ እኛን ያላገደ)። ከዚያ አዲስ የማረጋገጫ ማስፈንጠሪያ ለራስዎ ይላኩ፦ ሲደርስ ይህ ማስጠንቀቂያ ይጠፋል።
