// The same sign-up against a server in catch-all mode (`deno task serve --catch-all`), the way a
// Mailpit user writes it: the test types any address — ada@example.com — and reads the code from
// all caught mail. No inbox is made first. Runs when SERVICE_CATCH_ALL_TOKEN (the operator token
// the server printed) is set; SERVICE_INBOX_URL says where the server is.

import { expect, test } from "@playwright/test";
import { catch_all } from "@service/mail/inbox";

test.skip(
  !process.env.SERVICE_CATCH_ALL_TOKEN,
  "needs a server in catch-all mode and SERVICE_CATCH_ALL_TOKEN",
);

test("sign-up as ada@example.com gets its code from the catch-all", async ({ page }) => {
  const caught = catch_all();
  // Only mail this test causes counts, even on a server that caught Ada's mail before.
  const { cursor } = await caught.info();

  await page.goto("/signup");
  await page.fill("#email", "ada@example.com");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator("h1")).toHaveText("Check your mail");

  const mail = await caught.wait({
    to: "ada@example.com",
    subject: "Your Acme code",
    after: cursor,
    timeout: "30s",
  });
  expect(mail.from).toBe("hello@acme.example");
  await page.fill("#code", mail.code!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("h1")).toHaveText("Welcome");
});
