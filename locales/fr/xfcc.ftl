# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Logiciels de jeu par correspondance (Xfcc)
xfcc-intro = Scid, ChessBase et d’autres logiciels d’échecs par correspondance peuvent récupérer vos parties et envoyer vos coups par Xfcc. Créez ici un mot de passe d’application pour chaque logiciel : il ne sert que là, et vous pouvez le révoquer à tout moment. Changer votre mot de passe ou vous déconnecter partout les révoque tous.
xfcc-address = Adresse du serveur à saisir dans le logiciel :
xfcc-new = Votre nouveau mot de passe d’application. Saisissez-le maintenant dans votre logiciel : il n’est affiché que cette fois.
field-xfcc-label = Nom du mot de passe
xfcc-label-example = p. ex. Scid sur mon portable
xfcc-create = Créer un mot de passe d’application
xfcc-none = Vous n’avez aucun mot de passe d’application.
xfcc-revoke = Révoquer
xfcc-account-password = Accepter aussi le mot de passe de mon compte dans ces logiciels
xfcc-save = Enregistrer
notice-xfcc-revoked = Le mot de passe d’application a été révoqué.
notice-xfcc-saved = Votre réglage Xfcc est enregistré.
