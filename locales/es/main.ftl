# Textos de la interfaz de Kingpost, español. Mismas claves y variables que locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — ajedrez por correspondencia por correo electrónico o en el navegador.

## Navigation
nav-skip = Saltar al contenido
nav-label = Principal
nav-games = Mis partidas
nav-challenges = Desafíos
nav-settings = Ajustes
nav-account = Tu cuenta
nav-login = Entrar
nav-logout = Salir
nav-register = Registrarse
nav-language = Idioma
nav-language-submit = Cambiar

## Errors
error-home = Volver a la página de inicio
error-heading = Eso no ha funcionado
error-csrf-heading = Este formulario ha caducado
error-csrf = El formulario se envió sin su código de seguridad, o con uno antiguo (por ejemplo, desde una página abierta antes de entrar o salir, o desde otro sitio). No se ha cambiado nada. Vuelve atrás, recarga la página y envía el formulario de nuevo.
error-form-heading = No se pudo leer el formulario
error-too-large-heading = El formulario es demasiado grande
error-too-large = El formulario contiene más de lo que el servidor acepta (64 KB). No se ha cambiado nada. Vuelve atrás, acorta lo que escribiste y envía el formulario de nuevo.
error-not-found = Página no encontrada
error-not-found-detail = No hay nada en esta dirección. Comprueba el enlace o empieza de nuevo desde la página de inicio.
error-challenge-closed = El desafío está cerrado
error-not-your-challenge = No es tu desafío
error-unknown-opponent = Jugador desconocido
error-invalid-challenge = Las condiciones del desafío no son correctas
error-invalid-position = Esta posición no puede iniciar una partida
error-stale-ply = La partida ha avanzado
error-not-a-player = No juegas en esta partida
error-game-over = La partida ha terminado
error-not-your-turn = No es tu turno
error-no-draw-offer = No hay oferta de tablas que responder
error-claim-refused = Se ha rechazado la reclamación de tablas
error-illegal-move = Esa jugada no es posible
error-ambiguous-move = Esa jugada es ambigua
error-wrong-move-number = Número de jugada incorrecto
error-unreadable-move = No se pudo leer la jugada
move-foreign-letter = { $letter } no es una letra de pieza { $in_language }; { $in_other }, { $text } significa { $meaning } — para jugarla, responda { $meaning }, o cambie su idioma.
move-foreign-reading = { $text } no es una jugada { $in_language }; { $in_other } significa { $meaning } — para jugarla, responda { $meaning }, o cambie su idioma.
move-piece-or-pawn = { $text } es ambigua: puede ser una jugada de pieza, { $piece }, o una jugada de peón, { $pawn }. Responda con la jugada que quiere hacer, o con su número ICCF, que un teléfono no puede cambiar: { $piece_iccf } o { $pawn_iccf }.
move-language-in-en = en inglés
move-language-in-de = en alemán
move-language-in-fr = en francés
move-language-in-es = en español
move-language-in-it = en italiano
move-language-in-pt = en portugués
move-language-in-nl = en neerlandés
move-language-in-sv = en sueco
move-language-in-da = en danés
move-language-in-no = en noruego
move-language-in-cs = en checo
move-language-in-pl = en polaco
move-language-in-hu = en húngaro
move-language-in-ro = en rumano
move-language-in-ru = en ruso
error-internal-error = Algo ha fallado en el servidor
error-storage-unavailable = El servidor no puede guardar nada ahora mismo
error-storage-unavailable-detail = El almacenamiento del servidor está lleno o no disponible en este momento, así que lo que ha enviado no se ha guardado. Vuelva a intentarlo dentro de unos minutos.
error-invalid-account = Revisa tus datos
error-username-taken = Ese nombre de usuario ya está ocupado
error-reserved-username = Ese nombre de usuario está reservado
error-own-game = No puedes decidir sobre tu propia partida
error-wrong-credentials = Nombre de usuario o contraseña incorrectos
error-wrong-password = Contraseña incorrecta
error-invalid-link = El enlace ya no funciona
error-already-confirmed = La dirección ya está confirmada
error-too-many-requests = Demasiadas solicitudes; espera un momento
error-unknown-preference = Ajuste desconocido

## Form fields and hints
field-username = Nombre de usuario
field-email = Correo electrónico
field-password = Contraseña
field-new-password = Nueva contraseña
field-current-password = Contraseña actual
field-username-or-email = Nombre de usuario o correo electrónico
field-token-label = Nombre del token
field-language = Idioma
field-notation = Notación de las jugadas
field-opponent = Rival
field-color = Tu color
field-variant = Variante
field-chess960 = Posición de Chess960
field-opening = Jugadas de apertura
field-fen = Posición inicial (FEN)
field-time-control = Ritmo de juego
hint-username = De 3 a 24 letras, cifras, «_» o «-», empezando por una letra o una cifra.
hint-password = Al menos 8 caracteres; unas cuantas palabras hacen una buena contraseña.
hint-language = El idioma de las páginas y de las letras de las piezas en las jugadas (los jugadores hispanohablantes escriben Cf3 en lugar de Nf3).
hint-opponent = Un nombre de usuario, o déjalo vacío para un desafío abierto que cualquiera puede aceptar.
hint-chess960 = Un número del 0 al 959, o vacío para una posición al azar.
hint-opening = Opcional, para una partida temática: jugadas desde el principio, como 1.e4 c5 2.Cf3.
hint-fen = Opcional, para una partida temática: una posición en FEN. Indica jugadas de apertura o una FEN, no ambas.
hint-time-control = 10/50 (10 jugadas en 50 días), 30+3 (30 días más 3 por jugada) o 3d (3 días por jugada).
time-control-days-per-move = { $days } d por jugada

## Signing up and in
register-title = Registrarse
register-submit = Crear mi cuenta
register-have-account = ¿Ya tienes una cuenta?
login-title = Entrar
login-submit = Entrar
login-forgot = ¿Has olvidado tu contraseña?
login-no-account = ¿Eres nuevo?
login-wrong = Nombre de usuario o contraseña incorrectos.
login-throttled = Demasiados intentos fallidos. Por tu seguridad, espera { $minutes ->
    [one] un minuto
   *[other] { $minutes } minutos
  } y vuelve a intentarlo (después de las { $time } UTC).
forgot-title = Contraseña olvidada
forgot-intro = Indica tu nombre de usuario o tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.
forgot-submit = Enviarme un enlace
forgot-sent-heading = Revisa tu correo
forgot-sent = Si hay una cuenta que coincida, hemos enviado un enlace a su correo electrónico. El enlace vale durante dos horas.
reset-title = Elige una contraseña nueva
reset-submit = Guardar la contraseña nueva
reset-ask-again = Pedir un enlace nuevo
link-invalid-heading = Este enlace ya no funciona
link-invalid = El enlace ya se usó o ha caducado. Pide uno nuevo.
unsubscribe-heading = Dejar de recibir correo de partidas
unsubscribe-confirm = Pulsa el botón para dejar de recibir correo sobre tus partidas. Las respuestas a tus propios correos y los correos de tu cuenta seguirán llegando.
unsubscribe-button = Dejar el correo de partidas
unsubscribe-done-heading = El correo de partidas está desactivado
unsubscribe-done = Ya no recibirás correo sobre tus partidas. Puedes volver a activarlo en tus ajustes.
unsubscribe-settings = Abrir los ajustes
unsubscribe-invalid = Este enlace para darse de baja no es válido. Elige qué correo recibes en tus ajustes.

## Notices
notice-registered = ¡Te damos la bienvenida a Kingpost! Hemos enviado un enlace a { $email } para confirmar tu dirección.
notice-verified = Gracias, tu correo electrónico está confirmado.
notice-verify-sent = Hemos enviado un nuevo enlace de confirmación a { $email }.
notice-verify-wait = Hace poco se envió un enlace de confirmación. Revisa tu correo o vuelve a pedirlo dentro de { $minutes } minutos.
notice-password-reset = Tu contraseña nueva está guardada y has entrado en tu cuenta.
notice-password-changed = Tu contraseña ha cambiado. Se ha cerrado la sesión en los demás dispositivos y se han revocado tus tokens de la API.
notice-signed-out-everywhere = Se ha cerrado tu sesión en todos los dispositivos y se han revocado tus tokens de la API.
notice-token-revoked = El token se ha revocado.
notice-settings-saved = Tus ajustes están guardados.
notice-challenge-created = Tu desafío está publicado.
notice-challenge-closed = El desafío está cerrado.
notice-resigned = Has abandonado la partida.

## Emails
mail-verify-subject = Confirma tu correo electrónico para Kingpost
mail-verify-body =
    Hola, { $username }:

    confirma tu dirección de correo electrónico para Kingpost abriendo este enlace:

    { $link }

    El enlace vale durante siete días. Si no te has registrado, ignora este mensaje.
mail-reset-subject = Elige una contraseña nueva para Kingpost
mail-reset-body =
    Hola, { $username }:

    alguien (esperamos que tú) ha pedido restablecer tu contraseña de Kingpost. Para elegir una nueva, abre:

    { $link }

    El enlace vale durante dos horas. Si no lo has pedido, ignora este mensaje; tu contraseña sigue igual.

## Account and settings
account-title = Tu cuenta
account-email = Correo electrónico
account-verified = confirmado
account-unverified = sin confirmar todavía
account-resend = Enviar un nuevo enlace de confirmación
account-password = Cambiar tu contraseña
account-password-submit = Cambiar la contraseña
account-sessions = Dispositivos con sesión iniciada
account-sessions-intro = ¿Has perdido un dispositivo o temes que alguien conozca tu contraseña? Cierra la sesión en todas partes a la vez: cada navegador con tu sesión abierta, también este, tendrá que entrar de nuevo, y tus tokens de la API dejarán de funcionar.
account-sign-out-everywhere = Cerrar sesión en todas partes
tokens-title = Tokens personales de la API
tokens-intro = Un token permite que un programa (un bot, una aplicación) juegue por ti a través de la API. Mantén los tokens en secreto.
tokens-new = Tu token nuevo. Cópialo ahora: solo se muestra esta vez.
tokens-label-example = p. ej. mi teléfono
tokens-create = Crear un token
tokens-none = No tienes tokens.
tokens-revoke = Revocar
settings-title = Ajustes
settings-submit = Guardar los ajustes
notation-san = Algebraica (Cf3), con las letras de las piezas de tu idioma
notation-figurine = Algebraica con figuras (♘f3)
notation-iccf = Numérica ICCF (7163)
notation-lan = Algebraica larga (Cg1-f3)
notation-uci = UCI (g1f3)
notation-auto = La habitual en mi idioma (ahora: { $example })
notation-figurine-iccf = Algebraica con figuras y la numérica ICCF al lado (♘f3 7163)
hint-notation = Cómo muestra las jugadas la lista de jugadas. La habitual sigue tu idioma: sus propias letras de piezas donde los jugadores las tienen; si no, figuras con los números ICCF al lado.
settings-letters-only = Solo letras de las piezas (páginas en inglés)
language-autonym = Español
language-en = English (inglés)
language-de = Deutsch (alemán)
language-fr = Français (francés)
language-es = Español
language-it = Italiano
language-pt = Português (portugués)
language-nl = Nederlands (neerlandés)
language-sv = Svenska (sueco)
language-da = Dansk (danés)
language-no = Norsk (noruego)
language-cs = Čeština (checo)
language-pl = Polski (polaco)
language-hu = Magyar (húngaro)
language-ro = Română (rumano)
language-ru = Русский (ruso)
language-sq = Shqip (albanés)
language-ga = Gaeilge (irlandés)
language-yi = ייִדיש (ídish)
language-am = አማርኛ (amárico)

## Start page
home-title = Ajedrez por correspondencia, a tu manera
home-lead = Kingpost es un servidor de ajedrez por correspondencia: partidas que duran semanas o meses, con días para cada jugada.
home-point-time = Tómate tu tiempo: 10 jugadas en 50 días, días por jugada o una reserva de días con un incremento por jugada.
home-point-notation = Escribe las jugadas como las aprendiste: Cf3, Nf3, Sf3, ♘f3, ICCF 7163, o simplemente haz clic en el tablero.
home-point-rules = Cada jugada se comprueba según las reglas del ajedrez, también en Chess960 y en aperturas temáticas.
home-point-own = Juega en el navegador o deja que tus propios programas jueguen a través de la API.

## Challenges
challenge-new-title = Nuevo desafío
challenge-submit = Enviar el desafío
challenge-bad-number = «{ $text }» no es un número de posición de Chess960; indica un número del 0 al 959 o déjalo vacío.
challenge-error-no-player = Revisa cómo se escribe: no hay ningún jugador llamado «{ $text }».
challenge-error-self = No puedes desafiarte a ti mismo; elige a otro jugador o el motor.
challenge-error-time-control = «{ $text }» no es un ritmo de juego; escribe por ejemplo 10/50, 30+3 o 3d.
challenge-error-fen = Con esta FEN no puede empezar una partida; revísala o deja el campo vacío.
challenge-error-thematic = Indica una apertura o una FEN, no ambas, y solo con ajedrez estándar.
challenge-error-number = Un número de posición solo va con Chess960; elige Chess960 o déjalo vacío.
challenge-error-opening = La jugada de apertura «{ $text }» no es legal ahí; revisa las jugadas.
challenge-error-engine-level = Elige un nivel del motor de 1 a 10.
challenge-error-rated-thematic = Una partida desde una apertura o posición elegida no puede ser puntuable; elige «No puntuable» o vacía la apertura y el FEN.
challenge-error-rated-engine = Las partidas contra el motor no pueden ser puntuables; elige «No puntuable».
challenge-thematic-toggle = Empezar desde una apertura o una posición (FEN)
color-choice = { $color ->
    [white] Blancas
    [black] Negras
   *[random] Al azar
  }
color-white = Blancas
color-black = Negras
variant-standard = Ajedrez clásico
variant-chess960 = Chess960
game-rated = Puntuable
game-unrated = No puntuable
field-rated = Puntuación
hint-rated = Una partida puntuable cambia la puntuación de ambos jugadores al terminar.
challenges-title = Desafíos
challenges-incoming = Desafíos para ti
challenges-open = Desafíos abiertos
challenges-mine = Tus desafíos
challenges-none = Ninguno por ahora.
challenge-from = De { $name }
challenge-to = Para { $name }
challenge-to-anyone = Abierto a cualquiera
challenge-you-play = { $color ->
    [white] Juegas con blancas
    [black] Juegas con negras
   *[random] Colores al azar
  }
challenge-thematic = inicio temático
challenge-accept = Aceptar
challenge-decline = Rechazar
challenge-withdraw = Retirar

## Dashboard
dashboard-title = Mis partidas
dashboard-filter = Solo partidas contra
dashboard-filter-submit = Filtrar
dashboard-show-all = Mostrar todo
dashboard-challenges-received = Desafíos para ti: { $count }
dashboard-next = Siguiente partida en la que te toca
dashboard-round = Ronda { $round }
dashboard-last-move = Última jugada:
dashboard-no-move = Aún sin jugadas
dashboard-their-time = Le toca a { $name }:
dashboard-left-hours = { $count ->
    [one] queda 1 hora
   *[other] quedan { $count } horas
  }
dashboard-left-minutes = { $count ->
    [one] queda 1 minuto
   *[other] quedan { $count } minutos
  }
dashboard-you-on-leave = Estás de vacaciones
dashboard-on-leave = { $name } está de vacaciones
dashboard-result-win = Ganada
dashboard-result-loss = Perdida
dashboard-result-draw = Tablas
dashboard-result-none = Sin terminar
section-my-turn = Te toca jugar
section-my-turn-empty = Ninguna partida espera tu jugada.
section-waiting = Esperando a tu rival
section-waiting-empty = Ninguna partida espera a un rival.
section-finished = Partidas terminadas
section-finished-empty = Todavía no hay partidas terminadas.
game-vs-as-white = contra { $name } (juegas con blancas)
game-vs-as-black = contra { $name } (juegas con negras)
game-moves = { $count ->
    [one] una jugada
   *[other] { $count } jugadas
  }
pager-label = Páginas
pager-previous = Anterior
pager-next = Siguiente
pager-position = Página { $page }

## Game page
game-title = Partida { $id }
game-versus = contra
game-result = Resultado: { $result }
game-your-move = Te toca jugar.
game-to-move = Le toca jugar a { $name }.
game-flip = Girar el tablero
game-fullscreen = Pantalla completa
game-sound-on = Sonido: activado
game-sound-off = Sonido: desactivado
game-promote = Coronar como
piece-queen = Dama
piece-rook = Torre
piece-bishop = Alfil
piece-knight = Caballo
piece-king = Rey
piece-pawn = Peón
game-legal-moves = Jugadas legales en esta posición:
game-move-label = Tu jugada
game-move-hint = En cualquier notación: e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Ofrecer tablas con esta jugada
game-move-submit = Jugar
game-offer-received = Tu rival ofrece tablas.
game-offer-accept = Aceptar las tablas
game-offer-decline = Rechazar
game-offer-waiting = Tu oferta de tablas espera respuesta.
game-more-actions = Tablas y abandono
game-offer-draw = Ofrecer tablas
game-claimable = Puedes reclamar tablas ahora (triple repetición o regla de las 50 jugadas).
game-claim-move = Jugada con la que reclamas (opcional)
game-claim = Reclamar tablas
game-resign = Abandonar…
game-moves-heading = Jugadas
game-no-moves = Todavía no hay jugadas.
game-download-pgn = Descargar el PGN
termination-checkmate = jaque mate
termination-stalemate = rey ahogado
termination-insufficient_material = posición muerta: ningún bando puede dar mate
termination-fivefold_repetition = la misma posición se repitió cinco veces
termination-seventyfive_moves = 75 jugadas sin captura ni movimiento de peón
termination-threefold_repetition = triple repetición, reclamada
termination-fifty_moves = 50 jugadas sin captura ni movimiento de peón, reclamadas
termination-agreement = tablas de mutuo acuerdo
termination-resignation = abandono
termination-time_forfeit = pérdida por tiempo
termination-adjudication = adjudicación
resign-title = ¿Abandonar?
resign-question = ¿De verdad quieres abandonar la partida { $id }?
resign-confirm = Sí, abandonar
resign-cancel = No, volver a la partida

## The board in words (screen readers, braille displays, keyboard)
board-help = Las flechas recorren el tablero; Intro o Espacio toma una pieza y la deja; Escape la devuelve a su sitio.
board-cell = { $square }, { $piece }
board-empty = vacía
board-piece-white-king = rey blanco
board-piece-white-queen = dama blanca
board-piece-white-rook = torre blanca
board-piece-white-bishop = alfil blanco
board-piece-white-knight = caballo blanco
board-piece-white-pawn = peón blanco
board-piece-black-king = rey negro
board-piece-black-queen = dama negra
board-piece-black-rook = torre negra
board-piece-black-bishop = alfil negro
board-piece-black-knight = caballo negro
board-piece-black-pawn = peón negro
board-picked = Pieza tomada: { $square }. Ve a una casilla y pulsa Intro.
board-put-back = Devuelta a su sitio: { $square }.
board-cannot = { $square }: la pieza no puede ir ahí.
board-no-moves = { $square }: aquí no hay nada que pueda moverse.
board-sending = Jugando { $move }…
board-last-move = { $name } ha jugado { $move }.
board-text = Tablero en texto
board-text-white = Blancas:
board-text-black = Negras:
game-spoken = Jugadas habladas
game-contrast = Tablero de alto contraste

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = captura
spoken-check = jaque
spoken-mate = jaque mate
spoken-castle-short = enroque corto
spoken-castle-long = enroque largo
spoken-promotes = corona { $piece }
spoken-rank-1 = uno
spoken-rank-2 = dos
spoken-rank-3 = tres
spoken-rank-4 = cuatro
spoken-rank-5 = cinco
spoken-rank-6 = seis
spoken-rank-7 = siete
spoken-rank-8 = ocho

## Game mail and bouncing addresses (settings and account pages)
field-notify = Correos de las partidas
hint-notify = Los correos pueden avisarle de cada jugada o, una vez al día, listar las partidas en las que le toca jugar. Las respuestas a sus propios correos y los correos de la cuenta llegan siempre.
notify-move = Un correo por cada jugada y cada suceso de mis partidas
notify-digest = Un correo al día con las partidas en las que me toca jugar
notify-none = Ningún correo de las partidas
field-messages = Mensajes de los rivales
settings-messages-on = Aceptar mensajes de mis rivales
settings-messages-off = Sin mensajes (no recibo ni envío ninguno)
hint-messages = Los jugadores de una partida pueden escribirse junto a las jugadas. Desactivados, no recibe ni envía mensajes.
account-bouncing = No se pudo entregar el correo a esta dirección ({ $time }).
account-bouncing-reason = El servidor de correo del destinatario respondió: { $text }
account-bouncing-advice = Compruebe que la dirección es correcta y que el buzón acepta correo (no está lleno ni nos bloquea). Después envíese un nuevo enlace de confirmación: cuando llegue, el aviso desaparecerá.
