# Relojes del ajedrez por correspondencia, vacaciones y jugadas condicionales. Las mismas claves y variables que locales/en/clock.ftl.

clock-heading = Relojes
clock-days-left = { $count ->
    [one] { $count } día restante
   *[other] { $count } días restantes
}
clock-days-used = { $count ->
    [one] { $count } día usado
   *[other] { $count } días usados
}
clock-moves-to-control = { $count ->
    [one] { $count } jugada hasta el control de tiempo
   *[other] { $count } jugadas hasta el control de tiempo
}
clock-deadline = Fecha límite: { $time }
clock-zone = tu zona horaria, { $name }
clock-overstepped = Se ha pasado la fecha límite.
clock-on-leave = De vacaciones: { $text }
clock-leave = Vacaciones: { $text }
clock-rules = Los días se cuentan enteros, a medianoche según la hora local de cada jugador; una jugada hecha el mismo día en que llega la del rival no cuesta nada, y los días de vacaciones no cuentan.
clock-book-leave = Vacaciones y zona horaria
reflection-heading = Tiempo de reflexión
reflection-time = Días
reflection-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}

conditionals-heading = Jugadas condicionales
conditionals-label = Si tu rival juega …, responder …
conditionals-hint = Una línea por variante, jugadas en cualquier notación, primero la de tu rival: «13...Cf6 14.e5 14...Cd5 15.c4». El servidor juega tu respuesta en cuanto una línea coincide; cualquier otra jugada borra tus jugadas condicionales. Tu rival nunca las ve. Un cuadro vacío también las borra.
conditionals-submit = Guardar las jugadas condicionales
notice-conditionals-saved = Tus jugadas condicionales están guardadas.
notice-conditionals-cleared = Tus jugadas condicionales se han borrado.
messages-heading = Mensajes
messages-none = Aún no hay mensajes. Solo tú y tu rival los veis.
messages-with-move = con { $move }
messages-reported = denunciado
messages-report = Denunciar
messages-label = Escribir a tu rival
messages-hint = Texto simple, como máximo { $count } caracteres. Tu rival también lo recibe por correo.
messages-move-label = Con mi jugada (opcional)
messages-submit = Enviar mensaje
messages-refused-event = El torneo { $name } no permite mensajes entre jugadores.
messages-refused-you-off = Has desactivado los mensajes. Actívalos en tus ajustes para escribir.
messages-refused-opponent-off = { $name } no recibe mensajes.
messages-refused-empty = El mensaje está vacío. Escribe algo primero.
messages-refused-long = El texto es demasiado largo ({ $count } caracteres). Acórtalo.
notes-heading = Mis notas privadas
notes-label = Solo tú ves estas notas, también después de la partida.
notes-submit = Guardar notas
notes-download-pgn = Descargar el PGN con mis notas
notice-message-sent = Tu mensaje se ha enviado.
notice-message-reported = El mensaje se ha denunciado. El organizador o un administrador puede leer ahora los mensajes de esta partida.
notice-report-dealt = La denuncia está marcada como atendida.
reports-title = Mensajes denunciados
reports-intro = Mensajes que los jugadores denunciaron y que nadie ha atendido todavía. Abre la partida para leer sus mensajes; marca la denuncia como atendida cuando te hayas ocupado de ella.
reports-none = No hay denuncias abiertas.
reports-col-game = Partida
reports-col-author = Escrito por
reports-col-by = Denunciado por
reports-col-when = Denunciado el
reports-col-event = Torneo
reports-game-link = { $white } – { $black }: leer los mensajes
reports-dealt = Marcar como atendida
notice-note-saved = Tus notas están guardadas.

leave-title = Vacaciones y zona horaria
leave-intro = Mientras estás de vacaciones, tus relojes se detienen en todas tus partidas y tus rivales ven tus vacaciones. Prográmalas con antelación; durante las vacaciones no puedes jugar, salvo que las termines antes.
leave-zone-heading = Zona horaria
leave-zone-label = Tu zona horaria
leave-zone-hint = Tus días empiezan a medianoche en esta zona horaria: los plazos se cuentan y se muestran en ella.
leave-zone-submit = Guardar la zona horaria
notice-time-zone-saved = Tu zona horaria está guardada; tus plazos se rigen por ella.
leave-periods-heading = Tus vacaciones
leave-allowance = { $count ->
    [one] Puedes programar { $count } día de vacaciones por año natural.
   *[other] Puedes programar { $count } días de vacaciones por año natural.
}
leave-left = { $count ->
    [one] Este año te queda { $count } día.
   *[other] Este año te quedan { $count } días.
}
leave-none = No has programado vacaciones.
leave-kind-regular = programadas por ti
leave-kind-special = concedidas por un organizador
leave-status-past = terminadas
leave-status-current = en curso
leave-status-future = próximas
leave-first = Primer día
leave-last = Último día
leave-change-submit = Cambiar fechas
leave-cancel = Anular
leave-end-early = Terminar antes
leave-book-heading = Programar vacaciones
leave-book-hint = Fechas en tu zona horaria, ambos días incluidos; el primer día debe ser posterior a hoy ({ $time }).
leave-book-submit = Programar vacaciones
leave-bad-date = «{ $text }» no es una fecha; elige una en el calendario o escríbela como AAAA-MM-DD.
notice-leave-booked = Tus vacaciones están programadas.
notice-leave-changed = Tus vacaciones han cambiado de fechas.
notice-leave-cancelled = Tus vacaciones se han anulado.
notice-leave-ended = Tus vacaciones han terminado; hoy ya puedes volver a jugar.

error-invalid-leave = El permiso no es correcto
error-leave-not-changeable = Este permiso ya no se puede cambiar
error-on-leave = Está de permiso
error-time-ran-out = Se le ha acabado el tiempo
error-unknown-time-zone = Zona horaria desconocida
error-invalid-conditionals = Las jugadas condicionales no son correctas
error-your-move = Le toca mover
error-messages-off = Aquí no se pueden enviar mensajes
error-invalid-message = No se puede enviar el mensaje
error-own-message = Es su propio mensaje
