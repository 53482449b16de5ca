// Heaps of tokens, a row a heap: a click on a token takes it and every
// token after it in its row.
import { draw, legend } from "../js/picture.js";
import { thingBoard } from "./lib/base.js";
import { drawLanes } from "./lib/lanes.js";

export default thingBoard({
  title: "Heaps of tokens",
  draw: (g) => drawLanes(g),
  keepsLanes: () => true,
  legend: () => "Click a token to take it and every token after it in its heap; arrows move the cursor, Enter takes.",
});
