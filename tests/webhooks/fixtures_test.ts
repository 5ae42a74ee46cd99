import { expect } from "chai";
import { receive } from "../../webhooks.ts";
import type { ProviderKey, WebhookEvent } from "../../webhooks.ts";

const ROOT = new URL("../fixtures/webhooks/", import.meta.url);

interface Fixture {
  doc: string;
  headers?: Record<string, string>;
  body?: unknown;
  body_text?: string;
  expected: Record<string, unknown>[];
}

function plain(event: WebhookEvent): Record<string, unknown> {
  const { raw, provider: _provider, data: _data, ...rest } = event;
  expect(raw, "raw is kept").to.not.equal(undefined);
  return { ...rest, timestamp: event.timestamp.toISOString() };
}

for (const provider of Deno.readDirSync(ROOT)) {
  if (!provider.isDirectory) continue;
  for (const file of Deno.readDirSync(new URL(`${provider.name}/`, ROOT))) {
    const fixture: Fixture = JSON.parse(Deno.readTextFileSync(new URL(`${provider.name}/${file.name}`, ROOT)));
    Deno.test(`${provider.name}: the documented ${file.name.replace(".json", "")} sample becomes the expected events`, async () => {
      const body = fixture.body_text ?? JSON.stringify(fixture.body);
      const request = new Request("https://example.com/hook", {
        method: "POST",
        headers: { "content-type": "application/json", ...fixture.headers },
        body,
      });
      const events = await receive(request, { provider: provider.name as ProviderKey, verify: false });
      expect(events.map(plain)).to.deep.equal(fixture.expected);
      for (const event of events) expect(event.provider).to.equal(provider.name);
    });
  }
}
