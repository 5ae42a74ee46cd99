/** The package version `inbox --version` prints; a test keeps it equal to `deno.json`'s. @module */

export const VERSION = "0.1.0";
