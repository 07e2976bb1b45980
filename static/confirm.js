// Irreversible forms (data-confirm) ask in a dialog before they are sent; once confirmed they
// carry confirm=yes, so the server does not ask again on its own confirmation page. Without
// this script the server's page asks instead.
(function () {
  'use strict';
  document.querySelectorAll('form[data-confirm]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      if (!window.confirm(form.getAttribute('data-confirm'))) {
        event.preventDefault();
        return;
      }
      if (!form.querySelector('input[name="confirm"]')) {
        var field = document.createElement('input');
        field.type = 'hidden';
        field.name = 'confirm';
        field.value = 'yes';
        form.appendChild(field);
      }
    });
  });
})();
