# Tekstet e mesazheve të Kingpost, shqip. Të njëjtët çelësa si locales/en/mail.ftl.

## Subjektet
mail-subject-your-move = është radha juaj ({ $move })
mail-subject-your-move-first = është radha juaj
mail-subject-their-move = radha e { $name }
mail-subject-draw-offered = barazim i ofruar
mail-subject-draw-declined = barazim i refuzuar
mail-subject-message = mesazh nga { $name }
mail-subject-over = loja mbaroi: { $result }
mail-subject-digest = { $count ->
    [one] Është radha juaj në një lojë
   *[other] Është radha juaj në { $count } lojëra
}

## Çfarë ndodhi
mail-intro-started = Loja juaj kundër { $name } ka filluar. Ju luani me { $color }.
mail-intro-moved = { $name } luajti { $move }.
mail-intro-moved-offer = { $name } luajti { $move } dhe ofron barazim.
mail-intro-draw-offered = { $name } ofron barazim.
mail-intro-draw-declined = { $name } refuzoi ofertën tuaj për barazim.
mail-intro-reminder = Kujtesë: është radha juaj në lojën kundër { $name }.
mail-intro-ended-checkmate = { $name } fitoi me shah mat.
mail-intro-ended-resignation = { $name } u dorëzua.
mail-intro-ended-agreement = Loja përfundoi barazim me marrëveshje.
mail-intro-ended-claim = Loja përfundoi barazim me kërkesë: { $text }.
mail-intro-ended-time = { $name } humbi në kohë.
mail-intro-ended-other = Loja përfundoi: { $text }.

## Përgjigje për mesazhet tuaja
mail-confirm-move = Lëvizja juaj { $move } u luajt.
mail-confirm-move-offer = Lëvizja juaj { $move } u luajt dhe oferta juaj për barazim u dërgua.
mail-confirm-draw-offered = Oferta juaj për barazim iu dërgua { $name }.
mail-confirm-draw-accepted = Ju e pranuat ofertën për barazim.
mail-confirm-draw-declined = Ju e refuzuat ofertën për barazim.
mail-confirm-draw-claimed = Kërkesa juaj për barazim u pranua.
mail-confirm-resigned = Ju u dorëzuat në këtë lojë.
mail-confirm-message = Mesazhi juaj iu dërgua { $name }.
mail-confirm-echo = Lëvizja juaj në çdo shënim: { $text }
mail-error-intro = Mesazhi juaj nuk u krye dot: { $text }
mail-error-nothing-changed = Në lojë nuk ndryshoi asgjë.
mail-error-legal-moves = Lëvizjet tuaja të mundshme: { $text }
mail-error-generic-subject = Mesazhi juaj për Kingpost
mail-confirm-conditionals = Lëvizjet tuaja me kusht janë ruajtur: { $lines }. Ato luhen për ju vetëm kur lëvizjet e kundërshtarit përputhen; çdo lëvizje tjetër i fshin.
mail-confirm-move-conditionals = Lëvizja juaj { $move } u luajt dhe lëvizjet tuaja me kusht janë ruajtur: { $lines }.
mail-error-repeated-mismatch = E përsëritët lëvizjen e fundit të kundërshtarit si { $written }, por lëvizja e fundit në lojë është { $actual }.
mail-error-repeated-none = Përsëritët një lëvizje të kundërshtarit ({ $written }), por në këtë lojë nuk është luajtur ende asnjë lëvizje.
mail-error-wrong-sender = Ky mesazh erdhi nga { $from }, por lëvizjet për lojërat tuaja pranohen vetëm nga adresa juaj e konfirmuar { $address }. Dërgojeni përgjigjen nga ajo adresë.
mail-error-unverified = Adresa juaj { $address } nuk është konfirmuar ende, prandaj lëvizjet e dërguara me email nuk mund të pranohen. Hapni lidhjen e konfirmimit që ju dërguam ose kërkoni një të re në faqen e llogarisë suaj.
mail-error-no-game = Ky mesazh nuk u dërgua në adresën e përgjigjes së një loje, prandaj nuk është e qartë për cilën lojë është. Përgjigjuni mesazhit për lojën: adresa e tij e përgjigjes e tregon lojën. Nëse merrni përmbledhjen ditore, përgjigjuni asaj me numrin e lojës para lëvizjes suaj, për shembull: 12: e4

## Loja
mail-color-white = të bardhat
mail-color-black = të zezat
mail-game-heading = Loja { $id }: { $white } (të bardhat) – { $black } (të zezat), { $text }
mail-position = Pozicioni, me { $color } poshtë:
mail-board-legend = Shkronjat e mëdha janë të bardhat, të voglat të zezat (shkronja angleze): K mbret, Q mbretëreshë, R torrë, B oficer, N kalë, P ushtar.
mail-moves = Lëvizjet:
mail-no-moves = Ende nuk është luajtur asnjë lëvizje.
mail-last-move = Lëvizja e fundit: { $move }
mail-turn-yours = Është radha juaj: { $move }
mail-turn-theirs = Është radha e { $name }.
mail-result = Rezultati: { $result } ({ $text })
mail-deadline = Afati: { $time } { $zone } ({ $count ->
    [0] mbetet më pak se një ditë
    [one] mbetet një ditë
   *[other] mbeten { $count } ditë
})
mail-deadline-passed = Afati: { $time } { $zone } (ka kaluar)
mail-draw-offer-waiting = { $name } ofron barazim: përgjigjuni "accept" ose "decline" (edhe një lëvizje e refuzon).

## Si të përgjigjeni
mail-button-game = Hap lojën
mail-reply-heading = Si të përgjigjeni
mail-reply-move = Përgjigjuni këtij mesazhi me lëvizjen tuaj në krye, për shembull: { $move }
mail-reply-repeat = Mund të përsërisni fillimisht lëvizjen e fundit të kundërshtarit, si në shahun me korrespondencë: { $move }
mail-reply-commands = Përgjigje të tjera: "resign" për t'u dorëzuar; "draw" për të ofruar barazim (pas lëvizjes suaj, bashkë me lëvizjen); "accept" ose "decline" për një ofertë barazimi; "claim" për të kërkuar barazim për përsëritje ose për rregullin e 50 lëvizjeve (me lëvizjen tuaj, nëse ajo e justifikon kërkesën).
mail-reply-quoting = Teksti i cituar poshtë përgjigjes suaj shpërfillet.
mail-link-game = Loja në shfletuesin tuaj: { $link }
mail-link-settings = Zgjidhni cilat mesazhe merrni: { $link }

## Përmbledhja ditore
mail-digest-intro = { $count ->
    [one] Është radha juaj në një lojë.
   *[other] Është radha juaj në { $count } lojëra.
}
mail-digest-game = Loja { $id } kundër { $name }
mail-digest-reply = Për të luajtur, përgjigjuni te: { $email }
mail-digest-footer = E merrni këtë mesazh një herë në ditë sepse zgjodhët përmbledhjen ditore.
mail-digest-reply-all = Ose përgjigjuni vetë këtij mesazhi, një rresht për lojë, me numrin e lojës para lëvizjes suaj, për shembull: { $example }
mail-error-digest-no-game = Kjo përgjigje ndaj përmbledhjes suaj ditore nuk tregon për cilën lojë është. Shkruajeni çdo lëvizje në rresht më vete me numrin e lojës para saj, për shembull: { $example }
mail-error-digest-not-your-game = Ju nuk luani në lojën { $id }. Shkruani para lëvizjes numrin e një prej lojërave tuaja, siç i rendit përmbledhja.

## Sfidat
mail-subject-challenge = { $name } ju sfidon në një lojë
mail-challenge-intro = { $name } ju sfidon në një lojë ({ $terms }).
mail-challenge-reply = Përgjigjuni këtij mesazhi me "accept" për të luajtur, ose me "decline" për ta refuzuar. Mund të përgjigjeni edhe në faqe:
mail-subject-challenge-declined = { $name } e refuzoi sfidën tuaj
mail-challenge-declined = { $name } e refuzoi sfidën tuaj ({ $terms }).
mail-confirm-challenge-declined = Ju e refuzuat sfidën e { $name }.
mail-error-challenge-command = Kjo përgjigje i takon një sfide: shkruani "accept" për ta luajtur lojën ose "decline" për ta refuzuar.

## Conditional moves
mail-intro-conditional-played = { $name } luajti { $move }, dhe lëvizja juaj e kushtëzuar { $text } u luajt si përgjigje.
mail-intro-conditionals-cleared = Lëvizjet tuaja të kushtëzuara u fshinë: kjo lëvizje nuk ishte mes tyre.
mail-message-from = { $name } shkruan:
mail-message-reported-subject = U raportua një mesazh mes { $white } dhe { $black }
mail-message-reported-body = Përshëndetje { $username }, { $name } raportoi një mesazh në lojën { $white } – { $black }. Tani mund t'i lexoni mesazhet e asaj loje në faqen e saj:
