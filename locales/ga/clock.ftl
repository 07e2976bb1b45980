# Cloig na fichille comhfhreagrais, saoire agus bearta coinníollacha. Na heochracha agus na hathróga céanna le locales/en/clock.ftl.

clock-heading = Cloig
clock-days-left = { $count ->
    [one] { $count } lá fágtha
    [two] { $count } lá fágtha
    [few] { $count } lá fágtha
    [many] { $count } lá fágtha
   *[other] { $count } lá fágtha
}
clock-days-used = { $count ->
    [one] { $count } lá caite
    [two] { $count } lá caite
    [few] { $count } lá caite
    [many] { $count } lá caite
   *[other] { $count } lá caite
}
clock-moves-to-control = { $count ->
    [one] { $count } bheart go dtí an rialú ama
    [two] { $count } bheart go dtí an rialú ama
    [few] { $count } bheart go dtí an rialú ama
    [many] { $count } mbeart go dtí an rialú ama
   *[other] { $count } beart go dtí an rialú ama
}
clock-deadline = Spriocam: { $time }
clock-zone = do chrios ama, { $name }
clock-overstepped = Tá an spriocam caite.
clock-on-leave = Ar saoire: { $text }
clock-leave = Saoire: { $text }
clock-rules = Comhairtear na laethanta ina laethanta iomlána, ag meán oíche de réir am áitiúil gach imreora; ní chosnaíonn sé aon rud beart a imirt an lá céanna a dtagann beart do chéile comhraic, agus ní áirítear laethanta saoire.
clock-book-leave = Saoire agus crios ama
reflection-heading = Am machnaimh
reflection-time = Laethanta
reflection-days = { $count ->
    [one] { $count } lá
    [two] { $count } lá
    [few] { $count } lá
    [many] { $count } lá
   *[other] { $count } lá
}

conditionals-heading = Bearta coinníollacha
conditionals-label = Má imríonn do chéile comhraic …, freagair …
conditionals-hint = Líne amháin do gach craobh, bearta in aon nodaireacht, beart do chéile comhraic ar dtús: "13...Nf6 14.e5 14...Nd5 15.c4". Imríonn an freastalaí d'fhreagra láithreach nuair a oireann líne; glanann aon bheart eile do bhearta coinníollacha. Ní fheiceann do chéile comhraic riamh iad. Glanann bosca folamh iad freisin.
conditionals-submit = Sábháil na bearta coinníollacha
notice-conditionals-saved = Tá do bhearta coinníollacha sábháilte.
notice-conditionals-cleared = Glanadh do bhearta coinníollacha.
messages-heading = Teachtaireachtaí
messages-none = Níl aon teachtaireacht fós. Ní fheiceann ach tú féin agus do chéile comhraic iad.
messages-with-move = le { $move }
messages-reported = tuairiscithe
messages-report = Tuairiscigh
messages-label = Scríobh chuig do chéile comhraic
messages-hint = Gnáth-théacs, { $count } carachtar ar a mhéad. Faigheann do chéile comhraic é trí ríomhphost freisin.
messages-move-label = Le mo bheart (roghnach)
messages-submit = Seol teachtaireacht
messages-refused-event = Ní cheadaíonn an comórtas { $name } teachtaireachtaí idir imreoirí.
messages-refused-you-off = Mhúch tú teachtaireachtaí. Cas air iad i do shocruithe chun scríobh.
messages-refused-opponent-off = Ní fhaigheann { $name } teachtaireachtaí.
messages-refused-empty = Tá an teachtaireacht folamh. Scríobh rud éigin ar dtús.
messages-refused-long = Tá an téacs rófhada ({ $count } carachtar). Giorraigh é.
notes-heading = Mo nótaí príobháideacha
notes-label = Ní fheiceann aon duine ach tú féin na nótaí seo, fiú tar éis an chluiche.
notes-submit = Sábháil na nótaí
notes-download-pgn = Íoslódáil PGN le mo nótaí
notice-message-sent = Seoladh do theachtaireacht.
notice-message-reported = Tuairiscíodh an teachtaireacht. Is féidir leis an eagraí nó le riarthóir teachtaireachtaí an chluiche seo a léamh anois.
notice-report-dealt = Tá an tuairisc marcáilte mar déileáilte.
reports-title = Teachtaireachtaí tuairiscithe
reports-intro = Teachtaireachtaí a thuairiscigh imreoirí agus nár dhéileáil aon duine leo fós. Oscail an cluiche chun a theachtaireachtaí a léamh; marcáil an tuairisc mar déileáilte nuair a bheidh sí láimhseáilte agat.
reports-none = Níl aon tuairisc oscailte.
reports-col-game = Cluiche
reports-col-author = Scríofa ag
reports-col-by = Tuairiscithe ag
reports-col-when = Tuairiscithe ar
reports-col-event = Comórtas
reports-game-link = { $white } – { $black }: léigh na teachtaireachtaí
reports-dealt = Marcáil mar déileáilte
notice-note-saved = Tá do nótaí sábháilte.

leave-title = Saoire agus crios ama
leave-intro = Fad atá tú ar saoire, stopann do chloig i do chluichí go léir, agus feiceann do chéilí comhraic do shaoire. Cuir in áirithe roimh ré í; ní féidir leat beart a imirt agus tú ar saoire, mura gcuireann tú deireadh léi go luath.
leave-zone-heading = Crios ama
leave-zone-label = Do chrios ama
leave-zone-hint = Tosaíonn do laethanta ag meán oíche sa chrios ama seo: is de réir an chreasa seo a chomhairtear agus a thaispeántar na spriocamanna.
leave-zone-submit = Sábháil an crios ama
notice-time-zone-saved = Tá do chrios ama sábháilte; leanann do spriocamanna é.
leave-periods-heading = Do shaoire
leave-allowance = { $count ->
    [one] Is féidir leat { $count } lá saoire a chur in áirithe gach bliain féilire.
    [two] Is féidir leat { $count } lá saoire a chur in áirithe gach bliain féilire.
    [few] Is féidir leat { $count } lá saoire a chur in áirithe gach bliain féilire.
    [many] Is féidir leat { $count } lá saoire a chur in áirithe gach bliain féilire.
   *[other] Is féidir leat { $count } lá saoire a chur in áirithe gach bliain féilire.
}
leave-left = { $count ->
    [one] Tá { $count } lá fágtha i mbliana.
    [two] Tá { $count } lá fágtha i mbliana.
    [few] Tá { $count } lá fágtha i mbliana.
    [many] Tá { $count } lá fágtha i mbliana.
   *[other] Tá { $count } lá fágtha i mbliana.
}
leave-none = Níl aon saoire curtha in áirithe agat.
leave-kind-regular = curtha in áirithe agat féin
leave-kind-special = ceadaithe ag eagraí
leave-status-past = thart
leave-status-current = anois
leave-status-future = le teacht
leave-first = An chéad lá
leave-last = An lá deireanach
leave-change-submit = Athraigh na dátaí
leave-cancel = Cealaigh
leave-end-early = Cuir deireadh léi go luath
leave-book-heading = Cuir saoire in áirithe
leave-book-hint = Dátaí i do chrios ama, an dá lá san áireamh; caithfidh an chéad lá a bheith i ndiaidh an lae inniu ({ $time }).
leave-book-submit = Cuir saoire in áirithe
leave-bad-date = Ní dáta é "{ $text }"; roghnaigh ceann san fhéilire nó scríobh é mar BBBB-MM-LL.
notice-leave-booked = Tá do shaoire curtha in áirithe.
notice-leave-changed = Athraíodh dátaí do shaoire.
notice-leave-cancelled = Cealaíodh do shaoire.
notice-leave-ended = Tá deireadh le do shaoire; is féidir leat beart a imirt arís inniu.

error-invalid-leave = Níl an saoire ceart
error-leave-not-changeable = Ní féidir an saoire seo a athrú a thuilleadh
error-on-leave = Tá tú ar saoire
error-time-ran-out = Tá do chuid ama caite
error-unknown-time-zone = Crios ama anaithnid
error-invalid-conditionals = Níl na bearta coinníollacha ceart
error-your-move = Is é do bheart é
error-messages-off = Ní féidir teachtaireachtaí a sheoladh anseo
error-invalid-message = Ní féidir an teachtaireacht a sheoladh
error-own-message = Is í do theachtaireacht féin í sin
