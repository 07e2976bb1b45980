# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Programas de ajedrez por correspondencia (Xfcc)
xfcc-intro = Scid, ChessBase y otros programas de ajedrez por correspondencia pueden descargar tus partidas y enviar tus jugadas mediante Xfcc. Crea aquí una contraseña de aplicación para cada programa: solo sirve allí y puedes revocarla cuando quieras. Cambiar tu contraseña o cerrar sesión en todas partes las revoca todas.
xfcc-address = Dirección del servidor que debes introducir en el programa:
xfcc-new = Tu nueva contraseña de aplicación. Introdúcela ahora en tu programa: solo se muestra esta vez.
field-xfcc-label = Nombre de la contraseña
xfcc-label-example = p. ej. Scid en mi portátil
xfcc-create = Crear una contraseña de aplicación
xfcc-none = No tienes contraseñas de aplicación.
xfcc-revoke = Revocar
xfcc-account-password = Aceptar también la contraseña de mi cuenta en estos programas
xfcc-save = Guardar
notice-xfcc-revoked = La contraseña de aplicación se ha revocado.
notice-xfcc-saved = Tu ajuste de Xfcc se ha guardado.
