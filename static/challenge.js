// The challenge form shows the Chess960 number only when Chess960 is chosen, and the thematic
// start (opening or FEN) only when asked for with a checkbox this script adds (and never with
// Chess960). Without this script every field is shown.
(function () {
  'use strict';
  var form = document.getElementById('challenge-form');
  if (!form) { return; }
  var number = form.querySelector('[data-start="chess960"]');
  var thematic = form.querySelector('[data-start="thematic"]');
  var fields = thematic ? thematic.querySelectorAll('input') : [];
  var filled = Array.prototype.some.call(fields, function (i) { return i.value.trim() !== ''; });
  var box = document.createElement('input');
  box.type = 'checkbox';
  box.id = 'thematic-toggle';
  box.checked = filled || !!thematic.querySelector('[aria-invalid]');
  var label = document.createElement('label');
  label.className = 'choice';
  label.appendChild(box);
  label.appendChild(document.createTextNode(' ' + thematic.getAttribute('data-toggle')));
  thematic.parentNode.insertBefore(label, thematic);
  function chess960() {
    var chosen = form.querySelector('input[name="variant"]:checked');
    return chosen && chosen.value === 'chess960';
  }
  function update() {
    var is960 = chess960();
    number.hidden = !is960 && !number.querySelector('[aria-invalid]');
    label.hidden = is960;
    thematic.hidden = is960 || !box.checked;
  }
  form.addEventListener('change', update);
  update();
})();
