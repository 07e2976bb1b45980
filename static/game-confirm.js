// Kingpost move confirmation: a correspondence move cannot be taken back, so a move chosen by a
// click, a drag, a tap, the keyboard or the text box is first shown on the board, and the page
// asks "Play 14. Nf3?" with Confirm and Cancel (Escape cancels). Draw offers and conditional
// moves (forms with data-confirm) ask the same way. Cancel plays nothing and puts the board
// back. Players switch this off in their settings (data-confirm="false" on the board); without
// this script every form posts at once, as before.
(function () {
  "use strict";
  var area = document.getElementById("board-area");
  var box = document.getElementById("confirm");
  if (!area || !box) return;
  var text = document.getElementById("confirm-text");
  var yes = document.getElementById("confirm-yes");
  var no = document.getElementById("confirm-no");
  var pending = null;

  function wanted() { return area.dataset.confirm === "true"; }
  function svg() { return area.querySelector("svg.board"); }

  // "14. Nf3" or "14… Nf6" for a legal move in UCI, in the player's notation; null if unknown.
  function label(uci) {
    var legal = (area.dataset.legal || "").split(" ");
    var shown = (area.dataset.legalText || "").split(" ");
    var index = legal.indexOf(uci);
    if (index < 0) index = shown.indexOf(uci);
    if (index < 0 || !shown[index]) return null;
    var number = area.dataset.moveNumber;
    return (area.dataset.turn === "white" ? number + ". " : number + "… ") + shown[index];
  }
  function uciOf(typed) {
    var legal = (area.dataset.legal || "").split(" ");
    var shown = (area.dataset.legalText || "").split(" ");
    if (legal.indexOf(typed) >= 0) return typed;
    var index = shown.indexOf(typed);
    return index >= 0 ? legal[index] : null;
  }

  // The move drawn on the board: the piece on its new square, what it took gone.
  function preview(uci) {
    var board = svg(), from = uci.slice(0, 2), to = uci.slice(2, 4);
    var piece = board.querySelector('.piece[data-square="' + from + '"]');
    if (!piece || !window.KingpostBoard) return;
    var taken = board.querySelector('.piece[data-square="' + to + '"]');
    if (taken && taken !== piece) taken.remove();
    var o = window.KingpostBoard.origin(to);
    piece.removeAttribute("transform");
    piece.setAttribute("x", o[0]); piece.setAttribute("y", o[1]);
    piece.setAttribute("data-square", to);
    if (uci.length === 5) piece.setAttribute("href", "#kp-" + uci[4]);
    board.appendChild(piece);
  }

  function ask(question, form, uci) {
    // The selection marks go first, so Cancel does not bring them back.
    if (uci && window.KingpostBoard) window.KingpostBoard.clear();
    var saved = svg().innerHTML;
    if (uci) preview(uci);
    pending = { form: form, saved: uci ? saved : null, focus: document.activeElement };
    text.textContent = question;
    box.hidden = false;
    area.classList.add("confirming");
    yes.focus();
    box.scrollIntoView({ block: "nearest" });
  }
  function close() {
    box.hidden = true;
    area.classList.remove("confirming");
    var was = pending;
    pending = null;
    return was;
  }
  function cancel() {
    var was = close();
    if (!was) return;
    if (was.saved !== null) svg().innerHTML = was.saved;
    if (window.KingpostBoard) window.KingpostBoard.clear();
    var promotion = area.querySelector(".promotion");
    if (promotion) promotion.remove();
    if (was.focus && document.contains(was.focus)) was.focus.focus();
  }
  yes.addEventListener("click", function () {
    var was = close();
    if (!was) return;
    yes.disabled = true; no.disabled = true;
    // Asked here: the server's own step (for pages without this script) is not wanted.
    var ask = was.form.querySelector("input[name=ask]");
    if (ask) ask.remove();
    was.form.submit();
  });
  no.addEventListener("click", cancel);
  box.addEventListener("keydown", function (evt) {
    if (evt.key === "Escape") { evt.preventDefault(); cancel(); }
  });

  // A move chosen on the board (board.js has put it in the move box).
  function move(uci) {
    var form = document.getElementById("move-form");
    var offer = form.querySelector("input[name=offer_draw]");
    var template = offer && offer.checked ? area.dataset.confirmMoveDraw : area.dataset.confirmMove;
    ask(template.replace("@@", label(uci) || uci), form, uci);
  }
  // Forms sent with Enter or a button: the move box, draw offers, conditional moves.
  document.addEventListener("submit", function (evt) {
    var form = evt.target;
    if (!wanted() || pending) return;
    if (form.id === "move-form") {
      var input = document.getElementById("move"), typed = input.value.trim();
      if (!typed) return;
      evt.preventDefault();
      var uci = uciOf(typed);
      var offer = form.querySelector("input[name=offer_draw]");
      var template = offer && offer.checked ? area.dataset.confirmMoveDraw : area.dataset.confirmMove;
      ask(template.replace("@@", (uci && label(uci)) || typed), form, uci);
    } else if (form.dataset.confirm) {
      evt.preventDefault();
      ask(form.dataset.confirm, form, null);
    }
  });

  window.KingpostConfirm = {
    wanted: wanted,
    move: move,
    pending: function () { return pending !== null; },
    cancel: cancel
  };
})();
