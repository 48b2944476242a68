// New standings during a live game (pcsite, docs/CONTRACT.md §9). On a standings page of a contest that is not
// final: one conditional request for live.json a minute while the page is visible, every 5 minutes after 30
// minutes without change, none once final. When newer standings are live a banner says so; its Update button
// swaps the standings section for the same page's new version, keeping the reader where they were. Nothing
// moves by itself; without JavaScript the page is as rendered.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !window.fetch || !window.DOMParser) return;
  var dataURL = script.getAttribute("data-live");
  var say = window.pcsiteWords(script);
  var MINUTE = 60000, QUIET_CHECKS = 30;
  // What the page shows, what the last answer said, and what the banner last announced.
  var shown = script.getAttribute("data-generated") + "\n" + script.getAttribute("data-state");
  var heard = shown, announced = "", quiet = 0, owed = false, stopped = false;

  // The live region exists, empty, before anything is said in it: screen readers announce what is added.
  var region = document.createElement("div");
  region.className = "live-banner";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  document.body.appendChild(region);

  function key(live) { return (live.generated_at || "") + "\n" + live.state; }

  function announce(live) {
    if (key(live) === announced) return;  // said once; a repeated answer says nothing new
    announced = key(live);
    var box = document.createElement("div");
    var text = document.createElement("span");
    text.textContent = say("new_standings") + (live.as_of ? ", " + say("as_of") + " " + live.as_of : "");
    var button = document.createElement("button");
    button.type = "button";
    button.textContent = say("update");
    button.addEventListener("click", function () { update(button); });
    box.append(text, button);
    region.replaceChildren(box);
  }

  function check() {
    fetch(dataURL, { cache: "no-cache" }).then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    }).then(function (live) {
      quiet = key(live) === heard ? quiet + 1 : 0;
      heard = key(live);
      if (heard !== shown) announce(live);
      if (live.final) stopped = true;
    }).catch(function () { quiet++; }).then(schedule);
  }

  function tick() {
    if (document.hidden) { owed = true; return; }  // checked again as soon as the page is seen
    check();
  }

  function schedule() {
    if (!stopped) setTimeout(tick, quiet >= QUIET_CHECKS ? 5 * MINUTE : MINUTE);
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && owed) { owed = false; check(); }
  });

  // The same page, fetched again past the browser's cache; its standings section replaces this one's. The
  // find-an-entrant form is kept (its listeners and what was typed), and so is the "Your entry" line; the
  // window's and the table's scroll positions are put back. A page that no longer exists (fewer pages now) sends the reader to page 1.
  function update(button) {
    button.disabled = true;
    fetch(location.pathname, { cache: "no-cache" }).then(function (response) {
      if (response.status === 404) { location.href = script.getAttribute("data-live").replace(/live\.json$/, ""); return null; }
      if (!response.ok) throw new Error(response.status);
      return response.text();
    }).then(function (html) {
      if (html === null) return;
      var fresh = new DOMParser().parseFromString(html, "text/html");
      var section = document.querySelector(".standings-section"), next = fresh.querySelector(".standings-section");
      if (!section || !next) throw new Error("no standings section");
      var x = window.scrollX, y = window.scrollY, table = section.querySelector(".standings-scroll");
      var left = table ? table.scrollLeft : 0;
      var form = section.querySelector("form.entrant-search"), newForm = next.querySelector("form.entrant-search");
      if (form && newForm) newForm.replaceWith(form);
      // entrants.js's "Your entry" line keeps its place and height until it is redrawn for the new standings.
      var line = section.querySelector(".mine-line"), newTable = next.querySelector(".standings-scroll");
      if (line && newTable) newTable.before(line);
      var badges = document.querySelector(".badges"), newBadges = fresh.querySelector(".badges");
      if (badges && newBadges) badges.replaceWith(document.adoptNode(newBadges));
      section.replaceWith(document.adoptNode(next));
      var newScript = fresh.querySelector("script[data-live]");
      shown = newScript ? newScript.getAttribute("data-generated") + "\n" + newScript.getAttribute("data-state") : heard;
      if (!newScript) stopped = true;
      table = next.querySelector(".standings-scroll");
      if (table) table.scrollLeft = left;
      window.scrollTo(x, y);
      region.replaceChildren();
      announced = "";
      document.dispatchEvent(new CustomEvent("pcsite:standings"));
      var heading = next.querySelector("h2");
      if (heading) { heading.tabIndex = -1; heading.focus({ preventScroll: true }); }
    }).catch(function () { button.disabled = false; });
  }

  schedule();
})();
