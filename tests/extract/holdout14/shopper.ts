/**
 * The inbox of a keen online shopper and fintech user in Latin America over September and October:
 * marketplaces, wallets and neobanks, buy-now-pay-later, card issuers, lockers, cashback, streaming,
 * telecom, ride-hailing, tax and city portals, tickets, mostly in Spanish and Brazilian Portuguese.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

const WD = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MO = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026. */
function day(m: number, d: number, time: string, tz: string): string {
  const wd = WD[new Date(Date.UTC(2026, m - 1, d)).getUTCDay()];
  return `${wd}, ${String(d).padStart(2, "0")} ${MO[m - 1]} 2026 ${time}:${
    String((d * 7 + m) % 60).padStart(2, "0")
  } ${tz}`;
}

/** A bulletproof button as e-mail builders emit it. */
function button(href: string, label: string, bg: string, fg = "#ffffff"): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" style="margin:24px auto">
  <tr><td align="center" bgcolor="${bg}" style="border-radius:6px">
    <a href="${href}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:${fg};text-decoration:none;border-radius:6px">${label}</a>
  </td></tr>
</table>`;
}

/** One table cell per character of a code. */
function cells(code: string, border: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center"><tr>${
    [...code].map((c) =>
      `<td width="42" height="52" align="center" valign="middle" style="border:2px solid ${border};border-radius:8px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#111111">${c}</td>`
    ).join("")
  }</tr></table>`;
}

interface Shell {
  lang: string;
  title: string;
  preheader: string;
  logo: string;
  logoAlt: string;
  accent: string;
  body: string;
  footer: string;
}

/** The nested-table layout most marketing platforms produce. */
function shell(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${s.title}</title>
<style>
  body{margin:0;padding:0;background:#f2f3f5}
  @media only screen and (max-width:620px){.container{width:100% !important}.px{padding-left:16px !important;padding-right:16px !important}}
</style>
</head>
<body style="margin:0;padding:0;background:#f2f3f5">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${s.preheader}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f3f5">
<tr><td align="center" style="padding:24px 8px">
  <table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:10px;overflow:hidden">
    <tr><td style="background:${s.accent};padding:20px 32px" class="px">
      <img src="${s.logo}" alt="${s.logoAlt}" width="140" style="display:block;border:0">
    </td></tr>
    <tr><td class="px" style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#333333">
${s.body}
    </td></tr>
    <tr><td class="px" style="padding:20px 32px;background:#fafafa;border-top:1px solid #eeeeee;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8a8a">
${s.footer}
    </td></tr>
  </table>
</td></tr>
</table>
</body>
</html>`;
}

/** App-store badges many fintech footers carry. */
function badges(ios: string, android: string, lang: string): string {
  const a = lang === "pt"
    ? ["Baixar na App Store", "Disponível no Google Play"]
    : lang === "en"
    ? ["Download on the App Store", "Get it on Google Play"]
    : ["Descárgala en App Store", "Disponible en Google Play"];
  return `<p style="margin:12px 0"><a href="${ios}"><img src="https://static.example-cdn.net/badges/appstore.png" alt="${
    a[0]
  }" width="120" height="40" style="border:0"></a>&nbsp;<a href="${android}"><img src="https://static.example-cdn.net/badges/googleplay.png" alt="${
    a[1]
  }" width="135" height="40" style="border:0"></a></p>`;
}

// ---------------------------------------------------------------- Tiendazul (marketplace, Mexico)

const TZ_FOOT =
  `<p style="margin:0 0 8px">¿Necesitas ayuda? Visita nuestro <a href="https://ayuda.tiendazul.mx/" style="color:#1f5fbf">Centro de ayuda</a> o llama al 800 953 4410 (lunes a domingo de 8:00 a 22:00 h).</p>
<p style="margin:0 0 8px"><a href="https://www.tiendazul.mx/legal/privacidad" style="color:#8a8a8a">Aviso de privacidad</a> · <a href="https://www.tiendazul.mx/legal/terminos" style="color:#8a8a8a">Términos y condiciones</a> · <a href="https://mkt.tiendazul.mx/pref?u=8d21f0" style="color:#8a8a8a">Preferencias de correo</a></p>
<p style="margin:0">Tiendazul Comercio Digital, S.A. de C.V. · Av. Insurgentes Sur 1602, piso 9, Col. Crédito Constructor, C.P. 03940, Ciudad de México.<br>© 2026 Tiendazul. Todos los derechos reservados.</p>`;

const tiendazul: Mail[] = [
  {
    family: "tiendazul",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://clk.tiendazul.mx/ls/click?upn=Qm9sZXRpbjEyMzQ-2FvZXJp-3DverifyEmail&tk=eyJ1IjoiMzM5MTIwMiJ9.Hc8q",
    from: "Tiendazul <hola@correo.tiendazul.mx>",
    subject: "Confirma tu correo y empieza a comprar",
    date: day(9, 2, "21:14", "-0600"),
    enc: "qp",
    text: `¡Hola, Sam!

Gracias por crear tu cuenta en Tiendazul. Solo falta un paso: confirma que este correo es tuyo.

Confirmar mi correo:
https://clk.tiendazul.mx/ls/click?upn=Qm9sZXRpbjEyMzQ-2FvZXJp-3DverifyEmail&tk=eyJ1IjoiMzM5MTIwMiJ9.Hc8q

El enlace vence en 48 horas. Si tú no abriste esta cuenta, ignora este mensaje.

Y para tu primera compra: envío gratis en pedidos desde $299 MXN.

Centro de ayuda: https://ayuda.tiendazul.mx/ · 800 953 4410
Tiendazul Comercio Digital, S.A. de C.V. · Av. Insurgentes Sur 1602, piso 9, C.P. 03940, CDMX
`,
    html: shell({
      lang: "es-MX",
      title: "Confirma tu correo",
      preheader: "Un clic y tu cuenta queda lista.",
      logo: "https://img.tiendazul.mx/mail/logo-blanco.png",
      logoAlt: "Tiendazul",
      accent: "#1f5fbf",
      body: `<h1 style="margin:0 0 16px;font-size:24px;color:#1b1b1b">¡Hola, Sam!</h1>
<p>Gracias por crear tu cuenta en Tiendazul. Solo falta un paso: confirma que este correo es tuyo.</p>
${
        button(
          "https://clk.tiendazul.mx/ls/click?upn=Qm9sZXRpbjEyMzQ-2FvZXJp-3DverifyEmail&amp;tk=eyJ1IjoiMzM5MTIwMiJ9.Hc8q",
          "Confirmar mi correo",
          "#ff8a00",
        )
      }
<p style="font-size:13px;color:#666666">El enlace vence en 48 horas. Si tú no abriste esta cuenta, ignora este mensaje.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:20px;background:#eef4ff;border-radius:8px"><tr><td style="padding:16px;font-size:14px">🚚 <strong>Envío gratis</strong> en tu primera compra desde $299 MXN.</td></tr></table>`,
      footer: TZ_FOOT,
    }),
  },
  {
    family: "tiendazul",
    group: "regional",
    lang: "es",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Tiendazul <pedidos@correo.tiendazul.mx>",
    subject: "Recibimos tu pedido #TZ-40918273",
    date: day(9, 6, "13:02", "-0600"),
    enc: "qp",
    text: `Hola, Sam:

¡Gracias por tu compra! Ya estamos preparando tu pedido.

Pedido: #TZ-40918273
Fecha: 6 de septiembre de 2026

1 x Freidora de aire 5.5 L, negra ........ $1,249.00
1 x Juego de 3 tapetes antiderrapantes ...   $389.00
Envío .....................................     $0.00
Total (IVA incluido) ...................... $1,638.00

Pago: Tarjeta Visa terminación 9032, 3 meses sin intereses de $546.00

Entrega estimada: martes 9 a jueves 11 de septiembre
Dirección: Calle Tejocotes 118, int. 4, Col. Del Valle, C.P. 03100, Benito Juárez, CDMX

Sigue tu pedido en Mis compras: https://www.tiendazul.mx/mis-compras/TZ-40918273
`,
    html: shell({
      lang: "es-MX",
      title: "Pedido recibido",
      preheader: "Pedido #TZ-40918273 · Total $1,638.00",
      logo: "https://img.tiendazul.mx/mail/logo-blanco.png",
      logoAlt: "Tiendazul",
      accent: "#1f5fbf",
      body: `<h1 style="margin:0 0 12px;font-size:22px">¡Gracias por tu compra, Sam!</h1>
<p>Ya estamos preparando tu pedido <strong>#TZ-40918273</strong>.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="border-bottom:1px solid #eeeeee"><td width="64"><img src="https://img.tiendazul.mx/p/88213/64.jpg" alt="Freidora de aire" width="56"></td><td>Freidora de aire 5.5 L, negra<br><span style="color:#888">Cantidad: 1</span></td><td align="right">$1,249.00</td></tr>
<tr style="border-bottom:1px solid #eeeeee"><td width="64"><img src="https://img.tiendazul.mx/p/10457/64.jpg" alt="Tapetes" width="56"></td><td>Juego de 3 tapetes antiderrapantes<br><span style="color:#888">Cantidad: 1</span></td><td align="right">$389.00</td></tr>
<tr><td></td><td>Envío</td><td align="right" style="color:#1a8f3c">Gratis</td></tr>
<tr><td></td><td><strong>Total (IVA incluido)</strong></td><td align="right"><strong>$1,638.00</strong></td></tr>
</table>
<p style="font-size:13px;color:#555">Pago con Visa •••• 9032 · 3 meses sin intereses de $546.00</p>
<p style="font-size:14px"><strong>Entrega estimada:</strong> martes 9 a jueves 11 de septiembre<br>Calle Tejocotes 118, int. 4, Col. Del Valle, C.P. 03100, Benito Juárez, CDMX</p>
${button("https://www.tiendazul.mx/mis-compras/TZ-40918273", "Ver mi pedido", "#1f5fbf")}`,
      footer: TZ_FOOT,
    }),
  },
  {
    family: "tiendazul",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tiendazul <pedidos@correo.tiendazul.mx>",
    subject: "Tu pedido va en camino 🚚",
    date: day(9, 8, "08:41", "-0600"),
    enc: "b64",
    text: `Hola, Sam:

Tu pedido #TZ-40918273 salió de nuestro centro de distribución en Tepotzotlán.

Paquetería: Envíos Rápidos del Centro
Guía: 7712 3490 0042 18
Llega: miércoles 10 de septiembre, de 9:00 a 19:00 h

Rastrear envío: https://clk.tiendazul.mx/ls/click?upn=track-TZ-40918273

No es necesario que estés en casa: cualquier persona mayor de edad puede recibirlo mostrando una identificación.

Tiendazul
`,
    html: shell({
      lang: "es-MX",
      title: "Tu pedido va en camino",
      preheader: "Llega el miércoles 10 de septiembre.",
      logo: "https://img.tiendazul.mx/mail/logo-blanco.png",
      logoAlt: "Tiendazul",
      accent: "#1f5fbf",
      body: `<h1 style="margin:0 0 12px;font-size:22px">Tu pedido va en camino</h1>
<p>El pedido <strong>#TZ-40918273</strong> salió de nuestro centro de distribución en Tepotzotlán.</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:16px 0"><tr>
<td width="33%" align="center" style="border-top:4px solid #1f5fbf;padding-top:8px;font-size:12px">Preparado<br>6 sep</td>
<td width="33%" align="center" style="border-top:4px solid #1f5fbf;padding-top:8px;font-size:12px"><strong>En camino</strong><br>8 sep</td>
<td width="33%" align="center" style="border-top:4px solid #dddddd;padding-top:8px;font-size:12px;color:#999">Entregado<br>10 sep</td>
</tr></table>
<p style="font-size:14px">Paquetería: Envíos Rápidos del Centro<br>Guía: <strong>7712 3490 0042 18</strong><br>Llega: miércoles 10 de septiembre, de 9:00 a 19:00 h</p>
${button("https://clk.tiendazul.mx/ls/click?upn=track-TZ-40918273", "Rastrear envío", "#1f5fbf")}
<p style="font-size:13px;color:#666">No es necesario que estés en casa: cualquier persona mayor de edad puede recibirlo mostrando una identificación.</p>`,
      footer: TZ_FOOT,
    }),
  },
  {
    family: "tiendazul",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "530118",
    link: null,
    from: "Tiendazul <seguridad@correo.tiendazul.mx>",
    subject: "530118 es tu código para entrar a Tiendazul",
    date: day(10, 14, "23:37", "-0600"),
    enc: "qp",
    text: `Usa este código para iniciar sesión en Tiendazul:

530 118

Vence en 10 minutos. Nadie de Tiendazul te lo pedirá por teléfono, WhatsApp ni correo.

Si no intentaste entrar, cambia tu contraseña desde la app en Mi cuenta > Seguridad.
`,
    html: shell({
      lang: "es-MX",
      title: "Tu código de acceso",
      preheader: "Vence en 10 minutos.",
      logo: "https://img.tiendazul.mx/mail/logo-blanco.png",
      logoAlt: "Tiendazul",
      accent: "#1f5fbf",
      body: `<p style="margin:0 0 8px">Usa este código para iniciar sesión en Tiendazul:</p>
<p style="margin:20px 0;text-align:center;font-size:36px;letter-spacing:10px;font-weight:bold;color:#1f5fbf">530 118</p>
<p>Vence en 10 minutos. Nadie de Tiendazul te lo pedirá por teléfono, WhatsApp ni correo.</p>
<p style="font-size:13px;color:#666">Si no intentaste entrar, cambia tu contraseña desde la app en <em>Mi cuenta &gt; Seguridad</em>.</p>`,
      footer: TZ_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- Plata Kuna (wallet, Peru)

function kuna(preheader: string, body: string): string {
  return `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f6f1fb">
<span style="display:none;font-size:1px;color:#f6f1fb">${preheader}</span>
<center>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:480px;background:#ffffff;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<tr><td align="left" style="padding:24px 24px 8px"><img src="https://cdn.platakuna.pe/email/kuna-logo@2x.png" alt="Plata Kuna" height="32"></td></tr>
<tr><td style="padding:8px 24px 24px;color:#2d2240;font-size:15px;line-height:22px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;background:#2d2240;color:#c9bfe0;font-size:11px;line-height:16px">
Plata Kuna es una marca de Kuna Pagos Digitales S.A.C., empresa emisora de dinero electrónico supervisada. RUC 20611458823 · Calle Las Begonias 441, of. 702, San Isidro, Lima.<br>
Escríbenos por WhatsApp al +51 1 640 2210 o a <a href="mailto:ayuda@platakuna.pe" style="color:#ffffff">ayuda@platakuna.pe</a>.<br>
<a href="https://platakuna.pe/privacidad" style="color:#ffffff">Privacidad</a> · <a href="https://platakuna.pe/terminos" style="color:#ffffff">Términos</a> · <a href="https://www.instagram.com/platakuna.pe" style="color:#ffffff">Instagram</a> · <a href="https://www.tiktok.com/@platakuna" style="color:#ffffff">TikTok</a>
</td></tr>
</table>
</center>
</body></html>`;
}

const plata_kuna: Mail[] = [
  {
    family: "plata-kuna",
    group: "regional",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Plata Kuna <avisos@platakuna.pe>",
    subject: "Rosa Miranda te envió S/ 85.00",
    date: day(9, 4, "19:22", "-0500"),
    text: `¡Te llegó plata!

Rosa Miranda Q. te envió S/ 85.00
Mensaje: "tu parte de la pizza 🍕"
Fecha: 04/09/2026, 7:22 p. m.
N.° de operación: 00481937

Tu saldo disponible: S/ 312.40

Plata Kuna · Kuna Pagos Digitales S.A.C.
`,
    html: kuna(
      "Rosa Miranda Q. te envió S/ 85.00",
      `<p style="font-size:13px;color:#7b6a99;margin:0">¡Te llegó plata!</p>
<p style="font-size:34px;font-weight:700;margin:8px 0 4px;color:#6a2fd1">S/ 85.00</p>
<p style="margin:0 0 16px">de <strong>Rosa Miranda Q.</strong></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #eee">
<tr><td style="color:#7b6a99">Mensaje</td><td align="right">tu parte de la pizza 🍕</td></tr>
<tr><td style="color:#7b6a99">Fecha</td><td align="right">04/09/2026, 7:22 p. m.</td></tr>
<tr><td style="color:#7b6a99">N.° de operación</td><td align="right">00481937</td></tr>
<tr><td style="color:#7b6a99">Saldo disponible</td><td align="right">S/ 312.40</td></tr>
</table>`,
    ),
  },
  {
    family: "plata-kuna",
    group: "regional",
    lang: "es",
    kind: "transfer-code",
    code: "730512",
    link: null,
    from: "Plata Kuna <seguridad@platakuna.pe>",
    subject: "Código para confirmar tu envío de S/ 1,200.00",
    date: day(9, 19, "10:05", "-0500"),
    enc: "b64",
    text: `Hola, Sam:

Estás enviando S/ 1,200.00 a la cuenta BCP ••• 4471 (Inmobiliaria Los Ficus S.A.C.).

Para confirmar el envío, ingresa este código en la app:

730512

El código vale por 5 minutos. Si no reconoces esta operación, no lo compartas con nadie y bloquea tu cuenta desde la app o llamando al (01) 640 2210.
`,
    html: kuna(
      "Ingresa el código en la app para confirmar el envío.",
      `<p>Hola, Sam:</p>
<p>Estás enviando <strong>S/ 1,200.00</strong> a la cuenta BCP ••• 4471 (Inmobiliaria Los Ficus S.A.C.).</p>
<p>Para confirmar el envío, ingresa este código en la app:</p>
${cells("730512", "#6a2fd1")}
<p style="font-size:13px;color:#7b6a99;margin-top:20px">El código vale por 5 minutos. Si no reconoces esta operación, no lo compartas con nadie y bloquea tu cuenta desde la app o llamando al (01) 640 2210.</p>`,
    ),
  },
  {
    family: "plata-kuna",
    group: "regional",
    lang: "es",
    kind: "new-device",
    code: null,
    link: null,
    from: "Plata Kuna <seguridad@platakuna.pe>",
    subject: "Nuevo inicio de sesión en tu Plata Kuna",
    date: day(10, 3, "06:48", "-0500"),
    text: `Hola, Sam:

Detectamos un inicio de sesión en un dispositivo nuevo:

Dispositivo: Samsung Galaxy A54
Ubicación aproximada: Arequipa, Perú
Fecha: 03/10/2026, 6:47 a. m.

Si fuiste tú, no necesitas hacer nada.
¿No fuiste tú? Bloquea tu cuenta: https://platakuna.pe/seguridad/bloquear?ref=ntf-88120
`,
    html: kuna(
      "Samsung Galaxy A54 · Arequipa, Perú",
      `<p>Hola, Sam:</p>
<p>Detectamos un inicio de sesión en un dispositivo nuevo:</p>
<table cellpadding="6" cellspacing="0" width="100%" style="font-size:14px;background:#f6f1fb;border-radius:8px">
<tr><td>📱 Samsung Galaxy A54</td></tr><tr><td>📍 Arequipa, Perú (aprox.)</td></tr><tr><td>🕒 03/10/2026, 6:47 a. m.</td></tr></table>
<p>Si fuiste tú, no necesitas hacer nada.</p>
<p style="font-size:13px">¿No fuiste tú? <a href="https://platakuna.pe/seguridad/bloquear?ref=ntf-88120" style="color:#6a2fd1;font-weight:bold">Bloquea tu cuenta</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Conta Maracujá (neobank, Brazil)

const MARA_FOOT =
  `<p style="margin:0 0 6px">Ouvidoria: 0800 727 1180 · SAC 24h: 0800 727 1100 · Deficientes auditivos: 0800 727 1190</p>
<p style="margin:0 0 6px">Maracujá Instituição de Pagamento S.A. · CNPJ 41.227.905/0001-63 · Rua Fradique Coutinho 1212, Pinheiros, São Paulo – SP, CEP 05416-001</p>
<p style="margin:0"><a href="https://maracuja.com.br/privacidade" style="color:#8a8a8a">Privacidade</a> · <a href="https://maracuja.com.br/ajuda" style="color:#8a8a8a">Ajuda</a> · © 2026 Maracujá</p>
${
    badges(
      "https://apps.apple.com/br/app/maracuja/id1588840213",
      "https://play.google.com/store/apps/details?id=br.com.maracuja.app",
      "pt",
    )
  }`;

const conta_maracuja: Mail[] = [
  {
    family: "conta-maracuja",
    group: "regional",
    lang: "pt",
    kind: "pix-received",
    code: null,
    link: null,
    from: "Maracujá <nao-responda@maracuja.com.br>",
    subject: "Você recebeu um Pix de R$ 250,00",
    date: day(9, 10, "15:31", "-0300"),
    enc: "qp",
    text: `Oi, Sam!

Você recebeu um Pix.

Valor: R$ 250,00
De: JOAO PEDRO ALVES DE SOUZA
Instituição: Banco Cooperativo Sul
Data: 10/09/2026 às 15:30
ID da transação: E18236120202609101830s04a7Q2kLm

O valor já está disponível na sua conta.

Maracujá Instituição de Pagamento S.A.
`,
    html: shell({
      lang: "pt-BR",
      title: "Pix recebido",
      preheader: "R$ 250,00 de JOAO PEDRO ALVES DE SOUZA",
      logo: "https://assets.maracuja.com.br/email/logo-maracuja.png",
      logoAlt: "Maracujá",
      accent: "#5b2a86",
      body: `<p style="margin:0">Oi, Sam!</p>
<h1 style="font-size:22px;margin:12px 0">Você recebeu um Pix 💜</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;border-radius:8px">
<tr><td>Valor</td><td align="right"><strong>R$ 250,00</strong></td></tr>
<tr><td>De</td><td align="right">JOAO PEDRO ALVES DE SOUZA</td></tr>
<tr><td>Instituição</td><td align="right">Banco Cooperativo Sul</td></tr>
<tr><td>Data</td><td align="right">10/09/2026 às 15:30</td></tr>
<tr><td>ID da transação</td><td align="right" style="font-size:11px">E18236120202609101830s04a7Q2kLm</td></tr>
</table>
<p>O valor já está disponível na sua conta.</p>`,
      footer: MARA_FOOT,
    }),
  },
  {
    family: "conta-maracuja",
    group: "regional",
    lang: "pt",
    kind: "device-code",
    code: "284617",
    link: null,
    from: "Maracujá <seguranca@maracuja.com.br>",
    subject: "Seu código de verificação Maracujá",
    date: day(9, 21, "22:09", "-0300"),
    enc: "b64",
    text: `Oi, Sam!

Recebemos um pedido para liberar sua conta em um novo celular. Digite o código abaixo no app:

2 8 4 6 1 7

Ele expira em 15 minutos.

Atenção: a Maracujá nunca liga pedindo códigos, senhas ou transferências. Se você não fez esse pedido, não compartilhe o código e fale com a gente pelo chat do app.
`,
    html: shell({
      lang: "pt-BR",
      title: "Código de verificação",
      preheader: "Digite o código no app para liberar o novo celular.",
      logo: "https://assets.maracuja.com.br/email/logo-maracuja.png",
      logoAlt: "Maracujá",
      accent: "#5b2a86",
      body: `<p>Oi, Sam!</p>
<p>Recebemos um pedido para liberar sua conta em um novo celular. Digite o código abaixo no app:</p>
<div style="margin:24px 0;padding:18px;background:#f3ecfa;border-radius:10px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:32px;letter-spacing:12px;color:#5b2a86;font-weight:bold">2 8 4 6 1 7</div>
<p>Ele expira em 15 minutos.</p>
<p style="font-size:13px;color:#a33">⚠️ A Maracujá nunca liga pedindo códigos, senhas ou transferências. Se você não fez esse pedido, não compartilhe o código e fale com a gente pelo chat do app.</p>`,
      footer: MARA_FOOT,
    }),
  },
  {
    family: "conta-maracuja",
    group: "regional",
    lang: "pt",
    kind: "statement",
    code: null,
    link: null,
    from: "Maracujá <faturas@maracuja.com.br>",
    subject: "Sua fatura de outubro fechou: R$ 1.874,32",
    date: day(10, 2, "07:15", "-0300"),
    enc: "qp",
    attachment: [
      "fatura-maracuja-2026-10.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Oi, Sam!

A fatura do seu cartão Maracujá final 5518 fechou.

Total: R$ 1.874,32
Vencimento: 12/10/2026
Pagamento mínimo: R$ 281,15

A fatura completa está em anexo (PDF). Você também pode pagar pelo app com Pix ou boleto.

Linha digitável do boleto:
34191.79001 01043.510047 91020.150008 1 98760000187432
`,
    html: shell({
      lang: "pt-BR",
      title: "Fatura fechada",
      preheader: "Vencimento em 12/10 · R$ 1.874,32",
      logo: "https://assets.maracuja.com.br/email/logo-maracuja.png",
      logoAlt: "Maracujá",
      accent: "#5b2a86",
      body: `<p>Oi, Sam!</p>
<p>A fatura do seu cartão Maracujá final <strong>5518</strong> fechou.</p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#f3ecfa;border-radius:10px;font-size:15px">
<tr><td>Total</td><td align="right" style="font-size:22px;font-weight:bold">R$ 1.874,32</td></tr>
<tr><td>Vencimento</td><td align="right">12/10/2026</td></tr>
<tr><td>Pagamento mínimo</td><td align="right">R$ 281,15</td></tr>
</table>
<p>A fatura completa está em anexo (PDF). Você também pode pagar pelo app com Pix ou boleto.</p>
<p style="font-size:12px;color:#666">Linha digitável do boleto:<br><span style="font-family:monospace">34191.79001 01043.510047 91020.150008 1 98760000187432</span></p>`,
      footer: MARA_FOOT,
    }),
  },
  {
    family: "conta-maracuja",
    group: "regional",
    lang: "pt",
    kind: "email-change-link",
    code: null,
    link: "https://maracuja.com.br/conta/confirmar-email?token=mQ7vL2xR9pZk4TfW8bNc1eYh&origem=email",
    from: "Maracujá <seguranca@maracuja.com.br>",
    subject: "Confirme seu novo e-mail",
    date: day(10, 16, "12:40", "-0300"),
    text: `Oi, Sam!

Você pediu para trocar o e-mail da sua conta Maracujá para sam.reader@inbox.example.

Para concluir a troca, confirme o novo endereço:
https://maracuja.com.br/conta/confirmar-email?token=mQ7vL2xR9pZk4TfW8bNc1eYh&origem=email

O link vale por 24 horas. Até lá, continuamos usando o e-mail antigo.

Não foi você? Fale com a gente pelo chat do app ou pelo 0800 727 1100.
`,
    html: shell({
      lang: "pt-BR",
      title: "Confirme seu novo e-mail",
      preheader: "Falta só confirmar a troca de e-mail.",
      logo: "https://assets.maracuja.com.br/email/logo-maracuja.png",
      logoAlt: "Maracujá",
      accent: "#5b2a86",
      body: `<p>Oi, Sam!</p>
<p>Você pediu para trocar o e-mail da sua conta Maracujá para <strong>sam.reader@inbox.example</strong>.</p>
<p>Para concluir a troca, confirme o novo endereço:</p>
${
        button(
          "https://maracuja.com.br/conta/confirmar-email?token=mQ7vL2xR9pZk4TfW8bNc1eYh&amp;origem=email",
          "Confirmar e-mail",
          "#5b2a86",
        )
      }
<p style="font-size:13px;color:#666">O link vale por 24 horas. Até lá, continuamos usando o e-mail antigo.</p>
<p style="font-size:13px;color:#666">Não foi você? Fale com a gente pelo chat do app ou pelo 0800 727 1100.</p>`,
      footer: MARA_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- Cuotazo (buy now pay later, Argentina)

const cuotazo: Mail[] = [
  {
    family: "cuotazo",
    group: "regional",
    lang: "es",
    kind: "purchase-code",
    code: "629104",
    link: null,
    from: "Cuotazo <no-reply@cuotazo.com.ar>",
    subject: "Tu código para aprobar la compra en Indumentaria Ferrer",
    date: day(9, 12, "17:55", "-0300"),
    enc: "qp",
    text: `¡Hola Sam!

Estás por pagar en cuotas en Indumentaria Ferrer (Av. Santa Fe 2450, CABA).

Compra: $ 148.900
Plan: 3 cuotas de $ 49.633,33 (primera el 12/10)

Decile este código al vendedor o ingresalo en la terminal para aprobar la compra:

629104

Vence en 10 minutos.
Si no estás comprando nada, ignorá este mail: sin el código no se puede aprobar.

Cuotazo S.A. · CUIT 30-71788412-5 · Av. del Libertador 6350, piso 3, C1428ARJ CABA
`,
    html: `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#fff8e6;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f0e1b5">
<tr><td style="padding:18px 28px;border-bottom:3px solid #ffc400"><img src="https://cdn.cuotazo.com.ar/m/logo.png" alt="cuotazo" width="120"></td></tr>
<tr><td style="padding:28px;font-size:15px;color:#222;line-height:22px">
<p>¡Hola Sam!</p>
<p>Estás por pagar en cuotas en <strong>Indumentaria Ferrer</strong> (Av. Santa Fe 2450, CABA).</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px"><tr><td style="color:#777">Compra</td><td><strong>$ 148.900</strong></td></tr><tr><td style="color:#777">Plan</td><td>3 cuotas de $ 49.633,33 (primera el 12/10)</td></tr></table>
<p>Decile este código al vendedor o ingresalo en la terminal para aprobar la compra:</p>
<table align="center" cellpadding="0" cellspacing="0"><tr><td style="background:#222;color:#ffc400;font-size:34px;font-weight:bold;letter-spacing:8px;padding:14px 26px;border-radius:6px;font-family:monospace">629104</td></tr></table>
<p style="text-align:center;font-size:12px;color:#777">Vence en 10 minutos.</p>
<p style="font-size:13px;color:#555">Si no estás comprando nada, ignorá este mail: sin el código no se puede aprobar.</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#222;color:#bbb;font-size:11px">Cuotazo S.A. · CUIT 30-71788412-5 · Av. del Libertador 6350, piso 3, C1428ARJ CABA · <a href="https://cuotazo.com.ar/ayuda" style="color:#ffc400">Ayuda</a> · <a href="https://cuotazo.com.ar/legales" style="color:#ffc400">Legales</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cuotazo",
    group: "regional",
    lang: "es",
    kind: "payment-reminder",
    code: null,
    link: null,
    from: "Cuotazo <no-reply@cuotazo.com.ar>",
    subject: "Se viene tu cuota 1 de 3 ($ 49.633,33)",
    date: day(10, 9, "09:00", "-0300"),
    text: `¡Hola Sam!

Te recordamos que el lunes 12/10 vence la cuota 1 de 3 de tu compra en Indumentaria Ferrer.

Importe: $ 49.633,33
Débito automático: tarjeta terminada en 2207

Si preferís pagar antes, podés hacerlo desde la app con saldo o transferencia al CVU 0000003100099887766554.
Las cuotas pagadas a tiempo te suben el límite. 💛

Ver mis compras: https://app.cuotazo.com.ar/compras
Cuotazo S.A. · Av. del Libertador 6350, piso 3, CABA
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Quetzalli (card issuer, Mexico)

function quetzalli(title: string, preheader: string, body: string): string {
  return shell({
    lang: "es-MX",
    title,
    preheader,
    logo: "https://mail.tarjetaquetzalli.mx/img/quetzalli-logo-verde.png",
    logoAlt: "Tarjeta Quetzalli",
    accent: "#0e6b4f",
    body,
    footer:
      `<p style="margin:0 0 6px">Línea Quetzalli: 55 4170 9900 desde cualquier parte del país, las 24 horas. Desde el extranjero: +52 55 4170 9901.</p>
<p style="margin:0 0 6px">Quetzalli nunca te pedirá por correo tu NIP, contraseña ni códigos de seguridad.</p>
<p style="margin:0">Quetzalli Servicios Financieros, S.A. de C.V., SOFOM, E.N.R. · Paseo de la Reforma 296, piso 14, Col. Juárez, C.P. 06600, Cuauhtémoc, CDMX · <a href="https://tarjetaquetzalli.mx/privacidad" style="color:#8a8a8a">Aviso de privacidad</a> · <a href="https://tarjetaquetzalli.mx/une" style="color:#8a8a8a">UNE</a></p>`,
  });
}

const tarjeta_quetzalli: Mail[] = [
  {
    family: "tarjeta-quetzalli",
    group: "regional",
    lang: "es",
    kind: "purchase-alert",
    code: null,
    link: null,
    from: "Tarjeta Quetzalli <alertas@tarjetaquetzalli.mx>",
    subject: "Compra aprobada por $789.50 en OXXO GAS",
    date: day(9, 14, "20:11", "-0600"),
    text: `Compra aprobada

Tarjeta: Quetzalli Oro •••• 9032
Comercio: OXXO GAS SUC 1187 PUEBLA
Monto: $789.50 MXN
Fecha y hora: 14/09/2026 20:10
Autorización: 448120

¿No reconoces este cargo? Apaga tu tarjeta desde la app y llámanos al 55 4170 9900.
`,
    html: quetzalli(
      "Compra aprobada",
      "$789.50 en OXXO GAS SUC 1187 PUEBLA",
      `<h2 style="margin:0 0 12px;color:#0e6b4f;font-size:20px">Compra aprobada ✔</h2>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td style="color:#777">Tarjeta</td><td align="right">Quetzalli Oro •••• 9032</td></tr>
<tr><td style="color:#777">Comercio</td><td align="right">OXXO GAS SUC 1187 PUEBLA</td></tr>
<tr><td style="color:#777">Monto</td><td align="right"><strong>$789.50 MXN</strong></td></tr>
<tr><td style="color:#777">Fecha y hora</td><td align="right">14/09/2026 20:10</td></tr>
<tr><td style="color:#777">Autorización</td><td align="right">448120</td></tr>
</table>
<p style="font-size:13px">¿No reconoces este cargo? Apaga tu tarjeta desde la app y llámanos al 55 4170 9900.</p>`,
    ),
  },
  {
    family: "tarjeta-quetzalli",
    group: "regional",
    lang: "es",
    kind: "purchase-code",
    code: "81736402",
    link: null,
    from: "Tarjeta Quetzalli <seguridad@tarjetaquetzalli.mx>",
    subject: "Clave de seguridad para tu compra en línea",
    date: day(9, 27, "13:26", "-0600"),
    enc: "qp",
    text: `Estás haciendo una compra en línea con tu Tarjeta Quetzalli Oro •••• 9032.

Comercio: ELECTROHOGAR EN LINEA
Monto: $3,499.00 MXN

Tu clave de seguridad es: 81736402

Escríbela en la pantalla de tu banco para terminar la compra. Vence en 5 minutos y solo sirve para esta operación.

Si no estás comprando, no la compartas y llama al 55 4170 9900.
`,
    html: quetzalli(
      "Clave de seguridad",
      "Clave para tu compra de $3,499.00",
      `<p>Estás haciendo una compra en línea con tu Tarjeta Quetzalli Oro •••• 9032.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border:1px solid #d9ece5">
<tr><td style="color:#777">Comercio</td><td align="right">ELECTROHOGAR EN LINEA</td></tr>
<tr><td style="color:#777">Monto</td><td align="right">$3,499.00 MXN</td></tr>
</table>
<p style="margin:20px 0 6px">Tu clave de seguridad es:</p>
<p style="margin:0 0 20px;font-size:30px;font-weight:bold;letter-spacing:4px;color:#0e6b4f">81736402</p>
<p>Escríbela en la pantalla de tu banco para terminar la compra. Vence en 5 minutos y solo sirve para esta operación.</p>
<p style="font-size:13px;color:#a33">Si no estás comprando, no la compartas y llama al 55 4170 9900.</p>`,
    ),
  },
  {
    family: "tarjeta-quetzalli",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Tarjeta Quetzalli <estados@tarjetaquetzalli.mx>",
    subject: "Tu estado de cuenta de octubre ya está disponible",
    date: day(10, 5, "05:30", "-0600"),
    enc: "b64",
    attachment: [
      "EdoCta_Quetzalli_9032_oct2026.pdf",
      "application/pdf",
      "%PDF-1.5\n% estado de cuenta protegido\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Hola, Sam:

Adjuntamos tu estado de cuenta del periodo 04/09/2026 al 03/10/2026.

Tarjeta Quetzalli Oro •••• 9032
Saldo al corte: $8,214.77
Pago para no generar intereses: $6,902.10
Pago mínimo: $612.00
Fecha límite de pago: 23/10/2026

Para abrir el PDF, usa como contraseña los últimos 4 dígitos de tu tarjeta seguidos de tu año de nacimiento.

CAT promedio 68.4% sin IVA. Informativo. Fecha de cálculo: 01/08/2026.
`,
    html: quetzalli(
      "Estado de cuenta",
      "Fecha límite de pago: 23 de octubre",
      `<p>Hola, Sam:</p>
<p>Adjuntamos tu estado de cuenta del periodo 04/09/2026 al 03/10/2026.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#f1f8f5">
<tr><td>Saldo al corte</td><td align="right">$8,214.77</td></tr>
<tr><td>Pago para no generar intereses</td><td align="right"><strong>$6,902.10</strong></td></tr>
<tr><td>Pago mínimo</td><td align="right">$612.00</td></tr>
<tr><td>Fecha límite de pago</td><td align="right">23/10/2026</td></tr>
</table>
<p style="font-size:13px">Para abrir el PDF, usa como contraseña los últimos 4 dígitos de tu tarjeta seguidos de tu año de nacimiento.</p>
<p style="font-size:11px;color:#888">CAT promedio 68.4% sin IVA. Informativo. Fecha de cálculo: 01/08/2026.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- BuzónListo (parcel lockers, Chile)

const buzonlisto: Mail[] = [
  {
    family: "buzonlisto",
    group: "regional",
    lang: "es",
    kind: "pickup-code",
    code: "44172290",
    link: null,
    from: "BuzónListo <avisos@buzonlisto.cl>",
    subject: "Tu paquete ya está en el BuzónListo Metro Los Leones",
    date: day(9, 16, "11:52", "-0300"),
    enc: "qp",
    text: `¡Hola!

Tu paquete de FERRETERÍA AUSTRAL llegó al casillero y te espera hasta el sábado 19/09 a las 23:59.

Dónde: BuzónListo Metro Los Leones, salida Av. Providencia 2124, Providencia
Horario: todos los días, 6:00 a 23:00

Código de retiro: 4417 2290

En la pantalla del casillero toca "Retirar" y digita el código. La puerta se abrirá sola.

N.° de seguimiento: BL-CL-00938127
¿Dudas? WhatsApp +56 2 2940 7711
`,
    html: `<html><body style="margin:0;background:#ffffff;font-family:Verdana,Arial,sans-serif;color:#1d1d1d">
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="520" cellspacing="0" cellpadding="0">
<tr><td style="padding:20px 0;text-align:left"><img src="https://buzonlisto.cl/mail/bl-logo.png" alt="BuzónListo" width="150"></td></tr>
<tr><td style="background:#e8f6ff;border-radius:12px;padding:24px;font-size:14px;line-height:21px">
<p style="margin:0 0 10px;font-size:18px"><strong>¡Tu paquete llegó!</strong></p>
<p style="margin:0 0 10px">Tu paquete de <strong>FERRETERÍA AUSTRAL</strong> te espera hasta el <strong>sábado 19/09 a las 23:59</strong>.</p>
<p style="margin:0 0 4px;color:#555">Código de retiro</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:bold;letter-spacing:3px;color:#0072c6">4417 2290</p>
<img src="https://buzonlisto.cl/qr/BL-CL-00938127.png" alt="Código QR de retiro" width="140" height="140">
<p style="margin:16px 0 0;font-size:13px">En la pantalla del casillero toca <em>Retirar</em> y digita el código o acerca el QR. La puerta se abrirá sola.</p>
</td></tr>
<tr><td style="padding:16px 4px;font-size:13px;line-height:20px">
📍 BuzónListo Metro Los Leones, salida Av. Providencia 2124, Providencia<br>
🕒 Todos los días, 6:00 a 23:00<br>
N.° de seguimiento: BL-CL-00938127 · <a href="https://buzonlisto.cl/mapa?p=los-leones" style="color:#0072c6">Ver en el mapa</a>
</td></tr>
<tr><td style="padding:12px 4px;border-top:1px solid #eee;font-size:11px;color:#888">BuzónListo SpA · Av. Nueva Providencia 1881, of. 1203, Providencia, Santiago · WhatsApp +56 2 2940 7711 · <a href="https://buzonlisto.cl/privacidad" style="color:#888">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "buzonlisto",
    group: "regional",
    lang: "es",
    kind: "picked-up",
    code: null,
    link: null,
    from: "BuzónListo <avisos@buzonlisto.cl>",
    subject: "Retiraste tu paquete BL-CL-00938127",
    date: day(9, 17, "19:03", "-0300"),
    text: `¡Listo! Retiraste tu paquete el 17/09/2026 a las 19:02 en BuzónListo Metro Los Leones.

N.° de seguimiento: BL-CL-00938127
Remitente: FERRETERÍA AUSTRAL

¿Cómo te fue? Cuéntanos en 10 segundos: https://buzonlisto.cl/encuesta?e=ret&id=00938127

BuzónListo SpA
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Reembolsa+ (cashback, Brazil)

function reembolsa(title: string, pre: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#e9fbf2">
<div style="display:none">${pre}</div>
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Poppins,Arial,sans-serif;color:#163b2c">
<tr><td style="padding:22px 30px;background:#00c46a"><a href="https://click.reembolsamais.com.br/?q=home&amp;c=logo"><img src="https://img.reembolsamais.com.br/logo-branco.png" alt="Reembolsa+" width="150" style="border:0"></a></td></tr>
<tr><td style="padding:30px;font-size:15px;line-height:24px">${body}</td></tr>
<tr><td style="padding:20px 30px;background:#163b2c;color:#9fd9bd;font-size:11px;line-height:17px">
<a href="https://www.instagram.com/reembolsamais"><img src="https://img.reembolsamais.com.br/ig.png" alt="Instagram" width="22"></a> <a href="https://www.youtube.com/@reembolsamais"><img src="https://img.reembolsamais.com.br/yt.png" alt="YouTube" width="22"></a><br>
Reembolsa Mais Tecnologia Ltda. · CNPJ 33.508.114/0001-20 · Av. Brigadeiro Faria Lima 3900, 7º andar, São Paulo – SP<br>
Você recebe este e-mail porque tem cadastro no Reembolsa+. <a href="https://click.reembolsamais.com.br/descadastrar?u=a91c" style="color:#ffffff">Descadastrar</a> · <a href="https://reembolsamais.com.br/privacidade" style="color:#ffffff">Privacidade</a>
</td></tr></table></body></html>`;
}

const reembolsa_mais: Mail[] = [
  {
    family: "reembolsa-mais",
    group: "regional",
    lang: "pt",
    kind: "verify-link",
    code: null,
    link: "https://click.reembolsamais.com.br/confirmar?c=Vb81QmZt0pLw&u=a91c&utm_source=email&utm_medium=transacional",
    from: "Reembolsa+ <ola@reembolsamais.com.br>",
    subject: "Confirme seu e-mail e ganhe R$ 10 de boas-vindas",
    date: day(9, 3, "10:18", "-0300"),
    enc: "qp",
    text: `Oi, Sam! Que bom ter você no Reembolsa+.

Confirme seu e-mail para ativar sua conta e liberar o bônus de R$ 10 na primeira compra com cashback:

https://click.reembolsamais.com.br/confirmar?c=Vb81QmZt0pLw&u=a91c&utm_source=email&utm_medium=transacional

Depois é só passar pelo Reembolsa+ antes de comprar em mais de 1.200 lojas parceiras.

Equipe Reembolsa+
`,
    html: reembolsa(
      "Confirme seu e-mail",
      "Falta só um clique para ativar sua conta.",
      `<h1 style="font-size:24px;margin:0 0 14px">Oi, Sam! Que bom ter você aqui 🎉</h1>
<p>Confirme seu e-mail para ativar sua conta e liberar o <strong>bônus de R$ 10</strong> na primeira compra com cashback.</p>
${
        button(
          "https://click.reembolsamais.com.br/confirmar?c=Vb81QmZt0pLw&amp;u=a91c&amp;utm_source=email&amp;utm_medium=transacional",
          "Confirmar meu e-mail",
          "#00c46a",
        )
      }
<p style="font-size:13px;color:#557">Depois é só passar pelo Reembolsa+ antes de comprar em mais de 1.200 lojas parceiras.</p>`,
    ),
  },
  {
    family: "reembolsa-mais",
    group: "regional",
    lang: "pt",
    kind: "cashback-credited",
    code: null,
    link: null,
    from: "Reembolsa+ <ola@reembolsamais.com.br>",
    subject: "R$ 12,40 de cashback confirmado 💸",
    date: day(9, 29, "14:47", "-0300"),
    enc: "b64",
    text: `Oi, Sam!

O cashback da sua compra na Bem-te-vi Feirão foi confirmado pela loja.

Compra: 11/09/2026 · R$ 248,00
Cashback: R$ 12,40 (5%)
Saldo disponível para resgate: R$ 37,85

A partir de R$ 20 você já pode resgatar via Pix.

Ver extrato: https://click.reembolsamais.com.br/extrato?u=a91c
`,
    html: reembolsa(
      "Cashback confirmado",
      "Seu saldo agora é R$ 37,85",
      `<p>Oi, Sam!</p>
<p>O cashback da sua compra na <strong>Bem-te-vi Feirão</strong> foi confirmado pela loja.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #c8efd9;border-radius:8px;font-size:14px">
<tr><td>Compra</td><td align="right">11/09/2026 · R$ 248,00</td></tr>
<tr><td>Cashback</td><td align="right" style="color:#00a85a"><strong>R$ 12,40 (5%)</strong></td></tr>
<tr><td>Saldo disponível</td><td align="right">R$ 37,85</td></tr>
</table>
<p>A partir de R$ 20 você já pode resgatar via Pix.</p>
${button("https://click.reembolsamais.com.br/extrato?u=a91c", "Ver extrato", "#163b2c")}`,
    ),
  },
  {
    family: "reembolsa-mais",
    group: "regional",
    lang: "pt",
    kind: "promotion",
    code: null,
    link: null,
    from: "Reembolsa+ <ofertas@reembolsamais.com.br>",
    subject: "Só hoje: cashback em dobro + cupom VOLTA15",
    date: day(10, 22, "09:30", "-0300"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://click.reembolsamais.com.br/descadastrar?u=a91c>"]],
    text: `CASHBACK EM DOBRO SÓ HOJE

Moda Vértice: de 6% para 12%
Casa Pitaia: de 4% para 8%
Eletrônicos Giro: de 2% para 4%

E mais: use o cupom VOLTA15 na Moda Vértice e ganhe 15% OFF em compras acima de R$ 199.
Válido até 22/10/2026 às 23h59. Não cumulativo com outras promoções.

Aproveitar: https://click.reembolsamais.com.br/?q=dobro&c=2210

Descadastrar: https://click.reembolsamais.com.br/descadastrar?u=a91c
`,
    html: reembolsa(
      "Cashback em dobro",
      "Moda Vértice com 12% de volta só hoje",
      `<h1 style="font-size:28px;margin:0 0 6px;color:#00a85a">CASHBACK EM DOBRO</h1>
<p style="margin:0 0 18px">só hoje, 22/10</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:15px">
<tr><td><img src="https://img.reembolsamais.com.br/lojas/modavertice.png" alt="Moda Vértice" width="80"></td><td><s>6%</s> <strong>12%</strong></td></tr>
<tr><td><img src="https://img.reembolsamais.com.br/lojas/casapitaia.png" alt="Casa Pitaia" width="80"></td><td><s>4%</s> <strong>8%</strong></td></tr>
<tr><td><img src="https://img.reembolsamais.com.br/lojas/giro.png" alt="Eletrônicos Giro" width="80"></td><td><s>2%</s> <strong>4%</strong></td></tr>
</table>
<div style="margin:18px 0;padding:14px;border:2px dashed #00c46a;text-align:center">Cupom <strong style="font-size:22px">VOLTA15</strong><br><span style="font-size:12px">15% OFF na Moda Vértice acima de R$ 199 · até 22/10/2026 23h59</span></div>
${button("https://click.reembolsamais.com.br/?q=dobro&amp;c=2210", "Aproveitar agora", "#00c46a")}`,
    ),
  },
];

// ---------------------------------------------------------------- CinePampa (streaming, Argentina)

function pampa(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><meta name="color-scheme" content="dark"></head>
<body style="margin:0;background:#0d0d12;color:#e8e8ee">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#0d0d12"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Inter,Helvetica,Arial,sans-serif">
<tr><td style="padding:28px 24px 12px"><img src="https://img.cinepampa.com/brand/cp-wordmark-red.png" alt="CinePampa" width="130"></td></tr>
<tr><td style="padding:12px 24px 28px;font-size:16px;line-height:24px;color:#e8e8ee">${body}</td></tr>
<tr><td style="padding:20px 24px;border-top:1px solid #2a2a33;font-size:11px;line-height:17px;color:#8c8c99">
¿Preguntas? Visitá <a href="https://ayuda.cinepampa.com" style="color:#8c8c99">ayuda.cinepampa.com</a> o llamá al 0800 345 2670.<br>
Este mensaje fue enviado a sam.reader@inbox.example como parte de tu membresía.<br>
<a href="https://www.cinepampa.com/cuenta" style="color:#8c8c99">Cuenta</a> · <a href="https://www.cinepampa.com/terminos" style="color:#8c8c99">Términos de uso</a> · <a href="https://www.cinepampa.com/privacidad" style="color:#8c8c99">Privacidad</a><br>
CinePampa Entretenimiento S.R.L. · Gorriti 5840, C1414BJL, Buenos Aires
</td></tr></table></td></tr></table></body></html>`;
}

const cinepampa: Mail[] = [
  {
    family: "cinepampa",
    group: "regional",
    lang: "es",
    kind: "tv-login-code",
    code: "8204",
    link: null,
    from: "CinePampa <info@mail.cinepampa.com>",
    subject: "Tu código de inicio de sesión",
    date: day(9, 13, "22:31", "-0300"),
    enc: "qp",
    text: `Ingresá este código para iniciar sesión

8204

Este código vence en 15 minutos.

Pedido desde: Smart TV (LG webOS) · Córdoba, Argentina · 13 sep. 22:30

Si no fuiste vos, no compartas el código con nadie y cambiá tu contraseña en https://www.cinepampa.com/cuenta/clave
`,
    html: pampa(
      "Ingresá este código en tu TV",
      `<h1 style="font-size:26px;margin:0 0 16px;color:#ffffff">Ingresá este código para iniciar sesión</h1>
<p style="font-size:44px;font-weight:800;letter-spacing:14px;margin:12px 0;color:#ffffff">8204</p>
<p style="color:#b7b7c2">Este código vence en 15 minutos.</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#1b1b24;border-radius:6px;font-size:13px;color:#b7b7c2"><tr><td>Pedido desde: Smart TV (LG webOS)<br>Córdoba, Argentina · 13 sep. 22:30</td></tr></table>
<p style="font-size:13px;color:#b7b7c2">Si no fuiste vos, no compartas el código con nadie y <a href="https://www.cinepampa.com/cuenta/clave" style="color:#ff3b3b">cambiá tu contraseña</a>.</p>`,
    ),
  },
  {
    family: "cinepampa",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://www.cinepampa.com/restablecer?token=Zk3pQ0aV7sR2nB9y&lkid=URL_PASSWORD_RESET",
    from: "CinePampa <info@mail.cinepampa.com>",
    subject: "Restablecé tu contraseña",
    date: day(9, 24, "08:12", "-0300"),
    text: `Restablecé tu contraseña

Hola:

Recibimos una solicitud para cambiar la contraseña de tu cuenta de CinePampa.

Restablecer contraseña: https://www.cinepampa.com/restablecer?token=Zk3pQ0aV7sR2nB9y&lkid=URL_PASSWORD_RESET

El enlace vence en 24 horas.

Si no pediste cambiar tu contraseña, podés ignorar este mail o visitar https://ayuda.cinepampa.com para más información.

El equipo de CinePampa
`,
    html: pampa(
      "Recibimos una solicitud para cambiar tu contraseña.",
      `<h1 style="font-size:26px;margin:0 0 16px;color:#ffffff">Restablecé tu contraseña</h1>
<p>Hola:</p>
<p>Recibimos una solicitud para cambiar la contraseña de tu cuenta de CinePampa.</p>
${
        button(
          "https://www.cinepampa.com/restablecer?token=Zk3pQ0aV7sR2nB9y&amp;lkid=URL_PASSWORD_RESET",
          "Restablecer contraseña",
          "#e50914",
        )
      }
<p style="font-size:13px;color:#b7b7c2">El enlace vence en 24 horas. Si no pediste cambiar tu contraseña, podés ignorar este mail.</p>
<p>El equipo de CinePampa</p>`,
    ),
  },
  {
    family: "cinepampa",
    group: "regional",
    lang: "es",
    kind: "payment-declined",
    code: null,
    link: null,
    from: "CinePampa <info@mail.cinepampa.com>",
    subject: "No pudimos procesar tu pago",
    date: day(10, 18, "10:44", "-0300"),
    enc: "b64",
    text: `Hola, Sam:

Intentamos cobrar tu plan Estándar ($ 8.499 por mes) con la tarjeta Visa terminada en 2207, pero el banco rechazó el pago.

Vamos a volver a intentarlo en los próximos días. Para no perder el acceso, actualizá tu forma de pago: https://www.cinepampa.com/cuenta/pago

Si ya lo hiciste, ignorá este mensaje.
`,
    html: pampa(
      "Actualizá tu forma de pago para seguir viendo.",
      `<h1 style="font-size:24px;margin:0 0 16px;color:#ffffff">No pudimos procesar tu pago</h1>
<p>Hola, Sam:</p>
<p>Intentamos cobrar tu plan Estándar (<strong>$ 8.499</strong> por mes) con la tarjeta Visa terminada en 2207, pero el banco rechazó el pago.</p>
<p>Vamos a volver a intentarlo en los próximos días. Para no perder el acceso, actualizá tu forma de pago.</p>
${button("https://www.cinepampa.com/cuenta/pago", "Actualizar forma de pago", "#e50914")}
<p style="font-size:13px;color:#b7b7c2">Si ya lo hiciste, ignorá este mensaje.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- TelcoAndina (mobile operator, Peru)

const telcoandina: Mail[] = [
  {
    family: "telcoandina",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "TelcoAndina <recibos@telcoandina.com.pe>",
    subject: "Tu recibo de septiembre: S/ 59.90 · vence el 28/09",
    date: day(9, 15, "04:12", "-0500"),
    enc: "qp",
    attachment: [
      "Recibo_B003-00718264.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `Hola, SAM READER

Te enviamos tu recibo electrónico de septiembre.

Línea: 987 ••• 412 · Plan Conecta Max 59.90
Recibo: B003-00718264
Periodo: 15/08/2026 – 14/09/2026
Total a pagar: S/ 59.90
Fecha de vencimiento: 28/09/2026
Código de pago: 4180527731

Paga en la app Mi TelcoAndina, en agentes o por banca por internet con tu código de pago.

TelcoAndina del Perú S.A.A. · RUC 20547730184 · Av. Javier Prado Este 4200, Surco, Lima
`,
    html: `<html><body style="margin:0;background:#eef2f6">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<tr><td style="background:#e4002b;padding:16px 24px"><img src="https://static.telcoandina.com.pe/mailing/logo-ta-blanco.png" alt="TelcoAndina" height="30"></td>
</tr>
<tr><td style="padding:24px">
<p>Hola, <b>SAM READER</b></p>
<p>Te enviamos tu recibo electrónico de septiembre.</p>
<table width="100%" cellpadding="8" cellspacing="0" border="1" bordercolor="#e5e5e5" style="border-collapse:collapse">
<tr><td bgcolor="#f7f7f7">Línea</td><td>987 ••• 412 · Plan Conecta Max 59.90</td></tr>
<tr><td bgcolor="#f7f7f7">Recibo</td><td>B003-00718264</td></tr>
<tr><td bgcolor="#f7f7f7">Periodo</td><td>15/08/2026 – 14/09/2026</td></tr>
<tr><td bgcolor="#f7f7f7">Total a pagar</td><td><b style="font-size:18px;color:#e4002b">S/ 59.90</b></td></tr>
<tr><td bgcolor="#f7f7f7">Vencimiento</td><td>28/09/2026</td></tr>
<tr><td bgcolor="#f7f7f7">Código de pago</td><td>4180527731</td></tr>
</table>
<p>Paga en la app <a href="https://www.telcoandina.com.pe/app">Mi TelcoAndina</a>, en agentes o por banca por internet con tu código de pago.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#333;color:#bbb;font-size:11px">TelcoAndina del Perú S.A.A. · RUC 20547730184 · Av. Javier Prado Este 4200, Surco, Lima · Atención al cliente 104 · <a href="https://www.telcoandina.com.pe/privacidad" style="color:#fff">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "telcoandina",
    group: "regional",
    lang: "es",
    kind: "sim-swap-code",
    code: "591044",
    link: null,
    from: "TelcoAndina <seguridad@telcoandina.com.pe>",
    subject: "Código de validación para el cambio de chip",
    date: day(10, 7, "16:20", "-0500"),
    text: `Hola, SAM READER:

Solicitaste un cambio de chip (SIM) para la línea 987 ••• 412 en la tienda TelcoAndina Mall del Sur.

Muestra este código de validación al asesor para continuar:

591 044

Es válido por 30 minutos. Si tú no estás en la tienda, no lo compartas y llama al 104 opción 9.
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p><img src="https://static.telcoandina.com.pe/mailing/logo-ta-rojo.png" alt="TelcoAndina" height="28"></p>
<p>Hola, <b>SAM READER</b>:</p>
<p>Solicitaste un cambio de chip (SIM) para la línea 987 ••• 412 en la tienda TelcoAndina Mall del Sur.</p>
<p>Muestra este código de validación al asesor para continuar:</p>
<p style="font-size:30px;font-weight:bold;color:#e4002b">591 044</p>
<p>Es válido por 30 minutos. Si tú no estás en la tienda, no lo compartas y llama al <b>104</b> opción 9.</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:11px;color:#888">TelcoAndina del Perú S.A.A. · RUC 20547730184</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Viajito (ride-hailing, Colombia)

const viajito: Mail[] = [
  {
    family: "viajito",
    group: "regional",
    lang: "es",
    kind: "phone-code",
    code: "3872",
    link: null,
    from: "Viajito <no-responder@viajito.co>",
    subject: "Viajito: tu código es 3872",
    date: day(9, 1, "07:58", "-0500"),
    text: `Tu código de Viajito es 3872

Escríbelo en la app para verificar tu número +57 310 ••• 6619.
No lo compartas: ningún conductor ni asesor de Viajito te lo va a pedir.
`,
    html: null,
  },
  {
    family: "viajito",
    group: "regional",
    lang: "es",
    kind: "trip-receipt",
    code: null,
    link: null,
    from: "Viajito <recibos@viajito.co>",
    subject: "Tu viaje del martes por la noche con Viajito",
    date: day(9, 22, "23:41", "-0500"),
    enc: "qp",
    text: `Gracias por viajar con Viajito, Sam

Total: $ 23.700 COP

Tarifa base ...... $ 5.200
Distancia 8,4 km . $ 12.600
Tiempo 27 min .... $ 4.400
Recargo nocturno .. $ 1.500

Pagaste con Nequi
22 sept. 2026 · 22:58 – 23:25
Desde: Cra. 7 # 72-41, Bogotá
Hasta: Cl. 140 # 11-45, Bogotá
Conductor: Hernán · Chevrolet Onix · placa JKT 481

¿Dejaste algo en el carro? https://viajito.co/ayuda/objetos-perdidos
`,
    html: `<!DOCTYPE html><html lang="es-CO"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f5f5;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 0">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:24px;background:#111"><img src="https://cdn.viajito.co/mail/logo-amarillo.png" alt="Viajito" width="100"></td></tr>
<tr><td style="padding:24px">
<p style="font-size:13px;color:#777;margin:0">22 sept. 2026</p>
<h1 style="font-size:24px;margin:6px 0 20px">Gracias por viajar con Viajito, Sam</h1>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px">
<tr><td style="font-size:20px"><b>Total</b></td><td align="right" style="font-size:20px"><b>$ 23.700</b></td></tr>
<tr><td>Tarifa base</td><td align="right">$ 5.200</td></tr>
<tr><td>Distancia (8,4 km)</td><td align="right">$ 12.600</td></tr>
<tr><td>Tiempo (27 min)</td><td align="right">$ 4.400</td></tr>
<tr><td>Recargo nocturno</td><td align="right">$ 1.500</td></tr>
<tr><td colspan="2" style="border-top:1px solid #eee;color:#555">Pagaste con Nequi</td></tr>
</table>
<img src="https://maps.viajito.co/static/trip/9f81c2.png" alt="Mapa del recorrido" width="472" style="display:block;margin:16px 0">
<p style="font-size:13px;line-height:20px">🟢 22:58 · Cra. 7 # 72-41, Bogotá<br>🔴 23:25 · Cl. 140 # 11-45, Bogotá</p>
<p style="font-size:13px">Conductor: Hernán · Chevrolet Onix · placa JKT 481</p>
<p style="font-size:13px"><a href="https://viajito.co/ayuda/objetos-perdidos" style="color:#111">¿Dejaste algo en el carro?</a> · <a href="https://viajito.co/ayuda/viajes/9f81c2" style="color:#111">Reportar un problema</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#999">Viajito S.A.S. · NIT 901.442.118-3 · Cl. 93B # 13-92, Bogotá D.C. · <a href="https://viajito.co/privacidad" style="color:#999">Privacidad</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Rentas Río Sauce (tax portal, Argentina)

const rentas_rio_sauce: Mail[] = [
  {
    family: "rentas-rio-sauce",
    group: "regional",
    lang: "es",
    kind: "verify-code-link",
    code: "7F3K92",
    link: "https://rentas.riosauce.gob.ar/portal/registro/validar?email=sam.reader%40inbox.example&clave=7F3K92",
    from: "Dirección General de Rentas - Río Sauce <no-responder@rentas.riosauce.gob.ar>",
    subject: "Validación de correo electrónico - Portal del Contribuyente",
    date: day(9, 9, "11:06", "-0300"),
    text: `DIRECCIÓN GENERAL DE RENTAS
MUNICIPALIDAD DE RÍO SAUCE

Estimado/a contribuyente:

Ha iniciado el registro en el Portal del Contribuyente con el CUIT 20-3•••••81-4.

Para validar su correo electrónico, ingrese al siguiente enlace:
https://rentas.riosauce.gob.ar/portal/registro/validar?email=sam.reader%40inbox.example&clave=7F3K92

o bien escriba la clave de validación 7F3K92 en la pantalla de registro.

La clave caduca a las 72 horas de emitido este correo.

Este es un mensaje automático, por favor no lo responda.
Consultas: Mesa de Ayuda (0358) 462-1190 int. 224, de lunes a viernes de 7:30 a 13:30 hs.
`,
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="font-family:Tahoma,Arial,sans-serif;font-size:13px;color:#000">
<table width="640" border="0" cellpadding="0" cellspacing="0">
<tr><td><img src="https://rentas.riosauce.gob.ar/img/encabezado_mail.jpg" alt="Municipalidad de Río Sauce - Dirección General de Rentas" width="640" height="90"></td></tr>
<tr><td style="padding:16px">
<p>Estimado/a contribuyente:</p>
<p>Ha iniciado el registro en el Portal del Contribuyente con el CUIT 20-3•••••81-4.</p>
<p>Para validar su correo electrónico, ingrese al siguiente enlace:<br>
<a href="https://rentas.riosauce.gob.ar/portal/registro/validar?email=sam.reader%40inbox.example&amp;clave=7F3K92">https://rentas.riosauce.gob.ar/portal/registro/validar?email=sam.reader%40inbox.example&amp;clave=7F3K92</a></p>
<p>o bien escriba la clave de validación <b>7F3K92</b> en la pantalla de registro.</p>
<p>La clave caduca a las 72 horas de emitido este correo.</p>
<p><i>Este es un mensaje automático, por favor no lo responda.</i><br>
Consultas: Mesa de Ayuda (0358) 462-1190 int. 224, de lunes a viernes de 7:30 a 13:30 hs.</p>
</td></tr>
<tr><td style="font-size:10px;color:#666;border-top:1px solid #999;padding:8px 16px">Municipalidad de Río Sauce · Constitución 852 · X5800 · Córdoba</td></tr>
</table></body></html>`,
  },
  {
    family: "rentas-rio-sauce",
    group: "regional",
    lang: "es",
    kind: "payment-receipt",
    code: null,
    link: null,
    from: "Dirección General de Rentas - Río Sauce <no-responder@rentas.riosauce.gob.ar>",
    subject: "Comprobante de pago - Tasa de Servicios a la Propiedad - Cuota 09/2026",
    date: day(9, 30, "14:22", "-0300"),
    enc: "8bit",
    text: `DIRECCIÓN GENERAL DE RENTAS
MUNICIPALIDAD DE RÍO SAUCE

Se registró el siguiente pago:

Tributo: Tasa de Servicios a la Propiedad
Cuenta/Inmueble: 08-114-0092-00
Cuota: 09/2026
Importe: $ 18.340,00
Fecha de pago: 30/09/2026
Medio: Pago electrónico (VEP N.º 556120098)
Número de transacción: 2026093000187734

Conserve este correo como constancia. Puede descargar el comprobante desde el Portal del Contribuyente.

Este es un mensaje automático, por favor no lo responda.
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Portal do Cidadão de Ibirapitanga (city services, Brazil)

const portal_cidadao_ibirapitanga: Mail[] = [
  {
    family: "portal-cidadao-ibirapitanga",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link:
      "https://cidadao.ibirapitanga.sp.gov.br/auth/realms/cidadao/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.rst.c91Qx0&client_id=portal&tab_id=Hq3Wl",
    from: "Portal do Cidadão - Prefeitura de Ibirapitanga <naoresponda@ibirapitanga.sp.gov.br>",
    subject: "Redefinição de senha - Portal do Cidadão",
    date: day(9, 25, "18:03", "-0300"),
    enc: "qp",
    text: `Prefeitura Municipal de Ibirapitanga
Portal do Cidadão

Olá, SAM READER.

Foi solicitada a redefinição da senha da sua conta (CPF ***.418.207-**).

Clique no link abaixo para cadastrar uma nova senha:
https://cidadao.ibirapitanga.sp.gov.br/auth/realms/cidadao/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.rst.c91Qx0&client_id=portal&tab_id=Hq3Wl

Este link expira em 30 minutos.

Se você não fez esta solicitação, desconsidere esta mensagem; sua senha atual continuará valendo.

Central de Atendimento 156 · Praça Cel. Fonseca, 40 - Centro - CEP 13990-000
`,
    html: `<html><body style="background:#f0f0f0;padding:20px;font-family:Arial,sans-serif">
<table align="center" width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-top:6px solid #005a9c">
<tr><td style="padding:18px 24px"><img src="https://cidadao.ibirapitanga.sp.gov.br/static/brasao-ibirapitanga.png" alt="Brasão" width="48" style="vertical-align:middle"> <span style="font-size:16px;font-weight:bold;color:#005a9c;vertical-align:middle">Prefeitura Municipal de Ibirapitanga · Portal do Cidadão</span></td></tr>
<tr><td style="padding:8px 24px 24px;font-size:14px;line-height:21px;color:#333">
<p>Olá, <strong>SAM READER</strong>.</p>
<p>Foi solicitada a redefinição da senha da sua conta (CPF ***.418.207-**).</p>
<p>Clique no link abaixo para cadastrar uma nova senha:</p>
<p><a href="https://cidadao.ibirapitanga.sp.gov.br/auth/realms/cidadao/login-actions/action-token?key=eyJhbGciOiJIUzI1NiJ9.rst.c91Qx0&amp;client_id=portal&amp;tab_id=Hq3Wl">Link para redefinir a senha</a></p>
<p>Este link expira em 30 minutos.</p>
<p>Se você não fez esta solicitação, desconsidere esta mensagem; sua senha atual continuará valendo.</p>
</td></tr>
<tr><td style="padding:12px 24px;background:#f7f7f7;font-size:11px;color:#777">Central de Atendimento 156 · Praça Cel. Fonseca, 40 - Centro - CEP 13990-000 · Ibirapitanga/SP</td></tr>
</table></body></html>`,
  },
  {
    family: "portal-cidadao-ibirapitanga",
    group: "regional",
    lang: "pt",
    kind: "tax-bill",
    code: null,
    link: null,
    from: "Portal do Cidadão - Prefeitura de Ibirapitanga <naoresponda@ibirapitanga.sp.gov.br>",
    subject: "IPTU 2026: guia da parcela 8/10 disponível",
    date: day(10, 1, "08:00", "-0300"),
    text: `Prefeitura Municipal de Ibirapitanga
Secretaria da Fazenda

Olá, SAM READER.

A guia da parcela 8/10 do IPTU 2026 já está disponível.

Inscrição imobiliária: 01.03.027.0415.001
Valor: R$ 146,73
Vencimento: 15/10/2026

Pague pelo QR Code Pix ou pelo código de barras da guia, disponível no Portal do Cidadão em Tributos > IPTU > Minhas guias.

Pagamento em atraso: multa de 2% e juros de 1% ao mês.
Central de Atendimento 156
`,
    html: null,
  },
];

// ---------------------------------------------------------------- TruequeYa (second-hand marketplace, Mexico)

function trueque(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#fdf6ee">
<div style="display:none">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 10px">
<table width="100%" cellpadding="0" cellspacing="0" style="max-width:540px;background:#fff;border-radius:14px;font-family:'Helvetica Neue',Arial,sans-serif">
<tr><td align="center" style="padding:22px"><img src="https://static.truequeya.mx/e/logo-truequeya.png" alt="TruequeYa" width="120"></td></tr>
<tr><td style="padding:0 28px 26px;font-size:15px;line-height:23px;color:#3a2a1a">${body}</td></tr>
<tr><td align="center" style="padding:18px;font-size:11px;color:#a08c78;line-height:17px">
<a href="https://truequeya.mx/ayuda" style="color:#a08c78">Ayuda</a> · <a href="https://truequeya.mx/seguridad" style="color:#a08c78">Consejos de seguridad</a> · <a href="https://truequeya.mx/notificaciones" style="color:#a08c78">Ajustar notificaciones</a><br>
TruequeYa México, S. de R.L. de C.V. · Av. Chapultepec 480, Col. Americana, C.P. 44160, Guadalajara, Jal.
</td></tr></table></td></tr></table></body></html>`;
}

const trueque_ya: Mail[] = [
  {
    family: "trueque-ya",
    group: "regional",
    lang: "es",
    kind: "new-message",
    code: null,
    link: null,
    from: "TruequeYa <notificaciones@truequeya.mx>",
    subject: "Daniela te escribió sobre “Bicicleta de ruta rodada 28”",
    date: day(9, 11, "20:15", "-0600"),
    enc: "qp",
    text: `Daniela te escribió sobre tu anuncio "Bicicleta de ruta rodada 28" ($4,800):

"Hola! sigue disponible? te ofrezco 4,200 y paso por ella el sábado a Zapopan"

Responder: https://truequeya.mx/mensajes/c/71820493

Consejo: nunca compartas códigos que te lleguen por SMS ni hagas pagos fuera de TruequeYa.
`,
    html: trueque(
      '"Hola! sigue disponible? te ofrezco 4,200…"',
      `<p><strong>Daniela</strong> te escribió sobre tu anuncio:</p>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #f0e4d6;border-radius:10px"><tr>
<td width="90" style="padding:10px"><img src="https://img.truequeya.mx/a/71820493/thumb.jpg" alt="Bicicleta de ruta" width="80" style="border-radius:8px"></td>
<td style="padding:10px;font-size:14px">Bicicleta de ruta rodada 28<br><strong>$4,800</strong></td></tr></table>
<p style="background:#fdf6ee;border-radius:10px;padding:12px 14px;font-style:italic">"Hola! sigue disponible? te ofrezco 4,200 y paso por ella el sábado a Zapopan"</p>
${button("https://truequeya.mx/mensajes/c/71820493", "Responder", "#f26b1d")}
<p style="font-size:12px;color:#8b7660">Consejo: nunca compartas códigos que te lleguen por SMS ni hagas pagos fuera de TruequeYa.</p>`,
    ),
  },
  {
    family: "trueque-ya",
    group: "regional",
    lang: "es",
    kind: "magic-link",
    code: null,
    link: "https://truequeya.mx/auth/enlace?t=mGx8P1c0sQe4Lw2D&r=%2Fmis-anuncios",
    from: "TruequeYa <acceso@truequeya.mx>",
    subject: "Tu enlace para entrar a TruequeYa",
    date: day(9, 26, "09:47", "-0600"),
    text: `¡Hola!

Toca este enlace para entrar a tu cuenta de TruequeYa desde este dispositivo:
https://truequeya.mx/auth/enlace?t=mGx8P1c0sQe4Lw2D&r=%2Fmis-anuncios

Funciona una sola vez y vence en 20 minutos.
Si no lo pediste, no pasa nada: tu cuenta sigue segura.
`,
    html: trueque(
      "Entra sin contraseña.",
      `<h2 style="margin:0 0 12px;font-size:21px">Entra a TruequeYa</h2>
<p>Toca el botón para entrar a tu cuenta desde este dispositivo.</p>
${button("https://truequeya.mx/auth/enlace?t=mGx8P1c0sQe4Lw2D&amp;r=%2Fmis-anuncios", "Entrar a mi cuenta", "#f26b1d")}
<p style="font-size:13px;color:#8b7660">Funciona una sola vez y vence en 20 minutos. Si no lo pediste, no pasa nada: tu cuenta sigue segura.</p>`,
    ),
  },
  {
    family: "trueque-ya",
    group: "regional",
    lang: "es",
    kind: "item-sold",
    code: null,
    link: null,
    from: "TruequeYa <notificaciones@truequeya.mx>",
    subject: "¡Vendiste “Bicicleta de ruta rodada 28”! 🎉",
    date: day(9, 27, "12:30", "-0600"),
    enc: "b64",
    text: `¡Felicidades, Sam! Marcaste tu anuncio como vendido.

Anuncio: Bicicleta de ruta rodada 28
Precio final: $4,500
Comprador: Daniela R.

Califica a Daniela para ayudar a la comunidad: https://truequeya.mx/calificar/71820493

¿Tienes algo más guardado? Publicar es gratis.
`,
    html: trueque(
      "Califica a tu comprador.",
      `<h2 style="margin:0 0 12px;font-size:21px">¡Felicidades, Sam! 🎉</h2>
<p>Marcaste tu anuncio <strong>Bicicleta de ruta rodada 28</strong> como vendido por <strong>$4,500</strong> a Daniela R.</p>
<p>Califica a Daniela para ayudar a la comunidad:</p>
<p style="text-align:center;font-size:28px"><a href="https://truequeya.mx/calificar/71820493?s=5" style="text-decoration:none">⭐⭐⭐⭐⭐</a></p>
<p style="font-size:13px;color:#8b7660">¿Tienes algo más guardado? <a href="https://truequeya.mx/publicar" style="color:#f26b1d">Publicar es gratis</a>.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Boletería Estelar (event tickets, Chile)

const boleteria_estelar: Mail[] = [
  {
    family: "boleteria-estelar",
    group: "regional",
    lang: "es",
    kind: "tickets-purchased",
    code: null,
    link: null,
    from: "Boletería Estelar <entradas@boleteriaestelar.cl>",
    subject: "Tus entradas: Los Paramédicos del Sur – Teatro Caupolicán, 24 oct",
    date: day(9, 18, "12:02", "-0300"),
    enc: "qp",
    attachment: [
      "Entradas_BE-2026-7731904.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
    text: `¡Compra exitosa!

Los Paramédicos del Sur – Gira Aniversario
Teatro Caupolicán, San Diego 850, Santiago
Sábado 24 de octubre de 2026 · Apertura de puertas 19:30 · Show 21:00

Orden N.°: BE-2026-7731904
Entradas: 2 x Platea Alta, Fila K, asientos 14 y 15
Valor: 2 x $38.000 + cargo por servicio $7.600 = $83.600

Tus entradas van adjuntas en PDF. Cada una tiene un QR único: muéstralo en el acceso desde tu celular o impreso.
No compartas fotos de tus entradas en redes sociales.

Boletería Estelar SpA · Mesa de ayuda 600 620 4400
`,
    html: `<html><body style="margin:0;background:#1a1036;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td><img src="https://cdn.boleteriaestelar.cl/mkt/header-compra.jpg" alt="Boletería Estelar – ¡Compra exitosa!" width="600" style="display:block"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222">
<h2 style="margin:0 0 4px;color:#1a1036">Los Paramédicos del Sur – Gira Aniversario</h2>
<p style="margin:0 0 16px;color:#666">Teatro Caupolicán, San Diego 850, Santiago<br>Sábado 24 de octubre de 2026 · Puertas 19:30 · Show 21:00</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #e4e0f0">
<tr><td>Orden N.°</td><td align="right"><b>BE-2026-7731904</b></td></tr>
<tr><td>Entradas</td><td align="right">2 x Platea Alta · Fila K · 14, 15</td></tr>
<tr><td>Total</td><td align="right">$83.600</td></tr>
</table>
<p>Tus entradas van adjuntas en PDF. Cada una tiene un QR único: muéstralo en el acceso desde tu celular o impreso.</p>
<p style="font-size:12px;color:#a00">No compartas fotos de tus entradas en redes sociales.</p>
<p><a href="https://boleteriaestelar.cl/mis-entradas" style="color:#6c3ce0">Ver en Mis entradas</a> · <a href="https://boleteriaestelar.cl/evento/paramedicos-del-sur-caupolican/como-llegar" style="color:#6c3ce0">Cómo llegar</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f4f1fb;font-size:11px;color:#777">Boletería Estelar SpA · Av. Italia 1580, Ñuñoa · Mesa de ayuda 600 620 4400 · <a href="https://boleteriaestelar.cl/terminos" style="color:#777">Términos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "boleteria-estelar",
    group: "regional",
    lang: "es",
    kind: "transfer-confirm-link",
    code: null,
    link: "https://boleteriaestelar.cl/transferencias/confirmar/8b1e5c07-3f2a-4d19-9a70-2c6e41d5b8f3",
    from: "Boletería Estelar <entradas@boleteriaestelar.cl>",
    subject: "Confirma la transferencia de tu entrada a Camila Soto",
    date: day(10, 20, "17:36", "-0300"),
    text: `Hola, Sam:

Iniciaste la transferencia de 1 entrada a camila.soto@correo.example:

Los Paramédicos del Sur – Teatro Caupolicán
Sábado 24 de octubre de 2026, 21:00
Platea Alta, Fila K, asiento 15 (orden BE-2026-7731904)

Para completarla, confírmala aquí:
https://boleteriaestelar.cl/transferencias/confirmar/8b1e5c07-3f2a-4d19-9a70-2c6e41d5b8f3

Al confirmar, tu entrada actual queda anulada y Camila recibirá una nueva con otro QR.
Si no confirmas en 24 horas, la transferencia se cancela y conservas tu entrada.
`,
    html: `<html><body style="margin:0;background:#f4f1fb;font-family:Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#1a1036;border-radius:8px 8px 0 0"><img src="https://cdn.boleteriaestelar.cl/mkt/logo-blanco.png" alt="Boletería Estelar" width="150"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222">
<p>Hola, Sam:</p>
<p>Iniciaste la transferencia de <b>1 entrada</b> a <b>camila.soto@correo.example</b>:</p>
<p style="background:#f4f1fb;padding:12px;border-radius:6px">Los Paramédicos del Sur – Teatro Caupolicán<br>Sábado 24 de octubre de 2026, 21:00<br>Platea Alta, Fila K, asiento 15 (orden BE-2026-7731904)</p>
${
      button(
        "https://boleteriaestelar.cl/transferencias/confirmar/8b1e5c07-3f2a-4d19-9a70-2c6e41d5b8f3",
        "Confirmar transferencia",
        "#6c3ce0",
      )
    }
<p style="font-size:12px;color:#666">Al confirmar, tu entrada actual queda anulada y Camila recibirá una nueva con otro QR. Si no confirmas en 24 horas, la transferencia se cancela y conservas tu entrada.</p>
</td></tr></table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- ParcelHop (US package forwarding to Latin America)

const HOP_FOOT =
  `<p style="margin:0 0 6px">ParcelHop Forwarding LLC · 8725 NW 18th Terrace, Suite 112, Doral, FL 33172, USA</p>
<p style="margin:0"><a href="https://help.parcelhop.com" style="color:#8a8a8a">Help Center</a> · <a href="https://parcelhop.com/prohibited-items" style="color:#8a8a8a">Prohibited items</a> · <a href="https://parcelhop.com/privacy" style="color:#8a8a8a">Privacy</a> · © 2026 ParcelHop</p>`;

const parcelhop: Mail[] = [
  {
    family: "parcelhop",
    group: "consumer",
    lang: "en",
    kind: "package-received",
    code: null,
    link: null,
    from: "ParcelHop <warehouse@parcelhop.com>",
    subject: "We received a package for suite PH-58214",
    date: day(9, 7, "14:09", "-0400"),
    enc: "qp",
    text: `Hi Sam,

A new package just arrived at our Miami warehouse for your suite.

Suite: PH-58214
Carrier: UPS · 1Z 8V7 29A 03 4471 9520
From: GEARPOINT OUTLET
Weight: 3.2 lb (1.45 kg) · 14 x 10 x 6 in
Received: Sep 7, 2026, 1:48 PM ET

Next step: declare the contents and choose a shipping option to Mexico in your dashboard. Packages are stored free for 30 days.

https://app.parcelhop.com/packages

ParcelHop Forwarding LLC · 8725 NW 18th Terrace, Suite 112, Doral, FL 33172
`,
    html: shell({
      lang: "en",
      title: "Package received",
      preheader: "UPS · 3.2 lb · from GEARPOINT OUTLET",
      logo: "https://cdn.parcelhop.com/email/ph-logo-white.png",
      logoAlt: "ParcelHop",
      accent: "#0b3d91",
      body: `<p>Hi Sam,</p>
<p>A new package just arrived at our Miami warehouse for your suite.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e3e8f2">
<tr><td style="color:#667">Suite</td><td align="right"><strong>PH-58214</strong></td></tr>
<tr><td style="color:#667">Carrier</td><td align="right">UPS · 1Z 8V7 29A 03 4471 9520</td></tr>
<tr><td style="color:#667">From</td><td align="right">GEARPOINT OUTLET</td></tr>
<tr><td style="color:#667">Weight</td><td align="right">3.2 lb (1.45 kg) · 14 x 10 x 6 in</td></tr>
<tr><td style="color:#667">Received</td><td align="right">Sep 7, 2026, 1:48 PM ET</td></tr>
</table>
<p><img src="https://photos.parcelhop.com/pkg/58214/0907-a.jpg" alt="Photo of your package" width="260" style="border-radius:6px"></p>
<p><strong>Next step:</strong> declare the contents and choose a shipping option to Mexico. Packages are stored free for 30 days.</p>
${button("https://app.parcelhop.com/packages", "Go to my packages", "#0b3d91")}`,
      footer: HOP_FOOT,
    }),
  },
  {
    family: "parcelhop",
    group: "consumer",
    lang: "en",
    kind: "two-factor-code",
    code: "902315",
    link: null,
    from: "ParcelHop <security@parcelhop.com>",
    subject: "Your ParcelHop verification code",
    date: day(9, 20, "11:27", "-0400"),
    text: `Your ParcelHop verification code is: 902315

Enter it on the sign-in page to continue. It expires in 10 minutes.

Sign-in attempt: Chrome on Windows, Monterrey, MX (IP 187.190.xx.xx)

If this wasn't you, reset your password right away and contact support@parcelhop.com.
`,
    html: shell({
      lang: "en",
      title: "Verification code",
      preheader: "Your ParcelHop verification code",
      logo: "https://cdn.parcelhop.com/email/ph-logo-white.png",
      logoAlt: "ParcelHop",
      accent: "#0b3d91",
      body: `<p>Your ParcelHop verification code is:</p>
<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr><td style="padding:14px 28px;background:#eef3fc;border-radius:8px;font-size:32px;font-weight:700;letter-spacing:6px;color:#0b3d91;font-family:Consolas,monospace">902315</td></tr></table>
<p>Enter it on the sign-in page to continue. It expires in 10 minutes.</p>
<p style="font-size:13px;color:#667">Sign-in attempt: Chrome on Windows · Monterrey, MX (IP 187.190.xx.xx)</p>
<p style="font-size:13px;color:#667">If this wasn't you, reset your password right away and contact <a href="mailto:support@parcelhop.com">support@parcelhop.com</a>.</p>`,
      footer: HOP_FOOT,
    }),
  },
  {
    family: "parcelhop",
    group: "consumer",
    lang: "en",
    kind: "shipment-dispatched",
    code: null,
    link: null,
    from: "ParcelHop <shipping@parcelhop.com>",
    subject: "Shipment PHX-3318427 is on its way to Mexico",
    date: day(9, 23, "16:45", "-0400"),
    enc: "b64",
    text: `Hi Sam,

Your consolidated shipment left Miami.

Shipment: PHX-3318427 (2 packages)
Service: Economy Air · estimated 5–8 business days
Declared value: USD 214.98
Charged: USD 38.40 to Mastercard ending 6630
Import duties and taxes: paid in advance (DDP)

Track it: https://app.parcelhop.com/shipments/PHX-3318427

Thanks for shipping with ParcelHop.
`,
    html: shell({
      lang: "en",
      title: "Shipment dispatched",
      preheader: "Economy Air · 5–8 business days",
      logo: "https://cdn.parcelhop.com/email/ph-logo-white.png",
      logoAlt: "ParcelHop",
      accent: "#0b3d91",
      body: `<p>Hi Sam,</p>
<p>Your consolidated shipment left Miami ✈️</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border:1px solid #e3e8f2">
<tr><td style="color:#667">Shipment</td><td align="right">PHX-3318427 (2 packages)</td></tr>
<tr><td style="color:#667">Service</td><td align="right">Economy Air · 5–8 business days</td></tr>
<tr><td style="color:#667">Declared value</td><td align="right">USD 214.98</td></tr>
<tr><td style="color:#667">Charged</td><td align="right">USD 38.40 · Mastercard •••• 6630</td></tr>
<tr><td style="color:#667">Duties and taxes</td><td align="right">Paid in advance (DDP)</td></tr>
</table>
${button("https://app.parcelhop.com/shipments/PHX-3318427", "Track shipment", "#0b3d91")}`,
      footer: HOP_FOOT,
    }),
  },
];

// ---------------------------------------------------------------- Antojo Express (food delivery, Colombia)

const antojo_express: Mail[] = [
  {
    family: "antojo-express",
    group: "regional",
    lang: "es",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "Antojo Express <pedidos@antojoexpress.co>",
    subject: "¡Buen provecho! Tu pedido de Arepas Doña Tere fue entregado",
    date: day(10, 4, "13:51", "-0500"),
    enc: "qp",
    text: `¡Buen provecho, Sam!

Tu pedido #AE-5519027 de Arepas Doña Tere fue entregado a las 13:49.

2 x Arepa de choclo con queso ..... $ 17.800
1 x Arepa rellena mixta ............ $ 14.500
1 x Limonada de coco ............... $ 7.900
Domicilio ........................... $ 3.900
Tarifa de servicio ................. $ 1.990
Propina para Yeison ................ $ 3.000
Total ............................... $ 49.090

Pagaste con tarjeta débito •••• 1184.

¿Cómo estuvo? Califica tu pedido en la app.
`,
    html: `<html><body style="margin:0;background:#fff3ec;font-family:Arial,sans-serif;color:#2b1b12">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 8px">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:16px">
<tr><td align="center" style="padding:22px"><img src="https://img.antojoexpress.co/mail/logo-naranja.png" alt="Antojo Express" width="140"></td></tr>
<tr><td align="center" style="padding:0 24px"><img src="https://img.antojoexpress.co/mail/entregado.gif" alt="" width="180"><h1 style="font-size:22px;margin:8px 0">¡Buen provecho, Sam!</h1><p style="margin:0 0 16px;color:#7a5a48">Pedido #AE-5519027 · Arepas Doña Tere · entregado 13:49</p></td></tr>
<tr><td style="padding:0 24px 20px">
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:14px">
<tr><td>2 x Arepa de choclo con queso</td><td align="right">$ 17.800</td></tr>
<tr><td>1 x Arepa rellena mixta</td><td align="right">$ 14.500</td></tr>
<tr><td>1 x Limonada de coco</td><td align="right">$ 7.900</td></tr>
<tr><td style="color:#7a5a48">Domicilio</td><td align="right">$ 3.900</td></tr>
<tr><td style="color:#7a5a48">Tarifa de servicio</td><td align="right">$ 1.990</td></tr>
<tr><td style="color:#7a5a48">Propina para Yeison</td><td align="right">$ 3.000</td></tr>
<tr><td style="border-top:2px solid #ff5a1f"><b>Total</b></td><td align="right" style="border-top:2px solid #ff5a1f"><b>$ 49.090</b></td></tr>
</table>
<p style="font-size:12px;color:#7a5a48">Pagaste con tarjeta débito •••• 1184.</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:11px;color:#a08878;border-top:1px solid #f3e3d9">Antojo Express S.A.S. · Cl. 10 # 43E-31, Medellín · <a href="https://antojoexpress.co/ayuda" style="color:#a08878">Ayuda</a> · <a href="https://antojoexpress.co/terminos" style="color:#a08878">Términos</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "antojo-express",
    group: "regional",
    lang: "es",
    kind: "promotion",
    code: null,
    link: null,
    from: "Antojo Express <hola@antojoexpress.co>",
    subject: "🍔 40% OFF en tu próximo pedido, solo este finde",
    date: day(10, 23, "11:00", "-0500"),
    enc: "b64",
    headers: [["List-Unsubscribe", "<mailto:baja@antojoexpress.co?subject=baja-8c31>"]],
    text: `Este finde se antoja 😋

40% OFF en tu próximo pedido con el código FINDE40
(tope de descuento $ 15.000, pedido mínimo $ 30.000)

Válido del viernes 23 al domingo 25 de octubre de 2026 en restaurantes seleccionados de Medellín, Bogotá y Cali.

Pedir ahora: https://go.antojoexpress.co/c/finde40?utm_campaign=oct_finde

No quieres recibir más promociones? https://antojoexpress.co/preferencias?u=8c31
`,
    html: `<html><body style="margin:0;background:#ff5a1f;font-family:Arial Black,Arial,sans-serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0">
<tr><td><a href="https://go.antojoexpress.co/c/finde40?utm_campaign=oct_finde"><img src="https://img.antojoexpress.co/camp/oct-finde40-hero.jpg" alt="Este finde se antoja: 40% OFF con FINDE40" width="600" style="display:block;border:0"></a></td></tr>
<tr><td align="center" style="background:#ffffff;padding:24px;font-family:Arial,sans-serif;color:#2b1b12">
<p style="font-size:18px;margin:0 0 10px">40% OFF en tu próximo pedido con el código</p>
<p style="font-size:34px;font-weight:900;margin:0 0 10px;color:#ff5a1f;border:3px dashed #ff5a1f;display:inline-block;padding:6px 18px">FINDE40</p>
<p style="font-size:12px;color:#7a5a48">Tope de descuento $ 15.000 · pedido mínimo $ 30.000 · del 23 al 25 de octubre de 2026 en restaurantes seleccionados de Medellín, Bogotá y Cali.</p>
${button("https://go.antojoexpress.co/c/finde40?utm_campaign=oct_finde", "Pedir ahora", "#2b1b12")}
</td></tr>
<tr><td align="center" style="padding:16px;font-family:Arial,sans-serif;font-size:11px;color:#ffe3d6">Antojo Express S.A.S. · Cl. 10 # 43E-31, Medellín · <a href="https://antojoexpress.co/preferencias?u=8c31" style="color:#ffffff">Preferencias</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Club Girasol (supermarket loyalty, Chile)

const club_girasol: Mail[] = [
  {
    family: "club-girasol",
    group: "regional",
    lang: "es",
    kind: "points-statement",
    code: null,
    link: null,
    from: "Club Girasol <club@supermercadosgirasol.cl>",
    subject: "Sam, tienes 4.820 puntos Girasol 🌻",
    date: day(10, 1, "10:10", "-0300"),
    enc: "qp",
    text: `Tu resumen de septiembre

Puntos acumulados en septiembre: 1.260
Puntos canjeados: 0
Saldo al 30/09/2026: 4.820 puntos
Vencen 600 puntos el 31/12/2026

Tu categoría: Girasol Dorado (te faltan $ 84.000 en compras para Girasol Platino)

Con 4.000 puntos canjeas una gift card de $ 4.000 en caja o en la app.

Socio N.° 7700 4182 0093 · RUT 18.•••.•••-4
Supermercados Girasol S.A. · Av. Vicuña Mackenna 7110, La Florida
`,
    html: `<html><body style="margin:0;background:#fffbe8;font-family:Georgia,'Times New Roman',serif">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #f1e4a6">
<tr><td style="padding:18px 26px;background:#f6c500"><img src="https://clubgirasol.cl/img/mail/club-girasol.png" alt="Club Girasol" width="160"></td></tr>
<tr><td style="padding:26px;font-size:15px;line-height:23px;color:#3b3200">
<h1 style="margin:0 0 8px;font-size:24px">Tu resumen de septiembre</h1>
<table width="100%" cellpadding="0" cellspacing="8"><tr>
<td align="center" style="background:#fff4c2;padding:14px;border-radius:8px"><span style="font-size:12px">Acumulados</span><br><b style="font-size:22px">1.260</b></td>
<td align="center" style="background:#fff4c2;padding:14px;border-radius:8px"><span style="font-size:12px">Canjeados</span><br><b style="font-size:22px">0</b></td>
<td align="center" style="background:#f6c500;padding:14px;border-radius:8px"><span style="font-size:12px">Saldo</span><br><b style="font-size:22px">4.820</b></td>
</tr></table>
<p style="font-size:13px">Vencen 600 puntos el 31/12/2026.</p>
<p>Tu categoría: <b>Girasol Dorado</b>. Te faltan $ 84.000 en compras para llegar a Girasol Platino.</p>
<p>Con 4.000 puntos canjeas una gift card de $ 4.000 en caja o en la app.</p>
<p style="font-size:12px;color:#8a7b2a">Socio N.° 7700 4182 0093 · RUT 18.•••.•••-4</p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#8a7b2a;background:#fffbe8">Supermercados Girasol S.A. · Av. Vicuña Mackenna 7110, La Florida, Santiago · <a href="https://clubgirasol.cl/bases" style="color:#8a7b2a">Bases del programa</a> · <a href="https://clubgirasol.cl/desuscribir?s=77004182" style="color:#8a7b2a">Desuscribirme</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "club-girasol",
    group: "regional",
    lang: "es",
    kind: "coupon-offer",
    code: null,
    link: null,
    from: "Club Girasol <club@supermercadosgirasol.cl>",
    subject: "Tus cupones de la semana ya están cargados",
    date: day(10, 19, "07:30", "-0300"),
    text: `Hola Sam, estos cupones ya están cargados en tu RUT. Se aplican solos al pagar en caja:

- 30% dcto. en café en grano Tostaduría Andes 500 g (cupón GIR-CAF-30)
- 2x1 en yogur batido 1 L, todas las variedades
- $ 1.500 dcto. en tu compra de carnes sobre $ 15.000

Válidos hasta el domingo 25/10/2026 o hasta agotar stock. Máximo 2 unidades por socio.

Supermercados Girasol S.A.
Desuscribirme: https://clubgirasol.cl/desuscribir?s=77004182
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Feirão Bem-te-vi (marketplace, Brazil)

function bemtevi(title: string, pre: string, body: string): string {
  return shell({
    lang: "pt-BR",
    title,
    preheader: pre,
    logo: "https://static.bemtevifeirao.com.br/email/logo-bemtevi.png",
    logoAlt: "Feirão Bem-te-vi",
    accent: "#ffd200",
    body,
    footer:
      `<p style="margin:0 0 6px">Dúvidas? Acesse a <a href="https://ajuda.bemtevifeirao.com.br" style="color:#8a8a8a">Central de Ajuda</a> ou ligue 4003-8821 (capitais) / 0800 591 8821 (demais localidades).</p>
<p style="margin:0 0 6px">Bem-te-vi Comércio Eletrônico Ltda. · CNPJ 27.640.331/0001-09 · Rodovia Anhanguera, km 32, Galpão 4, Cajamar – SP, CEP 07790-710</p>
<p style="margin:0"><a href="https://www.facebook.com/bemtevifeirao" style="color:#8a8a8a">Facebook</a> · <a href="https://www.instagram.com/bemtevifeirao" style="color:#8a8a8a">Instagram</a> · <a href="https://www.bemtevifeirao.com.br/politica-de-privacidade" style="color:#8a8a8a">Política de privacidade</a></p>`,
  });
}

const feirao_bem_te_vi: Mail[] = [
  {
    family: "feirao-bem-te-vi",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Feirão Bem-te-vi <pedidos@bemtevifeirao.com.br>",
    subject: "Pedido 1138-4471902 enviado! Chega até 18/09",
    date: day(9, 12, "09:14", "-0300"),
    enc: "qp",
    text: `Olá, Sam!

Boa notícia: seu pedido 1138-4471902 foi enviado.

Liquidificador 1200 W, 12 velocidades, jarra de vidro 3 L — R$ 248,00
Previsão de entrega: até 18/09/2026
Transportadora: Rodonaves Express · código de rastreio BR9921837456TV

Endereço: Rua Harmonia 512, ap. 31, Vila Madalena, São Paulo – SP, 05435-000

Acompanhe o pedido: https://www.bemtevifeirao.com.br/minha-conta/pedidos/1138-4471902
`,
    html: bemtevi(
      "Pedido enviado",
      "Chega até 18/09 · rastreio BR9921837456TV",
      `<p>Olá, Sam!</p>
<h1 style="font-size:22px;margin:0 0 14px">Seu pedido foi enviado 📦</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee">
<tr><td width="70"><img src="https://static.bemtevifeirao.com.br/prod/88120/70.jpg" alt="Liquidificador" width="60"></td><td>Liquidificador 1200 W, 12 velocidades, jarra de vidro 3 L</td><td align="right">R$ 248,00</td></tr>
</table>
<p style="font-size:14px">Pedido <strong>1138-4471902</strong><br>Previsão de entrega: <strong>até 18/09/2026</strong><br>Transportadora: Rodonaves Express · rastreio BR9921837456TV</p>
<p style="font-size:13px;color:#666">Rua Harmonia 512, ap. 31, Vila Madalena, São Paulo – SP, 05435-000</p>
${button("https://www.bemtevifeirao.com.br/minha-conta/pedidos/1138-4471902", "Acompanhar pedido", "#1d1d1b")}`,
    ),
  },
  {
    family: "feirao-bem-te-vi",
    group: "regional",
    lang: "pt",
    kind: "store-pickup-code",
    code: "9KQ7-2M",
    link: null,
    from: "Feirão Bem-te-vi <pedidos@bemtevifeirao.com.br>",
    subject: "Seu pedido está pronto para retirada na loja Shopping Eldorado",
    date: day(10, 10, "15:22", "-0300"),
    enc: "b64",
    text: `Olá, Sam!

Seu pedido 1138-5027718 já está pronto para retirada.

Loja: Feirão Bem-te-vi Shopping Eldorado – Av. Rebouças 3970, piso térreo, São Paulo – SP
Horário: seg. a sáb. 10h às 22h, dom. e feriados 14h às 20h
Prazo para retirar: até 20/10/2026

No balcão de retirada, informe o código abaixo e apresente um documento com foto:

Código de retirada: 9KQ7-2M

Se outra pessoa for retirar, ela precisa do código e de um documento com foto do titular da compra.
`,
    html: bemtevi(
      "Pronto para retirada",
      "Retire até 20/10 no Shopping Eldorado",
      `<p>Olá, Sam!</p>
<h1 style="font-size:22px;margin:0 0 14px">Seu pedido está pronto para retirada 🛍️</h1>
<p>Pedido <strong>1138-5027718</strong></p>
<table width="100%" cellpadding="10" cellspacing="0" style="background:#fff8d6;border-radius:8px;font-size:14px"><tr><td>
<strong>Feirão Bem-te-vi Shopping Eldorado</strong><br>Av. Rebouças 3970, piso térreo, São Paulo – SP<br>Seg. a sáb. 10h às 22h · dom. e feriados 14h às 20h<br>Retire até <strong>20/10/2026</strong>
</td></tr></table>
<p>No balcão de retirada, informe o código abaixo e apresente um documento com foto:</p>
<p style="text-align:center;margin:20px 0"><span style="display:inline-block;padding:12px 24px;border:2px solid #1d1d1b;border-radius:6px;font-size:30px;font-weight:bold;letter-spacing:4px">9KQ7-2M</span></p>
<p style="font-size:13px;color:#666">Se outra pessoa for retirar, ela precisa do código e de um documento com foto do titular da compra.</p>`,
    ),
  },
  {
    family: "feirao-bem-te-vi",
    group: "regional",
    lang: "pt",
    kind: "review-request",
    code: null,
    link: null,
    from: "Feirão Bem-te-vi <avalie@bemtevifeirao.com.br>",
    subject: "O que achou do Liquidificador 1200 W?",
    date: day(9, 25, "19:40", "-0300"),
    text: `Olá, Sam!

Seu pedido 1138-4471902 foi entregue em 17/09. Conta pra gente o que achou do produto?

Liquidificador 1200 W, 12 velocidades, jarra de vidro 3 L

Avaliar: https://www.bemtevifeirao.com.br/avaliar?p=88120&o=1138-4471902

Sua avaliação ajuda outros clientes a escolher melhor. Leva menos de 1 minuto.

Feirão Bem-te-vi
Não quer mais receber pedidos de avaliação? https://www.bemtevifeirao.com.br/preferencias
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Parcelinha (buy now pay later, Brazil)

const parcelinha: Mail[] = [
  {
    family: "parcelinha",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "417093",
    link: null,
    from: "Parcelinha <acesso@parcelinha.com.br>",
    subject: "417093 é seu código de acesso",
    date: day(9, 30, "21:05", "-0300"),
    enc: "qp",
    text: `Oi, Sam

Use o código abaixo para entrar no app Parcelinha:

417093

Ele vale por 5 minutos. Nunca compartilhe esse código: a Parcelinha não pede códigos por telefone ou WhatsApp.
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1c28">
<tr><td style="padding:32px 0 20px"><img src="https://cdn.parcelinha.com.br/e/p-symbol.png" alt="Parcelinha" width="36" height="36"></td></tr>
<tr><td style="font-size:16px;line-height:24px">Oi, Sam<br><br>Use o código abaixo para entrar no app Parcelinha:</td></tr>
<tr><td style="padding:20px 0">${cells("417093", "#00b3a4")}</td></tr>
<tr><td style="font-size:14px;line-height:21px;color:#55556a">Ele vale por 5 minutos. Nunca compartilhe esse código: a Parcelinha não pede códigos por telefone ou WhatsApp.</td></tr>
<tr><td style="padding:32px 0;font-size:11px;color:#9a9aad;border-bottom:0">Parcelinha Soluções de Crédito S.A. · CNPJ 45.881.207/0001-72 · Av. Paulista 1765, 12º andar, São Paulo – SP · <a href="https://parcelinha.com.br/ajuda" style="color:#9a9aad">Ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "parcelinha",
    group: "regional",
    lang: "pt",
    kind: "installment-due",
    code: null,
    link: null,
    from: "Parcelinha <cobranca@parcelinha.com.br>",
    subject: "Sua parcela 2/4 vence amanhã",
    date: day(10, 14, "10:00", "-0300"),
    enc: "b64",
    text: `Oi, Sam

A parcela 2/4 da sua compra na Casa Pitaia vence amanhã, 15/10/2026.

Valor: R$ 87,45
Pix copia e cola:
00020126580014br.gov.bcb.pix0136b5f0a7c1-2e33-4a8e-91d2-7cf0e1a9d4405204000053039865406087.455802BR5920PARCELINHA SOLUCOES6009SAO PAULO62070503***6304B1F2

Pagando até o vencimento, o valor volta para o seu limite.
`,
    html: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="440" cellpadding="0" cellspacing="0" style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1c28">
<tr><td style="padding:32px 0 20px"><img src="https://cdn.parcelinha.com.br/e/p-symbol.png" alt="Parcelinha" width="36" height="36"></td></tr>
<tr><td style="font-size:16px;line-height:24px">Oi, Sam<br><br>A parcela <b>2/4</b> da sua compra na Casa Pitaia vence amanhã, <b>15/10/2026</b>.</td></tr>
<tr><td style="padding:18px 0;font-size:28px;font-weight:700;color:#00b3a4">R$ 87,45</td></tr>
<tr><td style="font-size:12px;color:#55556a">Pix copia e cola:<br><span style="font-family:monospace;word-break:break-all">00020126580014br.gov.bcb.pix0136b5f0a7c1-2e33-4a8e-91d2-7cf0e1a9d4405204000053039865406087.455802BR5920PARCELINHA SOLUCOES6009SAO PAULO62070503***6304B1F2</span></td></tr>
<tr><td style="padding-top:16px;font-size:14px;color:#55556a">Pagando até o vencimento, o valor volta para o seu limite.</td></tr>
<tr><td style="padding:32px 0;font-size:11px;color:#9a9aad">Parcelinha Soluções de Crédito S.A. · CNPJ 45.881.207/0001-72 · Av. Paulista 1765, 12º andar, São Paulo – SP · <a href="https://parcelinha.com.br/ajuda" style="color:#9a9aad">Ajuda</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- Zentavo (dollar account app for Latin America, English)

const zentavo: Mail[] = [
  {
    family: "zentavo",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://links.zentavo.app/ls/click?upn=u001.Fq2-2BsignIn-2FmX0w7r9aKcT&utm_source=auth",
    from: "Zentavo <no-reply@zentavo.app>",
    subject: "Your sign-in link for Zentavo",
    date: day(9, 5, "17:42", "-0300"),
    enc: "qp",
    text: `Sign in to Zentavo

Click the link below to sign in on the web. It can be used once and expires in 15 minutes.

https://links.zentavo.app/ls/click?upn=u001.Fq2-2BsignIn-2FmX0w7r9aKcT&utm_source=auth

Requested from Safari on macOS · Buenos Aires, AR

Didn't request this? You can ignore this email; nobody can sign in without the link.

Zentavo Inc. · 2261 Market Street #4412, San Francisco, CA 94114
Zentavo is a financial technology company, not a bank. Banking services provided by its partner bank.
`,
    html:
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f7f7f2">
<div style="display:none">One click and you're in. Expires in 15 minutes.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border:1px solid #e6e6dc;border-radius:12px;font-family:'IBM Plex Sans',Helvetica,Arial,sans-serif;color:#1f2a1f">
<tr><td style="padding:28px 32px 0"><img src="https://assets.zentavo.app/email/zentavo-mark.png" alt="Zentavo" width="110"></td></tr>
<tr><td style="padding:20px 32px 28px;font-size:15px;line-height:23px">
<h1 style="font-size:22px;margin:0 0 12px">Sign in to Zentavo</h1>
<p>Click the button below to sign in on the web. It can be used once and expires in 15 minutes.</p>
${
        button(
          "https://links.zentavo.app/ls/click?upn=u001.Fq2-2BsignIn-2FmX0w7r9aKcT&amp;utm_source=auth",
          "Sign in",
          "#1f7a4d",
        )
      }
<p style="font-size:13px;color:#6a746a">Requested from Safari on macOS · Buenos Aires, AR</p>
<p style="font-size:13px;color:#6a746a">Didn't request this? You can ignore this email; nobody can sign in without the link.</p>
</td></tr>
<tr><td style="padding:18px 32px;border-top:1px solid #eeeee6;font-size:11px;line-height:16px;color:#9aa39a">Zentavo Inc. · 2261 Market Street #4412, San Francisco, CA 94114<br>Zentavo is a financial technology company, not a bank. Banking services provided by its partner bank.<br><a href="https://zentavo.app/legal/privacy" style="color:#9aa39a">Privacy</a> · <a href="https://zentavo.app/help" style="color:#9aa39a">Help</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "zentavo",
    group: "consumer",
    lang: "en",
    kind: "deposit-received",
    code: null,
    link: null,
    from: "Zentavo <no-reply@zentavo.app>",
    subject: "You received $1,350.00 from Northbeam Studio LLC",
    date: day(10, 1, "12:18", "-0300"),
    text: `You got paid!

Amount: $1,350.00 USD
From: Northbeam Studio LLC (ACH)
Memo: INV-2026-09 design retainer
Arrived: Oct 1, 2026
Reference: ZTV-ACH-7720418853

Your USD balance is now $2,904.16. You can keep it in dollars or convert to ARS in the app at today's rate.

Zentavo Inc. · 2261 Market Street #4412, San Francisco, CA 94114
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Objektivwerk (camera shop, Germany, ships abroad)

const objektivwerk: Mail[] = [
  {
    family: "objektivwerk",
    group: "consumer",
    lang: "de",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Objektivwerk Versand <versand@objektivwerk.de>",
    subject: "Ihre Bestellung 300418827 wurde versandt",
    date: day(10, 6, "09:33", "+0200"),
    enc: "qp",
    text: `Guten Tag Sam Reader,

Ihre Bestellung 300418827 vom 02.10.2026 hat heute unser Lager in Nürnberg verlassen.

1 x Gebrauchtes Objektiv 35 mm f/1.8, Zustand "sehr gut" ... 289,00 EUR
Versand international (Mexiko), versichert ........ 34,90 EUR
Summe (ohne MwSt., Ausfuhrlieferung) ................ 323,90 EUR

Sendungsnummer: CX 4018 2277 5DE
Voraussichtliche Laufzeit: 8–14 Werktage. Bitte beachten Sie, dass bei der Einfuhr Zoll und Steuern anfallen können.

Mit freundlichen Grüßen
Ihr Objektivwerk-Team

Objektivwerk GmbH · Fürther Straße 212 · 90429 Nürnberg
Geschäftsführer: Tobias Kremer · Amtsgericht Nürnberg HRB 31877 · USt-IdNr. DE298451107
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;background:#ffffff">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:14px 0;border-bottom:2px solid #c8102e"><img src="https://www.objektivwerk.de/media/mail/logo.gif" alt="Objektivwerk" width="170"></td></tr>
<tr><td style="padding:18px 0;line-height:19px">
<p>Guten Tag Sam Reader,</p>
<p>Ihre Bestellung <b>300418827</b> vom 02.10.2026 hat heute unser Lager in Nürnberg verlassen.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="border-collapse:collapse">
<tr style="background:#f2f2f2"><th align="left">Artikel</th><th align="right">Preis</th></tr>
<tr><td>1 x Gebrauchtes Objektiv 35 mm f/1.8, Zustand „sehr gut“</td><td align="right">289,00 EUR</td></tr>
<tr><td>Versand international (Mexiko), versichert</td><td align="right">34,90 EUR</td></tr>
<tr><td><b>Summe</b> (ohne MwSt., Ausfuhrlieferung)</td><td align="right"><b>323,90 EUR</b></td></tr>
</table>
<p>Sendungsnummer: <a href="https://www.objektivwerk.de/sendungsverfolgung?nr=CX401822775DE">CX 4018 2277 5DE</a><br>Voraussichtliche Laufzeit: 8–14 Werktage. Bitte beachten Sie, dass bei der Einfuhr Zoll und Steuern anfallen können.</p>
<p>Mit freundlichen Grüßen<br>Ihr Objektivwerk-Team</p>
</td></tr>
<tr><td style="border-top:1px solid #ccc;padding-top:10px;font-size:10px;color:#777">Objektivwerk GmbH · Fürther Straße 212 · 90429 Nürnberg · Tel. +49 911 477 3020<br>Geschäftsführer: Tobias Kremer · Amtsgericht Nürnberg HRB 31877 · USt-IdNr. DE298451107 · <a href="https://www.objektivwerk.de/agb" style="color:#777">AGB</a> · <a href="https://www.objektivwerk.de/datenschutz" style="color:#777">Datenschutz</a> · <a href="https://www.objektivwerk.de/widerruf" style="color:#777">Widerrufsbelehrung</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Parfums Oriel (perfume shop, France)

const parfums_oriel: Mail[] = [
  {
    family: "parfums-oriel",
    group: "consumer",
    lang: "fr",
    kind: "verify-link",
    code: null,
    link: "https://www.parfums-oriel.fr/customer/account/confirm/?id=884120&key=Tz9wQm2kLr51Pa7c&back_url=",
    from: "Parfums Oriel <service-client@parfums-oriel.fr>",
    subject: "Bienvenue chez Parfums Oriel – confirmez votre adresse e-mail",
    date: day(10, 12, "15:08", "+0200"),
    enc: "b64",
    text: `Bonjour Sam,

Merci d'avoir créé votre compte sur Parfums Oriel.

Pour activer votre compte, veuillez confirmer votre adresse e-mail en cliquant sur le lien ci-dessous :
https://www.parfums-oriel.fr/customer/account/confirm/?id=884120&key=Tz9wQm2kLr51Pa7c&back_url=

Une fois votre compte activé, vous pourrez suivre vos commandes et enregistrer vos adresses de livraison. Nous livrons au Mexique sous 7 à 10 jours ouvrés.

À très bientôt,
Le service client Parfums Oriel
12 rue du Faubourg Saint-Honoré, 75008 Paris · +33 1 84 60 21 77
`,
    html: `<html><body style="margin:0;background:#f7f3ef">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Didot,'Times New Roman',serif;color:#2a2320">
<tr><td align="center" style="padding:30px 0 18px;border-bottom:1px solid #e8ded4"><img src="https://www.parfums-oriel.fr/media/email/logo-oriel.png" alt="PARFUMS ORIEL" width="180"></td></tr>
<tr><td style="padding:30px 40px;font-size:16px;line-height:25px">
<p>Bonjour Sam,</p>
<p>Merci d'avoir créé votre compte sur Parfums Oriel.</p>
<p>Pour activer votre compte, veuillez confirmer votre adresse e-mail :</p>
<p style="text-align:center;margin:28px 0"><a href="https://www.parfums-oriel.fr/customer/account/confirm/?id=884120&amp;key=Tz9wQm2kLr51Pa7c&amp;back_url=" style="display:inline-block;padding:13px 30px;background:#2a2320;color:#ffffff;text-decoration:none;font-family:Arial,sans-serif;font-size:13px;letter-spacing:2px;text-transform:uppercase">Confirmer mon compte</a></p>
<p style="font-size:14px">Une fois votre compte activé, vous pourrez suivre vos commandes et enregistrer vos adresses de livraison. Nous livrons au Mexique sous 7 à 10 jours ouvrés.</p>
<p>À très bientôt,<br><i>Le service client Parfums Oriel</i></p>
</td></tr>
<tr><td align="center" style="padding:18px;background:#f7f3ef;font-family:Arial,sans-serif;font-size:11px;color:#8c7f74">12 rue du Faubourg Saint-Honoré, 75008 Paris · +33 1 84 60 21 77<br><a href="https://www.parfums-oriel.fr/cgv" style="color:#8c7f74">CGV</a> · <a href="https://www.parfums-oriel.fr/confidentialite" style="color:#8c7f74">Confidentialité</a> · <a href="https://www.instagram.com/parfumsoriel" style="color:#8c7f74">Instagram</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- GearPoint Outlet (US outdoor store, English)

const gearpoint_outlet: Mail[] = [
  {
    family: "gearpoint-outlet",
    group: "consumer",
    lang: "en",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "GearPoint Outlet <orders@gearpointoutlet.com>",
    subject: "Order #GP1092273 confirmed – thanks, Sam!",
    date: day(9, 3, "22:51", "-0400"),
    enc: "qp",
    text: `Thanks for your order, Sam!

Order #GP1092273 · placed Sep 3, 2026

Trailhead 38L Daypack, Slate ............ $89.99
Merino Crew Socks (3-pack), M ........... $24.00
Titanium Spork .......................... $12.99
Subtotal ................................ $126.98
Shipping (Standard, 3–5 business days) .. FREE
Sales tax (FL 7%) ....................... $8.89
Total ................................... $135.87

Ship to:
Sam Reader, PH-58214
8725 NW 18th Terrace, Suite 112
Doral, FL 33172

Paid with Visa ending 9032.

We'll email you when it ships. Questions? Reply to this email or call 1-888-402-7716.

GearPoint Outlet · 4410 Bayshore Blvd, Tampa, FL 33611
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Order confirmed</title></head>
<body style="margin:0;padding:0;background:#ecebe6">
<div style="display:none;max-height:0;overflow:hidden">Order #GP1092273 · Total $135.87 · We'll let you know when it ships.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:18px 24px;background:#2f3b2a"><a href="https://www.gearpointoutlet.com/?utm_source=txn&amp;utm_medium=email"><img src="https://cdn.gearpointoutlet.com/email/gp-logo.png" alt="GearPoint Outlet" width="160" style="border:0"></a></td></tr>
<tr><td style="padding:8px 24px;background:#e4e1d4;font-family:Arial,sans-serif;font-size:12px;text-align:center"><a href="https://www.gearpointoutlet.com/c/packs" style="color:#2f3b2a">Packs</a> &nbsp;|&nbsp; <a href="https://www.gearpointoutlet.com/c/camp" style="color:#2f3b2a">Camp</a> &nbsp;|&nbsp; <a href="https://www.gearpointoutlet.com/c/clearance" style="color:#b3261e">Clearance</a></td></tr>
<tr><td style="padding:24px;font-family:Arial,sans-serif;font-size:14px;line-height:21px;color:#222">
<h1 style="font-size:22px;margin:0 0 6px">Thanks for your order, Sam!</h1>
<p style="margin:0 0 16px;color:#666">Order #GP1092273 · placed Sep 3, 2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="border-top:1px solid #ddd">
<tr><td><img src="https://cdn.gearpointoutlet.com/p/38l-slate-80.jpg" alt="Trailhead 38L Daypack" width="60"></td><td>Trailhead 38L Daypack, Slate</td><td align="right">$89.99</td></tr>
<tr><td><img src="https://cdn.gearpointoutlet.com/p/merino-crew-80.jpg" alt="Merino Crew Socks" width="60"></td><td>Merino Crew Socks (3-pack), M</td><td align="right">$24.00</td></tr>
<tr><td><img src="https://cdn.gearpointoutlet.com/p/ti-spork-80.jpg" alt="Titanium Spork" width="60"></td><td>Titanium Spork</td><td align="right">$12.99</td></tr>
<tr><td></td><td style="border-top:1px solid #ddd">Subtotal</td><td align="right" style="border-top:1px solid #ddd">$126.98</td></tr>
<tr><td></td><td>Shipping (Standard)</td><td align="right">FREE</td></tr>
<tr><td></td><td>Sales tax (FL 7%)</td><td align="right">$8.89</td></tr>
<tr><td></td><td><b>Total</b></td><td align="right"><b>$135.87</b></td></tr>
</table>
<p style="font-size:13px"><b>Ship to:</b> Sam Reader, PH-58214, 8725 NW 18th Terrace, Suite 112, Doral, FL 33172<br><b>Payment:</b> Visa ending 9032</p>
<p style="font-size:13px">We'll email you when it ships. <a href="https://www.gearpointoutlet.com/account/orders/GP1092273" style="color:#2f3b2a">View order status</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#2f3b2a;font-family:Arial,sans-serif;font-size:11px;color:#c9c6b8;line-height:17px">GearPoint Outlet · 4410 Bayshore Blvd, Tampa, FL 33611 · 1-888-402-7716<br><a href="https://www.gearpointoutlet.com/returns" style="color:#ffffff">Returns</a> · <a href="https://www.gearpointoutlet.com/privacy" style="color:#ffffff">Privacy</a> · © 2026 GearPoint Outlet, Inc.</td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "gearpoint-outlet",
    group: "consumer",
    lang: "en",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "GearPoint Outlet <orders@gearpointoutlet.com>",
    subject: "Your GearPoint order has shipped",
    date: day(9, 5, "10:06", "-0400"),
    text: `Good news, Sam - order #GP1092273 is on the way.

Carrier: UPS Ground
Tracking: 1Z 8V7 29A 03 4471 9520
Expected: Mon, Sep 7

Track your package: https://www.gearpointoutlet.com/track?o=GP1092273&t=1Z8V729A0344719520

Items in this shipment: Trailhead 38L Daypack, Merino Crew Socks (3-pack), Titanium Spork

GearPoint Outlet · 4410 Bayshore Blvd, Tampa, FL 33611
`,
    html: null,
  },
  {
    family: "gearpoint-outlet",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "GearPoint Outlet <accounts@gearpointoutlet.com>",
    subject: "Your password was changed",
    date: day(10, 27, "20:14", "-0400"),
    enc: "qp",
    text: `Hi Sam,

The password for your GearPoint Outlet account (sam.reader@inbox.example) was changed on Oct 27, 2026 at 8:13 PM ET.

If you made this change, you're all set.

If you didn't, please call us at 1-888-402-7716 or visit https://www.gearpointoutlet.com/account/help so we can secure your account.

GearPoint Outlet
`,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:20px;background:#ecebe6;font-family:Arial,sans-serif">
<table role="presentation" width="560" align="center" cellpadding="0" cellspacing="0" style="background:#fff">
<tr><td style="padding:18px 24px;background:#2f3b2a"><img src="https://cdn.gearpointoutlet.com/email/gp-logo.png" alt="GearPoint Outlet" width="160"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:21px;color:#222">
<p>Hi Sam,</p>
<p>The password for your GearPoint Outlet account (<b>sam.reader@inbox.example</b>) was changed on Oct 27, 2026 at 8:13 PM ET.</p>
<p>If you made this change, you're all set.</p>
<p>If you didn't, please call us at 1-888-402-7716 or <a href="https://www.gearpointoutlet.com/account/help" style="color:#2f3b2a">visit our account help page</a> so we can secure your account.</p>
</td></tr>
<tr><td style="padding:14px 24px;font-size:11px;color:#888">GearPoint Outlet · 4410 Bayshore Blvd, Tampa, FL 33611 · <a href="https://www.gearpointoutlet.com/privacy" style="color:#888">Privacy</a></td></tr>
</table></body></html>`,
  },
];

// ---------------------------------------------------------------- Pelletteria Arnolfi (leather goods, Italy)

const pelletteria_arnolfi: Mail[] = [
  {
    family: "pelletteria-arnolfi",
    group: "consumer",
    lang: "it",
    kind: "order-confirmed",
    code: null,
    link: null,
    from: "Pelletteria Arnolfi <ordini@pelletteriaarnolfi.it>",
    subject: "Grazie per il tuo ordine n. 000018733",
    date: day(10, 8, "11:47", "+0200"),
    enc: "b64",
    text: `Ciao Sam,

grazie per aver acquistato da Pelletteria Arnolfi. Abbiamo ricevuto il tuo ordine e lo stiamo preparando nel nostro laboratorio di Firenze.

Ordine n. 000018733 del 08/10/2026

Portafoglio uomo in pelle conciata al vegetale, cognac – 1 x 95,00 €
Incisione iniziali "S.R." – 1 x 10,00 €
Spedizione internazionale (Messico) – 22,00 €
Totale: 127,00 €

Metodo di pagamento: PayPal
Indirizzo di spedizione: Calle Tejocotes 118, int. 4, Col. Del Valle, 03100 Ciudad de México, Messico

Gli articoli personalizzati partono entro 5 giorni lavorativi. Riceverai un'e-mail con il numero di tracciamento.

A presto,
Pelletteria Arnolfi
Via dei Conciatori 7/r – 50122 Firenze – P.IVA 06214870481
`,
    html: `<html><body style="margin:0;background:#f4efe8">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="600" cellpadding="0" cellspacing="0" style="background:#fffdf9;font-family:Georgia,serif;color:#3b2a1e">
<tr><td align="center" style="padding:26px;border-bottom:1px solid #e6d9c8"><img src="https://www.pelletteriaarnolfi.it/skin/mail/logo-arnolfi.png" alt="Pelletteria Arnolfi – Firenze" width="200"></td></tr>
<tr><td style="padding:26px 36px;font-size:15px;line-height:24px">
<p>Ciao Sam,</p>
<p>grazie per aver acquistato da Pelletteria Arnolfi. Abbiamo ricevuto il tuo ordine e lo stiamo preparando nel nostro laboratorio di Firenze.</p>
<p style="font-size:13px;color:#7a6652">Ordine n. <b>000018733</b> del 08/10/2026</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #e6d9c8;border-bottom:1px solid #e6d9c8">
<tr><td>Portafoglio uomo in pelle conciata al vegetale, cognac</td><td align="right">95,00 €</td></tr>
<tr><td>Incisione iniziali "S.R."</td><td align="right">10,00 €</td></tr>
<tr><td>Spedizione internazionale (Messico)</td><td align="right">22,00 €</td></tr>
<tr><td><b>Totale</b></td><td align="right"><b>127,00 €</b></td></tr>
</table>
<p style="font-size:13px">Pagamento: PayPal<br>Spedizione: Calle Tejocotes 118, int. 4, Col. Del Valle, 03100 Ciudad de México, Messico</p>
<p>Gli articoli personalizzati partono entro 5 giorni lavorativi. Riceverai un'e-mail con il numero di tracciamento.</p>
<p>A presto,<br>Pelletteria Arnolfi</p>
</td></tr>
<tr><td align="center" style="padding:16px;font-family:Arial,sans-serif;font-size:11px;color:#9b8773">Via dei Conciatori 7/r – 50122 Firenze – P.IVA 06214870481 · <a href="https://www.pelletteriaarnolfi.it/privacy" style="color:#9b8773">Privacy</a> · <a href="https://www.pelletteriaarnolfi.it/resi" style="color:#9b8773">Resi e rimborsi</a></td></tr>
</table></td></tr></table></body></html>`,
  },
];

// ---------------------------------------------------------------- more of the same senders, asking for nothing

const late_notices: Mail[] = [
  {
    family: "cinepampa",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "CinePampa <novedades@mail.cinepampa.com>",
    subject: "Llega octubre: 12 estrenos para ver este mes",
    date: day(10, 2, "18:00", "-0300"),
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://www.cinepampa.com/baja?e=c1f09a>"]],
    text: `Estrenos de octubre en CinePampa

• "La última estancia" – serie, temporada 2 · viernes 2
• "Milonga para un fantasma" – película · viernes 9
• "Ruta 40" – documental en 4 episodios · jueves 15
• "El club de los miércoles" – comedia · viernes 23

Y todo lo que se viene: https://www.cinepampa.com/estrenos?utm_source=news&utm_campaign=oct26

¿No querés recibir novedades? Darte de baja: https://www.cinepampa.com/baja?e=c1f09a
`,
    html: pampa(
      "La última estancia vuelve con su temporada 2.",
      `<h1 style="font-size:26px;margin:0 0 16px;color:#ffffff">Llega octubre</h1>
<a href="https://www.cinepampa.com/titulo/la-ultima-estancia?utm_source=news"><img src="https://img.cinepampa.com/news/oct26/estancia-t2.jpg" alt="La última estancia – Temporada 2 – viernes 2" width="512" style="display:block;border:0;border-radius:6px"></a>
<table width="100%" cellpadding="6" cellspacing="0" style="margin-top:14px;font-size:14px;color:#cfcfd8">
<tr><td><b style="color:#fff">Milonga para un fantasma</b> · película</td><td align="right">vie 9</td></tr>
<tr><td><b style="color:#fff">Ruta 40</b> · documental, 4 episodios</td><td align="right">jue 15</td></tr>
<tr><td><b style="color:#fff">El club de los miércoles</b> · comedia</td><td align="right">vie 23</td></tr>
</table>
${
        button(
          "https://www.cinepampa.com/estrenos?utm_source=news&amp;utm_campaign=oct26",
          "Ver todos los estrenos",
          "#e50914",
        )
      }
<p style="font-size:11px;color:#8c8c99"><a href="https://www.cinepampa.com/baja?e=c1f09a" style="color:#8c8c99">Darte de baja de novedades</a></p>`,
    ),
  },
  {
    family: "parcelinha",
    group: "regional",
    lang: "pt",
    kind: "purchase-approved",
    code: null,
    link: null,
    from: "Parcelinha <compras@parcelinha.com.br>",
    subject: "Compra aprovada na Casa Pitaia: 4x de R$ 87,45",
    date: day(9, 15, "13:33", "-0300"),
    text: `Oi, Sam

Sua compra foi aprovada!

Loja: Casa Pitaia (casapitaia.com.br)
Valor: R$ 349,80
Parcelamento: 4x de R$ 87,45 sem juros
1ª parcela: paga na compra via Pix
Próximas: 15/10, 15/11 e 15/12/2026

Número do contrato: PCL-2026-00918274
Limite disponível agora: R$ 1.237,65

Parcelinha Soluções de Crédito S.A. · CNPJ 45.881.207/0001-72
`,
    html: null,
  },
];

export const mails: Mail[] = [
  ...tiendazul,
  ...plata_kuna,
  ...conta_maracuja,
  ...cuotazo,
  ...tarjeta_quetzalli,
  ...buzonlisto,
  ...reembolsa_mais,
  ...cinepampa,
  ...telcoandina,
  ...viajito,
  ...rentas_rio_sauce,
  ...portal_cidadao_ibirapitanga,
  ...trueque_ya,
  ...boleteria_estelar,
  ...parcelhop,
  ...antojo_express,
  ...club_girasol,
  ...feirao_bem_te_vi,
  ...parcelinha,
  ...zentavo,
  ...objektivwerk,
  ...parfums_oriel,
  ...gearpoint_outlet,
  ...pelletteria_arnolfi,
  ...late_notices,
];
