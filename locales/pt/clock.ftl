# Relógios do xadrez por correspondência, férias e lances condicionais. As mesmas chaves e variáveis que locales/en/clock.ftl.

clock-heading = Relógios
clock-days-left = { $count ->
    [one] { $count } dia restante
   *[other] { $count } dias restantes
}
clock-days-used = { $count ->
    [one] { $count } dia gasto
   *[other] { $count } dias gastos
}
clock-moves-to-control = { $count ->
    [one] { $count } lance até ao controlo de tempo
   *[other] { $count } lances até ao controlo de tempo
}
clock-deadline = Prazo: { $time }
clock-zone = o seu fuso horário, { $name }
clock-overstepped = O prazo já passou.
clock-on-leave = De férias: { $text }
clock-leave = Férias: { $text }
clock-rules = Os dias contam-se por inteiro, à meia-noite da hora local de cada jogador; um lance feito no mesmo dia em que chega o do adversário não custa nada, e os dias de férias não contam.
clock-book-leave = Férias e fuso horário
reflection-heading = Tempo de reflexão
reflection-time = Dias
reflection-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}

conditionals-heading = Lances condicionais
conditionals-label = Se o seu adversário jogar …, responder …
conditionals-hint = Uma linha por variante, lances em qualquer notação, primeiro o do seu adversário: «13...Cf6 14.e5 14...Cd5 15.c4». O servidor joga a sua resposta de imediato quando uma linha corresponde; qualquer outro lance apaga os seus lances condicionais. O seu adversário nunca os vê. Uma caixa vazia também os apaga.
conditionals-submit = Guardar os lances condicionais
notice-conditionals-saved = Os seus lances condicionais estão guardados.
notice-conditionals-cleared = Os seus lances condicionais foram apagados.
messages-heading = Mensagens
messages-none = Ainda não há mensagens. Só você e o seu adversário as veem.
messages-with-move = com { $move }
messages-reported = denunciada
messages-report = Denunciar
messages-label = Escrever ao seu adversário
messages-hint = Texto simples, no máximo { $count } caracteres. O seu adversário também a recebe por e-mail.
messages-move-label = Com o meu lance (opcional)
messages-submit = Enviar mensagem
messages-refused-event = O torneio { $name } não permite mensagens entre jogadores.
messages-refused-you-off = Você desativou as mensagens. Ative-as nas suas definições para escrever.
messages-refused-opponent-off = { $name } não recebe mensagens.
messages-refused-empty = A mensagem está vazia. Escreva algo primeiro.
messages-refused-long = O texto é demasiado longo ({ $count } caracteres). Encurte-o.
notes-heading = As minhas notas privadas
notes-label = Só você vê estas notas, também depois da partida.
notes-submit = Guardar as notas
notes-download-pgn = Descarregar o PGN com as minhas notas
notice-message-sent = A sua mensagem foi enviada.
notice-message-reported = A mensagem foi denunciada. O organizador ou um administrador pode agora ler as mensagens desta partida.
notice-report-dealt = A denúncia está marcada como tratada.
reports-title = Mensagens denunciadas
reports-intro = Mensagens que os jogadores denunciaram e que ninguém tratou ainda. Abra a partida para ler as mensagens; marque a denúncia como tratada depois de se ocupar dela.
reports-none = Nenhuma denúncia em aberto.
reports-col-game = Partida
reports-col-author = Escrita por
reports-col-by = Denunciada por
reports-col-when = Denunciada em
reports-col-event = Torneio
reports-game-link = { $white } – { $black }: ler as mensagens
reports-dealt = Marcar como tratada
notice-note-saved = As suas notas estão guardadas.

leave-title = Férias e fuso horário
leave-intro = Enquanto estiver de férias, os seus relógios param em todas as suas partidas e os seus adversários veem as suas férias. Marque-as com antecedência; durante as férias não pode jogar, a não ser que as termine mais cedo.
leave-zone-heading = Fuso horário
leave-zone-label = O seu fuso horário
leave-zone-hint = Os seus dias começam à meia-noite neste fuso horário: os prazos são contados e mostrados nele.
leave-zone-submit = Guardar o fuso horário
notice-time-zone-saved = O seu fuso horário está guardado; os seus prazos passam a segui-lo.
leave-periods-heading = As suas férias
leave-allowance = { $count ->
    [one] Pode marcar { $count } dia de férias por ano civil.
   *[other] Pode marcar { $count } dias de férias por ano civil.
}
leave-left = { $count ->
    [one] Resta-lhe { $count } dia este ano.
   *[other] Restam-lhe { $count } dias este ano.
}
leave-none = Não marcou férias.
leave-kind-regular = marcadas por si
leave-kind-special = concedidas por um organizador
leave-status-past = terminadas
leave-status-current = a decorrer
leave-status-future = próximas
leave-first = Primeiro dia
leave-last = Último dia
leave-change-submit = Mudar datas
leave-cancel = Cancelar
leave-end-early = Terminar mais cedo
leave-book-heading = Marcar férias
leave-book-hint = Datas no seu fuso horário, ambos os dias incluídos; o primeiro dia tem de ser depois de hoje ({ $time }).
leave-book-submit = Marcar férias
leave-bad-date = «{ $text }» não é uma data; escolha uma no calendário ou escreva-a como AAAA-MM-DD.
notice-leave-booked = As suas férias estão marcadas.
notice-leave-changed = As datas das suas férias foram mudadas.
notice-leave-cancelled = As suas férias foram canceladas.
notice-leave-ended = As suas férias terminaram; pode voltar a jogar hoje.

error-invalid-leave = A licença não está certa
error-leave-not-changeable = Esta licença já não pode ser alterada
error-on-leave = Está de licença
error-time-ran-out = O seu tempo esgotou-se
error-unknown-time-zone = Fuso horário desconhecido
error-invalid-conditionals = Os lances condicionais não estão certos
error-your-move = É a sua vez de jogar
error-messages-off = Aqui não é possível enviar mensagens
error-invalid-message = A mensagem não pode ser enviada
error-own-message = Essa mensagem é sua
