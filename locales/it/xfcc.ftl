# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Programmi per il gioco per corrispondenza (Xfcc)
xfcc-intro = Scid, ChessBase e altri programmi di scacchi per corrispondenza possono scaricare le tue partite e inviare le tue mosse tramite Xfcc. Crea qui una password per applicazioni per ogni programma: vale solo lì e puoi revocarla in qualsiasi momento. Se cambi la password o esci da tutti i dispositivi, vengono revocate tutte.
xfcc-address = Indirizzo del server da inserire nel programma:
xfcc-new = La tua nuova password per applicazioni. Inseriscila ora nel programma: viene mostrata solo questa volta.
field-xfcc-label = Nome della password
xfcc-label-example = ad es. Scid sul mio portatile
xfcc-create = Crea una password per applicazioni
xfcc-none = Non hai password per applicazioni.
xfcc-revoke = Revoca
xfcc-account-password = Accetta anche la password del mio account in questi programmi
xfcc-save = Salva
notice-xfcc-revoked = La password per applicazioni è stata revocata.
notice-xfcc-saved = La tua impostazione Xfcc è salvata.
