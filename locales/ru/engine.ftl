# Игра с движком и присуждение результата.

field-engine-level = Или сыграть с движком
engine-level-none = Нет, с человеком (указанным выше или с любым)
engine-level-option = Движок, уровень { $count }
hint-engine-level = Уровень 1 — новичок, который зевает; уровень 10 — полная сила. Движок сразу принимает вызов и сам отвечает на ваши ходы.

adjudication-heading = Присуждение
adjudicate-link = Присудить результат этой партии…
adjudication-decided-by = Решение принял { $name }:
adjudication-reason = Причина: { $text }
adjudication-report = Отчёт движка
adjudicate-title = Присуждение результата партии { $id }
adjudicate-intro = Ниже — отчёт движка о текущей позиции. Отчёт лишь предлагает; решаете вы. Ваше решение, ваше имя, причина и свежий отчёт сохраняются вместе с партией, и партия заканчивается.
adjudicate-result = Результат
adjudicate-reason = Причина
adjudicate-reason-hint = Объясните причину словами, понятными игрокам; она будет показана на странице партии.
adjudicate-submit = Завершить партию с этим результатом
adjudicate-back = Вернуться к партии
notice-adjudicated = Результат партии присуждён.

verdict-white_wins = Белые выигрывают
verdict-draw = Ничья
verdict-black_wins = Чёрные выигрывают
verdict-unclear = Неясно: решать должен человек
