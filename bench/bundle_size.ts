/**
 * Bundle sizes: what each entry costs a browser or Worker bundle, minified and gzipped, next to
 * the official `resend` SDK and `@upyo/core` bundled the same way (`deno bundle --platform
 * browser --minify`, then gzip level 9). Goal: each of ours smaller than the smallest peer.
 *
 *   deno run -A bench/bundle_size.ts [--write]     # --write updates the table in bench/README.md
 */

import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { bundle } from "../scripts/bundle.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const RESEND = "npm:resend@6.38.0";
const UPYO_CORE = "npm:@upyo/core@0.5.5";

/** What is measured: a name, what it is, and the entry module's source. */
const CASES: { name: string; what: string; source: string; ours: boolean; external?: string[]; split?: boolean }[] = [
  {
    name: "`@service/mail`: `mail` + `resend`",
    what: "send through one provider (pipeline, addresses, scheduling, FormData, auto text)",
    // The npm package says `sideEffects: false`, so a bundler keeps only the modules these come
    // from; importing them by module here measures the same without an npm install.
    source: `export { mail, set_provider } from "${ROOT}/src/providers/default.ts";
      export { resend } from "${ROOT}/src/providers/resend/send.ts";`,
    ours: true,
  },
  {
    name: "`@service/mail`: `resend` alone",
    what: "a provider object without the default `mail()` (and its `account` provider)",
    source: `export { resend } from "${ROOT}/src/providers/resend/send.ts";`,
    ours: true,
  },
  {
    name: "`@service/mail/inbox`",
    what: "the whole entry: temp, wait, watch (SSE), Mail",
    source: `export * from "${ROOT}/inbox.ts";`,
    ours: true,
  },
  {
    name: "`@service/mail/webhooks`",
    what: "the whole entry: 24 providers' verification and normalising",
    source: `export * from "${ROOT}/webhooks.ts";`,
    ours: true,
  },
  {
    name: "… the same, `bowser` left out",
    what: "our own code: what user-agent parsing costs is the difference",
    source: `export * from "${ROOT}/webhooks.ts";`,
    ours: true,
    external: ["bowser"],
  },
  {
    name: "`@service/mail/webhooks`: `receive` only",
    what: "what an endpoint imports (every adapter stays: the provider is chosen at run time)",
    source: `export { receive } from "${ROOT}/webhooks.ts";`,
    ours: true,
  },
  {
    name: "… the same, code split: first load",
    what: "with a splitting bundler: the MIME parser and extraction load on the first inbound post",
    source: `export { receive } from "${ROOT}/webhooks.ts";`,
    ours: true,
    split: true,
  },
  {
    name: "… the same, code split: inbound reader",
    what: "the chunk an inbound post loads (postal-mime, code and link extraction)",
    source: `export { receive } from "${ROOT}/webhooks.ts";`,
    ours: true,
    split: true,
  },
  {
    name: "`resend` 6.38.0 (official SDK)",
    what: "`Resend` class",
    source: `export { Resend } from "${RESEND}";`,
    ours: false,
  },
  {
    name: "`@upyo/core` 0.5.5",
    what: "the whole core (message types, no transport)",
    source: `export * from "${UPYO_CORE}";`,
    ours: false,
  },
];

/** One measurement. */
export interface Size {
  name: string;
  what: string;
  ours: boolean;
  min: number;
  gzip: number;
}

/** Bundles and measures every case. */
export async function measure(): Promise<Size[]> {
  const dir = join(ROOT, "dist", ".bench");
  await Deno.mkdir(dir, { recursive: true });
  const sizes: Size[] = [];
  for (const [i, c] of CASES.entries()) {
    const entry = join(dir, `entry_${i}.ts`);
    const out = join(dir, `entry_${i}.js`);
    await Deno.writeTextFile(entry, `${c.source}\n`);
    const split_dir = join(ROOT, "dist", ".bench", `split_${i}`);
    await bundle(entry, c.split ? split_dir : out, {
      minify: true,
      ...(c.external ? { external: c.external } : {}),
      ...(c.split ? { split: true } : {}),
    });
    const chunk = async () => {
      // The entry chunk, or (for the reader row) the other chunk.
      const names = [...Deno.readDirSync(split_dir)].map((f) => f.name).filter((n) => n.endsWith(".js"));
      const name = c.name.includes("reader")
        ? names.find((n) => n !== `entry_${i}.js`)!
        : names.find((n) => n === `entry_${i}.js`)!;
      return await Deno.readFile(join(split_dir, name));
    };
    const bytes = c.split ? await chunk() : await Deno.readFile(out);
    sizes.push({
      name: c.name,
      what: c.what,
      ours: c.ours,
      min: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  return sizes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The markdown table. */
export function table(sizes: Size[]): string {
  const smallest_peer = Math.min(...sizes.filter((s) => !s.ours).map((s) => s.gzip));
  const resend = sizes.find((s) => s.name.startsWith("`resend`"))!.gzip;
  const rows = sizes.map((s) => {
    const verdict = s.ours ? (s.gzip < smallest_peer ? "smaller ✔" : "larger ✘") : "peer";
    return `| ${s.name} | ${s.what} | ${kb(s.min)} | ${kb(s.gzip)} | ${verdict} | ${(s.gzip / resend).toFixed(2)}× |`;
  });
  return [
    "| bundle | what it holds | minified | min + gzip | vs smallest peer | vs `resend` |",
    "|---|---|---:|---:|---|---:|",
    ...rows,
  ].join("\n");
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { write: { type: "boolean", default: false } } });
  const sizes = await measure();
  const text = table(sizes);
  console.log(text);
  if (values.write) {
    const path = join(ROOT, "bench", "README.md");
    const readme = await Deno.readTextFile(path);
    const start = "<!-- bundle_size:start -->";
    const end = "<!-- bundle_size:end -->";
    const from = readme.indexOf(start);
    const to = readme.indexOf(end);
    if (from < 0 || to < 0) throw new Error(`bench/README.md has no ${start} … ${end} markers`);
    await Deno.writeTextFile(path, `${readme.slice(0, from + start.length)}\n${text}\n${readme.slice(to)}`);
    await new Deno.Command(Deno.execPath(), { args: ["fmt", "--quiet", path] }).output();
    console.log(`updated ${path}`);
  }
}
