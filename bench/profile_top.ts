/**
 * Where a `--cpu-prof` profile spends its time: self time by function and by package (npm
 * package, our `src/` area, or the runtime).
 *
 *   deno run -A bench/ingest_bench.ts --deno-flag=--cpu-prof --deno-flag=--cpu-prof-dir=/tmp/prof
 *   deno run -A bench/profile_top.ts /tmp/prof/*.cpuprofile [--top 25]
 */

import { parseArgs } from "node:util";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: "string", default: "25" } },
});
const profile: Profile = JSON.parse(await Deno.readTextFile(positionals[0]!));
const by_id = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function area(url: string): string {
  const npm = /registry\.npmjs\.org\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (npm) return `npm:${npm[1]}`;
  const ours = /\/(src\/[^/]+(?:\/[^/]+)?)\//.exec(url) ?? /\/(src\/[^/]+)\.ts/.exec(url);
  if (ours) return ours[1]!;
  if (url.startsWith("ext:") || url.startsWith("node:")) return url.split("/")[0]!.replace(/:.*/, ":runtime");
  return url ? url.replace(/^.*\//, "") : "(native / gc / idle)";
}

const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = by_id.get(id)!.callFrame;
  const name = `${functionName || "(anonymous)"} ${url.replace(/^.*\/(npm|src)\//, "$1/")}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  areas.set(area(url), (areas.get(area(url)) ?? 0) + us);
}
const show = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) =>
    `${(100 * us / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`
  ).join("\n");
console.log(
  `total ${(total / 1000).toFixed(0)} ms sampled\n\nby area:\n${show(areas, 20)}\n\nby function (self):\n${
    show(functions, Number(values.top))
  }`,
);
