# Xfcc: the account page's section on correspondence programs (Scid, ChessBase …).
xfcc-title = የደብዳቤ ቼዝ ፕሮግራሞች (Xfcc)
xfcc-intro = Scid፣ ChessBase እና ሌሎች የደብዳቤ ቼዝ ፕሮግራሞች ጨዋታዎችዎን በXfcc ማምጣትና እንቅስቃሴዎችዎን መላክ ይችላሉ። ለእያንዳንዱ ፕሮግራም እዚህ የመተግበሪያ የይለፍ ቃል ይፍጠሩ፤ የሚሠራው እዚያ ብቻ ነው፣ በማንኛውም ጊዜም መሰረዝ ይችላሉ። የይለፍ ቃልዎን ሲቀይሩ ወይም ከሁሉም ቦታ ሲወጡ ሁሉም ይሰረዛሉ።
xfcc-address = በፕሮግራሙ ውስጥ የሚገባው የአገልጋይ አድራሻ፦
xfcc-new = አዲሱ የመተግበሪያ የይለፍ ቃልዎ። አሁኑኑ በፕሮግራምዎ ውስጥ ያስገቡት፤ የሚታየው በዚህ አንድ ጊዜ ብቻ ነው።
field-xfcc-label = የይለፍ ቃሉ ስም
xfcc-label-example = ለምሳሌ Scid በላፕቶፔ ላይ
xfcc-create = የመተግበሪያ የይለፍ ቃል ፍጠር
xfcc-none = ምንም የመተግበሪያ የይለፍ ቃል የለዎትም።
xfcc-revoke = ሰርዝ
xfcc-account-password = በእነዚህ ፕሮግራሞች ውስጥ የመለያዬን የይለፍ ቃልም ተቀበል
xfcc-save = አስቀምጥ
notice-xfcc-revoked = የመተግበሪያው የይለፍ ቃል ተሰርዟል።
notice-xfcc-saved = የXfcc ቅንብርዎ ተቀምጧል።
