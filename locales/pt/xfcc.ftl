# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = Programas de xadrez por correspondência (Xfcc)
xfcc-intro = O Scid, o ChessBase e outros programas de xadrez por correspondência podem obter as suas partidas e enviar os seus lances através do Xfcc. Crie aqui uma senha de aplicação para cada programa: só funciona aí e pode revogá-la a qualquer momento. Alterar a sua senha ou terminar a sessão em todo o lado revoga-as todas.
xfcc-address = Endereço do servidor a introduzir no programa:
xfcc-new = A sua nova senha de aplicação. Introduza-a agora no programa: só é mostrada desta vez.
field-xfcc-label = Nome da senha
xfcc-label-example = p. ex. Scid no meu portátil
xfcc-create = Criar uma senha de aplicação
xfcc-none = Não tem senhas de aplicação.
xfcc-revoke = Revogar
xfcc-account-password = Aceitar também a senha da minha conta nestes programas
xfcc-save = Guardar
notice-xfcc-revoked = A senha de aplicação foi revogada.
notice-xfcc-saved = A sua definição de Xfcc foi guardada.
