# Textes des messages de Kingpost, français. Mêmes clés que locales/en/mail.ftl.

## Objets
mail-subject-your-move = à vous de jouer ({ $move })
mail-subject-your-move-first = à vous de jouer
mail-subject-their-move = { $name } doit jouer
mail-subject-draw-offered = nulle proposée
mail-subject-draw-declined = nulle refusée
mail-subject-message = message de { $name }
mail-subject-over = partie terminée : { $result }
mail-subject-digest = { $count ->
    [one] À vous de jouer dans une partie
   *[other] À vous de jouer dans { $count } parties
}

## Ce qui s'est passé
mail-intro-started = Votre partie contre { $name } a commencé. Vous jouez les { $color }.
mail-intro-moved = { $name } a joué { $move }.
mail-intro-moved-offer = { $name } a joué { $move } et propose la nulle.
mail-intro-draw-offered = { $name } propose la nulle.
mail-intro-draw-declined = { $name } a refusé votre proposition de nulle.
mail-intro-reminder = Rappel : c'est à vous de jouer dans votre partie contre { $name }.
mail-intro-ended-checkmate = { $name } a gagné par échec et mat.
mail-intro-ended-resignation = { $name } a abandonné.
mail-intro-ended-agreement = La partie est nulle d'un commun accord.
mail-intro-ended-claim = La partie est nulle sur réclamation : { $text }.
mail-intro-ended-time = { $name } a dépassé le temps de réflexion.
mail-intro-ended-other = La partie est terminée : { $text }.

## Réponses à vos messages
mail-confirm-move = Votre coup { $move } est joué.
mail-confirm-move-offer = Votre coup { $move } est joué et votre proposition de nulle est transmise.
mail-confirm-draw-offered = Votre proposition de nulle a été envoyée à { $name }.
mail-confirm-draw-accepted = Vous avez accepté la proposition de nulle.
mail-confirm-draw-declined = Vous avez refusé la proposition de nulle.
mail-confirm-draw-claimed = Votre réclamation de nulle est acceptée.
mail-confirm-resigned = Vous avez abandonné la partie.
mail-confirm-message = Votre message a été envoyé à { $name }.
mail-confirm-echo = Votre coup dans chaque notation : { $text }
mail-error-intro = Votre message n'a pas pu être exécuté : { $text }
mail-error-nothing-changed = Rien n'a été modifié dans la partie.
mail-error-legal-moves = Vos coups possibles : { $text }
mail-error-generic-subject = Votre message à Kingpost
mail-confirm-conditionals = Vos coups conditionnels sont enregistrés : { $lines }. Ils ne sont joués pour vous que si les coups de votre adversaire correspondent ; tout autre coup les efface.
mail-confirm-move-conditionals = Votre coup { $move } est joué, et vos coups conditionnels sont enregistrés : { $lines }.
mail-error-repeated-mismatch = Vous avez répété le dernier coup de votre adversaire comme { $written }, mais le dernier coup de la partie est { $actual }.
mail-error-repeated-none = Vous avez répété un coup de votre adversaire ({ $written }), mais aucun coup n'a encore été joué dans cette partie.
mail-error-wrong-sender = Ce message vient de { $from }, mais les coups de vos parties ne sont acceptés que depuis votre adresse confirmée { $address }. Envoyez votre réponse depuis cette adresse.
mail-error-unverified = Votre adresse { $address } n'est pas encore confirmée, les coups envoyés par courriel ne peuvent donc pas être acceptés. Ouvrez le lien de confirmation que nous vous avons envoyé, ou demandez-en un nouveau sur la page de votre compte.
mail-error-no-game = Ce message n'a pas été envoyé à l'adresse de réponse d'une partie, on ne sait donc pas à quelle partie il se rapporte. Répondez au message de la partie : son adresse de réponse désigne la partie. Si vous recevez le résumé quotidien, répondez-y avec le numéro de la partie avant votre coup, par exemple : 12: e4

## La partie
mail-color-white = Blancs
mail-color-black = Noirs
mail-game-heading = Partie { $id } : { $white } (Blancs) – { $black } (Noirs), { $text }
mail-position = La position, vue des { $color } :
mail-board-legend = Majuscules : Blancs, minuscules : Noirs (lettres anglaises) : K roi, Q dame, R tour, B fou, N cavalier, P pion.
mail-moves = Coups :
mail-no-moves = Aucun coup n'a encore été joué.
mail-last-move = Dernier coup : { $move }
mail-turn-yours = C'est à vous de jouer : { $move }
mail-turn-theirs = C'est à { $name } de jouer.
mail-result = Résultat : { $result } ({ $text })
mail-deadline = Échéance : { $time } { $zone } ({ $count ->
    [0] moins d'un jour restant
    [one] un jour restant
   *[other] { $count } jours restants
})
mail-deadline-passed = Échéance : { $time } { $zone } (dépassée)
mail-draw-offer-waiting = { $name } propose la nulle : répondez "accept" ou "decline" (jouer un coup la refuse aussi).

## Comment répondre
mail-button-game = Ouvrir la partie
mail-reply-heading = Comment répondre
mail-reply-move = Répondez à ce message avec votre coup tout en haut, par exemple : { $move }
mail-reply-repeat = Vous pouvez d'abord répéter le dernier coup de l'adversaire, comme par correspondance : { $move }
mail-reply-commands = Autres réponses : "resign" pour abandonner ; "draw" pour proposer la nulle (après votre coup, elle est proposée avec le coup) ; "accept" ou "decline" pour une proposition de nulle ; "claim" pour réclamer la nulle par répétition ou par la règle des 50 coups (avec votre coup, si c'est lui qui la justifie).
mail-reply-quoting = Le texte cité sous votre réponse est ignoré.
mail-link-game = La partie dans votre navigateur : { $link }
mail-link-settings = Choisissez les messages que vous recevez : { $link }

## Résumé quotidien
mail-digest-intro = { $count ->
    [one] C'est à vous de jouer dans une partie.
   *[other] C'est à vous de jouer dans { $count } parties.
}
mail-digest-game = Partie { $id } contre { $name }
mail-digest-reply = Pour jouer, répondez à : { $email }
mail-digest-footer = Vous recevez ce message une fois par jour parce que vous avez choisi le résumé quotidien.
mail-digest-reply-all = Ou répondez à ce message lui-même, une ligne par partie, avec le numéro de la partie avant votre coup, par exemple : { $example }
mail-error-digest-no-game = Cette réponse à votre résumé quotidien ne dit pas à quelle partie elle s'adresse. Écrivez chaque coup sur sa propre ligne, précédé du numéro de la partie, par exemple : { $example }
mail-error-digest-not-your-game = Vous ne jouez pas la partie { $id }. Écrivez avant le coup le numéro d'une de vos parties, tel que le résumé les liste.

## Défis
mail-subject-challenge = { $name } vous défie à une partie
mail-challenge-intro = { $name } vous défie à une partie ({ $terms }).
mail-challenge-reply = Répondez « accept » à ce message pour jouer, ou « decline » pour refuser. Vous pouvez aussi répondre sur la page :
mail-subject-challenge-declined = { $name } a refusé votre défi
mail-challenge-declined = { $name } a refusé votre défi ({ $terms }).
mail-confirm-challenge-declined = Vous avez refusé le défi de { $name }.
mail-error-challenge-command = Cette réponse concerne un défi : écrivez « accept » pour jouer la partie ou « decline » pour refuser.

## Conditional moves
mail-intro-conditional-played = { $name } a joué { $move }, et votre coup conditionnel { $text } a été joué en réponse.
mail-intro-conditionals-cleared = Vos coups conditionnels ont été effacés : ce coup n'en faisait pas partie.
mail-message-from = { $name } écrit :
mail-message-reported-subject = Un message entre { $white } et { $black } a été signalé
mail-message-reported-body = Bonjour { $username }, { $name } a signalé un message dans la partie { $white } – { $black }. Vous pouvez maintenant lire les messages de cette partie sur sa page :
