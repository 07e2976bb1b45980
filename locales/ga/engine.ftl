# Imirt in aghaidh an innill, agus breithiúnas.

field-engine-level = Nó imir in aghaidh an innill
engine-level-none = Ní hea, in aghaidh duine (ainmnithe thuas, nó duine ar bith)
engine-level-option = Inneall, leibhéal { $count }
hint-engine-level = Is tosaitheoir a dhéanann botúin é leibhéal 1; is lánneart é leibhéal 10. Glacann an t-inneall leis an dúshlán láithreach agus freagraíonn sé do bhearta leis féin.

adjudication-heading = Breithiúnas
adjudicate-link = Tabhair breith ar an gcluiche seo…
adjudication-decided-by = Breith ó { $name }:
adjudication-reason = Cúis: { $text }
adjudication-report = Tuairisc an innill
adjudicate-title = Tabhair breith ar chluiche { $id }
adjudicate-intro = Tá tuairisc an innill ar an suíomh reatha thíos. Molann an tuairisc; is tusa a shocraíonn. Stóráiltear do bhreith, d'ainm, do chúis agus tuairisc úr leis an gcluiche, agus críochnaíonn an cluiche.
adjudicate-result = Toradh
adjudicate-reason = Cúis
adjudicate-reason-hint = Abair cén fáth, i bhfocail a thuigfidh na himreoirí; taispeántar é ar leathanach an chluiche.
adjudicate-submit = Cuir deireadh leis an gcluiche leis an toradh seo
adjudicate-back = Ar ais go dtí an cluiche
notice-adjudicated = Tugadh breith ar an gcluiche.

verdict-white_wins = Bán a bhuann
verdict-draw = Comhscór
verdict-black_wins = Dubh a bhuann
verdict-unclear = Éiginnte: caithfidh duine cinneadh a dhéanamh
