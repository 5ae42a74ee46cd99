// A sign-up test that reads the real mail: a throwaway inbox per test, deleted at the end.

import { expect, test } from "@playwright/test";
import { temp } from "@service/mail/inbox";

test("sign-up mails a code that verifies the account", async ({ page }) => {
  await using inbox = await temp({ ttl: "15m" }); // SERVICE_INBOX_URL says where the service is

  await page.goto("/signup");
  await page.fill("#email", inbox.address);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("h1")).toHaveText("Check your mail");

  const mail = await inbox.wait({ subject: "Your Acme code", timeout: "30s" });
  expect(mail.from).toBe("hello@acme.example");
  await page.fill("#code", mail.code!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("h1")).toHaveText("Welcome");
});

test("a wrong code is refused", async ({ page }) => {
  await using inbox = await temp({ ttl: "15m" });
  await page.goto("/signup");
  await page.fill("#email", inbox.tag("wrong"));
  await page.getByRole("button", { name: "Sign up" }).click();
  const mail = await inbox.wait({ tag: "wrong", timeout: "30s" });
  await page.fill("#code", mail.code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("h1")).toHaveText("Wrong code");
});
