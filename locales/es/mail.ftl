# Textos de los correos de Kingpost, español. Mismas claves que locales/en/mail.ftl.

## Asuntos
mail-subject-your-move = le toca jugar ({ $move })
mail-subject-your-move-first = le toca jugar
mail-subject-their-move = juega { $name }
mail-subject-draw-offered = tablas ofrecidas
mail-subject-draw-declined = tablas rechazadas
mail-subject-message = mensaje de { $name }
mail-subject-over = partida terminada: { $result }
mail-subject-digest = { $count ->
    [one] Le toca jugar en una partida
   *[other] Le toca jugar en { $count } partidas
}

## Qué ha pasado
mail-intro-started = Su partida contra { $name } ha comenzado. Juega con { $color }.
mail-intro-moved = { $name } ha jugado { $move }.
mail-intro-moved-offer = { $name } ha jugado { $move } y ofrece tablas.
mail-intro-draw-offered = { $name } ofrece tablas.
mail-intro-draw-declined = { $name } ha rechazado su oferta de tablas.
mail-intro-reminder = Recordatorio: le toca jugar en su partida contra { $name }.
mail-intro-ended-checkmate = { $name } ha ganado por jaque mate.
mail-intro-ended-resignation = { $name } ha abandonado.
mail-intro-ended-agreement = La partida termina en tablas de mutuo acuerdo.
mail-intro-ended-claim = La partida termina en tablas por reclamación: { $text }.
mail-intro-ended-time = A { $name } se le ha agotado el tiempo.
mail-intro-ended-other = La partida ha terminado: { $text }.

## Respuestas a sus correos
mail-confirm-move = Su jugada { $move } está hecha.
mail-confirm-move-offer = Su jugada { $move } está hecha y su oferta de tablas se ha enviado.
mail-confirm-draw-offered = Su oferta de tablas se ha enviado a { $name }.
mail-confirm-draw-accepted = Ha aceptado la oferta de tablas.
mail-confirm-draw-declined = Ha rechazado la oferta de tablas.
mail-confirm-draw-claimed = Su reclamación de tablas ha sido aceptada.
mail-confirm-resigned = Ha abandonado la partida.
mail-confirm-message = Su mensaje se ha enviado a { $name }.
mail-confirm-echo = Su jugada en cada notación: { $text }
mail-error-intro = No se pudo ejecutar su correo: { $text }
mail-error-nothing-changed = No ha cambiado nada en la partida.
mail-error-legal-moves = Sus jugadas posibles: { $text }
mail-error-generic-subject = Su correo a Kingpost
mail-confirm-conditionals = Sus jugadas condicionales están guardadas: { $lines }. Solo se juegan por usted si las jugadas de su rival coinciden; cualquier otra jugada las borra.
mail-confirm-move-conditionals = Su jugada { $move } está hecha y sus jugadas condicionales están guardadas: { $lines }.
mail-error-repeated-mismatch = Repitió la última jugada de su rival como { $written }, pero la última jugada de la partida es { $actual }.
mail-error-repeated-none = Repitió una jugada de su rival ({ $written }), pero en esta partida aún no se ha hecho ninguna jugada.
mail-error-wrong-sender = Este correo llegó desde { $from }, pero las jugadas de sus partidas solo se aceptan desde su dirección confirmada { $address }. Envíe su respuesta desde esa dirección.
mail-error-unverified = Su dirección { $address } aún no está confirmada, así que no se pueden aceptar jugadas enviadas por correo. Abra el enlace de confirmación que le enviamos o pida uno nuevo en la página de su cuenta.
mail-error-no-game = Este correo no se envió a la dirección de respuesta de una partida, así que no está claro a qué partida se refiere. Responda al correo de la partida: su dirección de respuesta indica la partida. Si recibe el resumen diario, respóndalo con el número de la partida antes de su jugada, por ejemplo: 12: e4

## La partida
mail-color-white = blancas
mail-color-black = negras
mail-game-heading = Partida { $id }: { $white } (blancas) – { $black } (negras), { $text }
mail-position = La posición, con las { $color } abajo:
mail-board-legend = Mayúsculas: blancas; minúsculas: negras (letras inglesas): K rey, Q dama, R torre, B alfil, N caballo, P peón.
mail-moves = Jugadas:
mail-no-moves = Todavía no se ha hecho ninguna jugada.
mail-last-move = Última jugada: { $move }
mail-turn-yours = Le toca jugar: { $move }
mail-turn-theirs = Le toca jugar a { $name }.
mail-result = Resultado: { $result } ({ $text })
mail-deadline = Plazo: { $time } { $zone } ({ $count ->
    [0] queda menos de un día
    [one] queda un día
   *[other] quedan { $count } días
})
mail-deadline-passed = Plazo: { $time } { $zone } (vencido)
mail-draw-offer-waiting = { $name } ofrece tablas: responda "accept" o "decline" (hacer una jugada también la rechaza).

## Cómo responder
mail-button-game = Abrir la partida
mail-reply-heading = Cómo responder
mail-reply-move = Responda a este correo con su jugada al principio, por ejemplo: { $move }
mail-reply-repeat = Puede repetir primero la última jugada del rival, como en el ajedrez por correspondencia: { $move }
mail-reply-commands = Otras respuestas: "resign" para abandonar; "draw" para ofrecer tablas (tras su jugada, las ofrece con la jugada); "accept" o "decline" para una oferta de tablas; "claim" para reclamar tablas por repetición o por la regla de las 50 jugadas (con su jugada, si es ella la que justifica la reclamación).
mail-reply-quoting = El texto citado bajo su respuesta no se tiene en cuenta.
mail-link-game = La partida en su navegador: { $link }
mail-link-settings = Elija qué correos recibe: { $link }

## Resumen diario
mail-digest-intro = { $count ->
    [one] Le toca jugar en una partida.
   *[other] Le toca jugar en { $count } partidas.
}
mail-digest-game = Partida { $id } contra { $name }
mail-digest-reply = Para jugar, responda a: { $email }
mail-digest-footer = Recibe este correo una vez al día porque eligió el resumen diario.
mail-digest-reply-all = O responda a este mismo correo, una línea por partida, con el número de la partida antes de su jugada, por ejemplo: { $example }
mail-error-digest-no-game = Esta respuesta a su resumen diario no dice a qué partida se refiere. Escriba cada jugada en una línea propia con el número de la partida delante, por ejemplo: { $example }
mail-error-digest-not-your-game = Usted no juega la partida { $id }. Escriba delante de la jugada el número de una de sus partidas, tal como las lista el resumen.

## Desafíos
mail-subject-challenge = { $name } le desafía a una partida
mail-challenge-intro = { $name } le desafía a una partida ({ $terms }).
mail-challenge-reply = Responda "accept" a este correo para jugar, o "decline" para rechazarlo. También puede responder en la página:
mail-subject-challenge-declined = { $name } rechazó su desafío
mail-challenge-declined = { $name } rechazó su desafío ({ $terms }).
mail-confirm-challenge-declined = Ha rechazado el desafío de { $name }.
mail-error-challenge-command = Esta respuesta contesta a un desafío: escriba "accept" para jugar la partida o "decline" para rechazarlo.

## Conditional moves
mail-intro-conditional-played = { $name } ha jugado { $move }, y su jugada condicional { $text } se ha jugado como respuesta.
mail-intro-conditionals-cleared = Sus jugadas condicionales se han borrado: esta jugada no estaba entre ellas.
mail-message-from = { $name } escribe:
mail-message-reported-subject = Se ha denunciado un mensaje entre { $white } y { $black }
mail-message-reported-body = Hola, { $username }: { $name } ha denunciado un mensaje en la partida { $white } – { $black }. Ahora puede leer los mensajes de esa partida en su página:
