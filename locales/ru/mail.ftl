# Тексты писем Kingpost, русский. Ключи те же, что в locales/en/mail.ftl.

## Темы писем
mail-subject-your-move = ваш ход ({ $move })
mail-subject-your-move-first = ваш ход
mail-subject-their-move = ход за { $name }
mail-subject-draw-offered = предложена ничья
mail-subject-draw-declined = ничья отклонена
mail-subject-message = сообщение от { $name }
mail-subject-over = партия окончена: { $result }
mail-subject-digest = { $count ->
    [one] Ваш ход в { $count } партии
    [few] Ваш ход в { $count } партиях
    [many] Ваш ход в { $count } партиях
   *[other] Ваш ход в { $count } партиях
}

## Что произошло
mail-intro-started = Ваша партия против { $name } началась. Вы играете { $color }.
mail-intro-moved = { $name } сыграл(а) { $move }.
mail-intro-moved-offer = { $name } сыграл(а) { $move } и предлагает ничью.
mail-intro-draw-offered = { $name } предлагает ничью.
mail-intro-draw-declined = { $name } отклонил(а) ваше предложение ничьей.
mail-intro-reminder = Напоминание: ваш ход в партии против { $name }.
mail-intro-ended-checkmate = { $name } победил(а) матом.
mail-intro-ended-resignation = { $name } сдал(а) партию.
mail-intro-ended-agreement = Партия закончилась вничью по соглашению.
mail-intro-ended-claim = Партия закончилась вничью по заявлению: { $text }.
mail-intro-ended-time = У игрока { $name } истекло время.
mail-intro-ended-other = Партия окончена: { $text }.

## Ответы на ваши письма
mail-confirm-move = Ваш ход { $move } сделан.
mail-confirm-move-offer = Ваш ход { $move } сделан, предложение ничьей отправлено.
mail-confirm-draw-offered = Ваше предложение ничьей отправлено игроку { $name }.
mail-confirm-draw-accepted = Вы приняли предложение ничьей.
mail-confirm-draw-declined = Вы отклонили предложение ничьей.
mail-confirm-draw-claimed = Ваше заявление о ничьей принято.
mail-confirm-resigned = Вы сдали партию.
mail-confirm-message = Ваше сообщение отправлено игроку { $name }.
mail-confirm-echo = Ваш ход во всех нотациях: { $text }
mail-error-intro = Ваше письмо не удалось выполнить: { $text }
mail-error-nothing-changed = В партии ничего не изменилось.
mail-error-legal-moves = Ваши возможные ходы: { $text }
mail-error-generic-subject = Ваше письмо в Kingpost
mail-confirm-conditionals = Ваши условные ходы сохранены: { $lines }. Они будут сыграны за вас, только если ходы соперника совпадут; любой другой ход их отменяет.
mail-confirm-move-conditionals = Ваш ход { $move } сделан, и ваши условные ходы сохранены: { $lines }.
mail-error-repeated-mismatch = Вы повторили последний ход соперника как { $written }, но последний ход в партии — { $actual }.
mail-error-repeated-none = Вы повторили ход соперника ({ $written }), но в этой партии ещё не сделано ни одного хода.
mail-error-wrong-sender = Это письмо пришло с адреса { $from }, но ходы в ваших партиях принимаются только с вашего подтверждённого адреса { $address }. Отправьте ответ с этого адреса.
mail-error-unverified = Ваш адрес { $address } ещё не подтверждён, поэтому ходы, отправленные по почте, не могут быть приняты. Откройте ссылку для подтверждения, которую мы вам отправили, или запросите новую на странице вашей учётной записи.
mail-error-no-game = Это письмо отправлено не на адрес для ответа в партии, поэтому непонятно, к какой партии оно относится. Ответьте на письмо о партии: его адрес для ответа указывает партию. Если вы получаете ежедневную сводку, ответьте на неё, написав номер партии перед ходом, например: 12: e4

## Партия
mail-color-white = белыми
mail-color-black = чёрными
mail-game-heading = Партия { $id }: { $white } (белые) – { $black } (чёрные), { $text }
mail-position = Позиция (вы играете { $color }, ваши фигуры внизу):
mail-board-legend = Заглавные буквы — белые, строчные — чёрные (английские буквы): K король, Q ферзь, R ладья, B слон, N конь, P пешка.
mail-moves = Ходы:
mail-no-moves = Ходов ещё не было.
mail-last-move = Последний ход: { $move }
mail-turn-yours = Ваш ход: { $move }
mail-turn-theirs = Ход игрока { $name }.
mail-result = Результат: { $result } ({ $text })
mail-deadline = Срок: { $time } { $zone } ({ $count ->
    [0] осталось меньше дня
    [one] остался { $count } день
    [few] осталось { $count } дня
    [many] осталось { $count } дней
   *[other] осталось { $count } дня
})
mail-deadline-passed = Срок: { $time } { $zone } (истёк)
mail-draw-offer-waiting = { $name } предлагает ничью: ответьте "accept" или "decline" (сделанный ход тоже отклоняет её).

## Как ответить
mail-button-game = Открыть партию
mail-reply-heading = Как ответить
mail-reply-move = Ответьте на это письмо, написав свой ход в первой строке, например: { $move }
mail-reply-repeat = Можно сначала повторить последний ход соперника, как принято в игре по переписке: { $move }
mail-reply-commands = Другие ответы: "resign" — сдаться; "draw" — предложить ничью (после вашего хода — вместе с ходом); "accept" или "decline" — ответ на предложение ничьей; "claim" — потребовать ничью по повторению или правилу 50 ходов (с вашим ходом, если именно он даёт основание).
mail-reply-quoting = Цитируемый текст под вашим ответом не учитывается.
mail-link-game = Партия в браузере: { $link }
mail-link-settings = Выберите, какие письма получать: { $link }

## Ежедневная сводка
mail-digest-intro = { $count ->
    [one] Ваш ход в { $count } партии.
    [few] Ваш ход в { $count } партиях.
    [many] Ваш ход в { $count } партиях.
   *[other] Ваш ход в { $count } партиях.
}
mail-digest-game = Партия { $id } против { $name }
mail-digest-reply = Чтобы сделать ход, ответьте на адрес: { $email }
mail-digest-footer = Вы получаете это письмо раз в день, потому что выбрали ежедневную сводку.
mail-digest-reply-all = Или ответьте на само это письмо, по одной строке на партию, с номером партии перед вашим ходом, например: { $example }
mail-error-digest-no-game = В этом ответе на ежедневную сводку не сказано, к какой партии он относится. Напишите каждый ход на отдельной строке с номером партии перед ним, например: { $example }
mail-error-digest-not-your-game = Вы не играете в партии { $id }. Напишите перед ходом номер одной из ваших партий, как они указаны в сводке.

## Вызовы
mail-subject-challenge = { $name } вызывает вас на партию
mail-challenge-intro = { $name } вызывает вас на партию ({ $terms }).
mail-challenge-reply = Ответьте на это письмо "accept", чтобы играть, или "decline", чтобы отказаться. Ответить можно и на странице:
mail-subject-challenge-declined = { $name } отклонил(а) ваш вызов
mail-challenge-declined = { $name } отклонил(а) ваш вызов ({ $terms }).
mail-confirm-challenge-declined = Вы отклонили вызов от { $name }.
mail-error-challenge-command = Этот ответ относится к вызову: напишите "accept", чтобы сыграть партию, или "decline", чтобы отказаться.

## Conditional moves
mail-intro-conditional-played = { $name } сыграл(а) { $move }, и в ответ был сыгран ваш условный ход { $text }.
mail-intro-conditionals-cleared = Ваши условные ходы удалены: этого хода среди них не было.
mail-message-from = { $name } пишет:
mail-message-reported-subject = Поступила жалоба на сообщение между { $white } и { $black }
mail-message-reported-body = Здравствуйте, { $username }! { $name } пожаловался(-ась) на сообщение в партии { $white } – { $black }. Теперь вы можете прочитать сообщения этой партии на её странице:
