# Loja kundër motorit dhe vendimet e gjyqtarit.

field-engine-level = Ose luani kundër motorit
engine-level-none = Jo, kundër një njeriu (të përmendur më sipër, ose kushdo)
engine-level-option = Motori, niveli { $count }
hint-engine-level = Niveli 1 është një fillestar që gabon; niveli 10 është forca e plotë. Motori pranon menjëherë dhe u përgjigjet lëvizjeve tuaja vetë.

adjudication-heading = Vendim i gjyqtarit
adjudicate-link = Vendosni për këtë lojë…
adjudication-decided-by = Vendosur nga { $name }:
adjudication-reason = Arsyeja: { $text }
adjudication-report = Raporti i motorit
adjudicate-title = Vendosni për lojën { $id }
adjudicate-intro = Më poshtë është raporti i motorit për pozicionin e tanishëm. Raporti sugjeron; vendosni ju. Vendimi juaj, emri juaj, arsyeja juaj dhe një raport i ri ruhen me lojën, dhe loja mbaron.
adjudicate-result = Rezultati
adjudicate-reason = Arsyeja
adjudicate-reason-hint = Thoni pse, me fjalë që lojtarët do t'i kuptojnë; shfaqet në faqen e lojës.
adjudicate-submit = Mbyll lojën me këtë rezultat
adjudicate-back = Kthehu te loja
notice-adjudicated = Për lojën u vendos.

verdict-white_wins = Fiton e bardha
verdict-draw = Barazim
verdict-black_wins = Fiton e zeza
verdict-unclear = E paqartë: duhet të vendosë një njeri
