# Textes de l'interface de Kingpost, français. Mêmes clés et variables que locales/en/main.ftl.

app-name = Kingpost
footer = Kingpost — les échecs par correspondance, par e-mail ou dans le navigateur.

## Navigation
nav-skip = Aller au contenu
nav-label = Principal
nav-games = Mes parties
nav-challenges = Défis
nav-settings = Réglages
nav-account = Votre compte
nav-login = Se connecter
nav-logout = Se déconnecter
nav-register = S'inscrire
nav-language = Langue
nav-language-submit = Changer

## Errors
error-home = Retour à la page d'accueil
error-heading = Cela n'a pas fonctionné
error-csrf-heading = Ce formulaire a expiré
error-csrf = Le formulaire a été envoyé sans son jeton de sécurité, ou avec un ancien jeton (par exemple depuis une page ouverte avant votre connexion ou déconnexion, ou depuis un autre site). Rien n'a été modifié. Revenez en arrière, rechargez la page et renvoyez le formulaire.
error-form-heading = Le formulaire n'a pas pu être lu
error-too-large-heading = Le formulaire est trop volumineux
error-too-large = Le formulaire contient plus que ce que le serveur accepte (64 Ko). Rien n'a été modifié. Revenez en arrière, raccourcissez votre texte et renvoyez le formulaire.
error-not-found = Page introuvable
error-not-found-detail = Il n'y a rien à cette adresse. Vérifiez le lien ou repartez de la page d'accueil.
error-challenge-closed = Le défi est clos
error-not-your-challenge = Ce n'est pas votre défi
error-unknown-opponent = Joueur inconnu
error-invalid-challenge = Les conditions du défi ne sont pas correctes
error-invalid-position = Cette position ne peut pas commencer une partie
error-stale-ply = La partie a avancé entre-temps
error-not-a-player = Vous ne jouez pas dans cette partie
error-game-over = La partie est terminée
error-not-your-turn = Ce n'est pas à vous de jouer
error-no-draw-offer = Aucune proposition de nulle à laquelle répondre
error-claim-refused = La demande de nulle a été refusée
error-illegal-move = Ce coup n'est pas possible
error-ambiguous-move = Ce coup est ambigu
error-wrong-move-number = Mauvais numéro de coup
error-unreadable-move = Le coup n'a pas pu être lu
move-foreign-letter = { $letter } n'est pas une lettre de pièce { $in_language } ; { $in_other }, { $text } signifie { $meaning } — jouez-le en répondant { $meaning }, ou changez votre langue.
move-foreign-reading = { $text } n'est pas un coup { $in_language } ; { $in_other }, il signifie { $meaning } — jouez-le en répondant { $meaning }, ou changez votre langue.
move-piece-or-pawn = { $text } est ambigu : ce peut être un coup de pièce, { $piece }, ou un coup de pion, { $pawn }. Répondez avec le coup que vous voulez jouer, ou avec son numéro ICCF, qu'un téléphone ne peut pas modifier : { $piece_iccf } ou { $pawn_iccf }.
move-language-in-en = en anglais
move-language-in-de = en allemand
move-language-in-fr = en français
move-language-in-es = en espagnol
move-language-in-it = en italien
move-language-in-pt = en portugais
move-language-in-nl = en néerlandais
move-language-in-sv = en suédois
move-language-in-da = en danois
move-language-in-no = en norvégien
move-language-in-cs = en tchèque
move-language-in-pl = en polonais
move-language-in-hu = en hongrois
move-language-in-ro = en roumain
move-language-in-ru = en russe
error-internal-error = Une erreur s'est produite sur le serveur
error-storage-unavailable = Le serveur ne peut rien enregistrer pour le moment
error-storage-unavailable-detail = Le stockage du serveur est plein ou indisponible en ce moment : ce que vous avez envoyé n'a pas été enregistré. Veuillez réessayer dans quelques minutes.
error-invalid-account = Veuillez vérifier vos informations
error-username-taken = Ce nom d'utilisateur est déjà pris
error-reserved-username = Ce nom d'utilisateur est réservé
error-own-game = Vous ne pouvez pas statuer sur votre propre partie
error-wrong-credentials = Nom d'utilisateur ou mot de passe incorrect
error-wrong-password = Mot de passe incorrect
error-invalid-link = Le lien ne fonctionne plus
error-already-confirmed = L’adresse est déjà confirmée
error-too-many-requests = Trop de demandes ; veuillez patienter un instant
error-unknown-preference = Réglage inconnu

## Form fields and hints
field-username = Nom d'utilisateur
field-email = Adresse e-mail
field-password = Mot de passe
field-new-password = Nouveau mot de passe
field-current-password = Mot de passe actuel
field-username-or-email = Nom d'utilisateur ou adresse e-mail
field-token-label = Nom du jeton
field-language = Langue
field-notation = Notation des coups
field-opponent = Adversaire
field-color = Votre couleur
field-variant = Variante
field-chess960 = Position Chess960
field-opening = Coups d'ouverture
field-fen = Position de départ (FEN)
field-time-control = Cadence
hint-username = De 3 à 24 lettres, chiffres, « _ » ou « - », commençant par une lettre ou un chiffre.
hint-password = Au moins 8 caractères ; quelques mots font un bon mot de passe.
hint-language = La langue des pages et des lettres des pièces dans les coups (les joueurs français écrivent Cf3 pour Nf3).
hint-opponent = Un nom d'utilisateur, ou laissez vide pour un défi ouvert que tout le monde peut accepter.
hint-chess960 = Un nombre de 0 à 959, ou vide pour une position tirée au hasard.
hint-opening = Facultatif, pour une partie thématique : des coups depuis le début, comme 1.e4 c5 2.Cf3.
hint-fen = Facultatif, pour une partie thématique : une position en FEN. Indiquez soit des coups d'ouverture, soit une FEN.
hint-time-control = 10/50 (10 coups en 50 jours), 30+3 (30 jours plus 3 par coup) ou 3d (3 jours par coup).
time-control-days-per-move = { $days } j par coup

## Signing up and in
register-title = Inscription
register-submit = Créer mon compte
register-have-account = Vous avez déjà un compte ?
login-title = Connexion
login-submit = Se connecter
login-forgot = Mot de passe oublié ?
login-no-account = Nouveau ici ?
login-wrong = Nom d'utilisateur ou mot de passe incorrect.
login-throttled = Trop de connexions échouées. Pour votre sécurité, veuillez attendre { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
  } et réessayer (après { $time } UTC).
forgot-title = Mot de passe oublié
forgot-intro = Indiquez votre nom d'utilisateur ou votre adresse e-mail, et nous vous enverrons un lien pour choisir un nouveau mot de passe.
forgot-submit = M'envoyer un lien
forgot-sent-heading = Consultez vos e-mails
forgot-sent = Si un compte correspond, nous avons envoyé un lien à son adresse e-mail. Le lien est valable deux heures.
reset-title = Choisir un nouveau mot de passe
reset-submit = Enregistrer le nouveau mot de passe
reset-ask-again = Demander un nouveau lien
link-invalid-heading = Ce lien ne fonctionne plus
link-invalid = Le lien a déjà été utilisé ou a expiré. Veuillez en demander un nouveau.
unsubscribe-heading = Ne plus recevoir de courriels de parties
unsubscribe-confirm = Appuyez sur le bouton pour ne plus recevoir de courriels sur vos parties. Les réponses à vos propres courriels et les courriels de votre compte continueront d'arriver.
unsubscribe-button = Arrêter les courriels de parties
unsubscribe-done-heading = Les courriels de parties sont désactivés
unsubscribe-done = Vous ne recevrez plus de courriels sur vos parties. Vous pouvez les réactiver dans vos paramètres.
unsubscribe-settings = Ouvrir les paramètres
unsubscribe-invalid = Ce lien de désabonnement n'est pas valide. Choisissez les courriels que vous recevez dans vos paramètres.

## Notices
notice-registered = Bienvenue sur Kingpost ! Nous avons envoyé un lien à { $email } pour confirmer votre adresse.
notice-verified = Merci, votre adresse e-mail est confirmée.
notice-verify-sent = Nous avons envoyé un nouveau lien de confirmation à { $email }.
notice-verify-wait = Un lien de confirmation a été envoyé il y a peu. Consultez votre messagerie ou redemandez-en un dans { $minutes } minutes.
notice-password-reset = Votre nouveau mot de passe est enregistré et vous êtes connecté.
notice-password-changed = Votre mot de passe est modifié. Les autres appareils ont été déconnectés et vos jetons d'API révoqués.
notice-signed-out-everywhere = Vous êtes déconnecté sur tous les appareils et vos jetons d'API sont révoqués.
notice-token-revoked = Le jeton a été révoqué.
notice-settings-saved = Vos réglages sont enregistrés.
notice-challenge-created = Votre défi est lancé.
notice-challenge-closed = Le défi est clos.
notice-resigned = Vous avez abandonné la partie.

## Emails
mail-verify-subject = Confirmez votre adresse e-mail pour Kingpost
mail-verify-body =
    Bonjour { $username },

    veuillez confirmer votre adresse e-mail pour Kingpost en ouvrant ce lien :

    { $link }

    Le lien est valable sept jours. Si vous ne vous êtes pas inscrit, ignorez ce message.
mail-reset-subject = Choisissez un nouveau mot de passe Kingpost
mail-reset-body =
    Bonjour { $username },

    quelqu'un (vous, espérons-le) a demandé à réinitialiser votre mot de passe Kingpost. Pour en choisir un nouveau, ouvrez :

    { $link }

    Le lien est valable deux heures. Si vous n'avez rien demandé, ignorez ce message ; votre mot de passe reste inchangé.

## Account and settings
account-title = Votre compte
account-email = Adresse e-mail
account-verified = confirmée
account-unverified = pas encore confirmée
account-resend = Envoyer un nouveau lien de confirmation
account-password = Changer votre mot de passe
account-password-submit = Changer le mot de passe
account-sessions = Appareils connectés
account-sessions-intro = Un appareil perdu, ou la crainte que quelqu'un connaisse votre mot de passe ? Déconnectez-vous partout d'un coup : chaque navigateur où vous êtes connecté, celui-ci compris, devra se reconnecter, et vos jetons d'API ne fonctionneront plus.
account-sign-out-everywhere = Se déconnecter partout
tokens-title = Jetons d'API personnels
tokens-intro = Un jeton permet à un programme (un bot, une application) de jouer pour vous via l'API. Gardez vos jetons secrets.
tokens-new = Votre nouveau jeton. Copiez-le maintenant : il n'est affiché que cette fois-ci.
tokens-label-example = p. ex. mon téléphone
tokens-create = Créer un jeton
tokens-none = Vous n'avez aucun jeton.
tokens-revoke = Révoquer
settings-title = Réglages
settings-submit = Enregistrer les réglages
notation-san = Algébrique (Cf3), avec les lettres des pièces de votre langue
notation-figurine = Algébrique avec figurines (♘f3)
notation-iccf = Numérique ICCF (7163)
notation-lan = Algébrique longue (Cg1-f3)
notation-uci = UCI (g1f3)
notation-auto = L'habituelle pour ma langue (actuellement : { $example })
notation-figurine-iccf = Algébrique avec figurines, numérique ICCF à côté (♘f3 7163)
hint-notation = La façon dont la liste des coups affiche les coups. L'habituelle suit votre langue : ses propres lettres de pièces quand les joueurs en ont, sinon des figurines avec les chiffres ICCF à côté.
settings-letters-only = Lettres des pièces seulement (pages en anglais)
language-autonym = Français
language-en = English (anglais)
language-de = Deutsch (allemand)
language-fr = Français
language-es = Español (espagnol)
language-it = Italiano (italien)
language-pt = Português (portugais)
language-nl = Nederlands (néerlandais)
language-sv = Svenska (suédois)
language-da = Dansk (danois)
language-no = Norsk (norvégien)
language-cs = Čeština (tchèque)
language-pl = Polski (polonais)
language-hu = Magyar (hongrois)
language-ro = Română (roumain)
language-ru = Русский (russe)
language-sq = Shqip (albanais)
language-ga = Gaeilge (irlandais)
language-yi = ייִדיש (yiddish)
language-am = አማርኛ (amharique)

## Start page
home-title = Les échecs par correspondance, à votre façon
home-lead = Kingpost est un serveur d'échecs par correspondance : des parties qui durent des semaines ou des mois, avec des jours pour chaque coup.
home-point-time = Prenez votre temps : 10 coups en 50 jours, des jours par coup, ou une réserve de jours avec un bonus par coup.
home-point-notation = Écrivez les coups comme vous les avez appris : Cf3, Nf3, Sf3, ♘f3, ICCF 7163, ou cliquez simplement sur l'échiquier.
home-point-rules = Chaque coup est vérifié selon les règles des échecs, y compris le Chess960 et les ouvertures thématiques.
home-point-own = Jouez dans le navigateur, ou laissez vos propres programmes jouer via l'API.

## Challenges
challenge-new-title = Nouveau défi
challenge-submit = Envoyer le défi
challenge-bad-number = « { $text } » n'est pas un numéro de position Chess960 ; indiquez un nombre de 0 à 959 ou laissez vide.
challenge-error-no-player = Vérifiez l'orthographe : aucun joueur ne s'appelle « { $text } ».
challenge-error-self = Vous ne pouvez pas vous défier vous-même ; choisissez un autre joueur ou le moteur.
challenge-error-time-control = « { $text } » n'est pas une cadence ; écrivez par exemple 10/50, 30+3 ou 3d.
challenge-error-fen = Cette FEN ne peut pas commencer une partie ; vérifiez-la ou laissez le champ vide.
challenge-error-thematic = Donnez soit une ouverture soit une FEN, et seulement aux échecs classiques.
challenge-error-number = Un numéro de position ne va qu'avec Chess960 ; choisissez Chess960 ou laissez-le vide.
challenge-error-opening = Le coup d'ouverture « { $text } » n'est pas légal à cet endroit ; vérifiez les coups.
challenge-error-engine-level = Choisissez un niveau du moteur de 1 à 10.
challenge-error-rated-thematic = Une partie depuis une ouverture ou une position choisie ne peut pas être classée ; choisissez « Non classée » ou videz l'ouverture et le FEN.
challenge-error-rated-engine = Les parties contre le moteur ne peuvent pas être classées ; choisissez « Non classée ».
challenge-thematic-toggle = Partir d'une ouverture ou d'une position (FEN)
color-choice = { $color ->
    [white] Blancs
    [black] Noirs
   *[random] Tiré au sort
  }
color-white = Blancs
color-black = Noirs
variant-standard = Échecs classiques
variant-chess960 = Chess960
game-rated = Classée
game-unrated = Non classée
field-rated = Classement
hint-rated = Une partie classée modifie le classement des deux joueurs à sa fin.
challenges-title = Défis
challenges-incoming = Défis pour vous
challenges-open = Défis ouverts
challenges-mine = Vos défis
challenges-none = Aucun pour le moment.
challenge-from = De { $name }
challenge-to = À { $name }
challenge-to-anyone = Ouvert à tous
challenge-you-play = { $color ->
    [white] Vous jouez les Blancs
    [black] Vous jouez les Noirs
   *[random] Couleurs tirées au sort
  }
challenge-thematic = début thématique
challenge-accept = Accepter
challenge-decline = Refuser
challenge-withdraw = Retirer

## Dashboard
dashboard-title = Mes parties
dashboard-filter = Seulement les parties contre
dashboard-filter-submit = Filtrer
dashboard-show-all = Tout afficher
dashboard-challenges-received = Défis pour vous : { $count }
dashboard-next = Prochaine partie où c'est à vous de jouer
dashboard-round = Ronde { $round }
dashboard-last-move = Dernier coup :
dashboard-no-move = Aucun coup joué
dashboard-their-time = Au tour de { $name } :
dashboard-left-hours = { $count ->
    [one] 1 heure restante
   *[other] { $count } heures restantes
  }
dashboard-left-minutes = { $count ->
    [one] 1 minute restante
   *[other] { $count } minutes restantes
  }
dashboard-you-on-leave = Vous êtes en congé
dashboard-on-leave = { $name } est en congé
dashboard-result-win = Gagnée
dashboard-result-loss = Perdue
dashboard-result-draw = Nulle
dashboard-result-none = Non terminée
section-my-turn = À vous de jouer
section-my-turn-empty = Aucune partie n'attend votre coup.
section-waiting = En attente de l'adversaire
section-waiting-empty = Aucune partie n'attend un adversaire.
section-finished = Parties terminées
section-finished-empty = Pas encore de partie terminée.
game-vs-as-white = contre { $name } (vous avez les Blancs)
game-vs-as-black = contre { $name } (vous avez les Noirs)
game-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
  }
pager-label = Pages
pager-previous = Précédente
pager-next = Suivante
pager-position = Page { $page }

## Game page
game-title = Partie { $id }
game-versus = contre
game-result = Résultat : { $result }
game-your-move = C'est à vous de jouer.
game-to-move = C'est à { $name } de jouer.
game-flip = Retourner l'échiquier
game-fullscreen = Plein écran
game-sound-on = Son : activé
game-sound-off = Son : désactivé
game-promote = Promouvoir en
piece-queen = Dame
piece-rook = Tour
piece-bishop = Fou
piece-knight = Cavalier
piece-king = Roi
piece-pawn = Pion
game-legal-moves = Coups légaux dans cette position :
game-move-label = Votre coup
game-move-hint = Dans n'importe quelle notation : e4, { $knight }, ♘f3, 5254, g1f3, { $long }.
game-offer-with-move = Proposer la nulle avec ce coup
game-move-submit = Jouer
game-offer-received = Votre adversaire propose la nulle.
game-offer-accept = Accepter la nulle
game-offer-decline = Refuser
game-offer-waiting = Votre proposition de nulle attend une réponse.
game-more-actions = Nulle et abandon
game-offer-draw = Proposer la nulle
game-claimable = Vous pouvez réclamer la nulle maintenant (triple répétition ou règle des 50 coups).
game-claim-move = Coup accompagnant la réclamation (facultatif)
game-claim = Réclamer la nulle
game-resign = Abandonner…
game-moves-heading = Coups
game-no-moves = Pas encore de coup.
game-download-pgn = Télécharger le PGN
termination-checkmate = échec et mat
termination-stalemate = pat
termination-insufficient_material = position morte : aucun camp ne peut mater
termination-fivefold_repetition = la même position est apparue cinq fois
termination-seventyfive_moves = 75 coups sans prise ni coup de pion
termination-threefold_repetition = triple répétition, réclamée
termination-fifty_moves = 50 coups sans prise ni coup de pion, réclamée
termination-agreement = nulle par accord mutuel
termination-resignation = abandon
termination-time_forfeit = perte au temps
termination-adjudication = arbitrage
resign-title = Abandonner ?
resign-question = Voulez-vous vraiment abandonner la partie { $id } ?
resign-confirm = Oui, abandonner
resign-cancel = Non, retour à la partie

## The board in words (screen readers, braille displays, keyboard)
board-help = Les flèches déplacent sur l'échiquier ; Entrée ou Espace prend une pièce et la pose ; Échap la remet en place.
board-cell = { $square }, { $piece }
board-empty = vide
board-piece-white-king = roi blanc
board-piece-white-queen = dame blanche
board-piece-white-rook = tour blanche
board-piece-white-bishop = fou blanc
board-piece-white-knight = cavalier blanc
board-piece-white-pawn = pion blanc
board-piece-black-king = roi noir
board-piece-black-queen = dame noire
board-piece-black-rook = tour noire
board-piece-black-bishop = fou noir
board-piece-black-knight = cavalier noir
board-piece-black-pawn = pion noir
board-picked = Pièce prise : { $square }. Allez sur une case et appuyez sur Entrée.
board-put-back = Remise en place : { $square }.
board-cannot = { $square } : la pièce ne peut pas aller là.
board-no-moves = { $square } : rien ici ne peut bouger.
board-sending = { $move } est joué…
board-last-move = { $name } a joué { $move }.
board-text = Échiquier en texte
board-text-white = Blancs :
board-text-black = Noirs :
game-spoken = Coups énoncés
game-contrast = Échiquier à contraste élevé

## Moves as spoken (file names Anna to Hector stay the same in every language)
spoken-takes = prend
spoken-check = échec
spoken-mate = échec et mat
spoken-castle-short = petit roque
spoken-castle-long = grand roque
spoken-promotes = promotion en { $piece }
spoken-rank-1 = un
spoken-rank-2 = deux
spoken-rank-3 = trois
spoken-rank-4 = quatre
spoken-rank-5 = cinq
spoken-rank-6 = six
spoken-rank-7 = sept
spoken-rank-8 = huit

## Game mail and bouncing addresses (settings and account pages)
field-notify = Messages de partie
hint-notify = Les messages peuvent vous signaler chaque coup, ou une fois par jour lister les parties où c'est à vous de jouer. Les réponses à vos propres messages et les messages du compte arrivent toujours.
notify-move = Un message pour chaque coup et chaque événement de mes parties
notify-digest = Un message par jour avec les parties où c'est à moi de jouer
notify-none = Aucun message de partie
field-messages = Messages des adversaires
settings-messages-on = Accepter les messages de mes adversaires
settings-messages-off = Aucun message (je n’en reçois ni n’en envoie)
hint-messages = Les joueurs d’une partie peuvent s’écrire à côté des coups. Désactivés, vous ne recevez ni n’envoyez de messages.
account-bouncing = Les messages envoyés à cette adresse n'ont pas pu être remis ({ $time }).
account-bouncing-reason = Le serveur de messagerie destinataire a répondu : { $text }
account-bouncing-advice = Vérifiez que l'adresse est juste et que la boîte accepte les messages (pas pleine, ne nous bloque pas). Envoyez-vous ensuite un nouveau lien de confirmation : dès qu'il arrive, l'avertissement disparaît.
