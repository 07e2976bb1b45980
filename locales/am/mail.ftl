# የKingpost የኢሜይል ጽሑፎች፣ አማርኛ። ቁልፎቹ እንደ locales/en/mail.ftl ናቸው።

## ርዕሶች
mail-subject-your-move = የእርስዎ ተራ ነው ({ $move })
mail-subject-your-move-first = የእርስዎ ተራ ነው
mail-subject-their-move = የ{ $name } ተራ ነው
mail-subject-draw-offered = አቻ ቀርቧል
mail-subject-draw-declined = አቻ ተቀባይነት አላገኘም
mail-subject-message = መልእክት ከ{ $name }
mail-subject-over = ጨዋታው አልቋል፦ { $result }
mail-subject-digest = { $count ->
    [one] በአንድ ጨዋታ የእርስዎ ተራ ነው
   *[other] በ{ $count } ጨዋታዎች የእርስዎ ተራ ነው
}

## የሆነው
mail-intro-started = ከ{ $name } ጋር ያለዎት ጨዋታ ተጀምሯል። እርስዎ በ{ $color } ይጫወታሉ።
mail-intro-moved = { $name } { $move } ተጫውተዋል።
mail-intro-moved-offer = { $name } { $move } ተጫውተው አቻ ይጠይቃሉ።
mail-intro-draw-offered = { $name } አቻ ይጠይቃሉ።
mail-intro-draw-declined = { $name } የአቻ ጥያቄዎን አልተቀበሉም።
mail-intro-reminder = ማስታወሻ፦ ከ{ $name } ጋር ባለው ጨዋታ የእርስዎ ተራ ነው።
mail-intro-ended-checkmate = { $name } በቼክሜት አሸንፈዋል።
mail-intro-ended-resignation = { $name } ጨዋታውን ትተዋል።
mail-intro-ended-agreement = ጨዋታው በስምምነት አቻ ተጠናቋል።
mail-intro-ended-claim = ጨዋታው በጥያቄ አቻ ተጠናቋል፦ { $text }።
mail-intro-ended-time = { $name } በጊዜ ተሸንፈዋል።
mail-intro-ended-other = ጨዋታው ተጠናቋል፦ { $text }።

## ለኢሜይሎችዎ የተሰጡ ምላሾች
mail-confirm-move = እንቅስቃሴዎ { $move } ተጫውቷል።
mail-confirm-move-offer = እንቅስቃሴዎ { $move } ተጫውቷል፣ የአቻ ጥያቄዎም ተልኳል።
mail-confirm-draw-offered = የአቻ ጥያቄዎ ለ{ $name } ተልኳል።
mail-confirm-draw-accepted = የአቻ ጥያቄውን ተቀብለዋል።
mail-confirm-draw-declined = የአቻ ጥያቄውን አልተቀበሉም።
mail-confirm-draw-claimed = የአቻ ይገባኛል ጥያቄዎ ተቀባይነት አግኝቷል።
mail-confirm-resigned = ጨዋታውን ትተዋል።
mail-confirm-message = መልእክትዎ ለ{ $name } ተልኳል።
mail-confirm-echo = እንቅስቃሴዎ በሁሉም አጻጻፎች፦ { $text }
mail-error-intro = ኢሜይልዎን መፈጸም አልተቻለም፦ { $text }
mail-error-nothing-changed = በጨዋታው ላይ ምንም አልተለወጠም።
mail-error-legal-moves = የሚቻሉ እንቅስቃሴዎችዎ፦ { $text }
mail-error-generic-subject = ወደ Kingpost የላኩት ኢሜይል
mail-confirm-conditionals = ሁኔታዊ እንቅስቃሴዎችዎ ተቀምጠዋል፦ { $lines }። የተጋጣሚዎ እንቅስቃሴዎች ሲዛመዱ ብቻ ለእርስዎ ይጫወታሉ፤ ሌላ ማንኛውም እንቅስቃሴ ይሰርዛቸዋል።
mail-confirm-move-conditionals = እንቅስቃሴዎ { $move } ተጫውቷል፣ ሁኔታዊ እንቅስቃሴዎችዎም ተቀምጠዋል፦ { $lines }።
mail-error-repeated-mismatch = የተጋጣሚዎን የመጨረሻ እንቅስቃሴ { $written } ብለው ደገሙት፣ ነገር ግን በጨዋታው የመጨረሻው እንቅስቃሴ { $actual } ነው።
mail-error-repeated-none = የተጋጣሚዎን እንቅስቃሴ ({ $written }) ደገሙ፣ ነገር ግን በዚህ ጨዋታ እስካሁን ምንም እንቅስቃሴ አልተጫወተም።
mail-error-wrong-sender = ይህ ኢሜይል ከ{ $from } መጣ፣ ነገር ግን የጨዋታዎችዎ እንቅስቃሴዎች የሚቀበሉት ከተረጋገጠው አድራሻዎ { $address } ብቻ ነው። መልስዎን ከዚያ አድራሻ ይላኩ።
mail-error-unverified = አድራሻዎ { $address } ገና አልተረጋገጠም፣ ስለዚህ በኢሜይል የተላኩ እንቅስቃሴዎች ሊቀበሉ አይችሉም። የላክንልዎትን የማረጋገጫ አገናኝ ይክፈቱ፣ ወይም በመለያ ገጽዎ አዲስ ይጠይቁ።
mail-error-no-game = ይህ ኢሜይል ወደ አንድ ጨዋታ የመልስ አድራሻ አልተላከም፣ ስለዚህ የትኛው ጨዋታ እንደሆነ ግልጽ አይደለም። ስለ ጨዋታው ለተላከው ኢሜይል መልስ ይስጡ፤ የመልስ አድራሻው ጨዋታውን ይገልጻል። የዕለት ማጠቃለያውን የሚቀበሉ ከሆነ፣ ከእንቅስቃሴዎ በፊት የጨዋታውን ቁጥር ጽፈው ለእሱ ይመልሱ፤ ለምሳሌ፦ 12: e4

## ጨዋታው
mail-color-white = ነጭ
mail-color-black = ጥቁር
mail-game-heading = ጨዋታ { $id }፦ { $white } (ነጭ) – { $black } (ጥቁር)፣ { $text }
mail-position = ቦታው፣ { $color } ከታች፦
mail-board-legend = ትልልቅ ፊደላት ነጭ፣ ትናንሽ ፊደላት ጥቁር ናቸው (የእንግሊዝኛ ፊደላት)፦ K ንጉሥ፣ Q ንግሥት፣ R ግንብ፣ B ጳጳስ፣ N ፈረስ፣ P ወታደር።
mail-moves = እንቅስቃሴዎች፦
mail-no-moves = እስካሁን ምንም እንቅስቃሴ አልተጫወተም።
mail-last-move = የመጨረሻ እንቅስቃሴ፦ { $move }
mail-turn-yours = የእርስዎ ተራ ነው፦ { $move }
mail-turn-theirs = የ{ $name } ተራ ነው።
mail-result = ውጤት፦ { $result } ({ $text })
mail-deadline = የመጨረሻ ጊዜ፦ { $time } { $zone } ({ $count ->
    [0] ከአንድ ቀን ያነሰ ቀርቷል
    [one] አንድ ቀን ቀርቷል
   *[other] { $count } ቀናት ቀርተዋል
})
mail-deadline-passed = የመጨረሻ ጊዜ፦ { $time } { $zone } (አልፏል)
mail-draw-offer-waiting = { $name } አቻ ይጠይቃሉ፦ "accept" ወይም "decline" ብለው ይመልሱ (እንቅስቃሴ መጫወትም ጥያቄውን ይመልሳል)።

## እንዴት እንደሚመልሱ
mail-button-game = ጨዋታውን ክፈት
mail-reply-heading = እንዴት እንደሚመልሱ
mail-reply-move = ለዚህ ኢሜይል እንቅስቃሴዎን ከላይ በመጻፍ ይመልሱ፣ ለምሳሌ፦ { $move }
mail-reply-repeat = በደብዳቤ ቼዝ እንደሚደረገው የተጋጣሚዎን የመጨረሻ እንቅስቃሴ መጀመሪያ መድገም ይችላሉ፦ { $move }
mail-reply-commands = ሌሎች ምላሾች፦ "resign" ጨዋታውን ለመተው፤ "draw" አቻ ለመጠየቅ (ከእንቅስቃሴዎ በኋላ ከእንቅስቃሴው ጋር)፤ "accept" ወይም "decline" ለአቻ ጥያቄ፤ "claim" በድግግሞሽ ወይም በ50 እንቅስቃሴ ሕግ አቻ ይገባኛል ለማለት (ጥያቄውን እውነት የሚያደርገው እንቅስቃሴዎ ከሆነ ከእሱ ጋር)።
mail-reply-quoting = ከምላሽዎ በታች የተጠቀሰ ጽሑፍ ግምት ውስጥ አይገባም።
mail-link-game = ጨዋታው በአሳሽዎ፦ { $link }
mail-link-settings = የሚደርሱዎትን ኢሜይሎች ይምረጡ፦ { $link }

## የዕለት ማጠቃለያ
mail-digest-intro = { $count ->
    [one] በአንድ ጨዋታ የእርስዎ ተራ ነው።
   *[other] በ{ $count } ጨዋታዎች የእርስዎ ተራ ነው።
}
mail-digest-game = ጨዋታ { $id } ከ{ $name } ጋር
mail-digest-reply = ለመጫወት ወደዚህ ይመልሱ፦ { $email }
mail-digest-footer = የዕለት ማጠቃለያን ስለመረጡ ይህ ኢሜይል በቀን አንድ ጊዜ ይደርስዎታል።
mail-digest-reply-all = ወይም ለዚህ ኢሜይል ራሱ ይመልሱ፤ ለእያንዳንዱ ጨዋታ አንድ መስመር፣ ከእንቅስቃሴዎ በፊት የጨዋታውን ቁጥር ይጻፉ፤ ለምሳሌ፦ { $example }
mail-error-digest-no-game = ይህ ለዕለት ማጠቃለያዎ የተሰጠ መልስ የትኛውን ጨዋታ እንደሚመለከት አይገልጽም። እያንዳንዱን እንቅስቃሴ በራሱ መስመር ላይ ከፊቱ የጨዋታውን ቁጥር አድርገው ይጻፉ፤ ለምሳሌ፦ { $example }
mail-error-digest-not-your-game = በጨዋታ { $id } ውስጥ አይጫወቱም። ማጠቃለያው እንደሚዘረዝራቸው ከእንቅስቃሴው በፊት ከጨዋታዎችዎ የአንዱን ቁጥር ይጻፉ።

## ግጥሚያ ጥያቄዎች
mail-subject-challenge = { $name } ለጨዋታ ይጋብዝዎታል
mail-challenge-intro = { $name } ለጨዋታ ይጋብዝዎታል ({ $terms })።
mail-challenge-reply = ለመጫወት ለዚህ ኢሜይል "accept" ብለው ይመልሱ፣ ላለመቀበል ደግሞ "decline"። በገጹ ላይም መመለስ ይችላሉ፦
mail-subject-challenge-declined = { $name } ግብዣዎን አልተቀበሉም
mail-challenge-declined = { $name } ግብዣዎን አልተቀበሉም ({ $terms })።
mail-confirm-challenge-declined = የ{ $name }ን ግብዣ አልተቀበሉም።
mail-error-challenge-command = ይህ መልስ ለግብዣ ነው፦ ጨዋታውን ለመጫወት "accept"፣ ላለመቀበል "decline" ብለው ይጻፉ።

## Conditional moves
mail-intro-conditional-played = { $name } { $move } ተጫውተዋል፤ ሁኔታዊ እንቅስቃሴዎ { $text } በምላሽ ተጫውቷል።
mail-intro-conditionals-cleared = ሁኔታዊ እንቅስቃሴዎችዎ ተሰርዘዋል፦ ይህ እንቅስቃሴ ከነሱ ውስጥ አልነበረም።
mail-message-from = { $name } ይጽፋሉ፦
mail-message-reported-subject = በ{ $white } እና በ{ $black } መካከል ያለ መልእክት ሪፖርት ተደርጓል
mail-message-reported-body = ሰላም { $username }፣ { $name } በ{ $white } – { $black } ጨዋታ ውስጥ ያለን መልእክት ሪፖርት አድርገዋል። አሁን የዚያን ጨዋታ መልእክቶች በገጹ ላይ ማንበብ ይችላሉ፦
