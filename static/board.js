// Kingpost board script: optional comfort on the game page. Without it the page works fully
// (type the move in the box). With it: click a piece then a square, or drag, to move; the move
// is sent through the same form in UCI. Also a full-screen board and an optional move sound
// (off by default, remembered in localStorage, synthesised with WebAudio: no sound files).
// Keyboard play and announcements (board-access.js) use the functions exported at the end.
// A chosen move is confirmed first when the player wants that (game-confirm.js). The listeners
// sit on the board's frame, so the live script (game-live.js) can put a new board in it and
// call refresh().
(function () {
  "use strict";
  var area = document.getElementById("board-area");
  if (!area) return;
  var wrap = area.querySelector(".board-wrap");
  var svg, form, input, legal, myTurn, bottom;
  function refresh() {
    svg = area.querySelector("svg.board");
    form = document.getElementById("move-form");
    input = document.getElementById("move");
    legal = (area.dataset.legal || "").split(" ").filter(Boolean);
    myTurn = area.dataset.myTurn === "true" && form && input;
    bottom = svg.dataset.bottom || "white";
    selected = null;
    marks = [];
  }
  var NS = "http://www.w3.org/2000/svg";
  var FILES = "abcdefgh";

  Array.prototype.forEach.call(area.querySelectorAll(".js-only"), function (el) { el.hidden = false; });

  // ---- squares and coordinates -------------------------------------------------------------
  function squareAt(evt) {
    var pt = svg.createSVGPoint();
    pt.x = evt.clientX; pt.y = evt.clientY;
    var p = pt.matrixTransform(svg.getScreenCTM().inverse());
    var col = Math.floor(p.x / 45), row = Math.floor(p.y / 45);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    var file = bottom === "white" ? col : 7 - col;
    var rank = bottom === "white" ? 7 - row : row;
    return FILES[file] + (rank + 1);
  }
  function origin(square) {
    var file = FILES.indexOf(square[0]), rank = Number(square[1]) - 1;
    return bottom === "white" ? [file * 45, (7 - rank) * 45] : [(7 - file) * 45, rank * 45];
  }
  function movesFrom(square) {
    return legal.filter(function (m) { return m.slice(0, 2) === square; });
  }

  // ---- selection marks ---------------------------------------------------------------------
  var marks = [];
  var selected = null;
  refresh();
  function clearMarks() {
    marks.forEach(function (m) { m.remove(); });
    marks = [];
    Array.prototype.forEach.call(area.querySelectorAll(".board-grid [aria-selected]"), function (cell) {
      cell.removeAttribute("aria-selected");
    });
  }
  function mark(square, cls) {
    var o = origin(square), el;
    if (cls === "sel") {
      el = document.createElementNS(NS, "rect");
      el.setAttribute("x", o[0]); el.setAttribute("y", o[1]);
      el.setAttribute("width", 45); el.setAttribute("height", 45);
    } else {
      el = document.createElementNS(NS, "circle");
      el.setAttribute("cx", o[0] + 22.5); el.setAttribute("cy", o[1] + 22.5); el.setAttribute("r", 7);
    }
    el.setAttribute("class", cls);
    el.setAttribute("pointer-events", "none");
    var firstPiece = svg.querySelector(".piece");
    svg.insertBefore(el, cls === "sel" ? firstPiece : null);
    marks.push(el);
  }

  // ---- moving ------------------------------------------------------------------------------
  function select(square) {
    clearMarks();
    selected = square;
    mark(square, "sel");
    var cell = document.getElementById("cell-" + square);
    if (cell) cell.setAttribute("aria-selected", "true");
    movesFrom(square).forEach(function (m) { mark(m.slice(2, 4), "dot"); });
  }
  function submit(uci) {
    input.value = uci;
    if (window.KingpostConfirm && window.KingpostConfirm.wanted()) {
      window.KingpostConfirm.move(uci);
      return;
    }
    form.submit();
  }
  // While an earlier position is shown (game-steps.js), the board is for looking only.
  function looking() { return window.KingpostSteps && window.KingpostSteps.away(); }
  function tryMove(from, to) {
    var options = movesFrom(from).filter(function (m) { return m.slice(2, 4) === to; });
    if (options.length === 0) return false;
    if (options.length === 1) { submit(options[0]); return true; }
    askPromotion(options);
    return true;
  }
  function askPromotion(options) {
    var old = area.querySelector(".promotion");
    if (old) old.remove();
    var box = document.createElement("div");
    box.className = "promotion";
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", area.dataset.promote);
    "qrbn".split("").forEach(function (piece) {
      var uci = options.filter(function (m) { return m[4] === piece; })[0];
      if (!uci) return;
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = area.dataset[piece];
      button.addEventListener("click", function () { submit(uci); });
      box.appendChild(button);
    });
    // After the board (and the grid laid over it), so the grid keeps covering the squares.
    (svg.closest(".board-wrap") || svg).insertAdjacentElement("afterend", box);
    box.querySelector("button").focus();
  }

  // A press on a piece that can move selects it and starts a drag; releasing on another square
  // moves there. A press and release on the same square leaves it selected for a second click.
  var drag = null;
  function onDown(evt) {
    if (!myTurn || looking() || (window.KingpostConfirm && window.KingpostConfirm.pending())) return;
    var square = squareAt(evt);
    if (!square) return;
    if (selected && selected !== square && tryMove(selected, square)) return;
    if (movesFrom(square).length === 0) { selected = null; clearMarks(); return; }
    select(square);
    var piece = svg.querySelector('.piece[data-square="' + square + '"]');
    if (piece) {
      drag = { piece: piece, from: square, x: evt.clientX, y: evt.clientY };
      wrap.setPointerCapture(evt.pointerId);
      svg.appendChild(piece);
    }
    evt.preventDefault();
  }
  function onMove(evt) {
    if (!drag) return;
    var scale = 360 / svg.getBoundingClientRect().width;
    var dx = (evt.clientX - drag.x) * scale, dy = (evt.clientY - drag.y) * scale;
    drag.piece.setAttribute("transform", "translate(" + dx + " " + dy + ")");
  }
  function onUp(evt) {
    if (!drag) return;
    var d = drag;
    drag = null;
    var square = squareAt(evt);
    if (square && square !== d.from && tryMove(d.from, square)) return;
    d.piece.removeAttribute("transform");
  }
  wrap.addEventListener("pointerdown", onDown);
  wrap.addEventListener("pointermove", onMove);
  wrap.addEventListener("pointerup", onUp);
  wrap.addEventListener("pointercancel", function () {
    if (drag) { drag.piece.removeAttribute("transform"); drag = null; }
  });

  // For the keyboard (board-access.js): the same selection and moves as the mouse.
  window.KingpostBoard = {
    myTurn: function () { return Boolean(myTurn) && !looking(); },
    refresh: refresh,
    origin: function (square) { return origin(square); },
    legal: function () { return legal; },
    movesFrom: movesFrom,
    selected: function () { return selected; },
    select: select,
    clear: function () { selected = null; clearMarks(); },
    tryMove: tryMove
  };

  // ---- full screen -------------------------------------------------------------------------
  var fullscreen = document.getElementById("fullscreen");
  if (fullscreen) {
    if (!area.requestFullscreen) fullscreen.hidden = true;
    fullscreen.addEventListener("click", function () { area.requestFullscreen(); });
  }

  // ---- sound -------------------------------------------------------------------------------
  var KEY = "kingpost-sound";
  var soundButton = document.getElementById("sound");
  function soundOn() {
    try { return localStorage.getItem(KEY) === "1"; } catch (e) { return false; }
  }
  function showSound() {
    if (!soundButton) return;
    var on = soundOn();
    soundButton.setAttribute("aria-pressed", on ? "true" : "false");
    soundButton.textContent = on ? soundButton.dataset.on : soundButton.dataset.off;
  }
  // A 90 ms wooden "tock": a decaying 600 Hz tone with a little noise, as raw samples.
  function playSound() {
    var Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    var ctx = new Ctx();
    var rate = ctx.sampleRate, length = Math.floor(rate * 0.09);
    var buffer = ctx.createBuffer(1, length, rate), data = buffer.getChannelData(0);
    for (var i = 0; i < length; i++) {
      var t = i / rate, envelope = Math.exp(-t * 45);
      data[i] = envelope * (0.6 * Math.sin(2 * Math.PI * 600 * t) + 0.15 * (Math.random() * 2 - 1));
    }
    var source = ctx.createBufferSource();
    source.buffer = buffer;
    source.connect(ctx.destination);
    source.start();
    source.onended = function () { ctx.close(); };
  }
  if (soundButton) {
    showSound();
    soundButton.addEventListener("click", function () {
      try { localStorage.setItem(KEY, soundOn() ? "0" : "1"); } catch (e) { /* private mode */ }
      showSound();
      if (soundOn()) playSound();
    });
  }
  // Play once when the page shows a move that was not shown before in this browser (also when
  // the live script brings one in: it calls KingpostBoard.moveShown()).
  function moveShown() {
    try {
      var plyKey = "kingpost-ply-" + area.dataset.game, ply = Number(area.dataset.ply);
      var seen = localStorage.getItem(plyKey);
      if (seen !== null && Number(seen) < ply && soundOn()) playSound();
      localStorage.setItem(plyKey, String(ply));
    } catch (e) { /* storage unavailable: no sound memory */ }
  }
  window.KingpostBoard.moveShown = moveShown;
  moveShown();
})();
