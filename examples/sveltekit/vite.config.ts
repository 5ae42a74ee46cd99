// SvelteKit 3 takes its configuration here (there is no svelte.config.js any more). Add the
// adapter of the platform you deploy to, e.g. `sveltekit({ adapter: node() })` with
// `@sveltejs/adapter-node`; without one, `vite build` builds and says that none is set.
import { sveltekit } from "@sveltejs/kit/vite";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [sveltekit()] });
