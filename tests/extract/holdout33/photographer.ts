/**
 * The inbox of a wedding and event photographer working between Brazil and Argentina, with clients in
 * Uruguay and Portugal: client galleries, storage and backup, gear shops, wallets and banks, invoicing
 * and tax portals, e-signature, bookings, travel and print labs, over about two months.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date from "2026-09-14 08:31:07" and a zone. */
function d(stamp: string, zone = "-0300"): string {
  const [day, time] = stamp.split(" ");
  const [y, m, dd] = day!.split("-").map(Number);
  const wd = new Date(Date.UTC(y!, m! - 1, dd!)).getUTCDay();
  return `${WEEKDAYS[wd]}, ${String(dd).padStart(2, "0")} ${MONTHS[m! - 1]} ${y} ${time} ${zone}`;
}

// ---------------------------------------------------------------- GaleriaViva (client galleries, BR)

function galeriaviva(preheader: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>GaleriaViva</title></head>
<body style="margin:0;padding:0;background:#f3efe9;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3efe9;">
<tr><td align="center" style="padding:28px 12px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:6px;">
<tr><td style="padding:26px 36px 10px 36px;border-bottom:1px solid #eee5da;">
<img src="https://static.galeriaviva.com.br/mail/logo-gv@2x.png" width="132" height="30" alt="GaleriaViva" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:26px 36px 30px 36px;font-family:Georgia,'Times New Roman',serif;color:#3b3128;font-size:16px;line-height:25px;">
${body}
</td></tr>
<tr><td style="padding:18px 36px 26px 36px;background:#faf7f3;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#9a8d80;">
Você recebe este e-mail porque tem uma conta de fotógrafo na GaleriaViva.<br>
<a href="https://galeriaviva.com.br/ajuda" style="color:#9a8d80;">Central de ajuda</a> &middot;
<a href="https://galeriaviva.com.br/privacidade" style="color:#9a8d80;">Privacidade</a> &middot;
<a href="https://app.galeriaviva.com.br/conta/notificacoes" style="color:#9a8d80;">Preferências de notificação</a><br>
GaleriaViva Tecnologia Ltda. &middot; CNPJ 38.221.904/0001-57 &middot; Rua Fradique Coutinho, 1220, sala 4 &middot; São Paulo - SP &middot; 05416-001
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

const galeriaviva_mails: Mail[] = [
  {
    family: "galeriaviva",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "583214",
    link: null,
    from: "GaleriaViva <acesso@galeriaviva.com.br>",
    subject: "583 214 é o seu código de acesso",
    date: d("2026-09-14 08:31:07"),
    text: `Olá, Sam,

Para entrar no painel da GaleriaViva, digite o código abaixo:

583 214

O código expira em 10 minutos e só pode ser usado uma vez. Se você não tentou entrar, pode ignorar esta mensagem - sua senha continua segura.

Equipe GaleriaViva
https://galeriaviva.com.br/ajuda
`,
    html: galeriaviva(
      "Use este código para entrar no seu painel. Ele expira em 10 minutos.",
      `<p style="margin:0 0 14px 0;">Olá, Sam,</p>
<p style="margin:0 0 20px 0;">Para entrar no painel da GaleriaViva, digite o código abaixo:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center"><tr>
<td style="background:#f3efe9;border-radius:4px;padding:16px 28px;font-family:'Courier New',Courier,monospace;font-size:32px;letter-spacing:10px;font-weight:bold;color:#3b3128;">583&nbsp;214</td>
</tr></table>
<p style="margin:20px 0 0 0;font-size:14px;color:#7a6d60;">O código expira em 10 minutos e só pode ser usado uma vez. Se você não tentou entrar, pode ignorar esta mensagem &mdash; sua senha continua segura.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "galeriaviva",
    group: "regional",
    lang: "pt",
    kind: "proofing-done",
    code: null,
    link: null,
    from: "GaleriaViva <avisos@galeriaviva.com.br>",
    subject: "Marina & Caio finalizaram a seleção de fotos",
    date: d("2026-09-22 21:47:55"),
    text: `Boa notícia!

Marina & Caio concluíram a seleção na galeria "Casamento Marina & Caio - Fazenda Santa Luzia".

Fotos selecionadas: 62 (60 incluídas no pacote)
Fotos adicionais: 2 (R$ 35,00 cada - total R$ 70,00)
Comentários deixados: 7
Finalizado em: 22/09/2026 às 21:46

Ver seleção: https://app.galeriaviva.com.br/galerias/gv-88120/selecao

A galeria foi bloqueada para novas alterações. Você pode reabri-la a qualquer momento nas configurações da galeria.

GaleriaViva
`,
    html: galeriaviva(
      "62 fotos selecionadas, 2 adicionais e 7 comentários.",
      `<p style="margin:0 0 14px 0;font-size:20px;">Boa notícia!</p>
<p style="margin:0 0 18px 0;">Marina &amp; Caio concluíram a seleção na galeria <strong>Casamento Marina &amp; Caio &ndash; Fazenda Santa Luzia</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#3b3128;">
<tr><td style="padding:8px 0;border-bottom:1px solid #eee5da;">Fotos selecionadas</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee5da;"><strong>62</strong> (60 incluídas no pacote)</td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #eee5da;">Fotos adicionais</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee5da;">2 &times; R$ 35,00 = <strong>R$ 70,00</strong></td></tr>
<tr><td style="padding:8px 0;border-bottom:1px solid #eee5da;">Comentários</td><td align="right" style="padding:8px 0;border-bottom:1px solid #eee5da;">7</td></tr>
<tr><td style="padding:8px 0;">Finalizado em</td><td align="right" style="padding:8px 0;">22/09/2026, 21:46</td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr>
<td style="background:#8a6a4f;border-radius:3px;"><a href="https://app.galeriaviva.com.br/galerias/gv-88120/selecao" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#ffffff;text-decoration:none;">Ver seleção</a></td>
</tr></table>
<p style="margin:0;font-size:13px;color:#7a6d60;">A galeria foi bloqueada para novas alterações. Você pode reabri-la a qualquer momento nas configurações da galeria.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "galeriaviva",
    group: "regional",
    lang: "pt",
    kind: "gallery-downloaded",
    code: null,
    link: null,
    from: "GaleriaViva <avisos@galeriaviva.com.br>",
    subject: "Download completo: Ensaio Gestante - Bruna",
    date: d("2026-10-03 14:12:30"),
    text: `Olá, Sam,

Bruna Tavares baixou a galeria completa "Ensaio Gestante - Bruna" (148 fotos, alta resolução, 1,9 GB).

Este foi o 1º de 3 downloads permitidos para esta galeria. O link de download expira em 18/10/2026.

Atividade da galeria: https://app.galeriaviva.com.br/galerias/gv-90417/atividade

Equipe GaleriaViva
`,
    html: galeriaviva(
      "Bruna Tavares baixou 148 fotos em alta resolução.",
      `<p style="margin:0 0 14px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;"><strong>Bruna Tavares</strong> baixou a galeria completa <em>Ensaio Gestante &ndash; Bruna</em> (148 fotos, alta resolução, 1,9&nbsp;GB).</p>
<p style="margin:0 0 14px 0;">Este foi o 1º de 3 downloads permitidos para esta galeria. O link de download expira em 18/10/2026.</p>
<p style="margin:0;"><a href="https://app.galeriaviva.com.br/galerias/gv-90417/atividade" style="color:#8a6a4f;">Ver atividade da galeria &rarr;</a></p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Shutterfold (client galleries, EN)

function shutterfold(title: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style type="text/css">
  body { margin:0; padding:0; }
  @media only screen and (max-width:600px) { .sf-wrap { width:100% !important; } }
</style></head>
<body style="margin:0;padding:0;background-color:#111111;">
<center>
<table class="sf-wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="background-color:#111111;">
  <tr><td style="padding:32px 40px 12px 40px;">
    <a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2FlogoHome"><img src="https://assets.shutterfold.com/email/wordmark-white.png" alt="Shutterfold" width="150" style="border:0;display:block;"></a>
  </td></tr>
  <tr><td style="padding:0 40px;">
    <table width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#1c1c1c;">
      <tr><td style="padding:32px 32px 8px 32px;font-family:Helvetica,Arial,sans-serif;font-size:24px;color:#f5f5f5;font-weight:300;">${title}</td></tr>
      <tr><td style="padding:8px 32px 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#bdbdbd;">${body}</td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:24px 40px 40px 40px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#6f6f6f;">
    Shutterfold Inc., 2150 Shattuck Ave, Suite 704, Berkeley, CA 94704<br>
    <a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2Fhelp" style="color:#8f8f8f;">Help</a> &nbsp;|&nbsp;
    <a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2Fprivacy" style="color:#8f8f8f;">Privacy</a> &nbsp;|&nbsp;
    <a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2Femailprefs" style="color:#8f8f8f;">Email preferences</a><br>
    <a href="https://instagram.com/shutterfold"><img src="https://assets.shutterfold.com/email/ig.png" alt="Instagram" width="18" height="18" style="border:0;"></a>
    <a href="https://vimeo.com/shutterfold"><img src="https://assets.shutterfold.com/email/vimeo.png" alt="Vimeo" width="18" height="18" style="border:0;"></a>
    <br>&copy; 2026 Shutterfold Inc.
  </td></tr>
</table>
</center>
</body></html>`;
}

const SF_MAGIC =
  "https://click.shutterfold.com/ls/click?upn=hd8Q2-2FsigninX7Kq9vT3mZ0pLr8YwE4nB6uC1-2FdA5sJ&source=magic_link";

const shutterfold_mails: Mail[] = [
  {
    family: "shutterfold",
    group: "consumer",
    lang: "en",
    kind: "login-link",
    code: null,
    link: SF_MAGIC,
    from: "Shutterfold <hello@shutterfold.com>",
    subject: "Your Shutterfold sign-in link",
    date: d("2026-09-16 11:04:18", "+0000"),
    text: `Hi Sam,

Click the link below to sign in to your Shutterfold studio. It works once and expires in 15 minutes.

${SF_MAGIC}

Requested from: Chrome on macOS, near Florianópolis, Brazil

If you didn't ask for this, you can safely ignore it.

- The Shutterfold team
`,
    html: shutterfold(
      "Sign in to your studio",
      `<p style="margin:0 0 20px 0;">Hi Sam, click the button below to sign in to your Shutterfold studio. It works once and expires in 15 minutes.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#e9c46a" style="border-radius:2px;">
<a href="${SF_MAGIC}" style="display:inline-block;padding:14px 30px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;letter-spacing:1px;color:#111111;text-decoration:none;">SIGN IN</a>
</td></tr></table>
<p style="margin:20px 0 0 0;font-size:12px;color:#8f8f8f;">Requested from Chrome on macOS, near Florianópolis, Brazil. If you didn't ask for this, you can safely ignore it.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "shutterfold",
    group: "consumer",
    lang: "en",
    kind: "gallery-viewed",
    code: null,
    link: null,
    from: "Shutterfold <notifications@shutterfold.com>",
    subject: 'Emily opened "Hannah + Tom, Sintra"',
    date: d("2026-09-29 19:20:41", "+0000"),
    text: `Emily Carter just opened your gallery "Hannah + Tom, Sintra".

Visits so far: 14
Favorites: 38 photos in 2 lists
Last visit: Sep 29, 2026, 8:19 PM (Lisbon)

See gallery activity: https://click.shutterfold.com/ls/click?upn=hd8Q2-2Factivity-sintra-4410

Tip: galleries with a print store enabled sell 3x more prints in the first two weeks.

Shutterfold Inc., 2150 Shattuck Ave, Suite 704, Berkeley, CA 94704
Email preferences: https://click.shutterfold.com/ls/click?upn=hd8Q2-2Femailprefs
`,
    html: shutterfold(
      "Emily opened your gallery",
      `<p style="margin:0 0 16px 0;">Emily Carter just opened <strong style="color:#f5f5f5;">Hannah + Tom, Sintra</strong>.</p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#bdbdbd;">
<tr><td style="padding:6px 0;">Visits so far</td><td align="right" style="color:#f5f5f5;">14</td></tr>
<tr><td style="padding:6px 0;">Favorites</td><td align="right" style="color:#f5f5f5;">38 photos in 2 lists</td></tr>
<tr><td style="padding:6px 0;">Last visit</td><td align="right" style="color:#f5f5f5;">Sep 29, 2026, 8:19 PM (Lisbon)</td></tr>
</table>
<p style="margin:22px 0 0 0;"><a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2Factivity-sintra-4410" style="color:#e9c46a;">See gallery activity</a></p>
<p style="margin:22px 0 0 0;font-size:13px;color:#8f8f8f;">Tip: galleries with a print store enabled sell 3&times; more prints in the first two weeks.</p>`,
    ),
    enc: "7bit",
  },
  {
    family: "shutterfold",
    group: "consumer",
    lang: "en",
    kind: "print-order",
    code: null,
    link: null,
    from: "Shutterfold Store <store@shutterfold.com>",
    subject: "New print order #SF-240877 from Hannah Whitfield",
    date: d("2026-10-08 07:55:02", "+0000"),
    text: `You made a sale!

Order #SF-240877 from Hannah Whitfield (gallery: Hannah + Tom, Sintra)

1 x Fine art print 30x45 cm, matte - $64.00
2 x Lay-flat album 25x25, 40 pages - $398.00
Shipping to Lisbon, PT - $24.00

Order total: $486.00
Lab cost: $211.40
Your profit: $274.60 (paid out with your next weekly payout, Oct 13)

Fulfilled by our lab partner; you don't need to do anything.

View order: https://click.shutterfold.com/ls/click?upn=hd8Q2-2Forders-SF240877
`,
    html: shutterfold(
      "You made a sale!",
      `<p style="margin:0 0 16px 0;">Order <strong style="color:#f5f5f5;">#SF-240877</strong> from Hannah Whitfield &middot; gallery <em>Hannah + Tom, Sintra</em></p>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;color:#bdbdbd;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:6px 0;border-bottom:1px solid #2c2c2c;">1 &times; Fine art print 30&times;45 cm, matte</td><td align="right" style="border-bottom:1px solid #2c2c2c;">$64.00</td></tr>
<tr><td style="padding:6px 0;border-bottom:1px solid #2c2c2c;">2 &times; Lay-flat album 25&times;25, 40 pages</td><td align="right" style="border-bottom:1px solid #2c2c2c;">$398.00</td></tr>
<tr><td style="padding:6px 0;border-bottom:1px solid #2c2c2c;">Shipping to Lisbon, PT</td><td align="right" style="border-bottom:1px solid #2c2c2c;">$24.00</td></tr>
<tr><td style="padding:10px 0 4px 0;">Order total</td><td align="right">$486.00</td></tr>
<tr><td style="padding:4px 0;">Lab cost</td><td align="right">&minus;$211.40</td></tr>
<tr><td style="padding:4px 0;color:#e9c46a;font-weight:bold;">Your profit</td><td align="right" style="color:#e9c46a;font-weight:bold;">$274.60</td></tr>
</table>
<p style="margin:18px 0 0 0;">Paid out with your next weekly payout (Oct 13). Fulfilled by our lab partner &mdash; you don't need to do anything.</p>
<p style="margin:18px 0 0 0;"><a href="https://click.shutterfold.com/ls/click?upn=hd8Q2-2Forders-SF240877" style="color:#e9c46a;">View order</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- CofreNuvem (cloud storage, BR)

function cofrenuvem(body: string): string {
  return `<!doctype html><html><head><meta charset="UTF-8"></head>
<body style="margin:0;background:#eef3f8;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#eef3f8"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0" border="0">
<tr><td height="24"></td></tr>
<tr><td bgcolor="#1f4e79" style="padding:18px 28px;border-radius:8px 8px 0 0;"><span style="font-size:20px;font-weight:600;color:#ffffff;">&#9729; CofreNuvem</span></td></tr>
<tr><td bgcolor="#ffffff" style="padding:28px;font-size:15px;line-height:22px;color:#26323d;">${body}</td></tr>
<tr><td style="padding:18px 28px;font-size:11px;color:#7b8a98;line-height:16px;" align="center">
CofreNuvem Armazenamento S.A. &middot; Av. Carlos Gomes, 700 &middot; Porto Alegre/RS &middot; CEP 90480-000<br>
SAC 0800 771 2040 &middot; <a href="https://www.cofrenuvem.com.br/termos" style="color:#7b8a98;">Termos</a> &middot; <a href="https://www.cofrenuvem.com.br/privacidade" style="color:#7b8a98;">Privacidade</a><br>
<a href="https://apps.apple.com/br/app/cofrenuvem/id1488203311"><img src="https://www.cofrenuvem.com.br/img/mail/app-store-ptbr.png" alt="Baixar na App Store" height="32" style="border:0;margin-top:8px;"></a>
<a href="https://play.google.com/store/apps/details?id=br.com.cofrenuvem.app"><img src="https://www.cofrenuvem.com.br/img/mail/google-play-ptbr.png" alt="Disponível no Google Play" height="32" style="border:0;margin-top:8px;"></a>
</td></tr>
</table></td></tr></table></body></html>`;
}

const cofrenuvem_mails: Mail[] = [
  {
    family: "cofrenuvem",
    group: "regional",
    lang: "pt",
    kind: "2fa-code",
    code: "730-112",
    code_digits: "730112",
    link: null,
    from: "CofreNuvem <seguranca@cofrenuvem.com.br>",
    subject: "Código de verificação em duas etapas",
    date: d("2026-09-18 23:02:44"),
    text: `CofreNuvem - verificação em duas etapas

Recebemos uma tentativa de acesso à sua conta (sam.reader@inbox.example) a partir de um novo computador.

Seu código de verificação: 730-112

Digite-o na tela de login. Ele vale por 5 minutos.

Dispositivo: Windows 11 - Firefox
Local aproximado: Buenos Aires, Argentina
Horário: 18/09/2026 23:02 (horário de Brasília)

Não foi você? Altere sua senha imediatamente em https://www.cofrenuvem.com.br/conta/seguranca

CofreNuvem Armazenamento S.A. - SAC 0800 771 2040
`,
    html: cofrenuvem(`<p style="margin:0 0 12px 0;font-size:18px;font-weight:600;">Verificação em duas etapas</p>
<p style="margin:0 0 18px 0;">Recebemos uma tentativa de acesso à sua conta (<b>sam.reader@inbox.example</b>) a partir de um novo computador. Digite o código abaixo na tela de login:</p>
<table cellspacing="0" cellpadding="0" border="0" align="center"><tr>
<td style="border:2px dashed #1f4e79;border-radius:6px;padding:14px 34px;font-size:30px;font-weight:700;letter-spacing:4px;color:#1f4e79;">730-112</td>
</tr></table>
<p style="margin:18px 0 6px 0;font-size:13px;color:#5a6b7a;">Válido por 5 minutos.</p>
<table width="100%" cellspacing="0" cellpadding="0" border="0" style="font-size:13px;color:#5a6b7a;margin-top:10px;background:#f6f9fc;">
<tr><td style="padding:10px 14px;">Dispositivo: Windows 11 &ndash; Firefox<br>Local aproximado: Buenos Aires, Argentina<br>Horário: 18/09/2026 23:02 (horário de Brasília)</td></tr></table>
<p style="margin:16px 0 0 0;font-size:13px;">Não foi você? <a href="https://www.cofrenuvem.com.br/conta/seguranca" style="color:#c0392b;">Altere sua senha imediatamente</a>.</p>`),
    enc: "b64",
  },
  {
    family: "cofrenuvem",
    group: "regional",
    lang: "pt",
    kind: "storage-alert",
    code: null,
    link: null,
    from: "CofreNuvem <avisos@cofrenuvem.com.br>",
    subject: "Seu espaço está quase no fim (92% usado)",
    date: d("2026-10-11 09:15:00"),
    text: `Olá, Sam,

Você está usando 1,84 TB dos 2 TB do seu plano Profissional (92%).

Maiores pastas:
- /Casamentos 2026/Marina e Caio - RAW: 412 GB
- /Casamentos 2026/Hannah e Tom Sintra - RAW: 388 GB
- /Ensaios/Gestantes: 201 GB

Quando o espaço acabar, novos envios e a sincronização automática serão pausados. Seus arquivos atuais continuam seguros.

Plano Profissional 5 TB: R$ 59,90/mês (cobrança no cartão final 4417)
Ver planos: https://www.cofrenuvem.com.br/planos?utm_source=email&utm_campaign=quota92

CofreNuvem
`,
    html: cofrenuvem(`<p style="margin:0 0 12px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;">Você está usando <b>1,84 TB dos 2 TB</b> do seu plano Profissional.</p>
<table width="100%" cellspacing="0" cellpadding="0" border="0"><tr>
<td width="92%" height="10" bgcolor="#e67e22" style="border-radius:5px 0 0 5px;font-size:1px;">&nbsp;</td><td width="8%" height="10" bgcolor="#dde6ee" style="border-radius:0 5px 5px 0;font-size:1px;">&nbsp;</td>
</tr></table>
<p style="margin:6px 0 18px 0;font-size:12px;color:#7b8a98;">92% usado</p>
<p style="margin:0 0 6px 0;font-weight:600;">Maiores pastas</p>
<table width="100%" cellspacing="0" cellpadding="4" border="0" style="font-size:13px;">
<tr><td>/Casamentos 2026/Marina e Caio - RAW</td><td align="right">412 GB</td></tr>
<tr><td>/Casamentos 2026/Hannah e Tom Sintra - RAW</td><td align="right">388 GB</td></tr>
<tr><td>/Ensaios/Gestantes</td><td align="right">201 GB</td></tr>
</table>
<p style="margin:16px 0;">Quando o espaço acabar, novos envios e a sincronização automática serão pausados. Seus arquivos atuais continuam seguros.</p>
<p style="margin:0 0 18px 0;">Plano Profissional 5 TB: <b>R$ 59,90/mês</b> (cobrança no cartão final 4417).</p>
<a href="https://www.cofrenuvem.com.br/planos?utm_source=email&amp;utm_campaign=quota92" style="display:inline-block;background:#1f4e79;color:#ffffff;padding:11px 22px;border-radius:5px;text-decoration:none;font-weight:600;">Ver planos</a>`),
    enc: "qp",
  },
  {
    family: "cofrenuvem",
    group: "regional",
    lang: "pt",
    kind: "password-changed",
    code: null,
    link: null,
    from: "CofreNuvem <seguranca@cofrenuvem.com.br>",
    subject: "Sua senha foi alterada",
    date: d("2026-10-27 10:40:12"),
    text: `Olá, Sam,

A senha da sua conta CofreNuvem foi alterada em 27/10/2026 às 10:39 (horário de Brasília), pelo aplicativo para iPhone.

Se foi você, nenhuma ação é necessária.

Se não reconhece esta alteração, fale com a gente pelo 0800 771 2040 ou acesse https://www.cofrenuvem.com.br/ajuda/conta-comprometida

CofreNuvem Armazenamento S.A.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Keepframe (photo backup, EN)

const KF_RESET =
  "https://account.keepframe.io/reset-password/9f3c1e8a-77b2-4d0e-a5c6-2b81f04d6e19?email=sam.reader%40inbox.example";

const keepframe_mails: Mail[] = [
  {
    family: "keepframe",
    group: "consumer",
    lang: "en",
    kind: "backup-report",
    code: null,
    link: null,
    from: "Keepframe Backup <reports@keepframe.io>",
    subject: "Weekly backup report: 3 devices, all healthy",
    date: d("2026-09-20 06:00:03", "+0000"),
    text: `KEEPFRAME WEEKLY REPORT
Week of Sep 13 - Sep 19, 2026

Device               Last backup          Files added   Size
-------------------  -------------------  ------------  --------
STUDIO-IMAC          Sep 19, 23:58 BRT    4,112         118.4 GB
MBP-VIAGEM           Sep 19, 11:20 BRT    2,087         61.0 GB
NAS-DS920 (shares)   Sep 20, 02:10 BRT    0             0 B

Total protected: 6.71 TB of unlimited
Versions kept: 30 days
Status: OK - no errors

Manage devices: https://account.keepframe.io/devices
Unsubscribe from weekly reports: https://account.keepframe.io/settings/notifications

Keepframe Ltd, 41 Gloucester Place, London W1U 8JH, United Kingdom
`,
    html: null,
    enc: "7bit",
  },
  {
    family: "keepframe",
    group: "consumer",
    lang: "en",
    kind: "reset-link",
    code: null,
    link: KF_RESET,
    from: "Keepframe <no-reply@keepframe.io>",
    subject: "Reset your Keepframe password",
    date: d("2026-10-27 10:31:50", "+0000"),
    text: `Hello,

Someone (hopefully you) asked to reset the password for the Keepframe account sam.reader@inbox.example.

Reset your password:
${KF_RESET}

This link expires in 60 minutes. Your backups keep running while you change it, but you'll need to sign in again on STUDIO-IMAC and MBP-VIAGEM afterwards.

If you didn't request a reset, ignore this message.

Keepframe Support
https://help.keepframe.io
`,
    html:
      `<html><body style="font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial,sans-serif;background:#fafafa;margin:0;padding:30px 0;">
<table align="center" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e5e5e5;border-radius:10px;">
<tr><td style="padding:30px 34px 0 34px;"><img src="https://cdn.keepframe.io/mail/keepframe-mark.png" width="36" height="36" alt="Keepframe"></td></tr>
<tr><td style="padding:18px 34px 0 34px;font-size:20px;font-weight:600;color:#111;">Reset your password</td></tr>
<tr><td style="padding:12px 34px 0 34px;font-size:15px;line-height:22px;color:#444;">Someone (hopefully you) asked to reset the password for the Keepframe account <b>sam.reader@inbox.example</b>.</td></tr>
<tr><td style="padding:24px 34px;"><a href="${KF_RESET}" style="background:#16a34a;color:#fff;text-decoration:none;padding:12px 22px;border-radius:6px;font-size:15px;font-weight:600;display:inline-block;">Choose a new password</a></td></tr>
<tr><td style="padding:0 34px 28px 34px;font-size:13px;line-height:19px;color:#777;">This link expires in 60 minutes. Your backups keep running while you change it, but you'll need to sign in again on STUDIO-IMAC and MBP-VIAGEM afterwards. If you didn't request a reset, ignore this message.</td></tr>
</table>
<p style="text-align:center;font-size:11px;color:#aaa;">Keepframe Ltd &middot; 41 Gloucester Place, London W1U 8JH &middot; <a href="https://help.keepframe.io" style="color:#aaa;">Help</a></p>
</body></html>`,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Bildbunker (offsite archive, DE)

const bildbunker_mails: Mail[] = [
  {
    family: "bildbunker",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "417790",
    link: null,
    from: "Bildbunker <sicherheit@bildbunker.de>",
    subject: "Ihr Anmeldecode für Bildbunker",
    date: d("2026-09-25 04:12:09", "+0200"),
    text: `Guten Tag,

jemand möchte sich mit Ihrer E-Mail-Adresse bei Bildbunker anmelden. Ihr Anmeldecode lautet:

    41 77 90

Der Code ist 10 Minuten gültig. Geben Sie ihn niemals telefonisch oder per Chat weiter - unsere Mitarbeitenden fragen nie danach.

Falls Sie die Anmeldung nicht selbst ausgelöst haben, können Sie diese E-Mail ignorieren.

Mit freundlichen Grüßen
Ihr Bildbunker-Team

--
Bildbunker GmbH · Speicherstraße 18 · 28217 Bremen
Geschäftsführung: Jana Köster · HRB 33871 HB · USt-IdNr. DE318720455
Datenschutz: https://www.bildbunker.de/datenschutz · Impressum: https://www.bildbunker.de/impressum
`,
    html: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#e9e9e4;">
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#e9e9e4;"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-top:6px solid #2f3b2f;">
<tr><td style="padding:24px 32px;font-family:Verdana,Geneva,sans-serif;font-size:13px;font-weight:bold;letter-spacing:3px;color:#2f3b2f;">BILDBUNKER</td></tr>
<tr><td style="padding:0 32px;font-family:Verdana,Geneva,sans-serif;font-size:14px;line-height:21px;color:#333;">
<p style="margin:0 0 12px 0;">Guten Tag,</p>
<p style="margin:0 0 18px 0;">jemand möchte sich mit Ihrer E-Mail-Adresse bei Bildbunker anmelden. Ihr Anmeldecode lautet:</p>
<table cellpadding="0" cellspacing="6" border="0"><tr>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">4</td>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">1</td>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">7</td>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">7</td>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">9</td>
<td style="width:38px;height:48px;border:1px solid #b9b9b0;text-align:center;font-family:Verdana,sans-serif;font-size:24px;font-weight:bold;">0</td>
</tr></table>
<p style="margin:18px 0 12px 0;">Der Code ist 10&nbsp;Minuten gültig. Geben Sie ihn niemals telefonisch oder per Chat weiter &ndash; unsere Mitarbeitenden fragen nie danach.</p>
<p style="margin:0 0 24px 0;">Falls Sie die Anmeldung nicht selbst ausgelöst haben, können Sie diese E-Mail ignorieren.</p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f4f4f0;font-family:Verdana,Geneva,sans-serif;font-size:10px;line-height:15px;color:#777;">
Bildbunker GmbH &middot; Speicherstraße 18 &middot; 28217 Bremen<br>Geschäftsführung: Jana Köster &middot; HRB 33871 HB &middot; USt-IdNr. DE318720455<br>
<a href="https://www.bildbunker.de/datenschutz" style="color:#777;">Datenschutz</a> &middot; <a href="https://www.bildbunker.de/impressum" style="color:#777;">Impressum</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "bildbunker",
    group: "regional",
    lang: "de",
    kind: "invoice",
    code: null,
    link: null,
    from: "Bildbunker Buchhaltung <rechnung@bildbunker.de>",
    subject: "Ihre Rechnung BB-2026-104882",
    date: d("2026-10-01 07:30:00", "+0200"),
    text: `Guten Tag,

anbei erhalten Sie Ihre Rechnung für den Tarif "Archiv 10 TB" (Abrechnungszeitraum 01.10.2026 - 31.10.2026).

Rechnungsnummer: BB-2026-104882
Kundennummer: 700341
Betrag: 29,90 EUR (Reverse-Charge, ohne USt.)
Zahlungsart: Kreditkarte Visa •••• 4417, Abbuchung am 01.10.2026

Die Rechnung finden Sie als PDF im Anhang und jederzeit im Kundenbereich unter https://konto.bildbunker.de/rechnungen

Vielen Dank, dass Sie Ihre Bilder bei uns sichern.

Bildbunker GmbH · Speicherstraße 18 · 28217 Bremen
`,
    html: null,
    enc: "qp",
    attachment: [
      "Rechnung_BB-2026-104882.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
];

// ---------------------------------------------------------------- FotoPrisma (camera shop, BR)

function fotoprisma(preheader: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f2f2f2;">
<span style="display:none!important;font-size:1px;color:#f2f2f2;">${preheader}</span>
<table width="100%" bgcolor="#f2f2f2" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#d62828" style="padding:14px 24px;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td><a href="https://www.fotoprisma.com.br/?utm_source=transacional"><img src="https://img.fotoprisma.com.br/email/fotoprisma-logo-branco.png" width="160" alt="FotoPrisma" style="border:0;"></a></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#ffffff;">Televendas (11) 3061-4400</td></tr></table></td></tr>
<tr><td style="padding:28px 30px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#333333;">${body}</td></tr>
<tr><td bgcolor="#222222" style="padding:20px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#aaaaaa;">
FotoPrisma Comércio de Equipamentos Fotográficos Ltda. &middot; CNPJ 12.408.771/0001-03<br>
Loja: Rua Conselheiro Crispiniano, 105 &middot; Centro &middot; São Paulo/SP &middot; seg a sex 9h-19h, sáb 9h-14h<br>
<a href="https://www.fotoprisma.com.br/minha-conta/pedidos" style="color:#ffffff;">Meus pedidos</a> &middot;
<a href="https://www.fotoprisma.com.br/trocas-e-devolucoes" style="color:#ffffff;">Trocas e devoluções</a> &middot;
<a href="https://www.fotoprisma.com.br/politica-de-privacidade" style="color:#ffffff;">Privacidade</a>
</td></tr></table></td></tr></table></body></html>`;
}

const fotoprisma_mails: Mail[] = [
  {
    family: "fotoprisma",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "FotoPrisma <pedidos@fotoprisma.com.br>",
    subject: "Pedido 1187452 enviado - chega até 24/09",
    date: d("2026-09-19 16:02:11"),
    text: `Oi, Sam! Seu pedido saiu para entrega.

Pedido: 1187452
Transportadora: Jadlog
Código de rastreio: 15980000431277
Previsão de entrega: até 24/09/2026

Itens:
1x Cartão CFexpress Tipo B 256 GB - R$ 1.899,00
2x Bateria recarregável EN-EL15c - R$ 798,00
Frete: R$ 0,00
Total: R$ 2.697,00 (Pix)

Endereço: Rua Lauro Linhares, 589, ap. 302 - Trindade, Florianópolis/SC - 88036-001

Acompanhe: https://www.fotoprisma.com.br/minha-conta/pedidos/1187452

FotoPrisma - Televendas (11) 3061-4400
`,
    html: fotoprisma(
      "Pedido 1187452 a caminho. Previsão: até 24/09.",
      `<p style="margin:0 0 10px 0;font-size:20px;font-weight:bold;">Oi, Sam! Seu pedido saiu para entrega.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #e5e5e5;margin:14px 0;">
<tr bgcolor="#fafafa"><td>Pedido</td><td align="right"><b>1187452</b></td></tr>
<tr><td>Transportadora</td><td align="right">Jadlog</td></tr>
<tr bgcolor="#fafafa"><td>Código de rastreio</td><td align="right">15980000431277</td></tr>
<tr><td>Previsão de entrega</td><td align="right">até 24/09/2026</td></tr>
</table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td width="70"><img src="https://img.fotoprisma.com.br/produtos/cfexpress-256-thumb.jpg" width="60" alt="Cartão CFexpress"></td><td>1x Cartão CFexpress Tipo B 256 GB</td><td align="right">R$ 1.899,00</td></tr>
<tr><td width="70"><img src="https://img.fotoprisma.com.br/produtos/en-el15c-thumb.jpg" width="60" alt="Bateria EN-EL15c"></td><td>2x Bateria recarregável EN-EL15c</td><td align="right">R$ 798,00</td></tr>
<tr><td></td><td>Frete</td><td align="right">R$ 0,00</td></tr>
<tr><td></td><td><b>Total (Pix)</b></td><td align="right"><b>R$ 2.697,00</b></td></tr>
</table>
<p style="margin:16px 0;font-size:13px;color:#666;">Entrega em: Rua Lauro Linhares, 589, ap. 302 &ndash; Trindade, Florianópolis/SC &ndash; 88036-001</p>
<a href="https://www.fotoprisma.com.br/minha-conta/pedidos/1187452" style="background:#d62828;color:#fff;padding:12px 24px;text-decoration:none;font-weight:bold;display:inline-block;">Acompanhar pedido</a>`,
    ),
    enc: "qp",
  },
  {
    family: "fotoprisma",
    group: "regional",
    lang: "pt",
    kind: "pickup-code",
    code: "58K2Q7",
    link: null,
    from: "FotoPrisma <pedidos@fotoprisma.com.br>",
    subject: "Pedido 1191030 pronto para retirada na loja",
    date: d("2026-10-14 11:26:40"),
    text: `Seu pedido 1191030 já está separado na loja Centro!

Para retirar, apresente no balcão o código de retirada abaixo e um documento com foto do titular da compra:

CÓDIGO DE RETIRADA: 58K2Q7

Item: Lente 85mm f/1.8 (usada, grau A) - R$ 3.450,00
Loja: Rua Conselheiro Crispiniano, 105 - Centro, São Paulo/SP
Horário: seg a sex 9h-19h, sáb 9h-14h
Prazo para retirada: até 28/10/2026. Depois disso o pedido é cancelado e o valor estornado.

Se outra pessoa for retirar, ela precisa do código e de uma autorização assinada.

FotoPrisma
`,
    html: fotoprisma(
      "Apresente o código de retirada no balcão da loja Centro.",
      `<p style="margin:0 0 12px 0;font-size:20px;font-weight:bold;">Seu pedido 1191030 está pronto para retirada</p>
<p style="margin:0 0 16px 0;">Apresente no balcão o código abaixo e um documento com foto do titular da compra.</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" bgcolor="#fff3f3" style="padding:20px;border:1px solid #f3c2c2;">
<div style="font-size:12px;color:#d62828;letter-spacing:2px;">CÓDIGO DE RETIRADA</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:3px;color:#222;font-family:'Courier New',monospace;margin-top:6px;">58K2Q7</div>
<img src="https://img.fotoprisma.com.br/retirada/qr/1191030.png" width="120" height="120" alt="QR code de retirada" style="margin-top:10px;">
</td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;margin-top:16px;">
<tr><td>Item</td><td align="right">Lente 85mm f/1.8 (usada, grau A) &ndash; R$ 3.450,00</td></tr>
<tr><td>Loja</td><td align="right">Rua Conselheiro Crispiniano, 105 &ndash; Centro</td></tr>
<tr><td>Horário</td><td align="right">seg a sex 9h&ndash;19h, sáb 9h&ndash;14h</td></tr>
<tr><td>Retirar até</td><td align="right">28/10/2026</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:12px;color:#666;">Depois do prazo o pedido é cancelado e o valor estornado. Se outra pessoa for retirar, ela precisa do código e de uma autorização assinada. <a href="https://www.google.com/maps/search/?api=1&amp;query=FotoPrisma+Centro+Sao+Paulo" style="color:#d62828;">Como chegar</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "fotoprisma",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "FotoPrisma Ofertas <ofertas@news.fotoprisma.com.br>",
    subject: "Esquenta Black Friday: até 25% em lentes + cupom LUZ15",
    date: d("2026-11-06 10:00:00"),
    text: `ESQUENTA BLACK FRIDAY FOTOPRISMA

Lentes com até 25% OFF e frete grátis para todo o Brasil acima de R$ 499.
Use o cupom LUZ15 e ganhe mais 15% em acessórios (válido até 12/11/2026, não cumulativo).

Destaques:
- Zoom 24-70mm f/2.8: de R$ 12.999 por R$ 9.749 à vista no Pix
- Flash speedlite com receptor TTL: R$ 1.290 em até 10x sem juros
- Mochila para 2 corpos + 6 lentes: R$ 689

Ver ofertas: https://news.fotoprisma.com.br/c/eyJ1IjoiYmYyMDI2In0/ofertas
Não quer mais receber? https://news.fotoprisma.com.br/unsub/7Hq2mN0

FotoPrisma · Rua Conselheiro Crispiniano, 105 · São Paulo/SP
`,
    html: `<html><body style="margin:0;background:#000;">
<div style="display:none;">Lentes com até 25% OFF e cupom LUZ15 em acessórios.</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#000000"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td><a href="https://news.fotoprisma.com.br/c/eyJ1IjoiYmYyMDI2In0/ofertas"><img src="https://img.fotoprisma.com.br/news/2026-11/esquenta-bf-hero.jpg" width="600" alt="Esquenta Black Friday - até 25% OFF em lentes" style="display:block;border:0;"></a></td></tr>
<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;color:#fff;font-size:16px;">Cupom <b style="color:#ffd60a;font-size:22px;letter-spacing:2px;">LUZ15</b> = +15% em acessórios<br><span style="font-size:11px;color:#999;">Válido até 12/11/2026. Não cumulativo.</span></td></tr>
<tr><td><table width="100%" cellpadding="10" cellspacing="0" style="font-family:Arial,sans-serif;color:#fff;font-size:13px;"><tr>
<td align="center" width="33%"><img src="https://img.fotoprisma.com.br/news/2026-11/2470.jpg" width="170" alt="Zoom 24-70mm"><br>Zoom 24-70mm f/2.8<br><s style="color:#888;">R$ 12.999</s> <b>R$ 9.749</b> no Pix</td>
<td align="center" width="33%"><img src="https://img.fotoprisma.com.br/news/2026-11/flash.jpg" width="170" alt="Flash speedlite"><br>Flash speedlite TTL<br><b>R$ 1.290</b> em 10x</td>
<td align="center" width="33%"><img src="https://img.fotoprisma.com.br/news/2026-11/mochila.jpg" width="170" alt="Mochila"><br>Mochila 2 corpos + 6 lentes<br><b>R$ 689</b></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:20px;"><a href="https://news.fotoprisma.com.br/c/eyJ1IjoiYmYyMDI2In0/ofertas" style="background:#ffd60a;color:#000;padding:14px 34px;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none;">VER OFERTAS</a></td></tr>
<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;font-size:10px;color:#777;">FotoPrisma &middot; Rua Conselheiro Crispiniano, 105 &middot; São Paulo/SP<br><a href="https://news.fotoprisma.com.br/unsub/7Hq2mN0" style="color:#777;">Descadastrar</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Rentaluz (camera rental house, AR)

const RL_RESET = "https://reservas.rentaluz.com.ar/cuenta/restablecer?token=e8Wq4pLz0VbN7cRt2YxK&uid=10482";

const rentaluz_mails: Mail[] = [
  {
    family: "rentaluz-equipos",
    group: "regional",
    lang: "es",
    kind: "reservation-confirmed",
    code: null,
    link: null,
    from: "Rentaluz Equipos <reservas@rentaluz.com.ar>",
    subject: "Reserva R-20931 confirmada - retiro vie 02/10",
    date: d("2026-09-28 13:44:09"),
    text: `¡Hola Sam!

Tu reserva quedó confirmada. Te esperamos en el depósito para retirar el equipo.

Reserva: R-20931
Retiro: viernes 02/10/2026 desde las 10:00
Devolución: lunes 05/10/2026 hasta las 12:00 (fin de semana = 1 jornada)

Equipo:
- Cuerpo mirrorless full frame 45 MP (x1)
- Zoom 70-200 f/2.8 (x1)
- Kit de 2 luces LED bicolor con softbox (x1)

Total alquiler: $ 186.000 (IVA incluido)
Seña abonada: $ 93.000 - Saldo a pagar al retirar: $ 93.000
Depósito en garantía: $ 450.000 (se bloquea en tu tarjeta terminada en 4417)

Recordá traer DNI o pasaporte y el comprobante de domicilio que cargaste.

Dirección: Av. Dorrego 1789, Colegiales, CABA (C1414CKM) - Tel. (011) 4553-0291
Horarios: lun a vie 9 a 19 h, sáb 10 a 13 h

Rentaluz Equipos
`,
    html: `<html><body style="margin:0;padding:0;background:#fffbea;font-family:Tahoma,Verdana,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0e2a8;">
<tr><td style="padding:20px 26px;border-bottom:4px solid #f4b400;"><img src="https://reservas.rentaluz.com.ar/static/mail/rentaluz.png" alt="Rentaluz Equipos" width="170"></td></tr>
<tr><td style="padding:24px 26px;font-size:14px;line-height:21px;color:#333;">
<p style="margin:0 0 10px 0;font-size:18px;"><b>¡Hola Sam!</b></p>
<p style="margin:0 0 16px 0;">Tu reserva quedó confirmada. Te esperamos en el depósito para retirar el equipo.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#fffbea;">
<tr><td width="40%"><b>Reserva</b></td><td>R-20931</td></tr>
<tr><td><b>Retiro</b></td><td>viernes 02/10/2026 desde las 10:00</td></tr>
<tr><td><b>Devolución</b></td><td>lunes 05/10/2026 hasta las 12:00 <i>(fin de semana = 1 jornada)</i></td></tr>
</table>
<p style="margin:16px 0 6px 0;"><b>Equipo</b></p>
<ul style="margin:0 0 16px 18px;padding:0;">
<li>Cuerpo mirrorless full frame 45 MP (x1)</li>
<li>Zoom 70-200 f/2.8 (x1)</li>
<li>Kit de 2 luces LED bicolor con softbox (x1)</li>
</ul>
<table width="100%" cellpadding="4" cellspacing="0" style="font-size:13px;border-top:1px solid #eee;">
<tr><td>Total alquiler (IVA incluido)</td><td align="right">$ 186.000</td></tr>
<tr><td>Seña abonada</td><td align="right">$ 93.000</td></tr>
<tr><td><b>Saldo a pagar al retirar</b></td><td align="right"><b>$ 93.000</b></td></tr>
<tr><td>Depósito en garantía (tarjeta terminada en 4417)</td><td align="right">$ 450.000</td></tr>
</table>
<p style="margin:16px 0 0 0;">Recordá traer DNI o pasaporte y el comprobante de domicilio que cargaste.</p>
</td></tr>
<tr><td style="padding:16px 26px;background:#333;color:#ddd;font-size:11px;line-height:17px;">
Av. Dorrego 1789, Colegiales, CABA (C1414CKM) &middot; Tel. (011) 4553-0291 &middot; WhatsApp +54 9 11 3902-7710<br>
Lun a vie 9 a 19 h, sáb 10 a 13 h &middot; <a href="https://www.rentaluz.com.ar/condiciones" style="color:#f4b400;">Condiciones de alquiler</a> &middot; <a href="https://www.instagram.com/rentaluz.equipos" style="color:#f4b400;">Instagram</a>
</td></tr></table></td></tr></table></body></html>`,
    enc: "8bit",
  },
  {
    family: "rentaluz-equipos",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: RL_RESET,
    from: "Rentaluz Equipos <no-responder@rentaluz.com.ar>",
    subject: "Restablecé tu contraseña",
    date: d("2026-10-19 22:05:33"),
    text: `Hola Sam,

Pediste cambiar la contraseña de tu cuenta de reservas en Rentaluz. Entrá a este enlace para elegir una nueva:

${RL_RESET}

El enlace vence en 2 horas. Si no fuiste vos, no hace falta que hagas nada.

Rentaluz Equipos - Av. Dorrego 1789, CABA
`,
    html:
      `<div style="font-family:Tahoma,Verdana,sans-serif;font-size:14px;color:#333;max-width:520px;margin:0 auto;padding:20px;">
<img src="https://reservas.rentaluz.com.ar/static/mail/rentaluz.png" alt="Rentaluz Equipos" width="150"><hr style="border:0;border-top:4px solid #f4b400;">
<p>Hola Sam,</p>
<p>Pediste cambiar la contraseña de tu cuenta de reservas en Rentaluz. Hacé clic en el botón para elegir una nueva:</p>
<p style="text-align:center;margin:26px 0;"><a href="${RL_RESET}" style="background:#f4b400;color:#222;padding:12px 26px;border-radius:4px;text-decoration:none;font-weight:bold;">Elegir nueva contraseña</a></p>
<p style="font-size:12px;color:#777;">El enlace vence en 2 horas. Si no fuiste vos, no hace falta que hagas nada.</p>
<p style="font-size:11px;color:#999;">Rentaluz Equipos &middot; Av. Dorrego 1789, CABA &middot; (011) 4553-0291</p>
</div>`,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Grainhaus (preset marketplace, EN)

const GH_VERIFY =
  "https://links.grainhaus.co/u/click?_t=b71e0c&_r=https%3A%2F%2Fgrainhaus.co%2Fseller%2Fverify%3Fk%3DQm9vV3JpZ2h0LTE4ODM";

function grainhaus(body: string): string {
  return `<html><body style="margin:0;background:#f7f4ef;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 12px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td style="padding:28px 32px 0 32px;font-family:'Courier New',monospace;font-size:22px;color:#3d2b1f;">grainhaus<span style="color:#c46a2b;">.</span></td></tr>
<tr><td style="padding:20px 32px 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#3d2b1f;">${body}</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#a39382;line-height:16px;">Grainhaus ApS &middot; Jægersborggade 14 &middot; 2200 Copenhagen N &middot; Denmark<br>
<a href="https://grainhaus.co/seller-terms" style="color:#a39382;">Seller terms</a> &middot; <a href="https://grainhaus.co/help" style="color:#a39382;">Help</a> &middot; <a href="https://links.grainhaus.co/u/unsub?_t=b71e0c" style="color:#a39382;">Unsubscribe</a></p>
</td></tr></table></body></html>`;
}

const grainhaus_mails: Mail[] = [
  {
    family: "grainhaus",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: GH_VERIFY,
    from: "Grainhaus <sellers@grainhaus.co>",
    subject: "One step left: verify your seller email",
    date: d("2026-09-15 15:20:00", "+0000"),
    text: `Welcome to Grainhaus, Sam!

Before you can publish your first preset pack ("Litoral Film - 12 Lightroom presets"), please confirm that this is your email address:

${GH_VERIFY}

Once verified you'll be able to set prices, connect a payout account and go live. Sellers keep 80% of every sale.

The link expires in 72 hours.

Grainhaus ApS, Jægersborggade 14, 2200 Copenhagen N, Denmark
`,
    html: grainhaus(`<p style="margin:0 0 14px 0;font-size:20px;">Welcome, Sam!</p>
<p style="margin:0 0 20px 0;">Before you can publish your first preset pack (<em>Litoral Film &ndash; 12 Lightroom presets</em>), please confirm that this is your email address.</p>
<p style="margin:0 0 22px 0;"><a href="${GH_VERIFY}" style="background:#3d2b1f;color:#f7f4ef;padding:13px 26px;text-decoration:none;font-size:14px;letter-spacing:1px;display:inline-block;">VERIFY EMAIL</a></p>
<p style="margin:0 0 10px 0;font-size:13px;color:#7d6b5d;">Once verified you'll be able to set prices, connect a payout account and go live. Sellers keep 80% of every sale.</p>
<p style="margin:0;font-size:13px;color:#7d6b5d;">The link expires in 72 hours.</p>`),
    enc: "qp",
  },
  {
    family: "grainhaus",
    group: "consumer",
    lang: "en",
    kind: "new-sale",
    code: null,
    link: null,
    from: "Grainhaus <sellers@grainhaus.co>",
    subject: "Ka-ching! Someone bought Litoral Film",
    date: d("2026-10-02 03:11:47", "+0000"),
    text: `You made a sale on Grainhaus.

Product: Litoral Film - 12 Lightroom presets
Buyer country: Australia
Price: US$ 24.00
Your share (80%): US$ 19.20
Order: GH-7731904

Lifetime sales of this pack: 9

View your dashboard: https://grainhaus.co/seller/dashboard
`,
    html: grainhaus(`<p style="margin:0 0 14px 0;font-size:20px;">Ka-ching! &#128248;</p>
<p style="margin:0 0 16px 0;">Someone in Australia just bought <strong>Litoral Film &ndash; 12 Lightroom presets</strong>.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee3d6;">
<tr><td>Price</td><td align="right">US$ 24.00</td></tr>
<tr><td>Your share (80%)</td><td align="right"><strong>US$ 19.20</strong></td></tr>
<tr><td>Order</td><td align="right">GH-7731904</td></tr>
<tr><td>Lifetime sales of this pack</td><td align="right">9</td></tr>
</table>
<p style="margin:18px 0 0 0;"><a href="https://grainhaus.co/seller/dashboard" style="color:#c46a2b;">View your dashboard</a></p>`),
    enc: "7bit",
  },
  {
    family: "grainhaus",
    group: "consumer",
    lang: "en",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Grainhaus Payouts <payouts@grainhaus.co>",
    subject: "Your October payout of US$ 153.60 is on its way",
    date: d("2026-11-03 09:00:12", "+0000"),
    text: `Hi Sam,

We've sent your payout for October 2026.

Sales: 8
Gross: US$ 192.00
Your share: US$ 153.60
Sent to: Wise account ending 0932
Payout ID: po_3Nq81ZkT
Expected arrival: 1-3 business days

A statement for your records is available in Seller settings > Payouts.

Grainhaus ApS
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Banco Guapuruvu (bank, BR)

function guapuruvu(title: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="font-family:Arial,Helvetica,sans-serif;">
<tr><td bgcolor="#0b6e4f" style="padding:20px 28px;"><img src="https://cdn.bancoguapuruvu.com.br/email/logo-guapuruvu-branco.png" alt="Banco Guapuruvu" width="150" style="display:block;"></td></tr>
<tr><td style="padding:28px 28px 8px 28px;font-size:22px;color:#0b6e4f;font-weight:bold;">${title}</td></tr>
<tr><td style="padding:8px 28px 28px 28px;font-size:15px;line-height:23px;color:#333;">${body}</td></tr>
<tr><td bgcolor="#f2f7f5" style="padding:18px 28px;font-size:11px;line-height:16px;color:#667;">
O Banco Guapuruvu nunca pede senhas, códigos ou dados do cartão por e-mail, SMS ou telefone.<br>
Central de atendimento: 4004 3321 (capitais) &middot; 0800 722 3321 (demais localidades) &middot; SAC 0800 722 3300 &middot; Ouvidoria 0800 722 3399<br>
Banco Guapuruvu S.A. &middot; CNPJ 29.551.078/0001-80 &middot; Av. Beira-Mar Norte, 2100 &middot; Florianópolis/SC
</td></tr></table></td></tr></table></body></html>`;
}

const guapuruvu_mails: Mail[] = [
  {
    family: "banco-guapuruvu",
    group: "regional",
    lang: "pt",
    kind: "transaction-code",
    code: "906215",
    link: null,
    from: "Banco Guapuruvu <seguranca@bancoguapuruvu.com.br>",
    subject: "Código de segurança para autorizar seu Pix",
    date: d("2026-09-21 17:38:02"),
    text: `Banco Guapuruvu

Use o código 906215 para autorizar o Pix de R$ 4.800,00 para Rentaluz Equipos SRL (chave aleatória ...a91f).

O código vale por 3 minutos. Se você não reconhece esta operação, não informe o código a ninguém e ligue para 4004 3321.

O Banco Guapuruvu nunca pede senhas ou códigos por telefone.
`,
    html: guapuruvu(
      "Autorize seu Pix",
      `<p style="margin:0 0 16px 0;">Use o código abaixo para autorizar o Pix de <b>R$ 4.800,00</b> para <b>Rentaluz Equipos SRL</b> (chave aleatória &hellip;a91f).</p>
<p style="margin:0 0 16px 0;text-align:center;"><span style="display:inline-block;background:#e8f3ef;color:#0b6e4f;font-size:34px;font-weight:bold;letter-spacing:8px;padding:14px 24px;border-radius:6px;">906215</span></p>
<p style="margin:0;font-size:13px;color:#666;">O código vale por 3 minutos. Se você não reconhece esta operação, não informe o código a ninguém e ligue para 4004 3321.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "banco-guapuruvu",
    group: "regional",
    lang: "pt",
    kind: "new-device",
    code: null,
    link: null,
    from: "Banco Guapuruvu <seguranca@bancoguapuruvu.com.br>",
    subject: "Novo dispositivo habilitado na sua conta",
    date: d("2026-10-06 08:04:51"),
    text: `Olá, Sam.

Um novo dispositivo foi habilitado para acessar sua conta pelo app Guapuruvu:

Aparelho: iPhone 15 Pro
Data: 06/10/2026 às 08:03
Agência/conta: 0001 / •••• 82-3

Se foi você, está tudo certo. Se não foi, bloqueie o acesso agora pelo 0800 722 3321 (24h).

Banco Guapuruvu
`,
    html: guapuruvu(
      "Novo dispositivo habilitado",
      `<p style="margin:0 0 14px 0;">Olá, Sam. Um novo dispositivo foi habilitado para acessar sua conta pelo app Guapuruvu:</p>
<table cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#667;">Aparelho</td><td><b>iPhone 15 Pro</b></td></tr>
<tr><td style="color:#667;">Data</td><td>06/10/2026 às 08:03</td></tr>
<tr><td style="color:#667;">Agência/conta</td><td>0001 / &bull;&bull;&bull;&bull; 82-3</td></tr>
</table>
<p style="margin:16px 0 0 0;">Se foi você, está tudo certo. Se não foi, bloqueie o acesso agora pelo <b>0800 722 3321</b> (24h).</p>`,
    ),
    enc: "qp",
  },
  {
    family: "banco-guapuruvu",
    group: "regional",
    lang: "pt",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Guapuruvu <extrato@bancoguapuruvu.com.br>",
    subject: "Seu extrato de outubro/2026 já está disponível",
    date: d("2026-11-02 06:30:00"),
    text: `Olá, Sam.

O extrato da sua conta PJ referente a outubro/2026 já está disponível no app e no internet banking.

Saldo em 31/10/2026: R$ 18.402,77
Entradas no mês: R$ 27.950,00
Saídas no mês: R$ 15.118,43

Para ver os lançamentos, acesse o app > Conta > Extratos.

Banco Guapuruvu
`,
    html: guapuruvu(
      "Extrato de outubro/2026",
      `<p style="margin:0 0 14px 0;">Olá, Sam. O extrato da sua conta PJ referente a outubro/2026 já está disponível no app e no internet banking.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #dfe9e5;">
<tr><td>Saldo em 31/10/2026</td><td align="right"><b>R$ 18.402,77</b></td></tr>
<tr bgcolor="#f2f7f5"><td>Entradas no mês</td><td align="right" style="color:#0b6e4f;">R$ 27.950,00</td></tr>
<tr><td>Saídas no mês</td><td align="right" style="color:#b3261e;">R$ 15.118,43</td></tr>
</table>
<p style="margin:16px 0 0 0;">Para ver os lançamentos, acesse o app &rsaquo; Conta &rsaquo; Extratos.</p>
<p style="margin:16px 0 0 0;"><a href="https://apps.apple.com/br/app/banco-guapuruvu/id1577203154"><img src="https://cdn.bancoguapuruvu.com.br/email/badge-app-store.png" alt="App Store" height="34"></a> <a href="https://play.google.com/store/apps/details?id=br.com.guapuruvu.mobile"><img src="https://cdn.bancoguapuruvu.com.br/email/badge-google-play.png" alt="Google Play" height="34"></a></p>`,
    ),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Banco Ombú (bank, AR)

const ombu_mails: Mail[] = [
  {
    family: "banco-ombu",
    group: "regional",
    lang: "es",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Banco Ombú <avisos@bancoombu.com.ar>",
    subject: "Recibiste una transferencia",
    date: d("2026-09-30 12:17:26"),
    text: `Hola SAM READER,

Recibiste una transferencia en tu Caja de Ahorro en pesos.

Monto: $ 650.000,00
Origen: GOMEZ VALENTINA (CUIT 27-38441209-5)
Concepto: Honorarios - boda 14/11 (seña)
Cuenta destino: CA $ 0271-•••••••08/4
Fecha y hora: 30/09/2026 12:16
Número de operación: 884120933

Este es un mensaje automático, por favor no lo respondas.
Banco Ombú S.A. - Florida 402, CABA - 0810-555-6628
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#eceff1;font-family:Arial,sans-serif;"><tr><td align="center" style="padding:18px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#5c2d91;padding:16px 24px;color:#fff;font-size:18px;font-weight:bold;">Banco Ombú</td></tr>
<tr><td style="padding:24px;font-size:14px;color:#333;line-height:20px;">
<p style="margin:0 0 12px 0;">Hola SAM READER,</p>
<p style="margin:0 0 16px 0;">Recibiste una transferencia en tu Caja de Ahorro en pesos.</p>
<p style="margin:0 0 16px 0;font-size:28px;color:#5c2d91;"><b>$ 650.000,00</b></p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">Origen</td><td>GOMEZ VALENTINA (CUIT 27-38441209-5)</td></tr>
<tr><td style="color:#888;">Concepto</td><td>Honorarios - boda 14/11 (seña)</td></tr>
<tr><td style="color:#888;">Cuenta destino</td><td>CA $ 0271-&bull;&bull;&bull;&bull;&bull;&bull;&bull;08/4</td></tr>
<tr><td style="color:#888;">Fecha y hora</td><td>30/09/2026 12:16</td></tr>
<tr><td style="color:#888;">N.º de operación</td><td>884120933</td></tr>
</table></td></tr>
<tr><td style="padding:14px 24px;background:#f6f4f9;font-size:10px;color:#888;">Este es un mensaje automático, por favor no lo respondas. Banco Ombú S.A. &middot; Florida 402, CABA &middot; 0810-555-6628 &middot; <a href="https://www.bancoombu.com.ar/seguridad" style="color:#5c2d91;">Consejos de seguridad</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "banco-ombu",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "28417350",
    link: null,
    from: "Banco Ombú <seguridad@bancoombu.com.ar>",
    subject: "Tu clave de ingreso a Ombú Online",
    date: d("2026-10-16 07:49:10"),
    text: `Banco Ombú

Tu clave de un solo uso para ingresar a Ombú Online es: 2841 7350

Vence en 5 minutos. No la compartas con nadie: ningún empleado del banco te la va a pedir.

Si no intentaste ingresar, llamanos al 0810-555-6628.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pitaia (Pix wallet, BR)

const PT_CONFIRM = "https://pitaia.app/confirmar-email?c=7d1f0a92b4e6&u=5512088";

const pitaia_mails: Mail[] = [
  {
    family: "pitaia-pay",
    group: "regional",
    lang: "pt",
    kind: "verify-email",
    code: "4821",
    link: PT_CONFIRM,
    from: "Pitaia <oi@pitaia.app>",
    subject: "Confirme seu e-mail na Pitaia",
    date: d("2026-09-17 10:02:18"),
    text: `Oi, Sam! 💗

Falta pouco para ativar sua conta Pitaia. Confirme seu e-mail de um destes jeitos:

1) Toque no link: ${PT_CONFIRM}
2) Ou digite no app o código: 4821

O código e o link valem por 30 minutos.

Pitaia Instituição de Pagamento Ltda. - CNPJ 41.093.552/0001-16
Dúvidas? ajuda@pitaia.app
`,
    html: `<html><body style="margin:0;background:#fff0f6;font-family:'Trebuchet MS',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:18px;">
<tr><td align="center" style="padding:30px 30px 0 30px;"><img src="https://pitaia.app/mail/pitaia-logo.png" width="64" height="64" alt="Pitaia"></td></tr>
<tr><td align="center" style="padding:14px 30px 0 30px;font-size:22px;color:#c2185b;font-weight:bold;">Falta pouco, Sam!</td></tr>
<tr><td align="center" style="padding:12px 30px 0 30px;font-size:15px;color:#444;line-height:22px;">Confirme seu e-mail para ativar sua conta Pitaia.</td></tr>
<tr><td align="center" style="padding:22px 30px;"><a href="${PT_CONFIRM}" style="background:#e91e63;color:#fff;border-radius:24px;padding:13px 34px;text-decoration:none;font-weight:bold;font-size:15px;display:inline-block;">Confirmar e-mail</a></td></tr>
<tr><td align="center" style="padding:0 30px;font-size:13px;color:#777;">ou digite no app o código</td></tr>
<tr><td align="center" style="padding:8px 30px 24px 30px;font-size:30px;letter-spacing:12px;color:#c2185b;font-weight:bold;">4821</td></tr>
<tr><td align="center" style="padding:0 30px 28px 30px;font-size:12px;color:#999;">O código e o link valem por 30 minutos.</td></tr>
</table>
<p style="font-size:10px;color:#b58;">Pitaia Instituição de Pagamento Ltda. &middot; CNPJ 41.093.552/0001-16 &middot; <a href="mailto:ajuda@pitaia.app" style="color:#b58;">ajuda@pitaia.app</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "pitaia-pay",
    group: "regional",
    lang: "pt",
    kind: "pix-received",
    code: null,
    link: null,
    from: "Pitaia <naoresponda@pitaia.app>",
    subject: "Você recebeu um Pix de R$ 1.200,00",
    date: d("2026-10-09 19:41:03"),
    text: `Pix recebido!

Valor: R$ 1.200,00
De: Juliana Prado Mendes (CPF ***.481.226-**)
Instituição: Banco Guapuruvu
Mensagem: "2ª parcela ensaio + álbum"
Data: 09/10/2026 às 19:40
ID da transação: E29551078202610092240s0Kf8aQ1

O valor já está disponível no seu saldo Pitaia.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- PagoCeibo (wallet, AR)

const pagoceibo_mails: Mail[] = [
  {
    family: "pagoceibo",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "381704",
    link: null,
    from: "PagoCeibo <seguridad@pagoceibo.com.ar>",
    subject: "381704 es tu código de verificación",
    date: d("2026-09-23 20:14:58"),
    text: `Hola Sam,

Ingresá este código para iniciar sesión en PagoCeibo desde un navegador nuevo:

3 8 1 7 0 4

Vence en 10 minutos. Nunca lo compartas: en PagoCeibo no te lo vamos a pedir por WhatsApp ni por teléfono.

¿No fuiste vos? Cambiá tu contraseña desde la app.

PagoCeibo S.A.U. - Proveedor de Servicios de Pago
`,
    html: `<html><body style="margin:0;background:#f5f7f6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td style="padding:24px 28px 8px 28px;"><img src="https://static.pagoceibo.com.ar/mails/ceibo-flor.png" alt="PagoCeibo" width="120"></td></tr>
<tr><td style="padding:8px 28px;font-size:15px;color:#2b2b2b;line-height:22px;">Hola Sam,<br>Ingresá este código para iniciar sesión en PagoCeibo desde un navegador nuevo:</td></tr>
<tr><td align="center" style="padding:18px 28px;">
<table cellpadding="0" cellspacing="6"><tr>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">3</td>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">8</td>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">1</td>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">7</td>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">0</td>
<td style="background:#fdecea;color:#c62828;font-size:28px;font-weight:bold;width:40px;height:52px;text-align:center;border-radius:6px;">4</td>
</tr></table></td></tr>
<tr><td style="padding:0 28px 24px 28px;font-size:13px;color:#777;line-height:19px;">Vence en 10 minutos. Nunca lo compartas: en PagoCeibo no te lo vamos a pedir por WhatsApp ni por teléfono.<br>¿No fuiste vos? Cambiá tu contraseña desde la app.</td></tr>
<tr><td style="padding:14px 28px;border-top:1px solid #eee;font-size:10px;color:#aaa;">PagoCeibo S.A.U. &middot; Proveedor de Servicios de Pago &middot; <a href="https://www.pagoceibo.com.ar/ayuda" style="color:#aaa;">Ayuda</a> &middot; <a href="https://www.pagoceibo.com.ar/legales" style="color:#aaa;">Legales</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "pagoceibo",
    group: "regional",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "PagoCeibo <notificaciones@pagoceibo.com.ar>",
    subject: "¡Recibiste $ 180.000 de Lucía Ferreyra!",
    date: d("2026-10-21 16:55:20"),
    text: `¡Recibiste dinero!

Lucía Ferreyra te pagó $ 180.000 con tu link de cobro "Sesión de fotos familia - Palermo".

Comisión PagoCeibo: $ 7.938
Neto acreditado: $ 172.062
Disponible: al instante
Operación #71420098815

Mirá el detalle en la app.
`,
    html:
      `<div style="font-family:'Helvetica Neue',Arial,sans-serif;max-width:500px;margin:0 auto;background:#fff;color:#2b2b2b;">
<img src="https://static.pagoceibo.com.ar/mails/ceibo-flor.png" alt="PagoCeibo" width="110" style="margin:20px 0;">
<h2 style="margin:0 0 10px 0;">¡Recibiste dinero!</h2>
<p>Lucía Ferreyra te pagó <b>$ 180.000</b> con tu link de cobro <i>Sesión de fotos familia - Palermo</i>.</p>
<table width="100%" style="font-size:14px;border-collapse:collapse;">
<tr><td style="padding:6px 0;border-bottom:1px solid #eee;">Comisión PagoCeibo</td><td align="right" style="border-bottom:1px solid #eee;">- $ 7.938</td></tr>
<tr><td style="padding:6px 0;border-bottom:1px solid #eee;"><b>Neto acreditado</b></td><td align="right" style="border-bottom:1px solid #eee;"><b>$ 172.062</b></td></tr>
<tr><td style="padding:6px 0;">Operación</td><td align="right">#71420098815</td></tr>
</table>
<p><a href="https://www.pagoceibo.com.ar/actividad/71420098815" style="color:#c62828;">Ver detalle</a></p>
</div>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- NotaLeve (invoicing service, BR)

const NL_VERIFY = "https://app.notaleve.com.br/confirmar/alteracao-email?t=Zm9vYmFyMTIz-8821&origem=email";

const notaleve_mails: Mail[] = [
  {
    family: "notaleve",
    group: "regional",
    lang: "pt",
    kind: "invoice-issued",
    code: null,
    link: null,
    from: "NotaLeve <notas@notaleve.com.br>",
    subject: "NFS-e nº 318 emitida para Marina Albuquerque Reis",
    date: d("2026-09-24 09:12:40"),
    text: `Olá, Sam,

A nota fiscal de serviço abaixo foi emitida com sucesso e enviada ao tomador.

Número: 318
Série: NFS-e
Tomador: Marina Albuquerque Reis - CPF ***.102.883-**
Serviço: 13.03 - Fotografia e cinematografia
Valor: R$ 9.800,00
ISS retido: não
Código de verificação da prefeitura: 7KQM-2WXA

O PDF (DANFSE) e o XML estão anexados. Eles também ficam guardados por 5 anos no seu painel.

NotaLeve - emissão de notas para MEI e pequenas empresas
https://app.notaleve.com.br
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f4f6fb;margin:0;padding:24px 0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dfe3ee;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #dfe3ee;"><img src="https://app.notaleve.com.br/img/notaleve-email.png" alt="NotaLeve" width="120"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:21px;">
<p style="margin:0 0 12px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;">A nota fiscal de serviço abaixo foi emitida com sucesso e enviada ao tomador.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px solid #eef0f5;">
<tr><td width="45%" style="color:#777;">Número</td><td><b>318</b></td></tr>
<tr><td style="color:#777;">Tomador</td><td>Marina Albuquerque Reis &ndash; CPF ***.102.883-**</td></tr>
<tr><td style="color:#777;">Serviço</td><td>13.03 &ndash; Fotografia e cinematografia</td></tr>
<tr><td style="color:#777;">Valor</td><td><b>R$ 9.800,00</b></td></tr>
<tr><td style="color:#777;">ISS retido</td><td>não</td></tr>
<tr><td style="color:#777;">Código de verificação da prefeitura</td><td>7KQM-2WXA</td></tr>
</table>
<p style="margin:14px 0 0 0;">O PDF (DANFSE) está anexado e fica guardado por 5 anos no seu <a href="https://app.notaleve.com.br/notas/318" style="color:#3451b2;">painel</a>.</p>
</td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "DANFSE_318_Marina_Albuquerque_Reis.pdf",
      "application/pdf",
      "%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    ],
  },
  {
    family: "notaleve",
    group: "regional",
    lang: "pt",
    kind: "email-change-link",
    code: null,
    link: NL_VERIFY,
    from: "NotaLeve <conta@notaleve.com.br>",
    subject: "Confirme o novo e-mail da sua conta",
    date: d("2026-10-13 15:33:05"),
    text: `Olá, Sam,

Recebemos um pedido para trocar o e-mail de acesso e de envio de notas da sua conta NotaLeve para sam.reader@inbox.example.

Para concluir a troca, confirme pelo link:
${NL_VERIFY}

Enquanto você não confirmar, continuamos usando o e-mail antigo. O link expira em 24 horas.

Não pediu essa alteração? Responda este e-mail ou fale com o suporte pelo WhatsApp (48) 3024-7781.

NotaLeve
`,
    html: `<html><body style="font-family:Arial,sans-serif;background:#f4f6fb;margin:0;padding:24px 0;">
<table width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #dfe3ee;">
<tr><td style="padding:18px 24px;border-bottom:1px solid #dfe3ee;"><img src="https://app.notaleve.com.br/img/notaleve-email.png" alt="NotaLeve" width="120"></td></tr>
<tr><td style="padding:22px 24px;font-size:14px;color:#333;line-height:21px;">
<p style="margin:0 0 12px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;">Recebemos um pedido para trocar o e-mail de acesso e de envio de notas da sua conta NotaLeve para <b>sam.reader@inbox.example</b>.</p>
<p style="margin:20px 0;"><a href="${NL_VERIFY}" style="background:#3451b2;color:#fff;padding:11px 22px;text-decoration:none;border-radius:4px;">Confirmar novo e-mail</a></p>
<p style="margin:0 0 10px 0;font-size:13px;color:#666;">Enquanto você não confirmar, continuamos usando o e-mail antigo. O link expira em 24 horas.</p>
<p style="margin:0;font-size:13px;color:#666;">Não pediu essa alteração? Fale com o suporte pelo WhatsApp (48) 3024-7781.</p>
</td></tr></table></body></html>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- NFS-e São Tibúrcio (municipal e-invoice portal, BR)

const nfse_mails: Mail[] = [
  {
    family: "nfse-sao-tiburcio",
    group: "regional",
    lang: "pt",
    kind: "access-code",
    code: "K7P2M9",
    link: null,
    from: "NFS-e Sao Tiburcio <nao-responda@nfse.saotiburcio.sc.gov.br>",
    subject: "[NFS-e] Código de acesso ao sistema",
    date: d("2026-10-01 08:47:13"),
    text: `PREFEITURA MUNICIPAL DE SÃO TIBÚRCIO
Secretaria da Fazenda - Sistema de Nota Fiscal de Serviços Eletrônica

Prezado(a) contribuinte,

Foi solicitado o acesso ao sistema NFS-e com o CNPJ 47.882.310/0001-29 (SAM READER FOTOGRAFIA).

CÓDIGO DE ACESSO: K7P2M9

Informe o código na tela de autenticação. Validade: 15 minutos.

Caso não tenha solicitado o acesso, desconsidere esta mensagem.

Atendimento ao contribuinte: (49) 3551-2200, ramal 214 - seg a sex, 8h às 12h e 13h30 às 17h
Esta é uma mensagem automática. Não responda.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "nfse-sao-tiburcio",
    group: "regional",
    lang: "pt",
    kind: "nfse-issued",
    code: null,
    link: null,
    from: "NFS-e Sao Tiburcio <nao-responda@nfse.saotiburcio.sc.gov.br>",
    subject: "[NFS-e] Nota Fiscal de Serviços Eletrônica Nº 00000319",
    date: d("2026-10-01 08:59:40"),
    text: "",
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>
<table border="1" cellpadding="4" cellspacing="0" width="640" style="border-collapse:collapse;font-family:Arial;font-size:12px;">
<tr><td colspan="2" align="center" style="font-size:14px;"><b>PREFEITURA MUNICIPAL DE SÃO TIBÚRCIO</b><br>Secretaria da Fazenda<br>NOTA FISCAL DE SERVIÇOS ELETRÔNICA - NFS-e</td></tr>
<tr><td width="50%">Número da Nota: <b>00000319</b></td><td>Data e Hora de Emissão: 01/10/2026 08:59:21</td></tr>
<tr><td>Código de Verificação: <b>B3D9-44F1</b></td><td>Competência: 10/2026</td></tr>
<tr><td colspan="2"><b>PRESTADOR:</b> SAM READER FOTOGRAFIA - CNPJ 47.882.310/0001-29 - Inscrição Municipal 18.440</td></tr>
<tr><td colspan="2"><b>TOMADOR:</b> ATELIÊ FLOR DE SAL EVENTOS LTDA - CNPJ 22.715.004/0001-61</td></tr>
<tr><td colspan="2"><b>DISCRIMINAÇÃO DOS SERVIÇOS:</b> Cobertura fotográfica de evento corporativo em 26/09/2026, 6 horas, entrega de 300 fotos editadas.</td></tr>
<tr><td>Valor dos Serviços: R$ 4.500,00</td><td>Alíquota ISS: 2,00% - Valor ISS: R$ 90,00</td></tr>
</table>
<p style="font-family:Arial;font-size:11px;">A autenticidade desta NFS-e pode ser verificada em https://nfse.saotiburcio.sc.gov.br/consulta informando o código de verificação.<br>Mensagem automática - não responda.</p>
</body></html>`,
    html_enc: "qp",
  },
];

// ---------------------------------------------------------------- Rentas Tandilia (provincial tax portal, AR)

const RT_RESET = "https://clave.rentastandilia.gob.ar/ciudadano/blanqueo/confirmar?sol=BQ-2026-558102&k=c0f7e1a2d9";

const tandilia_mails: Mail[] = [
  {
    family: "rentas-tandilia",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: RT_RESET,
    from: "Rentas Tandilia - Clave Fiscal <noreply@rentastandilia.gob.ar>",
    subject: "Solicitud de blanqueo de Clave Fiscal Provincial",
    date: d("2026-10-05 10:22:37"),
    text: `DIRECCIÓN PROVINCIAL DE RENTAS - PROVINCIA DE TANDILIA

Solicitud de blanqueo de Clave Fiscal Provincial
N.º de solicitud: BQ-2026-558102
CUIT: 20-95887214-3

Para generar una nueva clave, ingrese al siguiente enlace dentro de las próximas 24 horas:

${RT_RESET}

Si usted no realizó esta solicitud, ignore este mensaje; su clave actual sigue vigente.

Mesa de ayuda: 0800-222-8263 - lunes a viernes de 8 a 16 h
Este correo fue generado automáticamente. No lo responda.
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#222;">
<table width="620" cellpadding="0" cellspacing="0" style="border:1px solid #9fb3c8;">
<tr><td style="background:#1d3557;padding:12px 16px;"><img src="https://www.rentastandilia.gob.ar/img/escudo-rentas-blanco.png" alt="Dirección Provincial de Rentas - Provincia de Tandilia" height="46"></td></tr>
<tr><td style="padding:18px 16px;">
<p style="margin:0 0 10px 0;font-size:15px;"><b>Solicitud de blanqueo de Clave Fiscal Provincial</b></p>
<p style="margin:0 0 4px 0;">N.º de solicitud: BQ-2026-558102</p>
<p style="margin:0 0 14px 0;">CUIT: 20-95887214-3</p>
<p style="margin:0 0 14px 0;">Para generar una nueva clave, ingrese al siguiente enlace dentro de las próximas 24 horas:</p>
<p style="margin:0 0 14px 0;"><a href="${RT_RESET}">${RT_RESET}</a></p>
<p style="margin:0 0 14px 0;">Si usted no realizó esta solicitud, ignore este mensaje; su clave actual sigue vigente.</p>
</td></tr>
<tr><td style="background:#eef2f6;padding:10px 16px;font-size:11px;color:#555;">Mesa de ayuda: 0800-222-8263 &ndash; lunes a viernes de 8 a 16 h. Este correo fue generado automáticamente. No lo responda.</td></tr>
</table></body></html>`,
    enc: "qp",
  },
  {
    family: "rentas-tandilia",
    group: "regional",
    lang: "es",
    kind: "payment-due",
    code: null,
    link: null,
    from: "Rentas Tandilia <avisos@rentastandilia.gob.ar>",
    subject: "Recordatorio de vencimiento - Ingresos Brutos 10/2026",
    date: d("2026-11-10 08:00:00"),
    text: `DIRECCIÓN PROVINCIAL DE RENTAS - PROVINCIA DE TANDILIA

Contribuyente: READER SAM
CUIT: 20-95887214-3
Impuesto: Ingresos Brutos - Régimen Simplificado, categoría C
Período: 10/2026
Importe: $ 48.300,00
Vencimiento: 18/11/2026

Puede abonar con VEP desde su home banking, en Pago Fácil / Rapipago presentando el código de barras de la boleta, o con débito automático.

Consulte su estado de cuenta en https://www.rentastandilia.gob.ar/mis-tramites

Este correo fue generado automáticamente. No lo responda.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- PactoAssina (e-signature, BR)

function pacto(body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#f0f1f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.08);">
<tr><td style="padding:22px 30px;border-bottom:1px solid #e6e8ef;"><img src="https://cdn.pactoassina.com.br/email/pacto-logo.png" alt="PactoAssina" width="128"></td></tr>
<tr><td style="padding:26px 30px;font-family:Inter,'Segoe UI',Arial,sans-serif;font-size:14px;line-height:22px;color:#30323d;">${body}</td></tr>
<tr><td style="padding:16px 30px;background:#fafbfc;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8b8e99;">
Assinaturas eletrônicas com validade jurídica (MP 2.200-2/2001 e Lei 14.063/2020).<br>
PactoAssina Tecnologia S.A. &middot; Rua dos Andradas, 1001, 9º andar &middot; Porto Alegre/RS &middot; <a href="https://pactoassina.com.br/seguranca" style="color:#8b8e99;">Segurança</a> &middot; <a href="https://pactoassina.com.br/privacidade" style="color:#8b8e99;">Privacidade</a>
</td></tr></table></td></tr></table></body></html>`;
}

const pacto_mails: Mail[] = [
  {
    family: "pactoassina",
    group: "regional",
    lang: "pt",
    kind: "signing-code",
    code: "615048",
    link: null,
    from: "PactoAssina <token@pactoassina.com.br>",
    subject: 'Token para assinar "Contrato de prestação de serviços fotográficos - Ferreira & Lopes"',
    date: d("2026-09-26 14:06:22"),
    text: `Olá, Sam Reader,

Seu token para concluir a assinatura do documento "Contrato de prestação de serviços fotográficos - Ferreira & Lopes" é:

615048

Digite o token na página de assinatura que está aberta no seu navegador. Ele expira em 10 minutos.

Por segurança, nunca compartilhe este token.

PactoAssina
`,
    html: pacto(`<p style="margin:0 0 12px 0;">Olá, Sam Reader,</p>
<p style="margin:0 0 18px 0;">Seu token para concluir a assinatura do documento <b>Contrato de prestação de serviços fotográficos &ndash; Ferreira &amp; Lopes</b> é:</p>
<p style="margin:0 0 18px 0;text-align:center;font-family:'Courier New',monospace;font-size:32px;letter-spacing:6px;font-weight:bold;color:#4338ca;">615048</p>
<p style="margin:0 0 10px 0;">Digite o token na página de assinatura que está aberta no seu navegador. Ele expira em 10 minutos.</p>
<p style="margin:0;font-size:12px;color:#8b8e99;">Por segurança, nunca compartilhe este token.</p>`),
    enc: "qp",
  },
  {
    family: "pactoassina",
    group: "regional",
    lang: "pt",
    kind: "document-completed",
    code: null,
    link: null,
    from: "PactoAssina <notificacoes@pactoassina.com.br>",
    subject: "Documento finalizado: Contrato de prestação de serviços fotográficos - Ferreira & Lopes",
    date: d("2026-09-27 09:48:15"),
    text: `Todas as partes assinaram o documento.

Documento: Contrato de prestação de serviços fotográficos - Ferreira & Lopes
ID: 7f2c-99a1-40be-b6d3
Signatários:
- Sam Reader (contratado) - assinou em 26/09/2026 14:07
- Renata Ferreira (contratante) - assinou em 27/09/2026 09:41
- Diego Lopes (contratante) - assinou em 27/09/2026 09:47

Baixe o documento assinado e o relatório de assinaturas:
https://app.pactoassina.com.br/documentos/7f2c-99a1-40be-b6d3/download

PactoAssina
`,
    html: pacto(`<p style="margin:0 0 14px 0;font-size:18px;font-weight:600;">&#10003; Todas as partes assinaram</p>
<p style="margin:0 0 14px 0;"><b>Contrato de prestação de serviços fotográficos &ndash; Ferreira &amp; Lopes</b><br><span style="font-size:12px;color:#8b8e99;">ID 7f2c-99a1-40be-b6d3</span></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e6e8ef;">
<tr><td>Sam Reader (contratado)</td><td align="right">26/09/2026 14:07</td></tr>
<tr><td>Renata Ferreira (contratante)</td><td align="right">27/09/2026 09:41</td></tr>
<tr><td>Diego Lopes (contratante)</td><td align="right">27/09/2026 09:47</td></tr>
</table>
<p style="margin:18px 0 0 0;"><a href="https://app.pactoassina.com.br/documentos/7f2c-99a1-40be-b6d3/download" style="color:#4338ca;font-weight:600;">Baixar documento assinado</a></p>`),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Bookframe (booking & calendar app, EN)

const BF_EMAIL = "https://bookframe.app/account/email/confirm?token=bf_ec_4Tq0W8mZxY2sK9Lh";

function bookframe(body: string): string {
  return `<html><body style="margin:0;padding:0;background:#ffffff;">
<div style="max-width:520px;margin:0 auto;padding:32px 20px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.55;color:#1f2937;">
<p style="margin:0 0 28px 0;"><img src="https://bookframe.app/static/email/bookframe-32.png" width="32" height="32" alt="" style="vertical-align:middle;"> <b style="vertical-align:middle;">Bookframe</b></p>
${body}
<hr style="border:0;border-top:1px solid #e5e7eb;margin:32px 0 16px 0;">
<p style="font-size:12px;color:#9ca3af;margin:0;">Bookframe &middot; scheduling for photographers &middot; 548 Market St PMB 90211, San Francisco, CA 94104<br>
<a href="https://bookframe.app/settings/notifications" style="color:#9ca3af;">Notification settings</a> &middot; <a href="https://bookframe.app/legal/privacy" style="color:#9ca3af;">Privacy</a></p>
</div></body></html>`;
}

const bookframe_mails: Mail[] = [
  {
    family: "bookframe",
    group: "consumer",
    lang: "en",
    kind: "new-booking",
    code: null,
    link: null,
    from: "Bookframe <bookings@bookframe.app>",
    subject: "New booking: Family mini session - Sat Oct 17, 9:00 AM",
    date: d("2026-10-04 22:31:09", "+0000"),
    text: `New booking

Family mini session (45 min)
Sat, Oct 17, 2026, 9:00 - 9:45 AM (America/Sao_Paulo)
Location: Praia da Joaquina, north end parking lot

Client: Paula Siqueira - paula.siqueira@correo.example - +55 48 99812-3340
Deposit paid: R$ 150.00 of R$ 450.00 (Stripe ch_3Pq...81)
Notes: "2 kids (4 and 7) plus our golden retriever!"

Added to your Google Calendar (studio@).
Reschedule or cancel: https://bookframe.app/bookings/bk_88Yw21
`,
    html: bookframe(`<h1 style="font-size:20px;margin:0 0 16px 0;">New booking</h1>
<div style="border:1px solid #e5e7eb;border-radius:8px;padding:16px;">
<p style="margin:0 0 6px 0;font-weight:600;">Family mini session (45 min)</p>
<p style="margin:0 0 6px 0;">Sat, Oct 17, 2026 &middot; 9:00&ndash;9:45 AM (America/Sao_Paulo)</p>
<p style="margin:0;color:#6b7280;">Praia da Joaquina, north end parking lot</p>
</div>
<p style="margin:16px 0 4px 0;"><b>Client:</b> Paula Siqueira &middot; paula.siqueira@correo.example &middot; +55 48 99812-3340</p>
<p style="margin:0 0 4px 0;"><b>Deposit paid:</b> R$ 150.00 of R$ 450.00</p>
<p style="margin:0 0 16px 0;"><b>Notes:</b> &ldquo;2 kids (4 and 7) plus our golden retriever!&rdquo;</p>
<p style="margin:0;color:#6b7280;">Added to your Google Calendar (studio@). <a href="https://bookframe.app/bookings/bk_88Yw21" style="color:#2563eb;">Reschedule or cancel</a></p>`),
    enc: "qp",
  },
  {
    family: "bookframe",
    group: "consumer",
    lang: "en",
    kind: "email-change-link",
    code: null,
    link: BF_EMAIL,
    from: "Bookframe <accounts@bookframe.app>",
    subject: "Confirm your new email address",
    date: d("2026-10-12 13:15:44", "+0000"),
    text: `Hi Sam,

You asked to change the email address on your Bookframe account to sam.reader@inbox.example.

Confirm the change: ${BF_EMAIL}

Until you confirm, booking notifications keep going to your old address. This link is valid for 24 hours.

If you didn't make this request, let us know at support@bookframe.app.
`,
    html: bookframe(`<p style="margin:0 0 16px 0;">Hi Sam,</p>
<p style="margin:0 0 20px 0;">You asked to change the email address on your Bookframe account to <b>sam.reader@inbox.example</b>.</p>
<p style="margin:0 0 20px 0;"><a href="${BF_EMAIL}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600;display:inline-block;">Confirm new email</a></p>
<p style="margin:0 0 8px 0;color:#6b7280;font-size:14px;">Until you confirm, booking notifications keep going to your old address. This link is valid for 24 hours.</p>
<p style="margin:0;color:#6b7280;font-size:14px;">If you didn't make this request, let us know at <a href="mailto:support@bookframe.app" style="color:#2563eb;">support@bookframe.app</a>.</p>`),
    enc: "7bit",
  },
  {
    family: "bookframe",
    group: "consumer",
    lang: "en",
    kind: "calendar-sync-failed",
    code: null,
    link: null,
    from: "Bookframe <alerts@bookframe.app>",
    subject: "We couldn't sync with your Google Calendar",
    date: d("2026-10-28 05:02:10", "+0000"),
    text:
      `Heads up: since Oct 27, 11:48 PM, Bookframe hasn't been able to read your Google Calendar (studio@). Google says the access was revoked.

While this lasts, clients may be able to book times when you're already busy.

Reconnect it from Settings > Calendars in Bookframe.

- Bookframe
`,
    html: null,
    enc: "7bit",
  },
];

// ---------------------------------------------------------------- Jandaia Linhas Aéreas (airline, BR)

const jandaia_mails: Mail[] = [
  {
    family: "jandaia-linhas-aereas",
    group: "regional",
    lang: "pt",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Jandaia Linhas Aéreas <reservas@voejandaia.com.br>",
    subject: "Sua viagem está confirmada! Localizador XJ4K9P",
    date: d("2026-10-02 18:40:02"),
    text: `Reserva confirmada

Localizador: XJ4K9P
Passageiro: SAM READER

IDA - qui, 12/11/2026
JD 2217  Florianópolis (FLN) 06:05 -> São Paulo/Guarulhos (GRU) 07:15
JD 8840  São Paulo/Guarulhos (GRU) 09:10 -> Buenos Aires/Aeroparque (AEP) 12:05

VOLTA - seg, 16/11/2026
JD 8841  Buenos Aires/Aeroparque (AEP) 13:00 -> São Paulo/Guarulhos (GRU) 15:55
JD 2230  São Paulo/Guarulhos (GRU) 17:40 -> Florianópolis (FLN) 18:50

Tarifa Plus: 1 bagagem de 23 kg + bagagem de mão de 10 kg
Total pago: R$ 2.318,44 em 3x no cartão final 4417

Para voos internacionais, apresente passaporte ou RG em bom estado. O check-in abre 48 horas antes.

Central de Relacionamento: 0300 115 2626
`,
    html: `<html><body style="margin:0;background:#eaf4fb;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td style="background:#0077b6;padding:18px 24px;"><img src="https://www.voejandaia.com.br/email/jandaia-logo-white.png" alt="Jandaia Linhas Aéreas" width="170"></td></tr>
<tr><td style="padding:24px;"><span style="font-size:22px;color:#0077b6;font-weight:bold;">Sua viagem está confirmada!</span><br>
<span style="font-size:13px;color:#555;">Localizador</span> <span style="font-size:22px;font-weight:bold;letter-spacing:2px;">XJ4K9P</span> &middot; <span style="font-size:13px;color:#555;">Passageiro: SAM READER</span></td></tr>
<tr><td style="padding:0 24px;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;border:1px solid #d6e6f2;">
<tr style="background:#f2f8fc;"><td colspan="3"><b>IDA &middot; qui, 12/11/2026</b></td></tr>
<tr><td>JD 2217</td><td>FLN 06:05 &rarr; GRU 07:15</td><td>Econômica</td></tr>
<tr><td>JD 8840</td><td>GRU 09:10 &rarr; AEP 12:05</td><td>Econômica</td></tr>
<tr style="background:#f2f8fc;"><td colspan="3"><b>VOLTA &middot; seg, 16/11/2026</b></td></tr>
<tr><td>JD 8841</td><td>AEP 13:00 &rarr; GRU 15:55</td><td>Econômica</td></tr>
<tr><td>JD 2230</td><td>GRU 17:40 &rarr; FLN 18:50</td><td>Econômica</td></tr>
</table></td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#333;line-height:20px;">Tarifa Plus: 1 bagagem de 23 kg + bagagem de mão de 10 kg<br>Total pago: <b>R$ 2.318,44</b> em 3x no cartão final 4417<br><br>
Para voos internacionais, apresente passaporte ou RG em bom estado. O check-in abre 48 horas antes.</td></tr>
<tr><td style="padding:16px 24px;">
<a href="https://www.voejandaia.com.br/minhas-viagens?pnr=XJ4K9P&amp;sobrenome=READER" style="background:#ffb703;color:#023047;padding:11px 20px;text-decoration:none;font-weight:bold;border-radius:3px;">Minhas viagens</a>
&nbsp; <a href="https://www.voejandaia.com.br/bagagem" style="color:#0077b6;font-size:13px;">Regras de bagagem</a></td></tr>
<tr><td style="padding:16px 24px;background:#023047;color:#9ec5dd;font-size:11px;">Central de Relacionamento 0300 115 2626 &middot; Jandaia Linhas Aéreas S.A. &middot; CNPJ 31.208.660/0001-44</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "jandaia-linhas-aereas",
    group: "regional",
    lang: "pt",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Jandaia Linhas Aéreas <checkin@voejandaia.com.br>",
    subject: "Check-in aberto: FLN → AEP, 12/11",
    date: d("2026-11-10 06:05:00"),
    text: `Olá, SAM!

O check-in do seu voo já está aberto.

Localizador: XJ4K9P
JD 2217 - Florianópolis (FLN) 06:05 -> São Paulo/Guarulhos (GRU) 07:15 - qui, 12/11/2026
Conexão: JD 8840 para Buenos Aires/Aeroparque (AEP)

Faça o check-in pelo app ou em https://www.voejandaia.com.br/checkin e leve seu cartão de embarque no celular.

Equipamento fotográfico: câmeras e lentes devem ir na bagagem de mão; baterias de lítio nunca na bagagem despachada.

Boa viagem!
Jandaia Linhas Aéreas
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Expreso Tehuelche (long-distance bus, AR)

const ET_ACTIVATE =
  "https://www.expresotehuelche.com.ar/cuenta/activar/3ac0b7f1e29d4c51?utm_medium=email&utm_source=registro";

const tehuelche_mails: Mail[] = [
  {
    family: "expreso-tehuelche",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: ET_ACTIVATE,
    from: "Expreso Tehuelche <web@expresotehuelche.com.ar>",
    subject: "Activá tu cuenta de Expreso Tehuelche",
    date: d("2026-10-22 23:10:47"),
    text: `¡Hola Sam!

Gracias por registrarte en Expreso Tehuelche. Para activar tu cuenta y guardar tus pasajes, hacé clic en el siguiente enlace:

${ET_ACTIVATE}

Con tu cuenta activa vas a poder elegir butaca, descargar tus pasajes y sumar kilómetros Tehuelche.

Si no creaste una cuenta, ignorá este correo.

Expreso Tehuelche S.A. - Terminal de Ómnibus de Retiro, boleterías 61 a 64, CABA - 0810-888-3443
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#e8e2d6;"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;">
<tr><td style="background:#7a1f1f;padding:16px 22px;"><img src="https://www.expresotehuelche.com.ar/img/mail/tehuelche-logo.png" alt="Expreso Tehuelche" width="180"></td></tr>
<tr><td style="padding:24px 22px;font-size:14px;color:#333;line-height:21px;">
<p style="margin:0 0 12px 0;"><b>¡Hola Sam!</b></p>
<p style="margin:0 0 16px 0;">Gracias por registrarte en Expreso Tehuelche. Para activar tu cuenta y guardar tus pasajes, hacé clic en el botón:</p>
<p style="margin:0 0 18px 0;text-align:center;"><a href="${ET_ACTIVATE}" style="background:#7a1f1f;color:#fff;padding:12px 28px;text-decoration:none;font-weight:bold;">ACTIVAR MI CUENTA</a></p>
<p style="margin:0 0 10px 0;">Con tu cuenta activa vas a poder elegir butaca, descargar tus pasajes y sumar kilómetros Tehuelche.</p>
<p style="margin:0;font-size:12px;color:#888;">Si no creaste una cuenta, ignorá este correo.</p>
</td></tr>
<tr><td style="padding:12px 22px;background:#f4efe6;font-size:10px;color:#777;">Expreso Tehuelche S.A. &middot; Terminal de Ómnibus de Retiro, boleterías 61 a 64, CABA &middot; 0810-888-3443 &middot; CNRT Línea 1234</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "expreso-tehuelche",
    group: "regional",
    lang: "es",
    kind: "ticket",
    code: null,
    link: null,
    from: "Expreso Tehuelche <pasajes@expresotehuelche.com.ar>",
    subject: "Tu pasaje Buenos Aires → Mar del Plata - 07/11/2026",
    date: d("2026-10-22 23:18:02"),
    text: `¡Gracias por viajar con Expreso Tehuelche!

Pasaje N.º: 0044-00918273
Pasajero: READER SAM - Pasaporte
Origen: Buenos Aires (Retiro) - Plataforma 38 a 44
Destino: Mar del Plata (Terminal)
Salida: sáb 07/11/2026 08:30 - Llegada estimada: 14:00
Servicio: Semicama - Butaca 17 (ventanilla, planta alta)
Tarifa: $ 42.500 - Cargo por servicio: $ 1.700 - Total: $ 44.200

Presentate en la plataforma 20 minutos antes con tu documento. No hace falta imprimir el pasaje: mostralo en el celular.

Equipaje incluido: 1 valija de hasta 15 kg en bodega + 1 bolso de mano.

Expreso Tehuelche S.A. - 0810-888-3443
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Grão de Prata (fine-art print lab, BR)

function graodeprata(body: string): string {
  return `<html><body style="margin:0;background:#1a1a1a;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fdfcf9;">
<tr><td align="center" style="padding:30px 0 10px 0;font-family:Georgia,serif;font-size:13px;letter-spacing:6px;color:#1a1a1a;">G R Ã O &nbsp; D E &nbsp; P R A T A</td></tr>
<tr><td align="center" style="padding:0 0 20px 0;font-family:Georgia,serif;font-size:11px;color:#8c8c8c;font-style:italic;">laboratório fine art desde 1998</td></tr>
<tr><td style="padding:10px 36px 30px 36px;font-family:Georgia,serif;font-size:15px;line-height:24px;color:#2a2a2a;">${body}</td></tr>
<tr><td style="padding:18px 36px;border-top:1px solid #e4e0d6;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8c8c8c;">
Grão de Prata Laboratório Fotográfico &middot; Rua Capitão Prates, 212 &middot; Curitiba/PR &middot; 80050-130 &middot; (41) 3222-0917<br>
<a href="https://graodeprata.com.br/pedidos" style="color:#8c8c8c;">Meus pedidos</a> &middot; <a href="https://graodeprata.com.br/papeis" style="color:#8c8c8c;">Catálogo de papéis</a> &middot; <a href="https://instagram.com/graodeprata.lab" style="color:#8c8c8c;">Instagram</a></td></tr>
</table></td></tr></table></body></html>`;
}

const graodeprata_mails: Mail[] = [
  {
    family: "graodeprata-lab",
    group: "regional",
    lang: "pt",
    kind: "order-received",
    code: null,
    link: null,
    from: "Grão de Prata Lab <pedidos@graodeprata.com.br>",
    subject: "Recebemos seus arquivos - pedido GP-60218",
    date: d("2026-10-15 17:22:10"),
    text: `Olá, Sam,

Recebemos os arquivos do pedido GP-60218 e eles já passaram pela conferência de cor.

- 24 ampliações 20x30 cm, papel algodão 308 g, matte
- 2 ampliações 50x75 cm, papel barita 315 g
- 1 caixa de madeira gravada "Marina & Caio"

Prazo de produção: 6 dias úteis
Valor: R$ 1.962,00 (pago via Pix)

Avisaremos por e-mail quando o pedido for despachado.

Grão de Prata Laboratório Fotográfico
`,
    html: graodeprata(`<p style="margin:0 0 14px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;">Recebemos os arquivos do pedido <b>GP-60218</b> e eles já passaram pela conferência de cor.</p>
<ul style="margin:0 0 14px 20px;padding:0;">
<li>24 ampliações 20&times;30 cm, papel algodão 308 g, matte</li>
<li>2 ampliações 50&times;75 cm, papel barita 315 g</li>
<li>1 caixa de madeira gravada &ldquo;Marina &amp; Caio&rdquo;</li>
</ul>
<p style="margin:0 0 6px 0;">Prazo de produção: 6 dias úteis</p>
<p style="margin:0 0 14px 0;">Valor: R$ 1.962,00 (pago via Pix)</p>
<p style="margin:0;font-style:italic;color:#6b6b6b;">Avisaremos por e-mail quando o pedido for despachado.</p>`),
    enc: "qp",
  },
  {
    family: "graodeprata-lab",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Grão de Prata Lab <pedidos@graodeprata.com.br>",
    subject: "Pedido GP-60218 despachado",
    date: d("2026-10-23 11:05:48"),
    text: `Olá, Sam,

Seu pedido GP-60218 foi embalado com cantoneiras e papel glassine e despachado hoje.

Transportadora: Correios - SEDEX
Rastreio: QB482190377BR
Entrega estimada: 27/10/2026

Acompanhe em https://rastreamento.correios.com.br/app/index.php?objeto=QB482190377BR

Obrigado por imprimir com a gente!
Grão de Prata
`,
    html: graodeprata(`<p style="margin:0 0 14px 0;">Olá, Sam,</p>
<p style="margin:0 0 14px 0;">Seu pedido <b>GP-60218</b> foi embalado com cantoneiras e papel glassine e despachado hoje.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8c8c8c;">Transportadora</td><td>Correios &ndash; SEDEX</td></tr>
<tr><td style="color:#8c8c8c;">Rastreio</td><td><a href="https://rastreamento.correios.com.br/app/index.php?objeto=QB482190377BR" style="color:#2a2a2a;">QB482190377BR</a></td></tr>
<tr><td style="color:#8c8c8c;">Entrega estimada</td><td>27/10/2026</td></tr>
</table>
<p style="margin:18px 0 0 0;font-style:italic;">Obrigado por imprimir com a gente!</p>`),
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Quinta das Azenhas (wedding venue, PT)

const QA_CONFIRM = "https://fornecedores.quintadasazenhas.pt/registo/confirmar?ref=FORN-0412&chave=a8d3f0c2b7";

const azenhas_mails: Mail[] = [
  {
    family: "quinta-das-azenhas",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: QA_CONFIRM,
    from: "Quinta das Azenhas - Eventos <eventos@quintadasazenhas.pt>",
    subject: "Confirme o seu registo como fornecedor",
    date: d("2026-09-30 11:48:20", "+0100"),
    text: `Caro/a Sam Reader,

Os noivos Inês Carvalho e Rui Mota indicaram-no/a como fotógrafo/a do casamento de 24 de outubro de 2026 na Quinta das Azenhas.

Para aceder à área de fornecedores (horários, plantas da quinta, regras de acesso e estacionamento), confirme o seu registo através da ligação abaixo:

${QA_CONFIRM}

A ligação é válida durante 7 dias.

Com os melhores cumprimentos,
Catarina Nogueira
Coordenação de Eventos
Quinta das Azenhas - Estrada Nacional 10-4, 2580-312 Alenquer
Tel. +351 263 710 448
`,
    html: `<html><body style="margin:0;background:#f6f4ef;font-family:Georgia,'Times New Roman',serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e2dccf;">
<tr><td align="center" style="padding:24px;"><img src="https://quintadasazenhas.pt/wp-content/uploads/2024/02/logo-azenhas-verde.png" alt="Quinta das Azenhas" width="150"></td></tr>
<tr><td style="padding:0 34px 28px 34px;font-size:15px;line-height:24px;color:#3a3a32;">
<p>Caro/a Sam Reader,</p>
<p>Os noivos Inês Carvalho e Rui Mota indicaram-no/a como fotógrafo/a do casamento de <b>24 de outubro de 2026</b> na Quinta das Azenhas.</p>
<p>Para aceder à área de fornecedores (horários, plantas da quinta, regras de acesso e estacionamento), confirme o seu registo:</p>
<p style="text-align:center;margin:24px 0;"><a href="${QA_CONFIRM}" style="background:#4f6f52;color:#fff;padding:12px 26px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;">Confirmar registo</a></p>
<p style="font-size:13px;color:#7a7a70;">A ligação é válida durante 7 dias.</p>
<p>Com os melhores cumprimentos,<br>Catarina Nogueira<br><span style="font-size:13px;color:#7a7a70;">Coordenação de Eventos</span></p>
</td></tr>
<tr><td style="padding:14px 34px;background:#f0ede4;font-family:Arial,sans-serif;font-size:11px;color:#7a7a70;">Quinta das Azenhas &middot; Estrada Nacional 10-4, 2580-312 Alenquer &middot; Tel. +351 263 710 448 &middot; <a href="https://quintadasazenhas.pt/politica-de-privacidade" style="color:#7a7a70;">Política de privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "quinta-das-azenhas",
    group: "regional",
    lang: "pt",
    kind: "event-schedule",
    code: null,
    link: null,
    from: "Catarina Nogueira <catarina.nogueira@quintadasazenhas.pt>",
    subject: "Casamento Inês & Rui - 24/10 - informação para fornecedores",
    date: d("2026-10-19 16:02:33", "+0100"),
    text: `Boa tarde a todos,

Segue o plano final para sábado, 24 de outubro:

13h00 - Chegada dos fornecedores (entrada pelo portão de serviço, lado norte)
15h30 - Cerimónia no jardim das oliveiras (em caso de chuva: capela)
16h30 - Cocktail no terraço
18h00 - Sessão de retratos dos noivos na azenha (30 min)
19h00 - Jantar no celeiro
23h30 - Corte do bolo
02h00 - Fim do evento

Estacionamento para fornecedores: parque P2, junto às cavalariças.
Refeição de fornecedores servida às 20h30 na sala de apoio.

Qualquer dúvida, ligue-me: +351 912 448 073.

Obrigada e até sábado,
Catarina Nogueira
Quinta das Azenhas
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Álbum Partilhado (shared albums, PT)

const AP_INVITE = "https://albumpartilhado.pt/convite/aceitar/Q2FzYW1lbnRvSW5lc1J1aQ?c=ZK82PM";

const albumpartilhado_mails: Mail[] = [
  {
    family: "albumpartilhado",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: AP_INVITE,
    from: "Inês Carvalho via Álbum Partilhado <convites@albumpartilhado.pt>",
    subject: 'A Inês convidou-o para o álbum "Casamento Inês & Rui"',
    date: d("2026-10-26 21:14:05", "+0000"),
    text: `Olá!

A Inês Carvalho convidou-o a juntar-se ao álbum "Casamento Inês & Rui" como colaborador. Depois de aceitar, poderá carregar fotografias e ver as dos convidados.

Mensagem da Inês: "Sam, os convidados já estão a pôr aqui as fotos do telemóvel. Junta-te para veres e usares o que quiseres!"

Aceitar o convite:
${AP_INVITE}

O convite expira a 9 de novembro de 2026.

Álbum Partilhado - Rua da Boavista, 69, 1200-066 Lisboa
Não quer receber convites? https://albumpartilhado.pt/preferencias
`,
    html: `<html><body style="margin:0;background:#fdf6f0;font-family:'Helvetica Neue',Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="500" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden;">
<tr><td><img src="https://albumpartilhado.pt/capas/Q2FzYW1lbnRvSW5lc1J1aQ/cover-1000.jpg" width="500" alt="Capa do álbum Casamento Inês &amp; Rui" style="display:block;"></td></tr>
<tr><td style="padding:26px 30px 6px 30px;font-size:20px;color:#222;"><b>A Inês convidou-o para um álbum</b></td></tr>
<tr><td style="padding:6px 30px;font-size:15px;color:#444;line-height:22px;">A Inês Carvalho convidou-o a juntar-se ao álbum <b>Casamento Inês &amp; Rui</b> como colaborador. Depois de aceitar, poderá carregar fotografias e ver as dos convidados.</td></tr>
<tr><td style="padding:10px 30px;"><div style="background:#fdf6f0;border-left:3px solid #e07a5f;padding:10px 14px;font-size:14px;color:#555;font-style:italic;">Sam, os convidados já estão a pôr aqui as fotos do telemóvel. Junta-te para veres e usares o que quiseres!</div></td></tr>
<tr><td align="center" style="padding:20px 30px;"><a href="${AP_INVITE}" style="background:#e07a5f;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold;">Aceitar convite</a></td></tr>
<tr><td align="center" style="padding:0 30px 24px 30px;font-size:12px;color:#999;">O convite expira a 9 de novembro de 2026.</td></tr>
</table>
<p style="font-size:11px;color:#aaa;">Álbum Partilhado &middot; Rua da Boavista, 69, 1200-066 Lisboa &middot; <a href="https://albumpartilhado.pt/preferencias" style="color:#aaa;">Preferências</a></p>
</td></tr></table></body></html>`,
    enc: "b64",
  },
  {
    family: "albumpartilhado",
    group: "regional",
    lang: "pt",
    kind: "album-activity",
    code: null,
    link: null,
    from: "Álbum Partilhado <novidades@albumpartilhado.pt>",
    subject: '14 novas fotografias em "Casamento Inês & Rui"',
    date: d("2026-10-29 20:00:00", "+0000"),
    text: `Há novidades no álbum "Casamento Inês & Rui":

- Tia Graça adicionou 9 fotografias
- Miguel Mota adicionou 5 fotografias
- 3 comentários novos na sua fotografia "Saída da capela"

O álbum tem agora 412 fotografias de 37 pessoas.

Ver álbum: https://albumpartilhado.pt/a/Q2FzYW1lbnRvSW5lc1J1aQ

Recebe este resumo no máximo uma vez por dia. Alterar: https://albumpartilhado.pt/preferencias
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Pagamo (payments app, PT)

const pagamo_mails: Mail[] = [
  {
    family: "pagamo",
    group: "regional",
    lang: "pt",
    kind: "verify-code",
    code: "552018",
    link: null,
    from: "Pagamo <seguranca@pagamo.pt>",
    subject: "Código de confirmação Pagamo",
    date: d("2026-10-07 09:31:52", "+0100"),
    text: `Olá Sam,

Para associar este endereço de email à sua conta Pagamo, introduza na aplicação o código de confirmação:

552 018

O código é válido durante 15 minutos. A Pagamo nunca lhe pedirá este código por telefone ou SMS.

Se não foi você, ignore esta mensagem.

Pagamo, Instituição de Pagamento, S.A. - Av. da Boavista, 1837, 4100-133 Porto
Autorizada pelo Banco de Portugal com o n.º 8741
`,
    html: `<html><body style="margin:0;background:#f1f5f4;font-family:Arial,Helvetica,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;">
<tr><td style="padding:22px 28px;border-bottom:3px solid #00a39b;"><img src="https://pagamo.pt/assets/email/pagamo.png" width="110" alt="Pagamo"></td></tr>
<tr><td style="padding:24px 28px;font-size:15px;color:#2d3436;line-height:22px;">
<p style="margin:0 0 12px 0;">Olá Sam,</p>
<p style="margin:0 0 18px 0;">Para associar este endereço de email à sua conta Pagamo, introduza na aplicação o código de confirmação:</p>
<p style="margin:0 0 18px 0;text-align:center;font-size:34px;font-weight:bold;letter-spacing:6px;color:#00a39b;">552&nbsp;018</p>
<p style="margin:0 0 10px 0;font-size:13px;color:#636e72;">O código é válido durante 15 minutos. A Pagamo nunca lhe pedirá este código por telefone ou SMS.</p>
<p style="margin:0;font-size:13px;color:#636e72;">Se não foi você, ignore esta mensagem.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#f7f9f9;font-size:10px;color:#95a5a6;line-height:15px;">Pagamo, Instituição de Pagamento, S.A. &middot; Av. da Boavista, 1837, 4100-133 Porto &middot; Autorizada pelo Banco de Portugal com o n.º 8741 &middot; <a href="https://pagamo.pt/privacidade" style="color:#95a5a6;">Privacidade</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "pagamo",
    group: "regional",
    lang: "pt",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Pagamo <notificacoes@pagamo.pt>",
    subject: "Recebeu 1.250,00 € de Rui Mota",
    date: d("2026-11-02 12:40:16", "+0000"),
    text: `Recebeu um pagamento

Valor: 1.250,00 €
De: Rui Mota (+351 91* *** 512)
Descrição: "Restante - reportagem casamento 24/10"
Data: 02/11/2026, 12:39
Referência da operação: PGM-2611-88420197

O valor já está disponível no seu saldo. Pode transferi-lo para a sua conta (IBAN PT50 **** **** **** 3310 4) sem custos.

Pagamo
`,
    html: `<div style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:0 auto;color:#2d3436;">
<p style="border-bottom:3px solid #00a39b;padding:16px 0;margin:0 0 18px 0;"><img src="https://pagamo.pt/assets/email/pagamo.png" width="100" alt="Pagamo"></p>
<p style="font-size:13px;color:#636e72;margin:0;">Recebeu um pagamento</p>
<p style="font-size:32px;font-weight:bold;color:#00a39b;margin:6px 0 18px 0;">+ 1.250,00 €</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#636e72;">De</td><td align="right">Rui Mota (+351 91* *** 512)</td></tr>
<tr><td style="color:#636e72;">Descrição</td><td align="right">Restante - reportagem casamento 24/10</td></tr>
<tr><td style="color:#636e72;">Data</td><td align="right">02/11/2026, 12:39</td></tr>
<tr><td style="color:#636e72;">Referência</td><td align="right">PGM-2611-88420197</td></tr>
</table>
<p style="font-size:13px;color:#636e72;">O valor já está disponível no seu saldo. Pode transferi-lo para a sua conta (IBAN PT50 **** **** **** 3310 4) sem custos.</p>
</div>`,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Albumificio Sartori (wedding album bindery, IT)

const sartori_mails: Mail[] = [
  {
    family: "albumificio-sartori",
    group: "regional",
    lang: "it",
    kind: "verify-code",
    code: "SRT-7309",
    code_digits: "7309",
    link: null,
    from: "Albumificio Sartori <area.fotografi@albumificiosartori.it>",
    subject: "Il tuo codice di verifica per l'Area Fotografi",
    date: d("2026-09-19 10:26:41", "+0200"),
    text: `Gentile Sam Reader,

grazie per esserti registrato all'Area Fotografi di Albumificio Sartori. Per completare la registrazione inserisci questo codice di verifica nella pagina aperta:

SRT-7309

Il codice scade tra 20 minuti.

Una volta attivo l'account potrai caricare le impaginazioni, scegliere copertine in lino, pelle o velluto e seguire la produzione dei tuoi album.

Cordiali saluti,
Albumificio Sartori s.n.c.
Via dell'Artigianato, 14 - 36061 Bassano del Grappa (VI)
Tel. +39 0424 508 221 - P.IVA 03188420245
`,
    html: `<html><body style="margin:0;background:#f4f1ec;font-family:Georgia,serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="background:#fff;">
<tr><td align="center" style="padding:28px 0 6px 0;font-size:24px;color:#5b3a29;font-style:italic;">Albumificio Sartori</td></tr>
<tr><td align="center" style="padding:0 0 22px 0;font-size:11px;letter-spacing:3px;color:#a08a78;">LEGATORIA ARTIGIANA &middot; DAL 1972</td></tr>
<tr><td style="padding:0 40px 30px 40px;font-size:15px;line-height:24px;color:#333;">
<p>Gentile Sam Reader,</p>
<p>grazie per esserti registrato all'Area Fotografi. Per completare la registrazione inserisci questo codice di verifica nella pagina aperta:</p>
<p style="text-align:center;margin:24px 0;"><span style="border:1px solid #5b3a29;padding:12px 26px;font-family:'Courier New',monospace;font-size:26px;letter-spacing:4px;color:#5b3a29;">SRT-7309</span></p>
<p style="font-size:13px;color:#777;">Il codice scade tra 20 minuti.</p>
<p>Una volta attivo l'account potrai caricare le impaginazioni, scegliere copertine in lino, pelle o velluto e seguire la produzione dei tuoi album.</p>
<p>Cordiali saluti,<br>Albumificio Sartori</p>
</td></tr>
<tr><td style="padding:16px 40px;background:#5b3a29;color:#e8dccf;font-family:Arial,sans-serif;font-size:10px;line-height:15px;">Albumificio Sartori s.n.c. &middot; Via dell'Artigianato, 14 &middot; 36061 Bassano del Grappa (VI) &middot; Tel. +39 0424 508 221 &middot; P.IVA 03188420245</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "albumificio-sartori",
    group: "regional",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Albumificio Sartori <spedizioni@albumificiosartori.it>",
    subject: "Ordine 2026/1184 spedito - album Hannah & Tom",
    date: d("2026-11-05 15:12:09", "+0100"),
    text: `Gentile Sam Reader,

il tuo ordine è stato spedito.

Ordine: 2026/1184
Contenuto: album 30x30 "Hannah & Tom", copertina in lino verde salvia, 30 fogli, + 2 copie genitori 20x20
Corriere: espresso internazionale, lettera di vettura 7734 0918 2265
Destinazione: Hannah Whitfield, Rua da Rosa 118, 1200-388 Lisboa, Portogallo
Consegna prevista: 10-12 novembre 2026

Fattura n. 2026/FE/0931 di 684,00 EUR già disponibile nell'Area Fotografi.

Cordiali saluti,
Albumificio Sartori
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Nuits du Grain (photo festival, FR)

const nuits_mails: Mail[] = [
  {
    family: "nuits-du-grain",
    group: "regional",
    lang: "fr",
    kind: "submission-received",
    code: null,
    link: null,
    from: "Les Nuits du Grain <appel@nuitsdugrain.fr>",
    subject: "Votre candidature à l'appel « Noces d'ailleurs » est bien reçue",
    date: d("2026-09-27 18:03:27", "+0200"),
    text: `Bonjour Sam Reader,

Nous avons bien reçu votre candidature pour l'appel à projets « Noces d'ailleurs » des Nuits du Grain 2027.

Numéro de dossier : NDG27-0583
Série : « Casamento no interior » - 15 images
Frais de dossier : 25,00 € (réglés par carte le 27/09/2026)

Le jury se réunira en décembre ; les résultats seront communiqués à tous les candidats avant le 20 janvier 2027.

Vous pouvez modifier votre note d'intention jusqu'à la clôture de l'appel, le 31 octobre 2026 à minuit (heure de Paris), depuis votre espace candidat.

Merci pour votre participation,
L'équipe des Nuits du Grain
Association Les Nuits du Grain - 12 rue des Arènes, 13200 Arles
`,
    html: `<html><body style="margin:0;background:#111;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="580" cellpadding="0" cellspacing="0" style="background:#f5f1e8;font-family:'Helvetica Neue',Arial,sans-serif;">
<tr><td><img src="https://nuitsdugrain.fr/media/mail/bandeau-2027.jpg" width="580" alt="Les Nuits du Grain 2027 - Arles" style="display:block;"></td></tr>
<tr><td style="padding:26px 34px;font-size:14px;line-height:22px;color:#222;">
<p style="margin:0 0 12px 0;">Bonjour Sam Reader,</p>
<p style="margin:0 0 14px 0;">Nous avons bien reçu votre candidature pour l'appel à projets <b>« Noces d'ailleurs »</b> des Nuits du Grain 2027.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#777;">Numéro de dossier</td><td><b>NDG27-0583</b></td></tr>
<tr><td style="color:#777;">Série</td><td>« Casamento no interior » &ndash; 15 images</td></tr>
<tr><td style="color:#777;">Frais de dossier</td><td>25,00 € (réglés par carte le 27/09/2026)</td></tr>
</table>
<p style="margin:14px 0;">Le jury se réunira en décembre ; les résultats seront communiqués à tous les candidats avant le 20 janvier 2027.</p>
<p style="margin:0 0 14px 0;">Vous pouvez modifier votre note d'intention jusqu'à la clôture de l'appel, le 31 octobre 2026 à minuit (heure de Paris), depuis votre <a href="https://candidatures.nuitsdugrain.fr/espace" style="color:#b5451b;">espace candidat</a>.</p>
<p style="margin:0;">Merci pour votre participation,<br>L'équipe des Nuits du Grain</p>
</td></tr>
<tr><td style="padding:14px 34px;background:#222;color:#999;font-size:10px;">Association Les Nuits du Grain &middot; 12 rue des Arènes, 13200 Arles &middot; <a href="https://nuitsdugrain.fr/mentions-legales" style="color:#999;">Mentions légales</a></td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
  },
  {
    family: "nuits-du-grain",
    group: "regional",
    lang: "fr",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Les Nuits du Grain <lettre@nuitsdugrain.fr>",
    subject: "La lettre du Grain n°41 - ateliers d'hiver et tirages argentiques",
    date: d("2026-11-12 08:30:00", "+0100"),
    text: `LA LETTRE DU GRAIN - N°41 - novembre 2026

* Ateliers d'hiver : tirage baryté, cyanotype et portrait au collodion, du 8 au 20 février 2027. Inscriptions ouvertes, 12 places par atelier, à partir de 180 €.
* Appel « Noces d'ailleurs » : 611 dossiers reçus de 38 pays. Merci !
* Rencontre en ligne le 3 décembre à 19h : « Photographier le mariage sans le mettre en scène », avec trois lauréats 2026.

Programme complet : https://nuitsdugrain.fr/lettre/41

Vous recevez cette lettre car vous avez candidaté à un appel des Nuits du Grain.
Se désinscrire : https://nuitsdugrain.fr/lettre/desinscription?e=c2FtLnJlYWRlcg
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Estancia La Coronilla (wedding venue, UY)

const coronilla_mails: Mail[] = [
  {
    family: "estancia-la-coronilla",
    group: "regional",
    lang: "es",
    kind: "event-info",
    code: null,
    link: null,
    from: "Estancia La Coronilla <eventos@estancialacoronilla.com.uy>",
    subject: "Boda Sofía & Martín - sáb 21/11 - info para proveedores",
    date: d("2026-11-13 10:44:51"),
    text: `Hola a todos los proveedores:

Les compartimos la información de la boda de Sofía y Martín, el sábado 21 de noviembre en Estancia La Coronilla (Ruta 9 km 163, Rocha).

- Llegada de proveedores: desde las 14:00 por la portera de servicio (camino vecinal, a 300 m del acceso principal).
- Ceremonia: 17:30 junto al monte de ombúes. Si llueve, en el galpón.
- Atardecer: 19:52 aprox. La pareja reservó 20 minutos para fotos en el muelle de la laguna.
- Cena: 21:00 en el salón de piedra.
- Cierre: 04:00.

Hay cobertura celular débil; en la casa principal hay teléfono fijo: 4475 6120.
Alojamiento para proveedores: habitaciones 6 y 7 del casco, desayuno desde las 9:00.

Cualquier consulta, escribinos por acá o al WhatsApp +598 99 417 220.

Saludos,
Florencia Acosta
Estancia La Coronilla
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Revista Diafragma (photography magazine, BR)

const diafragma_mails: Mail[] = [
  {
    family: "revista-diafragma",
    group: "regional",
    lang: "pt",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Revista Diafragma <news@revistadiafragma.com.br>",
    subject: "Diafragma #212: o fim do flash rebatido? + 5 fotógrafos de casamento do Sul",
    date: d("2026-10-30 07:00:00"),
    text: `REVISTA DIAFRAGMA - EDIÇÃO 212 - OUTUBRO/2026

Nesta edição:
- Teste: três flashes de bolso com bateria de lítio, do estúdio à festa
- Perfil: 5 fotógrafos de casamento do Sul que você precisa conhecer
- Negócios: como precificar álbuns em 2027 com a inflação de papel
- Técnica: retrato com luz de vela sem subir o ISO a 12.800

Leia online: https://revistadiafragma.com.br/edicao/212?utm_source=newsletter&utm_medium=email

Assinante anual: R$ 189,90 (12 edições digitais + acervo completo)

Você está recebendo por ter se cadastrado em revistadiafragma.com.br.
Cancelar inscrição: https://revistadiafragma.com.br/newsletter/sair?id=9a81f2
`,
    html: `<html><body style="margin:0;background:#ececec;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;">
<tr><td style="padding:18px 24px;border-bottom:2px solid #000;"><span style="font-size:28px;font-weight:bold;letter-spacing:-1px;">DIAFRAGMA</span> <span style="font-family:Arial,sans-serif;font-size:11px;color:#777;">edição 212 &middot; outubro/2026</span></td></tr>
<tr><td><a href="https://revistadiafragma.com.br/edicao/212?utm_source=newsletter&amp;utm_medium=email"><img src="https://revistadiafragma.com.br/capas/212-capa-600.jpg" width="600" alt="Capa: o fim do flash rebatido?" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:20px 24px;font-size:16px;line-height:24px;color:#222;">
<p style="margin:0 0 14px 0;"><b>Teste:</b> três flashes de bolso com bateria de lítio, do estúdio à festa</p>
<p style="margin:0 0 14px 0;"><b>Perfil:</b> 5 fotógrafos de casamento do Sul que você precisa conhecer</p>
<p style="margin:0 0 14px 0;"><b>Negócios:</b> como precificar álbuns em 2027 com a inflação de papel</p>
<p style="margin:0 0 20px 0;"><b>Técnica:</b> retrato com luz de vela sem subir o ISO a 12.800</p>
<a href="https://revistadiafragma.com.br/edicao/212?utm_source=newsletter&amp;utm_medium=email" style="font-family:Arial,sans-serif;background:#000;color:#fff;padding:12px 22px;text-decoration:none;font-size:13px;">LER A EDIÇÃO</a>
<p style="margin:22px 0 0 0;font-family:Arial,sans-serif;font-size:13px;color:#555;">Assinante anual: <b>R$ 189,90</b> (12 edições digitais + acervo completo)</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f6f6f6;font-family:Arial,sans-serif;font-size:10px;color:#888;">Você está recebendo por ter se cadastrado em revistadiafragma.com.br. <a href="https://revistadiafragma.com.br/newsletter/sair?id=9a81f2" style="color:#888;">Cancelar inscrição</a><br>Editora Diafragma Ltda. &middot; Rua Augusta, 1508, cj. 32 &middot; São Paulo/SP</td></tr>
</table></td></tr></table></body></html>`,
    enc: "b64",
  },
];

export const mails: Mail[] = [
  ...galeriaviva_mails,
  ...shutterfold_mails,
  ...cofrenuvem_mails,
  ...keepframe_mails,
  ...bildbunker_mails,
  ...fotoprisma_mails,
  ...rentaluz_mails,
  ...grainhaus_mails,
  ...guapuruvu_mails,
  ...ombu_mails,
  ...pitaia_mails,
  ...pagoceibo_mails,
  ...notaleve_mails,
  ...nfse_mails,
  ...tandilia_mails,
  ...pacto_mails,
  ...bookframe_mails,
  ...jandaia_mails,
  ...tehuelche_mails,
  ...graodeprata_mails,
  ...azenhas_mails,
  ...albumpartilhado_mails,
  ...pagamo_mails,
  ...sartori_mails,
  ...nuits_mails,
  ...coronilla_mails,
  ...diafragma_mails,
];
