# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Correspondentieschaakprogramma's (Xfcc)
xfcc-intro = Scid, ChessBase en andere correspondentieschaakprogramma's kunnen via Xfcc je partijen ophalen en je zetten versturen. Maak hier voor elk programma een app-wachtwoord aan: het werkt alleen daar en je kunt het altijd intrekken. Als je je wachtwoord wijzigt of overal uitlogt, worden ze allemaal ingetrokken.
xfcc-address = Serveradres om in het programma in te vullen:
xfcc-new = Je nieuwe app-wachtwoord. Vul het nu in je programma in: het wordt maar één keer getoond.
field-xfcc-label = Naam voor het wachtwoord
xfcc-label-example = bijv. Scid op mijn laptop
xfcc-create = App-wachtwoord aanmaken
xfcc-none = Je hebt geen app-wachtwoorden.
xfcc-revoke = Intrekken
xfcc-account-password = Ook mijn accountwachtwoord in deze programma's accepteren
xfcc-save = Opslaan
notice-xfcc-revoked = Het app-wachtwoord is ingetrokken.
notice-xfcc-saved = Je Xfcc-instelling is opgeslagen.
