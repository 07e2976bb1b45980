// Kingpost game steps: look at any earlier position of the game. The moves in the list become
// buttons; first / back / forward / current buttons and the arrow keys (Left, Right, Home, End,
// whenever the focus is not on the board or in a text field) step through the game. The board
// picture, the words of the accessible grid and the text board follow; a polite status says
// which position is shown, with a button back to the current one. The positions come from the
// server (JSON in #game-steps: placement, last move, check, piece lists, label), so this needs
// no chess rules. While an earlier position is shown, the board is for looking only.
(function () {
  "use strict";
  var area = document.getElementById("board-area");
  var controls = document.getElementById("steps");
  if (!area || !controls) return;
  var NS = "http://www.w3.org/2000/svg", FILES = "abcdefgh";
  var bar = document.getElementById("viewing-bar");
  var status = document.getElementById("step-status");
  var viewing = document.getElementById("step-viewing");
  var back = document.getElementById("step-current");
  var names = {};
  try { names = JSON.parse(controls.dataset.names || "{}"); } catch (e) { names = {}; }
  var steps = [], at = 0, last = 0;

  function load() {
    var el = document.getElementById("game-steps");
    try { steps = JSON.parse(el ? el.textContent : "[]"); } catch (e) { steps = []; }
    last = Math.max(0, steps.length - 1);
    at = last;
  }

  // ---- drawing a position -------------------------------------------------------------------
  function svg() { return area.querySelector("svg.board"); }
  function origin(square) {
    var bottom = svg().dataset.bottom || "white";
    var file = FILES.indexOf(square[0]), rank = Number(square[1]) - 1;
    return bottom === "white" ? [file * 45, (7 - rank) * 45] : [(7 - file) * 45, rank * 45];
  }
  function placement(fen) {
    var out = {};
    fen.split("/").forEach(function (row, r) {
      var file = 0;
      row.split("").forEach(function (ch) {
        if (/\d/.test(ch)) { file += Number(ch); return; }
        out[FILES[file] + (8 - r)] = ch;
        file += 1;
      });
    });
    return out;
  }
  function over(square, el) {
    var rect = svg().querySelector('rect.sq[data-square="' + square + '"]');
    if (rect) rect.insertAdjacentElement("afterend", el);
  }
  function highlight(square, cls) {
    var o = origin(square), el;
    if (cls === "check") {
      el = document.createElementNS(NS, "circle");
      el.setAttribute("cx", o[0] + 22.5); el.setAttribute("cy", o[1] + 22.5); el.setAttribute("r", 21);
      el.setAttribute("fill", "url(#kp-check)");
    } else {
      el = document.createElementNS(NS, "rect");
      el.setAttribute("x", o[0]); el.setAttribute("y", o[1]);
      el.setAttribute("width", 45); el.setAttribute("height", 45);
      el.setAttribute("fill", "#d8d84a"); el.setAttribute("fill-opacity", "0.55");
    }
    el.setAttribute("class", cls);
    el.setAttribute("pointer-events", "none");
    over(square, el);
  }
  function draw(step) {
    var board = svg();
    Array.prototype.forEach.call(board.querySelectorAll(".piece, .last, .check, .sel, .dot"), function (el) { el.remove(); });
    if (step.m) { highlight(step.m.slice(0, 2), "last"); highlight(step.m.slice(2, 4), "last"); }
    if (step.c) highlight(step.c, "check");
    var pieces = placement(step.b);
    Object.keys(pieces).forEach(function (square) {
      var ch = pieces[square], white = ch === ch.toUpperCase(), o = origin(square);
      var use = document.createElementNS(NS, "use");
      use.setAttribute("class", "piece");
      use.setAttribute("href", "#kp-" + ch.toLowerCase());
      use.setAttribute("x", o[0]); use.setAttribute("y", o[1]);
      use.setAttribute("fill", white ? "#fff" : "#222");
      use.setAttribute("stroke", white ? "#222" : "#000");
      use.setAttribute("data-square", square);
      use.setAttribute("data-color", white ? "w" : "b");
      board.appendChild(use);
    });
    words(pieces, step);
  }
  // The grid's cells and the text board say the same as the picture.
  function words(pieces, step) {
    Array.prototype.forEach.call(area.querySelectorAll(".board-grid [role=gridcell]"), function (cell) {
      var square = cell.dataset.square, ch = pieces[square];
      var label = cell.querySelector(".sr-only");
      if (label && names.cell) {
        label.textContent = names.cell.replace("@S", square).replace("@P", ch ? names[ch] : names.empty);
      }
    });
    var lists = area.querySelectorAll("#text-board bdi");
    if (lists.length === 2) { lists[0].textContent = step.w; lists[1].textContent = step.k; }
  }

  // ---- stepping -----------------------------------------------------------------------------
  function show(ply) {
    if (!steps.length) return;
    ply = Math.max(0, Math.min(last, ply));
    if (window.KingpostBoard) window.KingpostBoard.clear();
    at = ply;
    draw(steps[at]);
    var away = at !== last;
    area.classList.toggle("viewing", away);
    bar.hidden = !away;
    back.hidden = !away;
    status.textContent = !away ? controls.dataset.atCurrent
      : at === 0 ? controls.dataset.start
      : controls.dataset.viewing.replace("@@", steps[at].n);
    viewing.textContent = away ? status.textContent : "";
    Array.prototype.forEach.call(document.querySelectorAll("#moves button.step"), function (button) {
      if (Number(button.dataset.ply) === at && away) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
    });
    document.getElementById("step-first").disabled = at === 0;
    document.getElementById("step-back").disabled = at === 0;
    document.getElementById("step-forward").disabled = !away;
    document.getElementById("step-last").disabled = !away;
  }
  // The moves of the list become buttons that show the position after them.
  function enhance() {
    // The cells with a move, in document order, are plies 1, 2, … (a "…" cell has no move).
    var ply = 0;
    Array.prototype.forEach.call(document.querySelectorAll("#moves tbody td"), function (cell) {
      if (!cell.querySelector("bdi")) return;
      ply += 1;
      if (cell.querySelector("button.step")) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "step link";
      button.dataset.ply = String(ply);
      while (cell.firstChild) button.appendChild(cell.firstChild);
      cell.appendChild(button);
    });
  }
  document.addEventListener("click", function (evt) {
    var button = evt.target.closest && evt.target.closest("#moves button.step");
    if (button) show(Number(button.dataset.ply));
  });
  [["step-first", function () { return 0; }], ["step-back", function () { return at - 1; }],
   ["step-forward", function () { return at + 1; }], ["step-last", function () { return last; }]]
    .forEach(function (pair) {
      document.getElementById(pair[0]).addEventListener("click", function () { show(pair[1]()); });
    });
  back.addEventListener("click", function () { show(last); });
  // Arrow keys, except where they already mean something (the board grid, text fields).
  document.addEventListener("keydown", function (evt) {
    if (evt.altKey || evt.ctrlKey || evt.metaKey || evt.shiftKey) return;
    var target = evt.target;
    if (target.closest && target.closest(".board-grid, input, textarea, select, [contenteditable], details summary")) return;
    var next = document.getElementById("next-game-link");
    if ((evt.key === "n" || evt.key === "N") && next) { evt.preventDefault(); location.href = next.href; return; }
    var to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[evt.key];
    if (to === undefined) return;
    evt.preventDefault();
    show(to);
  });
  // Coming to the board to move brings back the current position.
  area.addEventListener("focusin", function (evt) {
    if (at !== last && evt.target.closest(".board-grid")) show(last);
  });

  window.KingpostSteps = {
    away: function () { return at !== last; },
    // After the live script brought a new page: new positions, back to the current one.
    reload: function () {
      load(); enhance(); show(last); status.textContent = "";
      Array.prototype.forEach.call(document.querySelectorAll("#next-game .js-only"), function (el) { el.hidden = false; });
    }
  };
  load();
  enhance();
  controls.hidden = false;
  Array.prototype.forEach.call(document.querySelectorAll("#next-game .js-only"), function (el) { el.hidden = false; });
  show(last);
  status.textContent = "";
})();
