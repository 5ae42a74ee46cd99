/**
 * Two months of a mountain guide's inbox in Peru, Bolivia and Chile: a tour platform's partner portal,
 * payments, banks and wallets, park permits, gear, transport, insurance, tax, and clients' agencies.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

/** An RFC 2822 date in 2026 (month 1–12), with the sender's zone. */
function d(month: number, day: number, time: string, zone = "-0500"): string {
  const dt = new Date(Date.UTC(2026, month - 1, day));
  const wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][dt.getUTCDay()];
  const mo = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1];
  return `${wd}, ${String(day).padStart(2, "0")} ${mo} 2026 ${time}:${String((day * 7) % 60).padStart(2, "0")} ${zone}`;
}

// ---------------------------------------------------------------- Cumbrevia partner hub

function cumbrevia(pre: string, body: string, lang: "en" | "es"): string {
  const foot = lang === "en"
    ? "You receive this e-mail because you are a registered activity partner on Cumbrevia."
    : "Recibes este correo porque eres socio de actividades registrado en Cumbrevia.";
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#eef1f4">
<div style="display:none;max-height:0;overflow:hidden">${pre}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;font-family:Helvetica,Arial,sans-serif;color:#1d2a36">
<tr><td style="padding:20px 32px;border-bottom:3px solid #e8662c"><img src="https://static.cumbrevia.com/mail/logo-partners@2x.png" width="148" height="32" alt="Cumbrevia Partners"></td></tr>
<tr><td style="padding:28px 32px;font-size:15px;line-height:22px">${body}</td></tr>
<tr><td style="padding:18px 32px;background:#f6f7f9;font-size:12px;color:#6b7783;line-height:18px">${foot}<br>
Cumbrevia Travel S.A.C. · Av. José Larco 1232, piso 7, Miraflores, Lima 15074, Perú<br>
<a href="https://partners.cumbrevia.com/help" style="color:#6b7783">${
    lang === "en" ? "Partner help centre" : "Centro de ayuda"
  }</a> ·
<a href="https://www.cumbrevia.com/legal/privacy" style="color:#6b7783">${
    lang === "en" ? "Privacy" : "Privacidad"
  }</a> ·
<a href="https://partners.cumbrevia.com/settings/notifications" style="color:#6b7783">${
    lang === "en" ? "Notification settings" : "Preferencias de notificación"
  }</a><br>© 2026 Cumbrevia</td></tr>
</table></td></tr></table></body></html>`;
}

const cumbreviaMails: Mail[] = [
  {
    family: "cumbrevia-partners",
    group: "regional",
    lang: "en",
    kind: "booking-new",
    code: null,
    link: null,
    from: "Cumbrevia Partners <bookings@partners.cumbrevia.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "New booking: Laguna 69 Full-Day Trek – Sat 12 Sep (2 travellers)",
    date: d(9, 2, "14:08"),
    text: `New booking received

Activity: Laguna 69 Full-Day Trek from Huaraz
Date: Saturday, 12 September 2026, pick-up 05:00
Travellers: 2 adults (Hannah Berger, Lukas Berger)
Pick-up point: Hotel El Tumi II, Jr. San Martín 1121, Huaraz
Booking reference: CV-7731-0458
Lead traveller phone: +49 151 2274 9031

Your net price: USD 96.00 (2 × USD 48.00)
Payout expected: 19 September 2026

Special requests: "One of us is vegetarian. We arrive from Lima on the night bus."

Manage this booking: https://partners.cumbrevia.com/bookings/CV-7731-0458

Cumbrevia Travel S.A.C. · Av. José Larco 1232, piso 7, Miraflores, Lima 15074, Perú
`,
    html: cumbrevia(
      "Hannah Berger booked Laguna 69 Full-Day Trek for 12 Sep",
      `<h1 style="font-size:20px;margin:0 0 16px">New booking received</h1>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;width:100%">
<tr><td style="color:#6b7783;width:40%">Activity</td><td><b>Laguna 69 Full-Day Trek from Huaraz</b></td></tr>
<tr><td style="color:#6b7783">Date</td><td>Saturday, 12 September 2026 · pick-up 05:00</td></tr>
<tr><td style="color:#6b7783">Travellers</td><td>2 adults (Hannah Berger, Lukas Berger)</td></tr>
<tr><td style="color:#6b7783">Pick-up point</td><td>Hotel El Tumi II, Jr. San Martín 1121, Huaraz</td></tr>
<tr><td style="color:#6b7783">Booking reference</td><td>CV-7731-0458</td></tr>
<tr><td style="color:#6b7783">Lead traveller phone</td><td>+49 151 2274 9031</td></tr>
<tr><td style="color:#6b7783">Your net price</td><td>USD 96.00 (2 × USD 48.00)</td></tr>
<tr><td style="color:#6b7783">Payout expected</td><td>19 September 2026</td></tr>
</table>
<p style="background:#fff6ef;border-left:3px solid #e8662c;padding:10px 14px;margin:18px 0">“One of us is vegetarian. We arrive from Lima on the night bus.”</p>
<p><a href="https://partners.cumbrevia.com/bookings/CV-7731-0458" style="color:#e8662c;font-weight:bold">Manage this booking →</a></p>`,
      "en",
    ),
    enc: "qp",
  },
  {
    family: "cumbrevia-partners",
    group: "regional",
    lang: "es",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Cumbrevia Pagos <pagos@partners.cumbrevia.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Hemos enviado tu pago de USD 1,284.50",
    date: d(9, 19, "09:31"),
    text: `Hola, Julián:

Enviamos el pago correspondiente a las actividades realizadas entre el 1 y el 15 de septiembre de 2026.

Monto: USD 1,284.50
Reservas incluidas: 14
Cuenta de destino: BCP •••• 6612
Fecha de envío: 19/09/2026
Referencia de liquidación: LIQ-2026-09A-00317

El abono puede demorar hasta 2 días hábiles en reflejarse. Puedes descargar el detalle en Finanzas > Liquidaciones.

Equipo Cumbrevia
`,
    html: cumbrevia(
      "Liquidación LIQ-2026-09A-00317 enviada a tu cuenta BCP •••• 6612",
      `<p>Hola, Julián:</p>
<p>Enviamos el pago correspondiente a las actividades realizadas entre el <b>1 y el 15 de septiembre de 2026</b>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border:1px solid #e3e7eb;border-radius:6px">
<tr><td style="padding:18px;text-align:center"><div style="font-size:12px;color:#6b7783;text-transform:uppercase">Monto</div><div style="font-size:30px;font-weight:bold;color:#1d2a36">USD 1,284.50</div></td></tr>
<tr><td style="padding:0 18px 18px;font-size:13px;color:#4a5763">14 reservas · Cuenta BCP •••• 6612 · 19/09/2026<br>Referencia: LIQ-2026-09A-00317</td></tr></table>
<p style="font-size:13px;color:#6b7783">El abono puede demorar hasta 2 días hábiles. Descarga el detalle en <a href="https://partners.cumbrevia.com/finance/payouts" style="color:#e8662c">Finanzas &gt; Liquidaciones</a>.</p>
<p>Equipo Cumbrevia</p>`,
      "es",
    ),
    enc: "b64",
  },
  {
    family: "cumbrevia-partners",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "538214",
    link: null,
    from: "Cumbrevia Partners <no-reply@partners.cumbrevia.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Tu código para ingresar al Partner Hub",
    date: d(9, 23, "21:47"),
    text: `Tu código de acceso es: 538 214

Ingrésalo en la pantalla de inicio de sesión del Partner Hub. Vence en 10 minutos.

Si no intentaste ingresar, cambia tu contraseña y escríbenos a socios@cumbrevia.com.
`,
    html: cumbrevia(
      "Código de acceso: vence en 10 minutos",
      `<p>Usa este código para terminar de ingresar al Partner Hub:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px auto"><tr>
<td style="font-family:'Courier New',monospace;font-size:34px;letter-spacing:10px;font-weight:bold;background:#f6f7f9;border:1px dashed #c6ccd2;padding:14px 26px">538 214</td></tr></table>
<p style="font-size:13px;color:#6b7783">Vence en 10 minutos. Si no intentaste ingresar, cambia tu contraseña y escríbenos a <a href="mailto:socios@cumbrevia.com" style="color:#6b7783">socios@cumbrevia.com</a>.</p>`,
      "es",
    ),
  },
  {
    family: "cumbrevia-partners",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://partners.cumbrevia.com/team/invitations/accept?token=q7Rk2mZ0bTfW9xLa4NcE",
    from: "Rosa Mamani via Cumbrevia <no-reply@partners.cumbrevia.com>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Rosa Mamani invited you to manage Cordillera Blanca Treks on Cumbrevia",
    date: d(10, 6, "11:02"),
    text:
      `Rosa Mamani (rosa@cordillerablancatreks.pe) invited you to join the team of Cordillera Blanca Treks on the Cumbrevia Partner Hub.

Role: Guide coordinator (can see bookings and message travellers; cannot edit prices or payouts)

Accept the invitation:
https://partners.cumbrevia.com/team/invitations/accept?token=q7Rk2mZ0bTfW9xLa4NcE

The invitation expires in 7 days. If you don't know Rosa or this company, you can ignore this e-mail.
`,
    html: cumbrevia(
      "Join Cordillera Blanca Treks as Guide coordinator",
      `<p><b>Rosa Mamani</b> (rosa@cordillerablancatreks.pe) invited you to join the team of <b>Cordillera Blanca Treks</b> on the Cumbrevia Partner Hub.</p>
<p style="font-size:14px;color:#4a5763">Role: <b>Guide coordinator</b> — can see bookings and message travellers; cannot edit prices or payouts.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:22px 0"><tr><td style="background:#e8662c;border-radius:4px">
<a href="https://partners.cumbrevia.com/team/invitations/accept?token=q7Rk2mZ0bTfW9xLa4NcE" style="display:inline-block;padding:12px 26px;color:#ffffff;text-decoration:none;font-weight:bold">Accept invitation</a></td></tr></table>
<p style="font-size:13px;color:#6b7783">The invitation expires in 7 days. If you don't know Rosa or this company, you can ignore this e-mail.</p>`,
      "en",
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- PagoAndino (payments provider)

function pagoandino(title: string, inner: string): string {
  return `<html><body style="margin:0;background:#f4f4f7">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f7"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif">
<tr><td style="padding:26px 0 14px"><img src="https://cdn.pagoandino.com/email/pa-wordmark.png" alt="PagoAndino" width="132"></td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 36px;border-top:4px solid #2b3fa8;color:#222;font-size:15px;line-height:1.55">
<h2 style="margin:0 0 14px;font-size:21px;color:#2b3fa8">${title}</h2>${inner}</td></tr>
<tr><td style="padding:18px 6px;font-size:11px;color:#8a8d99;line-height:1.6">PagoAndino Perú S.A. — Empresa supervisada por la SBS. Calle Las Begonias 441, San Isidro, Lima.<br>
Nunca te pediremos tu contraseña por correo o teléfono. <a href="https://www.pagoandino.com/seguridad" style="color:#8a8d99">Consejos de seguridad</a> · <a href="https://www.pagoandino.com/terminos" style="color:#8a8d99">Términos</a> · <a href="https://ayuda.pagoandino.com" style="color:#8a8d99">Ayuda</a></td></tr>
</table></td></tr></table></body></html>`;
}

const pagoandinoMails: Mail[] = [
  {
    family: "pagoandino",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://cuenta.pagoandino.com/verificar-correo?u=88120457&t=Zf3KqP91vTn0aLxw",
    from: "PagoAndino <hola@pagoandino.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Confirma tu correo para activar cobros con PagoAndino",
    date: d(9, 4, "16:20"),
    text: `Hola Julián,

Gracias por registrar "Huaraz Andean Guides" en PagoAndino. Para activar los cobros con tarjeta y los links de pago, confirma que este correo es tuyo:

https://cuenta.pagoandino.com/verificar-correo?u=88120457&t=Zf3KqP91vTn0aLxw

El enlace es válido por 48 horas. Después de confirmar te pediremos tu RUC y una foto de tu DNI.

¿Dudas? Escríbenos por WhatsApp al +51 1 640 2200.

PagoAndino Perú S.A.
`,
    html: pagoandino(
      "Confirma tu correo",
      `<p>Hola Julián,</p><p>Gracias por registrar <b>Huaraz Andean Guides</b> en PagoAndino. Para activar los cobros con tarjeta y los links de pago, confirma que este correo es tuyo.</p>
<p style="text-align:center;margin:28px 0"><a href="https://cuenta.pagoandino.com/verificar-correo?u=88120457&amp;t=Zf3KqP91vTn0aLxw" style="background:#2b3fa8;color:#fff;padding:13px 30px;border-radius:24px;text-decoration:none;font-weight:bold">Confirmar mi correo</a></p>
<p style="font-size:13px;color:#555">El enlace es válido por 48 horas. Después de confirmar te pediremos tu RUC y una foto de tu DNI.</p>
<p style="font-size:13px;color:#555">¿Dudas? Escríbenos por WhatsApp al +51 1 640 2200.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pagoandino",
    group: "regional",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "PagoAndino <notificaciones@pagoandino.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Recibiste S/ 1,850.00 de Marcela Ortiz",
    date: d(9, 28, "10:54"),
    text: `Recibiste un pago

Cliente: Marcela Ortiz (marcela.ortiz@uol.com.br)
Concepto: Trekking Santa Cruz 4D/3N — depósito 50 %
Monto cobrado: S/ 1,850.00
Comisión PagoAndino (3.99 % + IGV): S/ 87.11
Neto a abonar: S/ 1,762.89
Tarjeta: Visa •••• 4407
Operación: 2026092810541188
Fecha de abono estimada: 30/09/2026

Ver el movimiento en tu panel: https://panel.pagoandino.com/movimientos/2026092810541188
`,
    html: pagoandino(
      "Recibiste S/ 1,850.00",
      `<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr><td style="color:#777">Cliente</td><td align="right">Marcela Ortiz</td></tr>
<tr><td style="color:#777">Concepto</td><td align="right">Trekking Santa Cruz 4D/3N — depósito 50 %</td></tr>
<tr><td style="color:#777">Monto cobrado</td><td align="right">S/ 1,850.00</td></tr>
<tr><td style="color:#777">Comisión (3.99 % + IGV)</td><td align="right">− S/ 87.11</td></tr>
<tr style="border-top:1px solid #ddd"><td><b>Neto a abonar</b></td><td align="right"><b>S/ 1,762.89</b></td></tr>
<tr><td style="color:#777">Tarjeta</td><td align="right">Visa •••• 4407</td></tr>
<tr><td style="color:#777">Operación</td><td align="right">2026092810541188</td></tr>
<tr><td style="color:#777">Abono estimado</td><td align="right">30/09/2026</td></tr></table>
<p style="margin-top:22px"><a href="https://panel.pagoandino.com/movimientos/2026092810541188" style="color:#2b3fa8">Ver el movimiento en tu panel</a></p>`,
    ),
    enc: "b64",
  },
  {
    family: "pagoandino",
    group: "regional",
    lang: "es",
    kind: "withdrawal-code",
    code: "PA-771903",
    code_digits: "771903",
    link: null,
    from: "PagoAndino Seguridad <seguridad@pagoandino.com>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Código para autorizar tu retiro a cuenta bancaria",
    date: d(10, 14, "18:36"),
    text: `Estás retirando S/ 3,420.00 a tu cuenta Interbank •••• 0935.

Código de autorización: PA-771903

Escribe solo los 6 números en la app. El código vence en 5 minutos y sirve para una sola operación.

Si no fuiste tú, bloquea tu cuenta desde https://www.pagoandino.com/bloqueo o llama al (01) 640 2200.
`,
    html: pagoandino(
      "Autoriza tu retiro",
      `<p>Estás retirando <b>S/ 3,420.00</b> a tu cuenta Interbank •••• 0935.</p>
<div style="margin:24px 0;text-align:center;background:#eef0fb;border-radius:8px;padding:18px">
<div style="font-size:12px;color:#555;letter-spacing:1px">CÓDIGO DE AUTORIZACIÓN</div>
<div style="font-size:32px;font-weight:bold;color:#2b3fa8;letter-spacing:3px">PA-771903</div></div>
<p style="font-size:13px">Escribe solo los 6 números en la app. El código vence en 5 minutos y sirve para una sola operación.</p>
<p style="font-size:13px;color:#b3261e">Si no fuiste tú, <a href="https://www.pagoandino.com/bloqueo" style="color:#b3261e">bloquea tu cuenta</a> o llama al (01) 640 2200.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Banco Intisur (Peru)

function intisur(inner: string): string {
  return `<table width="100%" cellspacing="0" cellpadding="0" style="background:#ececec"><tr><td align="center">
<table width="600" cellspacing="0" cellpadding="0" style="background:#fff;font-family:Verdana,Arial,sans-serif;font-size:13px;color:#333">
<tr><td style="background:#0b5d3b;padding:16px 24px"><img src="https://www.bancointisur.com.pe/img/mailing/logo-blanco.png" alt="Banco Intisur" height="34"></td></tr>
<tr><td style="padding:26px 24px;line-height:20px">${inner}</td></tr>
<tr><td style="padding:14px 24px;background:#f5f5f5;font-size:11px;color:#777">Este es un correo automático, por favor no lo respondas. Banca por Teléfono: (01) 311-9000 · Desde provincias: 0-801-1-9000<br>
Banco Intisur S.A. · Av. Javier Prado Este 2645, San Borja, Lima · <a href="https://www.bancointisur.com.pe/seguridad" style="color:#0b5d3b">Seguridad</a> · <a href="https://www.bancointisur.com.pe/proteccion-de-datos" style="color:#0b5d3b">Protección de datos</a></td></tr>
</table></td></tr></table>`;
}

const intisurMails: Mail[] = [
  {
    family: "banco-intisur",
    group: "regional",
    lang: "es",
    kind: "transfer-code",
    code: "60418297",
    link: null,
    from: "Banco Intisur <alertas@bancointisur.com.pe>",
    to: "JULIAN QUISPE HUAMAN <julian.quispe.guia@gmail.com>",
    subject: "Clave Intisur para tu transferencia",
    date: d(9, 9, "07:12"),
    text: `Estimado(a) JULIAN QUISPE HUAMAN:

Para confirmar la transferencia interbancaria de S/ 2,100.00 a la cuenta CCI 003-215-00312045871-44 (ROSA MAMANI CHAVEZ), ingresa la siguiente Clave Intisur en la Banca por Internet:

60418297

Vigencia: 3 minutos. No compartas esta clave con nadie, ni siquiera con personal del banco.

Banca por Teléfono: (01) 311-9000
`,
    html: intisur(
      `<p>Estimado(a) <b>JULIAN QUISPE HUAMAN</b>:</p>
<p>Para confirmar la transferencia interbancaria de <b>S/ 2,100.00</b> a la cuenta CCI 003-215-00312045871-44 (ROSA MAMANI CHAVEZ), ingresa la siguiente Clave Intisur en la Banca por Internet:</p>
<table cellspacing="4" cellpadding="0" align="center" style="margin:18px auto"><tr>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">6</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">0</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">4</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">1</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">8</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">2</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">9</td>
<td style="border:1px solid #0b5d3b;width:34px;height:42px;text-align:center;font-size:24px;font-weight:bold;color:#0b5d3b">7</td>
</tr></table>
<p>Vigencia: <b>3 minutos</b>. No compartas esta clave con nadie, ni siquiera con personal del banco.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "banco-intisur",
    group: "regional",
    lang: "es",
    kind: "statement-ready",
    code: null,
    link: null,
    from: "Banco Intisur <estadodecuenta@bancointisur.com.pe>",
    to: "JULIAN QUISPE HUAMAN <julian.quispe.guia@gmail.com>",
    subject: "Tu Estado de Cuenta de Tarjeta de Crédito - Setiembre 2026",
    date: d(10, 3, "05:40"),
    text: `Estimado(a) JULIAN QUISPE HUAMAN:

Adjuntamos tu Estado de Cuenta de la Tarjeta Intisur Visa Signature •••• 2291 correspondiente al periodo 26/08/2026 - 25/09/2026.

Pago total del mes: S/ 1,436.72
Pago mínimo: S/ 98.00
Último día de pago: 20/10/2026

La clave para abrir el PDF son los 8 dígitos de tu DNI.
`,
    html: intisur(
      `<p>Estimado(a) <b>JULIAN QUISPE HUAMAN</b>:</p>
<p>Adjuntamos tu Estado de Cuenta de la Tarjeta Intisur Visa Signature •••• 2291 correspondiente al periodo 26/08/2026 - 25/09/2026.</p>
<table cellpadding="8" cellspacing="0" width="100%" style="border:1px solid #ddd;font-size:13px">
<tr><td>Pago total del mes</td><td align="right"><b>S/ 1,436.72</b></td></tr>
<tr style="background:#f7f7f7"><td>Pago mínimo</td><td align="right">S/ 98.00</td></tr>
<tr><td>Último día de pago</td><td align="right">20/10/2026</td></tr></table>
<p style="font-size:12px;color:#666">La clave para abrir el PDF son los 8 dígitos de tu DNI.</p>`,
    ),
    attachment: [
      "EECC_VISA_2291_202609.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "banco-intisur",
    group: "regional",
    lang: "es",
    kind: "new-device",
    code: null,
    link: null,
    from: "Banco Intisur <alertas@bancointisur.com.pe>",
    to: "JULIAN QUISPE HUAMAN <julian.quispe.guia@gmail.com>",
    subject: "Afiliaste un nuevo dispositivo a tu App Intisur",
    date: d(10, 21, "22:15"),
    text: `Hola JULIAN,

El 21/10/2026 a las 22:14 afiliaste un nuevo dispositivo a tu App Intisur:
Equipo: Samsung Galaxy A54
Ubicación aproximada: Huaraz, Áncash

Si fuiste tú, no necesitas hacer nada. Si no reconoces esta operación, llama de inmediato a Banca por Teléfono (01) 311-9000, opción 0.
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Kusikuy (mobile wallet)

const kusikuyMails: Mail[] = [
  {
    family: "kusikuy-wallet",
    group: "regional",
    lang: "es",
    kind: "money-received",
    code: null,
    link: null,
    from: "Kusikuy <avisos@kusikuy.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "¡Te yapearon! Recibiste S/ 120.00",
    date: d(9, 14, "19:03"),
    text: `Recibiste S/ 120.00 de Edwin C. Flores
Mensaje: "porteo Ishinca 2 dias"
Fecha: 14 set. 2026, 7:03 p. m.
N.° de operación: 05512894

Tu saldo disponible está en la app.
Kusikuy es un servicio de Billetera Andina S.A. – Av. Primavera 120, Surco, Lima.
`,
    html:
      `<div style="font-family:Roboto,Arial,sans-serif;max-width:420px;margin:0 auto;border:1px solid #e8e0f3;border-radius:14px;overflow:hidden">
<div style="background:#6a2fb0;padding:18px;text-align:center"><img src="https://kusikuy.pe/m/logo-w.png" alt="Kusikuy" width="96"></div>
<div style="padding:22px;text-align:center"><p style="margin:0;font-size:15px;color:#555">Recibiste</p>
<p style="margin:4px 0 12px;font-size:36px;font-weight:700;color:#6a2fb0">S/ 120.00</p>
<p style="margin:0;font-size:15px">de <b>Edwin C. Flores</b></p>
<p style="margin:10px 0;font-size:14px;color:#666;font-style:italic">"porteo Ishinca 2 dias"</p>
<p style="font-size:12px;color:#888">14 set. 2026, 7:03 p. m. · N.° de operación 05512894</p></div>
<div style="background:#f7f3fc;padding:12px;font-size:11px;color:#888;text-align:center">Kusikuy es un servicio de Billetera Andina S.A. – Av. Primavera 120, Surco, Lima.<br><a href="https://kusikuy.pe/ayuda" style="color:#6a2fb0">Ayuda</a> · <a href="https://kusikuy.pe/privacidad" style="color:#6a2fb0">Privacidad</a></div></div>`,
  },
  {
    family: "kusikuy-wallet",
    group: "regional",
    lang: "es",
    kind: "device-code",
    code: "4093",
    link: null,
    from: "Kusikuy <seguridad@kusikuy.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Kusikuy: código para cambiar de celular",
    date: d(10, 22, "08:41"),
    text: `Estás activando Kusikuy en un celular nuevo.

Tu código: 4093

Ingresa el código en la app junto con tu clave de 6 dígitos. Tu Kusikuy se desactivará en el celular anterior.

Si no pediste este cambio, llama al (01) 707-5000.
`,
    html:
      `<div style="font-family:Roboto,Arial,sans-serif;max-width:420px;margin:0 auto;border:1px solid #e8e0f3;border-radius:14px;overflow:hidden">
<div style="background:#6a2fb0;padding:18px;text-align:center"><img src="https://kusikuy.pe/m/logo-w.png" alt="Kusikuy" width="96"></div>
<div style="padding:22px"><p style="font-size:15px">Estás activando Kusikuy en un celular nuevo.</p>
<p style="font-size:13px;color:#666;margin-bottom:4px">Tu código:</p>
<p style="font-size:40px;letter-spacing:14px;font-weight:700;color:#6a2fb0;margin:0 0 16px">4093</p>
<p style="font-size:14px">Ingresa el código en la app junto con tu clave de 6 dígitos. Tu Kusikuy se desactivará en el celular anterior.</p>
<p style="font-size:13px;color:#888">Si no pediste este cambio, llama al (01) 707-5000.</p></div>
<div style="background:#f7f3fc;padding:12px;font-size:11px;color:#888;text-align:center">Billetera Andina S.A. – Av. Primavera 120, Surco, Lima · <a href="https://kusikuy.pe/ayuda" style="color:#6a2fb0">Ayuda</a></div></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Banco Illimani (Bolivia), Banco Pehuén (Chile)

const boliviaChileBankMails: Mail[] = [
  {
    family: "banco-illimani",
    group: "regional",
    lang: "es",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Banco Illimani <comprobantes@illimanibanco.com.bo>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Comprobante de transferencia QR - Bs 2.450,00",
    date: d(9, 30, "13:25", "-0400"),
    text: `COMPROBANTE DE TRANSFERENCIA

Fecha y hora: 30/09/2026 13:24
Ordenante: AGENCIA TURISTICA CONDORIRI SRL
Cuenta origen: 201-5098771-3-54
Beneficiario: JULIAN QUISPE HUAMAN
Cuenta destino: 201-6630142-2-19
Importe: Bs 2.450,00
Glosa: Guiado Huayna Potosi 3d grupo 0927
Nro. de transacción: 884120773

Banco Illimani S.A. - Av. 16 de Julio (El Prado) N° 1628, La Paz - Línea gratuita 800-10-4545
`,
    html:
      `<table width="100%" style="font-family:Tahoma,Arial,sans-serif;font-size:13px" cellpadding="0" cellspacing="0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="border:1px solid #c9d3dd">
<tr><td style="background:#123d6b;color:#fff;padding:14px 20px;font-size:16px"><img src="https://www.illimanibanco.com.bo/mail/logo.gif" alt="Banco Illimani" height="28" align="right">COMPROBANTE DE TRANSFERENCIA</td></tr>
<tr><td style="padding:18px 20px"><table width="100%" cellpadding="5" cellspacing="0">
<tr><td>Fecha y hora</td><td>30/09/2026 13:24</td></tr>
<tr><td>Ordenante</td><td>AGENCIA TURISTICA CONDORIRI SRL</td></tr>
<tr><td>Cuenta origen</td><td>201-5098771-3-54</td></tr>
<tr><td>Beneficiario</td><td>JULIAN QUISPE HUAMAN</td></tr>
<tr><td>Cuenta destino</td><td>201-6630142-2-19</td></tr>
<tr><td><b>Importe</b></td><td><b>Bs 2.450,00</b></td></tr>
<tr><td>Glosa</td><td>Guiado Huayna Potosi 3d grupo 0927</td></tr>
<tr><td>Nro. de transacción</td><td>884120773</td></tr></table></td></tr>
<tr><td style="padding:10px 20px;background:#f1f4f7;font-size:11px;color:#666">Banco Illimani S.A. - Av. 16 de Julio (El Prado) N° 1628, La Paz - Línea gratuita 800-10-4545</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "banco-illimani",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "719355",
    link: null,
    from: "Banco Illimani <seguridad@illimanibanco.com.bo>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Illimani Net: tu código de ingreso",
    date: d(10, 10, "06:58", "-0400"),
    text: `Illimani Net

Tu código de ingreso de un solo uso es 719355. Tiene validez de 120 segundos.

Nunca te solicitaremos este código por llamada ni por WhatsApp.
Línea gratuita 800-10-4545
`,
    html: null,
  },
  {
    family: "banco-pehuen",
    group: "regional",
    lang: "es",
    kind: "payee-code",
    code: "283640",
    link: null,
    from: "Banco Pehuén <notificaciones@bancopehuen.cl>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Clave de confirmación para inscribir destinatario",
    date: d(9, 17, "20:11", "-0300"),
    text: `Estimado cliente:

Estás inscribiendo un nuevo destinatario para transferencias:
Nombre: Arriendos Patagonia Sur SpA
RUT: 76.944.120-3
Banco: Banco Estado · Cuenta Corriente ••••8815

Tu clave de confirmación es: 283640

Esta clave vence en 4 minutos. Por tu seguridad, el nuevo destinatario podrá recibir hasta $250.000 durante las primeras 24 horas.

Banco Pehuén · Mesa de ayuda 600 390 7000
`,
    html:
      `<div style="background:#f2f5f3;padding:20px 0"><table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#303030">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e9e6"><img src="https://www.bancopehuen.cl/static/mailing/pehuen-logo.png" alt="Banco Pehuén" width="150"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px;line-height:21px"><p>Estimado cliente:</p><p>Estás inscribiendo un nuevo destinatario para transferencias:</p>
<table cellpadding="4" style="font-size:14px;margin-bottom:14px"><tr><td style="color:#888">Nombre</td><td>Arriendos Patagonia Sur SpA</td></tr><tr><td style="color:#888">RUT</td><td>76.944.120-3</td></tr><tr><td style="color:#888">Banco</td><td>Banco Estado · Cuenta Corriente ••••8815</td></tr></table>
<p>Tu clave de confirmación es:</p><p style="font-size:30px;font-weight:bold;color:#2f6b3b;letter-spacing:6px;margin:8px 0 18px">283640</p>
<p style="font-size:12px;color:#777">Esta clave vence en 4 minutos. Por tu seguridad, el nuevo destinatario podrá recibir hasta $250.000 durante las primeras 24 horas.</p></td></tr>
<tr><td style="padding:14px 28px;background:#2f6b3b;color:#dfeee2;font-size:11px">Banco Pehuén · Mesa de ayuda 600 390 7000 · <a href="https://www.bancopehuen.cl/ciberseguridad" style="color:#fff">Ciberseguridad</a></td></tr></table></div>`,
    enc: "qp",
  },
  {
    family: "banco-pehuen",
    group: "regional",
    lang: "es",
    kind: "transfer-receipt",
    code: null,
    link: null,
    from: "Banco Pehuén <notificaciones@bancopehuen.cl>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Comprobante: transferiste $480.000",
    date: d(9, 18, "09:02", "-0300"),
    text: `Transferencia realizada con éxito

Monto: $480.000
Destinatario: Arriendos Patagonia Sur SpA
RUT: 76.944.120-3
Cuenta destino: Banco Estado ••••8815
Mensaje: Arriendo camioneta 21-27 oct reserva APS-3390
Fecha: 18-09-2026 09:01
N° de comprobante: 0039218841

Banco Pehuén · Mesa de ayuda 600 390 7000
`,
    html:
      `<div style="background:#f2f5f3;padding:20px 0"><table align="center" width="580" cellpadding="0" cellspacing="0" style="background:#fff;font-family:'Open Sans',Arial,sans-serif;color:#303030">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4e9e6"><img src="https://www.bancopehuen.cl/static/mailing/pehuen-logo.png" alt="Banco Pehuén" width="150"></td></tr>
<tr><td style="padding:24px 28px;font-size:14px"><p style="font-size:18px;color:#2f6b3b"><b>Transferencia realizada con éxito</b></p>
<table width="100%" cellpadding="6" style="font-size:14px;border-top:1px solid #eee">
<tr><td style="color:#888">Monto</td><td align="right"><b>$480.000</b></td></tr>
<tr><td style="color:#888">Destinatario</td><td align="right">Arriendos Patagonia Sur SpA</td></tr>
<tr><td style="color:#888">RUT</td><td align="right">76.944.120-3</td></tr>
<tr><td style="color:#888">Cuenta destino</td><td align="right">Banco Estado ••••8815</td></tr>
<tr><td style="color:#888">Mensaje</td><td align="right">Arriendo camioneta 21-27 oct reserva APS-3390</td></tr>
<tr><td style="color:#888">Fecha</td><td align="right">18-09-2026 09:01</td></tr>
<tr><td style="color:#888">N° de comprobante</td><td align="right">0039218841</td></tr></table></td></tr>
<tr><td style="padding:14px 28px;background:#2f6b3b;color:#dfeee2;font-size:11px">Banco Pehuén · Mesa de ayuda 600 390 7000 · <a href="https://www.bancopehuen.cl/ciberseguridad" style="color:#fff">Ciberseguridad</a></td></tr></table></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- park permits

function pnh(inner: string): string {
  return `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#222">
<table width="640" cellpadding="0" cellspacing="0" border="0" align="center">
<tr><td style="border-bottom:2px solid #7a4b12;padding:10px 0"><img src="https://permisos.pnhuascaran.gob.pe/recursos/cabecera_mail.jpg" alt="Parque Nacional Huascarán - Sistema de Permisos de Ingreso" width="640" height="70"></td></tr>
<tr><td style="padding:18px 4px;line-height:19px">${inner}</td></tr>
<tr><td style="border-top:1px solid #ccc;padding:10px 4px;font-size:11px;color:#666">Jefatura del Parque Nacional Huascarán · Jr. Federico Sal y Rosas 555, Huaraz, Áncash · Teléfono (043) 42-2086<br>
Mensaje generado automáticamente por el Sistema de Permisos de Ingreso. No responda a esta dirección.</td></tr></table></body></html>`;
}

const parkMails: Mail[] = [
  {
    family: "pnh-permisos-huascaran",
    group: "regional",
    lang: "es",
    kind: "confirm-application",
    code: null,
    link: "https://permisos.pnhuascaran.gob.pe/solicitud/confirmar?id=SOL-2026-004417&k=8c21f0e9aa73",
    from: "Sistema de Permisos PNH <no-responder@pnhuascaran.gob.pe>",
    to: "julian@huarazandeanguides.pe",
    subject: "Confirme su solicitud de permiso de ascenso N° SOL-2026-004417",
    date: d(9, 8, "10:44"),
    text: `Sr(a). JULIAN QUISPE HUAMAN
Guía de Alta Montaña - Carné N° 0312

Se ha registrado una solicitud de permiso de ascenso con los siguientes datos:

Nevado: Pisco (5752 m s. n. m.)
Ruta: Normal - Quebrada Llanganuco / Refugio Pisco
Fechas: 16/09/2026 al 18/09/2026
Integrantes: 4 (1 guía, 3 visitantes)
Derecho de ingreso a pagar: S/ 180.00

Para que la solicitud pase a evaluación, debe confirmarla en el siguiente enlace dentro de las próximas 24 horas:
https://permisos.pnhuascaran.gob.pe/solicitud/confirmar?id=SOL-2026-004417&k=8c21f0e9aa73

Las solicitudes no confirmadas se anulan automáticamente.

Jefatura del Parque Nacional Huascarán
`,
    html: pnh(
      `<p>Sr(a). <b>JULIAN QUISPE HUAMAN</b><br>Guía de Alta Montaña - Carné N° 0312</p>
<p>Se ha registrado una solicitud de permiso de ascenso con los siguientes datos:</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;border-color:#bbb;font-size:13px">
<tr><td bgcolor="#f3ebe0">N° de solicitud</td><td>SOL-2026-004417</td></tr>
<tr><td bgcolor="#f3ebe0">Nevado</td><td>Pisco (5752 m s. n. m.)</td></tr>
<tr><td bgcolor="#f3ebe0">Ruta</td><td>Normal - Quebrada Llanganuco / Refugio Pisco</td></tr>
<tr><td bgcolor="#f3ebe0">Fechas</td><td>16/09/2026 al 18/09/2026</td></tr>
<tr><td bgcolor="#f3ebe0">Integrantes</td><td>4 (1 guía, 3 visitantes)</td></tr>
<tr><td bgcolor="#f3ebe0">Derecho de ingreso</td><td>S/ 180.00</td></tr></table>
<p>Para que la solicitud pase a evaluación, debe confirmarla dentro de las próximas 24 horas:</p>
<p><a href="https://permisos.pnhuascaran.gob.pe/solicitud/confirmar?id=SOL-2026-004417&amp;k=8c21f0e9aa73" style="font-weight:bold;color:#7a4b12">CONFIRMAR SOLICITUD</a></p>
<p style="color:#a00">Las solicitudes no confirmadas se anulan automáticamente.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "pnh-permisos-huascaran",
    group: "regional",
    lang: "es",
    kind: "permit-issued",
    code: null,
    link: null,
    from: "Sistema de Permisos PNH <no-responder@pnhuascaran.gob.pe>",
    to: "julian@huarazandeanguides.pe",
    subject: "Permiso de ascenso APROBADO - PA-2026-01873 (Nevado Pisco)",
    date: d(9, 10, "15:02"),
    text: `Sr(a). JULIAN QUISPE HUAMAN:

Su solicitud SOL-2026-004417 ha sido APROBADA.

Permiso de ascenso: PA-2026-01873
Nevado: Pisco · 16/09/2026 al 18/09/2026
Pago registrado: S/ 180.00 (Banco de la Nación, operación 7310442)

Adjuntamos el permiso en PDF. Preséntelo impreso o en el celular en el puesto de control de Llanganuco junto con los documentos de identidad de todos los integrantes. Recuerde llevar su carné de guía vigente y registrar la salida del parque.

Jefatura del Parque Nacional Huascarán · (043) 42-2086
`,
    html: pnh(
      `<p>Sr(a). <b>JULIAN QUISPE HUAMAN</b>:</p>
<p>Su solicitud SOL-2026-004417 ha sido <b style="color:#1b7a2b">APROBADA</b>.</p>
<table border="1" cellpadding="5" cellspacing="0" style="border-collapse:collapse;border-color:#bbb">
<tr><td bgcolor="#f3ebe0">Permiso de ascenso</td><td><b>PA-2026-01873</b></td></tr>
<tr><td bgcolor="#f3ebe0">Nevado</td><td>Pisco · 16/09/2026 al 18/09/2026</td></tr>
<tr><td bgcolor="#f3ebe0">Pago registrado</td><td>S/ 180.00 (Banco de la Nación, operación 7310442)</td></tr></table>
<p>Adjuntamos el permiso en PDF. Preséntelo impreso o en el celular en el puesto de control de Llanganuco junto con los documentos de identidad de todos los integrantes.</p>
<p>Recuerde llevar su carné de guía vigente y registrar la salida del parque.</p>`,
    ),
    attachment: [
      "PA-2026-01873.pdf",
      "application/pdf",
      "%PDF-1.5\n% Permiso de ascenso PA-2026-01873\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "torres-austral-reservas",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://email.torresaustral.cl/c/eJwVjEEOgyAQRfe-ws3KGgzaYkP8DwKDQhxKxMI9dTT0KrAa3I",
    from: "Torres Austral Reservations <reservas@torresaustral.cl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Verify your e-mail to finish creating your account",
    date: d(9, 21, "23:10", "-0300"),
    text: `Welcome to Torres Austral!

To finish creating your account and book campsites, refugios and meals on the W and O circuits, please verify your e-mail address:

https://email.torresaustral.cl/c/eJwVjEEOgyAQRfe-ws3KGgzaYkP8DwKDQhxKxMI9dTT0KrAa3I

This link expires in 24 hours.

Torres Austral SpA · Av. Manuel Bulnes 0631, Puerto Natales, Magallanes, Chile · +56 61 261 4184
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#dfe7ea"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Georgia,serif;color:#26343a">
<tr><td><img src="https://www.torresaustral.cl/mail/header-towers.jpg" width="560" alt="Torres Austral — Patagonia" style="display:block"></td></tr>
<tr><td style="padding:30px 40px;font-size:16px;line-height:25px"><h1 style="font-weight:normal;font-size:26px;margin:0 0 14px">Welcome to Torres Austral!</h1>
<p>To finish creating your account and book campsites, refugios and meals on the W and O circuits, please verify your e-mail address.</p>
<p style="text-align:center;margin:30px 0"><a href="https://email.torresaustral.cl/c/eJwVjEEOgyAQRfe-ws3KGgzaYkP8DwKDQhxKxMI9dTT0KrAa3I" style="background:#26343a;color:#fff;padding:14px 32px;text-decoration:none;font-family:Arial,sans-serif;font-size:14px;letter-spacing:1px">VERIFY E-MAIL</a></p>
<p style="font-size:13px;color:#6a7a80">This link expires in 24 hours.</p></td></tr>
<tr><td style="padding:20px 40px;background:#26343a;color:#b7c4c9;font-family:Arial,sans-serif;font-size:11px">Torres Austral SpA · Av. Manuel Bulnes 0631, Puerto Natales, Magallanes, Chile · +56 61 261 4184<br>
<a href="https://www.facebook.com/torresaustral" style="color:#b7c4c9">Facebook</a> · <a href="https://www.instagram.com/torresaustral" style="color:#b7c4c9">Instagram</a> · <a href="https://www.torresaustral.cl/en/privacy" style="color:#b7c4c9">Privacy policy</a></td></tr>
</table></td></tr></table>`,
  },
  {
    family: "torres-austral-reservas",
    group: "regional",
    lang: "en",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Torres Austral Reservations <reservas@torresaustral.cl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Booking confirmed TA-25-88417 – W Trek, 22–26 Oct 2026",
    date: d(9, 22, "08:15", "-0300"),
    text: `Your booking is confirmed.

Booking number: TA-25-88417
Guest: Julián Quispe + 3
Circuit: W Trek (west to east)

Night 1 – 22 Oct – Camping Paine Grande – 2 tents (pre-pitched), full board
Night 2 – 23 Oct – Camping Francés – 2 tents (pre-pitched), full board
Night 3 – 24 Oct – Refugio Cuernos – 4 beds in shared dorm, full board
Night 4 – 25 Oct – Camping Central – 2 tents (own equipment), no meals

Total paid: USD 1,932.00 (Mastercard •••• 5120)

Remember: the park entry ticket is not included and must be bought separately on the CONAF Pase Parque site. Bring this booking number (printed or on your phone) to each check-in.

Cancellation: 70 % refund up to 30 days before arrival, none afterwards.

Torres Austral SpA · Puerto Natales · +56 61 261 4184
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#dfe7ea"><tr><td align="center" style="padding:30px 10px">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#26343a;font-size:14px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e1e6e8"><img src="https://www.torresaustral.cl/mail/logo-dark.png" width="170" alt="Torres Austral"></td></tr>
<tr><td style="padding:24px 32px"><h2 style="margin:0 0 6px;font-family:Georgia,serif;font-weight:normal">Your booking is confirmed</h2>
<p style="margin:0 0 18px;color:#6a7a80">Booking number <b style="color:#26343a">TA-25-88417</b> · W Trek (west to east)</p>
<table width="100%" cellpadding="8" cellspacing="0" style="border-collapse:collapse;font-size:13px">
<tr style="background:#f1f4f5"><th align="left">Night</th><th align="left">Site</th><th align="left">Accommodation</th></tr>
<tr><td>22 Oct</td><td>Camping Paine Grande</td><td>2 pre-pitched tents, full board</td></tr>
<tr><td>23 Oct</td><td>Camping Francés</td><td>2 pre-pitched tents, full board</td></tr>
<tr><td>24 Oct</td><td>Refugio Cuernos</td><td>4 dorm beds, full board</td></tr>
<tr><td>25 Oct</td><td>Camping Central</td><td>2 tents (own equipment), no meals</td></tr></table>
<p style="margin-top:18px">Total paid: <b>USD 1,932.00</b> (Mastercard •••• 5120)</p>
<p style="font-size:13px;background:#fff8e1;padding:10px">The park entry ticket is not included and must be bought separately on the CONAF Pase Parque site. Bring this booking number to each check-in.</p>
<p style="font-size:12px;color:#6a7a80">Cancellation: 70 % refund up to 30 days before arrival, none afterwards.</p></td></tr>
<tr><td style="padding:16px 32px;background:#26343a;color:#b7c4c9;font-size:11px">Torres Austral SpA · Av. Manuel Bulnes 0631, Puerto Natales · +56 61 261 4184 · <a href="https://www.torresaustral.cl/en/my-bookings" style="color:#fff">My bookings</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "torres-austral-reservas",
    group: "regional",
    lang: "es",
    kind: "trail-alert",
    code: null,
    link: null,
    from: "Torres Austral <avisos@torresaustral.cl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Aviso: cierre temporal del sector Paso John Gardner por viento",
    date: d(10, 20, "18:30", "-0300"),
    text: `Estimado/a visitante:

Le informamos que CONAF ha dispuesto el cierre temporal del sector Paso John Gardner (circuito O) entre el 21 y el 23 de octubre de 2026 por pronóstico de ráfagas superiores a 100 km/h.

Su reserva TA-25-88417 corresponde al circuito W y NO se ve afectada. Sin embargo, recomendamos precaución en el tramo Paine Grande – Francés y seguir las indicaciones de los guardaparques.

Pronóstico actualizado en cada refugio y en https://www.torresaustral.cl/estado-senderos

Torres Austral SpA · +56 61 261 4184
`,
    html: null,
    enc: "qp",
  },
  {
    family: "reserva-avaroa-ingresos",
    group: "regional",
    lang: "es",
    kind: "entry-receipt",
    code: null,
    link: null,
    from: "SISCO Ingresos REA <ingresos@reservaavaroa.gob.bo>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Boleto de ingreso electronico N 0043318 - REA",
    date: d(10, 1, "11:19", "-0400"),
    text: `RESERVA NACIONAL DE FAUNA ANDINA EDUARDO AVAROA
BOLETO DE INGRESO ELECTRONICO

Nro. de boleto: 0043318
Operador: JULIAN QUISPE HUAMAN (guia independiente)
Visitantes: 5 extranjeros x Bs 150 = Bs 750
Fecha de ingreso: 04/10/2026
Puesto de control: Laguna Blanca / Hito Cajon
Vigencia: 4 dias desde la fecha de ingreso

El boleto es personal e intransferible. Presente pasaportes de todos los visitantes en el puesto de control.
Consultas: +591 2 6932225
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Kallpa Outdoor (gear shop)

function kallpa(pre: string, inner: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Kallpa Outdoor</title></head><body style="margin:0;background:#f3efe8">
<span style="display:none!important;opacity:0;color:transparent;height:0;width:0">${pre}</span>
<center><table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;color:#2b2b2b">
<tr><td align="center" style="padding:22px;background:#1f3a2e"><a href="https://kallpaoutdoor.pe/?utm_source=email&amp;utm_medium=transaccional"><img src="https://kallpaoutdoor.pe/cdn/mail/kallpa-logo-crema.png" alt="KALLPA OUTDOOR" width="180"></a></td></tr>
<tr><td align="center" style="background:#2a4c3c;padding:8px;font-size:12px"><a href="https://kallpaoutdoor.pe/hombre" style="color:#f3efe8;text-decoration:none;padding:0 10px">Hombre</a><a href="https://kallpaoutdoor.pe/mujer" style="color:#f3efe8;text-decoration:none;padding:0 10px">Mujer</a><a href="https://kallpaoutdoor.pe/escalada" style="color:#f3efe8;text-decoration:none;padding:0 10px">Escalada</a><a href="https://kallpaoutdoor.pe/ofertas" style="color:#f3efe8;text-decoration:none;padding:0 10px">Ofertas</a></td></tr>
<tr><td style="padding:28px 34px;font-size:15px;line-height:23px">${inner}</td></tr>
<tr><td style="padding:20px 34px;background:#f3efe8;font-size:11px;color:#7b756b;line-height:17px" align="center">
<a href="https://instagram.com/kallpaoutdoor"><img src="https://kallpaoutdoor.pe/cdn/mail/ig.png" width="22" alt="Instagram"></a> &nbsp; <a href="https://facebook.com/kallpaoutdoor"><img src="https://kallpaoutdoor.pe/cdn/mail/fb.png" width="22" alt="Facebook"></a><br>
Kallpa Outdoor S.A.C. · RUC 20604418871 · Calle Procuradores 354, Cusco · Av. Benavides 1180, Miraflores, Lima<br>WhatsApp +51 984 552 310 · © 2026 Kallpa Outdoor</td></tr></table></center></body></html>`;
}

const kallpaMails: Mail[] = [
  {
    family: "kallpa-outdoor",
    group: "consumer",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Kallpa Outdoor <pedidos@kallpaoutdoor.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Tu pedido #KO-20418 va en camino a Huaraz",
    date: d(9, 5, "12:40"),
    text: `¡Hola Julián! Tu pedido #KO-20418 ya salió de nuestro almacén.

Transportista: Olva Courier
Número de guía: 84100273556
Entrega estimada: 8 a 10 de septiembre de 2026
Dirección: Jr. Simón Bolívar 702, Huaraz, Áncash

Productos:
1 × Cuerda dinámica 9.5 mm × 60 m (seco) .... S/ 689.00
2 × Tornillo de hielo 17 cm ................. S/ 518.00
1 × Guantes de expedición talla L ........... S/ 245.00
Envío ........................................ S/ 25.00
Total ........................................ S/ 1,477.00

Sigue tu envío en la web de Olva con el número de guía.
`,
    html: kallpa(
      "Pedido #KO-20418 · Olva Courier · guía 84100273556",
      `<h1 style="font-size:22px;margin:0 0 10px">¡Tu pedido va en camino!</h1>
<p>Hola Julián, tu pedido <b>#KO-20418</b> ya salió de nuestro almacén.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f8f6f1;margin:14px 0">
<tr><td>Transportista</td><td>Olva Courier</td></tr><tr><td>Número de guía</td><td>84100273556</td></tr>
<tr><td>Entrega estimada</td><td>8 a 10 de septiembre de 2026</td></tr><tr><td>Dirección</td><td>Jr. Simón Bolívar 702, Huaraz, Áncash</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #ddd">
<tr><td><img src="https://kallpaoutdoor.pe/cdn/p/cuerda-95-60.jpg" width="56" alt="Cuerda dinámica"></td><td>1 × Cuerda dinámica 9.5 mm × 60 m (seco)</td><td align="right">S/ 689.00</td></tr>
<tr><td><img src="https://kallpaoutdoor.pe/cdn/p/tornillo-17.jpg" width="56" alt="Tornillo de hielo"></td><td>2 × Tornillo de hielo 17 cm</td><td align="right">S/ 518.00</td></tr>
<tr><td><img src="https://kallpaoutdoor.pe/cdn/p/guantes-exp.jpg" width="56" alt="Guantes"></td><td>1 × Guantes de expedición talla L</td><td align="right">S/ 245.00</td></tr>
<tr><td></td><td>Envío</td><td align="right">S/ 25.00</td></tr>
<tr><td></td><td><b>Total</b></td><td align="right"><b>S/ 1,477.00</b></td></tr></table>
<p style="text-align:center;margin-top:24px"><a href="https://www.olvacourier.com/rastreo?guia=84100273556" style="background:#c8662b;color:#fff;padding:12px 26px;text-decoration:none;border-radius:3px">Rastrear envío</a></p>`,
    ),
    enc: "qp",
  },
  {
    family: "kallpa-outdoor",
    group: "consumer",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://kallpaoutdoor.pe/account/reset/7788102934/b3e1c9a7f04d2e6a-1759941021",
    from: "Kallpa Outdoor <cuenta@kallpaoutdoor.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Restablece tu contraseña de Kallpa Outdoor",
    date: d(10, 8, "13:17"),
    text: `Restablece tu contraseña

Recibimos una solicitud para cambiar la contraseña de tu cuenta en kallpaoutdoor.pe. Crea una nueva aquí:

https://kallpaoutdoor.pe/account/reset/7788102934/b3e1c9a7f04d2e6a-1759941021

Si no lo solicitaste, ignora este correo; tu contraseña actual seguirá funcionando.
`,
    html: kallpa(
      "Crea una nueva contraseña",
      `<h1 style="font-size:22px;margin:0 0 10px">Restablece tu contraseña</h1>
<p>Recibimos una solicitud para cambiar la contraseña de tu cuenta en kallpaoutdoor.pe.</p>
<p style="text-align:center;margin:26px 0"><a href="https://kallpaoutdoor.pe/account/reset/7788102934/b3e1c9a7f04d2e6a-1759941021" style="background:#c8662b;color:#fff;padding:13px 30px;text-decoration:none;border-radius:3px;font-weight:bold">Restablecer contraseña</a></p>
<p style="font-size:13px;color:#7b756b">Si no lo solicitaste, ignora este correo; tu contraseña actual seguirá funcionando.</p>
<p style="font-size:13px;color:#7b756b">¿Problemas con el botón? <a href="https://kallpaoutdoor.pe/pages/contacto" style="color:#c8662b">Contáctanos</a>.</p>`,
    ),
    enc: "b64",
  },
  {
    family: "kallpa-outdoor",
    group: "consumer",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Kallpa Outdoor <novedades@kallpaoutdoor.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Temporada de hielo ❄️ 20 % en crampones y piolets hasta el domingo",
    date: d(10, 16, "17:00"),
    text: `Temporada de hielo en Kallpa Outdoor

20 % de descuento en crampones, piolets técnicos y tornillos hasta el domingo 19 de octubre. Usa el cupón HIELO20 en la web o en tienda.

Nuevo: taller gratuito de rescate en grietas, sábado 25/10, 9:00, tienda Cusco (cupos limitados).

Ver ofertas: https://kallpaoutdoor.pe/ofertas?utm_source=newsletter&utm_campaign=hielo2026
Darte de baja: https://kallpaoutdoor.pe/newsletter/baja?e=julian.quispe.guia%40gmail.com
`,
    html: kallpa(
      "Cupón HIELO20 · Taller de rescate en grietas el 25/10",
      `<a href="https://kallpaoutdoor.pe/ofertas?utm_source=newsletter&amp;utm_campaign=hielo2026"><img src="https://kallpaoutdoor.pe/cdn/mail/hielo2026-banner.jpg" width="532" alt="Temporada de hielo: 20 % en crampones y piolets" style="display:block;width:100%"></a>
<p style="font-size:17px;margin-top:20px"><b>20 % de descuento</b> en crampones, piolets técnicos y tornillos hasta el domingo 19 de octubre.</p>
<p>Cupón: <span style="border:2px dashed #c8662b;padding:4px 10px;font-weight:bold">HIELO20</span></p>
<p><b>Nuevo:</b> taller gratuito de rescate en grietas, sábado 25/10, 9:00, tienda Cusco (cupos limitados).</p>
<p style="text-align:center"><a href="https://kallpaoutdoor.pe/ofertas?utm_source=newsletter&amp;utm_campaign=hielo2026" style="background:#1f3a2e;color:#fff;padding:12px 28px;text-decoration:none">Ver ofertas</a></p>
<p style="font-size:11px;color:#999;text-align:center"><a href="https://kallpaoutdoor.pe/newsletter/baja?e=julian.quispe.guia%40gmail.com" style="color:#999">Darte de baja</a></p>`,
    ),
    enc: "qp",
  },
];

// ---------------------------------------------------------------- Arriendos Patagonia Sur (4x4 rental)

const apsMails: Mail[] = [
  {
    family: "arriendos-patagonia-sur",
    group: "regional",
    lang: "es",
    kind: "booking-confirmed",
    code: null,
    link: null,
    from: "Arriendos Patagonia Sur <reservas@patagoniasur4x4.cl>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Reserva APS-3390 confirmada: Toyota Hilux 4x4 · 21 al 27 oct",
    date: d(9, 18, "11:47", "-0300"),
    text: `Hola Julián,

Recibimos tu abono de $480.000 y tu reserva quedó confirmada.

Reserva: APS-3390
Vehículo: Toyota Hilux 4x4 doble cabina diésel (o similar) con kit de camping para 4
Retiro: 21/10/2026 10:00 – Aeropuerto Presidente Ibáñez, Punta Arenas (PUQ)
Devolución: 27/10/2026 18:00 – Oficina Puerto Natales, Av. España 1455
Kilometraje: libre
Saldo a pagar al retiro: $612.000
Garantía: $1.000.000 (preautorización con tarjeta de crédito a nombre del conductor)

Para cruzar a Argentina necesitas permiso notarial; pídelo con al menos 10 días de anticipación (costo $95.000).

Saludos,
Carolina Vera – Arriendos Patagonia Sur
+56 9 7733 1042
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "arriendos-patagonia-sur",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://app.patagoniasur4x4.cl/auth/confirm-email?token=eyJ1aWQiOjQ0MTAsImUiOiJqdWxpYW4ifQ.R8m2",
    from: "Arriendos Patagonia Sur <no-reply@patagoniasur4x4.cl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Please confirm your e-mail – Patagonia Sur online check-in",
    date: d(10, 15, "21:05", "-0300"),
    text: `Hi Julián,

Thanks for starting online check-in for booking APS-3390. Confirm your e-mail address so we can send you the rental agreement to sign:

https://app.patagoniasur4x4.cl/auth/confirm-email?token=eyJ1aWQiOjQ0MTAsImUiOiJqdWxpYW4ifQ.R8m2

After confirming you will be asked to upload your driver's licence and passport.

Patagonia Sur 4x4 · Punta Arenas · Puerto Natales
`,
    html: `<div style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;background:#f7f7f5;padding:28px 0">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e5e5e0;border-radius:8px;padding:30px">
<img src="https://app.patagoniasur4x4.cl/static/logo-aps.svg" alt="Patagonia Sur 4x4" width="120" style="margin-bottom:18px">
<p style="font-size:16px">Hi Julián,</p>
<p style="font-size:15px;line-height:1.6">Thanks for starting online check-in for booking <b>APS-3390</b>. Confirm your e-mail address so we can send you the rental agreement to sign.</p>
<p><a href="https://app.patagoniasur4x4.cl/auth/confirm-email?token=eyJ1aWQiOjQ0MTAsImUiOiJqdWxpYW4ifQ.R8m2" style="display:inline-block;background:#d9472b;color:#fff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600">Confirm e-mail</a></p>
<p style="font-size:13px;color:#777">After confirming you will be asked to upload your driver's licence and passport.</p>
<hr style="border:none;border-top:1px solid #eee"><p style="font-size:11px;color:#999">Patagonia Sur 4x4 · Punta Arenas · Puerto Natales · <a href="https://www.patagoniasur4x4.cl/en/terms" style="color:#999">Rental terms</a></p></div></div>`,
    enc: "qp",
  },
  {
    family: "arriendos-patagonia-sur",
    group: "regional",
    lang: "en",
    kind: "deposit-released",
    code: null,
    link: null,
    from: "Arriendos Patagonia Sur <no-reply@patagoniasur4x4.cl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Your security deposit for APS-3390 has been released",
    date: d(10, 29, "10:12", "-0300"),
    text: `Hi Julián,

The vehicle for booking APS-3390 was returned on 27/10/2026 at 17:40 with no damage and a full tank.

We have released the pre-authorisation of CLP 1,000,000 on your Visa ending 2291. Depending on your bank it can take 5–10 business days to disappear from your statement.

Final invoice (boleta electrónica N° 118204) is attached to your account.

Thanks for travelling with us!
`,
    html: `<div style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;background:#f7f7f5;padding:28px 0">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e5e5e0;border-radius:8px;padding:30px;font-size:15px;line-height:1.6">
<img src="https://app.patagoniasur4x4.cl/static/logo-aps.svg" alt="Patagonia Sur 4x4" width="120" style="margin-bottom:18px">
<p>Hi Julián,</p><p>The vehicle for booking <b>APS-3390</b> was returned on 27/10/2026 at 17:40 with no damage and a full tank.</p>
<p>We have released the pre-authorisation of <b>CLP 1,000,000</b> on your Visa ending 2291. Depending on your bank it can take 5–10 business days to disappear from your statement.</p>
<p>Final invoice (boleta electrónica N° 118204) is in <a href="https://app.patagoniasur4x4.cl/bookings/APS-3390" style="color:#d9472b">your account</a>.</p>
<p>Thanks for travelling with us!</p></div></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Amaru Airlines

function amaru(inner: string, lang: "es" | "en"): string {
  return `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0ede6"><tr><td align="center" style="padding:18px 6px">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Montserrat,Arial,sans-serif;color:#202020">
<tr><td bgcolor="#b0232a" style="padding:18px 26px"><img src="https://media.amaruair.com/mkt/brand/amaru-white.png" alt="Amaru Airlines" width="150"></td></tr>
<tr><td style="padding:26px;font-size:14px;line-height:21px">${inner}</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#777;border-top:1px solid #eee">${
    lang === "es"
      ? "Amaru Airlines S.A.C. · Av. Elmer Faucett 3400, Callao · Centro de llamadas (01) 705-1900"
      : "Amaru Airlines S.A.C. · Av. Elmer Faucett 3400, Callao, Peru · Call centre +51 1 705 1900"
  }<br><a href="https://www.amaruair.com/app" style="color:#777"><img src="https://media.amaruair.com/mkt/badges/app-store.png" alt="Download on the App Store" height="28"></a> <a href="https://www.amaruair.com/app" style="color:#777"><img src="https://media.amaruair.com/mkt/badges/google-play.png" alt="Get it on Google Play" height="28"></a></td></tr>
</table></td></tr></table>`;
}

const amaruMails: Mail[] = [
  {
    family: "amaru-airlines",
    group: "consumer",
    lang: "es",
    kind: "checkin-open",
    code: null,
    link: null,
    from: "Amaru Airlines <checkin@mail.amaruair.com>",
    to: "JULIAN QUISPE <julian.quispe.guia@gmail.com>",
    subject: "Ya puedes hacer check-in: Lima → Punta Arenas, 20 oct",
    date: d(10, 18, "06:05"),
    text: `Hola JULIAN, tu vuelo sale en 48 horas y el check-in online ya está abierto.

Código de reserva: QXH7LM
Vuelo AM 1184 · Lima (LIM) 23:55 → Santiago (SCL) 05:10 (+1)
Vuelo AM 2071 · Santiago (SCL) 07:05 → Punta Arenas (PUQ) 10:35
Equipaje: 1 pieza de 23 kg + 1 equipaje de mano de 10 kg

Haz check-in en https://www.amaruair.com/checkin o en la app. Recuerda que los piolets y crampones deben ir en el equipaje facturado.
`,
    html: amaru(
      `<p style="font-size:18px"><b>Hola JULIAN, ya puedes hacer check-in</b></p>
<p>Tu vuelo sale en 48 horas. Código de reserva: <b>QXH7LM</b></p>
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #e6e0d6;font-size:13px">
<tr bgcolor="#faf7f2"><td><b>AM 1184</b></td><td>Lima (LIM) 23:55</td><td>→ Santiago (SCL) 05:10 (+1)</td></tr>
<tr><td><b>AM 2071</b></td><td>Santiago (SCL) 07:05</td><td>→ Punta Arenas (PUQ) 10:35</td></tr></table>
<p style="font-size:13px">Equipaje: 1 pieza de 23 kg + 1 equipaje de mano de 10 kg</p>
<p style="text-align:center"><a href="https://www.amaruair.com/checkin" style="background:#b0232a;color:#fff;padding:12px 34px;text-decoration:none;border-radius:22px;font-weight:bold">Hacer check-in</a></p>
<p style="font-size:12px;color:#666">Recuerda que los piolets y crampones deben ir en el equipaje facturado.</p>`,
      "es",
    ),
    enc: "qp",
  },
  {
    family: "amaru-airlines",
    group: "consumer",
    lang: "en",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Amaru Airlines <reservations@mail.amaruair.com>",
    to: "JULIAN QUISPE <julian.quispe.guia@gmail.com>",
    subject: "Your e-ticket receipt – booking QXH7LM",
    date: d(9, 12, "15:48"),
    text: `E-TICKET RECEIPT

Passenger: QUISPE HUAMAN / JULIAN MR
Ticket number: 417-2290418835
Booking code: QXH7LM
Issued: 12 SEP 2026, Lima

AM 1184  20OCT  LIM 2355  SCL 0510+1  Economy (Q)  1PC
AM 2071  21OCT  SCL 0705  PUQ 1035    Economy (Q)  1PC
AM 2072  28OCT  PUQ 1120  SCL 1450    Economy (Q)  1PC
AM 1181  28OCT  SCL 1650  LIM 1915    Economy (Q)  1PC

Fare: USD 388.00
Taxes and charges: USD 121.46
Total: USD 509.46 (Visa •••• 2291)

Fare rules: changes allowed with fee of USD 60 plus fare difference. Non-refundable.
`,
    html: amaru(
      `<p style="font-size:18px;margin-top:0"><b>E-ticket receipt</b></p>
<table cellpadding="3" style="font-size:13px"><tr><td style="color:#777">Passenger</td><td>QUISPE HUAMAN / JULIAN MR</td></tr><tr><td style="color:#777">Ticket number</td><td>417-2290418835</td></tr><tr><td style="color:#777">Booking code</td><td><b>QXH7LM</b></td></tr><tr><td style="color:#777">Issued</td><td>12 SEP 2026, Lima</td></tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;margin-top:14px;border-collapse:collapse">
<tr bgcolor="#202020" style="color:#fff"><td>Flight</td><td>Date</td><td>From</td><td>To</td><td>Class</td></tr>
<tr><td>AM 1184</td><td>20 Oct</td><td>LIM 23:55</td><td>SCL 05:10+1</td><td>Economy Q</td></tr>
<tr bgcolor="#faf7f2"><td>AM 2071</td><td>21 Oct</td><td>SCL 07:05</td><td>PUQ 10:35</td><td>Economy Q</td></tr>
<tr><td>AM 2072</td><td>28 Oct</td><td>PUQ 11:20</td><td>SCL 14:50</td><td>Economy Q</td></tr>
<tr bgcolor="#faf7f2"><td>AM 1181</td><td>28 Oct</td><td>SCL 16:50</td><td>LIM 19:15</td><td>Economy Q</td></tr></table>
<p style="font-size:13px">Fare USD 388.00 · Taxes and charges USD 121.46 · <b>Total USD 509.46</b> (Visa •••• 2291)</p>
<p style="font-size:11px;color:#777">Changes allowed with a fee of USD 60 plus fare difference. Non-refundable. <a href="https://www.amaruair.com/en/manage-booking" style="color:#b0232a">Manage booking</a></p>`,
      "en",
    ),
  },
  {
    family: "amaru-airlines",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "925031",
    link: null,
    from: "Amaru Millas <millas@mail.amaruair.com>",
    to: "JULIAN QUISPE <julian.quispe.guia@gmail.com>",
    subject: "925031 es tu código de verificación Amaru Millas",
    date: d(10, 11, "20:26"),
    text: `Hola JULIAN,

Para ingresar a tu cuenta Amaru Millas (socio N° 3021 8874 55) usa este código de verificación:

925031

Es válido por 15 minutos. Tu saldo actual: 18,240 millas.
`,
    html: amaru(
      `<p>Hola JULIAN,</p><p>Para ingresar a tu cuenta Amaru Millas (socio N° 3021 8874 55) usa este código de verificación:</p>
<p style="text-align:center;font-size:34px;font-weight:bold;letter-spacing:8px;color:#b0232a;margin:22px 0">925031</p>
<p style="font-size:13px;color:#666">Es válido por 15 minutos. Tu saldo actual: 18,240 millas.</p>`,
      "es",
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- buses

const busMails: Mail[] = [
  {
    family: "qhapaq-bus",
    group: "regional",
    lang: "es",
    kind: "e-ticket",
    code: null,
    link: null,
    from: "Qhapaq Bus <boletos@qhapaqbus.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Tu boleto electrónico Huaraz - Lima | 29/09/2026 22:30",
    date: d(9, 25, "17:52"),
    text: `¡Gracias por viajar con Qhapaq Bus!

Boleto electrónico N° B041-00288173
Pasajero: JULIAN QUISPE HUAMAN · DNI 4*****18
Ruta: Huaraz (Terminal Av. Raymondi 870) → Lima (Terminal Javier Prado)
Salida: martes 29/09/2026 22:30 · Llegada estimada: 30/09/2026 06:15
Servicio: Qhapaq Suite 160° · Asiento 7 (piso 1)
Total pagado: S/ 95.00

Preséntate 30 minutos antes con tu DNI. Adjuntamos tu boleto en PDF.
Central de reservas: (01) 614-8800
`,
    html:
      `<div style="background:#fafafa;padding:16px 0"><table align="center" width="560" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;background:#fff;border:1px solid #ddd">
<tr><td style="background:#ffb400;padding:14px 22px"><img src="https://qhapaqbus.pe/img/mail/logo.png" alt="Qhapaq Bus" height="36"></td></tr>
<tr><td style="padding:22px;font-size:14px;line-height:21px"><p style="font-size:17px"><b>¡Gracias por viajar con Qhapaq Bus!</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border:1px dashed #ffb400">
<tr><td>Boleto</td><td><b>B041-00288173</b></td></tr><tr><td>Pasajero</td><td>JULIAN QUISPE HUAMAN · DNI 4*****18</td></tr>
<tr><td>Ruta</td><td>Huaraz (Av. Raymondi 870) → Lima (Terminal Javier Prado)</td></tr>
<tr><td>Salida</td><td>mar 29/09/2026 22:30 · llegada aprox. 06:15</td></tr>
<tr><td>Servicio</td><td>Qhapaq Suite 160° · Asiento 7 (piso 1)</td></tr><tr><td>Total</td><td>S/ 95.00</td></tr></table>
<p style="font-size:13px">Preséntate 30 minutos antes con tu DNI. Tu boleto va adjunto en PDF.</p></td></tr>
<tr><td style="padding:12px 22px;font-size:11px;color:#888;background:#f4f4f4">Central de reservas (01) 614-8800 · <a href="https://qhapaqbus.pe/terminos" style="color:#888">Condiciones de transporte</a> · <a href="https://qhapaqbus.pe/libro-de-reclamaciones" style="color:#888">Libro de reclamaciones</a></td></tr></table></div>`,
    enc: "qp",
    attachment: [
      "Boleto_B041-00288173.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "qhapaq-bus",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "3318",
    link: null,
    from: "Qhapaq Bus <cuenta@qhapaqbus.pe>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Código de verificación Qhapaq Bus",
    date: d(9, 25, "17:31"),
    text: `Hola,

Tu código para verificar tu correo y crear tu cuenta Qhapaq Pasajero Frecuente es 3318.

Si no lo solicitaste, ignora este mensaje.
`,
    html:
      `<div style="font-family:Arial,sans-serif;max-width:480px;margin:auto;border-top:6px solid #ffb400;padding:20px"><img src="https://qhapaqbus.pe/img/mail/logo-dark.png" alt="Qhapaq Bus" height="30">
<p style="font-size:15px">Hola,</p><p style="font-size:15px">Tu código para verificar tu correo y crear tu cuenta <b>Qhapaq Pasajero Frecuente</b> es:</p>
<table cellspacing="6"><tr><td style="background:#fff3d1;font-size:28px;font-weight:bold;padding:8px 14px">3</td><td style="background:#fff3d1;font-size:28px;font-weight:bold;padding:8px 14px">3</td><td style="background:#fff3d1;font-size:28px;font-weight:bold;padding:8px 14px">1</td><td style="background:#fff3d1;font-size:28px;font-weight:bold;padding:8px 14px">8</td></tr></table>
<p style="font-size:12px;color:#888">Si no lo solicitaste, ignora este mensaje.</p></div>`,
  },
  {
    family: "flota-illampu",
    group: "regional",
    lang: "es",
    kind: "ticket-reserved",
    code: null,
    link: null,
    from: "Flota Illampu <ventas@flotaillampu.com.bo>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Reserva de pasajes La Paz - Uyuni",
    date: d(10, 1, "09:40", "-0400"),
    text: `Sr. Julian Quispe:

Le confirmamos la reserva de 6 pasajes bus cama La Paz - Uyuni para el viernes 03/10/2026, salida 20:30 desde la Terminal de Buses de La Paz, plataforma 4. Asientos 11 al 16.

Precio: Bs 180 por pasajero, total Bs 1.080. Reserva N° 2210-U.
Debe recoger y pagar los pasajes en nuestra oficina de la terminal hasta las 19:30 del mismo día, de lo contrario se liberan los asientos.

Atte.
Oficina Flota Illampu La Paz
Tel. 2-2281473 / WhatsApp 71544203
`,
    html: null,
    enc: "qp",
  },
];

// ---------------------------------------------------------------- PeakLink satellite messenger

function peaklink(inner: string): string {
  return `<!DOCTYPE html><html><body style="margin:0;background:#0e1a24">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#0e1a24"><tr><td align="center" style="padding:30px 10px">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:10px;font-family:Inter,Helvetica,Arial,sans-serif;color:#14212b">
<tr><td style="padding:26px 34px 0"><img src="https://assets.peaklink.io/email/peaklink-logo.png" alt="PeakLink" width="110"></td></tr>
<tr><td style="padding:18px 34px 30px;font-size:15px;line-height:24px">${inner}</td></tr></table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#7f93a3;line-height:17px;margin:18px 0 0">PeakLink Communications Ltd · 5 Albion Place, Leeds LS1 6JL, United Kingdom<br>
<a href="https://peaklink.io/support" style="color:#7f93a3">Support</a> · <a href="https://peaklink.io/legal/privacy" style="color:#7f93a3">Privacy</a> · <a href="https://peaklink.io/status" style="color:#7f93a3">Network status</a></p>
</td></tr></table></body></html>`;
}

const peaklinkMails: Mail[] = [
  {
    family: "peaklink-satellite",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://account.peaklink.io/verify?email=julian.quispe.guia%40gmail.com&code=7f3a91c2e05b4d88",
    from: "PeakLink <accounts@peaklink.io>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Verify your e-mail to activate your PeakLink Summit 2",
    date: d(9, 3, "02:14", "+0100"),
    text: `Almost there.

You registered a PeakLink Summit 2 device (IMEI ending 40217) to this e-mail address. Verify the address to activate the device and choose your subscription plan:

https://account.peaklink.io/verify?email=julian.quispe.guia%40gmail.com&code=7f3a91c2e05b4d88

Until you verify, the device can only send SOS messages.

— The PeakLink team
`,
    html: peaklink(
      `<h1 style="font-size:24px;margin:0 0 12px">Almost there.</h1>
<p>You registered a <b>PeakLink Summit 2</b> device (IMEI ending 40217) to this e-mail address. Verify the address to activate the device and choose your subscription plan.</p>
<p style="margin:26px 0"><a href="https://account.peaklink.io/verify?email=julian.quispe.guia%40gmail.com&amp;code=7f3a91c2e05b4d88" style="background:#ff6a13;color:#fff;text-decoration:none;padding:13px 24px;border-radius:6px;font-weight:600">Verify e-mail address</a></p>
<p style="font-size:13px;color:#5c6f7d">Until you verify, the device can only send SOS messages.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "peaklink-satellite",
    group: "consumer",
    lang: "en",
    kind: "subscription-receipt",
    code: null,
    link: null,
    from: "PeakLink Billing <billing@peaklink.io>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Receipt for your PeakLink Expedition plan – October 2026",
    date: d(10, 3, "01:00", "+0100"),
    text: `Thanks for your payment.

Plan: Expedition (unlimited messages, 10-min tracking)
Device: Summit 2 · IMEI •••40217
Period: 3 Oct 2026 – 2 Nov 2026
Amount: USD 49.99
Charged to: Visa •••• 2291
Invoice: PL-INV-2026-3381294

You can pause your plan any month from your account at no cost (USD 5.99 park fee applies).
`,
    html: peaklink(
      `<h1 style="font-size:22px;margin:0 0 12px">Thanks for your payment</h1>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border-collapse:collapse">
<tr style="border-bottom:1px solid #e7edf1"><td style="color:#5c6f7d">Plan</td><td align="right">Expedition (unlimited messages, 10-min tracking)</td></tr>
<tr style="border-bottom:1px solid #e7edf1"><td style="color:#5c6f7d">Device</td><td align="right">Summit 2 · IMEI •••40217</td></tr>
<tr style="border-bottom:1px solid #e7edf1"><td style="color:#5c6f7d">Period</td><td align="right">3 Oct 2026 – 2 Nov 2026</td></tr>
<tr style="border-bottom:1px solid #e7edf1"><td style="color:#5c6f7d">Amount</td><td align="right"><b>USD 49.99</b></td></tr>
<tr style="border-bottom:1px solid #e7edf1"><td style="color:#5c6f7d">Charged to</td><td align="right">Visa •••• 2291</td></tr>
<tr><td style="color:#5c6f7d">Invoice</td><td align="right">PL-INV-2026-3381294</td></tr></table>
<p style="font-size:13px;color:#5c6f7d">You can pause your plan any month from <a href="https://account.peaklink.io/subscription" style="color:#ff6a13">your account</a> (USD 5.99 park fee applies).</p>`,
    ),
  },
  {
    family: "peaklink-satellite",
    group: "consumer",
    lang: "en",
    kind: "device-message",
    code: null,
    link: null,
    from: "PeakLink Message <no-reply@msg.peaklink.io>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Message from Julián Quispe (PeakLink)",
    date: d(9, 17, "04:48", "+0000"),
    text: `Julián Quispe sent this message from a PeakLink device:

"Campo alto Pisco 5100m, todos bien. Salimos a cumbre 2am. Viento fuerte."

Location: -9.0418, -77.6109 (elevation 5,094 m)
Sent: 17 Sep 2026 04:47 UTC

View the location and reply (160 characters): https://share.peaklink.io/m/Jq8XrL2v

You are receiving this because julian.quispe.guia@gmail.com is in this device's contacts.
`,
    html: peaklink(
      `<p style="color:#5c6f7d;font-size:13px;margin:0">Julián Quispe sent this message from a PeakLink device:</p>
<p style="font-size:18px;border-left:4px solid #ff6a13;padding-left:14px;margin:16px 0">“Campo alto Pisco 5100m, todos bien. Salimos a cumbre 2am. Viento fuerte.”</p>
<a href="https://share.peaklink.io/m/Jq8XrL2v"><img src="https://maps.peaklink.io/static?lat=-9.0418&amp;lon=-77.6109&amp;z=12&amp;w=490&amp;h=220" width="490" alt="Map: -9.0418, -77.6109" style="border-radius:6px"></a>
<p style="font-size:13px;color:#5c6f7d">-9.0418, -77.6109 · elevation 5,094 m · 17 Sep 2026 04:47 UTC</p>
<p><a href="https://share.peaklink.io/m/Jq8XrL2v" style="color:#ff6a13;font-weight:600">View location and reply</a></p>
<p style="font-size:11px;color:#8799a6">You are receiving this because julian.quispe.guia@gmail.com is in this device's contacts.</p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Gipfelschutz (German mountain insurance)

const gipfelschutzMails: Mail[] = [
  {
    family: "gipfelschutz-versicherung",
    group: "regional",
    lang: "de",
    kind: "policy-documents",
    code: null,
    link: null,
    from: "Gipfelschutz Versicherung <vertrag@gipfelschutz.de>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Ihre Versicherungsunterlagen – Berufshaftpflicht für Bergführer, Vertrag GS-BH-204417",
    date: d(9, 1, "10:03", "+0200"),
    text: `Sehr geehrter Herr Quispe,

vielen Dank für Ihr Vertrauen. Anbei erhalten Sie Ihren Versicherungsschein und die Versicherungsbedingungen.

Tarif: Berufshaftpflicht Bergführer international inkl. Bergungskosten
Vertragsnummer: GS-BH-204417
Versicherungsbeginn: 01.09.2026, 00:00 Uhr
Geltungsbereich: weltweit, Höhen bis 7.000 m
Deckungssumme: 5.000.000 EUR pauschal für Personen- und Sachschäden
Jahresbeitrag: 642,00 EUR (Abbuchung per SEPA-Lastschrift am 05.09.2026)

Im Schadensfall erreichen Sie unsere Notfallzentrale rund um die Uhr unter +49 89 2154 6600.

Mit freundlichen Grüßen
Ihr Gipfelschutz-Team

Gipfelschutz Versicherung AG · Sonnenstraße 27 · 80331 München
Vorstand: Dr. Miriam Aigner, Thomas Leitgeb · Amtsgericht München HRB 241187
`,
    html: `<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<table width="620" cellpadding="0" cellspacing="0" align="center"><tr><td style="padding:16px 0;border-bottom:1px solid #c7d2da"><img src="https://www.gipfelschutz.de/media/mail/logo-gipfelschutz.png" alt="Gipfelschutz Versicherung" width="200"></td></tr>
<tr><td style="padding:20px 0;line-height:21px"><p>Sehr geehrter Herr Quispe,</p><p>vielen Dank für Ihr Vertrauen. Anbei erhalten Sie Ihren Versicherungsschein und die Versicherungsbedingungen.</p>
<table cellpadding="5" cellspacing="0" style="font-size:13px;background:#f2f6f8;width:100%">
<tr><td width="40%">Tarif</td><td>Berufshaftpflicht Bergführer international inkl. Bergungskosten</td></tr>
<tr><td>Vertragsnummer</td><td>GS-BH-204417</td></tr><tr><td>Versicherungsbeginn</td><td>01.09.2026, 00:00 Uhr</td></tr>
<tr><td>Geltungsbereich</td><td>weltweit, Höhen bis 7.000 m</td></tr><tr><td>Deckungssumme</td><td>5.000.000 EUR pauschal</td></tr>
<tr><td>Jahresbeitrag</td><td>642,00 EUR (SEPA-Lastschrift am 05.09.2026)</td></tr></table>
<p>Im Schadensfall erreichen Sie unsere Notfallzentrale rund um die Uhr unter <b>+49 89 2154 6600</b>.</p>
<p>Mit freundlichen Grüßen<br>Ihr Gipfelschutz-Team</p></td></tr>
<tr><td style="font-size:10px;color:#777;border-top:1px solid #c7d2da;padding-top:10px">Gipfelschutz Versicherung AG · Sonnenstraße 27 · 80331 München · Vorstand: Dr. Miriam Aigner, Thomas Leitgeb · Amtsgericht München HRB 241187<br>
<a href="https://www.gipfelschutz.de/datenschutz" style="color:#777">Datenschutz</a> · <a href="https://www.gipfelschutz.de/impressum" style="color:#777">Impressum</a> · <a href="https://kundenportal.gipfelschutz.de" style="color:#777">Kundenportal</a></td></tr></table></body></html>`,
    enc: "qp",
    attachment: [
      "Versicherungsschein_GS-BH-204417.pdf",
      "application/pdf",
      "%PDF-1.6\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  {
    family: "gipfelschutz-versicherung",
    group: "regional",
    lang: "de",
    kind: "login-code",
    code: "184620",
    link: null,
    from: "Gipfelschutz Kundenportal <portal@gipfelschutz.de>",
    to: "Julián Quispe <julian.quispe.guia@gmail.com>",
    subject: "Ihr Anmeldecode für das Gipfelschutz-Kundenportal",
    date: d(10, 24, "16:22", "+0200"),
    text: `Guten Tag Herr Quispe,

Sie melden sich gerade im Gipfelschutz-Kundenportal an. Bitte geben Sie folgenden Sicherheitscode ein:

184 620

Der Code ist 10 Minuten gültig. Wenn Sie sich nicht anmelden wollten, ändern Sie bitte Ihr Passwort.

Ihr Gipfelschutz-Team
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#222;max-width:560px">
<img src="https://www.gipfelschutz.de/media/mail/logo-gipfelschutz.png" alt="Gipfelschutz Versicherung" width="180">
<p>Guten Tag Herr Quispe,</p><p>Sie melden sich gerade im Gipfelschutz-Kundenportal an. Bitte geben Sie folgenden Sicherheitscode ein:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px;color:#0f4c6e">184 620</p>
<p>Der Code ist 10 Minuten gültig. Wenn Sie sich nicht anmelden wollten, ändern Sie bitte Ihr Passwort.</p>
<p>Ihr Gipfelschutz-Team</p>
<p style="font-size:10px;color:#777">Gipfelschutz Versicherung AG · Sonnenstraße 27 · 80331 München · <a href="https://www.gipfelschutz.de/impressum" style="color:#777">Impressum</a></p></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Tributa Perú (tax portal)

const tributaMails: Mail[] = [
  {
    family: "tributa-peru-virtual",
    group: "regional",
    lang: "es",
    kind: "receipt-issued",
    code: null,
    link: null,
    from: "Tributa Perú - Operaciones en Línea <comprobantes@tributaperu.gob.pe>",
    to: "julian@huarazandeanguides.pe",
    subject: "Recibo por Honorarios Electrónico E001-214 emitido",
    date: d(9, 30, "18:02"),
    text: `TRIBUTA PERÚ - SISTEMA DE EMISIÓN ELECTRÓNICA

Se ha emitido el Recibo por Honorarios Electrónico:

Serie y número: E001-214
Emisor: QUISPE HUAMAN JULIAN - RUC 10441875218
Usuario: ANDES VERTICAL EXPEDICIONES E.I.R.L. - RUC 20607731154
Descripción: Servicio de guiado de alta montaña, Nevado Pisco, 16 al 18/09/2026
Total por honorarios: S/ 1,500.00
Retención (8%): S/ 120.00
Total neto recibido: S/ 1,380.00
Fecha de emisión: 30/09/2026

Puede consultar la validez de este comprobante en Operaciones en Línea con su Clave de Acceso.

Este correo ha sido generado automáticamente. No lo responda.
`,
    html: `<table width="650" border="0" cellpadding="0" cellspacing="0" style="font-family:Arial;font-size:12px">
<tr><td bgcolor="#003a70" style="padding:10px"><img src="https://e-menu.tributaperu.gob.pe/img/logo_tp_mail.gif" alt="Tributa Perú" height="40"></td></tr>
<tr><td style="padding:14px"><p><b>SISTEMA DE EMISIÓN ELECTRÓNICA</b></p><p>Se ha emitido el Recibo por Honorarios Electrónico:</p>
<table border="1" cellpadding="4" cellspacing="0" style="border-collapse:collapse;font-size:12px" width="100%">
<tr><td bgcolor="#e6eef6" width="35%">Serie y número</td><td>E001-214</td></tr>
<tr><td bgcolor="#e6eef6">Emisor</td><td>QUISPE HUAMAN JULIAN - RUC 10441875218</td></tr>
<tr><td bgcolor="#e6eef6">Usuario</td><td>ANDES VERTICAL EXPEDICIONES E.I.R.L. - RUC 20607731154</td></tr>
<tr><td bgcolor="#e6eef6">Descripción</td><td>Servicio de guiado de alta montaña, Nevado Pisco, 16 al 18/09/2026</td></tr>
<tr><td bgcolor="#e6eef6">Total por honorarios</td><td>S/ 1,500.00</td></tr>
<tr><td bgcolor="#e6eef6">Retención (8%)</td><td>S/ 120.00</td></tr>
<tr><td bgcolor="#e6eef6">Total neto recibido</td><td>S/ 1,380.00</td></tr>
<tr><td bgcolor="#e6eef6">Fecha de emisión</td><td>30/09/2026</td></tr></table>
<p>Puede consultar la validez de este comprobante en <a href="https://e-menu.tributaperu.gob.pe/ol-ti-itconsvalicpe">Operaciones en Línea</a> con su Clave de Acceso.</p>
<p style="color:#777">Este correo ha sido generado automáticamente. No lo responda.</p></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "tributa-peru-virtual",
    group: "regional",
    lang: "es",
    kind: "email-validation-code",
    code: "T7K4Q2",
    link: null,
    from: "Tributa Perú <notificaciones@tributaperu.gob.pe>",
    to: "julian@huarazandeanguides.pe",
    subject: "Código de validación de correo electrónico - Buzón Electrónico",
    date: d(10, 5, "12:36"),
    text: `Estimado contribuyente QUISPE HUAMAN JULIAN (RUC 10441875218):

Ha solicitado registrar este correo para recibir avisos de su Buzón Electrónico.

Código de validación: T7K4Q2

Ingrese el código en la opción "Mis datos > Datos de contacto" de Operaciones en Línea. El código tiene una vigencia de 30 minutos.

Tributa Perú nunca le pedirá su Clave de Acceso por correo electrónico. Central de consultas: 0-801-12-100.
`,
    html: `<div style="font-family:Arial;font-size:13px;max-width:620px">
<div style="background:#003a70;padding:10px"><img src="https://e-menu.tributaperu.gob.pe/img/logo_tp_mail.gif" alt="Tributa Perú" height="40"></div>
<p>Estimado contribuyente <b>QUISPE HUAMAN JULIAN</b> (RUC 10441875218):</p>
<p>Ha solicitado registrar este correo para recibir avisos de su Buzón Electrónico.</p>
<p>Código de validación: <span style="font-size:20px;font-weight:bold;font-family:Consolas,monospace;background:#eef3f8;padding:4px 10px">T7K4Q2</span></p>
<p>Ingrese el código en la opción <i>Mis datos &gt; Datos de contacto</i> de Operaciones en Línea. El código tiene una vigencia de 30 minutos.</p>
<p style="font-size:11px;color:#666">Tributa Perú nunca le pedirá su Clave de Acceso por correo electrónico. Central de consultas: 0-801-12-100.</p></div>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Qosqo Lingua (language school)

const qosqoLinguaMails: Mail[] = [
  {
    family: "qosqo-lingua-school",
    group: "regional",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://campus.qosqolingua.com/join/7H2K-PQ9W-M4XT",
    from: "Qosqo Lingua Campus <campus@qosqolingua.com>",
    to: "julian.quispe.guia@gmail.com",
    subject: "You're invited to the online classroom: English for Mountain Guides B2",
    date: d(9, 6, "09:15"),
    text: `Hello Julián,

Your teacher, Megan Ortiz, has added you to the online classroom for "English for Mountain Guides (B2) – Sept/Oct 2026".

Classes: Tuesdays and Thursdays, 19:00–20:30 (Lima time), starting 8 September
Course fee paid: S/ 640.00 – receipt B002-3381

Accept the invitation and set your password here:
https://campus.qosqolingua.com/join/7H2K-PQ9W-M4XT

In the classroom you'll find the recordings, the vocabulary lists (rope work, weather, first aid) and your homework.

See you on Tuesday!
Qosqo Lingua · Calle Tecsecocha 2, Cusco · +51 84 241 550
`,
    html: `<div style="font-family:Georgia,serif;background:#fbf7f0;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border:1px solid #eadfcd;padding:30px">
<p style="text-align:center"><img src="https://qosqolingua.com/wp-content/uploads/2024/02/qosqo-lingua-logo.png" alt="Qosqo Lingua" width="160"></p>
<p>Hello Julián,</p>
<p>Your teacher, <b>Megan Ortiz</b>, has added you to the online classroom for <b>English for Mountain Guides (B2) – Sept/Oct 2026</b>.</p>
<ul style="font-family:Arial,sans-serif;font-size:14px"><li>Classes: Tuesdays and Thursdays, 19:00–20:30 (Lima time), starting 8 September</li><li>Course fee paid: S/ 640.00 – receipt B002-3381</li></ul>
<p style="text-align:center;margin:26px 0"><a href="https://campus.qosqolingua.com/join/7H2K-PQ9W-M4XT" style="font-family:Arial,sans-serif;background:#7b2d26;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px">Accept invitation</a></p>
<p>In the classroom you'll find the recordings, the vocabulary lists (rope work, weather, first aid) and your homework.</p><p>See you on Tuesday!</p>
<p style="font-family:Arial,sans-serif;font-size:11px;color:#8a7d69;border-top:1px solid #eadfcd;padding-top:12px">Qosqo Lingua · Calle Tecsecocha 2, Cusco · +51 84 241 550 · <a href="https://qosqolingua.com" style="color:#8a7d69">qosqolingua.com</a></p></div></div>`,
    enc: "qp",
  },
  {
    family: "qosqo-lingua-school",
    group: "regional",
    lang: "es",
    kind: "class-reminder",
    code: null,
    link: null,
    from: "Qosqo Lingua <info@qosqolingua.com>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Cambio de horario: clase del jueves 15/10 pasa a las 20:00",
    date: d(10, 13, "15:40"),
    text: `Hola Julián:

Te avisamos que la clase del jueves 15 de octubre de "English for Mountain Guides (B2)" empezará a las 20:00 en lugar de las 19:00, porque la profesora Megan regresa ese día de Arequipa. El enlace de la videollamada es el mismo de siempre.

Recuerda que el examen final es el martes 27/10. Si estarás en expedición ese día, avísanos para reprogramarlo.

Saludos,
Secretaría Qosqo Lingua
WhatsApp +51 984 100 277
`,
    html: null,
    enc: "8bit",
  },
];

// ---------------------------------------------------------------- Parlora Business (chat for companies)

function parlora(inner: string): string {
  return `<div style="background:#eaf6f2;padding:32px 12px;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<table align="center" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px">
<tr><td style="padding:26px 32px 6px"><img src="https://static.parlora.app/mail/parlora-business.png" alt="Parlora Business" width="150"></td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:23px;color:#1c2b27">${inner}</td></tr></table>
<p style="text-align:center;font-size:11px;color:#6d8a82;margin-top:16px">Parlora Inc. · 548 Market St PMB 70112, San Francisco, CA 94104 · <a href="https://parlora.app/legal/terms" style="color:#6d8a82">Terms</a> · <a href="https://parlora.app/legal/privacy" style="color:#6d8a82">Privacy</a></p></div>`;
}

const parloraMails: Mail[] = [
  {
    family: "parlora-business",
    group: "consumer",
    lang: "es",
    kind: "verify-code",
    code: "806-117",
    code_digits: "806117",
    link: null,
    from: "Parlora Business <verify@parlora.app>",
    to: "julian@huarazandeanguides.pe",
    subject: "Tu código de Parlora Business: 806-117",
    date: d(9, 7, "12:08"),
    text: `Código de verificación de Parlora Business: 806-117

Escríbelo en la app para conectar el número +51 943 118 275 a tu perfil de empresa "Huaraz Andean Guides".

No compartas este código. El equipo de Parlora nunca te lo pedirá.
`,
    html: parlora(
      `<p>Código de verificación de Parlora Business:</p>
<p style="font-size:34px;font-weight:700;color:#0c8a66;letter-spacing:2px;margin:10px 0 18px">806-117</p>
<p>Escríbelo en la app para conectar el número <b>+51 943 118 275</b> a tu perfil de empresa <b>Huaraz Andean Guides</b>.</p>
<p style="font-size:13px;color:#6d8a82">No compartas este código. El equipo de Parlora nunca te lo pedirá.</p>`,
    ),
  },
  {
    family: "parlora-business",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://l.parlora.app/ls/click?upn=u001.Xk3lT9b7-2FqPZ0cVh8yR4Nw-3D-3Dg0aB",
    from: "Parlora Business <team@parlora.app>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Felipe Rojas added you to the shared inbox of Andes Vertical Expediciones",
    date: d(10, 2, "17:26"),
    text: `Felipe Rojas added you to the shared inbox of Andes Vertical Expediciones on Parlora Business.

As an agent you'll be able to answer client chats from the company number +51 1 709 4420, see labels such as "Alpamayo 2026" and hand conversations over to colleagues.

Join the team:
https://l.parlora.app/ls/click?upn=u001.Xk3lT9b7-2FqPZ0cVh8yR4Nw-3D-3Dg0aB

This invitation is valid for 72 hours.
`,
    html: parlora(
      `<p><b>Felipe Rojas</b> added you to the shared inbox of <b>Andes Vertical Expediciones</b> on Parlora Business.</p>
<p>As an agent you'll be able to answer client chats from the company number +51 1 709 4420, see labels such as “Alpamayo 2026” and hand conversations over to colleagues.</p>
<p style="margin:24px 0"><a href="https://l.parlora.app/ls/click?upn=u001.Xk3lT9b7-2FqPZ0cVh8yR4Nw-3D-3Dg0aB" style="background:#0c8a66;color:#fff;text-decoration:none;padding:12px 26px;border-radius:22px;font-weight:600">Join the team</a></p>
<p style="font-size:13px;color:#6d8a82">This invitation is valid for 72 hours.</p>`,
    ),
    enc: "qp",
  },
  {
    family: "parlora-business",
    group: "consumer",
    lang: "en",
    kind: "pricing-notice",
    code: null,
    link: null,
    from: "Parlora Business <news@parlora.app>",
    to: "julian@huarazandeanguides.pe",
    subject: "Changes to conversation pricing in Peru from 1 December 2026",
    date: d(10, 27, "14:00"),
    text: `Hi Huaraz Andean Guides,

From 1 December 2026, business-initiated marketing conversations to numbers in Peru will cost USD 0.0712 per conversation (currently USD 0.0649). Service conversations started by your customers remain free, and the first 1,000 each month are still included in your Starter plan.

No action is needed. Your current month's usage: 214 conversations.

Read the full price table: https://parlora.app/business/pricing/pe

Parlora Inc. · 548 Market St PMB 70112, San Francisco, CA 94104
`,
    html: parlora(
      `<p>Hi Huaraz Andean Guides,</p>
<p>From <b>1 December 2026</b>, business-initiated marketing conversations to numbers in Peru will cost <b>USD 0.0712</b> per conversation (currently USD 0.0649).</p>
<p>Service conversations started by your customers remain free, and the first 1,000 each month are still included in your Starter plan.</p>
<p>No action is needed. Your current month's usage: <b>214 conversations</b>.</p>
<p><a href="https://parlora.app/business/pricing/pe" style="color:#0c8a66">Read the full price table</a></p>
<p style="font-size:11px;color:#6d8a82"><a href="https://parlora.app/account/email-preferences" style="color:#6d8a82">Unsubscribe from product updates</a></p>`,
    ),
    enc: "b64",
  },
];

// ---------------------------------------------------------------- Glacierframe (photo sharing)

const glacierframeMails: Mail[] = [
  {
    family: "glacierframe-photos",
    group: "consumer",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://glacierframe.com/email/confirm/5d0c1e88-4f2b-4a39-9be1-0c8a7e21f6d3",
    from: "Glacierframe <hello@glacierframe.com>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Confirm your e-mail address",
    date: d(9, 20, "20:44"),
    text: `Welcome to Glacierframe, julianquispe_andes!

Please confirm your e-mail address so you can publish albums and receive comments:

https://glacierframe.com/email/confirm/5d0c1e88-4f2b-4a39-9be1-0c8a7e21f6d3

Your free plan includes 15 GB of full-resolution storage.

Glacierframe AB · Götgatan 78, 118 30 Stockholm, Sweden
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;background:#111">
<table width="500" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#eee">
<tr><td align="center"><img src="https://glacierframe.com/static/email/gf-mark-white.png" alt="Glacierframe" width="56"></td></tr>
<tr><td align="center" style="padding:24px 0 6px;font-size:22px">Welcome to Glacierframe, julianquispe_andes!</td></tr>
<tr><td align="center" style="font-size:15px;color:#bbb;line-height:23px;padding-bottom:26px">Please confirm your e-mail address so you can publish albums and receive comments.</td></tr>
<tr><td align="center"><a href="https://glacierframe.com/email/confirm/5d0c1e88-4f2b-4a39-9be1-0c8a7e21f6d3" style="background:#4fb3e8;color:#111;padding:13px 30px;border-radius:3px;text-decoration:none;font-weight:bold">Confirm e-mail</a></td></tr>
<tr><td align="center" style="padding-top:26px;font-size:13px;color:#888">Your free plan includes 15 GB of full-resolution storage.</td></tr>
<tr><td align="center" style="padding-top:30px;font-size:11px;color:#666">Glacierframe AB · Götgatan 78, 118 30 Stockholm, Sweden · <a href="https://glacierframe.com/privacy" style="color:#666">Privacy</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "glacierframe-photos",
    group: "consumer",
    lang: "es",
    kind: "storage-warning",
    code: null,
    link: null,
    from: "Glacierframe <hello@glacierframe.com>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Has usado el 92 % de tu espacio en Glacierframe",
    date: d(10, 30, "21:10", "+0100"),
    text: `Hola julianquispe_andes:

Tus 2.384 fotos ocupan 13,8 GB de los 15 GB de tu plan gratuito. Cuando llegues al límite ya no podrás subir fotos nuevas, pero tus álbumes seguirán visibles.

Glacierframe Pro: 1 TB por USD 7,99 al mes o USD 79 al año.
Mejorar tu plan: https://glacierframe.com/settings/plan

Tus álbumes más vistos este mes: "Alpamayo cara SO – julio 2026" (1.240 visitas) y "Huayhuash 10 días" (806 visitas).
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 10px;background:#111">
<table width="500" cellpadding="0" cellspacing="0" style="font-family:Helvetica,Arial,sans-serif;color:#eee;font-size:15px;line-height:23px">
<tr><td align="center"><img src="https://glacierframe.com/static/email/gf-mark-white.png" alt="Glacierframe" width="56"></td></tr>
<tr><td style="padding:24px 0">Hola julianquispe_andes:<br><br>Tus 2.384 fotos ocupan <b>13,8 GB de los 15 GB</b> de tu plan gratuito. Cuando llegues al límite ya no podrás subir fotos nuevas, pero tus álbumes seguirán visibles.</td></tr>
<tr><td><div style="background:#333;border-radius:4px;height:10px"><div style="background:#e8a34f;width:92%;height:10px;border-radius:4px"></div></div></td></tr>
<tr><td style="padding:22px 0;color:#bbb">Glacierframe Pro: 1 TB por USD 7,99 al mes o USD 79 al año.<br><a href="https://glacierframe.com/settings/plan" style="color:#4fb3e8">Mejorar tu plan</a></td></tr>
<tr><td style="color:#999;font-size:13px">Tus álbumes más vistos este mes: «Alpamayo cara SO – julio 2026» (1.240 visitas) y «Huayhuash 10 días» (806 visitas).</td></tr>
<tr><td align="center" style="padding-top:30px;font-size:11px;color:#666">Glacierframe AB · Götgatan 78, 118 30 Stockholm · <a href="https://glacierframe.com/settings/notifications" style="color:#666">Notificaciones</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
];

// ---------------------------------------------------------------- clients, their agencies and what they forward

const clientMails: Mail[] = [
  {
    family: "bergpfad-reisen",
    group: "regional",
    lang: "de",
    kind: "booking-request",
    code: null,
    link: null,
    from: "Sabine Kreuzer | Bergpfad Reisen <s.kreuzer@bergpfad-reisen.de>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Anfrage Gruppe Huayhuash Juli 2027 – 8 Teilnehmer",
    date: d(9, 15, "09:12", "+0200"),
    text: `Hallo Julián,

ich hoffe, die Saison läuft gut bei Euch in Huaraz!

Für nächstes Jahr planen wir wieder eine Gruppenreise und würden uns freuen, wenn Du die Führung übernimmst:

- Huayhuash-Umrundung, 10 Tage, Start ab Llamac
- Zeitraum: 4.–13. Juli 2027 (Ankunft Huaraz am 1. Juli zur Akklimatisation)
- 8 Teilnehmer + 1 Reiseleiterin von uns (ich)
- Bitte inkl. Arrieros, Esel, Koch, Zelte, Gemeindegebühren

Könntest Du uns bis Ende Oktober ein Angebot in USD schicken? Letztes Jahr hatten wir USD 1.390 p. P. – falls sich die Gemeindegebühren geändert haben, gib bitte kurz Bescheid.

Viele Grüße aus Freiburg
Sabine

--
Sabine Kreuzer
Produktmanagement Südamerika
Bergpfad Reisen GmbH · Kaiser-Joseph-Str. 214 · 79098 Freiburg
Tel. +49 761 4587 220 · www.bergpfad-reisen.de
Amtsgericht Freiburg HRB 70944 · Geschäftsführer: Martin Eckstein
`,
    html: null,
    enc: "qp",
  },
  {
    family: "bergpfad-reisen",
    group: "regional",
    lang: "de",
    kind: "group-final-info",
    code: null,
    link: null,
    from: "Bergpfad Reisen Buchungsservice <buchung@bergpfad-reisen.de>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Reiseunterlagen Partner: BP-PE-2611 Cordillera Blanca Trekking (Abreise 7.11.)",
    date: d(10, 28, "14:35", "+0100"),
    text: `Sehr geehrter Partner,

anbei die finalen Daten zur Gruppe BP-PE-2611 „Cordillera Blanca Trekking“.

Teilnehmer: 6 (Namensliste und Passnummern im Partnerbereich)
Ankunft Lima: 07.11.2026, LH 542 via Bogotá, 21:40 Uhr
Transfer Lima – Huaraz: 08.11.2026, 08:00 Uhr (Bus, von Ihnen organisiert)
Besonderheiten: 1 Teilnehmer Laktoseintoleranz, 1 Teilnehmerin Höhe > 5.000 m nur bis Ishinca-Basislager

Zahlung: 70 % (USD 5.838,00) wurden am 27.10.2026 überwiesen, Rest nach Reiseende.

Mit freundlichen Grüßen
Ihr Buchungsservice
Bergpfad Reisen GmbH · Kaiser-Joseph-Str. 214 · 79098 Freiburg
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:11pt">
<p>Sehr geehrter Partner,</p><p>anbei die finalen Daten zur Gruppe <b>BP-PE-2611 „Cordillera Blanca Trekking“</b>.</p>
<table border="1" cellspacing="0" cellpadding="4" style="border-collapse:collapse;font-size:10pt">
<tr><td>Teilnehmer</td><td>6 (Namensliste und Passnummern im <a href="https://partner.bergpfad-reisen.de/gruppen/BP-PE-2611">Partnerbereich</a>)</td></tr>
<tr><td>Ankunft Lima</td><td>07.11.2026, LH 542 via Bogotá, 21:40 Uhr</td></tr>
<tr><td>Transfer Lima – Huaraz</td><td>08.11.2026, 08:00 Uhr (Bus, von Ihnen organisiert)</td></tr>
<tr><td>Besonderheiten</td><td>1 Teilnehmer Laktoseintoleranz, 1 Teilnehmerin Höhe &gt; 5.000 m nur bis Ishinca-Basislager</td></tr></table>
<p>Zahlung: 70 % (USD 5.838,00) wurden am 27.10.2026 überwiesen, Rest nach Reiseende.</p>
<p>Mit freundlichen Grüßen<br>Ihr Buchungsservice</p>
<p style="font-size:8pt;color:#666">Bergpfad Reisen GmbH · Kaiser-Joseph-Str. 214 · 79098 Freiburg · Tel. +49 761 4587 200</p></div>`,
    enc: "b64",
  },
  {
    family: "trilha-alta-turismo",
    group: "regional",
    lang: "pt",
    kind: "group-confirmed",
    code: null,
    link: null,
    from: "Marcela Ortiz - Trilha Alta <marcela@trilhaalta.com.br>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Grupo Santa Cruz outubro confirmado! 🎉",
    date: d(9, 27, "22:31", "-0300"),
    text: `Oi Julián, tudo bem?

Fechamos o grupo do trekking Santa Cruz! São 5 pessoas, saída de Huaraz no dia 13/10 e volta no dia 16/10. Acabei de pagar o sinal de 50% pelo link do PagoAndino (R$ deu um pouco mais por causa do IOF, mas tudo certo).

Participantes:
1. Marcela Ortiz (eu)
2. Renato Ortiz
3. Camila Duarte
4. Thiago Bezerra
5. Luísa Prado – vegetariana

A Camila tem um pouco de medo da altitude, então se puder incluir um dia extra de aclimatação em Huaraz (Laguna Churup no dia 12?) a gente paga à parte.

Beijos e até logo!
Marcela
Trilha Alta Turismo de Aventura · Florianópolis/SC · (48) 99812-4470
`,
    html:
      `<div dir="ltr">Oi Julián, tudo bem?<div><br></div><div>Fechamos o grupo do trekking Santa Cruz! São 5 pessoas, saída de Huaraz no dia 13/10 e volta no dia 16/10. Acabei de pagar o sinal de 50% pelo link do PagoAndino (R$ deu um pouco mais por causa do IOF, mas tudo certo).</div><div><br></div><div>Participantes:</div><ol><li>Marcela Ortiz (eu)</li><li>Renato Ortiz</li><li>Camila Duarte</li><li>Thiago Bezerra</li><li>Luísa Prado – vegetariana</li></ol><div>A Camila tem um pouco de medo da altitude, então se puder incluir um dia extra de aclimatação em Huaraz (Laguna Churup no dia 12?) a gente paga à parte.</div><div><br></div><div>Beijos e até logo!</div><div>Marcela</div><div><br></div><div style="color:#888">Trilha Alta Turismo de Aventura · Florianópolis/SC · (48) 99812-4470<br><a href="https://www.instagram.com/trilhaalta">@trilhaalta</a></div></div>`,
    enc: "qp",
  },
  {
    family: "trilha-alta-turismo",
    group: "regional",
    lang: "pt",
    kind: "review-thanks",
    code: null,
    link: null,
    from: "Trilha Alta Turismo <contato@trilhaalta.com.br>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Obrigado, Julián — as avaliações do Santa Cruz chegaram",
    date: d(10, 23, "10:05", "-0300"),
    text: `Olá Julián,

O grupo do Santa Cruz (13 a 16/10) avaliou a viagem com nota média 4,9 de 5. Alguns comentários:

"O Julián explicou cada montanha, cada planta, e cuidou da Camila no Punta Unión como se fosse da família." – Renato
"Comida incrível no acampamento, e o arriero Don Teófilo é uma figura!" – Thiago

Já estamos montando o grupo de maio de 2027 e queremos você de novo. Mando as datas em breve.

Um abraço,
Equipe Trilha Alta
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table width="560" cellpadding="20" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#333;border:1px solid #e4e4e4">
<tr><td style="background:#1f6f54"><img src="https://www.trilhaalta.com.br/img/logo-branco.png" alt="Trilha Alta" width="140"></td></tr>
<tr><td><p>Olá Julián,</p><p>O grupo do Santa Cruz (13 a 16/10) avaliou a viagem com nota média <b>4,9 de 5</b>. Alguns comentários:</p>
<blockquote style="border-left:3px solid #1f6f54;margin:0 0 10px;padding-left:12px;color:#555">“O Julián explicou cada montanha, cada planta, e cuidou da Camila no Punta Unión como se fosse da família.” – Renato</blockquote>
<blockquote style="border-left:3px solid #1f6f54;margin:0;padding-left:12px;color:#555">“Comida incrível no acampamento, e o arriero Don Teófilo é uma figura!” – Thiago</blockquote>
<p>Já estamos montando o grupo de maio de 2027 e queremos você de novo. Mando as datas em breve.</p><p>Um abraço,<br>Equipe Trilha Alta</p></td></tr>
<tr><td style="font-size:11px;color:#888;background:#f7f7f7">Trilha Alta Turismo de Aventura Ltda. · CNPJ 31.442.807/0001-19 · Florianópolis/SC · <a href="https://www.trilhaalta.com.br" style="color:#888">trilhaalta.com.br</a></td></tr></table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "terres-d-altitude",
    group: "regional",
    lang: "fr",
    kind: "booking-request",
    code: null,
    link: null,
    from: "Élodie Marchand – Terres d'Altitude <elodie@terresdaltitude.fr>",
    to: "julian@huarazandeanguides.pe",
    subject: "Demande de disponibilité : ascension de l'Alpamayo, juin 2027",
    date: d(10, 9, "11:48", "+0200"),
    text: `Bonjour Julián,

Nous avons un petit groupe de trois alpinistes expérimentés (tous ont déjà fait le Mont Blanc et le Chimborazo) qui souhaite tenter l'Alpamayo par la voie Ferrari, en juin 2027.

Dates souhaitées : du 12 au 26 juin 2027, acclimatation comprise (Ishinca et Urus les premiers jours).
Budget indicatif : 3 200 € par personne, hors vols.

Pourriez-vous nous dire si vous êtes disponible et nous envoyer un programme jour par jour avec votre tarif ? Nous travaillons d'habitude avec un guide pour deux clients au-dessus du camp de base.

Merci d'avance et bonne saison,
Élodie Marchand
Terres d'Altitude – 14 rue du Mont-Blanc, 74400 Chamonix
+33 4 50 53 18 62
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "cime-lontane-viaggi",
    group: "regional",
    lang: "it",
    kind: "payment-advice",
    code: null,
    link: null,
    from: "Amministrazione Cime Lontane <amministrazione@cimelontane.it>",
    to: "julian@huarazandeanguides.pe",
    subject: "Avviso di pagamento – fattura n. 2026/118 – gruppo Cordillera Blanca settembre",
    date: d(10, 7, "15:20", "+0200"),
    text: `Gentile Julián Quispe,

le comunichiamo che in data odierna abbiamo disposto il bonifico a saldo della sua fattura n. 2026/118 del 25/09/2026.

Importo: USD 4.260,00
Banca ordinante: Banca Valtellinese Alpi (IBAN IT•• •••• •••• 0471)
Causale: Saldo servizi guida gruppo CL-PER-0926, 7–21 settembre 2026
Valuta beneficiario: 09/10/2026 circa

Le spese bancarie sono a nostro carico (OUR). La ringraziamo ancora per l'ottimo lavoro con il gruppo.

Cordiali saluti
Ufficio Amministrazione
Cime Lontane Viaggi S.r.l. · Via Roma 41 · 23100 Sondrio · P.IVA 00987650142
`,
    html: `<p style="font-family:Verdana,sans-serif;font-size:12px">Gentile Julián Quispe,</p>
<p style="font-family:Verdana,sans-serif;font-size:12px">le comunichiamo che in data odierna abbiamo disposto il bonifico a saldo della sua fattura n. 2026/118 del 25/09/2026.</p>
<table style="font-family:Verdana,sans-serif;font-size:12px" cellpadding="3"><tr><td>Importo:</td><td><b>USD 4.260,00</b></td></tr><tr><td>Banca ordinante:</td><td>Banca Valtellinese Alpi (IBAN IT•• •••• •••• 0471)</td></tr><tr><td>Causale:</td><td>Saldo servizi guida gruppo CL-PER-0926, 7–21 settembre 2026</td></tr><tr><td>Valuta beneficiario:</td><td>09/10/2026 circa</td></tr></table>
<p style="font-family:Verdana,sans-serif;font-size:12px">Le spese bancarie sono a nostro carico (OUR). La ringraziamo ancora per l'ottimo lavoro con il gruppo.</p>
<p style="font-family:Verdana,sans-serif;font-size:12px">Cordiali saluti<br>Ufficio Amministrazione<br><img src="https://www.cimelontane.it/firma/logo-cl.png" alt="Cime Lontane Viaggi" width="120"><br><span style="color:#777;font-size:10px">Cime Lontane Viaggi S.r.l. · Via Roma 41 · 23100 Sondrio · P.IVA 00987650142</span></p>`,
    enc: "qp",
  },
  {
    family: "polisa-szczyt-ubezpieczenia",
    group: "regional",
    lang: "pl",
    kind: "policy-forwarded",
    code: null,
    link: null,
    from: "Tomasz Nowicki <tomek.nowicki84@wp.pl>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Fwd: Potwierdzenie zakupu polisy PSZ/2026/0884215",
    date: d(9, 11, "19:57", "+0200"),
    text:
      `Cześć Julián, przesyłam potwierdzenie ubezpieczenia (obejmuje akcję ratunkową do 7000 m n.p.m.), tak jak prosiłeś. Do zobaczenia w Huaraz!
Tomek

---------- Forwarded message ---------
Od: Polisa Szczyt Ubezpieczenia <polisy@polisaszczyt.pl>
Date: pon., 7 wrz 2026 o 14:02
Subject: Potwierdzenie zakupu polisy PSZ/2026/0884215
To: <tomek.nowicki84@wp.pl>

Szanowny Panie Tomaszu,

dziękujemy za zakup ubezpieczenia podróżnego Szczyt Ekspedycja.

Numer polisy: PSZ/2026/0884215
Okres ubezpieczenia: 10.09.2026 – 01.10.2026
Zakres terytorialny: cały świat, wysokość do 7000 m n.p.m.
Koszty leczenia: 400 000 EUR
Koszty akcji poszukiwawczej i ratowniczej (w tym śmigłowiec): 50 000 EUR
Składka: 612,40 zł (opłacona)

W razie wypadku prosimy o kontakt z Centrum Alarmowym: +48 22 575 91 40 (całodobowo), podając numer polisy.

Z poważaniem
Polisa Szczyt Ubezpieczenia S.A.
ul. Krupówki 12, 34-500 Zakopane
`,
    html: null,
    enc: "qp",
  },
  {
    family: "harim-bituach-nesiot",
    group: "regional",
    lang: "he",
    kind: "policy-forwarded",
    code: null,
    link: null,
    from: "Noa Ben-David <noa.bendavid@gmail.com>",
    to: "julian.quispe.guia@gmail.com",
    subject: 'Fwd: אישור פוליסת ביטוח נסיעות לחו"ל – פוליסה 7720-553184',
    date: d(10, 4, "23:40", "+0300"),
    text:
      `Hi Julián! Here is my insurance for the Ausangate trek, it's in Hebrew but the policy number and the mountain coverage are in the table. Noa

---------- Forwarded message ---------
From: הרים ביטוח נסיעות <service@harim-bituach.co.il>
Date: Sun, 4 Oct 2026 at 10:12
Subject: אישור פוליסת ביטוח נסיעות לחו"ל – פוליסה 7720-553184

נועה שלום,

תודה שרכשת ביטוח נסיעות לחו"ל בהרים ביטוח.

מספר פוליסה: 7720-553184
יעד: פרו, בוליביה
תקופת הביטוח: 12/10/2026 – 08/01/2027 (89 ימים)
הרחבות: ספורט אתגרי, טרקים בגובה עד 6,000 מטר, חילוץ והצלה
פרמיה: 1,246 ₪

במקרה חירום בחו"ל יש להתקשר למוקד החירום 24/7: ‎+972-3-7632200

בברכה,
הרים ביטוח נסיעות
`,
    html: null,
    enc: "b64",
  },
  {
    family: "sorano-ryoko",
    group: "regional",
    lang: "ja",
    kind: "itinerary-forwarded",
    code: null,
    link: null,
    from: "Kenji Sato <kenji.sato.climb@yahoo.co.jp>",
    to: "julian.quispe.guia@gmail.com",
    subject: "Fwd: 【そらの旅行】ご旅行日程表のご案内（予約番号 SR-2026-11502）",
    date: d(9, 24, "21:15", "+0900"),
    text: `Julián-san,
My flight schedule from the travel agency. I arrive Lima 10/3 night. See you in Huaraz on 10/4.
Kenji

-------- Forwarded Message --------
差出人: そらの旅行 <info@sorano-ryoko.jp>
件名: 【そらの旅行】ご旅行日程表のご案内（予約番号 SR-2026-11502）

佐藤 健二 様

この度はそらの旅行をご利用いただき、誠にありがとうございます。
ご旅行日程表をお送りいたします。

予約番号：SR-2026-11502
10月2日（金）成田 17:25 発 → ヒューストン 15:10 着（UA 6）
10月3日（土）ヒューストン 09:05 発 → リマ 15:40 着（UA 1014）
10月25日（日）リマ 23:30 発 → ヒューストン 06:35 着（UA 1015）
10月26日（月）ヒューストン 10:50 発 → 成田 14:20 着（10月27日）（UA 7）

旅行代金合計：386,400円（燃油サーチャージ・諸税込み）
お支払い済み

ご不明な点は、営業時間内（平日 10:00〜18:00）に 03-5211-8840 までお問い合わせください。

株式会社そらの旅行
東京都千代田区神田神保町2-14-6
観光庁長官登録旅行業第2219号
`,
    html: null,
    enc: "b64",
  },
  {
    family: "vanderlinde-architecten",
    group: "regional",
    lang: "nl",
    kind: "auto-reply",
    code: null,
    link: null,
    from: "Pieter de Groot <p.degroot@vanderlinde-architecten.nl>",
    to: "Julián Quispe <julian@huarazandeanguides.pe>",
    subject: "Automatisch antwoord: Re: Programa Ishinca + Tocllaraju 2027",
    date: d(10, 19, "16:03", "+0200"),
    text: `Beste afzender,

Ik ben tot en met maandag 2 november 2026 afwezig en heb beperkt toegang tot mijn e-mail. Uw bericht wordt niet doorgestuurd.

Voor lopende projecten kunt u contact opnemen met mijn collega Marleen Bakker via m.bakker@vanderlinde-architecten.nl of 020 624 1873.

Met vriendelijke groet,
Pieter de Groot
Van der Linde Architecten · Keizersgracht 318 · 1016 EZ Amsterdam
`,
    html: `<div style="font-family:Aptos,Calibri,sans-serif;font-size:11pt">
<p>Beste afzender,</p><p>Ik ben tot en met maandag 2 november 2026 afwezig en heb beperkt toegang tot mijn e-mail. Uw bericht wordt niet doorgestuurd.</p>
<p>Voor lopende projecten kunt u contact opnemen met mijn collega Marleen Bakker via <a href="mailto:m.bakker@vanderlinde-architecten.nl">m.bakker@vanderlinde-architecten.nl</a> of 020 624 1873.</p>
<p>Met vriendelijke groet,<br>Pieter de Groot<br><span style="color:#7a7a7a">Van der Linde Architecten · Keizersgracht 318 · 1016 EZ Amsterdam · <a href="https://www.vanderlinde-architecten.nl">www.vanderlinde-architecten.nl</a></span></p></div>`,
    headers: [["Auto-Submitted", "auto-replied"], ["X-Auto-Response-Suppress", "All"]],
  },
];

export const mails: Mail[] = [
  ...cumbreviaMails,
  ...pagoandinoMails,
  ...intisurMails,
  ...kusikuyMails,
  ...boliviaChileBankMails,
  ...parkMails,
  ...kallpaMails,
  ...apsMails,
  ...amaruMails,
  ...busMails,
  ...peaklinkMails,
  ...gipfelschutzMails,
  ...tributaMails,
  ...qosqoLinguaMails,
  ...parloraMails,
  ...glacierframeMails,
  ...clientMails,
];
