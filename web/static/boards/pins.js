// Rows of pins (take-and-break games such as Kayles): a click knocks down
// pins in a row, as many as chosen (digits, Shift-click for one more, or
// the buttons under the board), and the pins on either side stand as two
// heaps.
import { renderBoard } from "../js/board.js";
import { draw, legend } from "../js/picture.js";
import { heapKey } from "../js/things.js";
import { $, ints, lastOf } from "../js/util.js";
import { thingBoard } from "./lib/base.js";
import { drawLanes, explainKnock, knockChoices, segments, syncLanes } from "./lib/lanes.js";

export default thingBoard({
  title: "Rows of pins",
  draw: (g) => drawLanes(g, { pins: true }),
  keepsLanes: () => true,
  legend: (g) => g.knock === 0 ? "Click a pin to split its row just after it; arrows move the cursor, Enter splits." :
    "Click a pin to knock it, with the pins after it the choice above asks for (none: the row splits after it); Shift-click knocks one more; arrows move the cursor, digits choose how many pins, Enter knocks.",
  click(g, ev) { // Shift: one pin more than the choice
    if (!ev.shiftKey) return;
    const more = knockChoices().find((r) => r > (g.knock || 0));
    if (more !== undefined) { g.knock = more; renderBoard(g); }
  },
  key(g, ev) { // a digit: how many pins a click knocks
    if (!/^[0-9]$/.test(ev.key) || !knockChoices().includes(+ev.key)) return false;
    g.knock = +ev.key;
    renderBoard(g);
    return true;
  },
  pointCursor(g, at, to) { // the knock that plays it, at the length it needs
    if (!to) return;
    const segs = segments(syncLanes(g)), e = explainKnock(segs, heapKey(ints(lastOf(to))));
    if (e) { g.knock = e.r; g.cursor = { id: `L${segs[e.k].lane + 1}.${segs[e.k].a + (e.r ? e.s : e.s - 1) + 1}` }; }
  },
});
