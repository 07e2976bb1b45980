// Kingpost live game page: the page listens to its game's event stream (Server-Sent Events,
// /games/{id}/events; the browser reconnects by itself and resumes after the last event) and,
// when the game changes (a move, an engine reply, a draw offer or its decline, the end, a message
// from the opponent), fetches the page again and puts its changed parts in place: the status, the
// last move (its name and move kept in their <bdi> isolation), the board, the move list, the
// actions, the clocks, the next-game link and the messages (the stream says only that a message
// came, never its text, and only to those who may read it). Text typed into a box is kept; the
// keyboard stays where it was; the new last move is announced. A declined draw offer is said in a notice.
// Without EventSource the old quiet check (board-access.js) remains; without JavaScript the
// page is the same page, reloaded by hand.
(function () {
  "use strict";
  var area = document.getElementById("board-area");
  if (!area || !window.EventSource || !window.DOMParser || !area.dataset.stream) return;
  var PARTS = ["game-status", "last-move", "game-actions", "game-moves", "clock", "next-game", "message-thread"];
  var busy = false, again = false, timer = null, declined = false;
  var source = new EventSource(area.dataset.stream);

  source.addEventListener("change", function (evt) {
    var change = {};
    try { change = JSON.parse(evt.data); } catch (e) { /* a bare signal is enough */ }
    // Said once the page shows the game without the offer.
    if (change.kind === "draw_declined") declined = true;
    clearTimeout(timer);
    timer = setTimeout(refresh, 80);
  });

  function notice(el) {
    if (!el) return;
    el.hidden = false;
    el.textContent = el.dataset.drawDeclined;
  }

  function refresh() {
    if (busy) { again = true; return; }
    // A move waiting for confirmation keeps its board; look again once it is answered.
    if (window.KingpostConfirm && window.KingpostConfirm.pending()) { timer = setTimeout(refresh, 1000); return; }
    busy = true;
    // The game's own address (after a refused form the browser shows the form's address).
    fetch(area.dataset.page, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(swap)
      .catch(function () { /* offline for a moment: the next event tries again */ })
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }

  // Values the player typed (not the ones the page came with) survive the swap.
  function typed(root) {
    var kept = {};
    Array.prototype.forEach.call(root.querySelectorAll("input[id], textarea[id]"), function (el) {
      if (el.type !== "hidden" && el.value !== el.defaultValue) kept[el.id] = el.value;
    });
    return kept;
  }
  function putBack(kept) {
    Object.keys(kept).forEach(function (id) {
      var el = document.getElementById(id);
      if (el) el.value = kept[id];
    });
  }
  function replaceChildren(target, from) {
    target.innerHTML = from.innerHTML;
  }

  function swap(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var fresh = doc.getElementById("board-area");
    if (!fresh) return;
    var before = Number(area.dataset.ply);
    var focusId = document.activeElement && document.activeElement.id;
    var kept = typed(document);
    Array.prototype.forEach.call(fresh.attributes, function (attr) {
      if (attr.name.indexOf("data-") === 0) area.setAttribute(attr.name, attr.value);
    });
    replaceChildren(area.querySelector(".board-wrap"), fresh.querySelector(".board-wrap"));
    var board = document.getElementById("text-board"), newBoard = doc.getElementById("text-board");
    if (board && newBoard) {
      var open = board.open;
      replaceChildren(board, newBoard);
      board.open = open;
    }
    var steps = document.getElementById("game-steps"), newSteps = doc.getElementById("game-steps");
    if (steps && newSteps) steps.textContent = newSteps.textContent;
    PARTS.forEach(function (id) {
      var old = document.getElementById(id), now = doc.getElementById(id);
      if (old && now) replaceChildren(old, now);
    });
    putBack(kept);
    if (window.KingpostBoard) window.KingpostBoard.refresh();
    if (window.KingpostAccess) window.KingpostAccess.refresh();
    if (window.KingpostSteps) window.KingpostSteps.reload();
    var focus = focusId && document.getElementById(focusId);
    if (focus && document.activeElement !== focus) focus.focus();
    if (Number(area.dataset.ply) !== before) {
      if (window.KingpostAccess) window.KingpostAccess.moveArrived();
      if (window.KingpostBoard && window.KingpostBoard.moveShown) window.KingpostBoard.moveShown();
    }
    if (declined) { declined = false; notice(document.getElementById("live-notice")); }
    if (area.dataset.finished === "true") source.close();
  }
})();
