/**
 * The container files hold together with the server they run: the Dockerfile's base image is the
 * project's Deno, its user is not root, its settings and those of compose.yaml, compose.redis.yaml
 * and the GitHub Actions service-container example are ones `serve` accepts, and its health
 * check command passes against a running server and fails without one.
 */

import { expect } from "chai";
import { parse } from "yaml";
import { fileURLToPath } from "node:url";
import { read_config } from "../../src/server/main.ts";
import { test_server } from "../helpers/service.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const read = (path: string) => Deno.readTextFile(`${ROOT}/${path}`);

/** Dockerfile instructions with their continuation lines joined, comments dropped. */
async function dockerfile(): Promise<[string, string][]> {
  const text = (await read("Dockerfile")).replace(/\\\n\s*/g, " ");
  return text.split("\n").filter((line) => line.trim() && !line.startsWith("#")).map((line) => {
    const at = line.indexOf(" ");
    return [line.slice(0, at), line.slice(at + 1).trim()];
  });
}

/** `ENV A=1 B=2` as a record. */
function env_of(instructions: [string, string][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [op, args] of instructions) {
    if (op !== "ENV") continue;
    for (const pair of args.split(/\s+/)) {
      const at = pair.indexOf("=");
      out[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return out;
}

const lookup = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("the Dockerfile builds on the project's Deno, runs as a non-root user, binds 0.0.0.0, keeps KV on /data", async () => {
  const steps = await dockerfile();
  const ci = await read(".ci/run");
  const pinned = /deno@(\d+\.\d+\.\d+)/.exec(ci)![1];
  expect(steps[0]).to.deep.equal(["FROM", `denoland/deno:${pinned}`]);
  const users = steps.filter(([op]) => op === "USER").map(([, user]) => user);
  expect(users).to.deep.equal(["deno"]);
  expect(steps.findIndex(([op]) => op === "USER")).to.be.lessThan(steps.findIndex(([op]) => op === "ENTRYPOINT"));

  const env = env_of(steps);
  const config = await read_config([], lookup({ ...env, SERVICE_TOKEN: "svc_x" }));
  expect(config).to.include({ hostname: "0.0.0.0", port: 8025, smtp_port: 1025, store_spec: "kv:/data/service.kv" });
  expect(steps).to.deep.include(["VOLUME", "/data"]);
  expect(steps).to.deep.include(["EXPOSE", "1025 8025"]);

  // The same permissions as `deno task serve`, run from the cache made at build time.
  const serve = JSON.parse(await read("deno.json")).tasks.serve as string;
  const entry = JSON.parse(steps.find(([op]) => op === "ENTRYPOINT")![1]) as string[];
  expect(entry.join(" ")).to.equal(serve.replace("deno run ", "deno run --cached-only "));
  const cache = steps.find(([op, args]) => op === "RUN" && args.startsWith("deno cache"))![1].split(/\s+/);
  // Cached with the lock the served process uses, so the image holds exactly the server's npm packages.
  expect(cache.slice(0, 6)).to.deep.equal([
    "deno",
    "cache",
    "--config",
    "src/server/serve.json",
    "--lock=src/server/serve.lock",
    "--frozen",
  ]);
  const cached = cache.slice(6);
  expect(cached).to.include("src/server/main.ts");
  for (const file of cached) await Deno.stat(`${ROOT}/${file}`);
});

Deno.test("the Dockerfile's health check passes against a running server and fails when none answers", async () => {
  const steps = await dockerfile();
  const check = steps.find(([op]) => op === "HEALTHCHECK")![1];
  const command = JSON.parse(check.slice(check.indexOf("CMD ") + 4)) as string[];
  expect(command.slice(0, 2)).to.deep.equal(["deno", "eval"]);
  const run = async (port: number) =>
    (await new Deno.Command(Deno.execPath(), {
      args: command.slice(1),
      env: { SERVICE_HTTP_PORT: String(port), NO_COLOR: "1" },
      stdout: "null",
      stderr: "null",
    }).output()).code;
  const server = await test_server();
  try {
    expect(await run(server.port)).to.equal(0);
  } finally {
    await server.close();
  }
  expect(await run(server.port)).not.to.equal(0);
});

Deno.test("compose.yaml publishes 1025 and 8025 with settings serve accepts; compose.redis.yaml moves it to Redis", async () => {
  const compose = parse(await read("compose.yaml")) as {
    services: Record<string, { ports: string[]; environment: Record<string, string>; volumes: string[] }>;
  };
  const mail = compose.services.mail!;
  expect(mail.ports).to.deep.equal(["1025:1025", "8025:8025"]);
  expect(mail.volumes).to.deep.equal(["mail-data:/data"]);
  const env = env_of(await dockerfile());
  const config = await read_config([], lookup({ ...env, ...mail.environment, SERVICE_TOKEN: "svc_x" }));
  expect(config).to.include({ hostname: "0.0.0.0", smtp_auth: "any", store_spec: "kv:/data/service.kv" });

  const redis = parse(await read("compose.redis.yaml")) as {
    services: {
      mail: { environment: Record<string, string>; depends_on: Record<string, { condition: string }> };
      redis: { image: string; healthcheck: { test: string[] } };
    };
  };
  const over = { ...env, ...mail.environment, ...redis.services.mail.environment, SERVICE_TOKEN: "svc_x" };
  expect((await read_config([], lookup(over))).store_spec).to.equal("redis://redis:6379");
  expect(redis.services.mail.depends_on).to.deep.equal({ redis: { condition: "service_healthy" } });
  expect(redis.services.redis.healthcheck.test).to.deep.equal(["CMD", "redis-cli", "ping"]);
});

Deno.test("the Actions example runs the image as a service container on 1025 and 8025, and its steps are valid bash", async () => {
  const workflow = parse(await read("examples/github-actions/service-container.yml")) as {
    jobs: {
      e2e: {
        services: { mail: { image: string; ports: string[]; env: Record<string, string> } };
        env: Record<string, string>;
        steps: { name?: string; uses?: string; run?: string }[];
      };
    };
  };
  const job = workflow.jobs.e2e;
  expect(job.services.mail.ports).to.deep.equal(["1025:1025", "8025:8025"]);
  const config = await read_config([], lookup({ ...job.services.mail.env, SERVICE_TOKEN: "svc_x" }));
  expect(config).to.include({ store_spec: "memory", smtp_auth: "any" });
  expect(job.env).to.deep.equal({
    SERVICE_INBOX_URL: "http://localhost:8025",
    SMTP_HOST: "localhost",
    SMTP_PORT: "1025",
  });
  for (const step of job.steps) {
    if (step.uses) expect(step.uses).to.match(/^[\w-]+\/[\w-]+@v\d+$/);
    if (!step.run) continue;
    const { code, stderr } = await new Deno.Command("bash", { args: ["-n", "-c", step.run], stderr: "piped" }).output();
    expect(code, `${step.name}: ${new TextDecoder().decode(stderr)}`).to.equal(0);
  }
});
