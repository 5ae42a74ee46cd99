/**
 * Writes the held-out extraction corpus, `tests/fixtures/extract_holdout/<family>/<NN>_<kind>_<lang>.eml`
 * with the expected `.json` beside each (the world corpus's schema). The mails were written for this
 * set alone, without reading the extractor or the world corpus's mails; see the README there.
 *
 * `deno run --allow-read --allow-write tests/extract/holdout_build.ts` writes them;
 * `--check` only compares and fails when a file differs.
 * @module
 */

const OUT = new URL("../fixtures/extract_holdout/", import.meta.url);

import { type Mail, write_corpus } from "./holdout_kit.ts";

// ---------------------------------------------------------------- HTML pieces

/** A full HTML document: a centred table of `width` holding `rows` (already `<tr>`s). */
function page(
  o: { lang: string; title: string; rows: string; bg?: string; width?: number; preheader?: string; rtl?: boolean },
): string {
  const dir = o.rtl ? ` dir="rtl"` : "";
  const pre = o.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${o.preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>\n`
    : "";
  return `<!DOCTYPE html>
<html lang="${o.lang}"${dir}>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; }
  table { border-collapse:collapse; }
  a { text-decoration:none; }
  @media only screen and (max-width:620px) { .container { width:100% !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:${o.bg ?? "#f4f4f7"};">
${pre}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${
    o.bg ?? "#f4f4f7"
  };">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="container" width="${
    o.width ?? 600
  }" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;border-radius:6px;">
${o.rows}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;";

function logo(src: string, alt: string, width = 120): string {
  return `<tr><td style="padding:28px 40px 8px 40px;"><img src="${src}" width="${width}" alt="${alt}" style="display:block;border:0;"></td></tr>`;
}

function h1(s: string, color = "#1a1a1a"): string {
  return `<tr><td style="padding:16px 40px 4px 40px;${font}font-size:22px;line-height:30px;font-weight:700;color:${color};">${s}</td></tr>`;
}

/** A paragraph row; the text may hold inline HTML. */
function p(s: string, style = ""): string {
  return `<tr><td style="padding:8px 40px;${font}font-size:15px;line-height:23px;color:#3c3c3c;${style}">${s}</td></tr>`;
}

function button(href: string, label: string, color = "#0061fe", text = "#ffffff"): string {
  return `<tr><td align="left" style="padding:18px 40px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="${color}" style="border-radius:4px;"><a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;${font}font-size:15px;font-weight:600;color:${text};text-decoration:none;border-radius:4px;">${label}</a></td>
</tr></table>
</td></tr>`;
}

/** A big letter-spaced code in one cell. */
function code_cell(code: string, o: { spacing?: number; size?: number; bg?: string; color?: string } = {}): string {
  return `<tr><td align="center" style="padding:16px 40px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>
<td align="center" style="background-color:${
    o.bg ?? "#f2f4f8"
  };border-radius:6px;padding:18px 10px;font-family:'Courier New',Courier,monospace;font-size:${
    o.size ?? 32
  }px;font-weight:700;letter-spacing:${o.spacing ?? 8}px;color:${o.color ?? "#111111"};">${code}</td>
</tr></table>
</td></tr>`;
}

/** A code with each character in its own box. */
function code_boxes(code: string, color = "#222222"): string {
  const cells = [...code].map((ch) =>
    ch === " " || ch === "-"
      ? `<td style="width:14px;${font}font-size:28px;color:#999999;" align="center">${ch === "-" ? "&ndash;" : ""}</td>`
      : `<td align="center" style="width:40px;height:52px;border:1px solid #d0d4dc;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:28px;font-weight:700;color:${color};">${ch}</td><td style="width:6px;"></td>`
  ).join("");
  return `<tr><td align="center" style="padding:18px 40px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${cells}</tr></table></td></tr>`;
}

function hr(): string {
  return `<tr><td style="padding:12px 40px;"><div style="border-top:1px solid #e6e8eb;font-size:1px;line-height:1px;">&nbsp;</div></td></tr>`;
}

/** A small grey footer: lines of text, then a row of links. */
function footer(lines: string[], links: [string, string][] = []): string {
  const row = links.map(([label, href]) =>
    `<a href="${href}" style="color:#8a8f98;text-decoration:underline;">${label}</a>`
  )
    .join(" &nbsp;|&nbsp; ");
  return `<tr><td style="padding:20px 40px 30px 40px;${font}font-size:12px;line-height:18px;color:#8a8f98;">${
    lines.join("<br>")
  }${row ? `<br><br>${row}` : ""}</td></tr>`;
}

function socials(items: [string, string][]): string {
  return `<tr><td align="center" style="padding:10px 40px;">${
    items.map(([name, href]) =>
      `<a href="${href}" style="display:inline-block;margin:0 6px;"><img src="https://static.mailcdn.example/social/${name.toLowerCase()}.png" width="24" height="24" alt="${name}" style="border:0;"></a>`
    ).join("")
  }</td></tr>`;
}

/** A two-column table of label / value rows (orders, invoices). */
function facts(rows: [string, string][]): string {
  return `<tr><td style="padding:8px 40px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${font}font-size:14px;color:#333333;">${
    rows.map(([k, v]) =>
      `<tr><td style="padding:6px 0;border-bottom:1px solid #eeeeee;color:#777777;">${k}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #eeeeee;font-weight:600;">${v}</td></tr>`
    ).join("\n")
  }</table></td></tr>`;
}

/** A plain-text version made from HTML the way mailing tools do it (links as `label [href]`). */
function text_of(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, "").replace(/<\/body>[\s\S]*$/i, "")
    .replace(/<div style="display:none[\s\S]*?<\/div>/, "")
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, (_, alt) => alt ? `${alt} ` : "")
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href, label) => {
      const l = label.replace(/<[^>]+>/g, "").trim();
      return l && l !== href ? `${l} [${href}]` : href;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|tr|h\d|div|li)>/gi, "\n")
    .replace(/<\/td>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ").replace(/&ndash;/g, "–").replace(/&mdash;/g, "—").replace(/&#847;|&zwnj;/g, "")
    .replace(/&copy;/g, "©").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return body.split("\n").map((l) => l.replace(/[ \t]+/g, " ").trim()).join("\n").replace(/\n{3,}/g, "\n\n").trim() +
    "\n";
}

/** A simple HTML mail of paragraphs, as small senders and open-source defaults send. */
function simple_html(lang: string, title: string, body: string, rtl = false): string {
  return `<!DOCTYPE html>
<html lang="${lang}"${rtl ? ' dir="rtl"' : ""}>
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
${body}
</body>
</html>
`;
}

/** Every mail of the set, in the order written. */
export const mails: Mail[] = [];
const add = (...m: Mail[]) => mails.push(...m);

// ================================================================ consumer

// ---- dropbox
{
  const foot = (lang: string) =>
    socials([["Twitter", "https://twitter.com/Dropbox"], ["Facebook", "https://www.facebook.com/Dropbox"], [
      "Instagram",
      "https://www.instagram.com/dropbox",
    ]]) + "\n" + footer(
      [
        lang === "de"
          ? "Sie erhalten diese E-Mail, weil Sie ein Dropbox-Konto haben."
          : lang === "fr"
          ? "Vous recevez cet e-mail parce que vous avez un compte Dropbox."
          : lang === "ja"
          ? "このメールは Dropbox アカウントをお持ちの方にお送りしています。"
          : "You received this email because you have a Dropbox account.",
        "© 2025 Dropbox, Inc. · 1800 Owens St, San Francisco, CA 94158",
      ],
      [
        ["Help Center", "https://help.dropbox.com/?_tk=email"],
        ["Privacy", "https://www.dropbox.com/privacy"],
        ["Email preferences", "https://www.dropbox.com/account/notifications?src=em_ft"],
      ],
    );
  const top = logo("https://cfl.dropboxstatic.com/static/images/emails/glyph/glyph_34@2x.png", "Dropbox", 40);
  {
    const html = page({
      lang: "en",
      title: "Your Dropbox security code",
      preheader: "Use this code to finish signing in.",
      rows: [
        top,
        h1("Finish signing in"),
        p("Hi Sam,"),
        p("Someone (hopefully you) is signing in to Dropbox from Chrome on Windows. Enter this security code in the browser window to finish:"),
        code_cell("740 285", { spacing: 6 }),
        p("This code expires in 15 minutes. If you didn’t try to sign in, you can ignore this email — but consider changing your password."),
        p("Thanks,<br>The Dropbox team"),
        foot("en"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "en",
      kind: "login-code",
      code: "740285",
      link: null,
      from: "Dropbox <no-reply@dropbox.com>",
      subject: "Your Dropbox security code",
      date: "Tue, 14 Oct 2025 09:12:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "de",
      title: "Neue Anmeldung bei Dropbox",
      rows: [
        top,
        h1("Neue Anmeldung bei Ihrem Konto"),
        p("Hallo Sam,"),
        p("wir haben am 3. November 2025 um 21:47 Uhr (MEZ) eine neue Anmeldung bei Ihrem Dropbox-Konto festgestellt."),
        facts([["Gerät", "iPhone 15 (iOS 18.1)"], ["Ort", "Hamburg, Deutschland"], ["IP-Adresse", "84.163.22.190"]]),
        p('Wenn Sie das waren, müssen Sie nichts weiter tun. Falls nicht, ändern Sie bitte umgehend Ihr Passwort in den <a href="https://www.dropbox.com/account/security" style="color:#0061fe;">Sicherheitseinstellungen</a>.'),
        p("Viele Grüße<br>Ihr Dropbox-Team"),
        foot("de"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "de",
      kind: "new-signin",
      code: null,
      link: null,
      from: "Dropbox <no-reply@em.dropbox.com>",
      subject: "Neue Anmeldung bei Dropbox auf iPhone",
      date: "Mon, 03 Nov 2025 20:48:02 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://www.dropbox.com/l/AAD3kq9Rw1vYc0mZtB7xLhP2s_fN4aE/password_reset?cl=fr_FR&tk=Xe91Lb";
    const html = page({
      lang: "fr",
      title: "Réinitialisation du mot de passe Dropbox",
      rows: [
        top,
        h1("Réinitialisez votre mot de passe"),
        p("Bonjour Sam,"),
        p("Quelqu’un a récemment demandé à modifier le mot de passe de votre compte Dropbox. Si c’était vous, vous pouvez définir un nouveau mot de passe ici :"),
        button(link, "Réinitialiser le mot de passe"),
        p("Si vous ne souhaitez pas modifier votre mot de passe ou si vous n’êtes pas à l’origine de cette demande, ignorez ce message et supprimez-le."),
        p("Pour protéger votre compte, ne transférez pas cet e-mail."),
        p("L’équipe Dropbox"),
        foot("fr"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "fr",
      kind: "reset-link",
      code: null,
      link,
      from: "Dropbox <no-reply@dropbox.com>",
      subject: "Réinitialisez votre mot de passe Dropbox",
      date: "Wed, 22 Oct 2025 07:30:11 +0000",
      text:
        `Bonjour Sam,\n\nQuelqu’un a récemment demandé à modifier le mot de passe de votre compte Dropbox. Si c’était vous, vous pouvez définir un nouveau mot de passe ici :\n\n${link}\n\nSi vous ne souhaitez pas modifier votre mot de passe ou si vous n’êtes pas à l’origine de cette demande, ignorez ce message et supprimez-le.\n\nL’équipe Dropbox\n\n© 2025 Dropbox, Inc. · 1800 Owens St, San Francisco, CA 94158\n`,
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://www.dropbox.com/emailverify/AAAr7vQk3m2JxW9pZ0tLsB1cHq?cl=ja_JP";
    const html = page({
      lang: "ja",
      title: "メールアドレスの確認",
      rows: [
        top,
        h1("メールアドレスを確認してください"),
        p("Sam 様"),
        p("Dropbox にご登録いただきありがとうございます。下のボタンをクリックして、このメールアドレス（sam.reader@inbox.example）がご本人のものであることを確認してください。"),
        button(link, "メールアドレスを確認"),
        p(
          'ボタンが機能しない場合は、次のリンクをブラウザに貼り付けてください：<br><a href="' + link +
            '" style="color:#0061fe;word-break:break-all;">' + link + "</a>",
        ),
        p("Dropbox チーム"),
        foot("ja"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "ja",
      kind: "verify-link",
      code: null,
      link,
      from: "Dropbox <no-reply@dropbox.com>",
      subject: "Dropbox: メールアドレスを確認してください",
      date: "Sat, 08 Nov 2025 02:14:50 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const link =
      "https://www.dropbox.com/scl/fo/j8k2q0w9m1x/AAB-invite_7HcQ?rlkey=t5v0pzm3yq&email=sam.reader%40inbox.example&accept=1";
    const html = page({
      lang: "en",
      title: "Priya Natarajan invited you to “Q4 Budget Review”",
      rows: [
        top,
        h1("Priya Natarajan invited you to edit “Q4 Budget Review”"),
        p(
          "<i>“Hi Sam — all the spreadsheets for Thursday are in here. Can you add the travel numbers?”</i>",
          "color:#555555;border-left:3px solid #d0d4dc;",
        ),
        p("Join the shared folder to start collaborating. It contains 14 files (212 MB)."),
        button(link, "Go to folder"),
        p("Once you accept, “Q4 Budget Review” will appear in your Dropbox and sync to your devices."),
        foot("en"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "en",
      kind: "invite-link",
      code: null,
      link,
      from: "Priya Natarajan (via Dropbox) <no-reply@dropbox.com>",
      subject: "Priya Natarajan invited you to “Q4 Budget Review”",
      date: "Thu, 16 Oct 2025 15:02:37 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your Dropbox is full",
      preheader: "Get 2 TB for $9.99/mo — 30% off your first year",
      rows: [
        top,
        h1("Your Dropbox is full"),
        p("You’re using 2.0 GB of 2.0 GB. Files stopped syncing on Oct 30, 2025."),
        p("Upgrade to Dropbox Plus for 2 TB (2,000 GB) of space. For a limited time, use code <b>PLUS30FALL</b> at checkout to save 30% on your first year."),
        button("https://e.dropbox.com/c/eJwdjEEKwzAMBL9j3-JGkuPkkEM-EiRbaQ3FBMeB_L4YDnsMuzurxt2", "Upgrade now"),
        p("Offer valid until December 1, 2025. Plus costs $11.99/month billed monthly, or $119.88/year billed yearly."),
        foot("en"),
      ].join("\n"),
    });
    add({
      family: "dropbox",
      group: "consumer",
      lang: "en",
      kind: "marketing",
      code: null,
      link: null,
      from: "Dropbox <marketing@em.dropbox.com>",
      subject: "Your Dropbox is full — 30% off Plus",
      date: "Fri, 31 Oct 2025 17:00:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
      headers: [["List-Unsubscribe", "<https://e.dropbox.com/unsub/eJwdjEEKwzAMBL9j>"]],
    });
  }
}

// ---- figma
{
  const f = hr() + "\n" +
    footer(["Figma, Inc. · 760 Market St, Floor 10, San Francisco, CA 94102", "© 2025 Figma, Inc."], [
      ["Unsubscribe", "https://www.figma.com/settings/notifications?unsub=1"],
      ["Help", "https://help.figma.com"],
    ]);
  const top = logo("https://static.figma.com/uploads/logo-email.png", "Figma", 28);
  {
    const link =
      "https://www.figma.com/verify_email?token=4f9d2a7b8c1e03f6a5b4d9e8c7f2a1b0&email=sam.reader%40inbox.example";
    const html = page({
      lang: "en",
      title: "Verify your email",
      bg: "#ffffff",
      rows: [
        top,
        h1("Verify your email address"),
        p("Thanks for signing up for Figma! Please verify that sam.reader@inbox.example is your email address."),
        button(link, "Verify email", "#0d99ff"),
        p("This link will expire in 24 hours."),
        f,
      ].join("\n"),
    });
    add({
      family: "figma",
      group: "consumer",
      lang: "en",
      kind: "verify-link",
      code: null,
      link,
      from: "Figma <support@figma.com>",
      subject: "Verify your email for Figma",
      date: "Mon, 06 Oct 2025 11:20:09 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const link = "https://www.figma.com/invite/accept?invite_id=1489273650182&token=Zk3Rq8Lw0YpT";
    const html = page({
      lang: "es",
      title: "Invitación a Figma",
      rows: [
        top,
        h1("Lucía Romero te invitó a «Rediseño App Móvil»"),
        p("Lucía Romero (lucia@estudio-norte.es) te ha invitado a editar el archivo <b>Rediseño App Móvil</b> en el equipo Estudio Norte."),
        button(link, "Abrir en Figma", "#0d99ff"),
        p("¿No esperabas esta invitación? Puedes ignorar este correo."),
        f,
      ].join("\n"),
    });
    add({
      family: "figma",
      group: "consumer",
      lang: "es",
      kind: "invite-link",
      code: null,
      link,
      from: "Lucía Romero (via Figma) <notifications@figma.com>",
      subject: "Lucía Romero te invitó a «Rediseño App Móvil»",
      date: "Tue, 21 Oct 2025 13:44:18 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://www.figma.com/reset_password?token=a8Kd02mZq7WvB3xN1yT6&locale=pt-BR";
    const html = page({
      lang: "pt",
      title: "Redefinir senha",
      rows: [
        top,
        h1("Redefina sua senha do Figma"),
        p("Olá,"),
        p("Recebemos um pedido para redefinir a senha da conta associada a sam.reader@inbox.example. Clique no botão abaixo para escolher uma nova senha."),
        button(link, "Redefinir senha", "#0d99ff"),
        p("O link é válido por 1 hora. Se você não pediu isso, nenhuma ação é necessária."),
        f,
      ].join("\n"),
    });
    add({
      family: "figma",
      group: "consumer",
      lang: "pt",
      kind: "reset-link",
      code: null,
      link,
      from: "Figma <support@figma.com>",
      subject: "Redefinição de senha do Figma",
      date: "Sun, 12 Oct 2025 22:05:51 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your Figma receipt",
      rows: [
        top,
        h1("Receipt from Figma"),
        p("Thanks for your payment. Here’s your receipt for Figma Professional."),
        facts([
          ["Invoice number", "FIG-2025-0048213"],
          ["Date paid", "November 1, 2025"],
          ["Plan", "Professional · 3 editors"],
          ["Amount", "$45.00"],
          ["Tax (0%)", "$0.00"],
          ["Total", "$45.00 USD"],
          ["Payment method", "Visa •••• 4242"],
        ]),
        p("Questions? Contact billing@figma.com or reply to this email."),
        f,
      ].join("\n"),
    });
    add({
      family: "figma",
      group: "consumer",
      lang: "en",
      kind: "invoice",
      code: null,
      link: null,
      from: "Figma <billing@figma.com>",
      subject: "Your receipt from Figma, Inc. #2281-4417",
      date: "Sat, 01 Nov 2025 08:00:12 +0000",
      text: text_of(html),
      html,
      attachment: [
        "Receipt-2281-4417.pdf",
        "application/pdf",
        "%PDF-1.4\n% fake receipt for tests\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
      ],
    });
  }
  {
    const html = page({
      lang: "en",
      title: "New comment",
      rows: [
        top,
        p("<b>Marco Bianchi</b> commented on <b>Checkout flow v3</b>"),
        p(
          "“Can we move the promo code field under the total? Ticket DES-1182.”",
          "background:#f5f5f5;border-radius:4px;",
        ),
        button(
          "https://www.figma.com/file/Qx7aB2cD9eF/Checkout-flow-v3?node-id=214-9921#comment-88213",
          "Reply",
          "#0d99ff",
        ),
        f,
      ].join("\n"),
    });
    add({
      family: "figma",
      group: "consumer",
      lang: "en",
      kind: "notification",
      code: null,
      link: null,
      from: "Marco Bianchi (via Figma) <notifications@figma.com>",
      subject: "Marco Bianchi commented on Checkout flow v3",
      date: "Wed, 29 Oct 2025 10:31:40 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- atlassian
{
  const f = footer([
    "This message was sent to sam.reader@inbox.example by Atlassian.",
    "Atlassian Pty Ltd · 350 Bush Street, Floor 13, San Francisco, CA 94104, USA",
  ], [["Privacy policy", "https://www.atlassian.com/legal/privacy-policy"], [
    "Notification settings",
    "https://id.atlassian.com/manage-profile/email",
  ]]);
  const top = logo(
    "https://id-frontend.prod-east.frontend.public.atl-paas.net/assets/atlassian-logo.png",
    "Atlassian",
    140,
  );
  {
    const html = page({
      lang: "en",
      title: "Verify your email",
      rows: [
        top,
        h1("Verify your email to continue"),
        p("To finish creating your Atlassian account, enter the verification code below:"),
        code_boxes("ZK4-P9W", "#0052cc"),
        p("If you didn't request this code, you can safely ignore this email. Someone else might have typed your email address by mistake."),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "ZK4-P9W",
      code_digits: "ZK4P9W",
      link: null,
      from: "Atlassian <noreply@id.atlassian.com>",
      subject: "ZK4-P9W is your verification code",
      date: "Thu, 09 Oct 2025 06:55:21 +0000",
      text:
        "Verify your email to continue\n\nTo finish creating your Atlassian account, enter the verification code below:\n\nZK4-P9W\n\nIf you didn't request this code, you can safely ignore this email.\n\nAtlassian Pty Ltd, 350 Bush Street, Floor 13, San Francisco, CA 94104, USA\n",
      html,
    });
  }
  {
    const link =
      "https://id.atlassian.com/signup/invite?application=jira&continue=https%3A%2F%2Fnordwerk.atlassian.net&token=eyJraWQiOiJpbnZpdGUiLCJhbGciOiJIUzI1NiJ9.c2FtLnJlYWRlcg.Qm9rN2";
    const html = page({
      lang: "de",
      title: "Einladung zu Jira",
      rows: [
        top,
        h1("Jonas Keller hat Sie zu Jira eingeladen"),
        p("Jonas Keller möchte, dass Sie gemeinsam mit Ihrem Team in <b>nordwerk.atlassian.net</b> an Projekten arbeiten."),
        button(link, "Einladung annehmen", "#0052cc"),
        p("Jira hilft Teams, Arbeit zu planen, zu verfolgen und zu veröffentlichen. Diese Einladung läuft in 30 Tagen ab."),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "de",
      kind: "invite-link",
      code: null,
      link,
      from: "Jonas Keller <jira@nordwerk.atlassian.net>",
      subject: "Jonas Keller hat Sie zu Jira eingeladen",
      date: "Tue, 07 Oct 2025 12:10:05 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://id.atlassian.com/login/resetpassword?token=8c3f0a91-5b2e-4d7c-9f16-2e8b7a4d0c55&application=confluence";
    const html = page({
      lang: "it",
      title: "Reimposta la password",
      rows: [
        top,
        h1("Reimposta la password"),
        p("Ciao Sam,"),
        p("abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account Atlassian. Fai clic sul pulsante per sceglierne una nuova."),
        button(link, "Reimposta password", "#0052cc"),
        p("Il link scade tra 1 ora. Se non hai richiesto tu la reimpostazione, ignora questa e-mail: la tua password non cambierà."),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "it",
      kind: "reset-link",
      code: null,
      link,
      from: "Atlassian <noreply@id.atlassian.com>",
      subject: "Reimposta la password di Atlassian",
      date: "Fri, 17 Oct 2025 16:41:33 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://id.atlassian.com/signup/verify-email/otp?email=sam.reader%40inbox.example&token=Wm9rdGE3Mg&locale=pl";
    const html = page({
      lang: "pl",
      title: "Potwierdź adres e-mail",
      rows: [
        top,
        h1("Potwierdź swój adres e-mail"),
        p("Wpisz poniższy kod, aby dokończyć rejestrację konta Atlassian:"),
        code_cell("381 604", { spacing: 10 }),
        p("Możesz też potwierdzić adres jednym kliknięciem:"),
        button(link, "Potwierdź adres e-mail", "#0052cc"),
        p("Kod i link wygasają po 30 minutach."),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "pl",
      kind: "code-and-link",
      code: "381604",
      link,
      from: "Atlassian <noreply@id.atlassian.com>",
      subject: "Potwierdź adres e-mail dla konta Atlassian",
      date: "Mon, 20 Oct 2025 09:03:47 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "[JIRA] OPS-4821 assigned to you",
      rows: [
        p("<b>Karin Lund</b> assigned <b>OPS-4821</b> to you"),
        p('<a href="https://nordwerk.atlassian.net/browse/OPS-4821" style="color:#0052cc;font-size:18px;">OPS-4821 Rotate TLS certificates on edge nodes (expires 2025-11-30)</a>'),
        facts([["Priority", "High"], ["Sprint", "Platform 2025-22"], ["Story points", "5"], ["Due", "28/Nov/25"]]),
        button("https://nordwerk.atlassian.net/browse/OPS-4821?atlOrigin=eyJpIjoiN2Q", "View issue", "#0052cc"),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "en",
      kind: "notification",
      code: null,
      link: null,
      from: "Karin Lund (Jira) <jira@nordwerk.atlassian.net>",
      subject: "[JIRA] (OPS-4821) Rotate TLS certificates on edge nodes",
      date: "Wed, 12 Nov 2025 14:27:09 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Two-step verification turned off",
      rows: [
        top,
        h1("Two-step verification was turned off"),
        p("Two-step verification was just turned off for your Atlassian account sam.reader@inbox.example on November 14, 2025 at 08:12 UTC."),
        p('Your account is now protected by your password only. If you made this change, no action is needed. If you didn\'t, <a href="https://support.atlassian.com/contact/" style="color:#0052cc;">contact Atlassian support</a> right away.'),
        f,
      ].join("\n"),
    });
    add({
      family: "atlassian",
      group: "consumer",
      lang: "en",
      kind: "2fa-disabled",
      code: null,
      link: null,
      from: "Atlassian <noreply@id.atlassian.com>",
      subject: "Two-step verification turned off",
      date: "Fri, 14 Nov 2025 08:12:55 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- authy (Twilio)
{
  {
    const text =
      "Your Authy verification code is: 803145\n\nThis code will expire in 10 minutes. Do not share this code with anyone; Authy staff will never ask you for it.\n\n-- \nTwilio Inc., 101 Spear Street, 5th Floor, San Francisco, CA 94105\nhttps://authy.com/privacy\n";
    add({
      family: "authy",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "803145",
      link: null,
      from: "Authy <noreply@authy.com>",
      subject: "Authy verification code",
      date: "Sat, 04 Oct 2025 18:22:10 +0000",
      text,
      html: null,
    });
  }
  {
    const html = simple_html(
      "es",
      "Código de verificación",
      `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="480" cellpadding="0" cellspacing="0" style="border:1px solid #e0e0e0;">
<tr><td style="background:#ec1c24;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;">Twilio Verify</td></tr>
<tr><td style="padding:24px 20px;">Hola,<br><br>Tu código de verificación para <b>Cafetería Lumbre</b> es:</td></tr>
<tr><td align="center" style="padding:8px 20px 24px;font-size:36px;letter-spacing:12px;font-weight:bold;font-family:monospace;">5190</td></tr>
<tr><td style="padding:0 20px 24px;color:#666;">El código caduca en 5 minutos. Si no lo solicitaste, ignora este mensaje.</td></tr>
</table></td></tr></table>`,
    );
    add({
      family: "authy",
      group: "consumer",
      lang: "es",
      kind: "verify-code",
      code: "5190",
      link: null,
      from: "Cafetería Lumbre <verify@twilio-verify.com>",
      subject: "Tu código de verificación de Cafetería Lumbre",
      date: "Thu, 23 Oct 2025 19:07:58 +0000",
      text:
        "Hola,\n\nTu código de verificación para Cafetería Lumbre es: 5190\n\nEl código caduca en 5 minutos. Si no lo solicitaste, ignora este mensaje.\n",
      html,
      enc: "qp",
    });
  }
  {
    const text =
      "Hi Sam,\n\nA new device was added to your Authy account (+1 ***-***-4417):\n\n  Device: Pixel 8 Pro\n  Location: Austin, TX, United States\n  Date: November 2, 2025 14:31 CST\n\nIf you added this device, you can disregard this message. If you don't recognize it, remove it from Devices in the Authy app and contact support at https://support.authy.com.\n\nTwilio Inc. | 101 Spear Street, 5th Floor, San Francisco, CA 94105 | +1 (415) 390-2337\n";
    add({
      family: "authy",
      group: "consumer",
      lang: "en",
      kind: "new-signin",
      code: null,
      link: null,
      from: "Authy <noreply@authy.com>",
      subject: "New device added to your Authy account",
      date: "Sun, 02 Nov 2025 20:31:45 +0000",
      text,
      html: null,
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your Twilio invoice",
      rows: [
        logo("https://www.twilio.com/content/dam/twilio-com/global/en/email/twilio-logo-red.png", "Twilio", 100),
        h1("Your invoice for October 2025 is ready"),
        facts([
          ["Account SID", "AC7f3e91b2c04d5a6e8f10293847561abc"],
          ["Invoice", "INV-20251101-883104"],
          ["Billing period", "Oct 1 – Oct 31, 2025"],
          ["Programmable Messaging", "$182.40"],
          ["Verify (1,204 verifications)", "$60.20"],
          ["Total due", "$242.60"],
        ]),
        p("This amount will be charged to Mastercard ending in 7719 on November 5, 2025."),
        button(
          "https://console.twilio.com/us1/billing/manage-billing/billing-overview?frameUrl=invoices",
          "View invoice",
          "#f22f46",
        ),
        footer([
          "Twilio Inc. · 101 Spear Street, 5th Floor, San Francisco, CA 94105",
          "© 2025 Twilio Inc. All rights reserved.",
        ], [["Privacy", "https://www.twilio.com/legal/privacy"]]),
      ].join("\n"),
    });
    add({
      family: "authy",
      group: "consumer",
      lang: "en",
      kind: "invoice",
      code: null,
      link: null,
      from: "Twilio Billing <billing@twilio.com>",
      subject: "Twilio invoice INV-20251101-883104",
      date: "Sat, 01 Nov 2025 04:15:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- okta
{
  const org = "https://lindqvist-logistics.okta.com";
  const f = footer([
    "This is an automatically generated message from Okta. Replies are not monitored or answered.",
    "Okta, Inc. · 100 First Street, San Francisco, CA 94105",
  ], []);
  const top = logo(`${org}/fs/bco/7/fs0b1k7w9zQ`, "Lindqvist Logistics", 160);
  {
    const link = `${org}/login/signin/email/magic?token=ftR3x9Lq2Bm7ZwY0pKc4vN8aH1d&fromURI=%2Fapp%2FUserHome`;
    const html = page({
      lang: "en",
      title: "One-time verification code",
      rows: [
        top,
        h1("Hi Sam,"),
        p("You have requested an email link to sign in to Okta. To finish signing in, click the button below or enter the provided code. If you did not request this email, please contact an administrator at it-help@lindqvist.example."),
        button(link, "Sign In", "#1662dd"),
        p('Enter a code instead: <b style="font-size:18px;">516 902</b>', "text-align:left;"),
        p("This link expires in 5 minutes.", "color:#777;font-size:13px;"),
        p("Request made from: Firefox on macOS · Göteborg, Sweden", "color:#777;font-size:13px;"),
        f,
      ].join("\n"),
    });
    add({
      family: "okta",
      group: "consumer",
      lang: "en",
      kind: "code-and-link",
      code: "516902",
      link,
      from: "Okta <noreply@okta.com>",
      subject: "One-time verification code",
      date: "Mon, 13 Oct 2025 07:58:02 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = `${org}/signin/reset-password/XYrC71qZ0mPe4tWBhd9n`;
    const html = page({
      lang: "fr",
      title: "Réinitialisation du mot de passe",
      rows: [
        top,
        h1("Bonjour Sam,"),
        p("Une demande de réinitialisation du mot de passe de votre compte Okta a été effectuée. Si vous n’êtes pas à l’origine de cette demande, veuillez contacter immédiatement votre administrateur système."),
        button(link, "Réinitialiser le mot de passe", "#1662dd"),
        p("Ce lien expire dans 1 heure."),
        p(`Votre nom d’utilisateur est sam.reader@lindqvist.example.<br>Votre page d’accueil d’organisation est <a href="${org}">${org}</a>.`),
        f,
      ].join("\n"),
    });
    add({
      family: "okta",
      group: "consumer",
      lang: "fr",
      kind: "reset-link",
      code: null,
      link,
      from: "Okta <noreply@okta.com>",
      subject: "Réinitialisation du mot de passe de votre compte",
      date: "Thu, 30 Oct 2025 13:26:40 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = `${org}/welcome/drpFkQ7vZ2nYc0xWbMa3`;
    const html = page({
      lang: "ja",
      title: "Okta アカウントの有効化",
      rows: [
        top,
        h1("Sam さん、ようこそ"),
        p("Lindqvist Logistics が Okta アカウントを作成しました。Okta を使うと、業務アプリにひとつの場所からアクセスできます。"),
        p("アカウントを有効にするには、下のボタンをクリックしてください。"),
        button(link, "Okta アカウントを有効化", "#1662dd"),
        p("このリンクの有効期限は 7 日間です。"),
        p(`組織のサインイン ページ: <a href="${org}">${org}</a>`),
        f,
      ].join("\n"),
    });
    add({
      family: "okta",
      group: "consumer",
      lang: "ja",
      kind: "activation-link",
      code: null,
      link,
      from: "Okta <noreply@okta.com>",
      subject: "Okta アカウントの有効化",
      date: "Tue, 04 Nov 2025 00:40:19 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "nl",
      title: "Verificatiecode",
      rows: [
        top,
        h1("Hallo Sam,"),
        p("U hebt een verificatiecode aangevraagd om u aan te melden bij Okta. Voer de onderstaande code in om door te gaan:"),
        code_cell("277431", { spacing: 4, size: 28, bg: "#ffffff" }),
        p("Deze code verloopt over 5 minuten. Hebt u deze e-mail niet aangevraagd? Neem dan contact op met uw beheerder."),
        f,
      ].join("\n"),
    });
    add({
      family: "okta",
      group: "consumer",
      lang: "nl",
      kind: "login-code",
      code: "277431",
      link: null,
      from: "Okta <noreply@okta.com>",
      subject: "Eenmalige verificatiecode",
      date: "Fri, 24 Oct 2025 08:09:13 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Password changed",
      rows: [
        top,
        h1("Your password has been changed"),
        p("The password for your Okta account sam.reader@lindqvist.example was changed on Thursday, November 6, 2025 at 3:14 PM CET."),
        p("If you did not make this change, contact your administrator immediately at it-help@lindqvist.example or +46 31 555 01 20."),
        f,
      ].join("\n"),
    });
    add({
      family: "okta",
      group: "consumer",
      lang: "en",
      kind: "password-changed",
      code: null,
      link: null,
      from: "Okta <noreply@okta.com>",
      subject: "Password changed",
      date: "Thu, 06 Nov 2025 14:14:30 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- yahoo
{
  const f = footer(["Yahoo · 770 Broadway, New York, NY 10003", "Yahoo Inc. © 2025"], [[
    "Terms",
    "https://legal.yahoo.com/us/en/yahoo/terms/otos/index.html",
  ], ["Privacy", "https://legal.yahoo.com/us/en/yahoo/privacy/index.html"]]);
  const top = logo("https://s.yimg.com/rz/p/yahoo_frontpage_en-US_s_f_p_bestfit_frontpage_2x.png", "Yahoo", 100);
  {
    const html = page({
      lang: "en",
      title: "Your Yahoo verification code",
      rows: [
        top,
        p("Hi Sam,"),
        p("Use this code to finish setting up this email address as a recovery email for your Yahoo account:"),
        code_cell("8274 3190", { spacing: 5, color: "#6001d2", bg: "#f5f0ff" }),
        p("The code expires in 30 minutes. If you didn't request it, ignore this email."),
        p("Yahoo"),
        f,
      ].join("\n"),
    });
    add({
      family: "yahoo",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "82743190",
      link: null,
      from: "Yahoo <no-reply@cc.yahoo-inc.com>",
      subject: "Your Yahoo verification code is 8274 3190",
      date: "Wed, 08 Oct 2025 16:50:23 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Código de verificación de Yahoo",
      rows: [
        top,
        p("Hola, Sam:"),
        p("Alguien intentó iniciar sesión en tu cuenta de Yahoo <b>s****r@yahoo.com</b>. Para confirmar que eres tú, ingresa este código:"),
        code_cell("61958047", { spacing: 3, color: "#6001d2", bg: "#f5f0ff" }),
        p('Si no fuiste tú, te recomendamos <a href="https://login.yahoo.com/account/security" style="color:#6001d2;">cambiar tu contraseña</a>.'),
        f,
      ].join("\n"),
    });
    add({
      family: "yahoo",
      group: "consumer",
      lang: "es",
      kind: "login-code",
      code: "61958047",
      link: null,
      from: "Yahoo <no-reply@cc.yahoo-inc.com>",
      subject: "Código de verificación de tu cuenta de Yahoo",
      date: "Sun, 19 Oct 2025 03:18:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "New sign-in to your Yahoo account",
      rows: [
        top,
        h1("New sign-in to your account"),
        p("We noticed a new sign-in to your Yahoo account s****r@yahoo.com."),
        facts([["When", "November 9, 2025, 11:02 PM EST"], ["Device", "Windows 11 · Edge"], [
          "Near",
          "Newark, New Jersey",
        ]]),
        p('If this was you, you\'re all set. If not, <a href="https://login.yahoo.com/account/security/recent-activity" style="color:#6001d2;">review your recent activity</a>.'),
        f,
      ].join("\n"),
    });
    add({
      family: "yahoo",
      group: "consumer",
      lang: "en",
      kind: "new-signin",
      code: null,
      link: null,
      from: "Yahoo <no-reply@cc.yahoo-inc.com>",
      subject: "New sign-in to your Yahoo account",
      date: "Mon, 10 Nov 2025 04:02:58 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Yahoo Finance: Morning Brief",
      width: 640,
      rows: [
        logo("https://s.yimg.com/cv/apiv2/finance/email/finance-logo.png", "Yahoo Finance", 150),
        h1("Morning Brief: Fed minutes, Nvidia earnings and 3 charts to watch"),
        p("<b>S&amp;P 500</b> 6,712.34 (+0.42%) · <b>Dow</b> 46,921.10 (−0.08%) · <b>Nasdaq</b> 23,004.57 (+0.91%)"),
        p("Nvidia (NVDA) reports after the bell Wednesday; analysts expect revenue of $54.9 billion. Meanwhile, 10-year Treasury yields slipped to 4.07%."),
        p('<a href="https://finance.yahoo.com/news/morning-brief-fed-minutes-102233871.html?soc_src=mail&amp;soc_trk=ma" style="color:#6001d2;">Read the full brief →</a>'),
        footer([
          "You are receiving this because you subscribed to Yahoo Finance Morning Brief.",
          "Yahoo · 770 Broadway, New York, NY 10003",
        ], [["Unsubscribe", "https://subscriptions.yahoo.com/unsubscribe?nl=morning-brief&u=83fa2"]]),
      ].join("\n"),
    });
    add({
      family: "yahoo",
      group: "consumer",
      lang: "en",
      kind: "newsletter",
      code: null,
      link: null,
      from: "Yahoo Finance <yahoofinance@yahooinc.com>",
      subject: "Morning Brief: Fed minutes, Nvidia earnings",
      date: "Wed, 19 Nov 2025 11:30:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- proton
{
  const f = footer([
    "Proton AG · Route de la Galaise 32, 1228 Plan-les-Ouates, Geneva, Switzerland",
    "© 2025 Proton AG. All rights reserved.",
  ], [["proton.me", "https://proton.me"], ["Privacy policy", "https://proton.me/legal/privacy"]]);
  const top = logo("https://proton.me/static/email/proton-logo.png", "Proton", 110);
  {
    const html = page({
      lang: "en",
      title: "Proton Verification Code",
      bg: "#f0eeff",
      rows: [
        top,
        h1("Your Proton verification code"),
        p("Here is the code you need to verify your email address and continue creating your Proton Account:"),
        code_cell("731904", { spacing: 10, color: "#6d4aff", bg: "#f5f3ff" }),
        p("If you didn’t ask for this code, you can ignore this message."),
        p("The Proton team"),
        f,
      ].join("\n"),
    });
    add({
      family: "proton",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "731904",
      link: null,
      from: "Proton <no-reply@verify.proton.me>",
      subject: "Proton Verification Code",
      date: "Fri, 10 Oct 2025 10:10:10 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "de",
      title: "Proton-Bestätigungscode",
      bg: "#f0eeff",
      rows: [
        top,
        h1("Ihr Proton-Bestätigungscode"),
        p("Verwenden Sie den folgenden Code, um Ihre E-Mail-Adresse zu bestätigen und die Erstellung Ihres Proton-Kontos fortzusetzen:"),
        code_cell("045218", { spacing: 10, color: "#6d4aff", bg: "#f5f3ff" }),
        p("Wenn Sie diesen Code nicht angefordert haben, können Sie diese Nachricht ignorieren."),
        p("Ihr Proton-Team"),
        f,
      ].join("\n"),
    });
    add({
      family: "proton",
      group: "consumer",
      lang: "de",
      kind: "verify-code",
      code: "045218",
      link: null,
      from: "Proton <no-reply@verify.proton.me>",
      subject: "Proton-Bestätigungscode",
      date: "Sat, 25 Oct 2025 15:33:02 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "ru",
      title: "Код подтверждения Proton",
      bg: "#f0eeff",
      rows: [
        top,
        h1("Ваш код подтверждения Proton"),
        p("Введите этот код, чтобы подтвердить адрес электронной почты и продолжить создание аккаунта Proton:"),
        code_cell("926357", { spacing: 10, color: "#6d4aff", bg: "#f5f3ff" }),
        p("Если вы не запрашивали код, просто проигнорируйте это письмо."),
        p("Команда Proton"),
        f,
      ].join("\n"),
    });
    add({
      family: "proton",
      group: "consumer",
      lang: "ru",
      kind: "verify-code",
      code: "926357",
      link: null,
      from: "Proton <no-reply@verify.proton.me>",
      subject: "Код подтверждения Proton",
      date: "Tue, 28 Oct 2025 05:47:36 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your Proton invoice",
      rows: [
        top,
        h1("Thank you for your payment"),
        p("Your subscription to Proton Unlimited has been renewed."),
        facts([["Invoice ID", "Q1xP-7788-21"], ["Reference", "#4471920"], ["Billing cycle", "12 months"], [
          "Amount",
          "CHF 119.88",
        ], ["Next renewal", "November 15, 2026"]]),
        p('You can download the PDF invoice from <a href="https://account.proton.me/mail/dashboard#invoices" style="color:#6d4aff;">Settings › Dashboard › Invoices</a>.'),
        f,
      ].join("\n"),
    });
    add({
      family: "proton",
      group: "consumer",
      lang: "en",
      kind: "invoice",
      code: null,
      link: null,
      from: "Proton <no-reply@proton.me>",
      subject: "Your Proton invoice Q1xP-7788-21",
      date: "Sat, 15 Nov 2025 00:05:41 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const codes = ["4f7a2c91", "b83e06d5", "19cf74a0", "e2d5b837", "7a60f1c4", "c95b2e08", "03dd8f6a", "5e1a9b72"];
    const text =
      `Hello,\n\nYou just enabled two-factor authentication for your Proton Account. These are your recovery codes. Each code can be used once if you lose access to your authenticator app. Store them somewhere safe — this is the only time we send them.\n\n${
        codes.map((c, i) => `  ${String(i + 1).padStart(2)}. ${c}`).join("\n")
      }\n\nYou don't need to do anything now.\n\nProton AG, Route de la Galaise 32, 1228 Plan-les-Ouates, Geneva, Switzerland\n`;
    const html = page({
      lang: "en",
      title: "Your recovery codes",
      rows: [
        top,
        h1("Two-factor authentication enabled"),
        p("You just enabled two-factor authentication for your Proton Account. These are your recovery codes. Each code can be used once if you lose access to your authenticator app. Store them somewhere safe — this is the only time we send them."),
        `<tr><td style="padding:8px 40px;"><table cellpadding="6" style="font-family:Menlo,monospace;font-size:16px;">${
          codes.map((c, i) => i % 2 === 0 ? `<tr><td>${c}</td>` : `<td>${c}</td></tr>`).join("")
        }</table></td></tr>`,
        p("You don't need to do anything now."),
        f,
      ].join("\n"),
    });
    add({
      family: "proton",
      group: "consumer",
      lang: "en",
      kind: "backup-codes",
      code: null,
      link: null,
      from: "Proton <no-reply@proton.me>",
      subject: "Your Proton recovery codes",
      date: "Sun, 16 Nov 2025 12:00:07 +0000",
      text,
      html,
    });
  }
}

// ---- revolut
{
  const f = footer([
    "Revolut Ltd · 30 South Colonnade, London E14 5HX, United Kingdom",
    "Revolut Bank UAB · Konstitucijos ave. 21B, 08130 Vilnius, Lithuania",
    "© Revolut Ltd 2025",
  ], [["Help", "https://help.revolut.com"], ["Privacy", "https://www.revolut.com/legal/privacy"]]);
  const top = logo("https://assets.revolut.com/media/email/revolut-logo-black@2x.png", "Revolut", 110);
  {
    const link =
      "https://track.revolut.com/ls/click?upn=u001.Hk7qL2-2Bz9WxR0mC4tY8vN-2F1aE5dP3sB6gK&email_action=confirm_email";
    const html = page({
      lang: "en",
      title: "Confirm your email",
      bg: "#f7f7f7",
      rows: [
        top,
        h1("Confirm your email address", "#191c1f"),
        p("Hi Sam,"),
        p("Tap the button below to confirm sam.reader@inbox.example as the email address for your Revolut account. You must open this link on the phone where Revolut is installed."),
        button(link, "Confirm email", "#191c1f"),
        p("Never share this email with anyone. Revolut will never ask you for it."),
        f,
      ].join("\n"),
    });
    add({
      family: "revolut",
      group: "consumer",
      lang: "en",
      kind: "verify-link",
      code: null,
      link,
      from: "Revolut <no-reply@revolut.com>",
      subject: "Confirm your email address",
      date: "Mon, 27 Oct 2025 18:19:20 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "pl",
      title: "Kod weryfikacyjny",
      rows: [
        top,
        h1("Twój kod weryfikacyjny", "#191c1f"),
        p("Cześć Sam,"),
        p("Aby zalogować się do Revolut Business w przeglądarce, wpisz ten kod:"),
        code_cell("293-804", { spacing: 6 }),
        p("Kod jest ważny przez 10 minut. Nigdy nie podawaj go nikomu — nawet osobie podającej się za pracownika Revolut."),
        f,
      ].join("\n"),
    });
    add({
      family: "revolut",
      group: "consumer",
      lang: "pl",
      kind: "login-code",
      code: "293-804",
      code_digits: "293804",
      link: null,
      from: "Revolut Business <no-reply@revolut.com>",
      subject: "Twój kod weryfikacyjny Revolut: 293-804",
      date: "Thu, 06 Nov 2025 09:41:11 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "pt",
      title: "Extrato de outubro",
      rows: [
        top,
        h1("O seu extrato de outubro de 2025 está disponível", "#191c1f"),
        p("Olá Sam,"),
        facts([
          ["Conta", "EUR · LT60 3250 0427 1936 5580"],
          ["Saldo inicial", "1 204,18 €"],
          ["Entradas", "+ 2 950,00 €"],
          ["Saídas", "− 2 611,47 €"],
          ["Saldo final", "1 542,71 €"],
        ]),
        p("Pode consultar e descarregar o extrato completo na app, em Conta › Extratos."),
        f,
      ].join("\n"),
    });
    add({
      family: "revolut",
      group: "consumer",
      lang: "pt",
      kind: "statement",
      code: null,
      link: null,
      from: "Revolut <no-reply@revolut.com>",
      subject: "O seu extrato de outubro está disponível",
      date: "Sat, 01 Nov 2025 06:00:00 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const link = "https://revolut.com/app/email-verification?token=0c9e7a3f-41b8-4d62-8e5a-b2f71c96d0a4&lang=it";
    const html = page({
      lang: "it",
      title: "Verifica la tua e-mail",
      rows: [
        top,
        h1("Verifica il tuo indirizzo e-mail", "#191c1f"),
        p("Ciao Sam,"),
        p("Per completare la modifica del tuo indirizzo e-mail, tocca il pulsante qui sotto dallo smartphone su cui usi Revolut."),
        button(link, "Verifica e-mail", "#191c1f"),
        p("Se non hai richiesto questa modifica, contatta subito l’assistenza in chat."),
        f,
      ].join("\n"),
    });
    add({
      family: "revolut",
      group: "consumer",
      lang: "it",
      kind: "verify-link",
      code: null,
      link,
      from: "Revolut <no-reply@revolut.com>",
      subject: "Verifica il tuo nuovo indirizzo e-mail",
      date: "Tue, 11 Nov 2025 20:02:31 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your card is on its way",
      rows: [
        top,
        h1("Your Metal card is on its way 🚀", "#191c1f"),
        p("Good news, Sam — your new Revolut Metal card was dispatched today with DHL Express."),
        facts([["Tracking number", "JD014600008271934455"], ["Estimated delivery", "Nov 18 – Nov 20, 2025"], [
          "Card ending",
          "•••• 6031",
        ]]),
        p("You can track the delivery in the app under Cards › Track delivery."),
        f,
      ].join("\n"),
    });
    add({
      family: "revolut",
      group: "consumer",
      lang: "en",
      kind: "shipping",
      code: null,
      link: null,
      from: "Revolut <no-reply@revolut.com>",
      subject: "Your Metal card is on its way",
      date: "Fri, 14 Nov 2025 12:12:12 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- n26
{
  const f = footer([
    "N26 Bank SE · Voltairestraße 8 · 10179 Berlin · Deutschland",
    "Amtsgericht Charlottenburg HRB 170602 B · USt-IdNr. DE 258584864",
  ], [["Impressum", "https://n26.com/de-de/impressum"], [
    "Datenschutz",
    "https://n26.com/de-de/datenschutzerklaerung",
  ]]);
  const top = logo("https://n26.com/static/email/n26-logo.png", "N26", 70);
  {
    const html = page({
      lang: "de",
      title: "Dein Bestätigungscode",
      rows: [
        top,
        h1("Dein Bestätigungscode"),
        p("Hallo Sam,"),
        p("du möchtest deine E-Mail-Adresse bei N26 ändern. Gib dazu den folgenden Bestätigungscode in der App ein:"),
        code_boxes("847291", "#36a18b"),
        p("Der Code ist 15 Minuten gültig. Gib ihn niemals telefonisch oder per Chat weiter – N26 fragt dich nie danach."),
        p("Dein N26 Team"),
        f,
      ].join("\n"),
    });
    add({
      family: "n26",
      group: "consumer",
      lang: "de",
      kind: "verify-code",
      code: "847291",
      link: null,
      from: "N26 <no-reply@n26.com>",
      subject: "Dein N26 Bestätigungscode",
      date: "Wed, 15 Oct 2025 14:06:49 +0000",
      text:
        "Hallo Sam,\n\ndu möchtest deine E-Mail-Adresse bei N26 ändern. Gib dazu den folgenden Bestätigungscode in der App ein:\n\n847291\n\nDer Code ist 15 Minuten gültig. Gib ihn niemals telefonisch oder per Chat weiter – N26 fragt dich nie danach.\n\nDein N26 Team\n\nN26 Bank SE, Voltairestraße 8, 10179 Berlin\n",
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://app.n26.com/device-pairing/confirm?id=8d41c2b7-3a0f-4e95-b6c8-17f2ad09e3c1";
    const html = page({
      lang: "en",
      title: "Confirm your new device",
      rows: [
        top,
        h1("Pair your new phone"),
        p("Hi Sam,"),
        p("You asked to pair a new phone with your N26 account. To continue, confirm that this request came from you:"),
        button(link, "Yes, it was me", "#36a18b"),
        p("After confirming, return to the app on your new phone to finish pairing. If you did not ask for this, do not click the button and call us on +49 30 364 286 880."),
        f,
      ].join("\n"),
    });
    add({
      family: "n26",
      group: "consumer",
      lang: "en",
      kind: "confirm-link",
      code: null,
      link,
      from: "N26 <no-reply@n26.com>",
      subject: "Confirm pairing of your new device",
      date: "Sun, 26 Oct 2025 10:25:05 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Tu extracto",
      rows: [
        top,
        h1("Tu extracto mensual ya está disponible"),
        p("Hola Sam:"),
        p("El extracto de tu cuenta N26 correspondiente a octubre de 2025 ya está disponible en la app (Mi cuenta › Documentos)."),
        facts([["IBAN", "ES91 2100 0418 4502 0005 1332"], ["Periodo", "01/10/2025 – 31/10/2025"], [
          "Movimientos",
          "47",
        ]]),
        f,
      ].join("\n"),
    });
    add({
      family: "n26",
      group: "consumer",
      lang: "es",
      kind: "statement",
      code: null,
      link: null,
      from: "N26 <no-reply@n26.com>",
      subject: "Tu extracto de octubre",
      date: "Mon, 03 Nov 2025 07:15:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://n26.com/it-it/reset-password?token=kq82MZ0pLx7R4vWt9cYb";
    const html = page({
      lang: "it",
      title: "Reimposta la password",
      rows: [
        top,
        h1("Reimposta la tua password"),
        p("Ciao Sam,"),
        p("abbiamo ricevuto la richiesta di reimpostare la password del tuo conto N26. Clicca qui sotto per impostarne una nuova. Per motivi di sicurezza il link è valido solo 20 minuti."),
        button(link, "Imposta nuova password", "#36a18b"),
        f,
      ].join("\n"),
    });
    add({
      family: "n26",
      group: "consumer",
      lang: "it",
      kind: "reset-link",
      code: null,
      link,
      from: "N26 <no-reply@n26.com>",
      subject: "Reimposta la tua password N26",
      date: "Sat, 18 Oct 2025 21:30:59 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "fr",
      title: "Nouvelle connexion",
      rows: [
        top,
        h1("Nouvelle connexion sur N26 Web"),
        p("Bonjour Sam,"),
        p("Une connexion à votre compte a eu lieu le 09/11/2025 à 18h22 depuis Safari sur macOS (Lyon, France)."),
        p("Si c’était bien vous, tout est en ordre. Sinon, verrouillez immédiatement votre compte depuis l’app."),
        f,
      ].join("\n"),
    });
    add({
      family: "n26",
      group: "consumer",
      lang: "fr",
      kind: "new-signin",
      code: null,
      link: null,
      from: "N26 <no-reply@n26.com>",
      subject: "Nouvelle connexion à votre compte",
      date: "Sun, 09 Nov 2025 17:22:40 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- epic-games
{
  const f = footer([
    "Epic Games, Inc. · 620 Crossroads Blvd., Cary, NC 27518, USA",
    "© 2025 Epic Games, Inc. All rights reserved.",
  ], [["Help", "https://www.epicgames.com/help"], ["Privacy", "https://www.epicgames.com/site/privacypolicy"]]);
  const top = logo("https://cdn2.unrealengine.com/epic-games-logo-email-128x148.png", "Epic Games", 48);
  const epic = (lang: string, title: string, hello: string, body: string, code: string, tail: string) =>
    page({
      lang,
      title,
      bg: "#121212",
      rows: [top, h1(title), p(hello), p(body), code_cell(code, { spacing: 12, size: 40, bg: "#f4f4f4" }), p(tail), f]
        .join("\n"),
    });
  const cases: [string, string, string, string, string, string, string, string][] = [
    [
      "en",
      "Your Epic Games security code",
      "Hi Sam,",
      "Here is the code to verify your identity and sign in to Fortnite on Nintendo Switch:",
      "904715",
      "If you did not request this code, we recommend changing your password right away.",
      "Your Epic Games security code",
      "Thu, 02 Oct 2025 23:45:12 +0000",
    ],
    [
      "de",
      "Dein Sicherheitscode",
      "Hallo Sam,",
      "hier ist der Code, mit dem du deine Identität bestätigst und die Zwei-Faktor-Authentifizierung abschließt:",
      "381922",
      "Falls du diesen Code nicht angefordert hast, ändere bitte sofort dein Passwort.",
      "Dein Sicherheitscode von Epic Games",
      "Sun, 12 Oct 2025 16:07:39 +0000",
    ],
    [
      "pt",
      "Seu código de segurança",
      "Olá Sam,",
      "Use este código para confirmar sua identidade e entrar na sua conta Epic Games:",
      "660148",
      "Se você não solicitou este código, recomendamos alterar sua senha imediatamente.",
      "Código de segurança da Epic Games",
      "Fri, 07 Nov 2025 01:12:26 +0000",
    ],
    [
      "ko",
      "보안 코드",
      "Sam님, 안녕하세요.",
      "Epic Games 계정에 로그인하려면 아래 보안 코드를 입력하세요.",
      "258037",
      "보안 코드를 요청하지 않았다면 즉시 비밀번호를 변경하시기 바랍니다.",
      "Epic Games 보안 코드",
      "Tue, 21 Oct 2025 11:55:03 +0000",
    ],
  ];
  for (const [lang, title, hello, body, code, tail, subject, date] of cases) {
    const html = epic(lang, title, hello, body, code, tail);
    add({
      family: "epic-games",
      group: "consumer",
      lang,
      kind: "login-code",
      code,
      link: null,
      from: "Epic Games <help@acct.epicgames.com>",
      subject,
      date,
      text: text_of(html),
      html,
      enc: lang === "en" ? "7bit" : "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Thank you for your purchase",
      rows: [
        top,
        h1("Thank you for your purchase!"),
        p("Hi Sam, your order is complete. The items are now in your library."),
        facts([
          ["Order ID", "F2510290917253831"],
          ["Date", "October 29, 2025"],
          ["Hades II", "$29.99"],
          ["Sales tax", "$2.10"],
          ["Total", "$32.09"],
          ["Payment", "Epic Wallet"],
        ]),
        p("Reward earned: $1.60 in Epic Rewards."),
        f,
      ].join("\n"),
    });
    add({
      family: "epic-games",
      group: "consumer",
      lang: "en",
      kind: "order",
      code: null,
      link: null,
      from: "Epic Games Store <help@acct.epicgames.com>",
      subject: "Your Epic Games Store receipt F2510290917253831",
      date: "Wed, 29 Oct 2025 09:17:25 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "tr",
      title: "Bu haftanın ücretsiz oyunu",
      bg: "#121212",
      rows: [
        top,
        h1("Bu hafta ücretsiz: Control Ultimate Edition"),
        p("Merhaba Sam, 13 Kasım – 20 Kasım 2025 tarihleri arasında Control Ultimate Edition ücretsiz! Ayrıca Mega İndirim’de %75’e varan fırsatlar seni bekliyor."),
        p("Sepette <b>EPICKASIM25</b> kuponunu kullan, 500 TL ve üzeri alışverişte 100 TL indirim kazan."),
        button(
          "https://click.epicgames.com/f/a/Qm2xT9pL0wY7vR3aKcB1nA~~/AAQRxQA~/RgRrE4wP?lang=tr",
          "Mağazaya git",
          "#0074e4",
        ),
        footer([
          "Bu e-postayı Epic Games pazarlama e-postalarına abone olduğun için aldın.",
          "Epic Games, Inc. · 620 Crossroads Blvd., Cary, NC 27518, ABD",
        ], [["Abonelikten çık", "https://www.epicgames.com/account/email-preferences?unsubscribe=marketing"]]),
      ].join("\n"),
    });
    add({
      family: "epic-games",
      group: "consumer",
      lang: "tr",
      kind: "marketing",
      code: null,
      link: null,
      from: "Epic Games Store <news@marketing.epicgames.com>",
      subject: "Bu hafta ücretsiz: Control Ultimate Edition",
      date: "Thu, 13 Nov 2025 16:00:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Two-factor authentication disabled",
      rows: [
        top,
        h1("Two-factor authentication has been disabled"),
        p("Hi Sam,"),
        p("Two-factor authentication (email) was disabled on your Epic Games account on November 17, 2025. Your account is now less secure, and you will not be able to claim some free games or use gifting until 2FA is turned on again."),
        p("If you did not make this change, please contact Player Support."),
        f,
      ].join("\n"),
    });
    add({
      family: "epic-games",
      group: "consumer",
      lang: "en",
      kind: "2fa-disabled",
      code: null,
      link: null,
      from: "Epic Games <help@acct.epicgames.com>",
      subject: "Two-factor authentication disabled",
      date: "Mon, 17 Nov 2025 19:44:02 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- nintendo
{
  const f = footer([
    "© Nintendo. Nintendo Co., Ltd. · 11-1 Hokotate-cho, Kamitoba, Minami-ku, Kyoto 601-8501, Japan",
    "This email is sent from a send-only address. Replies are not received.",
  ], [["Nintendo Account", "https://accounts.nintendo.com"], ["Support", "https://en-americas-support.nintendo.com"]]);
  const top = logo("https://cdn.accounts.nintendo.com/email/nintendo-logo-red.png", "Nintendo", 120);
  {
    const text =
      "Sam,\n\nThank you for using Nintendo Account.\nEnter the following verification code on the screen where you are creating your account.\n\nVerification code: Y4H7C2\n\n* This code is valid for 24 hours.\n* If you did not attempt to create a Nintendo Account, please discard this email.\n\nNintendo Account\nhttps://accounts.nintendo.com\n\n© Nintendo\n";
    const html = page({
      lang: "en",
      title: "Nintendo Account",
      rows: [
        top,
        p("Sam,"),
        p("Thank you for using Nintendo Account.<br>Enter the following verification code on the screen where you are creating your account."),
        p("Verification code:"),
        code_cell("Y4H7C2", { spacing: 6, color: "#e60012", bg: "#fff5f5" }),
        p("* This code is valid for 24 hours.<br>* If you did not attempt to create a Nintendo Account, please discard this email."),
        f,
      ].join("\n"),
    });
    add({
      family: "nintendo",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "Y4H7C2",
      link: null,
      from: "Nintendo <no-reply@accounts.nintendo.com>",
      subject: "[Nintendo Account] Verification code",
      date: "Fri, 03 Oct 2025 05:09:31 +0000",
      text,
      html,
    });
  }
  {
    const html = page({
      lang: "ja",
      title: "ニンテンドーアカウント",
      rows: [
        top,
        p("Sam 様"),
        p("ニンテンドーアカウントをご利用いただき、ありがとうございます。<br>サインインを完了するには、以下の確認コードを入力してください。"),
        p("確認コード："),
        code_cell("K8N3QX", { spacing: 6, color: "#e60012", bg: "#fff5f5" }),
        p("※確認コードの有効期限は30分です。<br>※このメールに心当たりのない場合は、破棄してください。"),
        f,
      ].join("\n"),
    });
    add({
      family: "nintendo",
      group: "consumer",
      lang: "ja",
      kind: "login-code",
      code: "K8N3QX",
      link: null,
      from: "Nintendo <no-reply@accounts.nintendo.com>",
      subject: "［ニンテンドーアカウント］サインイン時の確認コード",
      date: "Tue, 14 Oct 2025 12:38:06 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Thank you for your purchase",
      rows: [
        top,
        h1("Thank you for your purchase"),
        p("This is a confirmation of your purchase on Nintendo eShop."),
        facts([
          ["Order number", "BR6HJ8QW9ZR3"],
          ["Order date", "11/08/2025"],
          ["Item", "Pikmin 4 (Nintendo Switch)"],
          ["Price", "$59.99"],
          ["Sales tax", "$4.95"],
          ["Total", "$64.94"],
        ]),
        p("Your software download has started on your Nintendo Switch. If you need it again, your download code is <b>B7H9-QWX4-2NKR-8TJM</b> (redeem on another system only if the first download failed)."),
        f,
      ].join("\n"),
    });
    add({
      family: "nintendo",
      group: "consumer",
      lang: "en",
      kind: "order",
      code: null,
      link: null,
      from: "Nintendo <no-reply@accounts.nintendo.com>",
      subject: "Thank you for your purchase",
      date: "Sat, 08 Nov 2025 22:40:13 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const link = "https://accounts.nintendo.com/email/confirm?code=ad87f34e0c2b1a59&lang=fr-FR";
    const html = page({
      lang: "fr",
      title: "Confirmation de l'adresse e-mail",
      rows: [
        top,
        p("Sam,"),
        p("Merci d’utiliser votre compte Nintendo.<br>Pour confirmer que cette adresse e-mail vous appartient, veuillez cliquer sur le lien ci-dessous dans les 24 heures."),
        p(`<a href="${link}" style="color:#e60012;">${link}</a>`),
        p("Si vous n’avez pas demandé cette modification, ignorez cet e-mail."),
        f,
      ].join("\n"),
    });
    add({
      family: "nintendo",
      group: "consumer",
      lang: "fr",
      kind: "verify-link",
      code: null,
      link,
      from: "Nintendo <no-reply@accounts.nintendo.com>",
      subject: "[Compte Nintendo] Confirmation de l'adresse e-mail",
      date: "Thu, 23 Oct 2025 07:59:48 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Inicio de sesión",
      rows: [
        top,
        p("Sam:"),
        p("Se ha iniciado sesión en tu cuenta Nintendo desde un nuevo dispositivo."),
        facts([["Fecha", "16/11/2025 19:03 (CET)"], ["Dispositivo", "Nintendo Switch 2"], ["País o región", "España"]]),
        p("Si no reconoces este inicio de sesión, cambia la contraseña desde la configuración de tu cuenta Nintendo."),
        f,
      ].join("\n"),
    });
    add({
      family: "nintendo",
      group: "consumer",
      lang: "es",
      kind: "new-signin",
      code: null,
      link: null,
      from: "Nintendo <no-reply@accounts.nintendo.com>",
      subject: "[Cuenta Nintendo] Nuevo inicio de sesión",
      date: "Sun, 16 Nov 2025 18:03:50 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- zalando
{
  const f = (lang: string) =>
    socials([["Instagram", "https://www.instagram.com/zalando"], ["TikTok", "https://www.tiktok.com/@zalando"]]) +
    "\n" +
    footer([
      lang === "de"
        ? "Zalando SE · Valeska-Gert-Straße 5 · 10243 Berlin · Handelsregister HRB 158855 B"
        : "Zalando SE · Valeska-Gert-Straße 5 · 10243 Berlin, Germany",
      "Kundenservice / Customer care: +49 30 2000 3000",
    ], [["Hilfe", "https://www.zalando.de/faq/"], ["Datenschutz", "https://www.zalando.de/zalando-datenschutz/"], [
      "Abmelden",
      "https://www.zalando.de/newsletter-abmelden/?t=9Kq2",
    ]]);
  const top = logo("https://img01.ztat.net/email/zalando-logo.png", "Zalando", 130);
  {
    const html = page({
      lang: "de",
      title: "Bestellbestätigung",
      rows: [
        top,
        h1("Danke für deine Bestellung!"),
        p("Hallo Sam, wir haben deine Bestellung erhalten und bereiten sie vor."),
        facts([
          ["Bestellnummer", "10105318842261"],
          ["Bestelldatum", "17.10.2025"],
          ["Nike Air Max 90 · Gr. 43", "149,99 €"],
          ["Levi's 501 · W32/L32", "99,95 €"],
          ["Versand", "0,00 €"],
          ["Gesamt (inkl. MwSt.)", "249,94 €"],
        ]),
        p("Voraussichtliche Lieferung: Di., 21.10. – Mi., 22.10.2025"),
        f("de"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "de",
      kind: "order",
      code: null,
      link: null,
      from: "Zalando <info@service-mail.zalando.de>",
      subject: "Deine Bestellung 10105318842261 ist eingegangen",
      date: "Fri, 17 Oct 2025 18:20:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "nl",
      title: "Je pakket is onderweg",
      rows: [
        top,
        h1("Goed nieuws: je pakket is onderweg!"),
        p("Hoi Sam, een deel van je bestelling <b>10105320019934</b> is verzonden met PostNL."),
        facts([["Track & trace", "3SZLDO8812643"], ["Verwachte levering", "donderdag 6 november"], [
          "Artikelen",
          "1× Vans Old Skool, maat 42",
        ]]),
        p("Niet thuis? De bezorger probeert het de volgende werkdag opnieuw."),
        f("nl"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "nl",
      kind: "shipping",
      code: null,
      link: null,
      from: "Zalando <info@service-mail.zalando.nl>",
      subject: "Je pakket is onderweg",
      date: "Tue, 04 Nov 2025 13:05:27 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://www.zalando.pl/reset-password/?token=ZLd7q4P0x9mW2vKc8RtB&utm_source=transactional&utm_medium=email";
    const html = page({
      lang: "pl",
      title: "Nowe hasło",
      rows: [
        top,
        h1("Ustaw nowe hasło"),
        p("Cześć Sam,"),
        p("otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Zalando. Kliknij poniższy przycisk, aby ustawić nowe hasło. Link jest ważny przez 24 godziny."),
        button(link, "Ustaw nowe hasło", "#ff6900"),
        p("Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło pozostanie bez zmian."),
        f("pl"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "pl",
      kind: "reset-link",
      code: null,
      link,
      from: "Zalando <info@service-mail.zalando.pl>",
      subject: "Zresetuj hasło do konta Zalando",
      date: "Wed, 22 Oct 2025 08:34:02 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "it",
      title: "Black Friday",
      bg: "#ff6900",
      rows: [
        top,
        h1("Black Friday: fino al -60%"),
        p("Ciao Sam, è iniziata la settimana del Black Friday! Solo per gli iscritti alla newsletter: un ulteriore 10% di sconto con il codice"),
        code_cell("BF25EXTRA", { spacing: 4, size: 26 }),
        p("Valido fino al 01/12/2025 su una selezione di articoli, ordine minimo 50 €. Non cumulabile con altre promozioni."),
        button(
          "https://www.zalando.it/campaigns/black-friday/?utm_campaign=bf25&ecid=nl_it_2511",
          "Scopri le offerte",
          "#1a1a1a",
        ),
        f("it"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "it",
      kind: "marketing",
      code: null,
      link: null,
      from: "Zalando <news@newsletter.zalando.it>",
      subject: "Black Friday: -10% extra con il tuo codice",
      date: "Fri, 21 Nov 2025 07:00:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "fr",
      title: "Code de connexion",
      rows: [
        top,
        h1("Votre code de connexion"),
        p("Bonjour Sam,"),
        p("Pour vous connecter à votre compte Zalando, saisissez ce code à usage unique :"),
        code_cell("583 024", { spacing: 8 }),
        p("Ce code expire dans 10 minutes. Si vous n’avez pas essayé de vous connecter, vous pouvez ignorer cet e-mail."),
        f("fr"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "fr",
      kind: "login-code",
      code: "583024",
      link: null,
      from: "Zalando <info@service-mail.zalando.fr>",
      subject: "Votre code de connexion Zalando",
      date: "Mon, 10 Nov 2025 19:19:19 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://www.zalando.de/newsletter/doi/?hash=7c1f0e93a2b84d5e&l=de-DE&src=footer";
    const html = page({
      lang: "de",
      title: "Newsletter-Anmeldung bestätigen",
      rows: [
        top,
        h1("Fast geschafft!"),
        p("Hallo Sam,"),
        p("bitte bestätige noch deine Anmeldung zum Zalando-Newsletter. Danach erhältst du Trends, Angebote und als Dankeschön einen 10 %-Gutschein."),
        button(link, "Anmeldung bestätigen", "#ff6900"),
        p("Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail einfach – ohne Bestätigung bekommst du keinen Newsletter."),
        f("de"),
      ].join("\n"),
    });
    add({
      family: "zalando",
      group: "consumer",
      lang: "de",
      kind: "confirm-link",
      code: null,
      link,
      from: "Zalando <info@service-mail.zalando.de>",
      subject: "Bitte bestätige deine Newsletter-Anmeldung",
      date: "Thu, 09 Oct 2025 10:48:30 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- grab
{
  const f = footer([
    "Grab Holdings Inc. · 3 Media Close, Singapore 138498",
    "This is an automatically generated email. Please do not reply.",
  ], [["Help Centre", "https://help.grab.com"], ["Privacy", "https://www.grab.com/sg/privacy/"]]);
  const top = logo("https://assets.grab.com/wp-content/uploads/sites/4/2021/email/grab-logo.png", "Grab", 80);
  {
    const html = page({
      lang: "en",
      title: "Your Grab OTP",
      rows: [
        top,
        p("Hi Sam,"),
        p('Your one-time password (OTP) to log in to Grab is <b style="font-size:20px;letter-spacing:4px;">4829</b>. It is valid for 3 minutes.'),
        p("<b>Never share your OTP.</b> Grab will never call you or message you to ask for it."),
        f,
      ].join("\n"),
    });
    add({
      family: "grab",
      group: "consumer",
      lang: "en",
      kind: "login-code",
      code: "4829",
      link: null,
      from: "Grab <no-reply@grab.com>",
      subject: "Your Grab OTP",
      date: "Sat, 11 Oct 2025 02:21:08 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Your Grab E-Receipt",
      rows: [
        top,
        h1("Hope you enjoyed your ride!"),
        facts([
          ["Booking ID", "A-7Q2XJ9KMRWHT"],
          ["Picked up", "Marina Bay Sands, 10 Bayfront Ave"],
          ["Dropped off", "Changi Airport Terminal 3"],
          ["Date", "05 Nov 25 06:12 AM"],
          ["Fare", "S$ 28.40"],
          ["Platform fee", "S$ 0.90"],
          ["Total paid", "S$ 29.30"],
          ["Paid by", "GrabPay Wallet"],
        ]),
        p("Rate your driver in the app and earn 20 GrabRewards points."),
        f,
      ].join("\n"),
    });
    add({
      family: "grab",
      group: "consumer",
      lang: "en",
      kind: "receipt",
      code: null,
      link: null,
      from: "Grab <no-reply@grab.com>",
      subject: "Your Grab E-Receipt",
      date: "Tue, 04 Nov 2025 22:40:55 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://grab.onelink.me/2695613898?pid=email&c=verify_email&af_dp=grab%3A%2F%2Fopen%3FscreenType%3DVERIFY_EMAIL%26token%3Dd91c7e2b";
    const html = page({
      lang: "en",
      title: "Verify your email",
      rows: [
        top,
        h1("Verify your email address"),
        p("Hi Sam, please verify your email so we can send you e-receipts and account updates. Enter this code in the Grab app:"),
        code_cell("3716", { spacing: 14, size: 36, color: "#00b14f" }),
        p("Or open the app directly by tapping below:"),
        button(link, "Verify in app", "#00b14f"),
        p("The code and the link expire in 30 minutes."),
        f,
      ].join("\n"),
    });
    add({
      family: "grab",
      group: "consumer",
      lang: "en",
      kind: "code-and-link",
      code: "3716",
      link,
      from: "Grab <no-reply@grab.com>",
      subject: "Verify your email address",
      date: "Thu, 16 Oct 2025 04:04:32 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ================================================================ oss

// ---- gitea
{
  const base = "https://git.fabrik-nord.example";
  {
    const link =
      `${base}/user/activate?code=20251020123456004e3a7c1b9f2d8e6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a`;
    const html = simple_html(
      "en",
      "sam, please activate your account",
      `<p>Hi <b>sam</b>, thanks for registering at Fabrik Nord Git!</p>
<p>Please click the following link to activate your account within <b>3 hours</b>:</p>
<p><a href="${link}">${link}</a></p>
<p>Not working? Try copying and pasting it to your browser.</p>
<p>© <a target="_blank" rel="noopener noreferrer" href="${base}/">Fabrik Nord Git</a></p>`,
    );
    add({
      family: "gitea",
      group: "oss",
      lang: "en",
      kind: "activation-link",
      code: null,
      link,
      from: "Fabrik Nord Git <gitea@fabrik-nord.example>",
      subject: "sam, please activate your account",
      date: "Mon, 20 Oct 2025 12:34:56 +0000",
      text:
        `Hi sam, thanks for registering at Fabrik Nord Git!\n\nPlease click the following link to activate your account within 3 hours:\n\n${link}\n\nNot working? Try copying and pasting it to your browser.\n\n© Fabrik Nord Git\n`,
      html,
    });
  }
  {
    const link =
      `${base}/user/recover_account?code=20251102091500007b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7a8b`;
    const html = simple_html(
      "en",
      "Recover your account",
      `<p>Hi <b>sam</b>,</p>
<p>Please click the following link to recover your account within <b>3 hours</b>:</p>
<p><a href="${link}">${link}</a></p>
<p>Not working? Try copying and pasting it to your browser.</p>
<p>© <a target="_blank" rel="noopener noreferrer" href="${base}/">Fabrik Nord Git</a></p>`,
    );
    add({
      family: "gitea",
      group: "oss",
      lang: "en",
      kind: "reset-link",
      code: null,
      link,
      from: "Fabrik Nord Git <gitea@fabrik-nord.example>",
      subject: "Recover your account",
      date: "Sun, 02 Nov 2025 09:15:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const zb = "https://code.shanhai-tech.example";
    const link =
      `${zb}/user/activate?code=202510281030000095a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f8091a2b3c4d5e6f7089`;
    const html = simple_html(
      "zh",
      "sam，请激活你的帐户",
      `<p>您好，<b>sam</b>，感谢您注册 山海代码托管！</p>
<p>请在 <b>3 小时</b> 内点击以下链接激活您的帐户：</p>
<p><a href="${link}">${link}</a></p>
<p>如果链接无法点击，请将其复制并粘贴到浏览器中。</p>
<p>© <a href="${zb}/">山海代码托管</a></p>`,
    );
    add({
      family: "gitea",
      group: "oss",
      lang: "zh",
      kind: "activation-link",
      code: null,
      link,
      from: "山海代码托管 <noreply@shanhai-tech.example>",
      subject: "sam，请激活你的帐户",
      date: "Tue, 28 Oct 2025 02:30:00 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = simple_html(
      "en",
      "[infra/deploy-scripts] New commits pushed",
      `<p><b>jmeyer</b> pushed 3 commits to <a href="${base}/infra/deploy-scripts/src/branch/main">main</a> in <a href="${base}/infra/deploy-scripts">infra/deploy-scripts</a></p>
<ul>
<li><a href="${base}/infra/deploy-scripts/commit/9f3c2a7">9f3c2a7</a> bump node to 22.11.0</li>
<li><a href="${base}/infra/deploy-scripts/commit/41e0b88">41e0b88</a> fix: retry rsync on exit code 255</li>
<li><a href="${base}/infra/deploy-scripts/commit/c7d1f03">c7d1f03</a> ci: cache ~/.npm (saves ~40 s)</li>
</ul>
<p style="color:#888;font-size:12px;">You are receiving this because you are watching this repository. <a href="${base}/infra/deploy-scripts/unwatch">Unwatch</a></p>`,
    );
    add({
      family: "gitea",
      group: "oss",
      lang: "en",
      kind: "notification",
      code: null,
      link: null,
      from: "jmeyer <gitea@fabrik-nord.example>",
      subject: "[infra/deploy-scripts] main: 3 new commits",
      date: "Wed, 05 Nov 2025 15:48:21 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const link =
      `${base}/user/activate_email?code=2025111008000000a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d1c3b5a7f9e1d3c5b7a9f1e3d5c7b9a1f3e5&email=sam.reader%40inbox.example`;
    const html = simple_html(
      "de",
      "Bitte bestätige deine E-Mail-Adresse",
      `<p>Hallo <b>sam</b>,</p>
<p>bitte klicke innerhalb von <b>3 Stunden</b> auf den folgenden Link, um deine E-Mail-Adresse zu bestätigen:</p>
<p><a href="${link}">${link}</a></p>
<p>Funktioniert nicht? Versuche ihn zu kopieren und in den Browser einzufügen.</p>
<p>© <a href="${base}/">Fabrik Nord Git</a></p>`,
    );
    add({
      family: "gitea",
      group: "oss",
      lang: "de",
      kind: "verify-link",
      code: null,
      link,
      from: "Fabrik Nord Git <gitea@fabrik-nord.example>",
      subject: "Bitte bestätige deine E-Mail-Adresse",
      date: "Mon, 10 Nov 2025 08:00:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- nextcloud
{
  const cloud = "https://cloud.kanzlei-weber.example";
  const nc = (lang: string, title: string, rows: string[]) =>
    page({
      lang,
      title,
      bg: "#ffffff",
      rows: [
        `<tr><td align="center" style="background-color:#0082c9;padding:20px;"><img src="${cloud}/themes/kanzlei/logo-mail.png" alt="Kanzlei Weber Cloud" height="50" style="display:block;"></td></tr>`,
        ...rows,
        footer([
          "Kanzlei Weber Cloud – ein sicherer Ort für all Ihre Daten",
          "Kanzlei Weber & Partner · Königsallee 14 · 40212 Düsseldorf · Tel. +49 211 555 3190",
        ]),
      ].join("\n"),
    });
  {
    const link = `${cloud}/index.php/lostpassword/reset/form/Kp3xR9wQ2mLt7VzB8nYc/sam.reader`;
    const html = nc("en", "Welcome aboard", [
      h1("Welcome aboard, Sam Reader"),
      p("You now have an account on Kanzlei Weber Cloud. Your username is <b>sam.reader</b>."),
      p("Set your password to get started:"),
      button(link, "Set your password", "#0082c9"),
      p('Install the client: <a href="https://nextcloud.com/install/#install-clients">nextcloud.com/install</a>'),
    ]);
    add({
      family: "nextcloud",
      group: "oss",
      lang: "en",
      kind: "invite-link",
      code: null,
      link,
      from: "Kanzlei Weber Cloud <cloud@kanzlei-weber.example>",
      subject: "Your Kanzlei Weber Cloud account was created",
      date: "Mon, 06 Oct 2025 08:45:12 +0000",
      text:
        `Welcome aboard Sam Reader\n\nYou now have an account on Kanzlei Weber Cloud. Your username is sam.reader.\n\nSet your password: ${link}\n\nInstall Client: https://nextcloud.com/install/#install-clients\n\n-- \nKanzlei Weber Cloud – ein sicherer Ort für all Ihre Daten\n`,
      html,
      enc: "qp",
    });
  }
  {
    const link = `${cloud}/index.php/lostpassword/reset/form/Ab7Nq2Lx0ZpW5tKr1yHm/sam.reader`;
    const html = nc("de", "Passwort zurücksetzen", [
      h1("Passwort zurücksetzen"),
      p("Klicken Sie auf die folgende Schaltfläche, um Ihr Passwort zurückzusetzen. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail."),
      button(link, "Passwort zurücksetzen", "#0082c9"),
      p(`Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link: <a href="${link}">${link}</a>`),
    ]);
    add({
      family: "nextcloud",
      group: "oss",
      lang: "de",
      kind: "reset-link",
      code: null,
      link,
      from: "Kanzlei Weber Cloud <cloud@kanzlei-weber.example>",
      subject: "Kanzlei Weber Cloud – Passwort zurücksetzen",
      date: "Fri, 24 Oct 2025 17:02:38 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const text =
      "Hello Sam Reader,\n\nYou are trying to log in to Kanzlei Weber Cloud. Your two-factor authentication code is:\n\n  640173\n\nThe code expires in 10 minutes.\n\nIf it was not you who tried to log in, change your password immediately.\n\n-- \nKanzlei Weber Cloud\n";
    add({
      family: "nextcloud",
      group: "oss",
      lang: "en",
      kind: "login-code",
      code: "640173",
      link: null,
      from: "Kanzlei Weber Cloud <cloud@kanzlei-weber.example>",
      subject: "Login attempt for Kanzlei Weber Cloud",
      date: "Wed, 12 Nov 2025 07:31:02 +0000",
      text,
      html: null,
    });
  }
  {
    const html = nc("it", "Spazio quasi esaurito", [
      h1("Il tuo spazio di archiviazione è quasi esaurito"),
      p("Stai utilizzando 9,6 GB dei 10 GB disponibili (96 %). Elimina alcuni file o chiedi all’amministratore di aumentare la tua quota."),
      p("Cartelle più grandi: <i>Pratiche 2024</i> (4,1 GB), <i>Scansioni</i> (2,7 GB)."),
    ]);
    add({
      family: "nextcloud",
      group: "oss",
      lang: "it",
      kind: "notification",
      code: null,
      link: null,
      from: "Kanzlei Weber Cloud <cloud@kanzlei-weber.example>",
      subject: "Spazio di archiviazione quasi esaurito",
      date: "Thu, 13 Nov 2025 06:00:04 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- mattermost
{
  const site = "https://chat.orbitlab.example";
  const mm = (lang: string, title: string, rows: string[]) =>
    page({
      lang,
      title,
      bg: "#f3f3f3",
      rows: [
        `<tr><td style="padding:24px 40px 0 40px;"><img src="${site}/static/images/logo_email_dark.png" alt="Mattermost" width="150"></td></tr>`,
        ...rows,
        footer(["© 2025 Mattermost, Inc. 530 Lytton Avenue, Second floor, Palo Alto, CA, 94301"], [[
          "Any questions at all, mail us any time:",
          "mailto:support@orbitlab.example",
        ]]),
      ].join("\n"),
    });
  {
    const link = `${site}/do_verify_email?token=w1x7kq9zr3bgmfy8ucd4s5tpoe&email=sam.reader%40inbox.example`;
    const html = mm("en", "Verify your email address", [
      h1("You’ve updated your email"),
      p("To finish updating your email for OrbitLab Chat, click below to confirm this is the right address."),
      button(link, "Verify email", "#1c58d9"),
      p("This email address was used to create an account with Mattermost. If it was not you, you can safely ignore this email."),
    ]);
    add({
      family: "mattermost",
      group: "oss",
      lang: "en",
      kind: "verify-link",
      code: null,
      link,
      from: "OrbitLab Chat <no-reply@orbitlab.example>",
      subject: "[OrbitLab Chat] Verify new email address",
      date: "Tue, 07 Oct 2025 11:11:52 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = `${site}/signup_user_complete/?id=8dx3ufaq5bgw7pjr1e9oxy6n4c&sbr=su&md=email`;
    const html = mm("es", "Te invitaron", [
      h1("Andrés Pérez te ha invitado a unirte al equipo <b>Producto</b>"),
      p("Empieza a colaborar con tu equipo en OrbitLab Chat."),
      button(link, "Unirse ahora", "#1c58d9"),
      p("Mattermost es una plataforma segura de colaboración para equipos técnicos."),
    ]);
    add({
      family: "mattermost",
      group: "oss",
      lang: "es",
      kind: "invite-link",
      code: null,
      link,
      from: "OrbitLab Chat <no-reply@orbitlab.example>",
      subject: "[OrbitLab Chat] Andrés Pérez te invitó a unirte al equipo Producto",
      date: "Fri, 17 Oct 2025 14:49:33 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = mm("en", "New messages", [
      h1("You have 3 new notifications"),
      p("<b>@dana.k</b> in ~release-2-14: “Freeze is Thursday 17:00 UTC — PR #4821 still needs a review.”"),
      p("<b>@oskar</b> in Direct Message: “Standup moved to 09:30.”"),
      p("<b>@mila</b> in ~incidents: “INC-2291 resolved, postmortem draft in the channel header.”"),
      button(`${site}/orbit/channels/town-square`, "Open Mattermost", "#1c58d9"),
      p(
        '<a href="' + site + '/orbit/preferences/notifications">Change notification preferences</a>',
        "font-size:12px;",
      ),
    ]);
    add({
      family: "mattermost",
      group: "oss",
      lang: "en",
      kind: "notification",
      code: null,
      link: null,
      from: "OrbitLab Chat <no-reply@orbitlab.example>",
      subject: "[OrbitLab Chat] New Notifications for November 12, 2025",
      date: "Wed, 12 Nov 2025 18:00:00 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- rocketchat
{
  const rc = (lang: string, body: string) =>
    simple_html(
      lang,
      "Rocket.Chat",
      `<table width="100%" style="background:#f7f8fa;"><tr><td align="center" style="padding:30px;">
<table width="560" style="background:#fff;border-radius:4px;"><tr><td style="padding:24px;"><img src="https://open.werkstatt-chat.example/assets/logo.png" alt="Werkstatt Chat" height="40"></td></tr>
<tr><td style="padding:0 24px 24px 24px;font-size:14px;line-height:21px;color:#2f343d;">${body}</td></tr></table>
<p style="font-size:11px;color:#9ea2a8;">Powered by Rocket.Chat · <a href="https://open.werkstatt-chat.example/account/preferences">Preferences</a></p></td></tr></table>`,
    );
  const cases: [string, string, string, string, string][] = [
    [
      "en",
      "Your authentication code",
      '<h2>Here is your authentication code:</h2><p style="font-size:30px;font-weight:bold;letter-spacing:2px;">593021</p><p>Do not provide this code to anyone.<br>If you didn\'t try to login in your account please ignore this email.</p>',
      "593021",
      "Sun, 05 Oct 2025 20:30:44 +0000",
    ],
    [
      "pt",
      "Seu código de autenticação",
      '<h2>Aqui está seu código de autenticação:</h2><p style="font-size:30px;font-weight:bold;letter-spacing:2px;">118470</p><p>Não forneça este código a ninguém.<br>Se você não tentou fazer login em sua conta, ignore este e-mail.</p>',
      "118470",
      "Wed, 22 Oct 2025 12:02:17 +0000",
    ],
    [
      "ru",
      "Ваш код аутентификации",
      '<h2>Ваш код аутентификации:</h2><p style="font-size:30px;font-weight:bold;letter-spacing:2px;">705836</p><p>Никому не сообщайте этот код.<br>Если вы не пытались войти в свою учётную запись, проигнорируйте это письмо.</p>',
      "705836",
      "Fri, 31 Oct 2025 06:40:29 +0000",
    ],
  ];
  for (const [lang, subject, body, code, date] of cases) {
    const html = rc(lang, body);
    add({
      family: "rocketchat",
      group: "oss",
      lang,
      kind: "login-code",
      code,
      link: null,
      from: "Werkstatt Chat <no-reply@werkstatt-chat.example>",
      subject: `[Werkstatt Chat] ${subject}`,
      date,
      text: text_of(html),
      html,
      enc: lang === "en" ? "7bit" : "qp",
    });
  }
  {
    const html = rc(
      "tr",
      '<p><b>Emre Yılmaz</b> sizden <b>#uretim-hatti</b> kanalında bahsetti:</p><blockquote style="border-left:3px solid #ccc;padding-left:8px;">@sam 3. hattaki sensör arızası (iş emri 77120) çözüldü mü? Vardiya 14:00’te değişiyor.</blockquote><p><a href="https://open.werkstatt-chat.example/channel/uretim-hatti?msg=Hq7Wn2kR9">Yanıtla</a></p>',
    );
    add({
      family: "rocketchat",
      group: "oss",
      lang: "tr",
      kind: "notification",
      code: null,
      link: null,
      from: "Werkstatt Chat <no-reply@werkstatt-chat.example>",
      subject: "[Werkstatt Chat] Emre Yılmaz sizden bahsetti",
      date: "Thu, 13 Nov 2025 10:58:03 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- magic-link (Magic)
{
  const f = footer(["Sent by Magic Labs, Inc. on behalf of Ledgerline · 228 Hamilton Ave, Palo Alto, CA 94301"], [[
    "Privacy",
    "https://magic.link/legal/privacy-policy",
  ]]);
  {
    const html = page({
      lang: "en",
      title: "Log in to Ledgerline",
      rows: [
        logo("https://assets.ledgerline.example/logo.png", "Ledgerline", 120),
        h1("Log in to Ledgerline"),
        p("Enter this code on the login screen to continue. It expires in 10 minutes."),
        code_boxes("294 716", "#6851ff"),
        p("Requested from Chrome on macOS, Denver, CO, US. If this wasn’t you, you can safely ignore this email."),
        f,
      ].join("\n"),
    });
    add({
      family: "magic-link",
      group: "oss",
      lang: "en",
      kind: "login-code",
      code: "294716",
      link: null,
      from: "Ledgerline <noreply@trymagic.com>",
      subject: "Log in to Ledgerline",
      date: "Wed, 01 Oct 2025 15:15:49 +0000",
      text:
        "Log in to Ledgerline\n\nEnter this code on the login screen to continue. It expires in 10 minutes.\n\n294716\n\nRequested from Chrome on macOS, Denver, CO, US. If this wasn't you, you can safely ignore this email.\n",
      html,
    });
  }
  {
    const link =
      "https://auth.magic.link/confirm?ak=pk_live_7D3B92&e=c2FtLnJlYWRlckBpbmJveC5leGFtcGxl&ct=t&tid=Z3rYq0Lp8mWk2vBn&location=https%3A%2F%2Fapp.tokenforge.example";
    const html = page({
      lang: "en",
      title: "Log in to TokenForge",
      rows: [
        logo("https://assets.tokenforge.example/mail-logo.png", "TokenForge", 120),
        h1("Confirm your login"),
        p("Click the button below to log in to TokenForge. This link expires in 15 minutes and can only be used once."),
        button(link, "Log in to TokenForge", "#6851ff"),
        p(
          "Your security code for this login is <b>Tidal Amber Fox</b> — make sure it matches the one shown on your login screen.",
          "color:#555;",
        ),
        f,
      ].join("\n"),
    });
    add({
      family: "magic-link",
      group: "oss",
      lang: "en",
      kind: "magic-link",
      code: null,
      link,
      from: "TokenForge <noreply@trymagic.com>",
      subject: "Log in to TokenForge",
      date: "Sat, 18 Oct 2025 23:03:14 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Inicia sesión en Ledgerline",
      rows: [
        logo("https://assets.ledgerline.example/logo.png", "Ledgerline", 120),
        h1("Inicia sesión en Ledgerline"),
        p("Introduce este código en la pantalla de inicio de sesión. Caduca en 10 minutos."),
        code_boxes("830 552", "#6851ff"),
        p("Si no has solicitado este código, puedes ignorar este correo."),
        f,
      ].join("\n"),
    });
    add({
      family: "magic-link",
      group: "oss",
      lang: "es",
      kind: "login-code",
      code: "830552",
      link: null,
      from: "Ledgerline <noreply@trymagic.com>",
      subject: "Inicia sesión en Ledgerline",
      date: "Mon, 03 Nov 2025 09:26:57 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- workos
{
  const f = (app: string) =>
    footer([
      `You received this email because a sign-in to ${app} was requested for sam.reader@inbox.example.`,
      "Powered by WorkOS · 548 Market St #86125, San Francisco, CA 94104",
    ]);
  {
    const html = page({
      lang: "en",
      title: "Your Magic Auth code",
      rows: [
        logo("https://workos.imgix.net/app-branding/environment_01HBQ/logo.png", "Pylon Analytics", 130),
        h1("Sign in to Pylon Analytics"),
        p("Enter the following code to sign in:"),
        code_cell("418 827", { spacing: 6 }),
        p("This code will expire in 10 minutes."),
        f("Pylon Analytics"),
      ].join("\n"),
    });
    add({
      family: "workos",
      group: "oss",
      lang: "en",
      kind: "login-code",
      code: "418827",
      link: null,
      from: "Pylon Analytics <access@pylon-analytics.example>",
      subject: "Your Pylon Analytics sign-in code is 418827",
      date: "Thu, 09 Oct 2025 13:39:20 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "de",
      title: "E-Mail bestätigen",
      rows: [
        logo("https://workos.imgix.net/app-branding/environment_01HBQ/logo.png", "Pylon Analytics", 130),
        h1("Bestätigen Sie Ihre E-Mail-Adresse"),
        p("Geben Sie den folgenden Code ein, um Ihre E-Mail-Adresse zu bestätigen:"),
        code_cell("602 194", { spacing: 6 }),
        p("Dieser Code läuft in 10 Minuten ab."),
        f("Pylon Analytics"),
      ].join("\n"),
    });
    add({
      family: "workos",
      group: "oss",
      lang: "de",
      kind: "verify-code",
      code: "602194",
      link: null,
      from: "Pylon Analytics <access@pylon-analytics.example>",
      subject: "Bestätigen Sie Ihre E-Mail-Adresse",
      date: "Sun, 26 Oct 2025 07:07:07 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://auth.pylon-analytics.example/invite?invitation_token=Z2VuX2ludml0ZV8wMUpCWDg0VkFaN1k1UjNNUTJLOUZHVlhQUw";
    const html = page({
      lang: "en",
      title: "You've been invited",
      rows: [
        logo("https://workos.imgix.net/app-branding/environment_01HBQ/logo.png", "Pylon Analytics", 130),
        h1("You’ve been invited to join Harbor Freight Co. on Pylon Analytics"),
        p("Nadia Haddad (nadia@harborfreight.example) invited you to join their organization."),
        button(link, "Accept invitation", "#6363f1"),
        p("This invitation will expire in 7 days."),
        f("Pylon Analytics"),
      ].join("\n"),
    });
    add({
      family: "workos",
      group: "oss",
      lang: "en",
      kind: "invite-link",
      code: null,
      link,
      from: "Pylon Analytics <access@pylon-analytics.example>",
      subject: "You've been invited to join Harbor Freight Co. on Pylon Analytics",
      date: "Tue, 04 Nov 2025 16:22:45 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Tu código",
      rows: [
        logo("https://workos.imgix.net/app-branding/environment_02KQZ/logo.png", "Cuadra", 110),
        h1("Inicia sesión en Cuadra"),
        p("Introduce el siguiente código para iniciar sesión:"),
        code_cell("775 310", { spacing: 6 }),
        p("Este código caducará en 10 minutos."),
        f("Cuadra"),
      ].join("\n"),
    });
    add({
      family: "workos",
      group: "oss",
      lang: "es",
      kind: "login-code",
      code: "775310",
      link: null,
      from: "Cuadra <acceso@cuadra.example>",
      subject: "Tu código de inicio de sesión de Cuadra",
      date: "Sat, 15 Nov 2025 21:51:09 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
}

// ---- supertokens
{
  const st = (lang: string, title: string, rows: string[], foot: string) =>
    page({ lang, title, bg: "#f5f5f5", width: 540, rows: [...rows, footer([foot])].join("\n") });
  {
    const link =
      "https://app.bakehouse-crm.example/auth/verify?preAuthSessionId=Hq2sZ0P_3xYtV7kLm9Rb1cWnA4dE8fGj5uI6oK&tenantId=public#kT8vQ2mZr0Lx";
    const html = st("en", "Login to Bakehouse CRM", [
      h1("Login to your account"),
      p("Please enter the OTP to login to Bakehouse CRM:"),
      code_cell("ZX7Q4M", { spacing: 8, bg: "#fff3e6", color: "#ff9933" }),
      p("OR click the link below to login on the same device and browser:"),
      button(link, "Login", "#ff9933"),
      p("This is valid for 15 minutes."),
    ], "This email is meant for sam.reader@inbox.example. Bakehouse CRM · 41 Harbour St, Bristol BS1 4QA, UK");
    add({
      family: "supertokens",
      group: "oss",
      lang: "en",
      kind: "code-and-link",
      code: "ZX7Q4M",
      link,
      from: "Bakehouse CRM <auth@bakehouse-crm.example>",
      subject: "Login to Bakehouse CRM",
      date: "Wed, 08 Oct 2025 09:47:31 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const link =
      "https://espace.atelier-lune.example/auth/verify?preAuthSessionId=Rm4bX8q_2kLw9ZtY0pVa3nCs7dF1gHj6eU5iO&tenantId=public#Pq3Wz9Lk";
    const html = st("fr", "Connexion à Atelier Lune", [
      h1("Connectez-vous à votre compte"),
      p("Saisissez ce code à usage unique pour vous connecter à Atelier Lune :"),
      code_cell("419 263", { spacing: 8, bg: "#fff3e6", color: "#ff9933" }),
      p("OU cliquez sur le lien ci-dessous pour vous connecter depuis le même appareil et le même navigateur :"),
      button(link, "Se connecter", "#ff9933"),
      p("Valable 15 minutes."),
    ], "Atelier Lune · 12 rue des Tanneurs, 69001 Lyon · SIRET 812 345 678 00019");
    add({
      family: "supertokens",
      group: "oss",
      lang: "fr",
      kind: "code-and-link",
      code: "419263",
      link,
      from: "Atelier Lune <connexion@atelier-lune.example>",
      subject: "Votre code de connexion Atelier Lune",
      date: "Fri, 24 Oct 2025 16:36:09 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = st("en", "Your OTP", [
      h1("Login to your account"),
      p("Your OTP to login to Bakehouse CRM is:"),
      code_cell("6028", { spacing: 14, bg: "#fff3e6", color: "#ff9933" }),
      p("This OTP is valid for 15 minutes. Do not share it."),
    ], "Bakehouse CRM · 41 Harbour St, Bristol BS1 4QA, UK");
    add({
      family: "supertokens",
      group: "oss",
      lang: "en",
      kind: "login-code",
      code: "6028",
      link: null,
      from: "Bakehouse CRM <auth@bakehouse-crm.example>",
      subject: "Your OTP for Bakehouse CRM",
      date: "Sun, 09 Nov 2025 06:18:40 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- directus
{
  const base = "https://cms.stadtwerke-aurich.example";
  {
    const link =
      `${base}/admin/accept-invite?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6InNhbS5yZWFkZXJAaW5ib3guZXhhbXBsZSIsInNjb3BlIjoiaW52aXRlIn0.3pQf2Yk`;
    const html = page({
      lang: "en",
      title: "You have been invited",
      rows: [
        logo(`${base}/assets/project-logo`, "Stadtwerke Aurich CMS", 60),
        h1("You have been invited!"),
        p("You have been invited to <b>Stadtwerke Aurich CMS</b>. Please click the button below to join:"),
        button(link, "Join Project", "#6644ff"),
        footer(["Sent by Directus · Stadtwerke Aurich GmbH, Am Hafen 3, 26603 Aurich"]),
      ].join("\n"),
    });
    add({
      family: "directus",
      group: "oss",
      lang: "en",
      kind: "invite-link",
      code: null,
      link,
      from: "Stadtwerke Aurich CMS <cms@stadtwerke-aurich.example>",
      subject: "You've been invited",
      date: "Mon, 13 Oct 2025 10:03:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "nl",
      title: "Flow: nieuwe inzending",
      rows: [
        h1("Nieuwe inzending: contactformulier"),
        facts([["Naam", "Femke de Vries"], ["Telefoon", "+31 6 1234 5678"], ["Postcode", "9711 LM"], [
          "Bericht",
          "Graag een offerte voor 12 zonnepanelen (referentie AX-20931).",
        ]]),
        p(`<a href="${base}/admin/content/submissions/4821">Bekijk in Directus</a>`),
        footer(["Automatisch verzonden door Directus Flow “Notify sales”."]),
      ].join("\n"),
    });
    add({
      family: "directus",
      group: "oss",
      lang: "nl",
      kind: "notification",
      code: null,
      link: null,
      from: "Directus <cms@stadtwerke-aurich.example>",
      subject: "Nieuwe inzending: contactformulier #4821",
      date: "Tue, 28 Oct 2025 13:13:13 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- strapi
{
  {
    const link = "https://api.trailmix-app.example/api/auth/email-confirmation?confirmation=9c4f8e2a1b7d3c6e5f0a";
    const text =
      `Thank you for registering!\n\nYou have to confirm your email address. Please click on the link below.\n\n${link}\n\nThanks.\n`;
    const html = simple_html(
      "en",
      "Account confirmation",
      `<p>Thank you for registering!</p>
<p>You have to confirm your email address. Please click on the link below.</p>
<p>${link}</p>
<p>Thanks.</p>`,
    );
    add({
      family: "strapi",
      group: "oss",
      lang: "en",
      kind: "verify-link",
      code: null,
      link,
      from: "TrailMix <no-reply@trailmix-app.example>",
      subject: "Account confirmation",
      date: "Thu, 02 Oct 2025 17:27:05 +0000",
      text,
      html,
    });
  }
  {
    const link =
      "https://www.marchegourmand.example/reinitialiser?code=5f0c9d8b7a6e4f3d2c1b0a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a";
    const html = simple_html(
      "fr",
      "Réinitialisation du mot de passe",
      `<p>Nous avons reçu une demande de réinitialisation de votre mot de passe.</p>
<p>Merci d'utiliser le lien suivant pour réinitialiser votre mot de passe :</p>
<p><a href="${link}">${link}</a></p>
<p>Merci.</p>
<p style="color:#999;font-size:12px;">Marché Gourmand · 8 place du Marché, 33000 Bordeaux · 05 56 00 12 34</p>`,
    );
    add({
      family: "strapi",
      group: "oss",
      lang: "fr",
      kind: "reset-link",
      code: null,
      link,
      from: "Marché Gourmand <contact@marchegourmand.example>",
      subject: "Réinitialisation du mot de passe",
      date: "Sat, 25 Oct 2025 11:46:58 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- parkly (an invented parking app; its codes carry a printed prefix)
{
  const f = footer(["Parkly Ltd · Unit 4, 22 Ropemaker Street, London EC2Y 9AR · +44 20 3807 1142", "© 2025 Parkly"], [[
    "Help",
    "https://parkly.example/help",
  ], ["Unsubscribe", "https://parkly.example/u/8e2f?list=all"]]);
  {
    const html = page({
      lang: "en",
      title: "Your Parkly code",
      rows: [
        logo("https://parkly.example/img/mail-logo.png", "Parkly", 90),
        h1("P-720419 is your Parkly code"),
        p("Enter it in the app to sign in. Don’t share it with anyone — our team will never ask for it."),
        p("Requested at 08:14 from iPhone."),
        f,
      ].join("\n"),
    });
    add({
      family: "parkly",
      group: "consumer",
      lang: "en",
      kind: "login-code",
      code: "P-720419",
      code_digits: "720419",
      link: null,
      from: "Parkly <hello@parkly.example>",
      subject: "P-720419 is your Parkly code",
      date: "Tue, 14 Oct 2025 07:14:40 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Confirm your email",
      rows: [
        logo("https://parkly.example/img/mail-logo.png", "Parkly", 90),
        h1("One more step"),
        p("To add this email to your Parkly account, type this confirmation code in the app:"),
        code_cell("P-118305", { spacing: 4 }),
        p("It is valid for 20 minutes."),
        f,
      ].join("\n"),
    });
    add({
      family: "parkly",
      group: "consumer",
      lang: "en",
      kind: "verify-code",
      code: "P-118305",
      code_digits: "118305",
      link: null,
      from: "Parkly <hello@parkly.example>",
      subject: "Confirm your email for Parkly",
      date: "Fri, 31 Oct 2025 18:09:55 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Parking receipt",
      rows: [
        logo("https://parkly.example/img/mail-logo.png", "Parkly", 90),
        h1("Your parking receipt"),
        facts([
          ["Location", "Zone 4411 · Moorgate NCP"],
          ["Vehicle", "LK21 XRT"],
          ["Session", "09:02 – 17:45, 12 Nov 2025"],
          ["Parking", "£18.60"],
          ["Service fee", "£0.45"],
          ["Total", "£19.05"],
          ["Receipt no.", "PK-2511-083321"],
        ]),
        f,
      ].join("\n"),
    });
    add({
      family: "parkly",
      group: "consumer",
      lang: "en",
      kind: "receipt",
      code: null,
      link: null,
      from: "Parkly <receipts@parkly.example>",
      subject: "Receipt PK-2511-083321",
      date: "Wed, 12 Nov 2025 17:46:12 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ================================================================ regional

// ---- hepsiburada (tr)
{
  const f = footer([
    "D-MARKET Elektronik Hizmetler ve Ticaret A.Ş. · Kuştepe Mah. Mecidiyeköy Yolu Cad. No:12, 34387 Şişli/İstanbul",
    "Müşteri Hizmetleri: 0850 252 40 00",
  ], [["Yardım", "https://www.hepsiburada.com/yardim"], ["Gizlilik", "https://www.hepsiburada.com/gizlilik"]]);
  const top = logo("https://images.hepsiburada.net/mail/hb-logo.png", "hepsiburada", 150);
  {
    const html = page({
      lang: "tr",
      title: "Doğrulama kodu",
      rows: [
        top,
        p("Merhaba Sam,"),
        p("Hesabına giriş yapmak için doğrulama kodun:"),
        code_cell("482913", { spacing: 10, color: "#ff6000", bg: "#fff4ec" }),
        p("Kod 3 dakika boyunca geçerlidir. Güvenliğin için bu kodu kimseyle paylaşma."),
        f,
      ].join("\n"),
    });
    add({
      family: "hepsiburada",
      group: "regional",
      lang: "tr",
      kind: "login-code",
      code: "482913",
      link: null,
      from: "Hepsiburada <bilgi@hepsiburada.com>",
      subject: "Hepsiburada doğrulama kodun",
      date: "Sun, 05 Oct 2025 08:51:32 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "tr",
      title: "Siparişin alındı",
      rows: [
        top,
        h1("Siparişin alındı 🎉"),
        p("Merhaba Sam, siparişini aldık. Satıcı siparişini hazırlamaya başladı."),
        facts([
          ["Sipariş numarası", "4821935567"],
          ["Sipariş tarihi", "18 Ekim 2025, 14:22"],
          ["Ürün", "Philips Airfryer XXL HD9650"],
          ["Tutar", "8.499,00 TL"],
          ["Teslimat adresi", "Caferağa Mah. Moda Cad. No:48 D:5, Kadıköy/İstanbul"],
        ]),
        f,
      ].join("\n"),
    });
    add({
      family: "hepsiburada",
      group: "regional",
      lang: "tr",
      kind: "order",
      code: null,
      link: null,
      from: "Hepsiburada <siparis@hepsiburada.com>",
      subject: "4821935567 numaralı siparişin alındı",
      date: "Sat, 18 Oct 2025 11:22:40 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "tr",
      title: "Kargoya verildi",
      rows: [
        top,
        h1("Siparişin kargoya verildi"),
        p("4821935567 numaralı siparişindeki ürün Hepsijet ile yola çıktı."),
        facts([["Kargo takip no", "HJ1025883401"], ["Tahmini teslimat", "21 Ekim Salı"]]),
        f,
      ].join("\n"),
    });
    add({
      family: "hepsiburada",
      group: "regional",
      lang: "tr",
      kind: "shipping",
      code: null,
      link: null,
      from: "Hepsiburada <siparis@hepsiburada.com>",
      subject: "Siparişin kargoya verildi",
      date: "Mon, 20 Oct 2025 06:30:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://www.hepsiburada.com/uyelik/eposta-dogrula?t=7Yq2Lk9WzR0pXm4BvN8c&utm_source=mail";
    const html = page({
      lang: "tr",
      title: "E-posta adresini doğrula",
      rows: [
        top,
        h1("E-posta adresini doğrula"),
        p("Merhaba Sam, e-posta adresini doğrulamak için aşağıdaki kodu uygulamaya gir:"),
        code_cell("905 331", { spacing: 8, color: "#ff6000", bg: "#fff4ec" }),
        p("Ya da tek tıkla doğrula:"),
        button(link, "E-postamı doğrula", "#ff6000"),
        f,
      ].join("\n"),
    });
    add({
      family: "hepsiburada",
      group: "regional",
      lang: "tr",
      kind: "code-and-link",
      code: "905331",
      link,
      from: "Hepsiburada <bilgi@hepsiburada.com>",
      subject: "E-posta adresini doğrula",
      date: "Thu, 06 Nov 2025 19:40:08 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- ozon (ru)
{
  const f = footer([
    "ООО «Интернет Решения», 123112, г. Москва, Пресненская наб., д. 10, помещение I, этаж 41",
    "Служба поддержки: 8 800 234-70-00",
  ], [["Помощь", "https://docs.ozon.ru/common/"], ["Отписаться", "https://www.ozon.ru/my/subscriptions/?unsub=mail"]]);
  const top = logo("https://cdn1.ozone.ru/s3/email/ozon-logo.png", "OZON", 110);
  {
    const text =
      "Здравствуйте!\n\nКод для входа в Ozon: 2841\n\nНикому не сообщайте код, даже сотрудникам Ozon.\nЕсли вы не запрашивали код, просто проигнорируйте это письмо.\n\n--\nOzon, 8 800 234-70-00\n";
    const html = page({
      lang: "ru",
      title: "Код для входа",
      rows: [
        top,
        p("Здравствуйте!"),
        p("Код для входа в Ozon:"),
        code_cell("2841", { spacing: 16, size: 40, color: "#005bff" }),
        p("Никому не сообщайте код, даже сотрудникам Ozon.<br>Если вы не запрашивали код, просто проигнорируйте это письмо."),
        f,
      ].join("\n"),
    });
    add({
      family: "ozon",
      group: "regional",
      lang: "ru",
      kind: "login-code",
      code: "2841",
      link: null,
      from: "Ozon <noreply@ozon.ru>",
      subject: "Код для входа в Ozon",
      date: "Mon, 06 Oct 2025 04:12:19 +0000",
      text,
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ru",
      title: "Заказ оформлен",
      rows: [
        top,
        h1("Заказ № 58102347-0012 оформлен"),
        p("Спасибо за покупку! Мы сообщим, когда заказ прибудет в пункт выдачи."),
        facts([["Товары", "Наушники Sony WH-1000XM5 — 1 шт."], ["Сумма", "27 490 ₽"], [
          "Доставка",
          "Пункт выдачи, ул. Ленина, 21, Казань",
        ], ["Ожидаемая дата", "24 октября"]]),
        f,
      ].join("\n"),
    });
    add({
      family: "ozon",
      group: "regional",
      lang: "ru",
      kind: "order",
      code: null,
      link: null,
      from: "Ozon <noreply@ozon.ru>",
      subject: "Заказ № 58102347-0012 оформлен",
      date: "Tue, 21 Oct 2025 16:33:47 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "ru",
      title: "Подтверждение почты",
      rows: [
        top,
        h1("Подтвердите адрес почты"),
        p("Чтобы привязать эту почту к аккаунту Ozon, введите код подтверждения:"),
        code_boxes("615 940", "#005bff"),
        p("Код действует 10 минут."),
        f,
      ].join("\n"),
    });
    add({
      family: "ozon",
      group: "regional",
      lang: "ru",
      kind: "verify-code",
      code: "615940",
      link: null,
      from: "Ozon <noreply@ozon.ru>",
      subject: "Подтверждение адреса почты",
      date: "Sat, 08 Nov 2025 09:58:30 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- mercari (ja)
{
  const f = footer([
    "株式会社メルカリ　〒106-6118 東京都港区六本木6-10-1 六本木ヒルズ森タワー",
    "お問い合わせ：https://jp-help.jp.mercari.com",
  ], []);
  {
    const text =
      "Sam 様\n\nメルカリをご利用いただきありがとうございます。\n以下の認証番号を画面に入力してください。\n\n認証番号：528193\n\n※認証番号の有効期限は10分です。\n※本メールにお心当たりのない場合は、破棄してください。\n\n――――――――――――\n株式会社メルカリ\n〒106-6118 東京都港区六本木6-10-1\n";
    add({
      family: "mercari",
      group: "regional",
      lang: "ja",
      kind: "verify-code",
      code: "528193",
      link: null,
      from: "メルカリ <no-reply@mercari.jp>",
      subject: "【メルカリ】認証番号のお知らせ",
      date: "Wed, 01 Oct 2025 03:03:03 +0000",
      text,
      html: null,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ja",
      title: "商品が発送されました",
      rows: [
        logo("https://static.mercdn.net/images/mail/logo.png", "mercari", 120),
        h1("出品者が商品を発送しました"),
        p("Sam 様、購入した商品「ノースフェイス ヌプシジャケット Mサイズ」が発送されました。"),
        facts([
          ["取引ID", "m84293017752"],
          ["配送方法", "らくらくメルカリ便（宅急便）"],
          ["追跡番号", "4821-9931-0057"],
          ["お届け予定", "11月7日（金）"],
        ]),
        p("商品が届いたら、取引画面から受取評価をしてください。"),
        f,
      ].join("\n"),
    });
    add({
      family: "mercari",
      group: "regional",
      lang: "ja",
      kind: "shipping",
      code: null,
      link: null,
      from: "メルカリ <no-reply@mercari.jp>",
      subject: "【メルカリ】商品が発送されました",
      date: "Wed, 05 Nov 2025 10:21:14 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ja",
      title: "ログイン確認",
      rows: [
        logo("https://static.mercdn.net/images/mail/logo.png", "mercari", 120),
        p("Sam 様"),
        p("新しい端末からのログインを確認するため、以下のワンタイムパスワードを入力してください。"),
        code_cell("902 114", { spacing: 8, color: "#ff0211" }),
        p("有効期限：発行から30分"),
        f,
      ].join("\n"),
    });
    add({
      family: "mercari",
      group: "regional",
      lang: "ja",
      kind: "login-code",
      code: "902114",
      link: null,
      from: "メルカリ <no-reply@mercari.jp>",
      subject: "【メルカリ】ログイン用ワンタイムパスワード",
      date: "Sun, 16 Nov 2025 13:45:56 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- coupang (ko)
{
  const f = footer([
    "쿠팡(주) · 서울시 송파구 송파대로 570 · 대표이사 강한승, 박대준",
    "사업자등록번호 120-88-00767 · 고객센터 1577-7011",
  ], [["개인정보처리방침", "https://privacy.coupang.com/ko/center/coupang/"]]);
  const top = logo("https://image6.coupangcdn.com/image/coupang/common/logo_coupang_w350.png", "coupang", 140);
  {
    const html = page({
      lang: "ko",
      title: "인증번호 안내",
      rows: [
        top,
        h1("이메일 인증번호 안내"),
        p("안녕하세요, Sam님."),
        p('요청하신 인증번호는 <b style="color:#346aff;font-size:20px;">[734821]</b> 입니다.'),
        p("인증번호는 발송 후 5분간 유효합니다. 본인이 요청하지 않았다면 이 메일을 무시하세요."),
        f,
      ].join("\n"),
    });
    add({
      family: "coupang",
      group: "regional",
      lang: "ko",
      kind: "verify-code",
      code: "734821",
      link: null,
      from: "쿠팡 <no-reply@coupang.com>",
      subject: "[쿠팡] 이메일 인증번호 안내",
      date: "Thu, 02 Oct 2025 01:17:42 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ko",
      title: "주문 완료",
      rows: [
        top,
        h1("주문이 완료되었습니다"),
        facts([
          ["주문번호", "2100158374920"],
          ["주문일시", "2025.10.27 21:05"],
          ["상품", "곰곰 무항생제 신선한 달걀 30구 외 2건"],
          ["결제금액", "32,470원"],
          ["도착 예정", "내일(화) 새벽 7시 전 도착"],
        ]),
        p("로켓배송 상품은 쿠팡 앱에서 배송 현황을 확인하실 수 있습니다."),
        f,
      ].join("\n"),
    });
    add({
      family: "coupang",
      group: "regional",
      lang: "ko",
      kind: "order",
      code: null,
      link: null,
      from: "쿠팡 <no-reply@coupang.com>",
      subject: "[쿠팡] 주문이 완료되었습니다",
      date: "Mon, 27 Oct 2025 12:05:31 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ko",
      title: "로그인 인증",
      rows: [
        top,
        p("Sam님, 새로운 기기에서 로그인을 시도했습니다."),
        p("아래 인증번호 6자리를 입력해 주세요."),
        code_boxes("190628", "#346aff"),
        p("본인이 아닌 경우 비밀번호를 변경해 주세요."),
        f,
      ].join("\n"),
    });
    add({
      family: "coupang",
      group: "regional",
      lang: "ko",
      kind: "login-code",
      code: "190628",
      link: null,
      from: "쿠팡 <no-reply@coupang.com>",
      subject: "[쿠팡] 로그인 인증번호",
      date: "Wed, 12 Nov 2025 22:29:03 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- bilibili (zh)
{
  const f = footer([
    "上海宽娱数码科技有限公司 · 上海市杨浦区政立路485号",
    "此邮件由系统自动发送，请勿回复。客服电话：400-0000-000",
  ], []);
  {
    const text =
      "亲爱的用户：\n\n您好！您正在进行邮箱验证，本次请求的验证码为：\n\n418203\n\n为了保障您的账号安全，请在5分钟内完成验证。如非本人操作，请忽略本邮件。\n\n哔哩哔哩\n";
    const html = simple_html(
      "zh",
      "邮箱验证",
      `<div style="max-width:560px;margin:0 auto;border-top:4px solid #fb7299;padding:20px;">
<p>亲爱的用户：</p><p>您好！您正在进行邮箱验证，本次请求的验证码为：</p>
<p style="font-size:28px;font-weight:bold;color:#fb7299;letter-spacing:6px;">418203</p>
<p>为了保障您的账号安全，请在5分钟内完成验证。如非本人操作，请忽略本邮件。</p>
<p style="text-align:right;">哔哩哔哩</p></div>`,
    );
    add({
      family: "bilibili",
      group: "regional",
      lang: "zh",
      kind: "verify-code",
      code: "418203",
      link: null,
      from: "哔哩哔哩 <noreply@service.bilibili.com>",
      subject: "【哔哩哔哩】邮箱验证码",
      date: "Fri, 03 Oct 2025 14:14:14 +0000",
      text,
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "zh",
      title: "安全验证",
      rows: [
        logo("https://i0.hdslb.com/bfs/static/mail/logo.png", "bilibili", 100),
        h1("登录安全验证"),
        p("检测到您的账号正在新设备上登录，请输入以下验证码完成验证："),
        code_cell("590174", { spacing: 10, color: "#00a1d6" }),
        p("验证码10分钟内有效，请勿泄露给他人。"),
        f,
      ].join("\n"),
    });
    add({
      family: "bilibili",
      group: "regional",
      lang: "zh",
      kind: "login-code",
      code: "590174",
      link: null,
      from: "哔哩哔哩 <noreply@service.bilibili.com>",
      subject: "【哔哩哔哩】登录安全验证",
      date: "Mon, 20 Oct 2025 12:00:48 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "zh",
      title: "大会员开通成功",
      rows: [
        logo("https://i0.hdslb.com/bfs/static/mail/logo.png", "bilibili", 100),
        h1("大会员开通成功"),
        facts([["订单号", "1762815593021847"], ["商品", "年度大会员（12个月）"], ["支付金额", "¥148.00"], [
          "有效期至",
          "2026-11-10",
        ]]),
        p("感谢您的支持！"),
        f,
      ].join("\n"),
    });
    add({
      family: "bilibili",
      group: "regional",
      lang: "zh",
      kind: "receipt",
      code: null,
      link: null,
      from: "哔哩哔哩 <noreply@service.bilibili.com>",
      subject: "【哔哩哔哩】大会员开通成功",
      date: "Mon, 10 Nov 2025 03:39:53 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- souqna (ar; an invented marketplace in the Gulf)
{
  const f = footer([
    "سوقنا للتجارة الإلكترونية · برج الفيصلية، طريق الملك فهد، الرياض 12212، المملكة العربية السعودية",
    "خدمة العملاء: 920001234 · © 2025 سوقنا",
  ], [["المساعدة", "https://souqna.example/ar/help"], ["سياسة الخصوصية", "https://souqna.example/ar/privacy"]]);
  const top = logo("https://souqna.example/static/mail/logo-ar.png", "سوقنا", 110);
  {
    const html = page({
      lang: "ar",
      rtl: true,
      title: "رمز التحقق",
      rows: [
        top,
        p("مرحباً سام،", "text-align:right;"),
        p("رمز التحقق الخاص بك لتسجيل الدخول إلى سوقنا هو:", "text-align:right;"),
        code_cell("739204", { spacing: 10, color: "#0b7a5c" }),
        p("صلاحية الرمز 5 دقائق. لا تشارك هذا الرمز مع أي شخص.", "text-align:right;"),
        f,
      ].join("\n"),
    });
    add({
      family: "souqna",
      group: "regional",
      lang: "ar",
      kind: "login-code",
      code: "739204",
      link: null,
      from: "سوقنا <no-reply@souqna.example>",
      subject: "رمز التحقق الخاص بك",
      date: "Tue, 07 Oct 2025 17:55:21 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "ar",
      rtl: true,
      title: "تم استلام طلبك",
      rows: [
        top,
        h1("شكراً لطلبك!"),
        p("مرحباً سام، تم استلام طلبك وسيتم شحنه قريباً.", "text-align:right;"),
        facts([["رقم الطلب", "SQ-20251024-55812"], ["التاريخ", "24 أكتوبر 2025"], ["المنتج", "سماعات لاسلكية × 1"], [
          "المبلغ الإجمالي",
          "349.00 ر.س",
        ], ["طريقة الدفع", "مدى •••• 3381"]]),
        f,
      ].join("\n"),
    });
    add({
      family: "souqna",
      group: "regional",
      lang: "ar",
      kind: "order",
      code: null,
      link: null,
      from: "سوقنا <orders@souqna.example>",
      subject: "تم استلام طلبك رقم SQ-20251024-55812",
      date: "Fri, 24 Oct 2025 19:10:06 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const link = "https://souqna.example/ar/account/verify-email?token=b7Q2xL9kP0mZ4wR8vT1n&src=mail";
    const html = page({
      lang: "ar",
      rtl: true,
      title: "تأكيد البريد الإلكتروني",
      rows: [
        top,
        h1("أكّد بريدك الإلكتروني"),
        p("أدخل الرمز التالي في التطبيق لتأكيد بريدك الإلكتروني:", "text-align:right;"),
        code_cell("4417", { spacing: 14, size: 36, color: "#0b7a5c" }),
        p("أو اضغط على الزر أدناه:", "text-align:right;"),
        button(link, "تأكيد البريد الإلكتروني", "#0b7a5c"),
        f,
      ].join("\n"),
    });
    add({
      family: "souqna",
      group: "regional",
      lang: "ar",
      kind: "code-and-link",
      code: "4417",
      link,
      from: "سوقنا <no-reply@souqna.example>",
      subject: "أكّد بريدك الإلكتروني",
      date: "Sun, 09 Nov 2025 15:20:30 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- marktplaats (nl)
{
  const f = footer(["Marktplaats B.V. · Wibautstraat 224 · 1097 DN Amsterdam · KvK 34181927"], [[
    "Klantenservice",
    "https://help.marktplaats.nl",
  ], ["Privacy", "https://www.marktplaats.nl/privacy"]]);
  {
    const html = page({
      lang: "nl",
      title: "Je verificatiecode",
      rows: [
        logo("https://www.marktplaats.nl/email/logo.png", "Marktplaats", 140),
        p("Hoi Sam,"),
        p("Gebruik deze code om je e-mailadres te bevestigen:"),
        code_cell("1840 2277", { spacing: 6, color: "#2d3c4d" }),
        p("De code is 1 uur geldig. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren."),
        f,
      ].join("\n"),
    });
    add({
      family: "marktplaats",
      group: "regional",
      lang: "nl",
      kind: "verify-code",
      code: "18402277",
      link: null,
      from: "Marktplaats <noreply@marktplaats.nl>",
      subject: "Je verificatiecode voor Marktplaats",
      date: "Sun, 12 Oct 2025 10:05:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "nl",
      title: "Advertentie geplaatst",
      rows: [
        logo("https://www.marktplaats.nl/email/logo.png", "Marktplaats", 140),
        h1("Je advertentie staat online!"),
        facts([["Advertentie", "Gazelle Chamonix damesfiets 57 cm"], ["Advertentienummer", "m2178893311"], [
          "Vraagprijs",
          "€ 225,00",
        ], ["Looptijd", "t/m 2 december 2025"]]),
        p("Tip: voeg een Dagtopper toe voor € 2,99 en word 4× vaker gezien."),
        f,
      ].join("\n"),
    });
    add({
      family: "marktplaats",
      group: "regional",
      lang: "nl",
      kind: "notification",
      code: null,
      link: null,
      from: "Marktplaats <noreply@marktplaats.nl>",
      subject: "Je advertentie staat online",
      date: "Sun, 02 Nov 2025 13:37:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- leboncoin (fr)
{
  const f = footer(["leboncoin · 2 rue de Paris, 92190 Meudon · RCS Nanterre 521 703 045"], [[
    "Aide",
    "https://leboncoin.zendesk.com",
  ], ["Se désabonner", "https://www.leboncoin.fr/compte/notifications?unsub=1"]]);
  {
    const text =
      "Bonjour Sam,\n\nVoici votre code de vérification : 804 227\n\nSaisissez-le dans l'application pour valider votre connexion. Il est valable 15 minutes.\nNe communiquez jamais ce code, même à un conseiller leboncoin.\n\nÀ bientôt sur leboncoin !\n";
    const html = page({
      lang: "fr",
      title: "Code de vérification",
      rows: [
        logo("https://static.leboncoin.fr/mail/logo.png", "leboncoin", 130),
        p("Bonjour Sam,"),
        p("Voici votre code de vérification :"),
        code_cell("804 227", { spacing: 8, color: "#ec5a13" }),
        p("Saisissez-le dans l'application pour valider votre connexion. Il est valable 15 minutes.<br>Ne communiquez jamais ce code, même à un conseiller leboncoin."),
        f,
      ].join("\n"),
    });
    add({
      family: "leboncoin",
      group: "regional",
      lang: "fr",
      kind: "login-code",
      code: "804227",
      link: null,
      from: "leboncoin <noreply@leboncoin.fr>",
      subject: "Votre code de vérification leboncoin",
      date: "Wed, 15 Oct 2025 20:20:20 +0000",
      text,
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "fr",
      title: "Nouveau message",
      rows: [
        logo("https://static.leboncoin.fr/mail/logo.png", "leboncoin", 130),
        h1("Nouveau message de Julien"),
        p("À propos de votre annonce « Canapé 3 places Ikea Söderhamn – 180 € » (réf. 2894417731) :"),
        p(
          "« Bonjour, est-il toujours disponible ? Je peux passer samedi vers 14 h, je suis au 06 12 34 56 78. »",
          "font-style:italic;",
        ),
        button("https://www.leboncoin.fr/messages/id/7c2a91f0", "Répondre", "#ec5a13"),
        f,
      ].join("\n"),
    });
    add({
      family: "leboncoin",
      group: "regional",
      lang: "fr",
      kind: "notification",
      code: null,
      link: null,
      from: "leboncoin <noreply@leboncoin.fr>",
      subject: "Nouveau message concernant « Canapé 3 places Ikea Söderhamn »",
      date: "Thu, 06 Nov 2025 08:08:18 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- subito (it)
{
  const f = footer(["Subito.it S.r.l. · Via Benigno Crespi 19, 20159 Milano · P.IVA 05587120960"], [[
    "Assistenza",
    "https://assistenza.subito.it",
  ]]);
  {
    const html = page({
      lang: "it",
      title: "Codice di verifica",
      rows: [
        logo("https://static.subito.it/mail/logo.png", "Subito", 110),
        p("Ciao Sam,"),
        p('il tuo codice di verifica è <b style="font-size:22px;letter-spacing:3px;">55193</b>.'),
        p("Inseriscilo nella pagina di accesso entro 10 minuti. Se non hai richiesto il codice, ignora questa email."),
        f,
      ].join("\n"),
    });
    add({
      family: "subito",
      group: "regional",
      lang: "it",
      kind: "login-code",
      code: "55193",
      link: null,
      from: "Subito <noreply@subito.it>",
      subject: "Il tuo codice di verifica Subito",
      date: "Mon, 27 Oct 2025 07:44:31 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "it",
      title: "Annuncio pubblicato",
      rows: [
        logo("https://static.subito.it/mail/logo.png", "Subito", 110),
        h1("Il tuo annuncio è online"),
        facts([
          ["Annuncio", "iPhone 13 128GB blu, batteria 89%"],
          ["Codice annuncio", "584120377"],
          ["Prezzo", "390 €"],
          ["Comune", "Bologna (BO)"],
        ]),
        p("Rimarrà visibile per 60 giorni."),
        f,
      ].join("\n"),
    });
    add({
      family: "subito",
      group: "regional",
      lang: "it",
      kind: "notification",
      code: null,
      link: null,
      from: "Subito <noreply@subito.it>",
      subject: "Il tuo annuncio è online",
      date: "Tue, 11 Nov 2025 12:31:09 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- idealista (es)
{
  const f = footer(["idealista S.A.U. · Plaza de las Cortes 2, 28014 Madrid · Tel. 91 782 23 00"], [[
    "Dejar de recibir alertas",
    "https://www.idealista.com/usuario/alertas/baja?id=AL-77129",
  ]]);
  {
    const html = page({
      lang: "es",
      title: "Nuevos pisos",
      rows: [
        logo("https://st3.idealista.com/static/common/img/mail/logo.png", "idealista", 120),
        h1("3 pisos nuevos en tu búsqueda «Chamberí, hasta 1.400 €»"),
        p("<b>Piso en calle de Ponzano, 41</b> — 1.350 €/mes · 2 hab. · 68 m² · 3.ª planta con ascensor · ref. 108447213"),
        p("<b>Ático en calle de Santa Engracia</b> — 1.395 €/mes · 1 hab. · 55 m² · terraza · ref. 108451907"),
        p("<b>Piso en calle de Fuencarral, 130</b> — 1.290 €/mes · 2 hab. · 61 m² · ref. 108460382"),
        button(
          "https://www.idealista.com/alertas/ver/AL-77129?utm_medium=email&utm_campaign=alerta",
          "Ver los anuncios",
          "#e1f56e",
          "#1e1e1e",
        ),
        f,
      ].join("\n"),
    });
    add({
      family: "idealista",
      group: "regional",
      lang: "es",
      kind: "newsletter",
      code: null,
      link: null,
      from: "idealista <alertas@idealista.com>",
      subject: "3 pisos nuevos en Chamberí",
      date: "Sat, 18 Oct 2025 08:00:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://www.idealista.com/usuario/confirmar-email?token=Ld8Wq3Zm0Rk7Xp2Vt9Bn&utm_source=transaccional";
    const html = page({
      lang: "es",
      title: "Confirma tu correo",
      rows: [
        logo("https://st3.idealista.com/static/common/img/mail/logo.png", "idealista", 120),
        h1("Confirma tu correo electrónico"),
        p("Hola, Sam: para terminar de crear tu cuenta en idealista, pulsa el botón:"),
        button(link, "Confirmar mi correo", "#e1f56e", "#1e1e1e"),
        p("Si estás registrándote desde la app, también puedes escribir este código: <b>6027</b>"),
        f,
      ].join("\n"),
    });
    add({
      family: "idealista",
      group: "regional",
      lang: "es",
      kind: "code-and-link",
      code: "6027",
      link,
      from: "idealista <noreply@idealista.com>",
      subject: "Confirma tu correo electrónico",
      date: "Thu, 30 Oct 2025 21:14:02 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- nubank (pt)
{
  const f = footer([
    "Nu Pagamentos S.A. – Instituição de Pagamento · CNPJ 18.236.120/0001-58",
    "Rua Capote Valente, 39 – Pinheiros, São Paulo – SP, 05409-000 · Ouvidoria 0800 887 0463",
  ], []);
  const top = logo("https://nubank.com.br/images/mail/nu-logo.png", "Nubank", 60);
  {
    const html = page({
      lang: "pt",
      title: "Código de verificação",
      rows: [
        top,
        h1("Seu código de verificação", "#820ad1"),
        p("Oi, Sam!"),
        p("Use o código abaixo para confirmar o acesso à sua conta em um novo celular:"),
        code_cell("284-133", { spacing: 6, color: "#820ad1", bg: "#f5ecfc" }),
        p("O código expira em 10 minutos. O Nubank nunca pede esse código por telefone."),
        f,
      ].join("\n"),
    });
    add({
      family: "nubank",
      group: "regional",
      lang: "pt",
      kind: "login-code",
      code: "284-133",
      code_digits: "284133",
      link: null,
      from: "Nubank <todomundo@nubank.com.br>",
      subject: "Seu código de verificação Nubank",
      date: "Wed, 22 Oct 2025 23:01:30 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "pt",
      title: "Sua fatura fechou",
      rows: [
        top,
        h1("Sua fatura de novembro fechou", "#820ad1"),
        facts([["Valor", "R$ 1.245,67"], ["Vencimento", "17/11/2025"], ["Pagamento mínimo", "R$ 186,85"]]),
        p('Para pagar com boleto, use a linha digitável:<br><span style="font-family:monospace;">23793.38128 60082.677136 13000.063305 9 84410000124567</span>'),
        p("Ou pague com Pix pelo app."),
        f,
      ].join("\n"),
    });
    add({
      family: "nubank",
      group: "regional",
      lang: "pt",
      kind: "invoice",
      code: null,
      link: null,
      from: "Nubank <todomundo@nubank.com.br>",
      subject: "Sua fatura fechou: R$ 1.245,67",
      date: "Mon, 10 Nov 2025 11:00:00 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
}

// ---- deutsche-bahn (de)
{
  const f = footer([
    "DB Fernverkehr AG · Stephensonstraße 1 · 60326 Frankfurt am Main",
    "Registergericht Frankfurt am Main HRB 78100 · Service-Nummer 030 2970",
  ], [["Datenschutz", "https://www.bahn.de/datenschutz"], ["Impressum", "https://www.bahn.de/impressum"]]);
  const top = logo("https://www.bahn.de/common/view/static/v8/img/db_em_rgb_100px.png", "DB", 50);
  {
    const html = page({
      lang: "de",
      title: "Ihre Buchung",
      rows: [
        top,
        h1("Ihre Buchungsbestätigung"),
        p("Vielen Dank für Ihre Buchung, Sam Reader."),
        facts([
          ["Auftragsnummer", "748213906552"],
          ["Ticketcode", "7HJK2P"],
          ["Hinfahrt", "Sa., 22.11.2025 · ICE 597 · Hamburg Hbf 08:01 → München Hbf 13:58"],
          ["Sitzplatz", "Wagen 24, Platz 65"],
          ["Preis", "79,99 €"],
        ]),
        p("Ihr Ticket finden Sie im Anhang und in der App DB Navigator."),
        f,
      ].join("\n"),
    });
    add({
      family: "deutsche-bahn",
      group: "regional",
      lang: "de",
      kind: "booking",
      code: null,
      link: null,
      from: "DB Fernverkehr <buchungsbestaetigung@bahn.de>",
      subject: "Buchungsbestätigung (Auftrag 748213906552)",
      date: "Sun, 02 Nov 2025 18:27:11 +0000",
      text: text_of(html),
      html,
      enc: "qp",
      attachment: ["Ticket_748213906552.pdf", "application/pdf", "%PDF-1.4\n% fake ticket for tests\n%%EOF\n"],
    });
  }
  {
    const html = page({
      lang: "de",
      title: "Ihr Bestätigungscode",
      rows: [
        top,
        h1("Ihr Bestätigungscode"),
        p("Guten Tag Sam Reader,"),
        p("Sie möchten sich bei Ihrem DB Konto anmelden. Bitte geben Sie dafür den folgenden Code ein:"),
        code_cell("DB-904612", { spacing: 4 }),
        p("Der Code ist 10 Minuten gültig."),
        p("Mit freundlichen Grüßen<br>Ihre Deutsche Bahn"),
        f,
      ].join("\n"),
    });
    add({
      family: "deutsche-bahn",
      group: "regional",
      lang: "de",
      kind: "login-code",
      code: "DB-904612",
      code_digits: "904612",
      link: null,
      from: "Deutsche Bahn <noreply@bahn.de>",
      subject: "Ihr Bestätigungscode für Ihr DB Konto",
      date: "Tue, 18 Nov 2025 06:40:44 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- olx (pl)
{
  const f = footer(["Grupa OLX sp. z o.o. · ul. Królowej Jadwigi 43, 61-872 Poznań · KRS 0000568291"], [[
    "Pomoc",
    "https://pomoc.olx.pl",
  ], ["Polityka prywatności", "https://pomoc.olx.pl/olxplhelp/s/article/polityka-prywatnosci"]]);
  {
    const text =
      "Cześć!\n\nTwój kod weryfikacyjny OLX to: 7316\n\nWpisz go w aplikacji, aby się zalogować. Kod jest ważny przez 5 minut.\n\nZespół OLX\n";
    const html = page({
      lang: "pl",
      title: "Kod weryfikacyjny",
      rows: [
        logo("https://statics.olx.pl/mail/olx-logo.png", "OLX", 70),
        p("Cześć!"),
        p('Twój kod weryfikacyjny OLX to: <b style="font-size:24px;">7316</b>'),
        p("Wpisz go w aplikacji, aby się zalogować. Kod jest ważny przez 5 minut."),
        f,
      ].join("\n"),
    });
    add({
      family: "olx",
      group: "regional",
      lang: "pl",
      kind: "login-code",
      code: "7316",
      link: null,
      from: "OLX <noreply@olx.pl>",
      subject: "Kod weryfikacyjny OLX",
      date: "Thu, 09 Oct 2025 15:55:02 +0000",
      text,
      html,
      enc: "qp",
    });
  }
  {
    const link =
      "https://www.olx.pl/konto/potwierdz/?t=Wq8Zx2Lm9Rk0Vp7Bn3Yc&utm_source=olx&utm_medium=email&utm_campaign=confirm";
    const html = page({
      lang: "pl",
      title: "Potwierdź adres e-mail",
      rows: [
        logo("https://statics.olx.pl/mail/olx-logo.png", "OLX", 70),
        h1("Potwierdź swój adres e-mail"),
        p("Kliknij przycisk, aby aktywować konto OLX:"),
        button(link, "Aktywuj konto", "#002f34"),
        p("Jeśli rejestrujesz się w aplikacji, wpisz kod: <b>38 51 92</b>"),
        f,
      ].join("\n"),
    });
    add({
      family: "olx",
      group: "regional",
      lang: "pl",
      kind: "code-and-link",
      code: "385192",
      link,
      from: "OLX <noreply@olx.pl>",
      subject: "Aktywuj konto OLX",
      date: "Fri, 07 Nov 2025 09:09:52 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- kiwi-vpn (an invented VPN app)
{
  const f = footer(["Kiwi Privacy Ltd. · 12 Customs House Quay, Wellington 6011, New Zealand", "© 2025 Kiwi Privacy"], [
    ["Support", "https://kiwivpn.example/support"],
    ["Privacy", "https://kiwivpn.example/privacy"],
  ]);
  {
    const html = page({
      lang: "en",
      title: "Your Kiwi VPN login code",
      bg: "#eaf7ea",
      rows: [
        logo("https://kiwivpn.example/mail/logo.png", "Kiwi VPN", 100),
        h1("Sign in to Kiwi VPN"),
        p("Type this code into the app on your new device:"),
        code_cell("4821-9033", { spacing: 5, color: "#1f6f3f" }),
        p("It expires in 15 minutes. Didn’t ask for it? Someone may have your email address — your account is still safe."),
        f,
      ].join("\n"),
    });
    add({
      family: "kiwi-vpn",
      group: "consumer",
      lang: "en",
      kind: "login-code",
      code: "4821-9033",
      code_digits: "48219033",
      link: null,
      from: "Kiwi VPN <team@kiwivpn.example>",
      subject: "Your Kiwi VPN login code",
      date: "Sat, 04 Oct 2025 09:30:00 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "ko",
      title: "로그인 코드",
      bg: "#eaf7ea",
      rows: [
        logo("https://kiwivpn.example/mail/logo.png", "Kiwi VPN", 100),
        h1("Kiwi VPN 로그인 코드"),
        p("새 기기의 앱에 아래 코드를 입력하세요."),
        code_cell("7QX-4RM", { spacing: 5, color: "#1f6f3f" }),
        p("코드는 15분 후 만료됩니다."),
        f,
      ].join("\n"),
    });
    add({
      family: "kiwi-vpn",
      group: "consumer",
      lang: "ko",
      kind: "login-code",
      code: "7QX-4RM",
      code_digits: "7QX4RM",
      link: null,
      from: "Kiwi VPN <team@kiwivpn.example>",
      subject: "Kiwi VPN 로그인 코드",
      date: "Tue, 28 Oct 2025 23:12:09 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const html = page({
      lang: "en",
      title: "Subscription renewed",
      bg: "#eaf7ea",
      rows: [
        logo("https://kiwivpn.example/mail/logo.png", "Kiwi VPN", 100),
        h1("Your subscription has been renewed"),
        facts([["Plan", "Kiwi VPN Plus · 2 years"], ["Amount", "NZ$ 119.76"], ["Order", "KW-88210457"], [
          "Renews on",
          "28 October 2027",
        ]]),
        p("Thanks for staying with us."),
        f,
      ].join("\n"),
    });
    add({
      family: "kiwi-vpn",
      group: "consumer",
      lang: "en",
      kind: "receipt",
      code: null,
      link: null,
      from: "Kiwi VPN <billing@kiwivpn.example>",
      subject: "Receipt for order KW-88210457",
      date: "Tue, 28 Oct 2025 00:00:31 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- lumo-health (an invented patient portal)
{
  const f = footer(["Lumo Health B.V. · Stationsplein 45, 3013 AK Rotterdam · +31 10 808 2211", "© 2025 Lumo Health"], [
    ["Privacy", "https://lumo-health.example/privacy"],
    ["Help", "https://lumo-health.example/help"],
  ]);
  const top = logo("https://lumo-health.example/mail/logo.png", "Lumo Health", 120);
  {
    const text =
      "Beste Sam Reader,\n\nUw verificatiecode voor het patiëntenportaal is:\n\n    58 21 44\n\nVoer deze code binnen 5 minuten in. Deel deze code nooit met anderen, ook niet met medewerkers van uw zorgverlener.\n\nMet vriendelijke groet,\nLumo Health\nStationsplein 45, 3013 AK Rotterdam\n";
    const html = page({
      lang: "nl",
      title: "Verificatiecode",
      rows: [
        top,
        p("Beste Sam Reader,"),
        p("Uw verificatiecode voor het patiëntenportaal is:"),
        code_cell("58 21 44", { spacing: 6, color: "#00796b" }),
        p("Voer deze code binnen 5 minuten in. Deel deze code nooit met anderen, ook niet met medewerkers van uw zorgverlener."),
        f,
      ].join("\n"),
    });
    add({
      family: "lumo-health",
      group: "consumer",
      lang: "nl",
      kind: "login-code",
      code: "582144",
      link: null,
      from: "Lumo Health <noreply@lumo-health.example>",
      subject: "Uw verificatiecode",
      date: "Mon, 13 Oct 2025 06:31:17 +0000",
      text,
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "it",
      title: "Codice OTP",
      rows: [
        top,
        p("Gentile Sam Reader,"),
        p('per accedere al portale pazienti inserisca il seguente codice OTP: <b style="font-size:22px;letter-spacing:4px;">40917</b>'),
        p("Il codice è valido 5 minuti. Prossimo appuntamento: 21/11/2025 ore 09:40, ambulatorio 3B (prenotazione n. 118204) — non è necessario rispondere."),
        f,
      ].join("\n"),
    });
    add({
      family: "lumo-health",
      group: "consumer",
      lang: "it",
      kind: "login-code",
      code: "40917",
      link: null,
      from: "Lumo Health <noreply@lumo-health.example>",
      subject: "Codice OTP per il portale pazienti",
      date: "Wed, 19 Nov 2025 07:02:54 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const link = "https://portal.lumo-health.example/activate?uid=PT-0088213&token=Vq9Lx2Zm7Rk0Wp4Bn8Yc";
    const html = page({
      lang: "en",
      title: "Activate your patient account",
      rows: [
        top,
        h1("Activate your patient account"),
        p("Dear Sam Reader, your clinic has created a Lumo Health account for you (patient ID PT-0088213)."),
        p("Click the button below to activate it. When asked, enter the activation code <b>K4T7W2</b> from this email."),
        button(link, "Activate account", "#00796b"),
        p("The link and code are valid for 72 hours."),
        f,
      ].join("\n"),
    });
    add({
      family: "lumo-health",
      group: "consumer",
      lang: "en",
      kind: "code-and-link",
      code: "K4T7W2",
      link,
      from: "Lumo Health <noreply@lumo-health.example>",
      subject: "Activate your Lumo Health account",
      date: "Fri, 10 Oct 2025 12:20:00 +0000",
      text: text_of(html),
      html,
    });
  }
}

// ---- trellis-hr (an invented HR product)
{
  const f = footer(["Trellis HR, Inc. · 1 Beacon Street, 15th Floor, Boston, MA 02108 · (617) 555-0143"], [[
    "Help center",
    "https://help.trellishr.example",
  ], ["Privacy", "https://trellishr.example/privacy"]]);
  const top = logo("https://cdn.trellishr.example/email/logo.png", "Trellis", 100);
  {
    const html = page({
      lang: "en",
      title: "Sign-in code",
      rows: [
        top,
        h1("Here’s your sign-in code"),
        p("Hi Sam, copy the code below into Trellis to finish signing in on a new browser."),
        code_cell("H7K2-PQ9M", { spacing: 4, color: "#2e7d32" }),
        p("This code expires in 15 minutes and can be used once."),
        f,
      ].join("\n"),
    });
    add({
      family: "trellis-hr",
      group: "consumer",
      lang: "en",
      kind: "login-code",
      code: "H7K2-PQ9M",
      code_digits: "H7K2PQ9M",
      link: null,
      from: "Trellis <security@trellishr.example>",
      subject: "Your Trellis sign-in code",
      date: "Thu, 16 Oct 2025 13:58:36 +0000",
      text: text_of(html),
      html,
    });
  }
  {
    const html = page({
      lang: "pt",
      title: "Código de acesso",
      rows: [
        top,
        h1("Seu código de acesso"),
        p("Olá Sam, use o código abaixo para acessar seu holerite de outubro/2025 no Trellis:"),
        code_cell("620 571", { spacing: 8, color: "#2e7d32" }),
        p("Válido por 15 minutos."),
        f,
      ].join("\n"),
    });
    add({
      family: "trellis-hr",
      group: "consumer",
      lang: "pt",
      kind: "login-code",
      code: "620571",
      link: null,
      from: "Trellis <security@trellishr.example>",
      subject: "Seu código de acesso ao Trellis",
      date: "Tue, 04 Nov 2025 10:44:03 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const link = "https://app.trellishr.example/join/acme-iberica?invite=8f2c1d9e7b&utm_source=invite_email";
    const html = page({
      lang: "es",
      title: "Invitación",
      rows: [
        top,
        h1("Acme Ibérica te invita a Trellis"),
        p("Hola Sam, Recursos Humanos de Acme Ibérica te ha invitado a crear tu cuenta de empleado."),
        button(link, "Crear mi cuenta", "#2e7d32"),
        p("Al registrarte, introduce tu código de empleado de un solo uso: <b>ACM-448120</b>"),
        f,
      ].join("\n"),
    });
    add({
      family: "trellis-hr",
      group: "consumer",
      lang: "es",
      kind: "code-and-link",
      code: "ACM-448120",
      code_digits: "448120",
      link,
      from: "Trellis <invites@trellishr.example>",
      subject: "Acme Ibérica te invita a Trellis",
      date: "Mon, 17 Nov 2025 08:25:40 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- xiaoyu-pay (an invented payment wallet, zh)
{
  const f = footer([
    "小鱼支付科技（杭州）有限公司 · 浙江省杭州市西湖区文三路 478 号",
    "客服热线：95188-6 · 本邮件由系统自动发出，请勿直接回复",
  ], []);
  {
    const html = page({
      lang: "zh",
      title: "登录验证码",
      rows: [
        logo("https://static.xiaoyupay.example/mail/logo.png", "小鱼支付", 100),
        p("尊敬的用户："),
        p('您正在登录小鱼支付网页版，验证码为 <b style="font-size:22px;color:#1677ff;">736201</b>，10 分钟内有效。'),
        p("请勿将验证码告知他人，小鱼支付工作人员不会向您索取验证码。"),
        f,
      ].join("\n"),
    });
    add({
      family: "xiaoyu-pay",
      group: "regional",
      lang: "zh",
      kind: "login-code",
      code: "736201",
      link: null,
      from: "小鱼支付 <service@xiaoyupay.example>",
      subject: "小鱼支付登录验证码",
      date: "Wed, 22 Oct 2025 01:45:09 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
  {
    const link = "https://account.xiaoyupay.example/email/bind?ticket=XY20251108a7c3e91f&lang=zh-CN";
    const html = page({
      lang: "zh",
      title: "绑定邮箱",
      rows: [
        logo("https://static.xiaoyupay.example/mail/logo.png", "小鱼支付", 100),
        h1("请确认绑定邮箱"),
        p("您正在将此邮箱绑定到小鱼支付账户（尾号 4471）。请点击下方按钮完成绑定："),
        button(link, "确认绑定", "#1677ff"),
        p("如果按钮无法点击，也可以在 App 中输入验证码 <b>281 940</b> 完成绑定。"),
        f,
      ].join("\n"),
    });
    add({
      family: "xiaoyu-pay",
      group: "regional",
      lang: "zh",
      kind: "code-and-link",
      code: "281940",
      link,
      from: "小鱼支付 <service@xiaoyupay.example>",
      subject: "请确认绑定邮箱",
      date: "Sat, 08 Nov 2025 06:06:31 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- souqna: a reset by code
{
  const html = page({
    lang: "ar",
    rtl: true,
    title: "إعادة تعيين كلمة المرور",
    rows: [
      logo("https://souqna.example/static/mail/logo-ar.png", "سوقنا", 110),
      h1("إعادة تعيين كلمة المرور"),
      p("تلقينا طلباً لإعادة تعيين كلمة المرور لحسابك. استخدم الرمز التالي لإكمال العملية:", "text-align:right;"),
      code_cell("918 305", { spacing: 8, color: "#0b7a5c" }),
      p("إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة بأمان. صلاحية الرمز 15 دقيقة.", "text-align:right;"),
      footer(["سوقنا للتجارة الإلكترونية · الرياض 12212 · خدمة العملاء: 920001234"]),
    ].join("\n"),
  });
  add({
    family: "souqna",
    group: "regional",
    lang: "ar",
    kind: "reset-code",
    code: "918305",
    link: null,
    from: "سوقنا <no-reply@souqna.example>",
    subject: "رمز إعادة تعيين كلمة المرور",
    date: "Thu, 13 Nov 2025 18:18:18 +0000",
    text: text_of(html),
    html,
    enc: "b64",
  });
}

// ================================================================ negative

// ---- conference-calls
{
  {
    const text = `Hello,

Hanna Svensson invites you to join this Webex meeting.

Quarterly vendor review
Thursday, November 20, 2025 3:00 PM | 1 hour | (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna

Join meeting: https://nordicfreight.webex.com/nordicfreight/j.php?MTID=m3f9a0b2c7d1e4f56a8b9c0d1e2f3a4b5

More ways to join:
Join by meeting number
Meeting number (access code): 2634 918 4470
Meeting password: Vr7KpQx2 (87757792 when dialing from a phone or video system)

Tap to join from a mobile device (attendees only)
+46-8-5033-6574,,26349184470#87757792# Sweden Toll

Join by phone
+46-8-5033-6574 Sweden Toll
Access code: 2634 918 4470

Need help? Go to https://help.webex.com
`;
    add({
      family: "conference-calls",
      group: "negative",
      lang: "en",
      kind: "meeting",
      code: null,
      link: null,
      from: "Hanna Svensson <messenger@webex.com>",
      subject: "Webex meeting invitation: Quarterly vendor review",
      date: "Fri, 14 Nov 2025 09:05:00 +0000",
      text,
      html: null,
      headers: [["X-Mailer", "Cisco Webex"]],
    });
  }
  {
    const html = simple_html(
      "de",
      "Einladung",
      `<p>Bitte nehmen Sie an meinem Meeting teil.</p>
<p><b>Projekt-Kick-off Lagerverwaltung</b><br>Di., 25. Nov. 2025, 10:00 – 11:30 (MEZ)</p>
<p>Über Computer, Tablet oder Smartphone teilnehmen:<br><a href="https://meet.goto.com/482913775">https://meet.goto.com/482913775</a></p>
<p>Sie können sich auch über ein Telefon einwählen.<br>Deutschland: +49 721 6059 6510<br>Österreich: +43 7 2081 5427<br><br>Zugangscode: 482-913-775</p>
<p>Neu bei GoTo Meeting? Installieren Sie die App jetzt, um beim ersten Meeting startbereit zu sein:<br><a href="https://meet.goto.com/install">https://meet.goto.com/install</a></p>`,
    );
    add({
      family: "conference-calls",
      group: "negative",
      lang: "de",
      kind: "meeting",
      code: null,
      link: null,
      from: "Thomas Brandt <thomas.brandt@lagerwerk.example>",
      subject: "Einladung: Projekt-Kick-off Lagerverwaltung",
      date: "Mon, 17 Nov 2025 14:40:26 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "ja",
      title: "会議の招待",
      rows: [
        h1("Microsoft Teams 会議"),
        p("<b>デザインレビュー（第3回）</b><br>2025年12月2日（火）14:00～15:00（日本標準時）"),
        p('<a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZTg5NjM4YjQtNDk@thread.v2/0?context=%7b%22Tid%22%3a%22b1c2%22%7d" style="color:#5b5fc7;font-size:16px;">今すぐ会議に参加してください</a>'),
        p("会議 ID: 391 552 804 117<br>パスコード: Xa7Pq2"),
        p("電話で参加<br>+81 3-4578-1234,,918273645# 日本、東京<br>電話会議 ID: 918 273 645#"),
        footer(["ヘルプ | 会議のオプション"]),
      ].join("\n"),
    });
    add({
      family: "conference-calls",
      group: "negative",
      lang: "ja",
      kind: "meeting",
      code: null,
      link: null,
      from: "佐藤 恵美 <emi.sato@kumo-design.example>",
      subject: "デザインレビュー（第3回）",
      date: "Wed, 19 Nov 2025 02:15:44 +0000",
      text: text_of(html),
      html,
      enc: "b64",
    });
  }
}

// ---- airlines
{
  {
    const html = page({
      lang: "en",
      title: "Your booking is confirmed",
      bg: "#073590",
      rows: [
        logo("https://www.ryanair.com/content/dam/ryanair3/email/logo.png", "Ryanair", 130),
        h1("Your booking is confirmed", "#073590"),
        p("Thanks for flying with us, Sam. Check-in opens 24 hours before departure (free check-in opens 24 hours before, paid check-in 60 days before)."),
        facts([
          ["Reservation number", "K7XQ2M"],
          ["Flight", "FR 8344 · London Stansted (STN) → Porto (OPO)"],
          ["Departs", "Sat 6 Dec 2025, 06:25"],
          ["Passenger", "Mr Sam Reader · Priority & 2 Cabin Bags"],
          ["Total paid", "£142.98"],
        ]),
        footer(["Ryanair DAC · Airside Business Park, Swords, Co. Dublin, K67 NY94, Ireland"], [[
          "Manage booking",
          "https://www.ryanair.com/gb/en/trip/manage?res=K7XQ2M",
        ], ["Privacy", "https://www.ryanair.com/gb/en/corporate/privacy-policy"]]),
      ].join("\n"),
    });
    add({
      family: "airlines",
      group: "negative",
      lang: "en",
      kind: "booking",
      code: null,
      link: null,
      from: "Ryanair <itinerary@ryanair.com>",
      subject: "Ryanair Travel Itinerary - K7XQ2M",
      date: "Sun, 19 Oct 2025 20:45:33 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "pt",
      title: "Check-in disponível",
      rows: [
        logo("https://www.flytap.com/-/media/email/tap-logo.png", "TAP Air Portugal", 120),
        h1("O check-in do seu voo já está disponível"),
        facts([["Código de reserva", "QX4T9B"], ["Voo", "TP 1947 · Lisboa (LIS) → Funchal (FNC)"], [
          "Partida",
          "12/12/2025 às 07:40",
        ], ["Bilhete eletrónico", "047 2198330571"]]),
        p("Faça o check-in online em flytap.com ou na app TAP até 90 minutos antes da partida."),
        footer(["TAP Air Portugal · Aeroporto Humberto Delgado, Edifício 25, 1704-801 Lisboa"], [[
          "Privacidade",
          "https://www.flytap.com/pt-pt/privacidade",
        ]]),
      ].join("\n"),
    });
    add({
      family: "airlines",
      group: "negative",
      lang: "pt",
      kind: "booking",
      code: null,
      link: null,
      from: "TAP Air Portugal <noreply@flytap.com>",
      subject: "Check-in disponível: Lisboa – Funchal",
      date: "Thu, 11 Dec 2025 07:40:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- hosting-billing
{
  {
    const text = `Sehr geehrter Herr Reader,

anbei erhalten Sie Ihre Rechnung R0024185732 vom 01.11.2025.

Kundennummer: K0815-4471
Rechnungsbetrag: 23,68 EUR (inkl. 19 % USt.)
Zahlungsart: SEPA-Lastschrift, Mandatsreferenz HZ-4471-0001
Abbuchung frühestens am: 08.11.2025

Leistungen:
  CX32 (Server #58213409)   01.10.2025 - 31.10.2025   15,59 EUR
  Primäre IPv4               01.10.2025 - 31.10.2025    0,62 EUR
  Storage Box BX11           01.10.2025 - 31.10.2025    3,69 EUR

Mit freundlichen Grüßen
Ihr Hetzner Online Team

Hetzner Online GmbH
Industriestr. 25
91710 Gunzenhausen
Tel: +49 9831 505-0
E-Mail: info@hetzner.com
Registergericht Ansbach, HRB 6089
`;
    add({
      family: "hosting-billing",
      group: "negative",
      lang: "de",
      kind: "invoice",
      code: null,
      link: null,
      from: "Hetzner Online GmbH <billing@hetzner.com>",
      subject: "Ihre Rechnung R0024185732",
      date: "Sat, 01 Nov 2025 02:11:08 +0000",
      text,
      html: null,
      enc: "qp",
      attachment: [
        "Hetzner_2025-11-01_R0024185732.pdf",
        "application/pdf",
        "%PDF-1.4\n% fake invoice for tests\n%%EOF\n",
      ],
    });
  }
  {
    const html = page({
      lang: "fr",
      title: "Votre facture OVHcloud",
      rows: [
        logo("https://www.ovh.com/images/mail/ovhcloud-logo.png", "OVHcloud", 130),
        h1("Votre facture est disponible"),
        p("Bonjour Sam,"),
        facts([
          ["Facture", "FR58129034"],
          ["Date", "05/11/2025"],
          ["Identifiant client", "rs123456-ovh"],
          ["VPS Starter (vps-7b2e91.vps.ovh.net)", "4,20 € HT"],
          ["Nom de domaine atelier-lune.fr", "7,79 € HT"],
          ["Total TTC", "14,39 €"],
        ]),
        p("Le montant sera prélevé sur votre moyen de paiement par défaut."),
        footer(["OVH SAS · 2 rue Kellermann, 59100 Roubaix · RCS Lille Métropole 424 761 419 · Tél. 1007"], [[
          "Espace client",
          "https://www.ovh.com/manager/#/dedicated/billing/history",
        ]]),
      ].join("\n"),
    });
    add({
      family: "hosting-billing",
      group: "negative",
      lang: "fr",
      kind: "invoice",
      code: null,
      link: null,
      from: "OVHcloud <facturation@ovh.com>",
      subject: "Votre facture OVHcloud FR58129034",
      date: "Wed, 05 Nov 2025 04:00:12 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- food-delivery
{
  {
    const html = page({
      lang: "en",
      title: "Your order's confirmed",
      bg: "#00ccbc",
      rows: [
        logo("https://deliveroo.co.uk/email/logo-teal.png", "Deliveroo", 130),
        h1("Thanks, Sam — your order’s confirmed"),
        p("Dishoom Shoreditch is preparing your food. Estimated arrival 19:35–19:45."),
        facts([
          ["Order number", "#1427"],
          ["Chicken Ruby", "£14.50"],
          ["Garlic Naan × 2", "£8.40"],
          ["Delivery fee", "£2.49"],
          ["Service fee", "£1.99"],
          ["Total", "£27.38"],
        ]),
        footer(["Roofoods Ltd · The River Building, 1 Cousin Lane, London EC4R 3TE"], [[
          "Help",
          "https://deliveroo.co.uk/help",
        ]]),
      ].join("\n"),
    });
    add({
      family: "food-delivery",
      group: "negative",
      lang: "en",
      kind: "order",
      code: null,
      link: null,
      from: "Deliveroo <noreply@t.deliveroo.co.uk>",
      subject: "Your Deliveroo order's confirmed",
      date: "Fri, 07 Nov 2025 19:02:41 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
  {
    const html = page({
      lang: "es",
      title: "Tu pedido",
      rows: [
        logo("https://glovoapp.com/email/glovo-logo.png", "Glovo", 100),
        h1("¡Tu pedido ha sido entregado!"),
        p("Esperamos que disfrutes de tu pedido de <b>Bacoa Burger – Gràcia</b>."),
        facts([["Pedido", "#104-882-731"], ["Fecha", "15/11/2025 21:47"], ["Total", "23,40 €"]]),
        p("¿Nos das tu opinión? Tu valoración nos ayuda a mejorar. Y la próxima vez usa el cupón <b>GLOVO5NOV</b> para 5 € de descuento en pedidos de más de 20 €."),
        footer(["Glovoapp23, S.A. · C/ Llull 108, 08005 Barcelona"], [[
          "Darse de baja",
          "https://glovoapp.com/unsubscribe?u=9f2c",
        ]]),
      ].join("\n"),
    });
    add({
      family: "food-delivery",
      group: "negative",
      lang: "es",
      kind: "order",
      code: null,
      link: null,
      from: "Glovo <noreply@glovoapp.com>",
      subject: "Tu pedido de Bacoa Burger ha sido entregado",
      date: "Sat, 15 Nov 2025 20:48:09 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

// ---- news-digests
{
  {
    const html = page({
      lang: "en",
      title: "The Weekly Ledger",
      width: 620,
      rows: [
        h1("The Weekly Ledger #214: Why mid-size banks are quietly winning"),
        p("By Eleanor Vance · Nov 16, 2025"),
        p("Three numbers framed this week: 4.07% (the ten-year yield), 1.8 million (new checking accounts opened at regional banks in Q3), and 0 (the number of fintechs that reported a profit in that segment)."),
        p('Paid subscribers get the full spreadsheet. <a href="https://weeklyledger.substack.com/p/why-mid-size-banks-are-quietly-winning?utm_source=substack&utm_medium=email">Read in app</a>'),
        footer(["© 2025 Eleanor Vance · 548 Market Street PMB 72296, San Francisco, CA 94104"], [[
          "Unsubscribe",
          "https://substack.com/redirect/2/eyJlIjoiaHR0cHM6Ly93ZWVrbHlsZWRnZXIuc3Vic3RhY2suY29tL2FjdGlvbi9kaXNhYmxlX2VtYWlsIn0",
        ], ["Start writing", "https://substack.com/signup?utm_source=substack&utm_medium=email&utm_content=footer"]]),
      ].join("\n"),
    });
    add({
      family: "news-digests",
      group: "negative",
      lang: "en",
      kind: "newsletter",
      code: null,
      link: null,
      from: "The Weekly Ledger <weeklyledger@substack.com>",
      subject: "The Weekly Ledger #214: Why mid-size banks are quietly winning",
      date: "Sun, 16 Nov 2025 12:30:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
      headers: [["List-Unsubscribe", "<https://weeklyledger.substack.com/action/disable_email?token=eyJ1c2VyX2lkIjo>"]],
    });
  }
  {
    const html = page({
      lang: "pl",
      title: "Poranny przegląd",
      rows: [
        h1("Poranny przegląd · wtorek, 18 listopada 2025"),
        p("<b>Pogoda:</b> Warszawa 3°C, deszcz ze śniegiem. <b>Kursy:</b> EUR 4,24 zł · USD 3,66 zł."),
        p("1. Sejm przyjął budżet na 2026 r. — deficyt 271,7 mld zł.<br>2. PKP Intercity: nowy rozkład jazdy od 14 grudnia.<br>3. Ekstraklasa: Lech prowadzi po 16. kolejce."),
        footer([
          "Wiadomość wysłana do sam.reader@inbox.example · Gazeta Poranna Sp. z o.o., ul. Prosta 51, 00-838 Warszawa",
        ], [["Wypisz się", "https://newsletter.gazetaporanna.example/wypisz?id=pp-55120"]]),
      ].join("\n"),
    });
    add({
      family: "news-digests",
      group: "negative",
      lang: "pl",
      kind: "newsletter",
      code: null,
      link: null,
      from: "Gazeta Poranna <newsletter@gazetaporanna.example>",
      subject: "Poranny przegląd: budżet, pogoda, kursy",
      date: "Tue, 18 Nov 2025 05:30:00 +0000",
      text: text_of(html),
      html,
      enc: "qp",
    });
  }
}

if (import.meta.main) await write_corpus(mails, OUT, Deno.args);
