# Orët e shahut me korrespondencë, pushimet dhe lëvizjet me kusht. Të njëjtat çelësa dhe ndryshore si locales/en/clock.ftl.

clock-heading = Orët
clock-days-left = { $count ->
    [one] { $count } ditë e mbetur
   *[other] { $count } ditë të mbetura
}
clock-days-used = { $count ->
    [one] { $count } ditë e përdorur
   *[other] { $count } ditë të përdorura
}
clock-moves-to-control = { $count ->
    [one] { $count } lëvizje deri te kontrolli i kohës
   *[other] { $count } lëvizje deri te kontrolli i kohës
}
clock-deadline = Afati: { $time }
clock-zone = zona juaj kohore, { $name }
clock-overstepped = Afati ka kaluar.
clock-on-leave = Në pushim: { $text }
clock-leave = Pushim: { $text }
clock-rules = Ditët numërohen të plota, në mesnatë sipas orës vendore të secilit lojtar; një lëvizje e bërë në të njëjtën ditë kur mbërrin lëvizja e kundërshtarit nuk kushton asgjë, dhe ditët e pushimit nuk numërohen.
clock-book-leave = Pushimet dhe zona kohore
reflection-heading = Koha e mendimit
reflection-time = Ditë
reflection-days = { $count ->
    [one] { $count } ditë
   *[other] { $count } ditë
}

conditionals-heading = Lëvizje me kusht
conditionals-label = Nëse kundërshtari juaj luan …, përgjigjuni me …
conditionals-hint = Një rresht për çdo degë, lëvizjet në çdo shënim, e kundërshtarit tuaj e para: „13...Nf6 14.e5 14...Nd5 15.c4“. Serveri e luan menjëherë përgjigjen tuaj kur përputhet një rresht; çdo lëvizje tjetër i fshin lëvizjet tuaja me kusht. Kundërshtari juaj nuk i sheh kurrë. Edhe një kuti bosh i fshin.
conditionals-submit = Ruaj lëvizjet me kusht
notice-conditionals-saved = Lëvizjet tuaja me kusht u ruajtën.
notice-conditionals-cleared = Lëvizjet tuaja me kusht u fshinë.
messages-heading = Mesazhe
messages-none = Ende asnjë mesazh. Vetëm ju dhe kundërshtari juaj i shihni.
messages-with-move = me { $move }
messages-reported = i raportuar
messages-report = Raporto
messages-label = Shkruajini kundërshtarit tuaj
messages-hint = Tekst i thjeshtë, jo më shumë se { $count } shenja. Kundërshtari juaj e merr edhe me email.
messages-move-label = Me lëvizjen time (sipas dëshirës)
messages-submit = Dërgo mesazhin
messages-refused-event = Turneu { $name } nuk lejon mesazhe mes lojtarëve.
messages-refused-you-off = I keni fikur mesazhet. Ndizini te cilësimet tuaja për të shkruar.
messages-refused-opponent-off = { $name } nuk merr mesazhe.
messages-refused-empty = Mesazhi është bosh. Shkruani diçka më parë.
messages-refused-long = Teksti është shumë i gjatë ({ $count } shenja). Shkurtojeni.
notes-heading = Shënimet e mia private
notes-label = Këto shënime i shihni vetëm ju, edhe pas lojës.
notes-submit = Ruaj shënimet
notes-download-pgn = Shkarko PGN me shënimet e mia
notice-message-sent = Mesazhi juaj u dërgua.
notice-message-reported = Mesazhi u raportua. Organizatori ose një administrator tani mund të lexojë mesazhet e kësaj loje.
notice-report-dealt = Raportimi është shënuar si i trajtuar.
reports-title = Mesazhe të raportuara
reports-intro = Mesazhe që lojtarët i raportuan dhe që askush nuk i ka trajtuar ende. Hapni lojën për të lexuar mesazhet e saj; shënojeni raportimin si të trajtuar pasi ta keni zgjidhur.
reports-none = Nuk ka raportime të hapura.
reports-col-game = Loja
reports-col-author = Shkruar nga
reports-col-by = Raportuar nga
reports-col-when = Raportuar më
reports-col-event = Turneu
reports-game-link = { $white } – { $black }: lexo mesazhet
reports-dealt = Shëno si të trajtuar
notice-note-saved = Shënimet tuaja u ruajtën.

leave-title = Pushimet dhe zona kohore
leave-intro = Gjatë pushimit orët tuaja ndalen në të gjitha lojërat tuaja, dhe kundërshtarët tuaj e shohin pushimin tuaj. Regjistrojeni paraprakisht; gjatë pushimit nuk mund të luani, përveç nëse e përfundoni më herët.
leave-zone-heading = Zona kohore
leave-zone-label = Zona juaj kohore
leave-zone-hint = Ditët tuaja fillojnë në mesnatë në këtë zonë kohore: afatet numërohen dhe shfaqen sipas saj.
leave-zone-submit = Ruaj zonën kohore
notice-time-zone-saved = Zona juaj kohore u ruajt; afatet tuaja e ndjekin atë.
leave-periods-heading = Pushimet tuaja
leave-allowance = { $count ->
    [one] Mund të regjistroni { $count } ditë pushimi në një vit kalendarik.
   *[other] Mund të regjistroni { $count } ditë pushimi në një vit kalendarik.
}
leave-left = { $count ->
    [one] Këtë vit ju mbetet { $count } ditë.
   *[other] Këtë vit ju mbeten { $count } ditë.
}
leave-none = Nuk keni regjistruar asnjë pushim.
leave-kind-regular = regjistruar nga ju
leave-kind-special = dhënë nga një organizator
leave-status-past = i kaluar
leave-status-current = tani
leave-status-future = i ardhshëm
leave-first = Dita e parë
leave-last = Dita e fundit
leave-change-submit = Zhvendos
leave-cancel = Anulo
leave-end-early = Përfundo më herët
leave-book-heading = Regjistroni pushim
leave-book-hint = Datat sipas zonës suaj kohore, të dyja ditët të përfshira; dita e parë duhet të jetë pas sotit ({ $time }).
leave-book-submit = Regjistro pushimin
leave-bad-date = „{ $text }“ nuk është datë; zgjidhni një në kalendar ose shkruajeni si VVVV-MM-DD.
notice-leave-booked = Pushimi juaj u regjistrua.
notice-leave-changed = Pushimi juaj u zhvendos.
notice-leave-cancelled = Pushimi juaj u anulua.
notice-leave-ended = Pushimi juaj mbaroi; sot mund të luani përsëri.

error-invalid-leave = Leja nuk është e saktë
error-leave-not-changeable = Kjo leje nuk mund të ndryshohet më
error-on-leave = Jeni me leje
error-time-ran-out = Koha juaj ka mbaruar
error-unknown-time-zone = Zonë kohore e panjohur
error-invalid-conditionals = Lëvizjet me kusht nuk janë të sakta
error-your-move = Është radha juaj për të lëvizur
error-messages-off = Mesazhet nuk janë të mundura këtu
error-invalid-message = Mesazhi nuk mund të dërgohet
error-own-message = Ky është mesazhi juaj
