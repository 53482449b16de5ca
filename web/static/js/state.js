// The lab's shared state, behind events: the page (the game chosen, the
// position in play) announces its changes here, and every other part (the
// research desk, the hints, the test hook) listens instead of reading
// globals or polling the URL.
//
// lab.config is the configuration chosen ({ spec, alter, misere }, see
// api.js) or null before the first; lab.position is the position in play
// as text ("3,5") or "" when none; lab.start the position a game would
// start at (the page's "Start at"). Events, each a CustomEvent on lab:
//   "config"   detail { config }            the game chosen changed
//   "position" detail { config, position }  the position in play changed
//   "start"    detail { config, start }     the start chosen changed
class Lab extends EventTarget {
  constructor() { super(); this.config = null; this.position = ""; this.start = ""; }

  setStart(start) {
    start = (start || "").trim();
    if (start === this.start) return;
    this.start = start;
    this.dispatchEvent(new CustomEvent("start", { detail: { config: this.config, start } }));
  }

  setConfig(config) {
    this.config = config;
    this.dispatchEvent(new CustomEvent("config", { detail: { config } }));
  }

  setPosition(position) {
    this.position = position || "";
    this.dispatchEvent(new CustomEvent("position", { detail: { config: this.config, position: this.position } }));
  }

  // on listens to an event and returns the function that stops listening.
  on(name, f) {
    const g = (e) => f(e.detail);
    this.addEventListener(name, g);
    return () => this.removeEventListener(name, g);
  }
}

export const lab = new Lab();
