# Тексты интерфейса Kingpost, русский. Те же ключи и переменные, что в locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — игра в шахматы по переписке, по электронной почте или в браузере.

## Navigation
nav-skip = Перейти к содержанию
nav-label = Главное меню
nav-games = Мои партии
nav-challenges = Вызовы
nav-settings = Настройки
nav-account = Ваша учётная запись
nav-login = Войти
nav-logout = Выйти
nav-register = Зарегистрироваться
nav-language = Язык
nav-language-submit = Сменить

## Errors
error-home = Вернуться на главную страницу
error-heading = Не получилось
error-csrf-heading = Срок действия формы истёк
error-csrf = Форма отправлена без кода безопасности или со старым кодом (например, со страницы, открытой до входа или выхода, или с другого сайта). Ничего не изменено. Вернитесь назад, обновите страницу и отправьте форму ещё раз.
error-form-heading = Не удалось прочитать форму
error-too-large-heading = Форма слишком большая
error-too-large = Форма содержит больше, чем принимает сервер (64 КБ). Ничего не изменено. Вернитесь назад, сократите текст и отправьте форму ещё раз.
error-not-found = Страница не найдена
error-not-found-detail = По этому адресу ничего нет. Проверьте ссылку или начните заново с главной страницы.
error-challenge-closed = Вызов закрыт
error-not-your-challenge = Это не ваш вызов
error-unknown-opponent = Неизвестный игрок
error-invalid-challenge = Условия вызова неверны
error-invalid-position = С этой позиции нельзя начать партию
error-stale-ply = Партия уже продвинулась дальше
error-not-a-player = Вы не участвуете в этой партии
error-game-over = Партия окончена
error-not-your-turn = Сейчас не ваш ход
error-no-draw-offer = Нет предложения ничьей, на которое нужно ответить
error-claim-refused = Требование ничьей отклонено
error-illegal-move = Этот ход невозможен
error-ambiguous-move = Этот ход неоднозначен
error-wrong-move-number = Неверный номер хода
error-unreadable-move = Не удалось прочитать ход
move-foreign-letter = { $letter } не обозначает фигуру { $in_language }; { $in_other } { $text } означает { $meaning } — чтобы сыграть этот ход, ответьте { $meaning } или смените язык.
move-foreign-reading = { $text } — не ход { $in_language }; { $in_other } это { $meaning } — чтобы сыграть этот ход, ответьте { $meaning } или смените язык.
move-piece-or-pawn = Ход { $text } неоднозначен: это может быть ход фигурой, { $piece }, или ход пешкой, { $pawn }. Ответьте нужным ходом или его номером ИКЧФ, который телефон не может изменить: { $piece_iccf } или { $pawn_iccf }.
move-language-in-en = в английской записи
move-language-in-de = в немецкой записи
move-language-in-fr = во французской записи
move-language-in-es = в испанской записи
move-language-in-it = в итальянской записи
move-language-in-pt = в португальской записи
move-language-in-nl = в нидерландской записи
move-language-in-sv = в шведской записи
move-language-in-da = в датской записи
move-language-in-no = в норвежской записи
move-language-in-cs = в чешской записи
move-language-in-pl = в польской записи
move-language-in-hu = в венгерской записи
move-language-in-ro = в румынской записи
move-language-in-ru = в русской записи
error-internal-error = На сервере что-то пошло не так
error-storage-unavailable = Сервер сейчас не может ничего сохранить
error-storage-unavailable-detail = Хранилище сервера сейчас переполнено или недоступно, поэтому отправленное вами не сохранено. Пожалуйста, повторите попытку через несколько минут.
error-invalid-account = Пожалуйста, проверьте введённые данные
error-username-taken = Это имя пользователя уже занято
error-reserved-username = Это имя пользователя зарезервировано
error-own-game = Вы не можете выносить решение по своей собственной партии
error-wrong-credentials = Неверное имя пользователя или пароль
error-wrong-password = Неверный пароль
error-invalid-link = Ссылка больше не действует
error-already-confirmed = Адрес уже подтверждён
error-too-many-requests = Слишком много запросов; пожалуйста, подождите немного
error-unknown-preference = Неизвестная настройка

## Form fields and hints
field-username = Имя пользователя
field-email = Адрес электронной почты
field-password = Пароль
field-new-password = Новый пароль
field-current-password = Текущий пароль
field-username-or-email = Имя пользователя или адрес электронной почты
field-token-label = Название токена
field-language = Язык
field-notation = Запись ходов
field-opponent = Соперник
field-color = Ваш цвет
field-variant = Вариант
field-chess960 = Позиция Chess960
field-opening = Дебютные ходы
field-fen = Начальная позиция (FEN)
field-time-control = Контроль времени
hint-username = От 3 до 24 латинских букв, цифр, «_» или «-», начиная с буквы или цифры.
hint-password = Не меньше 8 символов; несколько слов — хороший пароль.
hint-language = Язык страниц и буквенных обозначений фигур в ходах (русские шахматисты пишут Кf3 вместо Nf3).
hint-opponent = Имя пользователя, или оставьте пустым для открытого вызова, который может принять любой.
hint-chess960 = Число от 0 до 959, или пусто для случайной позиции.
hint-opening = Необязательно, для тематической партии: ходы от начальной позиции, например 1.e4 c5 2.Кf3.
hint-fen = Необязательно, для тематической партии: позиция в FEN. Укажите либо дебютные ходы, либо FEN.
hint-time-control = 10/50 (10 ходов за 50 дней), 30+3 (30 дней плюс 3 за каждый ход) или 3d (3 дня на ход).
time-control-days-per-move = { $days } дн. на ход

## Signing up and in
register-title = Регистрация
register-submit = Создать учётную запись
register-have-account = Уже есть учётная запись?
login-title = Вход
login-submit = Войти
login-forgot = Забыли пароль?
login-no-account = Впервые здесь?
login-wrong = Неверное имя пользователя или пароль.
login-throttled = Слишком много неудачных попыток входа. Для вашей безопасности подождите { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
    [many] { $minutes } минут
   *[other] { $minutes } минуты
  } и попробуйте снова (после { $time } UTC).
forgot-title = Забытый пароль
forgot-intro = Укажите имя пользователя или адрес электронной почты, и мы пришлём ссылку, по которой можно выбрать новый пароль.
forgot-submit = Прислать ссылку
forgot-sent-heading = Проверьте почту
forgot-sent = Если такая учётная запись есть, мы отправили ссылку на её адрес электронной почты. Ссылка действует два часа.
reset-title = Выберите новый пароль
reset-submit = Сохранить новый пароль
reset-ask-again = Запросить новую ссылку
link-invalid-heading = Эта ссылка больше не действует
link-invalid = Ссылка уже использована или устарела. Пожалуйста, запросите новую.
unsubscribe-heading = Больше не присылать письма о партиях
unsubscribe-confirm = Нажмите кнопку, чтобы больше не получать письма о ваших партиях. Ответы на ваши собственные письма и письма об учётной записи будут приходить по-прежнему.
unsubscribe-button = Отписаться от писем о партиях
unsubscribe-done-heading = Письма о партиях отключены
unsubscribe-done = Вы больше не будете получать письма о ваших партиях. Включить их снова можно в настройках.
unsubscribe-settings = Открыть настройки
unsubscribe-invalid = Эта ссылка для отписки недействительна. Выберите в настройках, какие письма получать.

## Notices
notice-registered = Добро пожаловать в Kingpost! Мы отправили ссылку на { $email }, чтобы подтвердить ваш адрес.
notice-verified = Спасибо, ваш адрес электронной почты подтверждён.
notice-verify-sent = Мы отправили новую ссылку для подтверждения на { $email }.
notice-verify-wait = Ссылка для подтверждения уже была отправлена недавно. Проверьте почту или запросите снова через { $minutes } мин.
notice-password-reset = Новый пароль сохранён, вы вошли в систему.
notice-password-changed = Пароль изменён. На других устройствах выполнен выход, ваши токены API отозваны.
notice-signed-out-everywhere = Выход выполнен на всех устройствах, ваши токены API отозваны.
notice-token-revoked = Токен отозван.
notice-settings-saved = Настройки сохранены.
notice-challenge-created = Ваш вызов создан.
notice-challenge-closed = Вызов закрыт.
notice-resigned = Вы сдали партию.

## Emails
mail-verify-subject = Подтвердите адрес электронной почты для Kingpost
mail-verify-body =
    Здравствуйте, { $username }!

    Пожалуйста, подтвердите адрес электронной почты для Kingpost, открыв эту ссылку:

    { $link }

    Ссылка действует семь дней. Если вы не регистрировались, просто не обращайте внимания на это письмо.
mail-reset-subject = Выберите новый пароль для Kingpost
mail-reset-body =
    Здравствуйте, { $username }!

    Кто-то (надеемся, вы) запросил сброс пароля Kingpost. Чтобы выбрать новый, откройте:

    { $link }

    Ссылка действует два часа. Если вы этого не запрашивали, не обращайте внимания на это письмо; пароль останется прежним.

## Account and settings
account-title = Ваша учётная запись
account-email = Адрес электронной почты
account-verified = подтверждён
account-unverified = ещё не подтверждён
account-resend = Отправить новую ссылку для подтверждения
account-password = Сменить пароль
account-password-submit = Сменить пароль
account-sessions = Устройства со входом
account-sessions-intro = Потеряли устройство или боитесь, что кто-то знает ваш пароль? Выйдите сразу везде: каждому браузеру, где выполнен вход, включая этот, придётся войти заново, а ваши токены API перестанут работать.
account-sign-out-everywhere = Выйти везде
tokens-title = Личные токены API
tokens-intro = Токен позволяет программе (боту, приложению) играть за вас через API. Храните токены в секрете.
tokens-new = Ваш новый токен. Скопируйте его сейчас: он показывается только один раз.
tokens-label-example = например, мой телефон
tokens-create = Создать токен
tokens-none = У вас нет токенов.
tokens-revoke = Отозвать
settings-title = Настройки
settings-submit = Сохранить настройки
notation-san = Алгебраическая (Кf3), с буквами фигур вашего языка
notation-figurine = Алгебраическая с фигурками (♘f3)
notation-iccf = Цифровая ИКЧФ (7163)
notation-lan = Полная алгебраическая (Кg1-f3)
notation-uci = UCI (g1f3)
notation-auto = Обычная для моего языка (сейчас: { $example })
notation-figurine-iccf = Алгебраическая с фигурками и цифровой ИКЧФ рядом (♘f3 7163)
hint-notation = Как список ходов показывает ходы. Обычная запись следует вашему языку: свои буквы фигур, где они приняты, иначе фигурки с цифрами ИКЧФ рядом.
settings-letters-only = Только буквы фигур (страницы на английском)
language-autonym = Русский
language-en = English (английский)
language-de = Deutsch (немецкий)
language-fr = Français (французский)
language-es = Español (испанский)
language-it = Italiano (итальянский)
language-pt = Português (португальский)
language-nl = Nederlands (нидерландский)
language-sv = Svenska (шведский)
language-da = Dansk (датский)
language-no = Norsk (норвежский)
language-cs = Čeština (чешский)
language-pl = Polski (польский)
language-hu = Magyar (венгерский)
language-ro = Română (румынский)
language-ru = Русский
language-sq = Shqip (албанский)
language-ga = Gaeilge (ирландский)
language-yi = ייִדיש (идиш)
language-am = አማርኛ (амхарский)

## Start page
home-title = Шахматы по переписке — как вам удобно
home-lead = Kingpost — сервер для игры в шахматы по переписке: партии длятся недели или месяцы, и на каждый ход даются дни.
home-point-time = Не спешите: 10 ходов за 50 дней, дни на ход или запас дней с добавкой за каждый ход.
home-point-notation = Записывайте ходы так, как привыкли: Кf3, Nf3, Sf3, ♘f3, ИКЧФ 7163 — или просто щёлкните по доске.
home-point-rules = Каждый ход проверяется по шахматным правилам, в том числе в Chess960 и тематических дебютах.
home-point-own = Играйте в браузере или позвольте своим программам играть через API.

## Challenges
challenge-new-title = Новый вызов
challenge-submit = Отправить вызов
challenge-bad-number = «{ $text }» — не номер позиции Chess960; укажите число от 0 до 959 или оставьте поле пустым.
challenge-error-no-player = Проверьте написание: игрока с именем «{ $text }» нет.
challenge-error-self = Нельзя вызвать самого себя; выберите другого игрока или движок.
challenge-error-time-control = «{ $text }» — это не контроль времени; напишите, например, 10/50, 30+3 или 3d.
challenge-error-fen = С этой FEN партию начать нельзя; проверьте её или оставьте поле пустым.
challenge-error-thematic = Укажите либо дебют, либо FEN, и только для обычных шахмат.
challenge-error-number = Номер позиции бывает только в Chess960; выберите Chess960 или оставьте поле пустым.
challenge-error-opening = Дебютный ход «{ $text }» там невозможен; проверьте ходы.
challenge-error-engine-level = Выберите уровень движка от 1 до 10.
challenge-error-rated-thematic = Партию из выбранного дебюта или позиции нельзя играть на рейтинг; выберите «Без рейтинга» или очистите дебют и FEN.
challenge-error-rated-engine = Партии против движка нельзя играть на рейтинг; выберите «Без рейтинга».
challenge-thematic-toggle = Начать с дебюта или позиции (FEN)
color-choice = { $color ->
    [white] Белые
    [black] Чёрные
   *[random] По жребию
  }
color-white = Белые
color-black = Чёрные
variant-standard = Классические шахматы
variant-chess960 = Chess960
game-rated = На рейтинг
game-unrated = Без рейтинга
field-rated = Рейтинг
hint-rated = Партия на рейтинг по окончании меняет рейтинг обоих игроков.
challenges-title = Вызовы
challenges-incoming = Вызовы вам
challenges-open = Открытые вызовы
challenges-mine = Ваши вызовы
challenges-none = Пока нет.
challenge-from = От { $name }
challenge-to = Для { $name }
challenge-to-anyone = Открыт для всех
challenge-you-play = { $color ->
    [white] Вы играете белыми
    [black] Вы играете чёрными
   *[random] Цвет по жребию
  }
challenge-thematic = тематическое начало
challenge-accept = Принять
challenge-decline = Отклонить
challenge-withdraw = Отозвать

## Dashboard
dashboard-title = Мои партии
dashboard-filter = Только партии против
dashboard-filter-submit = Отобрать
dashboard-show-all = Показать все
dashboard-challenges-received = Вызовы вам: { $count }
dashboard-next = Следующая партия, где ваш ход
dashboard-round = Тур { $round }
dashboard-last-move = Последний ход:
dashboard-no-move = Ходов ещё нет
dashboard-their-time = Ход за { $name }:
dashboard-left-hours = { $count ->
    [one] остался { $count } час
    [few] осталось { $count } часа
    [many] осталось { $count } часов
   *[other] осталось { $count } часа
  }
dashboard-left-minutes = { $count ->
    [one] осталась { $count } минута
    [few] осталось { $count } минуты
    [many] осталось { $count } минут
   *[other] осталось { $count } минуты
  }
dashboard-you-on-leave = Вы в отпуске
dashboard-on-leave = { $name } в отпуске
dashboard-result-win = Победа
dashboard-result-loss = Поражение
dashboard-result-draw = Ничья
dashboard-result-none = Не окончена
section-my-turn = Ваш ход
section-my-turn-empty = Ни одна партия не ждёт вашего хода.
section-waiting = Ход соперника
section-waiting-empty = Ни одна партия не ждёт хода соперника.
section-finished = Законченные партии
section-finished-empty = Законченных партий пока нет.
game-vs-as-white = против { $name } (вы играете белыми)
game-vs-as-black = против { $name } (вы играете чёрными)
game-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
  }
pager-label = Страницы
pager-previous = Назад
pager-next = Далее
pager-position = Страница { $page }

## Game page
game-title = Партия { $id }
game-versus = против
game-result = Результат: { $result }
game-your-move = Ваш ход.
game-to-move = Ход за { $name }.
game-flip = Перевернуть доску
game-fullscreen = Во весь экран
game-sound-on = Звук: вкл.
game-sound-off = Звук: выкл.
game-promote = Превратить в
piece-queen = Ферзь
piece-rook = Ладья
piece-bishop = Слон
piece-knight = Конь
piece-king = Король
piece-pawn = Пешка
game-legal-moves = Возможные ходы в этой позиции:
game-move-label = Ваш ход
game-move-hint = В любой записи: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Предложить ничью с этим ходом
game-move-submit = Сделать ход
game-offer-received = Соперник предлагает ничью.
game-offer-accept = Принять ничью
game-offer-decline = Отклонить
game-offer-waiting = Ваше предложение ничьей ждёт ответа.
game-more-actions = Ничья и сдача
game-offer-draw = Предложить ничью
game-claimable = Сейчас вы можете потребовать ничью (троекратное повторение или правило 50 ходов).
game-claim-move = Ход, с которым вы требуете ничью (необязательно)
game-claim = Потребовать ничью
game-resign = Сдаться…
game-moves-heading = Ходы
game-no-moves = Ходов пока нет.
game-download-pgn = Скачать PGN
termination-checkmate = мат
termination-stalemate = пат
termination-insufficient_material = мёртвая позиция: ни одна сторона не может поставить мат
termination-fivefold_repetition = одна и та же позиция повторилась пять раз
termination-seventyfive_moves = 75 ходов без взятий и ходов пешками
termination-threefold_repetition = троекратное повторение, по требованию
termination-fifty_moves = 50 ходов без взятий и ходов пешками, по требованию
termination-agreement = ничья по соглашению
termination-resignation = сдача
termination-time_forfeit = просрочка времени
termination-adjudication = присуждение
resign-title = Сдаться?
resign-question = Вы действительно хотите сдать партию { $id }?
resign-confirm = Да, сдаться
resign-cancel = Нет, вернуться к партии

## The board in words (screen readers, braille displays, keyboard)
board-help = Стрелки перемещают по доске; Enter или пробел поднимает фигуру и ставит её; Escape возвращает её на место.
board-cell = { $square }, { $piece }
board-empty = пусто
board-piece-white-king = белый король
board-piece-white-queen = белый ферзь
board-piece-white-rook = белая ладья
board-piece-white-bishop = белый слон
board-piece-white-knight = белый конь
board-piece-white-pawn = белая пешка
board-piece-black-king = чёрный король
board-piece-black-queen = чёрный ферзь
board-piece-black-rook = чёрная ладья
board-piece-black-bishop = чёрный слон
board-piece-black-knight = чёрный конь
board-piece-black-pawn = чёрная пешка
board-picked = Поднята фигура: { $square }. Перейдите на поле и нажмите Enter.
board-put-back = Возвращена на место: { $square }.
board-cannot = { $square }: фигура не может туда пойти.
board-no-moves = { $square }: здесь нечем ходить.
board-sending = Делается ход { $move }…
board-last-move = { $name }: ход { $move }.
board-text = Доска текстом
board-text-white = Белые:
board-text-black = Чёрные:
game-spoken = Ходы словами
game-contrast = Контрастная доска

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = берёт
spoken-check = шах
spoken-mate = мат
spoken-castle-short = короткая рокировка
spoken-castle-long = длинная рокировка
spoken-promotes = превращение: { $piece }
spoken-rank-1 = один
spoken-rank-2 = два
spoken-rank-3 = три
spoken-rank-4 = четыре
spoken-rank-5 = пять
spoken-rank-6 = шесть
spoken-rank-7 = семь
spoken-rank-8 = восемь

## Game mail and bouncing addresses (settings and account pages)
field-notify = Письма о партиях
hint-notify = Письма могут сообщать о каждом ходе или раз в день перечислять партии, в которых ваш ход. Ответы на ваши собственные письма и письма об учётной записи приходят всегда.
notify-move = Письмо о каждом ходе и каждом событии в моих партиях
notify-digest = Одно письмо в день с партиями, где мой ход
notify-none = Без писем о партиях
field-messages = Сообщения от соперников
settings-messages-on = Принимать сообщения от соперников
settings-messages-off = Без сообщений (я их не получаю и не отправляю)
hint-messages = Игроки партии могут писать друг другу рядом с ходами. Если отключить, вы не получаете и не отправляете сообщений.
account-bouncing = Письма на этот адрес не удалось доставить ({ $time }).
account-bouncing-reason = Почтовый сервер получателя ответил: { $text }
account-bouncing-advice = Проверьте, что адрес верен и ящик принимает почту (не переполнен, не блокирует нас). Затем отправьте себе новую ссылку для подтверждения: когда она придёт, это предупреждение исчезнет.
