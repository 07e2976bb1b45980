// Kingpost board access: the keyboard and screen-reader side of the game page, on top of
// board.js. The server draws an ARIA grid over the board picture (one cell per square, each
// saying "e4, white knight" in the page's language); this script makes it playable:
//   arrow keys move the cursor (Home/End: row start and end), Enter or Space picks up a piece and
//   puts it down on another square (the move goes through the move form, like a click), Escape
//   puts it back. Every step is said in a polite live region.
// Also: the last move is announced when it arrives (on the next page view, or brought in by the
// live script, game-live.js; a browser without EventSource checks quietly every 30 seconds
// while the opponent is to move), optionally "spoken" the way blind
// players say moves (Knight Felix three), and a high-contrast board. Both options are toggles
// remembered in localStorage. Without this script the page still works: the grid is a readable
// table of the position, and the move box takes moves in any notation.
(function () {
  "use strict";
  var root = document.documentElement;
  var CONTRAST = "kingpost-contrast", SPOKEN = "kingpost-spoken";
  function stored(key) {
    try { return localStorage.getItem(key) === "1"; } catch (e) { return false; }
  }
  function store(key, on) {
    try { localStorage.setItem(key, on ? "1" : "0"); } catch (e) { /* private mode */ }
  }
  if (stored(CONTRAST)) root.classList.add("board-hc");

  var area = document.getElementById("board-area");
  var board = window.KingpostBoard;
  if (!area || !board) return;
  var live = document.getElementById("board-live");
  var grid, cells, current;
  // The grid as it is now (the live script may have put a new one in).
  function refresh() {
    grid = area.querySelector(".board-grid");
    cells = Array.prototype.slice.call(grid.querySelectorAll("[role=gridcell]"));
    current = Math.max(0, cells.findIndex(function (c) { return c.tabIndex === 0; }));
  }
  refresh();
  var data = area.dataset;
  var game = data.game, ply = Number(data.ply);
  var FOCUS = "kingpost-board-focus";

  // ---- saying things -------------------------------------------------------------------------
  var sayTimer = null;
  function say(text) {
    // Emptied first, so the same words twice in a row are still announced.
    live.textContent = "";
    clearTimeout(sayTimer);
    sayTimer = setTimeout(function () { live.textContent = text; }, 60);
  }
  // The last move: spoken words, or the page's own sentence with its name and move isolated
  // (<bdi>), so a right-to-left reader hears and sees "Nf3" as written.
  function sayLast(spoken) {
    var shown = document.getElementById("last-move");
    if (spoken || !shown || !shown.innerHTML.trim()) { say(spoken ? data.lastSpoken : data.lastMove); return; }
    live.textContent = "";
    clearTimeout(sayTimer);
    sayTimer = setTimeout(function () { live.innerHTML = shown.innerHTML; }, 60);
  }
  function fill(template, value) { return template.replace("@@", value); }
  function label(cell) { return cell.textContent.trim(); }

  // ---- the cursor ----------------------------------------------------------------------------
  function moveTo(index) {
    cells[current].tabIndex = -1;
    current = index;
    cells[current].tabIndex = 0;
    cells[current].focus();
  }
  function step(key) {
    var row = Math.floor(current / 8), col = current % 8;
    switch (key) {
      case "ArrowRight": return col < 7 ? current + 1 : current;
      case "ArrowLeft": return col > 0 ? current - 1 : current;
      case "ArrowUp": return row > 0 ? current - 8 : current;
      case "ArrowDown": return row < 7 ? current + 8 : current;
      case "Home": return row * 8;
      case "End": return row * 8 + 7;
      default: return null;
    }
  }

  // ---- picking up and putting down -----------------------------------------------------------
  function targets(from) { return board.movesFrom(from).map(function (m) { return m.slice(2, 4); }); }
  function activate(cell) {
    var square = cell.dataset.square, held = board.selected();
    if (!board.myTurn()) { say(data.notYourTurn); return; }
    if (held === square) { board.clear(); say(fill(data.putBack, label(cell))); return; }
    if (held && targets(held).indexOf(square) >= 0) {
      try { sessionStorage.setItem(FOCUS, game); } catch (e) { /* no memory: focus is lost */ }
      say(fill(data.sending, held + "–" + square));
      board.tryMove(held, square);
      return;
    }
    if (targets(square).length > 0) { board.select(square); say(fill(data.picked, label(cell))); return; }
    say(fill(held ? data.cannot : data.noMoves, label(cell)));
  }
  area.addEventListener("keydown", function (evt) {
    if (evt.altKey || evt.ctrlKey || evt.metaKey || !grid.contains(evt.target)) return;
    var next = step(evt.key);
    if (next !== null) {
      evt.preventDefault();
      moveTo(next);
    } else if (evt.key === "Enter" || evt.key === " ") {
      evt.preventDefault();
      activate(cells[current]);
    } else if (evt.key === "Escape" && board.selected()) {
      evt.preventDefault();
      var held = document.getElementById("cell-" + board.selected());
      board.clear();
      say(fill(data.putBack, held ? label(held) : ""));
    }
  });
  // A click on a cell's square (through the picture) does not move focus; a focused cell always
  // shows where the keyboard is.
  area.addEventListener("focusin", function (evt) {
    var index = cells.indexOf(evt.target);
    if (index >= 0 && index !== current) {
      cells[current].tabIndex = -1;
      current = index;
      cells[current].tabIndex = 0;
    }
  });

  // ---- toggles -------------------------------------------------------------------------------
  function toggle(id, key, apply) {
    var button = document.getElementById(id);
    if (!button) return;
    function show() { button.setAttribute("aria-pressed", stored(key) ? "true" : "false"); }
    show();
    button.addEventListener("click", function () {
      store(key, !stored(key));
      show();
      apply(stored(key));
    });
  }
  toggle("contrast", CONTRAST, function (on) { root.classList.toggle("board-hc", on); });
  toggle("spoken", SPOKEN, function (on) {
    if (data.lastMove) sayLast(on);
  });

  // ---- the last move, announced once -----------------------------------------------------------
  var seenKey = "kingpost-announced-" + game, seen = null;
  try { seen = localStorage.getItem(seenKey); localStorage.setItem(seenKey, String(ply)); } catch (e) { /* none */ }
  var cameBack = false;
  try { cameBack = sessionStorage.getItem(FOCUS) === game; sessionStorage.removeItem(FOCUS); } catch (e) { /* none */ }
  if (cameBack) moveTo(current);
  if (data.lastMove && (cameBack || (seen !== null && Number(seen) < ply))) {
    // After the page has settled, so screen readers take it as a change.
    setTimeout(function () { sayLast(stored(SPOKEN)); }, 700);
  }

  // For the live script: a new grid came in, and perhaps a new last move to announce.
  window.KingpostAccess = {
    refresh: refresh,
    say: say,
    moveArrived: function () {
      ply = Number(data.ply);
      try { localStorage.setItem(seenKey, String(ply)); } catch (e) { /* none */ }
      if (data.lastMove) sayLast(stored(SPOKEN));
    }
  };

  // ---- a move arriving while the page is open (without EventSource) ---------------------------
  if (data.live === "true" && !window.EventSource) {
    var busy = function () {
      var el = document.activeElement;
      return el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
    };
    setInterval(function () {
      if (document.hidden || busy()) return;
      fetch(location.href, { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : ""; })
        .then(function (html) {
          var found = /data-ply="(\d+)"/.exec(html);
          if (!found || Number(found[1]) === ply) return;
          // Keep the keyboard on the board across the reload; the move is announced after it.
          if (grid.contains(document.activeElement)) {
            try { sessionStorage.setItem(FOCUS, game); } catch (e) { /* none */ }
          }
          location.reload();
        })
        .catch(function () { /* offline for a moment: try again later */ });
    }, 30000);
  }
})();
