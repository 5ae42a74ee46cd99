/**
 * What the npm package says about itself beyond its code: where it lives (`repository`,
 * `homepage`, `bugs`, from the git remote the package is built from, or `NPM_REPOSITORY`),
 * dependency ranges a user's lockfile can share with its other packages (`^x.y.z`: the version
 * tested, and later compatible ones), and declaration maps that lead "go to definition" to the
 * TypeScript sources shipped beside them (`ts/`).
 * @module
 */

import { dirname, join, relative } from "node:path";

/** `repository`, `homepage` and `bugs` for a git remote URL, or `{}` when it is no GitHub, GitLab or Codeberg URL. */
export function package_links(remote: string | undefined): Record<string, unknown> {
  const match =
    /^(?:git\+)?(?:https:\/\/|ssh:\/\/git@|git@)(github\.com|gitlab\.com|codeberg\.org)[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/
      .exec(remote?.trim() ?? "");
  if (!match) return {};
  const web = `https://${match[1]}/${match[2]}`;
  return {
    repository: { type: "git", url: `git+${web}.git` },
    homepage: `${web}#readme`,
    bugs: { url: `${web}/issues` },
  };
}

/** `NPM_REPOSITORY`, else the `origin` remote of the checkout at `root`. */
export async function repository_url(root: string): Promise<string | undefined> {
  const given = Deno.env.get("NPM_REPOSITORY");
  if (given) return given;
  const out = await new Deno.Command("git", { args: ["remote", "get-url", "origin"], cwd: root, stderr: "null" })
    .output().catch(() => null);
  return out?.success ? new TextDecoder().decode(out.stdout).trim() : undefined;
}

/** Exact versions as caret ranges: `1.2.3` → `^1.2.3`. */
export function caret_ranges(dependencies: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, version]) => [name, /^\d/.test(version) ? `^${version}` : version]),
  );
}

/**
 * Points every declaration map under `esm` at a copy of its source under `ts` (both inside the
 * package), so the paths still hold once installed. Answers how many maps it rewrote.
 */
export async function relink_declaration_maps(root: string, esm: string, ts_dir: string): Promise<number> {
  let count = 0;
  for await (const map_path of walk(esm)) {
    if (!map_path.endsWith(".d.ts.map")) continue;
    const map = JSON.parse(await Deno.readTextFile(map_path)) as { sources: string[]; sourceRoot?: string };
    map.sources = await Promise.all(map.sources.map(async (source) => {
      const original = join(dirname(map_path), map.sourceRoot ?? "", source);
      const inside = join(ts_dir, relative(root, original));
      await Deno.mkdir(dirname(inside), { recursive: true });
      await Deno.copyFile(original, inside);
      return relative(dirname(map_path), inside);
    }));
    delete map.sourceRoot;
    await Deno.writeTextFile(map_path, JSON.stringify(map));
    count++;
  }
  return count;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) yield* walk(path);
    else yield path;
  }
}
