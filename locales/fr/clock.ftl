# Pendules de la partie par correspondance, congés et coups conditionnels. Mêmes clés et variables que locales/en/clock.ftl.

clock-heading = Pendules
clock-days-left = { $count ->
    [one] { $count } jour restant
   *[other] { $count } jours restants
}
clock-days-used = { $count ->
    [one] { $count } jour utilisé
   *[other] { $count } jours utilisés
}
clock-moves-to-control = { $count ->
    [one] { $count } coup avant le contrôle de temps
   *[other] { $count } coups avant le contrôle de temps
}
clock-deadline = Échéance : { $time }
clock-zone = votre fuseau horaire, { $name }
clock-overstepped = L'échéance est dépassée.
clock-on-leave = En congé : { $text }
clock-leave = Congé : { $text }
clock-rules = Les jours sont comptés en jours entiers, à minuit, heure locale de chaque joueur ; un coup joué le jour même où arrive celui de l'adversaire ne coûte rien, et les jours de congé ne comptent pas.
clock-book-leave = Congés et fuseau horaire
reflection-heading = Temps de réflexion
reflection-time = Jours
reflection-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}

conditionals-heading = Coups conditionnels
conditionals-label = Si votre adversaire joue …, répondre …
conditionals-hint = Une ligne par variante, coups dans n'importe quelle notation, celui de votre adversaire d'abord : « 13...Cf6 14.e5 14...Cd5 15.c4 ». Le serveur joue votre réponse aussitôt qu'une ligne correspond ; tout autre coup efface vos coups conditionnels. Votre adversaire ne les voit jamais. Une case vide les efface aussi.
conditionals-submit = Enregistrer les coups conditionnels
notice-conditionals-saved = Vos coups conditionnels sont enregistrés.
notice-conditionals-cleared = Vos coups conditionnels sont effacés.
messages-heading = Messages
messages-none = Aucun message pour l’instant. Seuls vous et votre adversaire les voyez.
messages-with-move = avec { $move }
messages-reported = signalé
messages-report = Signaler
messages-label = Écrire à votre adversaire
messages-hint = Texte brut, { $count } caractères au plus. Votre adversaire le reçoit aussi par courriel.
messages-move-label = Avec mon coup (facultatif)
messages-submit = Envoyer le message
messages-refused-event = Le tournoi { $name } n’autorise pas les messages entre joueurs.
messages-refused-you-off = Vous avez désactivé les messages. Activez-les dans vos réglages pour écrire.
messages-refused-opponent-off = { $name } ne reçoit pas de messages.
messages-refused-empty = Le message est vide. Écrivez d’abord quelque chose.
messages-refused-long = Le texte est trop long ({ $count } caractères). Raccourcissez-le.
notes-heading = Mes notes privées
notes-label = Vous seul voyez ces notes, même après la partie.
notes-submit = Enregistrer les notes
notes-download-pgn = Télécharger le PGN avec mes notes
notice-message-sent = Votre message est envoyé.
notice-message-reported = Le message est signalé. L’organisateur ou un administrateur peut désormais lire les messages de cette partie.
notice-report-dealt = Le signalement est marqué comme traité.
reports-title = Messages signalés
reports-intro = Messages que des joueurs ont signalés et que personne n’a encore traités. Ouvrez la partie pour lire ses messages ; marquez le signalement comme traité une fois que vous vous en êtes occupé.
reports-none = Aucun signalement ouvert.
reports-col-game = Partie
reports-col-author = Écrit par
reports-col-by = Signalé par
reports-col-when = Signalé le
reports-col-event = Tournoi
reports-game-link = { $white } – { $black } : lire les messages
reports-dealt = Marquer comme traité
notice-note-saved = Vos notes sont enregistrées.

leave-title = Congés et fuseau horaire
leave-intro = Pendant vos congés, vos pendules sont arrêtées dans toutes vos parties, et vos adversaires voient vos congés. Posez-les à l'avance ; vous ne pouvez pas jouer pendant un congé, sauf si vous y mettez fin plus tôt.
leave-zone-heading = Fuseau horaire
leave-zone-label = Votre fuseau horaire
leave-zone-hint = Vos journées commencent à minuit dans ce fuseau horaire : les échéances y sont calculées et affichées.
leave-zone-submit = Enregistrer le fuseau horaire
notice-time-zone-saved = Votre fuseau horaire est enregistré ; vos échéances s'y conforment.
leave-periods-heading = Vos congés
leave-allowance = { $count ->
    [one] Vous pouvez poser { $count } jour de congé par année civile.
   *[other] Vous pouvez poser { $count } jours de congé par année civile.
}
leave-left = { $count ->
    [one] Il vous reste { $count } jour cette année.
   *[other] Il vous reste { $count } jours cette année.
}
leave-none = Vous n'avez posé aucun congé.
leave-kind-regular = posé par vous
leave-kind-special = accordé par un organisateur
leave-status-past = passé
leave-status-current = en cours
leave-status-future = à venir
leave-first = Premier jour
leave-last = Dernier jour
leave-change-submit = Déplacer
leave-cancel = Annuler
leave-end-early = Terminer plus tôt
leave-book-heading = Poser un congé
leave-book-hint = Dates dans votre fuseau horaire, les deux jours inclus ; le premier jour doit être après aujourd'hui ({ $time }).
leave-book-submit = Poser le congé
leave-bad-date = « { $text } » n'est pas une date ; choisissez-en une dans le calendrier ou écrivez-la sous la forme AAAA-MM-JJ.
notice-leave-booked = Votre congé est posé.
notice-leave-changed = Votre congé est déplacé.
notice-leave-cancelled = Votre congé est annulé.
notice-leave-ended = Votre congé est terminé ; vous pouvez de nouveau jouer aujourd'hui.

error-invalid-leave = Le congé n'est pas correct
error-leave-not-changeable = Ce congé ne peut plus être modifié
error-on-leave = Vous êtes en congé
error-time-ran-out = Votre temps est écoulé
error-unknown-time-zone = Fuseau horaire inconnu
error-invalid-conditionals = Les coups conditionnels ne sont pas corrects
error-your-move = C'est à vous de jouer
error-messages-off = Les messages ne sont pas possibles ici
error-invalid-message = Le message ne peut pas être envoyé
error-own-message = C’est votre propre message
