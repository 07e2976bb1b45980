# Téacsanna chomhéadan Kingpost, Gaeilge. Na heochracha agus na hathróga céanna le locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — ficheall chomhfhreagrais trí ríomhphost nó sa bhrabhsálaí.

## Navigation
nav-skip = Léim go dtí an t-ábhar
nav-label = Príomh-roghchlár
nav-games = Mo chluichí
nav-challenges = Dúshláin
nav-settings = Socruithe
nav-account = Do chuntas
nav-login = Logáil isteach
nav-logout = Logáil amach
nav-register = Cláraigh
nav-language = Teanga
nav-language-submit = Athraigh

## Errors
error-home = Ar ais go dtí an leathanach baile
error-heading = Níor oibrigh sé sin
error-csrf-heading = Tá an fhoirm seo as feidhm
error-csrf = Seoladh an fhoirm gan a comhartha slándála, nó le seanchomhartha (mar shampla ó leathanach a osclaíodh sular logáil tú isteach nó amach, nó ó shuíomh eile). Níor athraíodh aon rud. Téigh siar, athlódáil an leathanach agus seol an fhoirm arís.
error-form-heading = Níorbh fhéidir an fhoirm a léamh
error-too-large-heading = Tá an fhoirm rómhór
error-too-large = Tá níos mó san fhoirm ná mar a ghlacann an freastalaí leis (64 KB). Níor athraíodh aon rud. Téigh siar, giorraigh a bhfuil scríofa agat agus seol an fhoirm arís.
error-not-found = Níor aimsíodh an leathanach
error-not-found-detail = Níl aon rud ag an seoladh seo. Seiceáil an nasc, nó tosaigh arís ón leathanach baile.
error-challenge-closed = Tá an dúshlán dúnta
error-not-your-challenge = Ní leatsa an dúshlán seo
error-unknown-opponent = Imreoir anaithnid
error-invalid-challenge = Níl téarmaí an dúshláin ceart
error-invalid-position = Ní féidir cluiche a thosú ón suíomh seo
error-stale-ply = Tá an cluiche tar éis bogadh ar aghaidh
error-not-a-player = Níl tú ag imirt sa chluiche seo
error-game-over = Tá an cluiche thart
error-not-your-turn = Ní tusa atá ar do sheal
error-no-draw-offer = Níl tairiscint chomhscóir le freagairt
error-claim-refused = Diúltaíodh don éileamh ar chomhscór
error-illegal-move = Ní féidir an beart sin a dhéanamh
error-ambiguous-move = Tá an beart sin débhríoch
error-wrong-move-number = Uimhir bhirt mhícheart
error-unreadable-move = Níorbh fhéidir an beart a léamh
move-foreign-letter = Ní litir phíosa í { $letter } { $in_language }; { $in_other } ciallaíonn { $text } { $meaning } — imir é trí { $meaning } a chur mar fhreagra, nó athraigh do theanga.
move-foreign-reading = Ní beart é { $text } { $in_language }; { $in_other } ciallaíonn sé { $meaning } — imir é trí { $meaning } a chur mar fhreagra, nó athraigh do theanga.
move-piece-or-pawn = Tá { $text } débhríoch: d'fhéadfadh sé a bheith ina bheart píosa, { $piece }, nó ina bheart ceithearnaigh, { $pawn }. Freagair leis an mbeart atá i gceist agat, nó lena uimhir ICCF, nach féidir le fón a athrú: { $piece_iccf } nó { $pawn_iccf }.
move-language-in-en = i mBéarla
move-language-in-de = i nGearmáinis
move-language-in-fr = i bhFraincis
move-language-in-es = i Spáinnis
move-language-in-it = in Iodáilis
move-language-in-pt = i bPortaingéilis
move-language-in-nl = san Ollainnis
move-language-in-sv = sa tSualainnis
move-language-in-da = sa Danmhairgis
move-language-in-no = san Ioruais
move-language-in-cs = sa tSeicis
move-language-in-pl = sa Pholainnis
move-language-in-hu = san Ungáiris
move-language-in-ro = sa Rómáinis
move-language-in-ru = sa Rúisis
error-internal-error = Chuaigh rud éigin amú ar an bhfreastalaí
error-storage-unavailable = Ní féidir leis an bhfreastalaí aon rud a shábháil faoi láthair
error-storage-unavailable-detail = Tá stóras an fhreastalaí lán nó as fáil faoi láthair, mar sin níor sábháladh an méid a sheol tú. Bain triail eile as i gceann cúpla nóiméad.
error-invalid-account = Seiceáil do shonraí, le do thoil
error-username-taken = Tá an t-ainm úsáideora sin tógtha
error-reserved-username = Tá an t-ainm úsáideora sin curtha in áirithe
error-own-game = Ní féidir leat cinneadh a dhéanamh ar do chluiche féin
error-wrong-credentials = Ainm úsáideora nó pasfhocal mícheart
error-wrong-password = Pasfhocal mícheart
error-invalid-link = Níl an nasc ag obair a thuilleadh
error-already-confirmed = Tá an seoladh deimhnithe cheana
error-too-many-requests = An iomarca iarratas; fan nóiméad, le do thoil
error-unknown-preference = Socrú anaithnid

## Form fields and hints
field-username = Ainm úsáideora
field-email = Seoladh ríomhphoist
field-password = Pasfhocal
field-new-password = Pasfhocal nua
field-current-password = Pasfhocal reatha
field-username-or-email = Ainm úsáideora nó seoladh ríomhphoist
field-token-label = Ainm don chomhartha
field-language = Teanga
field-notation = Nodaireacht na mbeart
field-opponent = Céile comhraic
field-color = Do dhath
field-variant = Leagan
field-chess960 = Suíomh Chess960
field-opening = Bearta oscailte
field-fen = Suíomh tosaigh (FEN)
field-time-control = Rialú ama
hint-username = 3 go 24 litir, digit, "_" nó "-", ag tosú le litir nó digit.
hint-password = 8 gcarachtar ar a laghad; déanann cúpla focal pasfhocal maith.
hint-language = Teanga na leathanach agus litreacha na bpíosaí i mbearta (scríobhann imreoirí Gearmánacha Sf3 in áit Nf3). I nGaeilge taispeántar bearta le fíoracha agus uimhreacha ICCF.
hint-opponent = Ainm úsáideora, nó fág folamh é le haghaidh dúshláin oscailte ar féidir le duine ar bith glacadh leis.
hint-chess960 = Uimhir ó 0 go 959, nó folamh le haghaidh suímh randamaigh.
hint-opening = Roghnach, le haghaidh cluiche téamaigh: bearta ón tús, mar shampla 1.e4 c5 2.Nf3.
hint-fen = Roghnach, le haghaidh cluiche téamaigh: suíomh i FEN. Tabhair bearta oscailte nó FEN, ní an dá rud.
hint-time-control = 10/50 (10 mbeart i 50 lá), 30+3 (30 lá móide 3 in aghaidh an bhirt) nó 3d (3 lá in aghaidh an bhirt).
time-control-days-per-move = { $days } l. in aghaidh an bhirt

## Signing up and in
register-title = Cláraigh
register-submit = Cruthaigh mo chuntas
register-have-account = An bhfuil cuntas agat cheana?
login-title = Logáil isteach
login-submit = Logáil isteach
login-forgot = Ar dhearmad tú do phasfhocal?
login-no-account = Nua anseo?
login-wrong = Ainm úsáideora nó pasfhocal mícheart.
login-throttled = An iomarca iarrachtaí logála isteach a theip. Ar mhaithe le do shlándáil, fan { $minutes ->
    [one] nóiméad amháin
    [two] { $minutes } nóiméad
    [few] { $minutes } nóiméad
    [many] { $minutes } nóiméad
   *[other] { $minutes } nóiméad
  } agus bain triail eile as (tar éis { $time } UTC).
forgot-title = Pasfhocal dearmadta
forgot-intro = Tabhair d'ainm úsáideora nó do sheoladh ríomhphoist, agus seolfaimid nasc chugat chun pasfhocal nua a roghnú.
forgot-submit = Seol nasc chugam
forgot-sent-heading = Féach ar do ríomhphost
forgot-sent = Má tá cuntas ann a oireann, sheolamar nasc chuig a sheoladh ríomhphoist. Oibríonn an nasc ar feadh dhá uair an chloig.
reset-title = Roghnaigh pasfhocal nua
reset-submit = Sábháil an pasfhocal nua
reset-ask-again = Iarr nasc nua
link-invalid-heading = Níl an nasc seo ag obair a thuilleadh
link-invalid = Úsáideadh an nasc cheana nó tá sé as feidhm. Iarr ceann nua, le do thoil.
unsubscribe-heading = Stop ríomhphost cluichí
unsubscribe-confirm = Brúigh an cnaipe chun stop a chur le gach ríomhphost faoi do chluichí. Tiocfaidh freagraí ar do ríomhphoist féin agus ríomhphoist chuntais fós.
unsubscribe-button = Stop ríomhphost cluichí
unsubscribe-done-heading = Tá ríomhphost cluichí múchta
unsubscribe-done = Ní bhfaighidh tú a thuilleadh ríomhphost faoi do chluichí. Is féidir leat é a chasadh air arís i do shocruithe.
unsubscribe-settings = Oscail na socruithe
unsubscribe-invalid = Níl an nasc díliostála seo bailí. Roghnaigh i do shocruithe cén ríomhphost a fhaigheann tú.

## Notices
notice-registered = Fáilte go Kingpost! Sheolamar nasc chuig { $email } chun do sheoladh a dheimhniú.
notice-verified = Go raibh maith agat, tá do sheoladh ríomhphoist deimhnithe.
notice-verify-sent = Sheolamar nasc deimhnithe nua chuig { $email }.
notice-verify-wait = Seoladh nasc deimhnithe tamall gearr ó shin. Féach ar do ríomhphost, nó iarr arís i gceann { $minutes } nóiméad.
notice-password-reset = Tá do phasfhocal nua sábháilte agus tá tú logáilte isteach.
notice-password-changed = Athraíodh do phasfhocal. Logáladh amach gléasanna eile agus cúlghaireadh do chomharthaí API.
notice-signed-out-everywhere = Tá tú logáilte amach ar gach gléas agus cúlghaireadh do chomharthaí API.
notice-token-revoked = Cúlghaireadh an comhartha.
notice-settings-saved = Tá do shocruithe sábháilte.
notice-challenge-created = Tá do dhúshlán déanta.
notice-challenge-closed = Tá an dúshlán dúnta.
notice-resigned = Ghéill tú an cluiche.

## Emails
mail-verify-subject = Deimhnigh do sheoladh ríomhphoist do Kingpost
mail-verify-body =
    Dia duit { $username },

    deimhnigh do sheoladh ríomhphoist do Kingpost, le do thoil, tríd an nasc seo a oscailt:

    { $link }

    Oibríonn an nasc ar feadh seacht lá. Mura ndearna tú clárú, déan neamhaird den teachtaireacht seo.
mail-reset-subject = Roghnaigh pasfhocal nua do Kingpost
mail-reset-body =
    Dia duit { $username },

    d'iarr duine éigin (tusa, tá súil againn) do phasfhocal Kingpost a athshocrú. Chun ceann nua a roghnú, oscail:

    { $link }

    Oibríonn an nasc ar feadh dhá uair an chloig. Mura ndearna tú an t-iarratas, déan neamhaird den teachtaireacht seo; fanfaidh do phasfhocal mar atá.

## Account and settings
account-title = Do chuntas
account-email = Seoladh ríomhphoist
account-verified = deimhnithe
account-unverified = gan deimhniú fós
account-resend = Seol nasc deimhnithe nua
account-password = Athraigh do phasfhocal
account-password-submit = Athraigh an pasfhocal
account-sessions = Gléasanna logáilte isteach
account-sessions-intro = Ar chaill tú gléas, nó an eagal leat go bhfuil do phasfhocal ag duine eile? Logáil amach i ngach áit in aon iarracht amháin: caithfidh gach brabhsálaí ina bhfuil tú logáilte isteach, an ceann seo san áireamh, logáil isteach arís, agus ní oibreoidh do chomharthaí API a thuilleadh.
account-sign-out-everywhere = Logáil amach i ngach áit
tokens-title = Comharthaí pearsanta API
tokens-intro = Ligeann comhartha do ríomhchlár (bota, aip) imirt ar do shon tríd an API. Coinnigh comharthaí faoi rún.
tokens-new = Do chomhartha nua. Cóipeáil anois é: ní thaispeántar é ach an uair seo.
tokens-label-example = m.sh. mo ghuthán
tokens-create = Cruthaigh comhartha
tokens-none = Níl aon chomharthaí agat.
tokens-revoke = Cúlghair
settings-title = Socruithe
settings-submit = Sábháil na socruithe
notation-san = Ailgéabrach (Nf3), le litreacha píosaí do theanga
notation-figurine = Ailgéabrach le fíoracha (♘f3)
notation-iccf = Uimhriúil ICCF (7163)
notation-lan = Ailgéabrach fada (Ng1-f3)
notation-uci = UCI (g1f3)
notation-auto = An ceann is gnách do mo theanga (anois: { $example })
notation-figurine-iccf = Ailgéabrach le fíoracha, uimhreacha ICCF in aice leo (♘f3 7163)
hint-notation = Conas a thaispeánann liosta na mbeart na bearta. Leanann an ceann is gnách do theanga: a litreacha féin do na píosaí nuair atá siad ag imreoirí, nó fíoracha le huimhreacha ICCF in aice leo.
settings-letters-only = Litreacha na bpíosaí amháin (leathanaigh i mBéarla)
language-autonym = Gaeilge
language-en = English (Béarla)
language-de = Deutsch (Gearmáinis)
language-fr = Français (Fraincis)
language-es = Español (Spáinnis)
language-it = Italiano (Iodáilis)
language-pt = Português (Portaingéilis)
language-nl = Nederlands (Ollainnis)
language-sv = Svenska (Sualainnis)
language-da = Dansk (Danmhairgis)
language-no = Norsk (Ioruais)
language-cs = Čeština (Seicis)
language-pl = Polski (Polainnis)
language-hu = Magyar (Ungáiris)
language-ro = Română (Rómáinis)
language-ru = Русский (Rúisis)
language-sq = Shqip (Albáinis)
language-ga = Gaeilge
language-yi = ייִדיש (Giúdais)
language-am = አማርኛ (Amarais)

## Start page
home-title = Ficheall chomhfhreagrais, mar is maith leat í
home-lead = Freastalaí le haghaidh ficheall chomhfhreagrais is ea Kingpost: cluichí a mhaireann seachtainí nó míonna, le laethanta do gach beart.
home-point-time = Tóg d'am: 10 mbeart i 50 lá, laethanta in aghaidh an bhirt, nó stór laethanta le bónas in aghaidh an bhirt.
home-point-notation = Scríobh bearta mar a d'fhoghlaim tú iad: Nf3, Sf3, Cf3, ♘f3, ICCF 7163, nó cliceáil ar an gclár.
home-point-rules = Seiceáiltear gach beart de réir rialacha na fichille, Chess960 agus oscailtí téamacha san áireamh.
home-point-own = Imir sa bhrabhsálaí, nó lig do do ríomhchláir féin imirt tríd an API.

## Challenges
challenge-new-title = Dúshlán nua
challenge-submit = Seol an dúshlán
challenge-bad-number = Ní uimhir suímh Chess960 é "{ $text }"; tabhair uimhir ó 0 go 959 nó fág folamh é.
challenge-error-no-player = Seiceáil an litriú: níl aon imreoir darb ainm “{ $text }”.
challenge-error-self = Ní féidir leat dúshlán a thabhairt duit féin; roghnaigh imreoir eile nó an t-inneall.
challenge-error-time-control = Ní rialú ama é “{ $text }”; scríobh mar shampla 10/50, 30+3 nó 3d.
challenge-error-fen = Ní féidir cluiche a thosú ón FEN seo; seiceáil í nó fág an réimse folamh.
challenge-error-thematic = Tabhair oscailt nó FEN, ní an dá cheann, agus le ficheall caighdeánach amháin.
challenge-error-number = Ní théann uimhir suímh ach le Chess960; roghnaigh Chess960 nó fág folamh í.
challenge-error-opening = Níl an beart oscailte “{ $text }” dleathach ansin; seiceáil na bearta.
challenge-error-engine-level = Roghnaigh leibhéal innill ó 1 go 10.
challenge-error-rated-thematic = Ní féidir cluiche ó oscailt nó ó shuíomh roghnaithe a rátáil; roghnaigh Neamhrátáilte, nó glan an oscailt agus an FEN.
challenge-error-rated-engine = Ní féidir cluichí in aghaidh an innill a rátáil; roghnaigh Neamhrátáilte.
challenge-thematic-toggle = Tosaigh ó oscailt nó ó shuíomh (FEN)
color-choice = { $color ->
    [white] Bán
    [black] Dubh
   *[random] De réir seans
  }
color-white = Bán
color-black = Dubh
variant-standard = Ficheall chaighdeánach
variant-chess960 = Chess960
game-rated = Rátáilte
game-unrated = Neamhrátáilte
field-rated = Rátáil
hint-rated = Athraíonn cluiche rátáilte rátáil an dá imreoir nuair a chríochnaíonn sé.
challenges-title = Dúshláin
challenges-incoming = Dúshláin duitse
challenges-open = Dúshláin oscailte
challenges-mine = Do dhúshláin
challenges-none = Dada faoi láthair.
challenge-from = Ó { $name }
challenge-to = Chuig { $name }
challenge-to-anyone = Oscailte do chách
challenge-you-play = { $color ->
    [white] Imríonn tú le Bán
    [black] Imríonn tú le Dubh
   *[random] Dathanna de réir seans
  }
challenge-thematic = tús téamach
challenge-accept = Glac leis
challenge-decline = Diúltaigh
challenge-withdraw = Tarraing siar

## Dashboard
dashboard-title = Mo chluichí
dashboard-filter = Cluichí in aghaidh an imreora seo amháin
dashboard-filter-submit = Scag
dashboard-show-all = Taispeáin gach rud
dashboard-challenges-received = Dúshláin duitse: { $count }
dashboard-next = An chéad chluiche eile ar do sheal
dashboard-round = Babhta { $round }
dashboard-last-move = An beart deireanach:
dashboard-no-move = Gan bheart fós
dashboard-their-time = Seal { $name }:
dashboard-left-hours = { $count ->
    [one] { $count } uair fágtha
    [two] { $count } uair fágtha
    [few] { $count } huaire fágtha
    [many] { $count } n-uaire fágtha
   *[other] { $count } uair fágtha
  }
dashboard-left-minutes = { $count ->
    [one] { $count } nóiméad fágtha
    [two] { $count } nóiméad fágtha
    [few] { $count } nóiméad fágtha
    [many] { $count } nóiméad fágtha
   *[other] { $count } nóiméad fágtha
  }
dashboard-you-on-leave = Tá tú ar saoire
dashboard-on-leave = Tá { $name } ar saoire
dashboard-result-win = Buaite
dashboard-result-loss = Caillte
dashboard-result-draw = Cothrom
dashboard-result-none = Gan chríochnú
section-my-turn = Do sheal
section-my-turn-empty = Níl aon chluiche ag fanacht le do bheart.
section-waiting = Ag fanacht le do chéile comhraic
section-waiting-empty = Níl aon chluiche ag fanacht le céile comhraic.
section-finished = Cluichí críochnaithe
section-finished-empty = Níl aon chluiche críochnaithe fós.
game-vs-as-white = in aghaidh { $name } (imríonn tú le Bán)
game-vs-as-black = in aghaidh { $name } (imríonn tú le Dubh)
game-moves = { $count ->
    [one] { $count } bheart
    [two] { $count } bheart
    [few] { $count } bheart
    [many] { $count } mbeart
   *[other] { $count } beart
  }
pager-label = Leathanaigh
pager-previous = Roimhe seo
pager-next = Ar aghaidh
pager-position = Leathanach { $page }

## Game page
game-title = Cluiche { $id }
game-versus = in aghaidh
game-result = Toradh: { $result }
game-your-move = Is tusa atá ar do sheal.
game-to-move = Seal imeartha: { $name }.
game-flip = Iompaigh an clár
game-fullscreen = Lánscáileán
game-sound-on = Fuaim: ar siúl
game-sound-off = Fuaim: múchta
game-promote = Ardaigh go
piece-queen = Banríon
piece-rook = Caiseal
piece-bishop = Easpag
piece-knight = Ridire
piece-king = Rí
piece-pawn = Ceithearnach
game-legal-moves = Bearta dleathacha sa suíomh seo:
game-move-label = Do bheart
game-move-hint = In aon nodaireacht: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Tairg comhscór leis an mbeart seo
game-move-submit = Imir
game-offer-received = Tá do chéile comhraic ag tairiscint comhscóir.
game-offer-accept = Glac leis an gcomhscór
game-offer-decline = Diúltaigh
game-offer-waiting = Tá do thairiscint chomhscóir ag fanacht le freagra.
game-more-actions = Comhscór agus géilleadh
game-offer-draw = Tairg comhscór
game-claimable = Is féidir leat comhscór a éileamh anois (athrá faoi thrí nó riail na 50 beart).
game-claim-move = Beart leis an éileamh (roghnach)
game-claim = Éiligh comhscór
game-resign = Géill…
game-moves-heading = Bearta
game-no-moves = Níl aon bheart fós.
game-download-pgn = Íoslódáil PGN
termination-checkmate = marbhsháinn
termination-stalemate = leamhsháinn
termination-insufficient_material = suíomh marbh: ní féidir le ceachtar taobh marbhsháinn a chur
termination-fivefold_repetition = tharla an suíomh céanna cúig huaire
termination-seventyfive_moves = 75 beart gan ghabháil ná beart ceithearnaigh
termination-threefold_repetition = athrá faoi thrí, éilithe
termination-fifty_moves = 50 beart gan ghabháil ná beart ceithearnaigh, éilithe
termination-agreement = comhscór trí chomhaontú
termination-resignation = géilleadh
termination-time_forfeit = cailleadh ar am
termination-adjudication = breithiúnas
resign-title = Géilleadh?
resign-question = An bhfuil tú cinnte gur mian leat cluiche { $id } a ghéilleadh?
resign-confirm = Tá, géillim
resign-cancel = Níl, ar ais go dtí an cluiche

## The board in words (screen readers, braille displays, keyboard)
board-help = Bogann na saigheadeochracha thar an gclár; tógann Enter nó an Spásbharra píosa agus leagann síos é; cuireann Escape ar ais é.
board-cell = { $square }, { $piece }
board-empty = folamh
board-piece-white-king = rí bán
board-piece-white-queen = banríon bhán
board-piece-white-rook = caiseal bán
board-piece-white-bishop = easpag bán
board-piece-white-knight = ridire bán
board-piece-white-pawn = ceithearnach bán
board-piece-black-king = rí dubh
board-piece-black-queen = banríon dhubh
board-piece-black-rook = caiseal dubh
board-piece-black-bishop = easpag dubh
board-piece-black-knight = ridire dubh
board-piece-black-pawn = ceithearnach dubh
board-picked = Tógtha: { $square }. Téigh go cearnóg agus brúigh Enter.
board-put-back = Curtha ar ais: { $square }.
board-cannot = { $square }: ní féidir leis an bpíosa dul ansin.
board-no-moves = { $square }: ní féidir le haon rud anseo bogadh.
board-sending = Ag imirt { $move }…
board-last-move = D'imir { $name } { $move }.
board-text = An clár mar théacs
board-text-white = Bán:
board-text-black = Dubh:
game-spoken = Bearta labhartha
game-contrast = Clár ardchodarsnachta

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = gabhann
spoken-check = sáinn
spoken-mate = marbhsháinn
spoken-castle-short = caisleáil ghearr
spoken-castle-long = caisleáil fhada
spoken-promotes = ardaítear go { $piece }
spoken-rank-1 = a haon
spoken-rank-2 = a dó
spoken-rank-3 = a trí
spoken-rank-4 = a ceathair
spoken-rank-5 = a cúig
spoken-rank-6 = a sé
spoken-rank-7 = a seacht
spoken-rank-8 = a hocht

## Game mail and bouncing addresses (settings and account pages)
field-notify = Ríomhphoist chluichí
hint-notify = Is féidir le ríomhphoist insint duit faoi gach beart, nó uair sa lá liosta a thabhairt de na cluichí ina bhfuil do sheal. Tagann freagraí ar do ríomhphoist féin agus ríomhphoist chuntais i gcónaí.
notify-move = Ríomhphost do gach beart agus gach eachtra i mo chluichí
notify-digest = Ríomhphost amháin sa lá leis na cluichí ina bhfuil mo sheal
notify-none = Gan ríomhphoist chluichí
field-messages = Teachtaireachtaí ó chéilí comhraic
settings-messages-on = Glac le teachtaireachtaí ó mo chéilí comhraic
settings-messages-off = Gan teachtaireachtaí (ní fhaighim ná ní sheolaim aon cheann)
hint-messages = Is féidir le himreoirí cluiche scríobh chuig a chéile taobh leis na bearta. Má mhúchann tú iad, ní fhaigheann tú ná ní sheolann tú teachtaireachtaí.
account-bouncing = Níorbh fhéidir ríomhphost a sheachadadh chuig an seoladh seo ({ $time }).
account-bouncing-reason = D'fhreagair an freastalaí ríomhphoist glactha: { $text }
account-bouncing-advice = Seiceáil go bhfuil an seoladh ceart agus go nglacann an bosca poist le ríomhphost (nach bhfuil sé lán, nach bhfuil sé dár mblocáil). Ansin seol nasc deimhnithe nua chugat féin: nuair a thagann sé, imíonn an rabhadh seo.
