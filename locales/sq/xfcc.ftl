# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Programet e shahut me korrespondencë (Xfcc)
xfcc-intro = Scid, ChessBase dhe programe të tjera të shahut me korrespondencë mund të marrin lojërat tuaja dhe të dërgojnë lëvizjet tuaja përmes Xfcc. Krijoni këtu një fjalëkalim aplikacioni për çdo program: vlen vetëm atje dhe mund ta revokoni në çdo kohë. Ndryshimi i fjalëkalimit ose dalja kudo i revokon të gjitha.
xfcc-address = Adresa e serverit për ta vendosur në program:
xfcc-new = Fjalëkalimi juaj i ri i aplikacionit. Vendoseni tani në program: shfaqet vetëm këtë herë.
field-xfcc-label = Emri i fjalëkalimit
xfcc-label-example = p.sh. Scid në laptopin tim
xfcc-create = Krijo një fjalëkalim aplikacioni
xfcc-none = Nuk keni fjalëkalime aplikacioni.
xfcc-revoke = Revoko
xfcc-account-password = Prano edhe fjalëkalimin e llogarisë sime në këto programe
xfcc-save = Ruaj
notice-xfcc-revoked = Fjalëkalimi i aplikacionit u revokua.
notice-xfcc-saved = Cilësimi juaj i Xfcc u ruajt.
