# Часы в партиях по переписке, отпуск и условные ходы. Те же ключи и переменные, что в locales/en/clock.ftl.

clock-heading = Часы
clock-days-left = { $count ->
    [one] Остался { $count } день
    [few] Осталось { $count } дня
    [many] Осталось { $count } дней
   *[other] Осталось { $count } дня
}
clock-days-used = { $count ->
    [one] использован { $count } день
    [few] использовано { $count } дня
    [many] использовано { $count } дней
   *[other] использовано { $count } дня
}
clock-moves-to-control = { $count ->
    [one] { $count } ход до контроля времени
    [few] { $count } хода до контроля времени
    [many] { $count } ходов до контроля времени
   *[other] { $count } хода до контроля времени
}
clock-deadline = Крайний срок: { $time }
clock-zone = ваш часовой пояс, { $name }
clock-overstepped = Срок истёк.
clock-on-leave = В отпуске: { $text }
clock-leave = Отпуск: { $text }
clock-rules = Время считается целыми днями, по местной полуночи каждого игрока; ход, сделанный в тот же день, когда пришёл ход соперника, ничего не стоит, а дни отпуска не засчитываются.
clock-book-leave = Отпуск и часовой пояс
reflection-heading = Время на обдумывание
reflection-time = Дни
reflection-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

conditionals-heading = Условные ходы
conditionals-label = Если соперник сыграет …, ответить …
conditionals-hint = Одна строка на каждый вариант, ходы в любой записи, первым — ход соперника: «13...Кf6 14.e5 14...Кd5 15.c4». Сервер сразу делает ваш ответ, если строка совпала; любой другой ход стирает ваши условные ходы. Соперник их никогда не видит. Пустое поле тоже их стирает.
conditionals-submit = Сохранить условные ходы
notice-conditionals-saved = Ваши условные ходы сохранены.
notice-conditionals-cleared = Ваши условные ходы удалены.
messages-heading = Сообщения
messages-none = Сообщений пока нет. Их видите только вы и ваш соперник.
messages-with-move = с ходом { $move }
messages-reported = отправлено на проверку
messages-report = Пожаловаться
messages-label = Написать сопернику
messages-hint = Простой текст, не более { $count } символов. Соперник получит его и по почте.
messages-move-label = Вместе с моим ходом (необязательно)
messages-submit = Отправить сообщение
messages-refused-event = Турнир { $name } не разрешает сообщения между игроками.
messages-refused-you-off = Вы отключили сообщения. Включите их в настройках, чтобы писать.
messages-refused-opponent-off = { $name } не принимает сообщения.
messages-refused-empty = Сообщение пустое. Сначала напишите что-нибудь.
messages-refused-long = Текст слишком длинный ({ $count } символов). Сократите его.
notes-heading = Мои личные заметки
notes-label = Эти заметки видите только вы, в том числе после партии.
notes-submit = Сохранить заметки
notes-download-pgn = Скачать PGN с моими заметками
notice-message-sent = Ваше сообщение отправлено.
notice-message-reported = Жалоба отправлена. Теперь организатор или администратор может прочитать сообщения этой партии.
notice-report-dealt = Жалоба отмечена как рассмотренная.
reports-title = Сообщения с жалобами
reports-intro = Сообщения, на которые пожаловались игроки и которые ещё никто не рассмотрел. Откройте партию, чтобы прочитать её сообщения; отметьте жалобу как рассмотренную, когда разберётесь с ней.
reports-none = Открытых жалоб нет.
reports-col-game = Партия
reports-col-author = Автор
reports-col-by = Пожаловался
reports-col-when = Дата жалобы
reports-col-event = Турнир
reports-game-link = { $white } – { $black }: читать сообщения
reports-dealt = Отметить как рассмотренную
notice-note-saved = Ваши заметки сохранены.

leave-title = Отпуск и часовой пояс
leave-intro = Пока вы в отпуске, ваши часы стоят во всех ваших партиях, а соперники видят ваш отпуск. Оформляйте его заранее; в отпуске делать ходы нельзя, если только вы не завершите его досрочно.
leave-zone-heading = Часовой пояс
leave-zone-label = Ваш часовой пояс
leave-zone-hint = Ваши дни начинаются в полночь по этому часовому поясу: по нему считаются и показываются сроки.
leave-zone-submit = Сохранить часовой пояс
notice-time-zone-saved = Часовой пояс сохранён; ваши сроки теперь считаются по нему.
leave-periods-heading = Ваш отпуск
leave-allowance = { $count ->
    [one] Вы можете оформить { $count } день отпуска за календарный год.
    [few] Вы можете оформить { $count } дня отпуска за календарный год.
    [many] Вы можете оформить { $count } дней отпуска за календарный год.
   *[other] Вы можете оформить { $count } дня отпуска за календарный год.
}
leave-left = { $count ->
    [one] В этом году остался { $count } день.
    [few] В этом году осталось { $count } дня.
    [many] В этом году осталось { $count } дней.
   *[other] В этом году осталось { $count } дня.
}
leave-none = Вы не оформили ни одного отпуска.
leave-kind-regular = оформлен вами
leave-kind-special = предоставлен организатором
leave-status-past = прошёл
leave-status-current = сейчас
leave-status-future = предстоит
leave-first = Первый день
leave-last = Последний день
leave-change-submit = Перенести
leave-cancel = Отменить
leave-end-early = Завершить досрочно
leave-book-heading = Оформить отпуск
leave-book-hint = Даты по вашему часовому поясу, оба дня включительно; первый день должен быть позже сегодняшнего ({ $time }).
leave-book-submit = Оформить отпуск
leave-bad-date = «{ $text }» — не дата; выберите дату в календаре или напишите её в виде ГГГГ-ММ-ДД.
notice-leave-booked = Отпуск оформлен.
notice-leave-changed = Отпуск перенесён.
notice-leave-cancelled = Отпуск отменён.
notice-leave-ended = Отпуск завершён; сегодня вы снова можете делать ходы.

error-invalid-leave = Отпуск задан неверно
error-leave-not-changeable = Этот отпуск уже нельзя изменить
error-on-leave = Вы в отпуске
error-time-ran-out = Ваше время истекло
error-unknown-time-zone = Неизвестный часовой пояс
error-invalid-conditionals = Условные ходы заданы неверно
error-your-move = Сейчас ваш ход
error-messages-off = Сообщения здесь невозможны
error-invalid-message = Сообщение нельзя отправить
error-own-message = Это ваше собственное сообщение
