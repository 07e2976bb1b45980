# Téacsanna ríomhphoist Kingpost, Gaeilge. Na heochracha céanna le locales/en/mail.ftl.

## Ábhair
mail-subject-your-move = do sheal ({ $move })
mail-subject-your-move-first = do sheal
mail-subject-their-move = seal { $name }
mail-subject-draw-offered = comhscór tairgthe
mail-subject-draw-declined = comhscór diúltaithe
mail-subject-message = teachtaireacht ó { $name }
mail-subject-over = cluiche thart: { $result }
mail-subject-digest = { $count ->
    [one] Do sheal i gcluiche amháin
    [two] Do sheal in { $count } chluiche
    [few] Do sheal in { $count } chluiche
    [many] Do sheal in { $count } gcluiche
   *[other] Do sheal in { $count } cluiche
}

## Cad a tharla
mail-intro-started = Tá do chluiche in aghaidh { $name } tosaithe. Imríonn tú { $color }.
mail-intro-moved = D'imir { $name } { $move }.
mail-intro-moved-offer = D'imir { $name } { $move } agus tá comhscór á thairiscint.
mail-intro-draw-offered = Tá { $name } ag tairiscint comhscóir.
mail-intro-draw-declined = Dhiúltaigh { $name } do do thairiscint comhscóir.
mail-intro-reminder = Meabhrúchán: is é do sheal é i do chluiche in aghaidh { $name }.
mail-intro-ended-checkmate = Bhuaigh { $name } le marbhsháinn.
mail-intro-ended-resignation = Ghéill { $name }.
mail-intro-ended-agreement = Comhscór trí chomhaontú atá sa chluiche.
mail-intro-ended-claim = Comhscór ar éileamh atá sa chluiche: { $text }.
mail-intro-ended-time = Chaill { $name } ar am.
mail-intro-ended-other = Tá an cluiche thart: { $text }.

## Freagraí ar do ríomhphoist
mail-confirm-move = Imríodh do bheart { $move }.
mail-confirm-move-offer = Imríodh do bheart { $move } agus seoladh do thairiscint comhscóir.
mail-confirm-draw-offered = Seoladh do thairiscint comhscóir chuig { $name }.
mail-confirm-draw-accepted = Ghlac tú leis an tairiscint comhscóir.
mail-confirm-draw-declined = Dhiúltaigh tú don tairiscint comhscóir.
mail-confirm-draw-claimed = Glacadh le d'éileamh comhscóir.
mail-confirm-resigned = Ghéill tú an cluiche.
mail-confirm-message = Seoladh do theachtaireacht chuig { $name }.
mail-confirm-echo = Do bheart i ngach nodaireacht: { $text }
mail-error-intro = Níorbh fhéidir do ríomhphost a chur i gcrích: { $text }
mail-error-nothing-changed = Níor athraíodh aon rud sa chluiche.
mail-error-legal-moves = Na bearta is féidir leat a imirt: { $text }
mail-error-generic-subject = Do ríomhphost chuig Kingpost
mail-confirm-conditionals = Tá do bhearta coinníollacha sábháilte: { $lines }. Ní imrítear duit iad ach nuair a mheaitseálann bearta do chéile comhraic; glanann aon bheart eile iad.
mail-confirm-move-conditionals = Imríodh do bheart { $move }, agus tá do bhearta coinníollacha sábháilte: { $lines }.
mail-error-repeated-mismatch = Scríobh tú beart deireanach do chéile comhraic mar { $written }, ach is é { $actual } an beart deireanach sa chluiche.
mail-error-repeated-none = Scríobh tú beart de chuid do chéile comhraic ({ $written }), ach níor imríodh aon bheart sa chluiche seo fós.
mail-error-wrong-sender = Tháinig an ríomhphost seo ó { $from }, ach ní ghlactar le bearta do chluichí ach ó do sheoladh deimhnithe { $address }. Seol do fhreagra ón seoladh sin.
mail-error-unverified = Níl do sheoladh { $address } deimhnithe fós, mar sin ní féidir glacadh le bearta a sheoltar trí ríomhphost. Oscail an nasc deimhnithe a sheolamar chugat, nó iarr ceann nua ar leathanach do chuntais.
mail-error-no-game = Níor seoladh an ríomhphost seo chuig seoladh freagartha cluiche, mar sin níl sé soiléir cén cluiche atá i gceist. Freagair an ríomhphost faoin gcluiche: ainmníonn a sheoladh freagartha an cluiche. Má fhaigheann tú an achoimre laethúil, freagair í le huimhir an chluiche roimh do bheart, mar shampla: 12: e4

## An cluiche
mail-color-white = Bán
mail-color-black = Dubh
mail-game-heading = Cluiche { $id }: { $white } (Bán) – { $black } (Dubh), { $text }
mail-position = An suíomh, { $color } thíos:
mail-board-legend = Ceannlitreacha don Bhán, litreacha beaga don Dubh (litreacha Béarla): K rí, Q banríon, R caisleán, B easpag, N ridire, P ceithearnach.
mail-moves = Bearta:
mail-no-moves = Níor imríodh aon bheart fós.
mail-last-move = An beart deireanach: { $move }
mail-turn-yours = Do sheal: { $move }
mail-turn-theirs = Seal imeartha: { $name }.
mail-result = Toradh: { $result } ({ $text })
mail-deadline = Spriocdháta: { $time } { $zone } ({ $count ->
    [0] níos lú ná lá fágtha
    [one] lá amháin fágtha
    [two] { $count } lá fágtha
    [few] { $count } lá fágtha
    [many] { $count } lá fágtha
   *[other] { $count } lá fágtha
})
mail-deadline-passed = Spriocdháta: { $time } { $zone } (caite)
mail-draw-offer-waiting = Tá { $name } ag tairiscint comhscóir: freagair "accept" nó "decline" (diúltaíonn beart dó freisin).

## Conas freagra a thabhairt
mail-button-game = Oscail an cluiche
mail-reply-heading = Conas freagra a thabhairt
mail-reply-move = Freagair an ríomhphost seo le do bheart ag an mbarr, mar shampla: { $move }
mail-reply-repeat = Is féidir leat beart deireanach do chéile comhraic a athrá ar dtús, mar a dhéanann imreoirí poist: { $move }
mail-reply-commands = Freagraí eile: "resign" chun géilleadh; "draw" chun comhscór a thairiscint (i ndiaidh do bhirt, in éineacht leis an mbeart); "accept" nó "decline" do thairiscint comhscóir; "claim" chun comhscór a éileamh de bharr athrá nó riail na 50 beart (le do bheart, más é sin a fhíoraíonn an t-éileamh).
mail-reply-quoting = Déantar neamhaird de théacs athfhriotail faoi do fhreagra.
mail-link-game = An cluiche i do bhrabhsálaí: { $link }
mail-link-settings = Roghnaigh na ríomhphoist a fhaigheann tú: { $link }

## Achoimre laethúil
mail-digest-intro = { $count ->
    [one] Is é do sheal é i gcluiche amháin.
    [two] Is é do sheal é in { $count } chluiche.
    [few] Is é do sheal é in { $count } chluiche.
    [many] Is é do sheal é in { $count } gcluiche.
   *[other] Is é do sheal é in { $count } cluiche.
}
mail-digest-game = Cluiche { $id } in aghaidh { $name }
mail-digest-reply = Chun beart a imirt, freagair chuig: { $email }
mail-digest-footer = Faigheann tú an ríomhphost seo uair sa lá mar gur roghnaigh tú an achoimre laethúil.
mail-digest-reply-all = Nó freagair an ríomhphost seo féin, líne amháin in aghaidh an chluiche, le huimhir an chluiche roimh do bheart, mar shampla: { $example }
mail-error-digest-no-game = Ní deir an freagra seo ar d'achoimre laethúil cén cluiche atá i gceist. Scríobh gach beart ar líne dá chuid féin le huimhir an chluiche roimhe, mar shampla: { $example }
mail-error-digest-not-your-game = Níl tú ag imirt i gcluiche { $id }. Scríobh uimhir cheann de do chluichí roimh an mbeart, mar a liostaíonn an achoimre iad.

## Dúshláin
mail-subject-challenge = Tugann { $name } dúshlán cluiche duit
mail-challenge-intro = Tugann { $name } dúshlán cluiche duit ({ $terms }).
mail-challenge-reply = Freagair "accept" ar an ríomhphost seo chun imirt, nó "decline" chun é a dhiúltú. Is féidir leat freagra a thabhairt ar an leathanach freisin:
mail-subject-challenge-declined = Dhiúltaigh { $name } do do dhúshlán
mail-challenge-declined = Dhiúltaigh { $name } do do dhúshlán ({ $terms }).
mail-confirm-challenge-declined = Dhiúltaigh tú do dhúshlán { $name }.
mail-error-challenge-command = Freagraíonn an freagra seo dúshlán: scríobh "accept" chun an cluiche a imirt nó "decline" chun é a dhiúltú.

## Conditional moves
mail-intro-conditional-played = D'imir { $name } { $move }, agus imríodh do bheart coinníollach { $text } mar fhreagra.
mail-intro-conditionals-cleared = Glanadh do bhearta coinníollacha: ní raibh an beart seo ina measc.
mail-message-from = Scríobhann { $name }:
mail-message-reported-subject = Tuairiscíodh teachtaireacht idir { $white } agus { $black }
mail-message-reported-body = Dia duit { $username }, thuairiscigh { $name } teachtaireacht sa chluiche { $white } – { $black }. Is féidir leat teachtaireachtaí an chluiche sin a léamh anois ar a leathanach:
