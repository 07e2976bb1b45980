# Tekstet e ndërfaqes së Kingpost, shqip. Të njëjtat çelësa dhe ndryshore si locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — shah me korrespondencë, me email ose në shfletues.

## Navigation
nav-skip = Kalo te përmbajtja
nav-label = Kryesore
nav-games = Lojërat e mia
nav-challenges = Sfidat
nav-settings = Cilësimet
nav-account = Llogaria juaj
nav-login = Hyni
nav-logout = Dilni
nav-register = Regjistrohuni
nav-language = Gjuha
nav-language-submit = Ndrysho

## Errors
error-home = Kthehu te faqja kryesore
error-heading = Kjo nuk funksionoi
error-csrf-heading = Ky formular ka skaduar
error-csrf = Formulari u dërgua pa kodin e tij të sigurisë, ose me një kod të vjetër (për shembull nga një faqe e hapur para se të hynit ose të dilnit, ose nga një sajt tjetër). Nuk u ndryshua asgjë. Kthehuni prapa, ringarkoni faqen dhe dërgojeni formularin përsëri.
error-form-heading = Formulari nuk mund të lexohej
error-too-large-heading = Formulari është shumë i madh
error-too-large = Formulari përmban më shumë nga sa pranon serveri (64 KB). Nuk u ndryshua asgjë. Kthehuni prapa, shkurtoni atë që shkruat dhe dërgojeni formularin përsëri.
error-not-found = Faqja nuk u gjet
error-not-found-detail = Në këtë adresë nuk ka asgjë. Kontrolloni lidhjen ose filloni sërish nga faqja kryesore.
error-challenge-closed = Sfida është mbyllur
error-not-your-challenge = Nuk është sfida juaj
error-unknown-opponent = Lojtar i panjohur
error-invalid-challenge = Kushtet e sfidës nuk janë të sakta
error-invalid-position = Nga ky pozicion nuk mund të fillojë një lojë
error-stale-ply = Loja ka ecur përpara
error-not-a-player = Ju nuk luani në këtë lojë
error-game-over = Loja ka mbaruar
error-not-your-turn = Nuk është radha juaj
error-no-draw-offer = Nuk ka ofertë barazimi për t'u përgjigjur
error-claim-refused = Kërkesa për barazim u refuzua
error-illegal-move = Kjo lëvizje nuk është e mundur
error-ambiguous-move = Kjo lëvizje është e paqartë
error-wrong-move-number = Numër i gabuar lëvizjeje
error-unreadable-move = Lëvizja nuk mund të lexohej
move-foreign-letter = { $letter } nuk është shkronjë figure { $in_language }; { $in_other } { $text } do të thotë { $meaning } — luajeni duke u përgjigjur { $meaning }, ose ndryshoni gjuhën tuaj.
move-foreign-reading = { $text } nuk është lëvizje { $in_language }; { $in_other } do të thotë { $meaning } — luajeni duke u përgjigjur { $meaning }, ose ndryshoni gjuhën tuaj.
move-piece-or-pawn = { $text } është e paqartë: mund të jetë lëvizje figure, { $piece }, ose lëvizje ushtari, { $pawn }. Përgjigjuni me lëvizjen që keni parasysh, ose me numrin e saj ICCF, që telefoni nuk mund ta ndryshojë: { $piece_iccf } ose { $pawn_iccf }.
move-language-in-en = në anglisht
move-language-in-de = në gjermanisht
move-language-in-fr = në frëngjisht
move-language-in-es = në spanjisht
move-language-in-it = në italisht
move-language-in-pt = në portugalisht
move-language-in-nl = në holandisht
move-language-in-sv = në suedisht
move-language-in-da = në danisht
move-language-in-no = në norvegjisht
move-language-in-cs = në çekisht
move-language-in-pl = në polonisht
move-language-in-hu = në hungarisht
move-language-in-ro = në rumanisht
move-language-in-ru = në rusisht
error-internal-error = Diçka shkoi keq në server
error-storage-unavailable = Serveri nuk mund të ruajë asgjë tani
error-storage-unavailable-detail = Hapësira e ruajtjes së serverit është plot ose e padisponueshme për momentin, prandaj ajo që dërguat nuk u ruajt. Ju lutemi provoni përsëri pas disa minutash.
error-invalid-account = Ju lutemi kontrolloni të dhënat tuaja
error-username-taken = Ky emër përdoruesi është i zënë
error-reserved-username = Ky emër përdoruesi është i rezervuar
error-own-game = Nuk mund të vendosni për lojën tuaj
error-wrong-credentials = Emër përdoruesi ose fjalëkalim i gabuar
error-wrong-password = Fjalëkalim i gabuar
error-invalid-link = Lidhja nuk funksionon më
error-already-confirmed = Adresa është konfirmuar tashmë
error-too-many-requests = Shumë kërkesa; ju lutemi prisni pak
error-unknown-preference = Cilësim i panjohur

## Form fields and hints
field-username = Emri i përdoruesit
field-email = Adresa email
field-password = Fjalëkalimi
field-new-password = Fjalëkalimi i ri
field-current-password = Fjalëkalimi i tanishëm
field-username-or-email = Emri i përdoruesit ose adresa email
field-token-label = Emri i tokenit
field-language = Gjuha
field-notation = Shënimi i lëvizjeve
field-opponent = Kundërshtari
field-color = Ngjyra juaj
field-variant = Varianti
field-chess960 = Pozicioni Chess960
field-opening = Lëvizjet e hapjes
field-fen = Pozicioni fillestar (FEN)
field-time-control = Kontrolli i kohës
hint-username = 3 deri në 24 shkronja, shifra, „_“ ose „-“, që fillon me shkronjë ose shifër.
hint-password = Të paktën 8 shenja; disa fjalë bëjnë një fjalëkalim të mirë.
hint-language = Gjuha e faqeve dhe e shkronjave të gurëve në lëvizje (lojtarët gjermanë shkruajnë Sf3 për Nf3). Për shqipen lëvizjet shfaqen me figura dhe numra ICCF.
hint-opponent = Një emër përdoruesi, ose lëreni bosh për një sfidë të hapur që mund ta pranojë kushdo.
hint-chess960 = Një numër nga 0 deri në 959, ose bosh për një pozicion të rastësishëm.
hint-opening = Opsionale, për një lojë tematike: lëvizje nga fillimi, si 1.e4 c5 2.Nf3.
hint-fen = Opsionale, për një lojë tematike: një pozicion në FEN. Jepni ose lëvizje hapjeje ose një FEN.
hint-time-control = 10/50 (10 lëvizje në 50 ditë), 30+3 (30 ditë plus 3 për çdo lëvizje) ose 3d (3 ditë për lëvizje).
time-control-days-per-move = { $days } d. për lëvizje

## Signing up and in
register-title = Regjistrohuni
register-submit = Krijo llogarinë time
register-have-account = Keni tashmë një llogari?
login-title = Hyni
login-submit = Hyni
login-forgot = Harruat fjalëkalimin?
login-no-account = I ri këtu?
login-wrong = Emër përdoruesi ose fjalëkalim i gabuar.
login-throttled = Shumë përpjekje të dështuara për të hyrë. Për sigurinë tuaj, ju lutemi prisni { $minutes ->
    [one] një minutë
   *[other] { $minutes } minuta
  } dhe provoni përsëri (pas orës { $time } UTC).
forgot-title = Fjalëkalim i harruar
forgot-intro = Jepni emrin e përdoruesit ose adresën email dhe do t'ju dërgojmë një lidhje për të zgjedhur një fjalëkalim të ri.
forgot-submit = Më dërgoni një lidhje
forgot-sent-heading = Kontrolloni email-in
forgot-sent = Nëse përputhet një llogari, i kemi dërguar një lidhje adresës së saj email. Lidhja vlen dy orë.
reset-title = Zgjidhni një fjalëkalim të ri
reset-submit = Ruaje fjalëkalimin e ri
reset-ask-again = Kërkoni një lidhje të re
link-invalid-heading = Kjo lidhje nuk funksionon më
link-invalid = Lidhja është përdorur tashmë ose ka skaduar. Ju lutemi kërkoni një të re.
unsubscribe-heading = Mos më dërgoni email për lojërat
unsubscribe-confirm = Shtypni butonin që të mos merrni më email për lojërat tuaja. Përgjigjet për emailet tuaja dhe emailet e llogarisë do të vijnë ende.
unsubscribe-button = Ndalo emailet e lojërave
unsubscribe-done-heading = Emailet e lojërave janë fikur
unsubscribe-done = Nuk do të merrni më email për lojërat tuaja. Mund t'i ndizni përsëri te cilësimet.
unsubscribe-settings = Hap cilësimet
unsubscribe-invalid = Kjo lidhje çregjistrimi nuk është e vlefshme. Zgjidhni te cilësimet cilat emaile merrni.

## Notices
notice-registered = Mirë se vini në Kingpost! Dërguam një lidhje te { $email } për të konfirmuar adresën tuaj.
notice-verified = Faleminderit, adresa juaj email është konfirmuar.
notice-verify-sent = Dërguam një lidhje të re konfirmimi te { $email }.
notice-verify-wait = Një lidhje konfirmimi u dërgua pak më parë. Kontrolloni postën ose kërkoni përsëri pas { $minutes } minutash.
notice-password-reset = Fjalëkalimi juaj i ri u ruajt dhe keni hyrë.
notice-password-changed = Fjalëkalimi juaj u ndryshua. Pajisjet e tjera u nxorën nga llogaria dhe tokenët tuaj API u revokuan.
notice-signed-out-everywhere = Dolët nga llogaria në çdo pajisje dhe tokenët tuaj API u revokuan.
notice-token-revoked = Tokeni u revokua.
notice-settings-saved = Cilësimet tuaja u ruajtën.
notice-challenge-created = Sfida juaj u krijua.
notice-challenge-closed = Sfida është mbyllur.
notice-resigned = Ju u dorëzuat në këtë lojë.

## Emails
mail-verify-subject = Konfirmoni adresën tuaj email për Kingpost
mail-verify-body =
    Përshëndetje { $username },

    ju lutemi konfirmoni adresën tuaj email për Kingpost duke hapur këtë lidhje:

    { $link }

    Lidhja vlen shtatë ditë. Nëse nuk jeni regjistruar ju, shpërfilleni këtë mesazh.
mail-reset-subject = Zgjidhni një fjalëkalim të ri për Kingpost
mail-reset-body =
    Përshëndetje { $username },

    dikush (shpresojmë ju) kërkoi të rivendosë fjalëkalimin tuaj të Kingpost. Për të zgjedhur një të ri, hapni:

    { $link }

    Lidhja vlen dy orë. Nëse nuk e keni kërkuar ju, shpërfilleni këtë mesazh; fjalëkalimi juaj mbetet siç është.

## Account and settings
account-title = Llogaria juaj
account-email = Adresa email
account-verified = e konfirmuar
account-unverified = ende e pakonfirmuar
account-resend = Dërgo një lidhje të re konfirmimi
account-password = Ndryshoni fjalëkalimin
account-password-submit = Ndrysho fjalëkalimin
account-sessions = Pajisjet e hyra në llogari
account-sessions-intro = Humbët një pajisje, apo keni frikë se dikush e di fjalëkalimin tuaj? Dilni kudo njëherësh: çdo shfletues ku jeni brenda, edhe ky, duhet të hyjë sërish, dhe tokenët tuaj API nuk punojnë më.
account-sign-out-everywhere = Dilni kudo
tokens-title = Tokenë personalë API
tokens-intro = Një token i lejon një programi (një boti, një aplikacioni) të luajë për ju përmes API-t. Mbajini tokenët të fshehtë.
tokens-new = Tokeni juaj i ri. Kopjojeni tani: shfaqet vetëm këtë herë.
tokens-label-example = p.sh. telefoni im
tokens-create = Krijo një token
tokens-none = Nuk keni tokenë.
tokens-revoke = Revoko
settings-title = Cilësimet
settings-submit = Ruaj cilësimet
notation-san = Algjebrike (Nf3), me shkronjat e gurëve të gjuhës suaj
notation-figurine = Algjebrike me figura (♘f3)
notation-iccf = Numerike ICCF (7163)
notation-lan = Algjebrike e plotë (Ng1-f3)
notation-uci = UCI (g1f3)
notation-auto = E zakonshmja për gjuhën time (tani: { $example })
notation-figurine-iccf = Algjebrike me figura, me numrat ICCF pranë (♘f3 7163)
hint-notation = Si i tregon lista e lëvizjeve lëvizjet. E zakonshmja ndjek gjuhën tuaj: shkronjat e veta të gurëve aty ku lojtarët i kanë, përndryshe figura me numrat ICCF pranë.
settings-letters-only = Vetëm shkronjat e gurëve (faqet në anglisht)
language-autonym = Shqip
language-en = English (anglisht)
language-de = Deutsch (gjermanisht)
language-fr = Français (frëngjisht)
language-es = Español (spanjisht)
language-it = Italiano (italisht)
language-pt = Português (portugalisht)
language-nl = Nederlands (holandisht)
language-sv = Svenska (suedisht)
language-da = Dansk (danisht)
language-no = Norsk (norvegjisht)
language-cs = Čeština (çekisht)
language-pl = Polski (polonisht)
language-hu = Magyar (hungarisht)
language-ro = Română (rumanisht)
language-ru = Русский (rusisht)
language-sq = Shqip
language-ga = Gaeilge (irlandisht)
language-yi = ייִדיש (jidish)
language-am = አማርኛ (amharisht)

## Start page
home-title = Shah me korrespondencë, si t'ju pëlqejë
home-lead = Kingpost është një server për shah me korrespondencë: lojëra që zgjasin javë ose muaj, me ditë për çdo lëvizje.
home-point-time = Merrni kohën tuaj: 10 lëvizje në 50 ditë, ditë për lëvizje, ose një rezervë ditësh me një shtesë për çdo lëvizje.
home-point-notation = Shkruani lëvizjet siç i keni mësuar: Nf3, Sf3, Cf3, ♘f3, ICCF 7163, ose thjesht klikoni në tabelë.
home-point-rules = Çdo lëvizje kontrollohet sipas rregullave të shahut, edhe në Chess960 dhe në hapjet tematike.
home-point-own = Luani në shfletues, ose lërini programet tuaja të luajnë përmes API-t.

## Challenges
challenge-new-title = Sfidë e re
challenge-submit = Dërgo sfidën
challenge-bad-number = „{ $text }“ nuk është numër pozicioni Chess960; jepni një numër nga 0 deri në 959 ose lëreni bosh.
challenge-error-no-player = Kontrolloni drejtshkrimin: nuk ka lojtar me emrin “{ $text }”.
challenge-error-self = Nuk mund ta sfidoni veten; zgjidhni një lojtar tjetër ose motorin.
challenge-error-time-control = “{ $text }” nuk është kontroll kohe; shkruani për shembull 10/50, 30+3 ose 3d.
challenge-error-fen = Me këtë FEN nuk mund të nisë një lojë; kontrollojeni ose lëreni fushën bosh.
challenge-error-thematic = Jepni ose një hapje ose një FEN, jo të dyja, dhe vetëm me shah standard.
challenge-error-number = Numri i pozicionit shkon vetëm me Chess960; zgjidhni Chess960 ose lëreni bosh.
challenge-error-opening = Lëvizja e hapjes “{ $text }” nuk është e ligjshme aty; kontrolloni lëvizjet.
challenge-error-engine-level = Zgjidhni një nivel motori nga 1 deri në 10.
challenge-error-rated-thematic = Një lojë nga një hapje ose pozicion i zgjedhur nuk mund të jetë me renditje; zgjidhni «Pa renditje» ose zbrazni hapjen dhe FEN-in.
challenge-error-rated-engine = Lojërat kundër motorit nuk mund të jenë me renditje; zgjidhni «Pa renditje».
challenge-thematic-toggle = Nisni nga një hapje ose pozicion (FEN)
color-choice = { $color ->
    [white] E bardha
    [black] E zeza
   *[random] Me short
  }
color-white = E bardha
color-black = E zeza
variant-standard = Shah i zakonshëm
variant-chess960 = Chess960
game-rated = Me renditje
game-unrated = Pa renditje
field-rated = Renditja
hint-rated = Një lojë me renditje ndryshon renditjen e të dy lojtarëve kur mbaron.
challenges-title = Sfidat
challenges-incoming = Sfida për ju
challenges-open = Sfida të hapura
challenges-mine = Sfidat tuaja
challenges-none = Asnjë për momentin.
challenge-from = Nga { $name }
challenge-to = Për { $name }
challenge-to-anyone = E hapur për këdo
challenge-you-play = { $color ->
    [white] Ju luani me të bardhat
    [black] Ju luani me të zezat
   *[random] Ngjyrat me short
  }
challenge-thematic = fillim tematik
challenge-accept = Prano
challenge-decline = Refuzo
challenge-withdraw = Tërhiq

## Dashboard
dashboard-title = Lojërat e mia
dashboard-filter = Vetëm lojërat kundër
dashboard-filter-submit = Filtro
dashboard-show-all = Shfaqi të gjitha
dashboard-challenges-received = Sfida për ju: { $count }
dashboard-next = Loja tjetër ku është radha juaj
dashboard-round = Raundi { $round }
dashboard-last-move = Lëvizja e fundit:
dashboard-no-move = Ende asnjë lëvizje
dashboard-their-time = Radha e { $name }:
dashboard-left-hours = { $count ->
    [one] mbetet 1 orë
   *[other] mbeten { $count } orë
  }
dashboard-left-minutes = { $count ->
    [one] mbetet 1 minutë
   *[other] mbeten { $count } minuta
  }
dashboard-you-on-leave = Jeni në pushim
dashboard-on-leave = { $name } është në pushim
dashboard-result-win = Fituar
dashboard-result-loss = Humbur
dashboard-result-draw = Barazim
dashboard-result-none = E papërfunduar
section-my-turn = Është radha juaj
section-my-turn-empty = Asnjë lojë nuk pret lëvizjen tuaj.
section-waiting = Në pritje të kundërshtarit
section-waiting-empty = Asnjë lojë nuk pret një kundërshtar.
section-finished = Lojëra të mbaruara
section-finished-empty = Ende asnjë lojë e mbaruar.
game-vs-as-white = kundër { $name } (ju luani me të bardhat)
game-vs-as-black = kundër { $name } (ju luani me të zezat)
game-moves = { $count ->
    [one] një lëvizje
   *[other] { $count } lëvizje
  }
pager-label = Faqet
pager-previous = E mëparshmja
pager-next = Tjetra
pager-position = Faqja { $page }

## Game page
game-title = Loja { $id }
game-versus = kundër
game-result = Rezultati: { $result }
game-your-move = Është radha juaj.
game-to-move = Është radha e { $name }.
game-flip = Kthe tabelën
game-fullscreen = Ekran i plotë
game-sound-on = Zëri: ndezur
game-sound-off = Zëri: fikur
game-promote = Shndërro në
piece-queen = Mbretëresha
piece-rook = Torra
piece-bishop = Oficeri
piece-knight = Kali
piece-king = Mbreti
piece-pawn = Ushtari
game-legal-moves = Lëvizjet e lejuara në këtë pozicion:
game-move-label = Lëvizja juaj
game-move-hint = Në çdo shënim: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Ofro barazim me këtë lëvizje
game-move-submit = Luaj
game-offer-received = Kundërshtari juaj ofron barazim.
game-offer-accept = Prano barazimin
game-offer-decline = Refuzo
game-offer-waiting = Oferta juaj për barazim pret përgjigje.
game-more-actions = Barazim dhe dorëzim
game-offer-draw = Ofro barazim
game-claimable = Tani mund të kërkoni barazim (përsëritje e trefishtë ose rregulli i 50 lëvizjeve).
game-claim-move = Lëvizja me të cilën kërkoni (opsionale)
game-claim = Kërko barazim
game-resign = Dorëzohu…
game-moves-heading = Lëvizjet
game-no-moves = Ende asnjë lëvizje.
game-download-pgn = Shkarko PGN
termination-checkmate = shah mat
termination-stalemate = pat
termination-insufficient_material = pozicion i vdekur: asnjëra palë nuk mund të japë mat
termination-fivefold_repetition = i njëjti pozicion ndodhi pesë herë
termination-seventyfive_moves = 75 lëvizje pa marrje dhe pa lëvizje ushtari
termination-threefold_repetition = përsëritje e trefishtë, e kërkuar
termination-fifty_moves = 50 lëvizje pa marrje dhe pa lëvizje ushtari, e kërkuar
termination-agreement = barazim me marrëveshje
termination-resignation = dorëzim
termination-time_forfeit = humbje në kohë
termination-adjudication = vendim i gjyqtarit
resign-title = Të dorëzoheni?
resign-question = Vërtet doni të dorëzoheni në lojën { $id }?
resign-confirm = Po, dorëzohem
resign-cancel = Jo, kthehu te loja

## The board in words (screen readers, braille displays, keyboard)
board-help = Shigjetat lëvizin nëpër tabelë; Enter ose Hapësira merr një gur dhe e vendos; Escape e kthen në vend.
board-cell = { $square }, { $piece }
board-empty = bosh
board-piece-white-king = mbret i bardhë
board-piece-white-queen = mbretëreshë e bardhë
board-piece-white-rook = torre e bardhë
board-piece-white-bishop = oficer i bardhë
board-piece-white-knight = kalë i bardhë
board-piece-white-pawn = ushtar i bardhë
board-piece-black-king = mbret i zi
board-piece-black-queen = mbretëreshë e zezë
board-piece-black-rook = torre e zezë
board-piece-black-bishop = oficer i zi
board-piece-black-knight = kalë i zi
board-piece-black-pawn = ushtar i zi
board-picked = U mor: { $square }. Shkoni te një fushë dhe shtypni Enter.
board-put-back = U kthye në vend: { $square }.
board-cannot = { $square }: guri nuk mund të shkojë atje.
board-no-moves = { $square }: këtu nuk lëviz dot asgjë.
board-sending = Po luhet { $move }…
board-last-move = { $name } luajti { $move }.
board-text = Tabela si tekst
board-text-white = Të bardhat:
board-text-black = Të zezat:
game-spoken = Lëvizje të folura
game-contrast = Tabelë me kontrast të lartë

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = merr
spoken-check = shah
spoken-mate = shah mat
spoken-castle-short = rokadë e shkurtër
spoken-castle-long = rokadë e gjatë
spoken-promotes = shndërrohet në { $piece }
spoken-rank-1 = një
spoken-rank-2 = dy
spoken-rank-3 = tre
spoken-rank-4 = katër
spoken-rank-5 = pesë
spoken-rank-6 = gjashtë
spoken-rank-7 = shtatë
spoken-rank-8 = tetë

## Game mail and bouncing addresses (settings and account pages)
field-notify = Mesazhet e lojërave
hint-notify = Mesazhet mund t'ju njoftojnë për çdo lëvizje, ose një herë në ditë të rendisin lojërat ku është radha juaj. Përgjigjet për mesazhet tuaja dhe mesazhet e llogarisë vijnë gjithmonë.
notify-move = Një mesazh për çdo lëvizje dhe çdo ngjarje në lojërat e mia
notify-digest = Një mesazh në ditë me lojërat ku është radha ime
notify-none = Asnjë mesazh për lojërat
field-messages = Mesazhe nga kundërshtarët
settings-messages-on = Prano mesazhe nga kundërshtarët e mi
settings-messages-off = Pa mesazhe (as nuk marr, as nuk dërgoj)
hint-messages = Lojtarët e një loje mund t'i shkruajnë njëri-tjetrit pranë lëvizjeve. Të fikura, as nuk merrni, as nuk dërgoni mesazhe.
account-bouncing = Mesazhet për këtë adresë nuk u dorëzuan dot ({ $time }).
account-bouncing-reason = Serveri marrës i postës u përgjigj: { $text }
account-bouncing-advice = Kontrolloni që adresa është e saktë dhe që kutia pranon mesazhe (jo e mbushur, nuk na bllokon). Pastaj dërgojini vetes një lidhje të re konfirmimi: sapo të mbërrijë, paralajmërimi zhduket.
