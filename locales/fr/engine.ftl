# Jouer contre le moteur, et l'arbitrage.

field-engine-level = Ou jouer contre le moteur
engine-level-none = Non, contre une personne (nommée ci-dessus, ou n'importe qui)
engine-level-option = Moteur, niveau { $count }
hint-engine-level = Le niveau 1 est un débutant qui gaffe ; le niveau 10 est la pleine force. Le moteur accepte aussitôt et répond seul à vos coups.

adjudication-heading = Arbitrage
adjudicate-link = Arbitrer cette partie…
adjudication-decided-by = Décidé par { $name } :
adjudication-reason = Motif : { $text }
adjudication-report = Rapport du moteur
adjudicate-title = Arbitrer la partie { $id }
adjudicate-intro = Le rapport du moteur sur la position actuelle figure ci-dessous. Le rapport propose ; vous décidez. Votre décision, votre nom, votre motif et un nouveau rapport sont enregistrés avec la partie, et la partie se termine.
adjudicate-result = Résultat
adjudicate-reason = Motif
adjudicate-reason-hint = Expliquez pourquoi, avec des mots que les joueurs comprendront ; c'est affiché sur la page de la partie.
adjudicate-submit = Terminer la partie avec ce résultat
adjudicate-back = Retour à la partie
notice-adjudicated = La partie a été arbitrée.

verdict-white_wins = Les Blancs gagnent
verdict-draw = Nulle
verdict-black_wins = Les Noirs gagnent
verdict-unclear = Incertain : une personne doit décider
