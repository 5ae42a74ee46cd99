import { defineConfig } from "@playwright/test";

const port = Number(process.env.APP_PORT ?? 5173);

export default defineConfig({
  testDir: ".",
  timeout: 60_000,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    // Debian's or Ubuntu's Chromium; without this, `npx playwright install chromium` provides one.
    launchOptions: process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {},
  },
  webServer: {
    command: "node app.mjs",
    url: `http://127.0.0.1:${port}/signup`,
    env: { PORT: String(port), SMTP_URL: process.env.SMTP_URL ?? "smtp://127.0.0.1:1025" },
    reuseExistingServer: false,
  },
});
