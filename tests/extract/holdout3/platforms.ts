/**
 * Mails that self-hosted and SaaS software platforms send out of the box (auth libraries, framework
 * scaffolding, CMSs, forums, fediverse servers, dev and analytics tools), filled in as an instance sends them.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- Django's built-in password reset

const django_reset_en_link =
  "https://intranet.brightwater-labs.io/accounts/reset/MTQ3/cg3k1z-9b41f0e27c3ad58e16f2b0c94d7a13e5/";
const django_reset_de_link =
  "https://verein.tsv-kirchberg.de/konto/passwort/reset/Mjg/cg4p7a-0e1d9a3c5b7f28e4d6c1a90b3f5e7d21/";

// ---------------------------------------------------------------- Phoenix phx.gen.auth

const phx_confirm = "http://localhost:4000/users/confirm/Zq3vK8wYb1mN0pR5tUxC2dLhE7sJ4aFgQ9iOeWcVnB6";
const phx_login = "https://app.ledgerlark.com/users/log-in/T6yPq0sX3nVbA9mLk2Wc8RjHd5eGuZf1oIrNtYx7QwE";
const phx_email = "https://kennel.pawplan.dev/users/settings/confirm-email/8XbL2nQwR5tYz1Kc7Vd0FgHj3mPs6aUe9oIiEyTrNuA";

// ---------------------------------------------------------------- Rails 8 authentication generator

const rails_en_link =
  "https://books.tallyho.app/passwords/eyJfcmFpbHMiOnsiZGF0YSI6WzQxOSwiZjJhOWMxZDgiXSwiZXhwIjoiMjAyNi0xMS0yN1QwODozNzoxMi4wMDBaIiwicHVyIjoiVXNlclxucGFzc3dvcmRfcmVzZXRcbjkwMCJ9fQ--9c2b7e41d0f8a36b5e1c4d7f02a98e3b6c1d5f47/edit";
const rails_pt_link =
  "https://painel.horta-viva.com.br/passwords/eyJfcmFpbHMiOnsiZGF0YSI6Wzg4MDMsIjdlMWIwYzQ0Il0sImV4cCI6IjIwMjYtMTEtMTlUMjE6MDQ6NTUuMDAwWiIsInB1ciI6IlVzZXJcbnBhc3N3b3JkX3Jlc2V0XG45MDAifX0--41ad0e9c7b3f85216e0d4ca9b7e2f13d5a8c6e90/edit";

export const mails: Mail[] = [
  {
    family: "django-password-reset",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: django_reset_en_link,
    from: "Brightwater Labs Intranet <webmaster@brightwater-labs.io>",
    subject: "Password reset on intranet.brightwater-labs.io",
    date: "Mon, 16 Nov 2026 09:12:44 -0000",
    text: `
You asked for a new password for your account on intranet.brightwater-labs.io, so we're sending you this message.

To pick a new password, open this page:

${django_reset_en_link}

In case it slipped your mind, your username is: priya.natarajan

Thank you for using our site.

The intranet.brightwater-labs.io team

`,
    html: null,
  },
  {
    family: "django-password-reset",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: django_reset_de_link,
    from: "TSV Kirchberg Mitgliederbereich <noreply@tsv-kirchberg.de>",
    subject: "Passwort zurücksetzen für verein.tsv-kirchberg.de",
    date: "Sat, 21 Nov 2026 19:40:03 +0100",
    text: `
Sie erhalten diese E-Mail, weil für Ihr Benutzerkonto auf verein.tsv-kirchberg.de das Zurücksetzen des Passworts angefordert wurde.

Bitte öffnen Sie die folgende Seite, um ein neues Passwort festzulegen:

${django_reset_de_link}

Ihr Benutzername, falls Sie ihn vergessen haben: h.brenninger

Vielen Dank, dass Sie unsere Seite nutzen!

Das Team von verein.tsv-kirchberg.de
Sportplatzweg 4, 88299 Leutkirch im Allgäu

`,
    html: null,
    enc: "qp",
  },
  {
    family: "phoenix-gen-auth",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: phx_confirm,
    from: "noreply@localhost <noreply@localhost.localdomain>",
    subject: "Confirmation instructions",
    date: "Tue, 10 Nov 2026 14:02:17 +0000",
    text: `
==============================

Hi dev.tester+3@example.org,

You can confirm your account by visiting the URL below:

${phx_confirm}

If you didn't create an account with us, please ignore this.

==============================
`,
    html: null,
  },
  {
    family: "phoenix-gen-auth",
    group: "oss",
    lang: "en",
    kind: "login-link",
    code: null,
    link: phx_login,
    from: "Ledgerlark <hello@ledgerlark.com>",
    subject: "Log in instructions",
    date: "Wed, 25 Nov 2026 07:55:31 +0000",
    text: `
==============================

Hi marta.oyelaran@inbox.example,

You can log into your account by visiting the URL below:

${phx_login}

The link is valid for 15 minutes and works once.

If you didn't request this email, please ignore this.

==============================
`,
    html: null,
  },
  {
    family: "phoenix-gen-auth",
    group: "oss",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: phx_email,
    from: "PawPlan <accounts@pawplan.dev>",
    subject: "Update email instructions",
    date: "Thu, 19 Nov 2026 22:18:09 +0000",
    text: `
==============================

Hi jonas.keller@oldmail.example,

You can change your email by visiting the URL below:

${phx_email}

If you didn't request this change, please ignore this.

==============================
`,
    html: null,
  },
  {
    family: "rails-auth-generator",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: rails_en_link,
    from: "TallyHo Books <from@tallyho.app>",
    subject: "Reset your password",
    date: "Fri, 27 Nov 2026 08:22:12 +0000",
    text: `You can reset your password within the next 15 minutes on this password reset page:
${rails_en_link}
`,
    html: `<!DOCTYPE html>
<html>
  <head>
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
    <style>
      /* Email styles need to be inline */
    </style>
  </head>

  <body>
    <p>
  You can reset your password within the next 15 minutes on
  <a href="${rails_en_link}">this password reset page</a>.
</p>

  </body>
</html>
`,
  },
  {
    family: "rails-auth-generator",
    group: "oss",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: rails_pt_link,
    from: "Horta Viva <nao-responda@horta-viva.com.br>",
    subject: "Redefinição de senha da sua conta Horta Viva",
    date: "Thu, 19 Nov 2026 20:49:55 -0300",
    text: `Olá, Luíza!

Recebemos um pedido para redefinir a senha da sua conta no painel da Horta Viva.
Você pode escolher uma nova senha nos próximos 15 minutos nesta página:
${rails_pt_link}

Se não foi você, ignore este e-mail — sua senha atual continua valendo.

Horta Viva Cestas Orgânicas · Rua Harmonia, 1020 · São Paulo/SP · CEP 05435-001
`,
    html: `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
  </head>
  <body style="font-family: Helvetica, Arial, sans-serif; color: #25331f;">
    <p>Olá, Luíza!</p>
    <p>Recebemos um pedido para redefinir a senha da sua conta no painel da Horta Viva.</p>
    <p>
      Você pode escolher uma nova senha nos próximos 15 minutos
      <a href="${rails_pt_link}" style="color:#3c8d2f;">nesta página de redefinição de senha</a>.
    </p>
    <p style="color:#6b7565;font-size:13px;">Se não foi você, ignore este e-mail — sua senha atual continua valendo.</p>
    <p style="color:#9aa394;font-size:11px;">Horta Viva Cestas Orgânicas · Rua Harmonia, 1020 · São Paulo/SP · CEP 05435-001</p>
  </body>
</html>
`,
    enc: "qp",
  },
  {
    family: "symfony-bundles",
    group: "oss",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link:
      "https://www.atelier-ceramique-lyon.fr/verify/email?expires=1764280950&id=318&signature=q3Zf1xR0b8Vw6mYtN4kC2dHsJ9uLpE7aGiO5cXvTz0w%3D&token=Hh7Kd2%2BPqR0sLw9vNb3YzXc5mTf1Ag8Ue4iOjKlMnBo%3D",
    from: "Atelier Céramique Lyon <inscriptions@atelier-ceramique-lyon.fr>",
    subject: "Merci de confirmer votre adresse e-mail",
    date: "Wed, 25 Nov 2026 21:02:30 +0100",
    text: `Bonjour ! Merci de confirmer votre adresse e-mail

Veuillez confirmer votre adresse e-mail en cliquant sur le lien suivant :

Confirmer mon adresse e-mail [https://www.atelier-ceramique-lyon.fr/verify/email?expires=1764280950&id=318&signature=q3Zf1xR0b8Vw6mYtN4kC2dHsJ9uLpE7aGiO5cXvTz0w%3D&token=Hh7Kd2%2BPqR0sLw9vNb3YzXc5mTf1Ag8Ue4iOjKlMnBo%3D]. Ce lien expirera dans 1 heure.

À très vite à l'atelier !
`,
    html: `<h1>Bonjour ! Merci de confirmer votre adresse e-mail</h1>

<p>
    Veuillez confirmer votre adresse e-mail en cliquant sur le lien suivant : <br><br>
    <a href="https://www.atelier-ceramique-lyon.fr/verify/email?expires=1764280950&id=318&signature=q3Zf1xR0b8Vw6mYtN4kC2dHsJ9uLpE7aGiO5cXvTz0w%3D&token=Hh7Kd2%2BPqR0sLw9vNb3YzXc5mTf1Ag8Ue4iOjKlMnBo%3D">Confirmer mon adresse e-mail</a>.
    Ce lien expirera dans 1 heure.
</p>

<p>
    À très vite à l'atelier !
</p>
`,
    enc: "qp",
  },
  {
    family: "symfony-bundles",
    group: "oss",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://socios.clubremo-sevilla.es/reset-password/reset/kP3vR8xZ2mQ7wT0yB5nL9cF4hJ1dG6sA3eK8uV2i",
    from: "Club de Remo Guadalquivir <no-responder@clubremo-sevilla.es>",
    subject: "Tu solicitud para restablecer la contraseña",
    date: "Mon, 23 Nov 2026 11:47:05 +0100",
    text: `¡Hola!

Para restablecer tu contraseña, visita el siguiente enlace

https://socios.clubremo-sevilla.es/reset-password/reset/kP3vR8xZ2mQ7wT0yB5nL9cF4hJ1dG6sA3eK8uV2i

Este enlace caducará en 1 hora.

¡Un saludo!
Club de Remo Guadalquivir · Paseo de la O, s/n · 41010 Sevilla · Tel. 954 33 21 08
`,
    html: `<!DOCTYPE html>
<html lang="es">
<body style="font-family: 'Segoe UI', Arial, sans-serif; font-size: 15px; color: #1b2a3a;">
<h1 style="font-size: 22px;">¡Hola!</h1>

<p>Para restablecer tu contraseña, visita el siguiente enlace</p>

<a href="https://socios.clubremo-sevilla.es/reset-password/reset/kP3vR8xZ2mQ7wT0yB5nL9cF4hJ1dG6sA3eK8uV2i">https://socios.clubremo-sevilla.es/reset-password/reset/kP3vR8xZ2mQ7wT0yB5nL9cF4hJ1dG6sA3eK8uV2i</a>

<p>Este enlace caducará en 1 hora.</p>

<p>¡Un saludo!</p>
<hr style="border: 0; border-top: 1px solid #d5dde5;">
<p style="font-size: 12px; color: #6b7b8c;">Club de Remo Guadalquivir · Paseo de la O, s/n · 41010 Sevilla · Tel. 954 33 21 08<br>
<a href="https://socios.clubremo-sevilla.es/privacidad" style="color:#6b7b8c;">Política de privacidad</a></p>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "aspnet-identity",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link:
      "https://portal.northwindfleet.com/Identity/Account/ConfirmEmail?userId=6f1c2e8a-93b4-4d70-a2c5-0e7f9b13d846&code=Q2ZESjhBTTJWMzFwSjlGTmxmZzZxN2xQWHRjZk1ONzB3ZlJVbjJQc3F6aE5XcFZ0dDFYOGt4WjN3dkRjR0FZeDRMbWN1&returnUrl=%2F",
    from: "Northwind Fleet Portal <no-reply@northwindfleet.com>",
    subject: "Confirm your email",
    date: "Tue, 17 Nov 2026 16:31:48 +0000",
    text:
      "Please confirm your account by <a href='https://portal.northwindfleet.com/Identity/Account/ConfirmEmail?userId=6f1c2e8a-93b4-4d70-a2c5-0e7f9b13d846&amp;code=Q2ZESjhBTTJWMzFwSjlGTmxmZzZxN2xQWHRjZk1ONzB3ZlJVbjJQc3F6aE5XcFZ0dDFYOGt4WjN3dkRjR0FZeDRMbWN1&amp;returnUrl=%2F'>clicking here</a>.",
    html:
      "Please confirm your account by <a href='https://portal.northwindfleet.com/Identity/Account/ConfirmEmail?userId=6f1c2e8a-93b4-4d70-a2c5-0e7f9b13d846&amp;code=Q2ZESjhBTTJWMzFwSjlGTmxmZzZxN2xQWHRjZk1ONzB3ZlJVbjJQc3F6aE5XcFZ0dDFYOGt4WjN3dkRjR0FZeDRMbWN1&amp;returnUrl=%2F'>clicking here</a>.",
  },
  {
    family: "aspnet-identity",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "284619",
    link: null,
    from: "Northwind Fleet Portal <no-reply@northwindfleet.com>",
    subject: "Security Code",
    date: "Thu, 26 Nov 2026 06:58:12 +0000",
    text: "Your security code is: 284619",
    html: "Your security code is: 284619",
  },
  {
    family: "flask-security",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "730158",
    link: null,
    from: "Fieldnotes Lab <lab-admin@fieldnotes-lab.org>",
    subject: "Two-factor Login",
    date: "Sun, 22 Nov 2026 13:14:40 +0000",
    text: `Welcome rkowalczyk!

You can log into your account using the following code: 730158

It stays valid for 2 minutes. Never share it — lab staff will never ask you for it.

--
Fieldnotes Lab sample tracker (v2.14.3)
`,
    html: `<p>Welcome rkowalczyk!</p>
<p>You can log into your account using the following code: <strong>730158</strong></p>
<p>It stays valid for 2 minutes. Never share it — lab staff will never ask you for it.</p>
<p style="color:#777">--<br>Fieldnotes Lab sample tracker (v2.14.3)</p>
`,
  },
  {
    family: "flask-security",
    group: "oss",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link:
      "https://leden.fietsvereniging-dewielen.nl/confirm/WyI3ZjNhMmMxYjQ0ZDk0ZTBhYjBlNjFjOGQ5NmM1ZjIwNyJd.Z0ZqSw.x1R8tYw3uQ0vB6nJd9fKs2LmPc4",
    from: "Fietsvereniging De Wielen <ledenadministratie@fietsvereniging-dewielen.nl>",
    subject: "Bevestig je e-mailadres",
    date: "Fri, 20 Nov 2026 18:09:56 +0100",
    text: `Welkom bij Fietsvereniging De Wielen!

Bevestig je e-mailadres via de link hieronder:

https://leden.fietsvereniging-dewielen.nl/confirm/WyI3ZjNhMmMxYjQ0ZDk0ZTBhYjBlNjFjOGQ5NmM1ZjIwNyJd.Z0ZqSw.x1R8tYw3uQ0vB6nJd9fKs2LmPc4

De contributie voor 2027 (€ 42,50) wordt in januari geïncasseerd.
`,
    html: `<p>Welkom bij Fietsvereniging De Wielen!</p>
<p>Bevestig je e-mailadres via de link hieronder:</p>
<p><a href="https://leden.fietsvereniging-dewielen.nl/confirm/WyI3ZjNhMmMxYjQ0ZDk0ZTBhYjBlNjFjOGQ5NmM1ZjIwNyJd.Z0ZqSw.x1R8tYw3uQ0vB6nJd9fKs2LmPc4">Bevestig mijn account</a></p>
<p>De contributie voor 2027 (€ 42,50) wordt in januari geïncasseerd.</p>
`,
    enc: "qp",
  },
  {
    family: "flask-security",
    group: "oss",
    lang: "en",
    kind: "login-link",
    code: null,
    link: "http://10.0.4.17:5000/login/WyIxOSIsIjdlNGQ1YzBiOGEiXQ.Z0eQ2A.Gm7pT0cR3vYx8aNs1KdLw5uHq9E",
    from: "Grow Room Monitor <monitor@growroom.lan>",
    subject: "Login instructions",
    date: "Wed, 18 Nov 2026 05:41:07 +0000",
    text: `Welcome ana@growroom.lan!

You can log into your account through the link below:

http://10.0.4.17:5000/login/WyIxOSIsIjdlNGQ1YzBiOGEiXQ.Z0eQ2A.Gm7pT0cR3vYx8aNs1KdLw5uHq9E

Tent 2 humidity is 61 % — last reading 05:40.
`,
    html: null,
  },
  {
    family: "meteor-accounts",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "http://localhost:3000/#/verify-email/y3VrN8mQpL2xT6wZcB0dFhK9sJ4aG7eR1uIoEtYnWv5",
    from: "Accounts Example <no-reply@example.com>",
    subject: "How to verify email address on localhost:3000",
    date: "Mon, 09 Nov 2026 10:26:33 +0000",
    text: `Hello,

To verify your account email, just follow the link below.

http://localhost:3000/#/verify-email/y3VrN8mQpL2xT6wZcB0dFhK9sJ4aG7eR1uIoEtYnWv5

Thanks.
`,
    html: null,
  },
  {
    family: "meteor-accounts",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://rota.stmarys-volunteers.org/#/enroll-account/Lq8Zc3nVb6xR1mKt9wYp4dJs0fHg2eUa7iOoTrEyWnC",
    from: "St Mary's Volunteer Rota <rota@stmarys-volunteers.org>",
    subject: "An account has been created for you on rota.stmarys-volunteers.org",
    date: "Tue, 24 Nov 2026 12:03:19 +0000",
    text: `Hello,

An administrator created an account for you. To start using the service, just follow the link below and choose a password.

https://rota.stmarys-volunteers.org/#/enroll-account/Lq8Zc3nVb6xR1mKt9wYp4dJs0fHg2eUa7iOoTrEyWnC

First shift on the list: Saturday 5 December, 09:00–12:30 (food bank).

Thanks.
`,
    html: null,
  },
  {
    family: "kinde-auth",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "519204",
    link: null,
    from: "Harbourline <no-reply@harbourline.app>",
    subject: "519204 is your Harbourline sign-in code",
    date: "Fri, 27 Nov 2026 09:45:51 +0000",
    text: `Harbourline

Your one-time code

519 204

Enter it on the sign-in screen to continue. It expires in 2 hours.

If you didn't try to sign in, you can ignore this message.

Harbourline Pty Ltd, Level 3, 60 Pitt Street, Sydney NSW 2000
Privacy: https://harbourline.app/privacy
`,
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Your one-time code</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<div style="display:none;max-height:0;overflow:hidden;">Use this code to finish signing in to Harbourline.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7;">
  <tr><td align="center" style="padding:40px 16px;">
    <table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;">
      <tr><td style="padding:32px 40px 0;"><img src="https://cdn.harbourline.app/email/logo-160.png" width="140" alt="Harbourline"></td></tr>
      <tr><td style="padding:24px 40px 0;font:600 22px/1.3 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#0f1b2d;">Your one-time code</td></tr>
      <tr><td style="padding:16px 40px 0;font:15px/1.5 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#3a4657;">Enter it on the sign-in screen to continue. It expires in 2 hours.</td></tr>
      <tr><td style="padding:24px 40px;">
        <div style="background:#eef2f8;border-radius:8px;padding:18px 0;text-align:center;font:700 32px/1 'SF Mono',Menlo,Consolas,monospace;letter-spacing:6px;color:#0f1b2d;">519 204</div>
      </td></tr>
      <tr><td style="padding:0 40px 32px;font:13px/1.5 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#6b7687;">If you didn't try to sign in, you can ignore this message.</td></tr>
    </table>
    <p style="font:12px/1.5 Helvetica,Arial,sans-serif;color:#8a94a3;margin:20px 0 0;">Harbourline Pty Ltd, Level 3, 60 Pitt Street, Sydney NSW 2000 · <a href="https://harbourline.app/privacy" style="color:#8a94a3;">Privacy</a></p>
  </td></tr>
</table>
</body></html>
`,
    html_enc: "qp",
  },
  {
    family: "kinde-auth",
    group: "oss",
    lang: "ja",
    kind: "login-code",
    code: "803317",
    link: null,
    from: "もくもくノート <no-reply@mokumoku-note.jp>",
    subject: "もくもくノートの確認コード",
    date: "Thu, 26 Nov 2026 22:07:14 +0900",
    text: `もくもくノート

ワンタイムコード

803317

サインイン画面にこのコードを入力してください。有効期限は2時間です。

このメールに心当たりがない場合は、破棄してください。

株式会社もくもく 〒150-0002 東京都渋谷区渋谷2-21-1
`,
    html: `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>ワンタイムコード</title></head>
<body style="margin:0;padding:0;background:#f6f6f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr><td align="center" style="padding:36px 12px;">
    <table role="presentation" width="480" cellpadding="0" cellspacing="0" border="0" style="background:#fff;border-radius:10px;">
      <tr><td style="padding:28px 36px 0;"><img src="https://mokumoku-note.jp/img/mail-logo.png" width="150" alt="もくもくノート"></td></tr>
      <tr><td style="padding:20px 36px 0;font:bold 20px/1.4 'Hiragino Sans',Meiryo,sans-serif;color:#222;">ワンタイムコード</td></tr>
      <tr><td style="padding:12px 36px 0;font:14px/1.7 'Hiragino Sans',Meiryo,sans-serif;color:#444;">サインイン画面にこのコードを入力してください。有効期限は2時間です。</td></tr>
      <tr><td align="center" style="padding:22px 36px;">
        <table role="presentation" cellpadding="0" cellspacing="6" border="0"><tr>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">8</td>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">0</td>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">3</td>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">3</td>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">1</td>
          <td style="width:40px;height:52px;background:#f0efe9;border-radius:6px;text-align:center;font:bold 28px/52px Menlo,monospace;">7</td>
        </tr></table>
      </td></tr>
      <tr><td style="padding:0 36px 28px;font:12px/1.7 'Hiragino Sans',Meiryo,sans-serif;color:#777;">このメールに心当たりがない場合は、破棄してください。</td></tr>
    </table>
    <p style="font:11px/1.6 'Hiragino Sans',Meiryo,sans-serif;color:#999;">株式会社もくもく 〒150-0002 東京都渋谷区渋谷2-21-1 ・ <a href="https://mokumoku-note.jp/privacy" style="color:#999;">プライバシーポリシー</a></p>
  </td></tr>
</table>
</body></html>
`,
    enc: "b64",
  },
  {
    family: "joomla-users",
    group: "oss",
    lang: "en",
    kind: "reset-code",
    code: "e41b7c09d3a58f62b0c7e19a4d2f83b6",
    link:
      "https://www.westcountry-birders.org.uk/index.php?option=com_users&view=reset&layout=confirm&token=e41b7c09d3a58f62b0c7e19a4d2f83b6",
    from: "West Country Birders <webmaster@westcountry-birders.org.uk>",
    subject: "Your West Country Birders password reset request",
    date: "Sun, 15 Nov 2026 17:26:40 +0000",
    text: `Hello,

Somebody asked to reset the password of your West Country Birders account. To go ahead, you need to enter this verification code so we know the request is genuine.

The verification code is e41b7c09d3a58f62b0c7e19a4d2f83b6

Open the address below and follow the instructions on the page.

https://www.westcountry-birders.org.uk/index.php?option=com_users&view=reset&layout=confirm&token=e41b7c09d3a58f62b0c7e19a4d2f83b6

Thank you.
`,
    html: null,
  },
  {
    family: "joomla-users",
    group: "oss",
    lang: "it",
    kind: "account-activated",
    code: null,
    link: null,
    from: "Pro Loco Castelrotto <info@prolococastelrotto.it>",
    subject: "Account attivato su Pro Loco Castelrotto",
    date: "Mon, 23 Nov 2026 08:05:12 +0100",
    text: `Ciao Giulia Bernardi,

il tuo account è stato attivato da un amministratore. Ora puoi accedere al sito https://www.prolococastelrotto.it/ con il nome utente giulia.bernardi e la password che hai scelto durante la registrazione.

Prossimo appuntamento: Mercatino di Natale, sabato 12 dicembre 2026, Piazza del Comune.
`,
    html: null,
  },
  {
    family: "drupal-user",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "https://www.lakeside-allotments.org/user/reset/27/1764190322/Xb2kQ9vR0mT3wYz6pLcN8dJf1hGs4aUe7iOoErTnWqA/login",
    from: "Lakeside Allotment Society <admin@lakeside-allotments.org>",
    subject: "Replacement login information for dorothy.pryce at Lakeside Allotment Society",
    date: "Thu, 26 Nov 2026 20:52:02 +0000",
    text: `dorothy.pryce,

Someone asked to reset the password of your account at Lakeside Allotment Society.

You can now log in by clicking this link or by copying it into your browser:

https://www.lakeside-allotments.org/user/reset/27/1764190322/Xb2kQ9vR0mT3wYz6pLcN8dJf1hGs4aUe7iOoErTnWqA/login

The link works for a single login and takes you to a page where you can choose a new password. It stops working after one day, and nothing changes if you don't use it.

--  Lakeside Allotment Society team
`,
    html: null,
  },
  {
    family: "drupal-user",
    group: "oss",
    lang: "fr",
    kind: "account-activated-link",
    code: null,
    link: "https://www.chorale-les-tilleuls.fr/user/reset/112/1763998470/k7Hq2Zp9Wn4Xc1Rb6Vm0Tf3Ls8Jd5Ge-AuYiOoEyRt",
    from: "Chorale Les Tilleuls <contact@chorale-les-tilleuls.fr>",
    subject: "Informations de votre compte pour Hélène Dufresne sur Chorale Les Tilleuls (approuvé)",
    date: "Tue, 24 Nov 2026 15:11:10 +0100",
    text: `Hélène Dufresne,

Votre compte sur Chorale Les Tilleuls a été activé par un administrateur.

Vous pouvez maintenant vous connecter en cliquant sur ce lien ou en le copiant dans votre navigateur :

https://www.chorale-les-tilleuls.fr/user/reset/112/1763998470/k7Hq2Zp9Wn4Xc1Rb6Vm0Tf3Ls8Jd5Ge-AuYiOoEyRt

Ce lien ne peut servir qu'une seule fois et vous mènera à une page où vous pourrez définir votre mot de passe.

Une fois votre mot de passe défini, vous pourrez vous connecter sur https://www.chorale-les-tilleuls.fr/user avec :

nom d'utilisateur : Hélène Dufresne
mot de passe : votre mot de passe

--  L'équipe Chorale Les Tilleuls
`,
    html: null,
    enc: "qp",
  },
  {
    family: "mediawiki-mail",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://wiki.retro-synths.net/wiki/Special:ConfirmEmail/5c0e8b21f7a94d36b1e2c7f9a0d483e6",
    from: "Retro Synth Wiki <wiki@retro-synths.net>",
    subject: "Retro Synth Wiki email address confirmation",
    date: "Sat, 14 Nov 2026 03:18:27 +0000",
    text: `Someone, probably you, from IP address 86.142.31.207, has registered
an account "Moog Minded" with this email address on Retro Synth Wiki.

To confirm that this account belongs to you and to switch on email
features on Retro Synth Wiki, open this link in your browser:

https://wiki.retro-synths.net/wiki/Special:ConfirmEmail/5c0e8b21f7a94d36b1e2c7f9a0d483e6

If you did *not* register the account, follow this link
to cancel the email address confirmation:

https://wiki.retro-synths.net/wiki/Special:InvalidateEmail/5c0e8b21f7a94d36b1e2c7f9a0d483e6

This confirmation code will expire at 03:18, 21 November 2026.
`,
    html: null,
  },
  {
    family: "mediawiki-mail",
    group: "oss",
    lang: "pl",
    kind: "verify-link",
    code: null,
    link: "https://wiki.gory-sowie.pl/wiki/Specjalna:Potwierd%C5%BA_e-mail/a94f17c3e8b20d56f1c7e3a9b4d0826f",
    from: "Wiki Gór Sowich <wiki@gory-sowie.pl>",
    subject: "Potwierdzenie adresu e-mail w Wiki Gór Sowich",
    date: "Wed, 18 Nov 2026 21:36:45 +0100",
    text: `Ktoś, prawdopodobnie Ty, z adresu IP 83.24.155.90, zarejestrował
konto „Wędrowiec_z_Walimia” podając ten adres e-mail w Wiki Gór Sowich.

Aby potwierdzić, że to konto faktycznie należy do Ciebie, i włączyć
funkcje poczty e-mail w Wiki Gór Sowich, otwórz w przeglądarce ten link:

https://wiki.gory-sowie.pl/wiki/Specjalna:Potwierd%C5%BA_e-mail/a94f17c3e8b20d56f1c7e3a9b4d0826f

Jeśli to *nie* Ty zarejestrowałeś to konto, otwórz ten link,
aby anulować potwierdzenie adresu e-mail:

https://wiki.gory-sowie.pl/wiki/Specjalna:Uniewa%C5%BCnij_e-mail/a94f17c3e8b20d56f1c7e3a9b4d0826f

Kod potwierdzający straci ważność 25 lis 2026, 21:36.
`,
    html: null,
    enc: "b64",
  },
  {
    family: "phpbb-board",
    group: "oss",
    lang: "en",
    kind: "activate-link",
    code: null,
    link: "https://forum.classicminiclub.co.uk/ucp.php?mode=activate&u=18342&k=7B2E9F41C0",
    from: "Classic Mini Club Forum <forum@classicminiclub.co.uk>",
    subject: "Welcome to Classic Mini Club Forum",
    date: "Sun, 08 Nov 2026 11:00:58 +0000",
    text: `Welcome to Classic Mini Club Forum

Please keep this email for your records. Your account details are:

----------------------------
Username: cooper_s_1275

Board URL: https://forum.classicminiclub.co.uk
----------------------------

Your account is not active yet. You can't use it until you visit the following link:

https://forum.classicminiclub.co.uk/ucp.php?mode=activate&u=18342&k=7B2E9F41C0

Please remember your password: it is stored encrypted and we cannot send it back to you. If you do forget it, you can ask for a new one, which will be activated the same way.

Thank you for registering.

--
Thanks, The Management
`,
    html: null,
  },
  {
    family: "phpbb-board",
    group: "oss",
    lang: "ru",
    kind: "topic-reply",
    code: null,
    link: null,
    from: "Форум «Рыбалка на Волге» <noreply@volga-ryba.ru>",
    subject: "Уведомление об ответе в теме — «Судак на джиг в ноябре: отчёты»",
    date: "Fri, 20 Nov 2026 07:44:19 +0300",
    text: `Здравствуйте, sergey_kazan!

Вы получили это письмо, потому что следите за темой «Судак на джиг в ноябре: отчёты» на форуме «Рыбалка на Волге». С момента вашего последнего посещения в теме появился новый ответ от пользователя Михалыч63. Новых уведомлений не будет, пока вы не зайдёте в тему.

Перейти к первому непрочитанному сообщению:
https://volga-ryba.ru/forum/viewtopic.php?t=40217&e=1&view=unread#unread

Просмотреть тему:
https://volga-ryba.ru/forum/viewtopic.php?t=40217

Просмотреть форум:
https://volga-ryba.ru/forum/viewforum.php?f=12

Чтобы отписаться от темы, нажмите «Отписаться от темы» внизу страницы или перейдите по ссылке:
https://volga-ryba.ru/forum/viewtopic.php?uid=5531&f=12&t=40217&unwatch=topic

--
Спасибо, администрация форума
`,
    html: null,
    enc: "b64",
  },
  {
    family: "flarum-forum",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://community.openkeeb.dev/confirm/Wm3xQ8pZ2cV7nB1kT4yR9hL0dF6sJ5aG3eUiOoTy",
    from: "OpenKeeb Community <noreply@openkeeb.dev>",
    subject: "[OpenKeeb Community] Activate Your New Account",
    date: "Tue, 10 Nov 2026 19:33:01 +0000",
    text: `Hey splitkb_fan!

Someone (hopefully you!) signed up to OpenKeeb Community with this email address.

If it was you, just follow this link and your account will be activated:
https://community.openkeeb.dev/confirm/Wm3xQ8pZ2cV7nB1kT4yR9hL0dF6sJ5aG3eUiOoTy

If you didn't sign up, please ignore this email.
`,
    html: `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>Activate Your New Account</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;font-family:'Open Sans',Arial,sans-serif;">
  <div style="max-width:600px;margin:0 auto;padding:24px;">
    <div style="background:#4d698e;color:#fff;padding:16px 24px;border-radius:6px 6px 0 0;">
      <a href="https://community.openkeeb.dev" style="color:#fff;text-decoration:none;font-weight:bold;">OpenKeeb Community</a>
    </div>
    <div style="background:#fff;padding:24px;border-radius:0 0 6px 6px;color:#111;">
      <p>Hey splitkb_fan!</p>
      <p>Someone (hopefully you!) signed up to OpenKeeb Community with this email address.</p>
      <p>If it was you, just follow this link and your account will be activated:<br>
      <a href="https://community.openkeeb.dev/confirm/Wm3xQ8pZ2cV7nB1kT4yR9hL0dF6sJ5aG3eUiOoTy">https://community.openkeeb.dev/confirm/Wm3xQ8pZ2cV7nB1kT4yR9hL0dF6sJ5aG3eUiOoTy</a></p>
      <p>If you didn't sign up, please ignore this email.</p>
    </div>
    <p style="color:#8a97a8;font-size:12px;text-align:center;">Sent from <a href="https://community.openkeeb.dev" style="color:#8a97a8;">OpenKeeb Community</a></p>
  </div>
</body>
</html>
`,
  },
  {
    family: "flarum-forum",
    group: "oss",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://forum.aquaristik-nord.de/reset/Pk8yT3vQ1mZ6wN0xC4bR9jL2hF7dS5aGeUoIiEyR",
    from: "Aquaristik Nord Forum <forum@aquaristik-nord.de>",
    subject: "[Aquaristik Nord Forum] Passwort zurücksetzen",
    date: "Wed, 25 Nov 2026 23:12:37 +0100",
    text: `Hallo Skalar_Kiel,

jemand (hoffentlich du!) hat darum gebeten, das Passwort für dein Konto im Aquaristik Nord Forum zurückzusetzen.

Wenn du das warst, klicke auf den folgenden Link, um ein neues Passwort zu wählen:
https://forum.aquaristik-nord.de/reset/Pk8yT3vQ1mZ6wN0xC4bR9jL2hF7dS5aGeUoIiEyR

Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren.
`,
    html: `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Passwort zurücksetzen</title></head>
<body style="margin:0;padding:0;background:#eef3f1;font-family:Arial,sans-serif;">
  <div style="max-width:600px;margin:0 auto;padding:24px;">
    <div style="background:#1f6f62;color:#fff;padding:16px 24px;border-radius:6px 6px 0 0;">
      <img src="https://forum.aquaristik-nord.de/assets/logo-ynx71w.png" alt="Aquaristik Nord Forum" height="28">
    </div>
    <div style="background:#fff;padding:24px;border-radius:0 0 6px 6px;color:#1a1a1a;">
      <p>Hallo Skalar_Kiel,</p>
      <p>jemand (hoffentlich du!) hat darum gebeten, das Passwort für dein Konto im Aquaristik Nord Forum zurückzusetzen.</p>
      <p>Wenn du das warst, klicke auf den folgenden Link, um ein neues Passwort zu wählen:<br>
      <a href="https://forum.aquaristik-nord.de/reset/Pk8yT3vQ1mZ6wN0xC4bR9jL2hF7dS5aGeUoIiEyR">https://forum.aquaristik-nord.de/reset/Pk8yT3vQ1mZ6wN0xC4bR9jL2hF7dS5aGeUoIiEyR</a></p>
      <p>Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren.</p>
    </div>
    <p style="color:#7c8b87;font-size:12px;text-align:center;">Gesendet von <a href="https://forum.aquaristik-nord.de" style="color:#7c8b87;">Aquaristik Nord Forum</a> · <a href="https://forum.aquaristik-nord.de/p/impressum" style="color:#7c8b87;">Impressum</a></p>
  </div>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "misskey-instance",
    group: "oss",
    lang: "ja",
    kind: "verify-link",
    code: null,
    link: "https://misskey.yamanote.social/verify-email/Hm3Zq8xT1vR0",
    from: "やまのてすきー <noreply@yamanote.social>",
    subject: "メールアドレスの確認",
    date: "Mon, 16 Nov 2026 00:21:08 +0900",
    text: `メールアドレスの確認

メールアドレスを確認するには、次のリンクを開いてください:
https://misskey.yamanote.social/verify-email/Hm3Zq8xT1vR0

やまのてすきー (https://misskey.yamanote.social)
このメールは送信専用です。
`,
    html: `<!doctype html>
<html>
<head><meta charset="utf-8"><title>メールアドレスの確認</title></head>
<body style="margin:0;background:#f7f7f7;color:#333;font-family:sans-serif;">
  <main style="max-width:500px;margin:16px auto;background:#fff;border-radius:12px;overflow:hidden;">
    <header style="padding:32px;background:#86b300;color:#fff;text-align:center;">
      <img src="https://misskey.yamanote.social/files/webpublic-8a1f3c/icon.png" alt="" width="48" height="48" style="border-radius:12px;">
      <h1 style="margin:12px 0 0;font-size:1.2em;">メールアドレスの確認</h1>
    </header>
    <article style="padding:32px;">
      <div>メールアドレスを確認するには、次のリンクを開いてください:<br><a href="https://misskey.yamanote.social/verify-email/Hm3Zq8xT1vR0">https://misskey.yamanote.social/verify-email/Hm3Zq8xT1vR0</a></div>
    </article>
    <footer style="padding:32px;border-top:1px solid #eee;font-size:0.85em;color:#888;">
      <a href="https://misskey.yamanote.social/settings/notifications" style="color:#86b300;">メール通知の設定</a>
    </footer>
  </main>
  <nav style="text-align:center;font-size:0.8em;color:#aaa;padding-bottom:16px;">
    <a href="https://misskey.yamanote.social" style="color:#aaa;">misskey.yamanote.social</a>
  </nav>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "misskey-instance",
    group: "oss",
    lang: "ja",
    kind: "new-login",
    code: null,
    link: null,
    from: "やまのてすきー <noreply@yamanote.social>",
    subject: "ログインがありました",
    date: "Sat, 21 Nov 2026 13:47:55 +0900",
    text: `ログインがありました

@tokyo_hiyoko さん、アカウントに新しいログインがありました。

日時: 2026/11/21 13:47
IPアドレス: 203.0.113.54
ブラウザ: Firefox 145 / Windows

心当たりがない場合は、すぐにパスワードを変更し、二段階認証を設定してください。
https://misskey.yamanote.social/settings/security
`,
    html: `<!doctype html>
<html>
<head><meta charset="utf-8"><title>ログインがありました</title></head>
<body style="margin:0;background:#f7f7f7;color:#333;font-family:sans-serif;">
  <main style="max-width:500px;margin:16px auto;background:#fff;border-radius:12px;overflow:hidden;">
    <header style="padding:32px;background:#86b300;color:#fff;text-align:center;">
      <h1 style="margin:0;font-size:1.2em;">ログインがありました</h1>
    </header>
    <article style="padding:32px;">
      <p>@tokyo_hiyoko さん、アカウントに新しいログインがありました。</p>
      <table style="font-size:0.9em;">
        <tr><td>日時</td><td>2026/11/21 13:47</td></tr>
        <tr><td>IPアドレス</td><td>203.0.113.54</td></tr>
        <tr><td>ブラウザ</td><td>Firefox 145 / Windows</td></tr>
      </table>
      <p>心当たりがない場合は、すぐにパスワードを変更し、二段階認証を設定してください。<br>
      <a href="https://misskey.yamanote.social/settings/security">セキュリティ設定を開く</a></p>
    </article>
    <footer style="padding:32px;border-top:1px solid #eee;font-size:0.85em;color:#888;">
      <a href="https://misskey.yamanote.social/settings/notifications" style="color:#86b300;">メール通知の設定</a>
    </footer>
  </main>
</body>
</html>
`,
    enc: "8bit",
  },
  {
    family: "forgejo-instance",
    group: "oss",
    lang: "en",
    kind: "activate-link",
    code: null,
    link:
      "https://code.fernhill.coop/user/activate?code=20261126235100018089e1c4a7d2f36b05e9c8a1d4b7f20e3c6a95d18b6d6172612e6f6b6f6e6b776f",
    from: "Fernhill Code <forgejo@fernhill.coop>",
    subject: "Dara, please activate your account",
    date: "Thu, 26 Nov 2026 23:51:00 +0000",
    text: `Hi Dara Okonkwo, thanks for registering at Fernhill Code!

Please open the following link to activate your account within 3 hours:

https://code.fernhill.coop/user/activate?code=20261126235100018089e1c4a7d2f36b05e9c8a1d4b7f20e3c6a95d18b6d6172612e6f6b6f6e6b776f

If the link does not work, copy it and paste it into your browser.

If you did not sign up, please ignore this email.

© Fernhill Code
`,
    html: `<!DOCTYPE html>
<html>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<title>Dara, please activate your account</title>
</head>
<body>
	<p><b>Hi Dara Okonkwo, thanks for registering at Fernhill Code!</b></p>
	<p>Please open the following link to activate your account within <b>3 hours</b>:</p>
	<p><a href="https://code.fernhill.coop/user/activate?code=20261126235100018089e1c4a7d2f36b05e9c8a1d4b7f20e3c6a95d18b6d6172612e6f6b6f6e6b776f">https://code.fernhill.coop/user/activate?code=20261126235100018089e1c4a7d2f36b05e9c8a1d4b7f20e3c6a95d18b6d6172612e6f6b6f6e6b776f</a></p>
	<p>If the link does not work, copy it and paste it into your browser.</p>
	<p>If you did not sign up, please ignore this email.</p>
	<p>&copy; <a target="_blank" rel="noopener noreferrer" href="https://code.fernhill.coop/">Fernhill Code</a></p>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "forgejo-instance",
    group: "oss",
    lang: "zh",
    kind: "email-change-link",
    code: null,
    link:
      "https://git.lanshan-lab.cn:3443/user/activate_email?code=202611201408000180b72e5c1f9a04d3e8c6b1a7f25d90e4c3b8a17d6f6c69756d696e67&email=liu.ming%40lanshan-lab.cn",
    from: "蓝山实验室代码库 <git@lanshan-lab.cn>",
    subject: "刘明，请验证你的电子邮件地址",
    date: "Fri, 20 Nov 2026 14:08:00 +0800",
    text: `刘明，您好：

请在 3 小时内点击以下链接，验证您在 蓝山实验室代码库 添加的电子邮件地址：

https://git.lanshan-lab.cn:3443/user/activate_email?code=202611201408000180b72e5c1f9a04d3e8c6b1a7f25d90e4c3b8a17d6f6c69756d696e67&email=liu.ming%40lanshan-lab.cn

如果链接无法点击，请将其复制并粘贴到浏览器地址栏中。

© 蓝山实验室代码库
`,
    html: `<!DOCTYPE html>
<html>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<title>刘明，请验证你的电子邮件地址</title>
</head>
<body>
	<p><b>刘明，您好：</b></p>
	<p>请在 <b>3 小时</b> 内点击以下链接，验证您在 蓝山实验室代码库 添加的电子邮件地址：</p>
	<p><a href="https://git.lanshan-lab.cn:3443/user/activate_email?code=202611201408000180b72e5c1f9a04d3e8c6b1a7f25d90e4c3b8a17d6f6c69756d696e67&amp;email=liu.ming%40lanshan-lab.cn">https://git.lanshan-lab.cn:3443/user/activate_email?code=202611201408000180b72e5c1f9a04d3e8c6b1a7f25d90e4c3b8a17d6f6c69756d696e67&amp;email=liu.ming%40lanshan-lab.cn</a></p>
	<p>如果链接无法点击，请将其复制并粘贴到浏览器地址栏中。</p>
	<p>&copy; <a target="_blank" rel="noopener noreferrer" href="https://git.lanshan-lab.cn:3443/">蓝山实验室代码库</a></p>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "forgejo-instance",
    group: "oss",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "Fernhill Code <forgejo@fernhill.coop>",
    subject: "Your password has been changed",
    date: "Sat, 28 Nov 2026 09:14:27 +0000",
    text: `Hi @dara,

The password of your account on Fernhill Code was changed on 28 Nov 2026 at 09:14 (UTC).

If you made this change, there is nothing else to do.

If you did not, sign in right away and secure your account, or ask an administrator of Fernhill Code for help: https://code.fernhill.coop/user/forgot_password

© Fernhill Code
`,
    html: `<!DOCTYPE html>
<html>
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
	<title>Your password has been changed</title>
</head>
<body>
	<p>Hi @dara,</p>
	<p>The password of your account on Fernhill Code was changed on 28 Nov 2026 at 09:14 (UTC).</p>
	<p>If you made this change, there is nothing else to do.</p>
	<p>If you did not, sign in right away and secure your account, or ask an administrator of Fernhill Code for help: <a href="https://code.fernhill.coop/user/forgot_password">https://code.fernhill.coop/user/forgot_password</a></p>
	<p>&copy; <a target="_blank" rel="noopener noreferrer" href="https://code.fernhill.coop/">Fernhill Code</a></p>
</body>
</html>
`,
  },
  {
    family: "grafana-server",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://grafana.ops.meridian-freight.com/invite/Tq7mX2rB9kLw4vZc8nPy1dHs",
    from: "Grafana <grafana@meridian-freight.com>",
    subject: "Lucía Ferrer has invited you to join Grafana",
    date: "Mon, 16 Nov 2026 15:40:22 +0000",
    text: `You're invited to join Meridian Freight – Ops

You've been invited to join the Meridian Freight – Ops organization by Lucía Ferrer. To accept your invitation and join the team, open the link below:

https://grafana.ops.meridian-freight.com/invite/Tq7mX2rB9kLw4vZc8nPy1dHs

You can sign in with the e-mail address this invitation was sent to.

Sent by Grafana v12.2.1
© 2026 Grafana Labs.
`,
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width" />
<title>Lucía Ferrer has invited you to join Grafana</title>
</head>
<body style="width:100% !important;min-width:100%;margin:0;padding:0;background:#f4f5f5;font-family:'Inter','Helvetica Neue',Helvetica,Arial,sans-serif;color:#24292e;">
<table class="body" style="width:100%;background:#f4f5f5;" cellpadding="0" cellspacing="0">
  <tr><td align="center" valign="top" style="padding:24px 0;">
    <table class="container" style="width:600px;background:#ffffff;border:1px solid #e3e5e8;" cellpadding="0" cellspacing="0">
      <tr><td align="center" style="padding:24px;background:#111217;">
        <img src="https://grafana.ops.meridian-freight.com/public/emails/grafana_header_logo.png" alt="Grafana" width="160" style="display:block;">
      </td></tr>
      <tr><td style="padding:32px 40px 8px;">
        <h2 style="margin:0 0 16px;font-size:22px;">You're invited to join Meridian Freight – Ops</h2>
        <p style="font-size:15px;line-height:22px;">You've been invited to join the <b>Meridian Freight – Ops</b> organization by <b>Lucía Ferrer</b>. To accept your invitation and join the team, select the button below:</p>
      </td></tr>
      <tr><td align="center" style="padding:8px 40px 24px;">
        <table cellpadding="0" cellspacing="0"><tr><td style="background:#3d71d9;border-radius:4px;">
          <a href="https://grafana.ops.meridian-freight.com/invite/Tq7mX2rB9kLw4vZc8nPy1dHs" style="display:inline-block;padding:12px 28px;color:#ffffff;font-weight:600;text-decoration:none;">Accept invitation</a>
        </td></tr></table>
      </td></tr>
      <tr><td style="padding:0 40px 24px;font-size:13px;color:#6e7580;">You can sign in with the e-mail address this invitation was sent to.</td></tr>
      <tr><td align="center" style="padding:16px;border-top:1px solid #e3e5e8;font-size:12px;color:#8e949c;">
        Sent by <a href="https://grafana.com" style="color:#8e949c;">Grafana v12.2.1</a><br>© 2026 Grafana Labs.
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
    html_enc: "qp",
  },
  {
    family: "grafana-server",
    group: "oss",
    lang: "en",
    kind: "reset-link",
    code: null,
    link:
      "http://grafana.home.arpa:3000/user/password/reset?code=MjAyNjExMjIwOTE1MDAwMTgwOGNlNzFmZDBhMmI0YzM5ZTA1ZDZhN2I4ZjljMGQxZTJmM2E0YjVjNmQ3ZTg2MTY0NmQ2OTZl",
    from: "Grafana <grafana@home.arpa>",
    subject: "Reset your Grafana password - admin",
    date: "Sun, 22 Nov 2026 09:15:00 +0000",
    text: `Reset your Grafana password

Hi admin,

Open the following link to reset your password within 2 hours.

http://grafana.home.arpa:3000/user/password/reset?code=MjAyNjExMjIwOTE1MDAwMTgwOGNlNzFmZDBhMmI0YzM5ZTA1ZDZhN2I4ZjljMGQxZTJmM2E0YjVjNmQ3ZTg2MTY0NmQ2OTZl

If the link is no longer valid, request a new password reset on the login page.

Sent by Grafana v11.6.3
© 2026 Grafana Labs.
`,
    html: `<!DOCTYPE html>
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Reset your Grafana password - admin</title></head>
<body style="margin:0;padding:0;background:#f4f5f5;font-family:Helvetica,Arial,sans-serif;color:#24292e;">
<table style="width:100%;background:#f4f5f5;" cellpadding="0" cellspacing="0">
  <tr><td align="center" style="padding:24px 0;">
    <table style="width:600px;background:#ffffff;border:1px solid #e3e5e8;" cellpadding="0" cellspacing="0">
      <tr><td align="center" style="padding:24px;background:#111217;"><img src="http://grafana.home.arpa:3000/public/emails/grafana_header_logo.png" alt="Grafana" width="160"></td></tr>
      <tr><td style="padding:32px 40px 8px;">
        <h2 style="margin:0 0 16px;font-size:22px;">Reset your Grafana password</h2>
        <p style="font-size:15px;">Hi admin,</p>
        <p style="font-size:15px;">Select the button below to reset your password within 2 hours.</p>
      </td></tr>
      <tr><td align="center" style="padding:8px 40px 24px;">
        <a href="http://grafana.home.arpa:3000/user/password/reset?code=MjAyNjExMjIwOTE1MDAwMTgwOGNlNzFmZDBhMmI0YzM5ZTA1ZDZhN2I4ZjljMGQxZTJmM2E0YjVjNmQ3ZTg2MTY0NmQ2OTZl" style="display:inline-block;padding:12px 28px;background:#3d71d9;border-radius:4px;color:#fff;font-weight:600;text-decoration:none;">Reset password</a>
      </td></tr>
      <tr><td style="padding:0 40px 24px;font-size:13px;color:#6e7580;">If the button doesn't work, copy this address into your browser:<br>
        <span style="word-break:break-all;">http://grafana.home.arpa:3000/user/password/reset?code=MjAyNjExMjIwOTE1MDAwMTgwOGNlNzFmZDBhMmI0YzM5ZTA1ZDZhN2I4ZjljMGQxZTJmM2E0YjVjNmQ3ZTg2MTY0NmQ2OTZl</span></td></tr>
      <tr><td align="center" style="padding:16px;border-top:1px solid #e3e5e8;font-size:12px;color:#8e949c;">Sent by Grafana v11.6.3<br>© 2026 Grafana Labs.</td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "grafana-server",
    group: "oss",
    lang: "en",
    kind: "verify-code",
    code: "kP4dW9xq2T",
    link: "https://dash.solaris-beekeeping.org/signup/?email=tomasz.wrobel%40inbox.example&code=kP4dW9xq2T",
    from: "Grafana <noreply@solaris-beekeeping.org>",
    subject: "Welcome to Grafana, please complete your sign up!",
    date: "Wed, 11 Nov 2026 18:27:45 +0000",
    text: `Complete the signup

Copy and paste the email verification code:
kP4dW9xq2T

or use the link below.

https://dash.solaris-beekeeping.org/signup/?email=tomasz.wrobel%40inbox.example&code=kP4dW9xq2T

Sent by Grafana v12.0.2
© 2026 Grafana Labs.
`,
    html: `<!DOCTYPE html>
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Welcome to Grafana, please complete your sign up!</title></head>
<body style="margin:0;padding:0;background:#f4f5f5;font-family:Helvetica,Arial,sans-serif;color:#24292e;">
<table style="width:100%;background:#f4f5f5;" cellpadding="0" cellspacing="0">
  <tr><td align="center" style="padding:24px 0;">
    <table style="width:600px;background:#ffffff;border:1px solid #e3e5e8;" cellpadding="0" cellspacing="0">
      <tr><td align="center" style="padding:24px;background:#111217;"><img src="https://dash.solaris-beekeeping.org/public/emails/grafana_header_logo.png" alt="Grafana" width="160"></td></tr>
      <tr><td style="padding:32px 40px 8px;">
        <h2 style="margin:0 0 16px;font-size:22px;">Complete the signup</h2>
        <p style="font-size:15px;">Copy and paste the email verification code:</p>
        <p style="font-size:24px;font-weight:bold;letter-spacing:2px;text-align:center;">kP4dW9xq2T</p>
        <p style="font-size:15px;">or use the button below.</p>
      </td></tr>
      <tr><td align="center" style="padding:8px 40px 32px;">
        <a href="https://dash.solaris-beekeeping.org/signup/?email=tomasz.wrobel%40inbox.example&amp;code=kP4dW9xq2T" style="display:inline-block;padding:12px 28px;background:#3d71d9;border-radius:4px;color:#fff;font-weight:600;text-decoration:none;">Complete sign up</a>
      </td></tr>
      <tr><td align="center" style="padding:16px;border-top:1px solid #e3e5e8;font-size:12px;color:#8e949c;">Sent by Grafana v12.0.2<br>© 2026 Grafana Labs.</td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
  },
  {
    family: "plausible-analytics",
    group: "oss",
    lang: "en",
    kind: "verify-code",
    code: "4071",
    link: null,
    from: "Plausible Analytics <hello@stats.pinegrove-studio.com>",
    subject: "4071 is your Plausible email verification code",
    date: "Tue, 17 Nov 2026 10:03:12 +0000",
    text: `Enter 4071 to verify your email address. This code is valid for 4 hours.

--
https://stats.pinegrove-studio.com
`,
    html: `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr><td align="center" style="padding:32px 16px;">
    <table width="560" cellpadding="0" cellspacing="0" border="0">
      <tr><td style="padding-bottom:24px;"><img src="https://stats.pinegrove-studio.com/images/icon/plausible_logo.png" alt="Plausible" width="120"></td></tr>
      <tr><td style="font:15px/24px -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937;">
        Enter <b>4071</b> to verify your email address. This code is valid for 4 hours.
      </td></tr>
      <tr><td style="padding-top:32px;font:12px/18px Helvetica,Arial,sans-serif;color:#9ca3af;border-top:1px solid #e5e7eb;">
        <a href="https://stats.pinegrove-studio.com" style="color:#9ca3af;">stats.pinegrove-studio.com</a>
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
  },
  {
    family: "plausible-analytics",
    group: "oss",
    lang: "en",
    kind: "weekly-report",
    code: null,
    link: null,
    from: "Plausible Analytics <hello@stats.pinegrove-studio.com>",
    subject: "Weekly report for pinegrove-studio.com",
    date: "Mon, 23 Nov 2026 07:00:04 +0000",
    text: `Weekly report for pinegrove-studio.com
16 Nov – 22 Nov 2026

Unique visitors   3,482   (+12%)
Pageviews         9,917   (+8%)
Bounce rate       41%     (-3%)

Top sources
  Google              1,904
  Direct / None         811
  news.ycombinator.com  264
  instagram.com         131

Top pages
  /                     2,240
  /work/harbour-house     702
  /journal/concrete-2026  518

View the full dashboard: https://stats.pinegrove-studio.com/pinegrove-studio.com

You're receiving this because weekly reports are switched on for this site.
Unsubscribe: https://stats.pinegrove-studio.com/sites/pinegrove-studio.com/weekly-report/unsubscribe?email=ines%40pinegrove-studio.com
`,
    html: `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Weekly report for pinegrove-studio.com</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:28px 12px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;">
  <tr><td style="padding:28px 32px 8px;"><img src="https://stats.pinegrove-studio.com/images/icon/plausible_logo.png" alt="Plausible" width="110"></td></tr>
  <tr><td style="padding:8px 32px;"><h1 style="font-size:20px;margin:0;color:#111827;">Weekly report for pinegrove-studio.com</h1><p style="margin:4px 0 0;color:#6b7280;font-size:13px;">16 Nov – 22 Nov 2026</p></td></tr>
  <tr><td style="padding:20px 32px;">
    <table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;color:#111827;">
      <tr><td style="color:#6b7280;">Unique visitors</td><td align="right"><b>3,482</b> <span style="color:#16a34a;">+12%</span></td></tr>
      <tr><td style="color:#6b7280;padding-top:6px;">Pageviews</td><td align="right" style="padding-top:6px;"><b>9,917</b> <span style="color:#16a34a;">+8%</span></td></tr>
      <tr><td style="color:#6b7280;padding-top:6px;">Bounce rate</td><td align="right" style="padding-top:6px;"><b>41%</b> <span style="color:#16a34a;">-3%</span></td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:8px 32px;">
    <table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;">
      <tr><th align="left" style="color:#6b7280;">Top sources</th><th align="right" style="color:#6b7280;">Visitors</th></tr>
      <tr><td>Google</td><td align="right">1,904</td></tr>
      <tr><td>Direct / None</td><td align="right">811</td></tr>
      <tr><td>news.ycombinator.com</td><td align="right">264</td></tr>
      <tr><td>instagram.com</td><td align="right">131</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:8px 32px;">
    <table width="100%" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;">
      <tr><th align="left" style="color:#6b7280;">Top pages</th><th align="right" style="color:#6b7280;">Visitors</th></tr>
      <tr><td>/</td><td align="right">2,240</td></tr>
      <tr><td>/work/harbour-house</td><td align="right">702</td></tr>
      <tr><td>/journal/concrete-2026</td><td align="right">518</td></tr>
    </table>
  </td></tr>
  <tr><td align="center" style="padding:20px 32px 28px;"><a href="https://stats.pinegrove-studio.com/pinegrove-studio.com" style="display:inline-block;padding:10px 22px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none;font-size:14px;">View dashboard</a></td></tr>
</table>
<p style="font-size:12px;color:#9ca3af;">You're receiving this because weekly reports are switched on for this site. <a href="https://stats.pinegrove-studio.com/sites/pinegrove-studio.com/weekly-report/unsubscribe?email=ines%40pinegrove-studio.com" style="color:#9ca3af;">Unsubscribe</a></p>
</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "plausible-analytics",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://analytics.kruemel-verlag.de/register/invitation/9QmVz3xKpT7rLw2b",
    from: "Plausible Analytics <plausible@kruemel-verlag.de>",
    subject: "[Plausible Analytics] You've been invited to kruemel-verlag.de",
    date: "Thu, 12 Nov 2026 13:55:39 +0100",
    text: `Hey,

mareike@kruemel-verlag.de has invited you to the kruemel-verlag.de site on Plausible Analytics.

Open this link to create your account: https://analytics.kruemel-verlag.de/register/invitation/9QmVz3xKpT7rLw2b

The link stays valid for 48 hours after this email was sent.

Plausible is a lightweight, open-source web analytics tool. We don't use cookies and we don't collect personal data.
`,
    html: `<p>Hey,</p>
<p>mareike@kruemel-verlag.de has invited you to the kruemel-verlag.de site on Plausible Analytics.
<a href="https://analytics.kruemel-verlag.de/register/invitation/9QmVz3xKpT7rLw2b">Click here</a> to create your account. The link stays valid for 48 hours after this email was sent.</p>
<p>Plausible is a lightweight, open-source web analytics tool. We don't use cookies and we don't collect personal data.</p>
`,
  },
  {
    family: "lemmy-instance",
    group: "oss",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://lemmy.boardgamers.zone/verify_email/6a3f9e21-0c7b-4d58-b8e4-19f2c6d70a35",
    from: "boardgamers.zone <noreply@lemmy.boardgamers.zone>",
    subject: "Email verification for meeple_mara",
    date: "Sat, 07 Nov 2026 16:22:18 +0000",
    text:
      `Please open the link below to verify the email address for the account @meeple_mara@lemmy.boardgamers.zone. Ignore this email if the account isn't yours.

Verify email [https://lemmy.boardgamers.zone/verify_email/6a3f9e21-0c7b-4d58-b8e4-19f2c6d70a35]
`,
    html:
      `Please open the link below to verify the email address for the account @meeple_mara@lemmy.boardgamers.zone. Ignore this email if the account isn't yours.<br><br><a href="https://lemmy.boardgamers.zone/verify_email/6a3f9e21-0c7b-4d58-b8e4-19f2c6d70a35">Verify email</a>`,
  },
  {
    family: "lemmy-instance",
    group: "oss",
    lang: "ko",
    kind: "reset-link",
    code: null,
    link: "https://lemmy.hangul.town/password_change/Xk3pRv9Tq2mZb7Lw1cNf8hDs4aYe6gJuQoEiUtWn",
    from: "한글마을 <noreply@lemmy.hangul.town>",
    subject: "dalbit 님의 비밀번호 재설정 요청",
    date: "Tue, 24 Nov 2026 02:11:49 +0900",
    text: `dalbit 님의 비밀번호 재설정 요청

비밀번호를 재설정하려면 여기를 누르세요 [https://lemmy.hangul.town/password_change/Xk3pRv9Tq2mZb7Lw1cNf8hDs4aYe6gJuQoEiUtWn]
`,
    html:
      `<h1>dalbit 님의 비밀번호 재설정 요청</h1><br><a href="https://lemmy.hangul.town/password_change/Xk3pRv9Tq2mZb7Lw1cNf8hDs4aYe6gJuQoEiUtWn">비밀번호를 재설정하려면 여기를 누르세요</a>`,
    enc: "b64",
  },
  {
    family: "peertube-instance",
    group: "oss",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link:
      "https://video.tutos-bricolage.fr/verify-account/email?userId=2841&verificationString=7c1e9a5f3b8d2064e1f7a9c3b5d8e0f2a4c6b9d1e3f5a7c9",
    from: "Tutos Bricolage <noreply@video.tutos-bricolage.fr>",
    subject: "[Tutos Bricolage] Vérifiez votre adresse e-mail",
    date: "Sun, 15 Nov 2026 10:48:31 +0100",
    text: `Vérifiez votre adresse e-mail

Bonjour,

Vous venez de créer un compte sur Tutos Bricolage, votre plateforme PeerTube. Merci de vérifier votre adresse e-mail en ouvrant le lien ci-dessous :

https://video.tutos-bricolage.fr/verify-account/email?userId=2841&verificationString=7c1e9a5f3b8d2064e1f7a9c3b5d8e0f2a4c6b9d1e3f5a7c9

Si ce n'est pas vous, ignorez simplement ce message.

Tutos Bricolage — une instance PeerTube
`,
    html: `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Vérifiez votre adresse e-mail</title></head>
<body style="margin:0;padding:0;background:#fafafa;">
<div style="display:none;font-size:1px;max-height:0;overflow:hidden;">Une dernière étape avant de publier vos vidéos.</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#fafafa;">
<tr><td align="center" style="padding:24px 8px;">
  <table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0">
    <tr><td style="padding:20px 0;"><img src="https://video.tutos-bricolage.fr/client/assets/images/icons/icon-192x192.png" width="40" height="40" alt="Tutos Bricolage" style="vertical-align:middle;"> <span style="font:600 18px Helvetica,Arial,sans-serif;color:#333;vertical-align:middle;">Tutos Bricolage</span></td></tr>
    <tr><td style="background:#ffffff;padding:32px;font:15px/1.6 'Source Sans Pro',Helvetica,Arial,sans-serif;color:#222;">
      <h1 style="font-size:22px;margin:0 0 16px;">Vérifiez votre adresse e-mail</h1>
      <p>Bonjour,</p>
      <p>Vous venez de créer un compte sur Tutos Bricolage, votre plateforme PeerTube. Merci de vérifier votre adresse e-mail en cliquant sur le bouton ci-dessous.</p>
      <table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0;"><tr><td style="background:#f2690d;border-radius:5px;">
        <a href="https://video.tutos-bricolage.fr/verify-account/email?userId=2841&amp;verificationString=7c1e9a5f3b8d2064e1f7a9c3b5d8e0f2a4c6b9d1e3f5a7c9" style="display:inline-block;padding:12px 26px;color:#fff;font-weight:bold;text-decoration:none;">Vérifier mon adresse e-mail</a>
      </td></tr></table>
      <p style="font-size:13px;color:#666;">Si ce n'est pas vous, ignorez simplement ce message.</p>
    </td></tr>
    <tr><td align="center" style="padding:16px;font:12px Helvetica,Arial,sans-serif;color:#999;">
      <a href="https://video.tutos-bricolage.fr/about/instance" style="color:#999;">À propos de cette instance</a> · <a href="https://joinpeertube.org" style="color:#999;">PeerTube</a>
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "peertube-instance",
    group: "oss",
    lang: "en",
    kind: "new-comment",
    code: null,
    link: null,
    from: "TinkerTube <noreply@tinkertube.net>",
    subject: "[TinkerTube] New comment on your video Restoring a 1962 Grundig radio – part 3",
    date: "Wed, 25 Nov 2026 19:06:55 +0000",
    text: `New comment on your video

valve_guy_91 commented on your video "Restoring a 1962 Grundig radio – part 3":

"At 14:32 you swap the EM84 — did you measure the anode voltage first? Mine read 212 V instead of 250 V."

View the comment: https://tinkertube.net/w/kQ2x9dLmZr7vBc4TnWy8sE;threadId=40918

You received this because you are subscribed to comments on your videos. Manage your notification settings: https://tinkertube.net/my-account/notifications
`,
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>New comment on your video</title></head>
<body style="margin:0;padding:0;background:#fafafa;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#fafafa;">
<tr><td align="center" style="padding:24px 8px;">
  <table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0">
    <tr><td style="padding:20px 0;font:600 18px Helvetica,Arial,sans-serif;color:#333;">TinkerTube</td></tr>
    <tr><td style="background:#ffffff;padding:32px;font:15px/1.6 Helvetica,Arial,sans-serif;color:#222;">
      <h1 style="font-size:20px;margin:0 0 16px;">New comment on your video</h1>
      <p><a href="https://tinkertube.net/a/valve_guy_91" style="color:#f2690d;">valve_guy_91</a> commented on your video <a href="https://tinkertube.net/w/kQ2x9dLmZr7vBc4TnWy8sE" style="color:#f2690d;">Restoring a 1962 Grundig radio – part 3</a>:</p>
      <blockquote style="margin:16px 0;padding:8px 16px;border-left:3px solid #ddd;color:#555;">At 14:32 you swap the EM84 — did you measure the anode voltage first? Mine read 212 V instead of 250 V.</blockquote>
      <p><a href="https://tinkertube.net/w/kQ2x9dLmZr7vBc4TnWy8sE;threadId=40918" style="color:#f2690d;">View the comment</a></p>
    </td></tr>
    <tr><td align="center" style="padding:16px;font:12px Helvetica,Arial,sans-serif;color:#999;">You received this because you are subscribed to comments on your videos. <a href="https://tinkertube.net/my-account/notifications" style="color:#999;">Manage your notification settings</a></td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`,
  },
  {
    family: "listmonk-lists",
    group: "oss",
    lang: "sv",
    kind: "subscribe-confirm",
    code: null,
    link:
      "https://nyhetsbrev.sodermalmsbageriet.se/subscription/optin/5e2a7c9d-41b3-4f86-a0d7-93c1e8b62f04?l=b7d3e1a9-0c52-4e8f-9a61-2f4c7d8e03b5",
    from: "Södermalms Bageri <nyhetsbrev@sodermalmsbageriet.se>",
    subject: "Bekräfta prenumeration",
    date: "Thu, 19 Nov 2026 06:31:14 +0100",
    text: `Bekräfta prenumeration

Hej Karin Lindqvist,

Du har lagts till på följande lista:

- Veckans bröd

Bekräfta din prenumeration här:
https://nyhetsbrev.sodermalmsbageriet.se/subscription/optin/5e2a7c9d-41b3-4f86-a0d7-93c1e8b62f04?l=b7d3e1a9-0c52-4e8f-9a61-2f4c7d8e03b5

Södermalms Bageri AB · Götgatan 41 · 118 26 Stockholm
Drivs med listmonk
`,
    html: `<!doctype html>
<html>
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
    <style>
        body { background-color: #F0F1F3; font-family: 'Helvetica Neue', 'Segoe UI', Helvetica, sans-serif; font-size: 15px; line-height: 26px; margin: 0; color: #444; }
        .wrap { background-color: #fff; padding: 30px; max-width: 525px; margin: 0 auto; border-radius: 5px; }
        .button { background: #0055d4; border-radius: 3px; text-decoration: none !important; color: #fff !important; font-weight: bold; padding: 10px 30px; display: inline-block; }
        .footer { text-align: center; font-size: 12px; color: #888; }
        .footer a { color: #888; }
    </style>
</head>
<body style="background-color: #F0F1F3;">
    <div class="gutter" style="padding: 30px;">&nbsp;</div>
    <div class="wrap">
        <div class="header" style="text-align:center;padding-bottom:15px;">
            <img src="https://nyhetsbrev.sodermalmsbageriet.se/uploads/logo-bageriet.png" alt="Södermalms Bageri" width="160">
        </div>
        <h2>Bekräfta prenumeration</h2>
        <p>Hej Karin Lindqvist,</p>
        <p>Du har lagts till på följande lista:</p>
        <ul>
            <li>Veckans bröd</li>
        </ul>
        <p>
            <a class="button" href="https://nyhetsbrev.sodermalmsbageriet.se/subscription/optin/5e2a7c9d-41b3-4f86-a0d7-93c1e8b62f04?l=b7d3e1a9-0c52-4e8f-9a61-2f4c7d8e03b5">Bekräfta prenumeration</a>
        </p>
    </div>
    <div class="footer">
        <p>Södermalms Bageri AB · Götgatan 41 · 118 26 Stockholm</p>
        <p>Drivs med <a href="https://listmonk.app" target="_blank">listmonk</a></p>
    </div>
    <div class="gutter">&nbsp;</div>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "listmonk-lists",
    group: "oss",
    lang: "pt",
    kind: "subscribe-confirm",
    code: null,
    link:
      "https://listas.cafezinho-podcast.com.br/subscription/optin/a91f3c07-6d2e-4b58-8e14-5c0b7a2d9f63?l=0c4e8a12-7f39-4d61-b2a5-e83d9f1c6047&l=6f2b9d05-13ac-4e7a-9c08-5a1e3d7b4f92",
    from: "Cafezinho Podcast <boletim@cafezinho-podcast.com.br>",
    subject: "Confirme sua inscrição",
    date: "Sat, 14 Nov 2026 21:17:03 -0300",
    text: `Confirme sua inscrição

Olá, Rafael Monteiro,

Você foi adicionado às seguintes listas:

- Episódios novos
- Bastidores (mensal)

Confirme sua inscrição:
https://listas.cafezinho-podcast.com.br/subscription/optin/a91f3c07-6d2e-4b58-8e14-5c0b7a2d9f63?l=0c4e8a12-7f39-4d61-b2a5-e83d9f1c6047&l=6f2b9d05-13ac-4e7a-9c08-5a1e3d7b4f92

Desenvolvido com listmonk
`,
    html: `<!doctype html>
<html>
<head><meta charset="UTF-8"></head>
<body style="background-color:#F0F1F3;font-family:'Helvetica Neue','Segoe UI',Helvetica,sans-serif;font-size:15px;line-height:26px;margin:0;color:#444;">
    <div style="padding:30px;">&nbsp;</div>
    <div style="background-color:#fff;padding:30px;max-width:525px;margin:0 auto;border-radius:5px;">
        <h2>Confirme sua inscrição</h2>
        <p>Olá, Rafael Monteiro,</p>
        <p>Você foi adicionado às seguintes listas:</p>
        <ul>
            <li>Episódios novos</li>
            <li>Bastidores (mensal)</li>
        </ul>
        <p><a href="https://listas.cafezinho-podcast.com.br/subscription/optin/a91f3c07-6d2e-4b58-8e14-5c0b7a2d9f63?l=0c4e8a12-7f39-4d61-b2a5-e83d9f1c6047&amp;l=6f2b9d05-13ac-4e7a-9c08-5a1e3d7b4f92" style="background:#6b3e26;border-radius:3px;text-decoration:none;color:#fff;font-weight:bold;padding:10px 30px;display:inline-block;">Confirmar inscrição</a></p>
    </div>
    <div style="text-align:center;font-size:12px;color:#888;">
        <p>Desenvolvido com <a href="https://listmonk.app" style="color:#888;">listmonk</a></p>
    </div>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "outline-wiki",
    group: "oss",
    lang: "en",
    kind: "login-link",
    code: null,
    link:
      "https://docs.quillhaven.io/auth/email.callback?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjNmOGMyYTE0LTdiOWUtNGQ1MC1hZTYzLTFjOWQ4ZjJlMDViNyIsImNyZWF0ZWRBdCI6IjIwMjYtMTEtMjZUMTA6MTQ6MDcuMDAwWiIsInR5cGUiOiJlbWFpbC1zaWduaW4ifQ.v4rJ8kQ2zXn0bT6mW1cY9pLs3dHf7aGe5uKiOoE2ZqA&client=web",
    from: "Outline <hello@docs.quillhaven.io>",
    subject: "Magic signin link",
    date: "Thu, 26 Nov 2026 10:14:07 +0000",
    text: `Magic signin link

Open the link below to sign in to Quillhaven Docs.

https://docs.quillhaven.io/auth/email.callback?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjNmOGMyYTE0LTdiOWUtNGQ1MC1hZTYzLTFjOWQ4ZjJlMDViNyIsImNyZWF0ZWRBdCI6IjIwMjYtMTEtMjZUMTA6MTQ6MDcuMDAwWiIsInR5cGUiOiJlbWFpbC1zaWduaW4ifQ.v4rJ8kQ2zXn0bT6mW1cY9pLs3dHf7aGe5uKiOoE2ZqA&client=web

The link expires in 10 minutes.
`,
    html:
      `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Magic signin link</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">Here’s your link to sign in to Outline.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
  <table width="550" cellpadding="0" cellspacing="0" border="0" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111319;">
    <tr><td style="padding:50px 0 20px;"><img src="https://docs.quillhaven.io/email/header-logo.png" width="36" height="36" alt="Outline"></td></tr>
    <tr><td><h1 style="font-size:24px;margin:0 0 16px;">Magic signin link</h1></td></tr>
    <tr><td style="font-size:16px;line-height:1.5;">Click the button below to sign in to Quillhaven Docs.</td></tr>
    <tr><td style="padding:30px 0;"><a href="https://docs.quillhaven.io/auth/email.callback?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjNmOGMyYTE0LTdiOWUtNGQ1MC1hZTYzLTFjOWQ4ZjJlMDViNyIsImNyZWF0ZWRBdCI6IjIwMjYtMTEtMjZUMTA6MTQ6MDcuMDAwWiIsInR5cGUiOiJlbWFpbC1zaWduaW4ifQ.v4rJ8kQ2zXn0bT6mW1cY9pLs3dHf7aGe5uKiOoE2ZqA&amp;client=web" style="display:inline-block;padding:10px 20px;background:#111319;color:#ffffff;border-radius:4px;font-weight:500;text-decoration:none;">Sign In</a></td></tr>
    <tr><td style="font-size:14px;color:#9ba6b2;">The link expires in 10 minutes.</td></tr>
    <tr><td style="padding:40px 0;border-top:1px solid #e8ebed;font-size:12px;color:#9ba6b2;"><a href="https://docs.quillhaven.io" style="color:#9ba6b2;">Outline</a> · <a href="https://twitter.com/getoutline" style="color:#9ba6b2;">Twitter</a></td></tr>
  </table>
</td></tr></table>
</body>
</html>
`,
    html_enc: "qp",
  },
  {
    family: "outline-wiki",
    group: "oss",
    lang: "en",
    kind: "mention",
    code: null,
    link: null,
    from: "Outline <hello@docs.quillhaven.io>",
    subject: "Noor Haddad mentioned you in “Q1 2027 onboarding plan”",
    date: "Fri, 27 Nov 2026 14:52:36 +0000",
    text: `You were mentioned

Noor Haddad mentioned you in the document “Q1 2027 onboarding plan”:

"@Sam Reader can you own the laptop ordering section? Budget is €1,450 per seat, 6 hires starting 11 January."

Open document: https://docs.quillhaven.io/doc/q1-2027-onboarding-plan-Hc7q2LmZt9

Manage your email notifications: https://docs.quillhaven.io/settings/notifications
`,
    html: `<!DOCTYPE html>
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>You were mentioned</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
  <table width="550" cellpadding="0" cellspacing="0" border="0" style="font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;color:#111319;">
    <tr><td style="padding:50px 0 20px;"><img src="https://docs.quillhaven.io/email/header-logo.png" width="36" height="36" alt="Outline"></td></tr>
    <tr><td><h1 style="font-size:22px;margin:0 0 16px;">You were mentioned</h1></td></tr>
    <tr><td style="font-size:16px;line-height:1.5;">Noor Haddad mentioned you in the document <a href="https://docs.quillhaven.io/doc/q1-2027-onboarding-plan-Hc7q2LmZt9" style="color:#0366d6;">Q1 2027 onboarding plan</a>:</td></tr>
    <tr><td style="padding:16px 0;"><div style="border-left:3px solid #e8ebed;padding:4px 16px;color:#4e5c6e;">@Sam Reader can you own the laptop ordering section? Budget is €1,450 per seat, 6 hires starting 11 January.</div></td></tr>
    <tr><td style="padding:10px 0 30px;"><a href="https://docs.quillhaven.io/doc/q1-2027-onboarding-plan-Hc7q2LmZt9" style="display:inline-block;padding:10px 20px;background:#111319;color:#ffffff;border-radius:4px;text-decoration:none;">Open Document</a></td></tr>
    <tr><td style="padding:30px 0;border-top:1px solid #e8ebed;font-size:12px;color:#9ba6b2;"><a href="https://docs.quillhaven.io/settings/notifications" style="color:#9ba6b2;">Manage notifications</a></td></tr>
  </table>
</td></tr></table>
</body>
</html>
`,
    enc: "8bit",
  },
  {
    family: "bookstack-wiki",
    group: "oss",
    lang: "de",
    kind: "verify-link",
    code: null,
    link: "https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe",
    from: "Handbuch Stadtwerke Mittelfeld <handbuch@stadtwerke-mittelfeld.de>",
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für Handbuch Stadtwerke Mittelfeld",
    date: "Tue, 10 Nov 2026 08:19:50 +0100",
    text: `Hallo!

Danke, dass Sie sich bei Handbuch Stadtwerke Mittelfeld registriert haben!
Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie auf die Schaltfläche unten klicken.

E-Mail-Adresse bestätigen: https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe

Mit freundlichen Grüßen,
Handbuch Stadtwerke Mittelfeld

Sollte es beim Anklicken der Schaltfläche "E-Mail-Adresse bestätigen" Probleme geben, öffnen Sie die folgende URL in Ihrem Browser: https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe

© 2026 Handbuch Stadtwerke Mittelfeld. Alle Rechte vorbehalten.
`,
    html: `<!DOCTYPE html>
<html lang="de">
<head><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="box-sizing:border-box;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background-color:#f5f8fa;color:#74787e;height:100%;line-height:1.4;margin:0;width:100%!important;">
<table class="wrapper" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f5f8fa;margin:0;padding:0;width:100%;">
<tr><td align="center">
  <table class="content" width="100%" cellpadding="0" cellspacing="0">
    <tr><td class="header" style="padding:25px 0;text-align:center;"><a href="https://handbuch.stadtwerke-mittelfeld.de" style="color:#0288D1;font-size:19px;font-weight:bold;text-decoration:none;">Handbuch Stadtwerke Mittelfeld</a></td></tr>
    <tr><td class="body" width="100%" style="background-color:#ffffff;border-bottom:1px solid #edeff2;border-top:1px solid #edeff2;">
      <table class="inner-body" align="center" width="570" cellpadding="0" cellspacing="0" style="background-color:#ffffff;margin:0 auto;padding:0;width:570px;">
        <tr><td class="content-cell" style="padding:35px;">
          <h1 style="color:#2f3133;font-size:19px;font-weight:bold;margin-top:0;text-align:left;">Hallo!</h1>
          <p style="color:#74787e;font-size:16px;line-height:1.5em;margin-top:0;text-align:left;">Danke, dass Sie sich bei Handbuch Stadtwerke Mittelfeld registriert haben!<br>Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie auf die Schaltfläche unten klicken.</p>
          <table class="action" align="center" width="100%" cellpadding="0" cellspacing="0" style="margin:30px auto;padding:0;text-align:center;width:100%;">
            <tr><td align="center">
              <a href="https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe" class="button button-blue" target="_blank" style="border-radius:3px;color:#fff;display:inline-block;text-decoration:none;background-color:#0288D1;border-top:10px solid #0288D1;border-right:18px solid #0288D1;border-bottom:10px solid #0288D1;border-left:18px solid #0288D1;">E-Mail-Adresse bestätigen</a>
            </td></tr>
          </table>
          <p style="color:#74787e;font-size:16px;line-height:1.5em;margin-top:0;text-align:left;">Mit freundlichen Grüßen,<br>Handbuch Stadtwerke Mittelfeld</p>
          <table class="subcopy" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #edeff2;margin-top:25px;padding-top:25px;">
            <tr><td><p style="color:#74787e;font-size:12px;line-height:1.5em;margin-top:0;text-align:left;">Sollte es beim Anklicken der Schaltfläche "E-Mail-Adresse bestätigen" Probleme geben, öffnen Sie die folgende URL in Ihrem Browser: <a href="https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe" style="color:#0288D1;">https://handbuch.stadtwerke-mittelfeld.de/register/confirm/Vt4qN9xZr2Bk7mLc1wPy8sHd3fGj6aUe</a></p></td></tr>
          </table>
        </td></tr>
      </table>
    </td></tr>
    <tr><td>
      <table class="footer" align="center" width="570" cellpadding="0" cellspacing="0" style="margin:0 auto;padding:0;text-align:center;width:570px;">
        <tr><td class="content-cell" align="center" style="padding:35px;"><p style="color:#aeaeae;font-size:12px;text-align:center;">© 2026 Handbuch Stadtwerke Mittelfeld. Alle Rechte vorbehalten.</p></td></tr>
      </table>
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "bookstack-wiki",
    group: "oss",
    lang: "uk",
    kind: "invite-link",
    code: null,
    link: "https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe",
    from: "Вікі студії «Квітка» <wiki@kvitka-studio.com.ua>",
    subject: "Вас запросили приєднатися до Вікі студії «Квітка»!",
    date: "Mon, 09 Nov 2026 12:40:11 +0200",
    text: `Привіт!

Для вас створено обліковий запис у Вікі студії «Квітка».
Натисніть кнопку нижче, щоб встановити пароль і отримати доступ:

Встановити пароль: https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe

З повагою,
Вікі студії «Квітка»

Якщо у вас виникли проблеми з натисканням кнопки "Встановити пароль", скопіюйте та вставте URL-адресу нижче у свій браузер: https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe

© 2026 Вікі студії «Квітка». Всі права захищені.
`,
    html: `<!DOCTYPE html>
<html lang="uk">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background-color:#f5f8fa;color:#74787e;margin:0;">
<table width="100%" cellpadding="0" cellspacing="0" style="background-color:#f5f8fa;">
<tr><td align="center">
  <table width="100%" cellpadding="0" cellspacing="0">
    <tr><td style="padding:25px 0;text-align:center;"><a href="https://wiki.kvitka-studio.com.ua" style="color:#206ea7;font-size:19px;font-weight:bold;text-decoration:none;">Вікі студії «Квітка»</a></td></tr>
    <tr><td style="background-color:#ffffff;border-bottom:1px solid #edeff2;border-top:1px solid #edeff2;">
      <table align="center" width="570" cellpadding="0" cellspacing="0" style="margin:0 auto;">
        <tr><td style="padding:35px;">
          <h1 style="color:#2f3133;font-size:19px;margin-top:0;">Привіт!</h1>
          <p style="font-size:16px;line-height:1.5em;">Для вас створено обліковий запис у Вікі студії «Квітка».<br>Натисніть кнопку нижче, щоб встановити пароль і отримати доступ:</p>
          <table align="center" width="100%" cellpadding="0" cellspacing="0" style="margin:30px auto;text-align:center;">
            <tr><td align="center"><a href="https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe" style="border-radius:3px;color:#fff;display:inline-block;text-decoration:none;background-color:#206ea7;border:10px solid #206ea7;border-left-width:18px;border-right-width:18px;">Встановити пароль</a></td></tr>
          </table>
          <p style="font-size:16px;line-height:1.5em;">З повагою,<br>Вікі студії «Квітка»</p>
          <table width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #edeff2;margin-top:25px;padding-top:25px;">
            <tr><td><p style="font-size:12px;line-height:1.5em;">Якщо у вас виникли проблеми з натисканням кнопки "Встановити пароль", скопіюйте та вставте URL-адресу нижче у свій браузер: <a href="https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe" style="color:#206ea7;">https://wiki.kvitka-studio.com.ua/register/invite/Hs8dK2mQ7vZx4nBt1pLw9cRy6fGj3aUe</a></p></td></tr>
          </table>
        </td></tr>
      </table>
    </td></tr>
    <tr><td align="center" style="padding:35px;"><p style="color:#aeaeae;font-size:12px;">© 2026 Вікі студії «Квітка». Всі права захищені.</p></td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "n8n-instance",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link:
      "http://automation.corp.vantagepoint.local:5678/signup?inviterId=2f7c1a9e-5b30-4d84-9e26-7a1c3f0b8d45&inviteeId=c94e0b27-1f6a-4c83-b5d9-0e72a4f18c36",
    from: "n8n <n8n@vantagepoint.local>",
    subject: "You've been invited to n8n",
    date: "Wed, 18 Nov 2026 11:26:40 +0000",
    text: `Hi there,

Kofi Mensah (kofi.mensah@vantagepoint.local) has invited you to join their n8n instance.

Accept the invitation here:
http://automation.corp.vantagepoint.local:5678/signup?inviterId=2f7c1a9e-5b30-4d84-9e26-7a1c3f0b8d45&inviteeId=c94e0b27-1f6a-4c83-b5d9-0e72a4f18c36

n8n is a workflow automation tool. Questions about this instance? Ask the person who invited you.
`,
    html: `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f6f6f8;font-family:'Open Sans',Helvetica,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:40px 0;">
  <table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:8px;border:1px solid #e4e4ea;">
    <tr><td style="padding:32px 40px 16px;"><img src="http://automation.corp.vantagepoint.local:5678/static/n8n-logo.png" alt="n8n" width="72"></td></tr>
    <tr><td style="padding:0 40px;font-size:15px;line-height:1.6;color:#3b3b4f;">
      <p>Hi there,</p>
      <p><b>Kofi Mensah</b> (kofi.mensah@vantagepoint.local) has invited you to join their n8n instance.</p>
    </td></tr>
    <tr><td style="padding:16px 40px 32px;"><a href="http://automation.corp.vantagepoint.local:5678/signup?inviterId=2f7c1a9e-5b30-4d84-9e26-7a1c3f0b8d45&amp;inviteeId=c94e0b27-1f6a-4c83-b5d9-0e72a4f18c36" style="display:inline-block;background:#ea4b71;color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:600;">Accept invitation</a></td></tr>
    <tr><td style="padding:16px 40px 28px;border-top:1px solid #e4e4ea;font-size:12px;color:#8c8ca1;">n8n is a workflow automation tool. Questions about this instance? Ask the person who invited you.</td></tr>
  </table>
</td></tr></table>
</body>
</html>
`,
  },
  {
    family: "metabase-instance",
    group: "oss",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://bi.tidewater-grocers.com/auth/reset_password/214_8e3f1c7a-9b2d-4e05-a6c8-1d7f0b9e3a52#new",
    from: "Metabase <metabase@tidewater-grocers.com>",
    subject: "You're invited to join Tidewater Grocers's Metabase",
    date: "Mon, 02 Nov 2026 17:08:24 +0000",
    text: `Gwen Adeyemi wants you to join them on Metabase.

Metabase lets the whole team ask questions of the company's data and share dashboards.

Join now:
https://bi.tidewater-grocers.com/auth/reset_password/214_8e3f1c7a-9b2d-4e05-a6c8-1d7f0b9e3a52#new

The link is valid for 72 hours.

Tidewater Grocers · 410 Harbor Road · Norfolk, VA 23510
`,
    html: `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"><title>You're invited</title></head>
<body style="margin:0;padding:0;background:#f9fbfc;font-family:Lato,'Helvetica Neue',Helvetica,Arial,sans-serif;">
<div style="max-width:500px;margin:0 auto;padding:40px 20px;">
  <div style="text-align:center;padding-bottom:20px;"><img src="https://bi.tidewater-grocers.com/app/assets/img/logo@2x.png" width="47" height="60" alt="Metabase"></div>
  <div style="background:#ffffff;border:1px solid #dce1e4;border-radius:6px;padding:40px 32px;text-align:center;">
    <h2 style="font-weight:700;color:#4c545b;margin:0 0 12px;">Gwen Adeyemi wants you to join them on Metabase.</h2>
    <p style="color:#74838f;line-height:1.6;margin:0 0 28px;">Metabase lets the whole team ask questions of the company's data and share dashboards.</p>
    <a href="https://bi.tidewater-grocers.com/auth/reset_password/214_8e3f1c7a-9b2d-4e05-a6c8-1d7f0b9e3a52#new" style="display:inline-block;background:#509ee3;color:#ffffff;font-weight:700;padding:12px 28px;border-radius:4px;text-decoration:none;">Join now</a>
    <p style="color:#949aab;font-size:12px;margin-top:24px;">The link is valid for 72 hours.</p>
  </div>
  <p style="text-align:center;color:#b8bbc3;font-size:11px;margin-top:24px;">Tidewater Grocers · 410 Harbor Road · Norfolk, VA 23510</p>
</div>
</body>
</html>
`,
  },
  {
    family: "metabase-instance",
    group: "oss",
    lang: "en",
    kind: "dashboard-subscription",
    code: null,
    link: null,
    from: "Metabase <metabase@tidewater-grocers.com>",
    subject: "Store sales – daily",
    date: "Fri, 27 Nov 2026 07:00:11 +0000",
    text: `Store sales – daily
Tidewater Grocers · Thursday, November 26, 2026

Revenue yesterday: $182,407.55 (Thanksgiving: 14 of 17 stores open)
Orders: 9,316
Average basket: $19.58

Top stores
  #07 Ghent            $24,118.20
  #02 Ocean View       $21,904.75
  #11 Virginia Beach   $19,630.10

The full results are attached as store_sales_by_day.csv.

View the dashboard: https://bi.tidewater-grocers.com/dashboard/38-store-sales-daily

You're receiving this because you're subscribed to "Store sales – daily". Unsubscribe: https://bi.tidewater-grocers.com/unsubscribe?hash=7d0f3a1c9e5b&email=sam.reader%40inbox.example&pulse-id=57
`,
    html: `<!DOCTYPE html>
<html>
<head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;font-family:Lato,'Helvetica Neue',Helvetica,Arial,sans-serif;color:#4c5773;">
<div style="max-width:640px;margin:0 auto;padding:24px;">
  <h1 style="font-size:22px;margin:0 0 4px;"><a href="https://bi.tidewater-grocers.com/dashboard/38-store-sales-daily" style="color:#4c5773;text-decoration:none;">Store sales – daily</a></h1>
  <p style="color:#949aab;font-size:13px;margin:0 0 24px;">Tidewater Grocers · Thursday, November 26, 2026</p>
  <table cellpadding="8" cellspacing="0" border="0" style="width:100%;border:1px solid #eeecec;border-radius:6px;margin-bottom:20px;">
    <tr><td style="color:#949aab;font-size:12px;">Revenue yesterday</td><td style="color:#949aab;font-size:12px;">Orders</td><td style="color:#949aab;font-size:12px;">Average basket</td></tr>
    <tr><td style="font-size:22px;font-weight:700;">$182,407.55</td><td style="font-size:22px;font-weight:700;">9,316</td><td style="font-size:22px;font-weight:700;">$19.58</td></tr>
  </table>
  <p style="font-size:12px;color:#949aab;">Thanksgiving: 14 of 17 stores open</p>
  <table cellpadding="6" cellspacing="0" border="0" style="width:100%;font-size:13px;border-collapse:collapse;">
    <tr style="background:#f9fbfc;"><th align="left">Store</th><th align="right">Revenue</th></tr>
    <tr><td>#07 Ghent</td><td align="right">$24,118.20</td></tr>
    <tr><td>#02 Ocean View</td><td align="right">$21,904.75</td></tr>
    <tr><td>#11 Virginia Beach</td><td align="right">$19,630.10</td></tr>
  </table>
  <p style="font-size:13px;">The full results are attached as <b>store_sales_by_day.csv</b>.</p>
  <p style="font-size:12px;color:#949aab;border-top:1px solid #eeecec;padding-top:16px;">You're receiving this because you're subscribed to "Store sales – daily". <a href="https://bi.tidewater-grocers.com/unsubscribe?hash=7d0f3a1c9e5b&amp;email=sam.reader%40inbox.example&amp;pulse-id=57" style="color:#949aab;">Unsubscribe</a></p>
</div>
</body>
</html>
`,
    enc: "qp",
    attachment: [
      "store_sales_by_day.csv",
      "text/csv",
      "store,date,revenue,orders\n07 Ghent,2026-11-26,24118.20,1204\n02 Ocean View,2026-11-26,21904.75,1120\n11 Virginia Beach,2026-11-26,19630.10,1013\n",
    ],
  },
  {
    family: "plane-projects",
    group: "oss",
    lang: "en",
    kind: "login-code",
    code: "tqbw-mfkr-zehp",
    link: null,
    from: "Plane <plane@projects.orbitworks.dev>",
    subject: "Your unique Plane login code is tqbw-mfkr-zehp",
    date: "Tue, 24 Nov 2026 08:30:52 +0000",
    text: `Your login code

Copy the code below and paste it into the Plane login page to continue.

tqbw-mfkr-zehp

The code is valid for 10 minutes. If you didn't ask for it, you can ignore this email.

Plane · https://projects.orbitworks.dev
`,
    html: `<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Your login code</title></head>
<body style="margin:0;padding:0;background:#f7f8fa;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f7f8fa;">
  <tr><td align="center" style="padding:40px 16px;">
    <table role="presentation" width="520" cellspacing="0" cellpadding="0" border="0" style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
      <tr><td style="padding:32px 36px 8px;"><img src="https://projects.orbitworks.dev/static/email/plane-logo.png" width="90" alt="Plane"></td></tr>
      <tr><td style="padding:8px 36px;font:600 20px/1.4 Inter,Helvetica,Arial,sans-serif;color:#171717;">Your login code</td></tr>
      <tr><td style="padding:4px 36px 20px;font:14px/1.6 Inter,Helvetica,Arial,sans-serif;color:#525252;">Copy the code below and paste it into the Plane login page to continue.</td></tr>
      <tr><td style="padding:0 36px 24px;">
        <div style="background:#f3f4f6;border:1px dashed #d4d4d8;border-radius:6px;padding:16px;text-align:center;font:600 24px/1 'JetBrains Mono',Menlo,monospace;color:#3f76ff;">tqbw-mfkr-zehp</div>
      </td></tr>
      <tr><td style="padding:0 36px 32px;font:13px/1.6 Inter,Helvetica,Arial,sans-serif;color:#737373;">The code is valid for 10 minutes. If you didn't ask for it, you can ignore this email.</td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
  },
  {
    family: "redmine-tracker",
    group: "oss",
    lang: "es",
    kind: "reset-link",
    code: null,
    link:
      "https://soporte.cooperativa-alborada.es/account/lost_password?token=8c1f4e9a2b7d3c60e5f18a4b9d2c7e03f6a1b5d8",
    from: "Redmine Alborada <redmine@cooperativa-alborada.es>",
    subject: "Tu contraseña de Redmine Alborada",
    date: "Wed, 11 Nov 2026 12:33:45 +0100",
    text: `Para cambiar su contraseña, haga clic en el siguiente enlace:
https://soporte.cooperativa-alborada.es/account/lost_password?token=8c1f4e9a2b7d3c60e5f18a4b9d2c7e03f6a1b5d8

Su usuario es: mgarrido

-- 
Ha recibido esta notificación porque está suscrito a ella o participa en ella.
Para cambiar sus preferencias de notificación, haga clic aquí: https://soporte.cooperativa-alborada.es/my/account
`,
    html: `<html>
<head>
<style>
body { font-family: Verdana, sans-serif; font-size: 0.8em; color:#484848; }
h1, h2, h3 { font-family: "Trebuchet MS", Verdana, sans-serif; margin: 0px; }
a, a:link, a:visited { color: #169; text-decoration: none; }
span.footer { font-size: 0.8em; font-style: italic; }
</style>
</head>
<body>
<p>Para cambiar su contraseña, haga clic en el siguiente enlace:<br />
<a href="https://soporte.cooperativa-alborada.es/account/lost_password?token=8c1f4e9a2b7d3c60e5f18a4b9d2c7e03f6a1b5d8">https://soporte.cooperativa-alborada.es/account/lost_password?token=8c1f4e9a2b7d3c60e5f18a4b9d2c7e03f6a1b5d8</a></p>
<p>Su usuario es: mgarrido</p>

<hr />
<span class="footer"><p>Ha recibido esta notificación porque está suscrito a ella o participa en ella.<br />Para cambiar sus preferencias de notificación, haga clic aquí: <a href="https://soporte.cooperativa-alborada.es/my/account">https://soporte.cooperativa-alborada.es/my/account</a></p></span>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "redmine-tracker",
    group: "oss",
    lang: "de",
    kind: "issue-updated",
    code: null,
    link: null,
    from: "Redmine Stadtportal <redmine@stadtportal-rheinau.de>",
    subject: "[Stadtportal - Fehler #4821] (In Bearbeitung) Kalender-Export liefert leere ICS-Datei",
    date: "Thu, 26 Nov 2026 16:05:09 +0100",
    text: `Ticket #4821 wurde von Jana Vogt aktualisiert.

* Status wurde von Neu zu In Bearbeitung geändert
* Zugewiesen an wurde auf Sam Reader gesetzt
* Zielversion wurde auf 3.8.2 gesetzt

Der Fehler tritt nur bei Terminen mit Wiederholung auf (z. B. Sperrmüll 14-tägig, PLZ 77866). Log vom 25.11., 22:14 Uhr hängt am Ticket.
----------------------------------------
Fehler #4821: Kalender-Export liefert leere ICS-Datei
https://redmine.stadtportal-rheinau.de/issues/4821#change-19604

* Autor: Tobias Hertel
* Status: In Bearbeitung
* Priorität: Hoch
* Zugewiesen an: Sam Reader
* Kategorie: Abfallkalender
* Zielversion: 3.8.2
----------------------------------------

-- 
Sie erhalten diese Benachrichtigung, weil Sie sie abonniert haben oder beteiligt sind.
Um Ihre Benachrichtigungseinstellungen zu ändern, klicken Sie hier: https://redmine.stadtportal-rheinau.de/my/account
`,
    html: `<html>
<head>
<style>
body { font-family: Verdana, sans-serif; font-size: 0.8em; color:#484848; }
a, a:link, a:visited { color: #169; text-decoration: none; }
span.footer { font-size: 0.8em; font-style: italic; }
</style>
</head>
<body>
Ticket #4821 wurde von Jana Vogt aktualisiert.
<ul class="details">
  <li><strong>Status</strong> wurde von <i>Neu</i> zu <i>In Bearbeitung</i> geändert</li>
  <li><strong>Zugewiesen an</strong> wurde auf <i>Sam Reader</i> gesetzt</li>
  <li><strong>Zielversion</strong> wurde auf <i>3.8.2</i> gesetzt</li>
</ul>
<p>Der Fehler tritt nur bei Terminen mit Wiederholung auf (z. B. Sperrmüll 14-tägig, PLZ 77866). Log vom 25.11., 22:14 Uhr hängt am Ticket.</p>
<hr />
<h1><a href="https://redmine.stadtportal-rheinau.de/issues/4821#change-19604">Fehler #4821: Kalender-Export liefert leere ICS-Datei</a></h1>
<ul class="details">
  <li><strong>Autor: </strong>Tobias Hertel</li>
  <li><strong>Status: </strong>In Bearbeitung</li>
  <li><strong>Priorität: </strong>Hoch</li>
  <li><strong>Zugewiesen an: </strong>Sam Reader</li>
  <li><strong>Kategorie: </strong>Abfallkalender</li>
  <li><strong>Zielversion: </strong>3.8.2</li>
</ul>
<hr />
<span class="footer"><p>Sie erhalten diese Benachrichtigung, weil Sie sie abonniert haben oder beteiligt sind.<br />Um Ihre Benachrichtigungseinstellungen zu ändern, klicken Sie hier: <a href="https://redmine.stadtportal-rheinau.de/my/account">https://redmine.stadtportal-rheinau.de/my/account</a></p></span>
</body>
</html>
`,
    headers: [["X-Redmine-Project", "stadtportal"], ["X-Redmine-Issue-Id", "4821"], [
      "X-Auto-Response-Suppress",
      "All",
    ]],
    enc: "qp",
  },
  {
    family: "redmine-tracker",
    group: "oss",
    lang: "ru",
    kind: "account-activated",
    code: null,
    link: null,
    from: "Redmine НПО «Вектор» <redmine@npo-vektor.ru>",
    subject: "Активация учётной записи Redmine НПО «Вектор»",
    date: "Mon, 30 Nov 2026 09:02:41 +0300",
    text: `Ваша учётная запись активирована администратором. Для входа в систему перейдите по ссылке:
https://tasks.npo-vektor.ru/login

Ваш логин: a.sokolova

-- 
Вы получили это уведомление, потому что подписаны на него или участвуете в нём.
Изменить настройки уведомлений: https://tasks.npo-vektor.ru/my/account
`,
    html: null,
    enc: "b64",
  },
  {
    family: "cal-com-scheduling",
    group: "oss",
    lang: "pt",
    kind: "booking-notice",
    code: null,
    link: null,
    from: "Cal.com <notificacoes@agenda.fisio-movimento.com.br>",
    subject: "Novo evento: Avaliação inicial entre Dra. Beatriz Lacerda e Marcos Tavares",
    date: "Wed, 18 Nov 2026 14:22:07 -0300",
    text: `Um novo evento foi agendado.

O quê: Avaliação inicial (50 min)
Quando: quinta-feira, 3 de dezembro de 2026, 09:30 – 10:20 (Horário de Brasília)
Quem:
  Dra. Beatriz Lacerda – Organizadora – beatriz@fisio-movimento.com.br
  Marcos Tavares – marcos.tavares@inbox.example
Onde: Rua Bela Cintra, 1780, sala 54 – São Paulo/SP
Observações: dor lombar há 3 semanas; trazer exames.

Precisa fazer alterações? Reagendar: https://agenda.fisio-movimento.com.br/reschedule/uQ7kW2xZ9pLm4vBn ou Cancelar: https://agenda.fisio-movimento.com.br/booking/uQ7kW2xZ9pLm4vBn?cancel=true
`,
    html: `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Novo evento agendado</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;">Avaliação inicial · qui., 3 dez. 2026 · 09:30</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:32px 12px;">
  <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;font-family:Roboto,Helvetica,Arial,sans-serif;color:#101010;">
    <tr><td align="center" style="padding:40px 40px 8px;"><img src="https://agenda.fisio-movimento.com.br/emails/calendarCircle.png" width="64" height="64" alt=""></td></tr>
    <tr><td align="center" style="padding:8px 40px 24px;font-size:22px;font-weight:600;">Novo evento agendado</td></tr>
    <tr><td style="padding:0 40px;border-top:1px solid #e5e7eb;">
      <p style="margin:20px 0 4px;font-weight:600;">O quê</p><p style="margin:0;color:#494949;">Avaliação inicial (50 min)</p>
      <p style="margin:20px 0 4px;font-weight:600;">Quando</p><p style="margin:0;color:#494949;">quinta-feira, 3 de dezembro de 2026 · 09:30 – 10:20 (Horário de Brasília)</p>
      <p style="margin:20px 0 4px;font-weight:600;">Quem</p><p style="margin:0;color:#494949;">Dra. Beatriz Lacerda – Organizadora<br><a href="mailto:beatriz@fisio-movimento.com.br" style="color:#494949;">beatriz@fisio-movimento.com.br</a><br><br>Marcos Tavares<br><a href="mailto:marcos.tavares@inbox.example" style="color:#494949;">marcos.tavares@inbox.example</a></p>
      <p style="margin:20px 0 4px;font-weight:600;">Onde</p><p style="margin:0;color:#494949;">Rua Bela Cintra, 1780, sala 54 – São Paulo/SP</p>
      <p style="margin:20px 0 4px;font-weight:600;">Observações</p><p style="margin:0 0 24px;color:#494949;">dor lombar há 3 semanas; trazer exames.</p>
    </td></tr>
    <tr><td align="center" style="padding:20px 40px 32px;border-top:1px solid #e5e7eb;font-size:14px;color:#494949;">Precisa fazer alterações? <a href="https://agenda.fisio-movimento.com.br/reschedule/uQ7kW2xZ9pLm4vBn" style="color:#374151;font-weight:600;">Reagendar</a> ou <a href="https://agenda.fisio-movimento.com.br/booking/uQ7kW2xZ9pLm4vBn?cancel=true" style="color:#374151;font-weight:600;">Cancelar</a></td></tr>
  </table>
</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
    attachment: [
      "invite.ics",
      "text/calendar",
      "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Cal.com//EN\nBEGIN:VEVENT\nUID:uQ7kW2xZ9pLm4vBn@cal.com\nDTSTART:20261203T123000Z\nDTEND:20261203T132000Z\nSUMMARY:Avaliação inicial entre Dra. Beatriz Lacerda e Marcos Tavares\nLOCATION:Rua Bela Cintra, 1780, sala 54 – São Paulo/SP\nEND:VEVENT\nEND:VCALENDAR\n",
    ],
  },
  {
    family: "prestashop-store",
    group: "oss",
    lang: "fr",
    kind: "reset-link",
    code: null,
    link:
      "https://www.epicerie-du-vercors.fr/recuperation-mot-de-passe?token=3e9b7c15d0a48f26e1b9c7d3a5f08e42&id_customer=6129&reset_token=c7f1a3e95b2d04f8a6e13b7d9c50f2a8e4b16d39",
    from: "L'Épicerie du Vercors <boutique@epicerie-du-vercors.fr>",
    subject: "[L'Épicerie du Vercors] Demande de réinitialisation du mot de passe",
    date: "Sun, 22 Nov 2026 20:44:18 +0100",
    text: `[L'Épicerie du Vercors]

Bonjour Camille Girard,

Vous avez demandé à réinitialiser vos identifiants sur L'Épicerie du Vercors.

Attention : cette opération remplacera votre mot de passe actuel.

Pour confirmer, ouvrez le lien suivant :
https://www.epicerie-du-vercors.fr/recuperation-mot-de-passe?token=3e9b7c15d0a48f26e1b9c7d3a5f08e42&id_customer=6129&reset_token=c7f1a3e95b2d04f8a6e13b7d9c50f2a8e4b16d39

L'Épicerie du Vercors [https://www.epicerie-du-vercors.fr/] 
12 place du Marché, 38250 Villard-de-Lans – 04 76 95 11 20
`,
    html:
      `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Message de L'Épicerie du Vercors</title></head>
<body style="-webkit-text-size-adjust:none;background-color:#fff;width:650px;font-family:Open-sans,sans-serif;color:#555454;font-size:13px;line-height:18px;margin:auto;">
<table class="table table-mail" style="width:100%;margin-top:10px;">
  <tr><td class="space" style="width:20px;padding:7px 0;">&nbsp;</td>
  <td align="center" style="padding:7px 0;">
    <table class="table" bgcolor="#ffffff" style="width:100%;">
      <tr><td align="center" class="logo" style="border-bottom:4px solid #333333;padding:7px 0;"><a title="L'Épicerie du Vercors" href="https://www.epicerie-du-vercors.fr/" style="color:#337ff1;"><img src="https://www.epicerie-du-vercors.fr/img/logo-1701234567.jpg" alt="L'Épicerie du Vercors" /></a></td></tr>
      <tr><td align="center" class="titleblock" style="padding:7px 0;"><font size="2" face="Open-sans, sans-serif" color="#555454"><span class="title" style="font-weight:500;font-size:28px;text-transform:uppercase;line-height:33px;">Bonjour Camille Girard,</span></font></td></tr>
      <tr><td class="space_footer" style="padding:0!important;">&nbsp;</td></tr>
      <tr><td class="box" style="border:1px solid #D6D4D4;background-color:#f8f8f8;padding:7px 0;">
        <table class="table" style="width:100%;"><tr><td width="10" style="padding:7px 0;">&nbsp;</td><td style="padding:7px 0;">
          <font size="2" face="Open-sans, sans-serif" color="#555454">
            <p style="border-bottom:1px solid #D6D4D4;margin:3px 0 7px;text-transform:uppercase;font-weight:500;font-size:18px;padding-bottom:10px;">Réinitialisation du mot de passe</p>
            <span style="color:#777;">Vous avez demandé à réinitialiser vos identifiants sur L'Épicerie du Vercors.<br /><br />
            Attention : cette opération remplacera votre mot de passe actuel.<br /><br />
            Pour confirmer, ouvrez le lien suivant : <a href="https://www.epicerie-du-vercors.fr/recuperation-mot-de-passe?token=3e9b7c15d0a48f26e1b9c7d3a5f08e42&amp;id_customer=6129&amp;reset_token=c7f1a3e95b2d04f8a6e13b7d9c50f2a8e4b16d39" style="color:#337ff1;">https://www.epicerie-du-vercors.fr/recuperation-mot-de-passe?token=3e9b7c15d0a48f26e1b9c7d3a5f08e42&amp;id_customer=6129&amp;reset_token=c7f1a3e95b2d04f8a6e13b7d9c50f2a8e4b16d39</a></span>
          </font>
        </td><td width="10" style="padding:7px 0;">&nbsp;</td></tr></table>
      </td></tr>
      <tr><td class="space_footer" style="padding:0!important;">&nbsp;</td></tr>
      <tr><td class="footer" style="border-top:4px solid #333333;padding:7px 0;"><span><a href="https://www.epicerie-du-vercors.fr/" style="color:#337ff1;">L'Épicerie du Vercors</a> – 12 place du Marché, 38250 Villard-de-Lans – 04 76 95 11 20</span></td></tr>
    </table>
  </td><td class="space" style="width:20px;padding:7px 0;">&nbsp;</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "prestashop-store",
    group: "oss",
    lang: "es",
    kind: "payment-accepted",
    code: null,
    link: null,
    from: "Aceites Sierra Mágina <pedidos@aceites-sierramagina.es>",
    subject: "[Aceites Sierra Mágina] Pago aceptado",
    date: "Tue, 17 Nov 2026 10:58:33 +0100",
    text: `[Aceites Sierra Mágina]

Hola Álvaro Ruiz,

¡Gracias por comprar en Aceites Sierra Mágina!

Pedido QWFZKBRTE – Pago procesado
El pago de su pedido con referencia QWFZKBRTE se ha procesado correctamente.

Total pagado: 87,40 € (IVA incluido)
Transportista: SEUR 24h – entrega estimada el 19/11/2026

Adjuntamos la factura FA004312 en PDF.

Puede revisar su pedido y descargar la factura en "Historial de pedidos" [https://www.aceites-sierramagina.es/historial-compra] de su cuenta.

Aceites Sierra Mágina [https://www.aceites-sierramagina.es/]
Ctra. de Huelma, km 3 · 23560 Huelma (Jaén) · 953 39 10 77
`,
    html: `<!DOCTYPE html>
<html>
<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Mensaje de Aceites Sierra Mágina</title></head>
<body style="background-color:#fff;width:650px;font-family:Open-sans,sans-serif;color:#555454;font-size:13px;line-height:18px;margin:auto;">
<table style="width:100%;margin-top:10px;">
  <tr><td align="center" style="border-bottom:4px solid #333333;padding:7px 0;"><a href="https://www.aceites-sierramagina.es/"><img src="https://www.aceites-sierramagina.es/img/logo.jpg" alt="Aceites Sierra Mágina" /></a></td></tr>
  <tr><td align="center" style="padding:7px 0;"><span style="font-weight:500;font-size:28px;text-transform:uppercase;line-height:33px;">Hola Álvaro Ruiz,</span><br /><span style="font-size:16px;">¡Gracias por comprar en Aceites Sierra Mágina!</span></td></tr>
  <tr><td style="border:1px solid #D6D4D4;background-color:#f8f8f8;padding:12px;">
    <p style="border-bottom:1px solid #D6D4D4;margin:3px 0 7px;text-transform:uppercase;font-weight:500;font-size:18px;padding-bottom:10px;">Pedido QWFZKBRTE – Pago procesado</p>
    <span style="color:#777;">El pago de su pedido con referencia <strong>QWFZKBRTE</strong> se ha procesado correctamente.<br />
    Total pagado: <strong>87,40 €</strong> (IVA incluido)<br />
    Transportista: SEUR 24h – entrega estimada el 19/11/2026<br /><br />
    Adjuntamos la factura FA004312 en PDF.</span>
  </td></tr>
  <tr><td style="padding:12px 0;">Puede revisar su pedido y descargar la factura en <a href="https://www.aceites-sierramagina.es/historial-compra" style="color:#337ff1;">"Historial de pedidos"</a> de su cuenta.</td></tr>
  <tr><td style="border-top:4px solid #333333;padding:7px 0;"><a href="https://www.aceites-sierramagina.es/" style="color:#337ff1;">Aceites Sierra Mágina</a> · Ctra. de Huelma, km 3 · 23560 Huelma (Jaén) · 953 39 10 77</td></tr>
</table>
</body>
</html>
`,
    enc: "8bit",
    html_enc: "b64",
    attachment: [
      "FA004312.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length 62 >> stream\nBT /F1 12 Tf 72 770 Td (Factura FA004312 - 87,40 EUR) Tj ET\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "joomla-users",
    group: "oss",
    lang: "cs",
    kind: "login-code",
    code: "582913",
    link: null,
    from: "Spolek přátel Šumavy <web@pratele-sumavy.cz>",
    subject: "Váš ověřovací kód pro Spolek přátel Šumavy je 582913",
    date: "Sat, 28 Nov 2026 18:21:06 +0100",
    text: `Dobrý den,

pro dokončení přihlášení na webu Spolek přátel Šumavy zadejte tento ověřovací kód:

582913

Kód platí jen několik minut. Pokud jste se nepřihlašovali, doporučujeme si co nejdříve změnit heslo.

Spolek přátel Šumavy, z. s. · Náměstí 12, 341 92 Kašperské Hory
`,
    html: null,
    enc: "qp",
  },
  {
    family: "magento-store",
    group: "oss",
    lang: "nl",
    kind: "verify-link",
    code: null,
    link:
      "https://www.tuincentrumdelinde.nl/customer/account/confirm/?back_url=&id=15237&key=6f4d0b9e2a7c13f85d6e1a9b4c7f20e3",
    from: "Tuincentrum De Linde <klantenservice@tuincentrumdelinde.nl>",
    subject: "Bevestig uw account bij Tuincentrum De Linde",
    date: "Fri, 13 Nov 2026 09:37:28 +0100",
    text: `Tuincentrum De Linde

Beste Femke de Vries,

Fijn dat u een account heeft aangemaakt bij Tuincentrum De Linde.

Om in te loggen moet u eerst uw e-mailadres bevestigen. Gebruik daarvoor deze link:
https://www.tuincentrumdelinde.nl/customer/account/confirm/?back_url=&id=15237&key=6f4d0b9e2a7c13f85d6e1a9b4c7f20e3

Deze link werkt één keer.

Vragen? Mail naar klantenservice@tuincentrumdelinde.nl of bel 0318 64 22 90 (ma–za 9:00–17:30).

Tuincentrum De Linde B.V. · Lindelaan 8 · 6712 AB Ede · KvK 09123456
`,
    html: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="nl">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<style type="text/css">
body, table, td { font-family: 'Open Sans','Helvetica Neue',Helvetica,Arial,sans-serif; }
</style>
</head>
<body style="margin:0;padding:0;background-color:#f5f5f5;">
<table class="wrapper" width="100%" style="background-color:#f5f5f5;">
  <tr><td class="wrapper-inner" align="center" style="padding-bottom:30px;">
    <table class="main" align="center" style="width:660px;background-color:#ffffff;">
      <tr><td class="header" style="background-color:#f5f5f5;padding:25px;">
        <a class="logo" href="https://www.tuincentrumdelinde.nl/"><img width="180" height="52" src="https://www.tuincentrumdelinde.nl/media/email/logo/default/logo-linde.png" alt="Tuincentrum De Linde" border="0" /></a>
      </td></tr>
      <tr><td class="main-content" style="padding:25px;">
        <p class="greeting" style="font-size:16px;">Beste Femke de Vries,</p>
        <p>Fijn dat u een account heeft aangemaakt bij Tuincentrum De Linde.</p>
        <p>Om in te loggen moet u eerst uw e-mailadres bevestigen.</p>
        <table class="button" width="100%" border="0" cellpadding="0" cellspacing="0">
          <tr><td>
            <table class="inner-wrapper" border="0" cellspacing="0" cellpadding="0" align="center">
              <tr><td align="center" style="background-color:#2e7d32;border-radius:3px;">
                <a href="https://www.tuincentrumdelinde.nl/customer/account/confirm/?back_url=&amp;id=15237&amp;key=6f4d0b9e2a7c13f85d6e1a9b4c7f20e3" target="_blank" style="display:inline-block;padding:10px 22px;color:#ffffff;text-decoration:none;font-weight:600;">Bevestig uw account</a>
              </td></tr>
            </table>
          </td></tr>
        </table>
        <p style="font-size:12px;color:#666;">Deze link werkt één keer.</p>
      </td></tr>
      <tr><td class="footer" style="background-color:#f5f5f5;padding:25px;font-size:12px;color:#555;">
        <p>Vragen? Mail naar <a href="mailto:klantenservice@tuincentrumdelinde.nl">klantenservice@tuincentrumdelinde.nl</a> of bel <a href="tel:0318642290">0318 64 22 90</a> (ma–za 9:00–17:30).</p>
        <p>Tuincentrum De Linde B.V. · Lindelaan 8 · 6712 AB Ede · KvK 09123456</p>
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "nodebb-forum",
    group: "oss",
    lang: "tr",
    kind: "verify-link",
    code: null,
    link: "https://forum.kahvedunyasi.com.tr/confirm/0d8c3f7a-52e1-4b96-a4c0-7e1f9b2d68a3",
    from: "Kahve Dünyası Forumu <forum@kahvedunyasi.com.tr>",
    subject: "[Kahve Dünyası Forumu] E-posta adresinizi doğrulayın",
    date: "Thu, 12 Nov 2026 22:45:16 +0300",
    text: `Merhaba espresso_emre,

Kahve Dünyası Forumu'na kaydolduğunuz için teşekkürler!

Hesabınızı tam olarak etkinleştirmek için kaydolurken kullandığınız e-posta adresini doğrulamamız gerekiyor.

Aşağıdaki bağlantıya tıklayın:
https://forum.kahvedunyasi.com.tr/confirm/0d8c3f7a-52e1-4b96-a4c0-7e1f9b2d68a3

Bu bağlantıyı siz istemediyseniz, bu e-postayı yok sayabilirsiniz.

-- 
Kahve Dünyası Forumu
`,
    html: `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>E-posta adresinizi doğrulayın</title></head>
<body width="100%" style="margin:0;padding:0!important;background:#f6f6f6;">
<center style="width:100%;background:#f6f6f6;text-align:left;">
  <div style="max-width:600px;margin:auto;">
    <table role="presentation" cellspacing="0" cellpadding="0" border="0" align="center" width="100%" style="max-width:600px;">
      <tr><td style="padding:20px 0;text-align:center;"><img src="https://forum.kahvedunyasi.com.tr/assets/uploads/system/site-logo.png" height="50" alt="Kahve Dünyası Forumu" border="0"></td></tr>
    </table>
    <table role="presentation" cellspacing="0" cellpadding="0" border="0" align="center" width="100%" style="max-width:600px;">
      <tr><td bgcolor="#efeff0" style="text-align:center;background-position:center!important;">
        <img src="https://forum.kahvedunyasi.com.tr/assets/uploads/profile/uid-3318/avatar.png" width="120" height="120" alt="" style="margin-top:40px;border-radius:60px;">
        <h1 style="margin:20px 0;font-family:sans-serif;font-size:24px;color:#333;">Merhaba espresso_emre,</h1>
      </td></tr>
      <tr><td bgcolor="#ffffff" style="padding:40px;font-family:sans-serif;font-size:15px;line-height:20px;color:#555;">
        <p>Kahve Dünyası Forumu'na kaydolduğunuz için teşekkürler!</p>
        <p>Hesabınızı tam olarak etkinleştirmek için kaydolurken kullandığınız e-posta adresini doğrulamamız gerekiyor.</p>
        <table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:auto;"><tr><td style="border-radius:3px;background:#222222;text-align:center;">
          <a href="https://forum.kahvedunyasi.com.tr/confirm/0d8c3f7a-52e1-4b96-a4c0-7e1f9b2d68a3" style="background:#222222;border:15px solid #222222;font-family:sans-serif;font-size:13px;line-height:1.1;text-align:center;text-decoration:none;display:block;border-radius:3px;font-weight:bold;color:#ffffff;">E-posta adresimi doğrula</a>
        </td></tr></table>
        <p style="font-size:13px;color:#888;">Bu bağlantıyı siz istemediyseniz, bu e-postayı yok sayabilirsiniz.</p>
      </td></tr>
    </table>
    <table role="presentation" cellspacing="0" cellpadding="0" border="0" align="center" width="100%" style="max-width:680px;font-family:sans-serif;color:#888;font-size:12px;line-height:18px;">
      <tr><td style="padding:40px 10px;text-align:center;">Kahve Dünyası Forumu · <a href="https://forum.kahvedunyasi.com.tr" style="color:#888;">forum.kahvedunyasi.com.tr</a></td></tr>
    </table>
  </div>
</center>
</body>
</html>
`,
    enc: "b64",
  },
  {
    family: "nodebb-forum",
    group: "oss",
    lang: "cs",
    kind: "digest",
    code: null,
    link: null,
    from: "Fórum Brněnských cyklistů <forum@cyklo-brno.cz>",
    subject: "[Fórum Brněnských cyklistů] Týdenní přehled za 23. 11. 2026",
    date: "Mon, 30 Nov 2026 07:00:00 +0100",
    text: `Ahoj sam_reader,

tady je přehled toho, co se na Fóru Brněnských cyklistů stalo za poslední týden.

Nepřečtená oznámení (2)
- jirka_kolo vás zmínil v tématu „Zimní pneu na gravel – zkušenosti?“
- martina.b odpověděla v tématu „Noční jízda kolem přehrady 5. 12.“

Populární témata
- Uzavírka cyklostezky Svratka – Pisárky do 18. 12. (34 odpovědí)
- Prodám: Shimano 105 R7000, 11 rychlostí, 2 400 Kč (12 odpovědí)
- Servis v Králově Poli – doporučení? (9 odpovědí)

Zobrazit fórum: https://forum.cyklo-brno.cz/

Chcete-li odhlásit tyto přehledy, změňte nastavení: https://forum.cyklo-brno.cz/user/sam_reader/settings
Odhlásit jedním kliknutím: https://forum.cyklo-brno.cz/email/unsubscribe/eyJ0ZW1wbGF0ZSI6ImRpZ2VzdCIsInVpZCI6NDQ3fQ.n3Rk8cQp
`,
    html: `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>Týdenní přehled</title></head>
<body width="100%" style="margin:0;padding:0!important;background:#f6f6f6;">
<center style="width:100%;background:#f6f6f6;text-align:left;">
  <div style="max-width:600px;margin:auto;">
    <table role="presentation" cellspacing="0" cellpadding="0" border="0" width="100%">
      <tr><td style="padding:20px 0;text-align:center;font-family:sans-serif;font-weight:bold;color:#333;">Fórum Brněnských cyklistů</td></tr>
      <tr><td bgcolor="#ffffff" style="padding:32px 40px;font-family:sans-serif;font-size:15px;line-height:21px;color:#555;">
        <h1 style="font-size:20px;color:#333;margin:0 0 16px;">Ahoj sam_reader,</h1>
        <p>tady je přehled toho, co se na Fóru Brněnských cyklistů stalo za poslední týden.</p>
        <h3 style="color:#333;">Nepřečtená oznámení (2)</h3>
        <ul>
          <li><a href="https://forum.cyklo-brno.cz/post/88213" style="color:#0275d8;">jirka_kolo vás zmínil v tématu „Zimní pneu na gravel – zkušenosti?“</a></li>
          <li><a href="https://forum.cyklo-brno.cz/post/88240" style="color:#0275d8;">martina.b odpověděla v tématu „Noční jízda kolem přehrady 5. 12.“</a></li>
        </ul>
        <h3 style="color:#333;">Populární témata</h3>
        <ul>
          <li><a href="https://forum.cyklo-brno.cz/topic/5120/uzavirka-cyklostezky-svratka" style="color:#0275d8;">Uzavírka cyklostezky Svratka – Pisárky do 18. 12.</a> (34 odpovědí)</li>
          <li><a href="https://forum.cyklo-brno.cz/topic/5131/prodam-shimano-105-r7000" style="color:#0275d8;">Prodám: Shimano 105 R7000, 11 rychlostí, 2 400 Kč</a> (12 odpovědí)</li>
          <li><a href="https://forum.cyklo-brno.cz/topic/5127/servis-v-kralove-poli" style="color:#0275d8;">Servis v Králově Poli – doporučení?</a> (9 odpovědí)</li>
        </ul>
        <p><a href="https://forum.cyklo-brno.cz/" style="background:#222;color:#fff;padding:10px 18px;border-radius:3px;text-decoration:none;display:inline-block;">Zobrazit fórum</a></p>
      </td></tr>
      <tr><td style="padding:30px 10px;text-align:center;font-family:sans-serif;font-size:12px;color:#888;">Chcete-li odhlásit tyto přehledy, <a href="https://forum.cyklo-brno.cz/user/sam_reader/settings" style="color:#888;">změňte nastavení</a>. · <a href="https://forum.cyklo-brno.cz/email/unsubscribe/eyJ0ZW1wbGF0ZSI6ImRpZ2VzdCIsInVpZCI6NDQ3fQ.n3Rk8cQp" style="color:#888;">Odhlásit</a></td></tr>
    </table>
  </div>
</center>
</body>
</html>
`,
    headers: [[
      "List-Unsubscribe",
      "<https://forum.cyklo-brno.cz/email/unsubscribe/eyJ0ZW1wbGF0ZSI6ImRpZ2VzdCIsInVpZCI6NDQ3fQ.n3Rk8cQp>",
    ]],
    enc: "qp",
  },
  {
    family: "openproject-instance",
    group: "oss",
    lang: "de",
    kind: "invite-link",
    code: null,
    link:
      "https://projekte.ingenieurbuero-haas.de/account/activate?token=4b9e7c2a1f0d83e65c7b9a2d4f1e8c306a5b7d9e2c4f6a8b1d3e5f7a9c0b2d4e",
    from: "OpenProject Ingenieurbüro Haas <openproject@ingenieurbuero-haas.de>",
    subject: "Einladung zu OpenProject Ingenieurbüro Haas",
    date: "Tue, 03 Nov 2026 10:12:57 +0100",
    text: `Hallo Lena Brandt,

Stefan Haas hat Sie zu OpenProject Ingenieurbüro Haas eingeladen und Ihnen die Rolle "Mitglied" im Projekt "Neubau Kita Sonnenwiese" zugewiesen.

Um Ihr Konto zu aktivieren und ein Passwort festzulegen, öffnen Sie bitte den folgenden Link:
https://projekte.ingenieurbuero-haas.de/account/activate?token=4b9e7c2a1f0d83e65c7b9a2d4f1e8c306a5b7d9e2c4f6a8b1d3e5f7a9c0b2d4e

Der Link ist 7 Tage gültig.

-- 
Ingenieurbüro Haas GmbH · Talstraße 17 · 79102 Freiburg im Breisgau · Tel. 0761 45 67 89-0
`,
    html: `<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Einladung zu OpenProject</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'Lato',Arial,sans-serif;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr><td style="background:#1a67a3;padding:14px 24px;"><img src="https://projekte.ingenieurbuero-haas.de/assets/logo_openproject_white.png" height="26" alt="OpenProject"></td></tr>
  <tr><td style="padding:28px 24px 8px;font-size:14px;line-height:1.6;">
    <p>Hallo Lena Brandt,</p>
    <p>Stefan Haas hat Sie zu <b>OpenProject Ingenieurbüro Haas</b> eingeladen und Ihnen die Rolle „Mitglied“ im Projekt <b>Neubau Kita Sonnenwiese</b> zugewiesen.</p>
    <p>Um Ihr Konto zu aktivieren und ein Passwort festzulegen, klicken Sie auf die Schaltfläche:</p>
  </td></tr>
  <tr><td style="padding:8px 24px 24px;"><a href="https://projekte.ingenieurbuero-haas.de/account/activate?token=4b9e7c2a1f0d83e65c7b9a2d4f1e8c306a5b7d9e2c4f6a8b1d3e5f7a9c0b2d4e" style="display:inline-block;background:#1a67a3;color:#fff;padding:10px 20px;border-radius:3px;text-decoration:none;">Einladung annehmen</a></td></tr>
  <tr><td style="padding:0 24px 24px;font-size:12px;color:#666;">Der Link ist 7 Tage gültig.</td></tr>
  <tr><td style="padding:16px 24px;border-top:1px solid #ddd;font-size:11px;color:#888;">Ingenieurbüro Haas GmbH · Talstraße 17 · 79102 Freiburg im Breisgau · Tel. 0761 45 67 89-0</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
  {
    family: "descope-auth",
    group: "oss",
    lang: "es",
    kind: "login-code",
    code: "638204",
    link: null,
    from: "Rutas Andinas <no-reply@auth.rutasandinas.pe>",
    subject: "Tu código de acceso a Rutas Andinas",
    date: "Fri, 20 Nov 2026 07:18:49 -0500",
    text: `Rutas Andinas

Tu código de verificación es:

638204

Ingrésalo en la pantalla de inicio de sesión. Caduca en 3 minutos.

¿No intentaste iniciar sesión? Ignora este correo.

Rutas Andinas S.A.C. · Av. El Sol 612, Cusco, Perú · +51 84 23 4567
`,
    html: `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#f4f1ec;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ec;">
<tr><td align="center" style="padding:36px 12px;">
  <table width="460" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:Arial,Helvetica,sans-serif;">
    <tr><td align="center" style="padding:28px 32px 8px;"><img src="https://rutasandinas.pe/img/email/logo-ra.png" width="120" alt="Rutas Andinas"></td></tr>
    <tr><td align="center" style="padding:8px 32px;font-size:16px;color:#3d3a35;">Tu código de verificación es:</td></tr>
    <tr><td align="center" style="padding:12px 32px 20px;"><span style="display:inline-block;font-size:34px;font-weight:bold;letter-spacing:10px;color:#b4441d;">638204</span></td></tr>
    <tr><td align="center" style="padding:0 32px 20px;font-size:14px;color:#6b665e;">Ingrésalo en la pantalla de inicio de sesión. Caduca en 3 minutos.</td></tr>
    <tr><td align="center" style="padding:0 32px 28px;font-size:12px;color:#9a948a;">¿No intentaste iniciar sesión? Ignora este correo.</td></tr>
  </table>
  <p style="font-family:Arial,sans-serif;font-size:11px;color:#9a948a;">Rutas Andinas S.A.C. · Av. El Sol 612, Cusco, Perú · +51 84 23 4567 · <a href="https://rutasandinas.pe/privacidad" style="color:#9a948a;">Privacidad</a></p>
</td></tr>
</table>
</body>
</html>
`,
    enc: "8bit",
    html_enc: "qp",
  },
  {
    family: "descope-auth",
    group: "oss",
    lang: "it",
    kind: "login-link",
    code: null,
    link: "https://app.verdino.it/accesso/verifica?t=c3e8a1f09b7d4e2a6f1c8b5d3e9a7f20b4c6d8e1a3f5b7c9d2e4f6a8b0c1d3e5",
    from: "Verdino <accesso@verdino.it>",
    subject: "Il tuo link di accesso a Verdino",
    date: "Wed, 25 Nov 2026 19:02:33 +0100",
    text: `Ciao,

ecco il link per accedere a Verdino. Aprilo dallo stesso dispositivo su cui l'hai richiesto:

https://app.verdino.it/accesso/verifica?t=c3e8a1f09b7d4e2a6f1c8b5d3e9a7f20b4c6d8e1a3f5b7c9d2e4f6a8b0c1d3e5

Il link scade tra 10 minuti e si può usare una sola volta.

Se non hai richiesto tu l'accesso, ignora questa email.

Verdino S.r.l. · Via Tortona 31, 20144 Milano · P.IVA 12345670961
`,
    html: `<!DOCTYPE html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#eef5ee;">
<div style="display:none;max-height:0;overflow:hidden;">Accedi con un clic, senza password.</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#eef5ee;">
<tr><td align="center" style="padding:36px 12px;">
  <table width="480" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:10px;font-family:'Helvetica Neue',Arial,sans-serif;color:#1f2d1f;">
    <tr><td style="padding:28px 32px 8px;"><img src="https://app.verdino.it/static/mail/verdino-logo.png" width="110" alt="Verdino"></td></tr>
    <tr><td style="padding:8px 32px;font-size:15px;line-height:1.6;">Ciao,<br>ecco il link per accedere a Verdino. Aprilo dallo stesso dispositivo su cui l'hai richiesto.</td></tr>
    <tr><td align="center" style="padding:20px 32px;"><a href="https://app.verdino.it/accesso/verifica?t=c3e8a1f09b7d4e2a6f1c8b5d3e9a7f20b4c6d8e1a3f5b7c9d2e4f6a8b0c1d3e5" style="display:inline-block;background:#2f8f46;color:#ffffff;padding:12px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Accedi a Verdino</a></td></tr>
    <tr><td style="padding:0 32px 28px;font-size:13px;color:#5f6f5f;">Il link scade tra 10 minuti e si può usare una sola volta. Se non hai richiesto tu l'accesso, ignora questa email.</td></tr>
  </table>
  <p style="font-family:Arial,sans-serif;font-size:11px;color:#7b8a7b;">Verdino S.r.l. · Via Tortona 31, 20144 Milano · P.IVA 12345670961<br><a href="https://verdino.it/privacy" style="color:#7b8a7b;">Privacy</a> · <a href="https://verdino.it/termini" style="color:#7b8a7b;">Termini</a></p>
</td></tr>
</table>
</body>
</html>
`,
    enc: "qp",
  },
];
