/**
 * Dev families for shapes and phrasings the first corpus was thin on: codes of letters only and
 * of capitals mixed with digits set in a prominent slot (several senders and languages), code
 * mails worded the way small open-source auth libraries word them, and passwordless sign-in
 * links from auth systems — written anew, in our own words.
 * @module
 */

import {
  button,
  card_layout,
  code,
  esc,
  type Family,
  footer_html,
  footer_text,
  href,
  link,
  mj_text,
  mjml_layout,
  NOTHING,
  plain_html,
  type Rng,
  tracked,
  type WorldMail,
} from "./kit.ts";

/** Consonants and digits only, the way some game launchers draw their codes. */
const CONSONANTS = "BCDFGHJKMNPQRTVWXY";
const CAPITALS_DIGITS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A code of capitals (and maybe digits) that holds at least one capital. */
function capitals(r: Rng, n: number, alphabet = CONSONANTS): string {
  for (;;) {
    const out = r.chars(n, alphabet);
    if (/[A-Z]/.test(out) && !/([A-Z])\1\1/.test(out)) return out;
  }
}

/** A big code cell, the way card templates set it. */
function code_cell(printed: string, size = 32, spacing = 6): string {
  return `<table role="presentation" width="100%"><tr><td align="center" style="background:#f2f3f5;border-radius:6px;padding:18px 0;font-family:'Courier New',monospace;font-size:${size}px;font-weight:bold;letter-spacing:${spacing}px;color:#111">${
    esc(printed)
  }</td></tr></table>`;
}

interface LetterText {
  lang: string;
  subject: string;
  hello: string;
  lead: string;
  after: string;
  ignore: string;
}

const LETTER_TEXTS: LetterText[] = [
  {
    lang: "en",
    subject: "Your Questforge account: access from a new computer",
    hello: "Dear sam_lee,",
    lead: "Here is the Guardian code you need to log in to account sam_lee from a new device:",
    after: "This code is required to complete the sign-in. Nobody from Questforge will ever ask you for it.",
    ignore: "If you were not trying to log in, change your password and contact support.",
  },
  {
    lang: "de",
    subject: "Ihr Questforge-Konto: Zugriff von einem neuen Computer",
    hello: "Hallo sam_lee,",
    lead: "Hier ist der Guardian-Code, den Sie zur Anmeldung bei sam_lee auf einem neuen Gerät benötigen:",
    after: "Dieser Code wird benötigt, um die Anmeldung abzuschließen.",
    ignore: "Falls Sie sich nicht anmelden wollten, ändern Sie bitte Ihr Passwort.",
  },
  {
    lang: "fr",
    subject: "Votre compte Questforge : accès depuis un nouvel ordinateur",
    hello: "Bonjour sam_lee,",
    lead: "Voici le code Guardian nécessaire pour vous connecter au compte sam_lee depuis un nouvel appareil :",
    after: "Ce code est nécessaire pour terminer la connexion.",
    ignore: "Si vous n'avez pas essayé de vous connecter, changez votre mot de passe.",
  },
  {
    lang: "es",
    subject: "Tu cuenta de Questforge: acceso desde un nuevo equipo",
    hello: "Hola, sam_lee:",
    lead:
      "Este es el código Guardian que necesitas para iniciar sesión en la cuenta sam_lee desde un nuevo dispositivo:",
    after: "Este código es necesario para completar el inicio de sesión.",
    ignore: "Si no intentabas iniciar sesión, cambia tu contraseña.",
  },
  {
    lang: "pl",
    subject: "Twoje konto Questforge: dostęp z nowego komputera",
    hello: "Witaj sam_lee,",
    lead: "Oto kod Guardian potrzebny do zalogowania się na konto sam_lee z nowego urządzenia:",
    after: "Ten kod jest wymagany do dokończenia logowania.",
    ignore: "Jeśli to nie Ty próbowałeś się zalogować, zmień hasło.",
  },
  {
    lang: "ru",
    subject: "Ваш аккаунт Questforge: вход с нового компьютера",
    hello: "Здравствуйте, sam_lee!",
    lead: "Вот код Guardian, необходимый для входа в аккаунт sam_lee с нового устройства:",
    after: "Этот код нужен, чтобы завершить вход.",
    ignore: "Если вы не пытались войти, смените пароль.",
  },
];

/** A game launcher's guard code: five consonants (sometimes with a digit) in a big cell. */
const game_launchers: Family = {
  name: "game-launchers",
  group: "consumer",
  mails(r) {
    const out: WorldMail[] = [];
    for (const t of LETTER_TEXTS) {
      const c = capitals(r, 5, t.lang === "en" || t.lang === "pl" ? CONSONANTS : CONSONANTS + "2346789");
      const help = `https://help.questforge.test/${t.lang}/`;
      out.push({
        kind: "login-code",
        lang: t.lang,
        from: "Questforge <noreply@questforge.test>",
        subject: t.subject,
        text: `${t.hello}\n\n${t.lead}\n\n${c}\n\n${t.after}\n\n${t.ignore}\n\nQuestforge Support: ${help}`,
        html: card_layout({
          site: "questforge.test",
          brand: "Questforge",
          lang: t.lang,
          accent: "#1b2838",
          body: `<p>${esc(t.hello)}</p><p>${esc(t.lead)}</p>${code_cell(c, 28, 4)}<p>${esc(t.after)}</p><p>${
            esc(t.ignore)
          }</p><p><a href="${help}">Questforge Support</a></p>`,
          footer: footer_html({
            company: "Questforge Corp.",
            address: "10400 NE 4th St, Bellevue, WA 98004",
            site: "questforge.test",
          }),
        }),
        expected: code(c),
      });
    }
    // a letters-only code in a sentence, text only, and a dashed letters code in a Japanese card
    const inline = capitals(r, 6);
    out.push({
      kind: "login-code",
      lang: "en",
      from: "Pixel Harbor <accounts@pixelharbor.test>",
      subject: "Pixel Harbor sign-in",
      text:
        `Hi Sam,\n\nYour Pixel Harbor sign-in code: ${inline}\n\nEnter it in the launcher within 15 minutes. Never share it with anyone, including our staff.\n\nPixel Harbor · 48 Wharf Road, Leeds LS1 4AP`,
      expected: code(inline),
    });
    const [a, b] = [capitals(r, 4), capitals(r, 4)];
    out.push({
      kind: "login-code",
      lang: "ja",
      from: "Pixel Harbor <accounts@pixelharbor.test>",
      subject: "Pixel Harbor ログイン確認",
      html: card_layout({
        site: "pixelharbor.test",
        brand: "Pixel Harbor",
        lang: "ja",
        body: `<p>Sam 様</p><p>新しい端末からのログインを確認するため、次のコードを入力してください。</p>${
          code_cell(`${a}-${b}`, 26, 3)
        }<p>このコードの有効期限は15分です。お心当たりのない場合は、このメールを破棄してください。</p>`,
        footer: footer_html({ company: "Pixel Harbor KK", address: "東京都渋谷区神南1-2-3", site: "pixelharbor.test" }),
      }),
      expected: code(`${a}-${b}`),
    });
    // the launcher's new-device notice: no code, a link to review
    out.push({
      kind: "alert",
      lang: "en",
      from: "Questforge <noreply@questforge.test>",
      subject: "Questforge: your account was accessed from a new device",
      text:
        `Hi sam_lee,\n\nYour account was accessed from Windows in Lisbon, PT on 3 March 2025. If this was you, you don't need to do anything.\n\nNot you? https://store.questforge.test/account/security\n`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Small apps that print capitals and digits (or capitals only) alone under a short label. */
const indie_apps: Family = {
  name: "indie-apps",
  group: "consumer",
  mails(r) {
    const out: WorldMail[] = [];
    const shapes: [string, string][] = [
      ["en", capitals(r, 4, "BCDFGHJKLMNPQRSTVWXZ") + r.digits(2)],
      ["en", r.digits(2) + capitals(r, 4, "BCDFGHJKLMNPQRSTVWXZ")],
      ["it", capitals(r, 6, CAPITALS_DIGITS)],
      ["nl", capitals(r, 8, CAPITALS_DIGITS)],
      ["pt", capitals(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ")],
      ["tr", capitals(r, 6, CAPITALS_DIGITS)],
      ["de", `${capitals(r, 3, CAPITALS_DIGITS)}-${capitals(r, 3, CAPITALS_DIGITS)}`],
    ];
    const words: Record<string, { subject: string; label: string; lead: string; note: string }> = {
      en: {
        subject: "Your Tallyboard login code",
        label: "Login code",
        lead: "Copy the code below into the app to finish logging in.",
        note: "It works once and expires in 10 minutes.",
      },
      it: {
        subject: "Il tuo codice di accesso a Tallyboard",
        label: "Codice di accesso",
        lead: "Copia il codice qui sotto nell'app per completare l'accesso.",
        note: "Funziona una sola volta e scade tra 10 minuti.",
      },
      nl: {
        subject: "Je Tallyboard-inlogcode",
        label: "Inlogcode",
        lead: "Kopieer de code hieronder in de app om het inloggen af te ronden.",
        note: "De code werkt één keer en verloopt over 10 minuten.",
      },
      pt: {
        subject: "Seu código de acesso ao Tallyboard",
        label: "Código de acesso",
        lead: "Copie o código abaixo no aplicativo para concluir o login.",
        note: "Ele funciona uma vez e expira em 10 minutos.",
      },
      tr: {
        subject: "Tallyboard giriş kodunuz",
        label: "Giriş kodu",
        lead: "Girişi tamamlamak için aşağıdaki kodu uygulamaya kopyalayın.",
        note: "Kod bir kez çalışır ve 10 dakika içinde geçerliliğini yitirir.",
      },
      de: {
        subject: "Dein Tallyboard-Anmeldecode",
        label: "Anmeldecode",
        lead: "Kopiere den Code unten in die App, um die Anmeldung abzuschließen.",
        note: "Er gilt einmal und läuft in 10 Minuten ab.",
      },
    };
    shapes.forEach(([lang, c], index) => {
      const w = words[lang]!;
      const site = "tallyboard.test";
      const layout = index % 3;
      const html = layout === 0
        ? card_layout({
          site,
          brand: "Tallyboard",
          lang,
          body: `<p>${esc(w.lead)}</p><p style="font-size:13px;color:#666;text-transform:uppercase;margin:0">${
            esc(w.label)
          }</p><p style="font-size:30px;font-weight:700;letter-spacing:4px;margin:4px 0 16px">${esc(c)}</p><p>${
            esc(w.note)
          }</p>`,
          footer: footer_html({ company: "Tallyboard Ltd", address: "5 Union Street, Bristol BS1 2DS", site }),
        })
        : layout === 1
        ? mjml_layout({
          title: w.subject,
          lang,
          sections: [
            mj_text(`<p>${esc(w.lead)}</p>`),
            mj_text(`<strong>${esc(w.label)}:</strong>`),
            mj_text(esc(c), "font-family:monospace;font-size:24px;line-height:1;text-align:center;color:#000;"),
            mj_text(`<p>${esc(w.note)}</p>`),
          ],
        })
        : plain_html(`<p>${esc(w.lead)}</p><h2>${esc(c)}</h2><p>${esc(w.note)}</p>`, lang);
      out.push({
        kind: "login-code",
        lang,
        from: `Tallyboard <hello@${site}>`,
        subject: w.subject,
        text: `${w.lead}\n\n${w.label}: ${c}\n\n${w.note}\n${
          footer_text({ company: "Tallyboard Ltd", address: "5 Union Street, Bristol BS1 2DS", site })
        }`,
        html,
        expected: code(c),
      });
    });
    return out;
  },
};

/** Code mails worded the way small open-source auth libraries word their defaults. */
const auth_libraries: Family = {
  name: "auth-libraries",
  group: "oss",
  mails(r) {
    const out: WorldMail[] = [];
    const site = "example-app.test";
    // a library whose code alphabet is capitals and digits, the code alone between two sentences
    for (
      const [lang, hello, lead, outro] of [
        [
          "en",
          "Hello from example-app.test!",
          "You are receiving this mail because a sign-in attempt was made for your account. Your sign-in code is listed below. Please enter it in your open browser window.",
          "If you did not request this, you can ignore this mail.",
        ],
        [
          "de",
          "Hallo von example-app.test!",
          "Sie erhalten diese E-Mail, weil für Ihr Konto eine Anmeldung versucht wurde. Ihr Anmeldecode steht unten. Bitte geben Sie ihn im geöffneten Browserfenster ein.",
          "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.",
        ],
        [
          "fr",
          "Bonjour de la part de example-app.test !",
          "Vous recevez ce message car une tentative de connexion a été faite pour votre compte. Votre code de connexion figure ci-dessous. Saisissez-le dans la fenêtre ouverte de votre navigateur.",
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        ],
        [
          "es",
          "¡Hola desde example-app.test!",
          "Recibes este correo porque se intentó iniciar sesión en tu cuenta. Tu código de inicio de sesión aparece abajo. Introdúcelo en la ventana abierta del navegador.",
          "Si no lo solicitaste, ignora este correo.",
        ],
      ] as const
    ) {
      const c = capitals(r, 6, CAPITALS_DIGITS);
      out.push({
        kind: "login-code",
        lang,
        from: `example-app <webmaster@${site}>`,
        subject: lang === "en"
          ? "[example-app.test] Sign-in code"
          : `[example-app.test] ${
            lang === "de" ? "Anmeldecode" : lang === "fr" ? "Code de connexion" : "Código de inicio de sesión"
          }`,
        text: `${hello}\n\n${lead}\n\n${c}\n\n${outro}\n\nThank you for using example-app.test!\n${site}`,
        ...(lang === "en" || lang === "fr"
          ? {
            html: plain_html(
              `<p>${esc(hello)}</p><p>${esc(lead)}</p><p><strong>${c}</strong></p><p>${esc(outro)}</p>`,
              lang,
            ),
          }
          : {}),
        expected: code(c),
      });
    }
    // an email-verification code worded as "confirm your address", capitals and digits
    const v = capitals(r, 6, CAPITALS_DIGITS);
    out.push({
      kind: "verify-code",
      lang: "en",
      from: `example-app <webmaster@${site}>`,
      subject: "[example-app.test] Please Confirm Your Email Address",
      text:
        `Hello from example-app.test!\n\nYou're receiving this email because user sam has given your email address to register an account on example-app.test.\n\nYour email verification code is listed below. Please enter it in your open browser window.\n\n${v}\n\nThank you for using example-app.test!\nexample-app.test`,
      expected: code(v),
    });
    // a passcode mail of a hosted-auth library, digits, the code in a heading
    const pass = r.digits(6);
    out.push({
      kind: "login-code",
      lang: "en",
      from: "Hanko <passcode@hanko.test>",
      subject: `Use passcode ${pass} to sign in to Example`,
      html: plain_html(
        `<h2>Sign in to Example</h2><p>Enter the following passcode on your login screen:</p><h1 style="letter-spacing:4px">${pass}</h1><p>The passcode is valid for 5 minutes.</p><p>If you did not request this, you can ignore this email.</p>`,
      ),
      expected: code(pass),
    });
    // an identity-verification code of a self-hosted SSO portal, eight capitals and digits in a box
    const otc = capitals(r, 8, CAPITALS_DIGITS);
    out.push({
      kind: "verify-code",
      lang: "en",
      from: "Authelia <admin@auth.example-app.test>",
      subject: "[Authelia] Confirm your identity",
      html: card_layout({
        site: "auth.example-app.test",
        brand: "Authelia",
        body:
          `<p>Hi Sam,</p><p>This email has been sent to you in order to validate your identity. Use the one-time code below to confirm the action <b>Register a security key</b>.</p>${
            code_cell(otc, 24, 2)
          }<p>The code expires in 10 minutes. If you didn't initiate this process, you can revoke it:</p><p><a href="https://auth.example-app.test/revoke/one-time-code?id=${
            r.token(22)
          }">Revoke</a></p>`,
        footer: footer_html({ company: "Authelia", address: "Self-hosted", site: "auth.example-app.test" }),
      }),
      expected: code(otc),
    });
    // a password-changed notice of the same library: nothing to do
    out.push({
      kind: "password-changed",
      lang: "en",
      from: `example-app <webmaster@${site}>`,
      subject: "[example-app.test] Password Changed",
      text:
        `Hello from example-app.test!\n\nYou are receiving this mail because the password for your account has been changed.\n\nIf you did not change your password, please take appropriate security measures immediately.\n\nThank you for using example-app.test!`,
      expected: NOTHING,
    });
    return out;
  },
};

/** Passwordless sign-in links of auth systems: a button, a bare URL, or a URL as its own label. */
const passwordless: Family = {
  name: "passwordless-links",
  group: "oss",
  mails(r) {
    const out: WorldMail[] = [];
    const app = "app.brightnote.test";
    const st = `https://${app}/auth/verify?preAuthSessionId=${r.token(32)}&tenantId=public#${r.token(43)}`;
    out.push({
      kind: "signin-link",
      lang: "en",
      from: "Brightnote <no-reply@brightnote.test>",
      subject: "Sign in to Brightnote",
      html: card_layout({
        site: "brightnote.test",
        brand: "Brightnote",
        body:
          `<p>Hello,</p><p>Click the button below to log in to your account. This link will expire in 15 minutes.</p><p>${
            button(st, "Log in", "#2563eb")
          }</p><p>This is a one-time link. Please do not share it.</p>`,
        footer: footer_html({
          company: "Brightnote Inc.",
          address: "300 Pine St, Seattle, WA 98101",
          site: "brightnote.test",
          unsubscribe: "https://brightnote.test/unsubscribe",
        }),
      }),
      expected: link(st),
    });
    const stack = `https://${app}/handler/magic-link-callback?code=${r.token(45)}`;
    out.push({
      kind: "signin-link",
      lang: "en",
      from: "Brightnote <no-reply@brightnote.test>",
      subject: "Your sign-in link for Brightnote",
      html: plain_html(
        `<p>Hi Sam,</p><p>Use the link below to sign in to Brightnote. It is valid for 30 minutes and can be used once.</p><p>${
          button(stack, "Sign in to Brightnote", "#111827", "a")
        }</p><p style="color:#888">Brightnote · <a href="https://brightnote.test/help">Help</a></p>`,
      ),
      expected: link(stack),
    });
    // the URL is its own anchor text; the lead-in names the sign-in only by "log into"
    const self = `https://auth.tasklane.test/oauth2/passwordless/${r.token(44)}?tenantId=${r.hex(8)}`;
    out.push({
      kind: "signin-link",
      lang: "en",
      from: "Tasklane <auth@tasklane.test>",
      subject: "Log into Tasklane",
      text:
        `You have asked to log into Tasklane using this email address. Use the link below to continue.\n\n${self}\n\n- Tasklane`,
      html: plain_html(
        `<p>You have asked to log into Tasklane using this email address. Use the link below to continue.</p><p><a href="${
          href(self)
        }">${esc(self)}</a></p><p>- Tasklane</p>`,
      ),
      expected: link(self),
    });
    const desc = tracked(r, `https://auth.kitehub.test/magiclink/verify?t=${r.token(64)}`, "sendgrid");
    out.push({
      kind: "signin-link",
      lang: "en",
      from: "Kitehub <login@kitehub.test>",
      subject: "Your Kitehub login link",
      html: mjml_layout({
        title: "Kitehub",
        sections: [
          mj_text(`<h2>Finish signing in</h2><p>Someone (hopefully you) asked for a link to get into Kitehub.</p>`),
          mj_text(`<p>${button(desc, "Open Kitehub", "#0f766e")}</p>`),
          mj_text(
            `<p style="font-size:12px;color:#888">Didn't ask for it? You can ignore this email. <a href="https://kitehub.test/privacy">Privacy</a></p>`,
          ),
        ],
      }),
      expected: link(desc),
    });
    for (
      const [lang, subject, lead, label] of [
        [
          "de",
          "Dein Anmeldelink für Brightnote",
          "Hier ist dein Link zur Anmeldung. Er ist 15 Minuten gültig und funktioniert nur einmal.",
          "Bei Brightnote anmelden",
        ],
        [
          "fr",
          "Votre lien de connexion Brightnote",
          "Voici votre lien de connexion. Il est valable 15 minutes et ne fonctionne qu'une fois.",
          "Se connecter à Brightnote",
        ],
        [
          "es",
          "Tu enlace para entrar en Brightnote",
          "Aquí tienes tu enlace de acceso. Es válido durante 15 minutos y solo funciona una vez.",
          "Entrar en Brightnote",
        ],
        [
          "it",
          "Il tuo link di accesso a Brightnote",
          "Ecco il tuo link di accesso. È valido per 15 minuti e funziona una sola volta.",
          "Accedi a Brightnote",
        ],
      ] as const
    ) {
      const url = `https://${app}/${lang}/auth/email-link?token=${r.token(40)}`;
      out.push({
        kind: "signin-link",
        lang,
        from: "Brightnote <no-reply@brightnote.test>",
        subject,
        text: `${lead}\n\n${url}\n`,
        html: card_layout({
          site: "brightnote.test",
          brand: "Brightnote",
          lang,
          body: `<p>${esc(lead)}</p><p>${button(url, label, "#2563eb")}</p>`,
          footer: footer_html({
            company: "Brightnote Inc.",
            address: "300 Pine St, Seattle, WA 98101",
            site: "brightnote.test",
          }),
        }),
        expected: link(url),
      });
    }
    // a sign-in with a code and a link beside it: both count
    const both = r.digits(6);
    const url = `https://${app}/auth/otp?email=sam%40inbox.example&code=${both}&flow=${r.token(20)}`;
    out.push({
      kind: "signin-code-link",
      lang: "en",
      from: "Brightnote <no-reply@brightnote.test>",
      subject: "Your Brightnote sign-in code",
      html: plain_html(
        `<p>Enter this code to sign in:</p><p style="font-size:28px;letter-spacing:6px"><b>${both}</b></p><p>Or <a href="${
          href(url)
        }">sign in with one click</a>.</p>`,
      ),
      expected: code(both, url),
    });
    return out;
  },
};

export const SHAPE_FAMILIES: Family[] = [game_launchers, indie_apps, auth_libraries, passwordless];
