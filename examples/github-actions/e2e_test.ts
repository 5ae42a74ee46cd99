/**
 * The GitHub Actions example: its YAML is a valid workflow shape, every `run` is valid bash, and
 * the steps that start, check and stop the inbox service run here as the runner would run them
 * (`RUNNER_TEMP`, `GITHUB_ENV` carried to later steps, `working-directory`).
 */

import { expect } from "chai";
import { parse } from "yaml";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const WORKFLOW = join(ROOT, "examples", "github-actions", "e2e.yml");

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
  "working-directory"?: string;
}

const workflow = parse(await Deno.readTextFile(WORKFLOW)) as {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, { "runs-on": string; "timeout-minutes": number; steps: Step[] }>;
};
const steps = workflow.jobs.e2e!.steps;

async function bash(args: string[], env: Record<string, string>, cwd: string) {
  const output = await new Deno.Command("bash", { args, env, cwd, clearEnv: true, stdout: "piped", stderr: "piped" })
    .output();
  const text = new TextDecoder();
  return { code: output.code, stdout: text.decode(output.stdout), stderr: text.decode(output.stderr) };
}

Deno.test("the workflow has one e2e job whose actions are pinned and whose Deno is the project's", async () => {
  expect(workflow.name).to.equal("e2e");
  expect(Object.keys(workflow.on)).to.deep.equal(["push", "pull_request"]);
  expect(workflow.jobs.e2e!["runs-on"]).to.equal("ubuntu-latest");
  for (const step of steps) {
    expect(Boolean(step.uses) !== Boolean(step.run), `${step.name}: uses or run`).to.equal(true);
    if (step.uses) expect(step.uses).to.match(/^[\w-]+\/[\w-]+@v\d+$/);
  }
  const deno = steps.find((step) => step.uses?.startsWith("denoland/setup-deno"));
  expect(deno?.with?.["deno-version"]).to.equal("v2.9.6");
  const service = steps.find((step) => step.with?.path === "inbox-service");
  expect(service?.uses).to.equal("actions/checkout@v4");
  // No placeholder to forget: the repository comes from a variable the first steps insist on.
  expect(service?.with?.repository).to.equal("${{ vars.SERVICE_MAIL_REPOSITORY }}");
  expect(await Deno.readTextFile(WORKFLOW)).not.to.match(/your-org|example-org|<owner>/);
  expect(steps.at(-1)?.if).to.equal("always()");
});

Deno.test("without SERVICE_MAIL_REPOSITORY the job stops at once, naming the variable; with it, it goes on", async () => {
  const step = steps.find((s) => s.name === "Name the inbox service's repository")!;
  expect(step.env).to.deep.equal({ SERVICE_MAIL_REPOSITORY: "${{ vars.SERVICE_MAIL_REPOSITORY }}" });
  const path = { PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin" };
  const unset = await bash(["-e", "-c", step.run!], { ...path, SERVICE_MAIL_REPOSITORY: "" }, ROOT);
  expect([unset.code, unset.stdout]).to.deep.equal([
    1,
    "::error::Set the repository variable SERVICE_MAIL_REPOSITORY to the owner/name of the repository that holds @service/mail\n",
  ]);
  const set = await bash(["-e", "-c", step.run!], { ...path, SERVICE_MAIL_REPOSITORY: "acme/mail" }, ROOT);
  expect(set.code).to.equal(0);
});

Deno.test("every run step is valid bash", async () => {
  for (const step of steps.filter((s) => s.run)) {
    const result = await bash(["-n", "-c", step.run!], { PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin" }, ROOT);
    expect(result.code, `${step.name}: ${result.stderr}`).to.equal(0);
  }
});

Deno.test("the service steps start the reference server, reach it through GITHUB_ENV, and stop it", async () => {
  const workspace = await Deno.makeTempDir({ prefix: "gha-" });
  const runner_temp = join(workspace, "_temp");
  await Deno.mkdir(runner_temp);
  await Deno.symlink(ROOT, join(workspace, "inbox-service"));
  const github_env = join(runner_temp, "github_env");
  await Deno.writeTextFile(github_env, "");
  const home = Deno.env.get("HOME") ?? "/root";
  const base: Record<string, string> = {
    PATH: `${dirname(Deno.execPath())}:${Deno.env.get("PATH") ?? "/usr/bin:/bin"}`,
    HOME: home,
    DENO_DIR: Deno.env.get("DENO_DIR") ?? join(home, ".cache", "deno"),
    RUNNER_TEMP: runner_temp,
    GITHUB_ENV: github_env,
    NO_COLOR: "1",
  };
  const exported = async () =>
    Object.fromEntries(
      (await Deno.readTextFile(github_env)).split("\n").filter(Boolean).map((line) => {
        const at = line.indexOf("=");
        return [line.slice(0, at), line.slice(at + 1)];
      }),
    );
  const run = async (name: string) => {
    const step = steps.find((s) => s.name === name)!;
    const cwd = join(workspace, step["working-directory"] ?? ".");
    const result = await bash(["-e", "-c", step.run!], { ...base, ...(await exported()) }, cwd);
    expect(result.code, `${name}: ${result.stderr}${result.stdout}`).to.equal(0);
    return result;
  };
  try {
    await run("Start the inbox service");
    const env = await exported();
    expect(env.SERVICE_INBOX_URL).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(env.SMTP_URL).to.match(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const checked = await run("Check that it answers");
    expect(checked.stdout).to.equal("Throwaway inboxes for tests and automation.\n");
    await run("Stop the inbox service");
    let stopped = false;
    for (let i = 0; i < 50 && !stopped; i++) {
      stopped = await fetch(env.SERVICE_INBOX_URL!).then(async (r) => (await r.body?.cancel(), false), () => true);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stopped, "the server is gone after the stop step").to.equal(true);
  } finally {
    const pid = await Deno.readTextFile(join(runner_temp, "inbox.pid")).catch(() => "");
    if (pid.trim()) {
      try {
        Deno.kill(Number(pid), "SIGKILL");
      } catch { /* already stopped */ }
    }
    await Deno.remove(workspace, { recursive: true });
  }
});
