# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Fernschachprogramme (Xfcc)
xfcc-intro = Scid, ChessBase und andere Fernschachprogramme können über Xfcc deine Partien abrufen und deine Züge senden. Lege hier für jedes Programm ein Anwendungspasswort an: Es gilt nur dort, und du kannst es jederzeit widerrufen. Wenn du dein Passwort änderst oder dich überall abmeldest, werden alle widerrufen.
xfcc-address = Serveradresse für das Programm:
xfcc-new = Dein neues Anwendungspasswort. Trage es jetzt in dein Programm ein: Es wird nur dieses eine Mal angezeigt.
field-xfcc-label = Name für das Passwort
xfcc-label-example = z. B. Scid auf meinem Laptop
xfcc-create = Anwendungspasswort anlegen
xfcc-none = Du hast keine Anwendungspasswörter.
xfcc-revoke = Widerrufen
xfcc-account-password = Auch mein Kontopasswort in diesen Programmen annehmen
xfcc-save = Speichern
notice-xfcc-revoked = Das Anwendungspasswort wurde widerrufen.
notice-xfcc-saved = Deine Xfcc-Einstellung ist gespeichert.
