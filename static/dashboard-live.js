// Kingpost live dashboard: listens to the player's event stream (/me/events, Server-Sent Events)
// and, when any of their games changes, fetches the dashboard again and puts its lists in place,
// so a game where it became their move moves up without a reload. Nothing is replaced while the
// player is typing in a field; a notice shown at the top stays. Without EventSource (or without
// JavaScript) the dashboard is the page as it was loaded.
(function () {
  "use strict";
  var main = document.getElementById("main");
  if (!main || !window.EventSource || !window.DOMParser) return;
  var source = new EventSource("/me/events");
  var timer = null;
  function busy() {
    var el = document.activeElement;
    return el && /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName);
  }
  function refresh() {
    if (busy()) { timer = setTimeout(refresh, 2000); return; }
    var url = new URL(location.href);
    url.searchParams.set("live", "1");
    fetch(url.toString(), { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("main");
        if (!fresh || busy()) return;
        var notice = main.querySelector(":scope > .notice");
        main.innerHTML = fresh.innerHTML;
        if (notice) main.insertBefore(notice, main.firstChild);
      })
      .catch(function () { /* offline for a moment: the next change tries again */ });
  }
  source.addEventListener("change", function () {
    clearTimeout(timer);
    timer = setTimeout(refresh, 200);
  });
})();
