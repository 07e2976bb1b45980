# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Ríomhchláir ficheall comhfhreagrais (Xfcc)
xfcc-intro = Is féidir le Scid, ChessBase agus ríomhchláir eile ficheall comhfhreagrais do chluichí a fháil agus do bheartanna a sheoladh trí Xfcc. Cruthaigh pasfhocal feidhmchláir anseo do gach ríomhchlár: ní oibríonn sé ach ansin, agus is féidir leat é a chúlghairm am ar bith. Má athraíonn tú do phasfhocal nó má shíníonn tú amach i ngach áit, cúlghairtear iad go léir.
xfcc-address = Seoladh an fhreastalaí le cur isteach sa ríomhchlár:
xfcc-new = Do phasfhocal feidhmchláir nua. Cuir isteach i do ríomhchlár anois é: ní thaispeántar é ach an uair seo.
field-xfcc-label = Ainm don phasfhocal
xfcc-label-example = m.sh. Scid ar mo ríomhaire glúine
xfcc-create = Cruthaigh pasfhocal feidhmchláir
xfcc-none = Níl aon phasfhocal feidhmchláir agat.
xfcc-revoke = Cúlghair
xfcc-account-password = Glac le pasfhocal mo chuntais sna ríomhchláir seo freisin
xfcc-save = Sábháil
notice-xfcc-revoked = Cúlghaireadh an pasfhocal feidhmchláir.
notice-xfcc-saved = Sábháladh do shocrú Xfcc.
