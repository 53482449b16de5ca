// A drawn graph (Node Kayles, Arc Kayles): a click on a vertex removes it
// with its neighbours, a click on an edge its two ends (a loop: its
// vertex alone).
import { draw, legend } from "../js/picture.js";
import { thingBoard } from "./lib/base.js";
import { drawGraph } from "./lib/graphs.js";

export default thingBoard({
  title: "Graphs",
  draw: (g) => drawGraph(g, false),
  legend: () => "Click a vertex or an edge to play it (blue: legal); dashed orange: what the last move took.",
});
