# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Correspondence programs (Xfcc)
xfcc-intro = Scid, ChessBase and other correspondence chess programs can fetch your games and send your moves through Xfcc. Make an application password for each program here: it works only there, and you can revoke it at any time. Changing your password or signing out everywhere revokes them all.
xfcc-address = Server address to enter in the program:
xfcc-new = Your new application password. Enter it in your program now: it is shown only this once.
field-xfcc-label = Name for the password
xfcc-label-example = e.g. Scid on my laptop
xfcc-create = Create an application password
xfcc-none = You have no application passwords.
xfcc-revoke = Revoke
xfcc-account-password = Also accept my account password in these programs
xfcc-save = Save
notice-xfcc-revoked = The application password was revoked.
notice-xfcc-saved = Your Xfcc setting is saved.
