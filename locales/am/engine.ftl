# Playing against the engine, and adjudication (Amharic).

field-engine-level = ወይም ከሞተሩ ጋር ይጫወቱ
engine-level-none = አይ፣ ከሰው ጋር (ከላይ የተጠቀሰ ወይም ማንኛውም)
engine-level-option = ሞተር፣ ደረጃ { $count }
hint-engine-level = ደረጃ 1 የሚሳሳት ጀማሪ ነው፤ ደረጃ 10 ሙሉ ጥንካሬ ነው። ሞተሩ ወዲያውኑ ይቀበላል እና እንቅስቃሴዎችዎን በራሱ ይመልሳል።

adjudication-heading = የዳኛ ውሳኔ
adjudicate-link = በዚህ ጨዋታ ላይ ይወስኑ…
adjudication-decided-by = የወሰነው፦ { $name }
adjudication-reason = ምክንያት፦ { $text }
adjudication-report = የሞተሩ ሪፖርት
adjudicate-title = በጨዋታ { $id } ላይ ይወስኑ
adjudicate-intro = ከዚህ በታች ስለ አሁኑ አቀማመጥ የሞተሩ ሪፖርት አለ። ሪፖርቱ ይጠቁማል፤ የሚወስኑት እርስዎ ነዎት። ውሳኔዎ፣ ስምዎ፣ ምክንያትዎ እና አዲስ ሪፖርት ከጨዋታው ጋር ይቀመጣሉ፤ ጨዋታውም ያበቃል።
adjudicate-result = ውጤት
adjudicate-reason = ምክንያት
adjudicate-reason-hint = ተጫዋቾቹ በሚረዱት ቃል ለምን እንደሆነ ይግለጹ፤ በጨዋታው ገጽ ላይ ይታያል።
adjudicate-submit = ጨዋታውን በዚህ ውጤት ጨርስ
adjudicate-back = ወደ ጨዋታው ተመለስ
notice-adjudicated = በጨዋታው ላይ ውሳኔ ተሰጥቷል።

verdict-white_wins = ነጭ ያሸንፋል
verdict-draw = አቻ
verdict-black_wins = ጥቁር ያሸንፋል
verdict-unclear = ግልጽ አይደለም፦ ሰው መወሰን አለበት
