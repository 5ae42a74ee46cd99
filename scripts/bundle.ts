/** `deno bundle --platform browser`: one ES module file with every dependency inlined. @module */

/** Options of `bundle`. */
export interface BundleOptions {
  minify?: boolean;
  /** Packages left as imports instead of inlined. */
  external?: string[];
  /** Split dynamic imports into chunks: `out` is then a directory, the entry chunk named after `entry`. */
  split?: boolean;
}

/** Bundles `entry` (a path) into `out`; throws with Deno's message when it fails. */
export async function bundle(entry: string, out: string, options: BundleOptions = {}): Promise<void> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "bundle",
      "--quiet",
      "--platform",
      "browser",
      ...(options.minify ? ["--minify"] : []),
      ...(options.external ?? []).flatMap((name) => ["--external", name]),
      ...(options.split ? ["--code-splitting", "--outdir"] : ["-o"]),
      out,
      entry,
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    throw new Error(`deno bundle ${entry} failed:\n${new TextDecoder().decode(output.stderr)}`);
  }
}
