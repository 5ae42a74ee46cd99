/**
 * Two months (September and October 2026) of the business inbox of a small taquería in Guadalajara:
 * delivery-platform partner portals, a point-of-sale company, e-invoicing, a bank and business card,
 * suppliers (one in Brazil), reservations, social media, payroll, utilities, a health-inspection office
 * and a music-licensing service, in Spanish, English, Portuguese and a little Italian.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Rocío Mendoza <rocio@taqueriaelguero.mx>";
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, Central Mexico time unless another offset is given. */
function on(month: number, day: number, time: string, tz = "-0600"): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

// ---------------------------------------------------------------- Mordida (delivery platform)

function mordida(pre: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f1ec;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f1ec">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:20px 32px;border-bottom:3px solid #e2412b;">
<img src="https://static.mordida.mx/mail/logo-socios@2x.png" width="132" height="32" alt="Mordida Socios" style="display:block;border:0;">
</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:#2b2b2b;">
${body}
</td></tr>
<tr><td style="padding:20px 32px;background:#2b2b2b;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#bdbdbd;">
<a href="https://socios.mordida.mx/ayuda" style="color:#ffffff;">Centro de ayuda para socios</a> &middot;
<a href="https://mordida.mx/legal/privacidad" style="color:#ffffff;">Aviso de privacidad</a> &middot;
<a href="https://mordida.mx/legal/terminos-socios" style="color:#ffffff;">Términos</a><br>
Mordida Tecnologías de Entrega S.A.P.I. de C.V. · Av. Chapultepec Sur 480, Piso 9, Col. Americana, 44160 Guadalajara, Jal.<br>
Soporte a socios: 33 4170 2288 (lun a dom, 9:00 a 23:00) · © 2026 Mordida
</td></tr>
</table></td></tr></table></body></html>`;
}

const MORDIDA_FOOT = `--
Centro de ayuda para socios: https://socios.mordida.mx/ayuda
Mordida Tecnologías de Entrega S.A.P.I. de C.V.
Av. Chapultepec Sur 480, Piso 9, Col. Americana, 44160 Guadalajara, Jal.
Soporte a socios: 33 4170 2288`;

const batch1: Mail[] = [
  {
    family: "mordida-socios",
    group: "regional",
    lang: "es",
    kind: "sales-summary",
    code: null,
    link: null,
    from: "Mordida Socios <resumen@socios.mordida.mx>",
    to: TO,
    subject: "Tu resumen del martes 1 de septiembre · Taquería El Güero",
    date: on(9, 2, "06:05:12"),
    enc: "qp",
    text: `Hola, Rocío:

Así le fue ayer a Taquería El Güero (sucursal Santa Tere) en Mordida.

Pedidos entregados: 47
Pedidos cancelados: 2 (1 por el restaurante, 1 por el cliente)
Ventas brutas: $9,842.50 MXN
Ticket promedio: $209.41 MXN
Tiempo promedio de preparación: 14 min
Calificación del día: 4.7 ★ (31 calificaciones)

Lo más pedido:
1. Orden de 5 tacos al pastor — 38
2. Gringa de pastor — 21
3. Agua de horchata 1 L — 19

El pedido #MD-88213407 se canceló porque la tienda no lo aceptó a tiempo. Las cancelaciones por el restaurante afectan tu posición en la app.

Consulta el detalle en el Portal de Socios: https://socios.mordida.mx/reportes/diario?fecha=2026-09-01

${MORDIDA_FOOT}`,
    html: mordida(
      "47 pedidos entregados y $9,842.50 en ventas",
      "Resumen diario",
      `<p style="margin:0 0 8px;font-size:20px;font-weight:bold;">Así te fue ayer</p>
<p style="margin:0 0 20px;color:#6b6b6b;">Taquería El Güero · Santa Tere · martes 1 de septiembre de 2026</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:20px;">
<tr>
<td width="33%" style="padding:12px;background:#fdf0ed;text-align:center;"><span style="font-size:24px;font-weight:bold;color:#e2412b;">47</span><br><span style="font-size:12px;">Pedidos entregados</span></td>
<td width="33%" style="padding:12px;background:#fdf0ed;text-align:center;border-left:4px solid #fff;"><span style="font-size:24px;font-weight:bold;color:#e2412b;">$9,842.50</span><br><span style="font-size:12px;">Ventas brutas (MXN)</span></td>
<td width="33%" style="padding:12px;background:#fdf0ed;text-align:center;border-left:4px solid #fff;"><span style="font-size:24px;font-weight:bold;color:#e2412b;">4.7 ★</span><br><span style="font-size:12px;">31 calificaciones</span></td>
</tr></table>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #eee;">Pedidos cancelados</td><td align="right" style="border-bottom:1px solid #eee;">2</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Ticket promedio</td><td align="right" style="border-bottom:1px solid #eee;">$209.41</td></tr>
<tr><td style="border-bottom:1px solid #eee;">Tiempo promedio de preparación</td><td align="right" style="border-bottom:1px solid #eee;">14 min</td></tr>
</table>
<p style="margin:20px 0 6px;font-weight:bold;">Lo más pedido</p>
<ol style="margin:0 0 20px;padding-left:20px;"><li>Orden de 5 tacos al pastor — 38</li><li>Gringa de pastor — 21</li><li>Agua de horchata 1 L — 19</li></ol>
<p style="margin:0 0 20px;padding:12px;background:#fff8e1;border-left:4px solid #f5b400;font-size:13px;">El pedido <b>#MD-88213407</b> se canceló porque la tienda no lo aceptó a tiempo. Las cancelaciones por el restaurante afectan tu posición en la app.</p>
<p style="margin:0;"><a href="https://socios.mordida.mx/reportes/diario?fecha=2026-09-01" style="color:#e2412b;font-weight:bold;">Ver el detalle en el Portal de Socios →</a></p>`,
    ),
  },
  {
    family: "mordida-socios",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "583107",
    link: null,
    from: "Mordida Socios <no-responder@socios.mordida.mx>",
    to: TO,
    subject: "583107 es tu código para entrar al Portal de Socios",
    date: on(9, 9, "22:41:03"),
    enc: "qp",
    text: `Tu código de acceso al Portal de Socios de Mordida:

583 107

Escríbelo en la pantalla de inicio de sesión. Vence en 10 minutos y solo se puede usar una vez.

Si no intentaste entrar, alguien podría tener tu contraseña. Cámbiala desde Configuración > Seguridad y avísanos al 33 4170 2288.

Nunca te pediremos este código por teléfono ni por WhatsApp.

${MORDIDA_FOOT}`,
    html: mordida(
      "Vence en 10 minutos. No lo compartas.",
      "Código de acceso",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">Tu código de acceso</p>
<p style="margin:0 0 20px;">Escríbelo en la pantalla de inicio de sesión del Portal de Socios. Vence en 10 minutos y solo se puede usar una vez.</p>
<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center" style="margin:0 auto 24px;">
<tr>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">5</td>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">8</td>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">3</td>
<td style="width:16px;"></td>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">1</td>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">0</td>
<td style="width:44px;height:56px;background:#fdf0ed;border-radius:6px;text-align:center;font-family:Menlo,Consolas,monospace;font-size:30px;font-weight:bold;color:#2b2b2b;">7</td>
</tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#6b6b6b;">Si no intentaste entrar, alguien podría tener tu contraseña. Cámbiala desde <b>Configuración &gt; Seguridad</b> y avísanos al 33 4170 2288.</p>
<p style="margin:0;font-size:13px;color:#6b6b6b;">Nunca te pediremos este código por teléfono ni por WhatsApp.</p>`,
    ),
  },
  {
    family: "mordida-socios",
    group: "regional",
    lang: "es",
    kind: "payout-sent",
    code: null,
    link: null,
    from: "Mordida Socios <pagos@socios.mordida.mx>",
    to: TO,
    subject: "Depositamos $41,206.18 a tu cuenta",
    date: on(9, 15, "11:20:48"),
    enc: "b64",
    text: `Hola, Rocío:

Enviamos el pago de la semana del 7 al 13 de septiembre de 2026.

Ventas de la semana:        $52,380.00
Comisión Mordida (18 %):    -$9,428.40
IVA sobre comisión:         -$1,508.54
Promociones financiadas:      -$236.88
Total depositado:           $41,206.18

Cuenta destino: BBVA •••• 6604
Referencia SPEI: MORD0915260447
Fecha valor: 15/09/2026

La factura (CFDI) por la comisión llegará en un correo aparte en las próximas 72 horas.

Descarga el estado de cuenta semanal: https://socios.mordida.mx/pagos/2026-37

${MORDIDA_FOOT}`,
    html: mordida(
      "Semana del 7 al 13 de septiembre · BBVA •••• 6604",
      "Pago enviado",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">Ya va tu pago en camino</p>
<p style="margin:0 0 20px;">Enviamos el pago de la semana del 7 al 13 de septiembre de 2026 a tu cuenta BBVA •••• 6604.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;border:1px solid #eee;border-collapse:collapse;">
<tr><td>Ventas de la semana</td><td align="right">$52,380.00</td></tr>
<tr style="background:#fafafa;"><td>Comisión Mordida (18 %)</td><td align="right">-$9,428.40</td></tr>
<tr><td>IVA sobre comisión</td><td align="right">-$1,508.54</td></tr>
<tr style="background:#fafafa;"><td>Promociones financiadas</td><td align="right">-$236.88</td></tr>
<tr><td style="border-top:2px solid #2b2b2b;font-weight:bold;">Total depositado</td><td align="right" style="border-top:2px solid #2b2b2b;font-weight:bold;">$41,206.18</td></tr>
</table>
<p style="margin:16px 0 4px;font-size:13px;color:#6b6b6b;">Referencia SPEI: MORD0915260447 · Fecha valor: 15/09/2026</p>
<p style="margin:0 0 20px;font-size:13px;color:#6b6b6b;">La factura (CFDI) por la comisión llegará en un correo aparte en las próximas 72 horas.</p>
<p style="margin:0;"><a href="https://socios.mordida.mx/pagos/2026-37" style="display:inline-block;padding:10px 18px;border:2px solid #e2412b;border-radius:6px;color:#e2412b;text-decoration:none;font-weight:bold;">Descargar estado de cuenta</a></p>`,
    ),
  },
  {
    family: "mordida-socios",
    group: "regional",
    lang: "es",
    kind: "review-alert",
    code: null,
    link: null,
    from: "Mordida Socios <resenas@socios.mordida.mx>",
    to: TO,
    subject: "Un cliente calificó su pedido con 2 estrellas",
    date: on(10, 4, "21:58:30"),
    text: `Hola, Rocío:

Recibiste una calificación baja en el pedido #MD-90377152 (sábado 3 de octubre, 20:14).

★★☆☆☆ "Los tacos llegaron fríos y faltó la salsa verde. El repartidor tardó mucho."

Puedes responder públicamente a la reseña durante los próximos 7 días desde la sección Reseñas del portal: https://socios.mordida.mx/resenas/MD-90377152

Si el retraso fue del repartidor, puedes levantar una aclaración y no contará para tu calificación: https://socios.mordida.mx/ayuda/aclaraciones

${MORDIDA_FOOT}`,
    html: mordida(
      "Pedido #MD-90377152 · Responde en los próximos 7 días",
      "Nueva reseña",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;">Recibiste una calificación baja</p>
<p style="margin:0 0 12px;">Pedido <b>#MD-90377152</b> · sábado 3 de octubre, 20:14</p>
<table role="presentation" width="100%" cellpadding="16" cellspacing="0" style="background:#f7f7f7;border-radius:8px;margin-bottom:20px;">
<tr><td style="font-size:14px;"><span style="color:#f5b400;font-size:18px;">★★</span><span style="color:#cccccc;font-size:18px;">★★★</span><br>
<i>“Los tacos llegaron fríos y faltó la salsa verde. El repartidor tardó mucho.”</i></td></tr></table>
<p style="margin:0 0 16px;">Puedes responder públicamente durante los próximos 7 días.</p>
<p style="margin:0 0 20px;"><a href="https://socios.mordida.mx/resenas/MD-90377152" style="display:inline-block;padding:12px 22px;background:#e2412b;border-radius:6px;color:#ffffff;text-decoration:none;font-weight:bold;">Responder reseña</a></p>
<p style="margin:0;font-size:13px;color:#6b6b6b;">¿El retraso fue del repartidor? <a href="https://socios.mordida.mx/ayuda/aclaraciones" style="color:#e2412b;">Levanta una aclaración</a> y no contará para tu calificación.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Pedidazo (delivery platform)

function pedidazo(lang: string, pre: string, body: string, foot: string): string {
  return `<html lang="${lang}"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<style>@media only screen and (max-width:600px){.wrap{width:100% !important}}</style></head>
<body style="margin:0;background:#ffffff;">
<span style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0;opacity:0;overflow:hidden;">${pre}</span>
<center>
<table class="wrap" width="560" cellpadding="0" cellspacing="0" border="0" style="font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<tr><td height="24"></td></tr>
<tr><td align="left"><img src="https://img.pedidazo.com/email/brand/wordmark-purple.png" alt="pedidazo partner center" width="170" style="display:block;"></td></tr>
<tr><td height="20"></td></tr>
<tr><td style="font-size:15px;line-height:1.6;color:#1d1a26;">${body}</td></tr>
<tr><td height="32"></td></tr>
<tr><td style="border-top:1px solid #e6e3ee;padding-top:16px;font-size:11px;line-height:1.5;color:#8a8596;">${foot}</td></tr>
</table></center></body></html>`;
}

const PEDIDAZO_FOOT_ES =
  `Pedidazo Partner Center · Pedidazo México S. de R.L. de C.V., Paseo de la Reforma 296, Piso 22, Juárez, 06600 Ciudad de México<br>
<a href="https://partners.pedidazo.com/es-mx/help" style="color:#6a3fd1;">Ayuda</a> | <a href="https://www.pedidazo.com/es-mx/privacy" style="color:#6a3fd1;">Privacidad</a> | <a href="https://partners.pedidazo.com/es-mx/settings/notifications" style="color:#6a3fd1;">Preferencias de correo</a>`;

// ---------------------------------------------------------------- Cobrix (point of sale and payments)

function cobrix(pre: string, body: string): string {
  return `<!doctype html><html><head><meta charset="UTF-8"><title>Cobrix</title></head>
<body style="background-color:#eef2f5;margin:0;padding:0;">
<div style="display:none;">${pre}</div>
<table width="100%" cellspacing="0" cellpadding="0" style="background-color:#eef2f5;"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellspacing="0" cellpadding="0" style="background-color:#ffffff;border:1px solid #dde3e8;">
<tr><td style="background-color:#0d2b3e;padding:18px 28px;"><img src="https://cdn.cobrix.mx/mail/cobrix-white.png" alt="Cobrix" width="96" height="26" style="border:0;display:block;"></td></tr>
<tr><td style="padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#24323d;">${body}</td></tr>
<tr><td style="padding:18px 28px;background-color:#f7f9fa;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7b8a96;">
Cobrix Pagos S.A. de C.V., Institución de Fondos de Pago Electrónico autorizada. Blvd. Puerta de Hierro 5210, Piso 4, 45116 Zapopan, Jal.<br>
Soporte 24/7: 800 026 2749 · <a href="https://ayuda.cobrix.mx" style="color:#1479b8;">ayuda.cobrix.mx</a> · <a href="https://cobrix.mx/privacidad" style="color:#1479b8;">Aviso de privacidad</a><br>
<a href="https://apps.apple.com/mx/app/cobrix-negocios/id1498827310"><img src="https://cdn.cobrix.mx/mail/badge-appstore-es.png" alt="Descárgala en el App Store" height="32" style="border:0;margin-top:8px;"></a>
<a href="https://play.google.com/store/apps/details?id=mx.cobrix.negocios"><img src="https://cdn.cobrix.mx/mail/badge-googleplay-es.png" alt="Disponible en Google Play" height="32" style="border:0;margin-top:8px;"></a>
</td></tr></table></td></tr></table></body></html>`;
}

const batch2: Mail[] = [
  {
    family: "pedidazo-partners",
    group: "regional",
    lang: "en",
    kind: "verify-link",
    code: null,
    link: "https://partners.pedidazo.com/verify-email?token=pzv1.8JqF2mXc0LkT4eR7wYbN3sHd",
    from: "Pedidazo Partner Center <no-reply@partners.pedidazo.com>",
    to: TO,
    subject: "Verify your email to finish setting up Taquería El Güero",
    date: on(9, 3, "10:12:55"),
    text: `Hi Rocío,

You're almost ready to start receiving orders on Pedidazo.

Please verify that rocio@taqueriaelguero.mx is your email address:
https://partners.pedidazo.com/verify-email?token=pzv1.8JqF2mXc0LkT4eR7wYbN3sHd

This link expires in 48 hours. After that you can request a new one from the Partner Center.

Next steps after verifying:
- Upload your menu and prices (or let us import them from a photo)
- Add your CLABE for weekly payouts
- Book your tablet delivery (free for the first 3 months)

Questions? Your onboarding specialist is Marisol, +52 55 8921 4430.

Pedidazo Partner Center
Paseo de la Reforma 296, Piso 22, Juárez, 06600 Ciudad de México`,
    html: pedidazo(
      "en",
      "One last step before you can receive orders.",
      `<h1 style="font-size:22px;margin:0 0 16px;">Verify your email</h1>
<p style="margin:0 0 16px;">Hi Rocío, you're almost ready to start receiving orders on Pedidazo. Please confirm that <b>rocio@taqueriaelguero.mx</b> is your email address.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#6a3fd1" style="border-radius:24px;">
<a href="https://partners.pedidazo.com/verify-email?token=pzv1.8JqF2mXc0LkT4eR7wYbN3sHd" style="display:inline-block;padding:12px 28px;color:#ffffff;font-weight:600;text-decoration:none;">Verify email address</a>
</td></tr></table>
<p style="margin:16px 0 24px;font-size:13px;color:#8a8596;">This link expires in 48 hours.</p>
<p style="margin:0 0 8px;font-weight:600;">Next steps after verifying</p>
<ul style="margin:0 0 16px;padding-left:18px;"><li>Upload your menu and prices (or let us import them from a photo)</li><li>Add your CLABE for weekly payouts</li><li>Book your tablet delivery (free for the first 3 months)</li></ul>
<p style="margin:0;">Questions? Your onboarding specialist is Marisol, +52 55 8921 4430.</p>`,
      `Pedidazo Partner Center · Paseo de la Reforma 296, Piso 22, Juárez, 06600 Ciudad de México<br>
<a href="https://partners.pedidazo.com/en/help" style="color:#6a3fd1;">Help</a> | <a href="https://www.pedidazo.com/en/privacy" style="color:#6a3fd1;">Privacy</a>`,
    ),
  },
  {
    family: "pedidazo-partners",
    group: "regional",
    lang: "es",
    kind: "menu-approved",
    code: null,
    link: null,
    from: "Pedidazo Partner Center <no-reply@partners.pedidazo.com>",
    to: TO,
    subject: "Tu menú ya está publicado en Pedidazo",
    date: on(9, 7, "16:03:19"),
    enc: "qp",
    text: `¡Listo, Rocío!

Revisamos y publicamos el menú de Taquería El Güero. Los clientes ya pueden verte en la app dentro de un radio de 4.5 km.

Resumen de la publicación:
- 34 productos en 6 categorías
- 3 productos quedaron sin foto (puedes agregarlas cuando quieras)
- Horario: lunes a domingo, 13:00 a 00:30
- Tiempo de preparación estimado: 15 min

Marcamos "Quesabirria (3 pzas)" y "Taco de tripa dorada" como picantes según tu descripción.

Puedes editar el menú en cualquier momento: https://partners.pedidazo.com/es-mx/menu

Equipo de Pedidazo`,
    html: pedidazo(
      "es",
      "34 productos publicados · Horario 13:00 a 00:30",
      `<h1 style="font-size:22px;margin:0 0 16px;">¡Tu menú ya está publicado!</h1>
<p style="margin:0 0 16px;">Revisamos y publicamos el menú de <b>Taquería El Güero</b>. Los clientes ya pueden verte en la app dentro de un radio de 4.5 km.</p>
<table cellpadding="10" cellspacing="0" width="100%" style="background:#f6f3fd;border-radius:10px;font-size:14px;">
<tr><td>Productos publicados</td><td align="right"><b>34</b> en 6 categorías</td></tr>
<tr><td>Sin foto</td><td align="right">3</td></tr>
<tr><td>Horario</td><td align="right">Lun a dom, 13:00 a 00:30</td></tr>
<tr><td>Preparación estimada</td><td align="right">15 min</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;">Marcamos “Quesabirria (3 pzas)” y “Taco de tripa dorada” como picantes 🌶 según tu descripción.</p>
<p style="margin:0;"><a href="https://partners.pedidazo.com/es-mx/menu" style="color:#6a3fd1;font-weight:600;">Editar menú</a></p>`,
      PEDIDAZO_FOOT_ES,
    ),
  },
  {
    family: "pedidazo-partners",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://pdz.link/c/aHR0cHM6Ly9wYXJ0bmVycy5wZWRpZGF6bw?inv=RZ71KQ&utm_source=email&utm_campaign=team_invite",
    from: "Pedidazo Partner Center <no-reply@partners.pedidazo.com>",
    to: TO,
    subject: "Jorge Mendoza te invitó a administrar Taquería El Güero – Sucursal Chapalita",
    date: on(10, 12, "13:47:02"),
    text: `Hola,

Jorge Mendoza (jorge@taqueriaelguero.mx) te invitó a unirte al equipo de Taquería El Güero – Sucursal Chapalita en Pedidazo Partner Center con el rol de Administrador.

Como Administrador podrás editar el menú, pausar la tienda, ver ventas y pagos y agregar a otras personas.

Acepta la invitación aquí:
https://pdz.link/c/aHR0cHM6Ly9wYXJ0bmVycy5wZWRpZGF6bw?inv=RZ71KQ&utm_source=email&utm_campaign=team_invite

La invitación vence el 19 de octubre de 2026. Si no esperabas este correo, puedes ignorarlo.

Pedidazo Partner Center`,
    html: pedidazo(
      "es",
      "Te invitaron con el rol de Administrador",
      `<h1 style="font-size:22px;margin:0 0 16px;">Te invitaron a un equipo</h1>
<p style="margin:0 0 16px;"><b>Jorge Mendoza</b> (jorge@taqueriaelguero.mx) te invitó a unirte al equipo de <b>Taquería El Güero – Sucursal Chapalita</b> con el rol de <b>Administrador</b>.</p>
<p style="margin:0 0 20px;font-size:14px;color:#4d4759;">Como Administrador podrás editar el menú, pausar la tienda, ver ventas y pagos y agregar a otras personas.</p>
<table cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#6a3fd1" style="border-radius:24px;">
<a href="https://pdz.link/c/aHR0cHM6Ly9wYXJ0bmVycy5wZWRpZGF6bw?inv=RZ71KQ&amp;utm_source=email&amp;utm_campaign=team_invite" style="display:inline-block;padding:12px 28px;color:#ffffff;font-weight:600;text-decoration:none;">Aceptar invitación</a>
</td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#8a8596;">La invitación vence el 19 de octubre de 2026. Si no esperabas este correo, puedes ignorarlo.</p>`,
      PEDIDAZO_FOOT_ES,
    ),
  },
  {
    family: "cobrix-pos",
    group: "regional",
    lang: "es",
    kind: "daily-close",
    code: null,
    link: null,
    from: "Cobrix <reportes@cobrix.mx>",
    to: TO,
    subject: "Cierre de caja – Taquería El Güero – 05/09/2026",
    date: on(9, 6, "01:14:07"),
    enc: "qp",
    text: `Cierre de caja del sábado 05/09/2026
Taquería El Güero · Terminal CBX-T2 #0193 · Cajero: Luis R.

Apertura: 12:58   Cierre: 00:51
Tickets: 163

Efectivo ................ $14,380.00
Tarjeta (débito) ........ $9,612.50
Tarjeta (crédito) ....... $6,245.00
Transferencia / CoDi .... $1,170.00
Propinas con tarjeta .... $1,588.00
Total ventas ............ $31,407.50

Diferencia en efectivo: -$40.00
Cancelaciones: 3 tickets ($312.00)

Estos montos no incluyen comisiones. El abono de las ventas con tarjeta se hará el lunes 07/09/2026 a tu cuenta •••• 6604.

Ver el reporte completo en el panel: https://panel.cobrix.mx/reportes/cierres/20260905-0193

Cobrix Pagos S.A. de C.V.
Soporte 24/7: 800 026 2749`,
    html: cobrix(
      "Total ventas $31,407.50 · 163 tickets",
      `<p style="margin:0 0 4px;font-size:18px;font-weight:bold;">Cierre de caja</p>
<p style="margin:0 0 18px;color:#7b8a96;">Sábado 05/09/2026 · Terminal CBX-T2 #0193 · Cajero: Luis R.<br>Apertura 12:58 · Cierre 00:51 · 163 tickets</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:14px;border-collapse:collapse;">
<tr><td style="border-bottom:1px solid #e6eaee;">Efectivo</td><td align="right" style="border-bottom:1px solid #e6eaee;">$14,380.00</td></tr>
<tr><td style="border-bottom:1px solid #e6eaee;">Tarjeta (débito)</td><td align="right" style="border-bottom:1px solid #e6eaee;">$9,612.50</td></tr>
<tr><td style="border-bottom:1px solid #e6eaee;">Tarjeta (crédito)</td><td align="right" style="border-bottom:1px solid #e6eaee;">$6,245.00</td></tr>
<tr><td style="border-bottom:1px solid #e6eaee;">Transferencia / CoDi</td><td align="right" style="border-bottom:1px solid #e6eaee;">$1,170.00</td></tr>
<tr><td style="border-bottom:1px solid #e6eaee;">Propinas con tarjeta</td><td align="right" style="border-bottom:1px solid #e6eaee;">$1,588.00</td></tr>
<tr><td style="font-weight:bold;">Total ventas</td><td align="right" style="font-weight:bold;font-size:16px;">$31,407.50</td></tr>
</table>
<p style="margin:16px 0;padding:10px 12px;background-color:#fff4e5;font-size:13px;">Diferencia en efectivo: <b>-$40.00</b> · Cancelaciones: 3 tickets ($312.00)</p>
<p style="margin:0 0 18px;font-size:13px;color:#7b8a96;">Estos montos no incluyen comisiones. El abono de las ventas con tarjeta se hará el lunes 07/09/2026 a tu cuenta •••• 6604.</p>
<a href="https://panel.cobrix.mx/reportes/cierres/20260905-0193" style="color:#1479b8;">Ver el reporte completo</a>`,
    ),
  },
  {
    family: "cobrix-pos",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "207914",
    link: null,
    from: "Cobrix <seguridad@cobrix.mx>",
    to: TO,
    subject: "Código de verificación Cobrix",
    date: on(9, 14, "08:02:36"),
    text: `Cobrix

Tu código de verificación es: 207914

Úsalo para iniciar sesión en panel.cobrix.mx desde Chrome en Windows (Guadalajara, Jal.). Caduca en 5 minutos.

Si no fuiste tú, llama de inmediato al 800 026 2749. Nadie de Cobrix te pedirá este código.

Cobrix Pagos S.A. de C.V.`,
    html: null,
  },
  {
    family: "cobrix-pos",
    group: "regional",
    lang: "es",
    kind: "confirm-change",
    code: null,
    link: "https://panel.cobrix.mx/cuenta/deposito/confirmar?sol=CHG-55821&k=e41b09c7d2a84f6b",
    from: "Cobrix <seguridad@cobrix.mx>",
    to: TO,
    subject: "Confirma el cambio de tu cuenta de depósito",
    date: on(10, 2, "17:25:51"),
    enc: "b64",
    text: `Hola, Rocío:

Recibimos tu solicitud para cambiar la cuenta donde depositamos tus ventas con tarjeta.

Cuenta actual:   BBVA •••• 6604
Cuenta nueva:    Banco Tonatiuh, CLABE •••• •••• •••• ••31 82
Titular:         ROCIO MENDOZA ARELLANO
Solicitud:       CHG-55821, 02/10/2026 17:24 desde la app Cobrix Negocios

Para proteger tu dinero, el cambio no se aplica hasta que lo confirmes desde este correo:
https://panel.cobrix.mx/cuenta/deposito/confirmar?sol=CHG-55821&k=e41b09c7d2a84f6b

El enlace vence en 24 horas. Una vez confirmado, los depósitos a la cuenta nueva empiezan en 2 días hábiles.

¿No hiciste esta solicitud? No confirmes nada y llámanos al 800 026 2749.

Cobrix Pagos S.A. de C.V.`,
    html: cobrix(
      "El cambio no se aplica hasta que lo confirmes",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">Confirma el cambio de cuenta de depósito</p>
<p style="margin:0 0 16px;">Hola, Rocío. Recibimos tu solicitud para cambiar la cuenta donde depositamos tus ventas con tarjeta.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:13px;background-color:#f7f9fa;border:1px solid #e6eaee;">
<tr><td style="color:#7b8a96;">Cuenta actual</td><td>BBVA •••• 6604</td></tr>
<tr><td style="color:#7b8a96;">Cuenta nueva</td><td>Banco Tonatiuh, CLABE •••• •••• •••• ••31 82</td></tr>
<tr><td style="color:#7b8a96;">Titular</td><td>ROCIO MENDOZA ARELLANO</td></tr>
<tr><td style="color:#7b8a96;">Solicitud</td><td>CHG-55821 · 02/10/2026 17:24 · app Cobrix Negocios</td></tr>
</table>
<p style="margin:18px 0;">Para proteger tu dinero, el cambio no se aplica hasta que lo confirmes.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background-color:#1479b8;border-radius:4px;">
<a href="https://panel.cobrix.mx/cuenta/deposito/confirmar?sol=CHG-55821&amp;k=e41b09c7d2a84f6b" style="display:block;padding:12px 24px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none;">Confirmar cambio</a>
</td></tr></table>
<p style="margin:18px 0 0;font-size:12px;color:#7b8a96;">El enlace vence en 24 horas. Una vez confirmado, los depósitos a la cuenta nueva empiezan en 2 días hábiles. ¿No hiciste esta solicitud? No confirmes nada y llámanos al 800 026 2749.</p>`,
    ),
  },
  {
    family: "cobrix-pos",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tienda Cobrix <tienda@cobrix.mx>",
    to: TO,
    subject: "Tu terminal va en camino · Pedido CBX-TD-119284",
    date: on(9, 22, "12:40:10"),
    text: `¡Tu pedido va en camino!

Pedido: CBX-TD-119284
Producto: Terminal Cobrix T2 (con impresora) x1 — $2,899.00 MXN (pago único)
Envío: Estafeta Día Siguiente
Guía: 7015 4482 9930
Entrega estimada: miércoles 23 de septiembre, antes de las 18:00

Dirección: Av. México 2744, Col. Ladrón de Guevara, 44600 Guadalajara, Jal.

Rastrea tu envío: https://cobrix.mx/tienda/pedidos/CBX-TD-119284

Cuando llegue, enciéndela y sigue los pasos en pantalla; se vincula sola con tu cuenta.

Tienda Cobrix`,
    html: cobrix(
      "Entrega estimada: miércoles 23 de septiembre",
      `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">¡Tu pedido va en camino!</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:16px;"><tr>
<td width="90"><img src="https://cdn.cobrix.mx/tienda/t2-printer-160.png" width="80" height="80" alt="Terminal Cobrix T2"></td>
<td style="font-size:14px;">Terminal Cobrix T2 (con impresora) ×1<br><span style="color:#7b8a96;">$2,899.00 MXN · pago único</span></td>
</tr></table>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#7b8a96;">Pedido</td><td>CBX-TD-119284</td></tr>
<tr><td style="color:#7b8a96;">Paquetería</td><td>Estafeta Día Siguiente</td></tr>
<tr><td style="color:#7b8a96;">Guía</td><td>7015 4482 9930</td></tr>
<tr><td style="color:#7b8a96;">Entrega estimada</td><td>miércoles 23 de septiembre, antes de las 18:00</td></tr>
<tr><td style="color:#7b8a96;">Dirección</td><td>Av. México 2744, Col. Ladrón de Guevara, 44600 Guadalajara, Jal.</td></tr>
</table>
<p style="margin:18px 0;"><a href="https://cobrix.mx/tienda/pedidos/CBX-TD-119284" style="color:#1479b8;font-weight:bold;">Rastrear envío</a></p>
<p style="margin:0;font-size:13px;color:#7b8a96;">Cuando llegue, enciéndela y sigue los pasos en pantalla; se vincula sola con tu cuenta.</p>`,
    ),
  },
];

// ---------------------------------------------------------------- Folio Verde (e-invoicing provider)

function folioverde(pre: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#eef5ef;font-family:Verdana,Geneva,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${pre}</div>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center">
<table width="580" border="0" cellspacing="0" cellpadding="0">
<tr><td style="padding:20px 0 12px;"><img src="https://www.folioverde.com.mx/img/mail/folioverde-logo.png" alt="Folio Verde · Proveedor de Certificación de CFDI" width="210" height="40"></td></tr>
<tr><td style="background:#ffffff;border-top:4px solid #2e8b57;padding:26px 30px;font-size:13px;line-height:20px;color:#333333;">${body}</td></tr>
<tr><td style="padding:16px 30px;font-size:10px;line-height:15px;color:#6f7f72;text-align:center;">
Folio Verde Certificación S.A. de C.V. · Proveedor de Certificación de CFDI autorizado, No. de autorización 58214<br>
Calle Miguel Ángel de Quevedo 1150, Col. Chimalistac, 01070 Ciudad de México · Tel. 55 5339 0817<br>
<a href="https://www.folioverde.com.mx/soporte" style="color:#2e8b57;">Soporte</a> · <a href="https://www.folioverde.com.mx/aviso-de-privacidad" style="color:#2e8b57;">Aviso de privacidad</a> · <a href="https://app.folioverde.com.mx/preferencias/correos" style="color:#2e8b57;">Dejar de recibir avisos de CFDI recibidos</a>
</td></tr></table></td></tr></table></body></html>`;
}

const FAKE_PDF = (title: string) =>
  `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 12 Tf 72 720 Td (${title}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;

// ---------------------------------------------------------------- Banco Tonatiuh

function tonatiuh(pre: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /></head>
<body bgcolor="#f2f2f2" style="margin:0;">
<div style="display:none;font-size:1px;line-height:1px;">${pre}</div>
<table width="100%" bgcolor="#f2f2f2" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td bgcolor="#7a1f2b" style="padding:16px 24px;"><img src="https://www.bancotonatiuh.com.mx/correo/img/logo-tonatiuh-blanco.png" width="160" height="36" alt="Banco Tonatiuh" border="0" /></td>
<td bgcolor="#7a1f2b" align="right" style="padding:16px 24px;font-family:Arial,sans-serif;font-size:12px;color:#f3d9a4;">Banca Empresarial</td></tr>
<tr><td colspan="2" style="padding:26px 24px;font-family:Arial,sans-serif;font-size:14px;line-height:20px;color:#333333;">${body}</td></tr>
<tr><td colspan="2" style="padding:14px 24px;background:#fafafa;font-family:Arial,sans-serif;font-size:10px;line-height:14px;color:#888888;">
Este correo se envió a rocio@taqueriaelguero.mx porque así lo registraste en Banca Digital Empresarial. Banco Tonatiuh nunca te pedirá por correo, SMS o teléfono tus contraseñas, NIP, claves de tu token ni códigos de operación.<br /><br />
Banco Tonatiuh, S.A., Institución de Banca Múltiple. Av. Vallarta 3233, Col. Vallarta Poniente, 44110 Guadalajara, Jalisco. Línea Tonatiuh Empresas: 33 3880 5000 · 800 866 2848.
<a href="https://www.bancotonatiuh.com.mx/privacidad" style="color:#7a1f2b;">Aviso de privacidad</a> · <a href="https://www.bancotonatiuh.com.mx/une" style="color:#7a1f2b;">Unidad Especializada de Atención (UNE)</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Obsidiana (business card)

function obsidiana(pre: string, body: string, lang = "es"): string {
  const help = lang === "en" ? "Help center" : "Centro de ayuda";
  return `<html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>
<body style="margin:0;background:#111111;">
<div style="display:none;">${pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#111111;"><tr><td align="center" style="padding:36px 16px;">
<table width="480" cellpadding="0" cellspacing="0">
<tr><td style="padding-bottom:24px;"><img src="https://assets.obsidiana.mx/email/obsidiana-mark-light.png" width="36" height="36" alt="Obsidiana"></td></tr>
<tr><td style="background:#1c1c1e;border-radius:16px;padding:28px;font-family:-apple-system,BlinkMacSystemFont,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:23px;color:#eaeaea;">${body}</td></tr>
<tr><td style="padding:20px 4px;font-family:-apple-system,Arial,sans-serif;font-size:11px;line-height:17px;color:#7d7d80;">
Obsidiana Empresarial es emitida por Obsidiana Servicios Financieros S.A. de C.V., SOFOM E.N.R. Insurgentes Sur 1602, Piso 11, 03940 Ciudad de México.<br>
<a href="https://obsidiana.mx/ayuda" style="color:#b9b9bd;">${help}</a> · <a href="https://obsidiana.mx/legal" style="color:#b9b9bd;">Legal</a> · 55 9012 4477
</td></tr></table></td></tr></table></body></html>`;
}

const batch3: Mail[] = [
  {
    family: "folioverde-cfdi",
    group: "regional",
    lang: "es",
    kind: "invoice-received",
    code: null,
    link: null,
    from: "Folio Verde <cfdi@folioverde.com.mx>",
    to: TO,
    subject: "CFDI recibido: CARNES EL MEZQUITE SA DE CV · Factura A-20877 · $18,436.20",
    date: on(9, 4, "14:18:40"),
    enc: "qp",
    text: `Recibiste un Comprobante Fiscal Digital por Internet (CFDI)

Emisor: CARNES EL MEZQUITE SA DE CV (RFC CME1403117R5)
Receptor: ROCIO MENDOZA ARELLANO (RFC MEAR850612KQ3)
Serie y folio: A-20877
Folio fiscal (UUID): 6F1C2A9E-3B7D-4E58-9A21-C04D8E7B1F36
Fecha de emisión: 2026-09-04T13:52:11
Fecha de certificación: 2026-09-04T13:52:19
Uso del CFDI: G01 Adquisición de mercancías
Método de pago: PPD Pago en parcialidades o diferido
Subtotal: $18,436.20   IVA 0 %: $0.00   Total: $18,436.20 MXN

Adjuntamos la representación impresa (PDF). El XML está disponible en tu bóveda: https://app.folioverde.com.mx/boveda/recibidos/6F1C2A9E-3B7D-4E58-9A21-C04D8E7B1F36

Este aviso es informativo; no necesitas hacer nada.

Folio Verde Certificación S.A. de C.V. · PAC No. 58214`,
    html: folioverde(
      "Folio fiscal 6F1C2A9E-3B7D-4E58-9A21-C04D8E7B1F36 · Total $18,436.20",
      `<p style="margin:0 0 14px;font-size:16px;font-weight:bold;color:#2e8b57;">Recibiste un CFDI</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;border:1px solid #d8e6da;">
<tr><td width="40%" style="background:#f5faf6;">Emisor</td><td>CARNES EL MEZQUITE SA DE CV<br>RFC CME1403117R5</td></tr>
<tr><td style="background:#f5faf6;">Receptor</td><td>ROCIO MENDOZA ARELLANO<br>RFC MEAR850612KQ3</td></tr>
<tr><td style="background:#f5faf6;">Serie y folio</td><td>A-20877</td></tr>
<tr><td style="background:#f5faf6;">Folio fiscal (UUID)</td><td style="font-family:Courier New,monospace;">6F1C2A9E-3B7D-4E58-9A21-C04D8E7B1F36</td></tr>
<tr><td style="background:#f5faf6;">Emisión / Certificación</td><td>2026-09-04 13:52:11 / 13:52:19</td></tr>
<tr><td style="background:#f5faf6;">Uso del CFDI</td><td>G01 Adquisición de mercancías</td></tr>
<tr><td style="background:#f5faf6;">Método de pago</td><td>PPD Pago en parcialidades o diferido</td></tr>
<tr><td style="background:#f5faf6;"><b>Total</b></td><td><b>$18,436.20 MXN</b> (IVA 0 %)</td></tr>
</table>
<p style="margin:16px 0 8px;">Adjuntamos la representación impresa en PDF. El XML está en tu bóveda:</p>
<p style="margin:0 0 16px;"><a href="https://app.folioverde.com.mx/boveda/recibidos/6F1C2A9E-3B7D-4E58-9A21-C04D8E7B1F36" style="color:#2e8b57;">Ver en la bóveda de CFDI</a></p>
<p style="margin:0;color:#6f7f72;font-size:11px;">Este aviso es informativo; no necesitas hacer nada.</p>`,
    ),
    attachment: ["CME1403117R5_A-20877.pdf", "application/pdf", FAKE_PDF("CFDI A-20877 CARNES EL MEZQUITE")],
  },
  {
    family: "folioverde-cfdi",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://app.folioverde.com.mx/acceso/restablecer/Zk3pQ8vN1wRt6yHa0LmC",
    from: "Folio Verde <no-responder@folioverde.com.mx>",
    to: TO,
    subject: "Restablecimiento de contraseña",
    date: on(9, 18, "09:31:14"),
    text: `Estimada usuaria:

Se solicitó restablecer la contraseña de la cuenta rocio@taqueriaelguero.mx en Folio Verde (RFC MEAR850612KQ3).

Para definir una contraseña nueva entre a la siguiente dirección:

https://app.folioverde.com.mx/acceso/restablecer/Zk3pQ8vN1wRt6yHa0LmC

La dirección es válida durante 60 minutos. Sus comprobantes, certificados de sello digital (CSD) y timbres no se modifican.

Si usted no lo solicitó, ignore este mensaje; su contraseña actual sigue vigente.

Atentamente,
Soporte Folio Verde
Tel. 55 5339 0817`,
    html: folioverde(
      "La dirección es válida durante 60 minutos",
      `<p style="margin:0 0 12px;">Estimada usuaria:</p>
<p style="margin:0 0 12px;">Se solicitó restablecer la contraseña de la cuenta <b>rocio@taqueriaelguero.mx</b> (RFC MEAR850612KQ3).</p>
<p style="margin:0 0 20px;">Para definir una contraseña nueva, haga clic en el botón. La dirección es válida durante 60 minutos.</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://app.folioverde.com.mx/acceso/restablecer/Zk3pQ8vN1wRt6yHa0LmC" style="background:#2e8b57;color:#ffffff;padding:11px 26px;text-decoration:none;font-weight:bold;display:inline-block;">Restablecer contraseña</a></p>
<p style="margin:0 0 12px;font-size:12px;">Sus comprobantes, certificados de sello digital (CSD) y timbres no se modifican.</p>
<p style="margin:0;font-size:12px;color:#6f7f72;">Si usted no lo solicitó, ignore este mensaje; su contraseña actual sigue vigente.</p>`,
    ),
  },
  {
    family: "folioverde-cfdi",
    group: "regional",
    lang: "es",
    kind: "account-notice",
    code: null,
    link: null,
    from: "Folio Verde <avisos@folioverde.com.mx>",
    to: TO,
    subject: "Te quedan 25 timbres fiscales",
    date: on(10, 19, "08:00:02"),
    enc: "b64",
    text: `Hola, Rocío:

Tu paquete de timbres está por terminarse.

Timbres contratados: 500
Timbres utilizados: 475
Timbres disponibles: 25
Promedio de uso: 9 timbres diarios (facturas globales y facturas a clientes)

Al ritmo actual, se acabarán en unos 3 días. Sin timbres no podrás emitir facturas ni complementos de pago.

Paquetes disponibles:
- 250 timbres: $690.00 + IVA
- 1,000 timbres: $2,190.00 + IVA (vigencia de 24 meses)

Compra desde tu cuenta: https://app.folioverde.com.mx/tienda/timbres

Folio Verde`,
    html: folioverde(
      "Al ritmo actual se acabarán en unos 3 días",
      `<p style="margin:0 0 14px;font-size:16px;font-weight:bold;">Te quedan 25 timbres fiscales</p>
<table width="100%" cellpadding="0" cellspacing="0" style="margin-bottom:14px;"><tr><td style="background:#e2ece4;height:10px;"><div style="width:95%;height:10px;background:#d9534f;"></div></td></tr></table>
<p style="margin:0 0 12px;">Has usado <b>475 de 500</b> timbres. Con un promedio de 9 diarios, se acabarán en unos 3 días. Sin timbres no podrás emitir facturas ni complementos de pago.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:12px;border:1px solid #d8e6da;margin-bottom:16px;">
<tr><td>250 timbres</td><td align="right">$690.00 + IVA</td></tr>
<tr><td style="background:#f5faf6;">1,000 timbres (vigencia 24 meses)</td><td align="right" style="background:#f5faf6;">$2,190.00 + IVA</td></tr></table>
<p style="margin:0;"><a href="https://app.folioverde.com.mx/tienda/timbres" style="color:#2e8b57;font-weight:bold;">Comprar timbres</a></p>`,
    ),
  },
  {
    family: "banco-tonatiuh",
    group: "regional",
    lang: "es",
    kind: "transaction-code",
    code: "49072261",
    link: null,
    from: "Banco Tonatiuh <alertas@bancotonatiuh.com.mx>",
    to: TO,
    subject: "Clave de autorización para tu transferencia SPEI",
    date: on(9, 11, "12:06:44"),
    enc: "qp",
    text: `BANCO TONATIUH · Banca Digital Empresarial

Estás por autorizar la siguiente operación:

Tipo: Transferencia SPEI a terceros
Cuenta origen: Cheques Negocio •••• 4415
Beneficiario: CARNES EL MEZQUITE SA DE CV
Banco destino: BANORTE · CLABE ••••••••••••••2270
Importe: $18,436.20 MXN
Concepto: FACT A-20877

Tu clave de autorización es:

4907 2261

Escríbela en la pantalla de Banca Digital para completar la operación. Vence en 3 minutos.

Si no reconoces esta operación, no compartas la clave y llama a Línea Tonatiuh Empresas: 33 3880 5000.`,
    html: tonatiuh(
      "Transferencia SPEI por $18,436.20 a CARNES EL MEZQUITE",
      `<p style="margin:0 0 14px;font-size:17px;font-weight:bold;color:#7a1f2b;">Clave de autorización</p>
<p style="margin:0 0 14px;">Estás por autorizar la siguiente operación:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5;">
<tr><td style="color:#888;">Tipo</td><td>Transferencia SPEI a terceros</td></tr>
<tr><td style="color:#888;">Cuenta origen</td><td>Cheques Negocio •••• 4415</td></tr>
<tr><td style="color:#888;">Beneficiario</td><td>CARNES EL MEZQUITE SA DE CV</td></tr>
<tr><td style="color:#888;">Banco destino</td><td>BANORTE · CLABE ••••••••••••••2270</td></tr>
<tr><td style="color:#888;">Importe</td><td><b>$18,436.20 MXN</b></td></tr>
<tr><td style="color:#888;">Concepto</td><td>FACT A-20877</td></tr>
</table>
<p style="margin:20px 0 8px;text-align:center;">Tu clave de autorización es:</p>
<p style="margin:0 0 20px;text-align:center;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:#7a1f2b;">4907 2261</p>
<p style="margin:0 0 10px;">Escríbela en la pantalla de Banca Digital para completar la operación. Vence en 3 minutos.</p>
<p style="margin:0;font-size:12px;color:#888;">Si no reconoces esta operación, no compartas la clave y llama a Línea Tonatiuh Empresas: 33 3880 5000.</p>`,
    ),
  },
  {
    family: "banco-tonatiuh",
    group: "regional",
    lang: "es",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Banco Tonatiuh <alertas@bancotonatiuh.com.mx>",
    to: TO,
    subject: "Recibiste una transferencia SPEI por $41,206.18",
    date: on(9, 15, "11:22:09"),
    text: `Banco Tonatiuh te informa:

Recibiste una transferencia SPEI en tu cuenta Cheques Negocio •••• 4415.

Ordenante: MORDIDA TECNOLOGIAS DE ENTREGA SAPI DE CV
Banco ordenante: STP
Importe: $41,206.18 MXN
Concepto: PAGO SOCIOS SEM 37
Clave de rastreo: MORD0915260447
Fecha y hora: 15/09/2026 11:21:58

Saldo disponible: $126,884.52 MXN

Consulta tus movimientos en Banca Digital Empresarial o en la app Tonatiuh Empresas.`,
    html: tonatiuh(
      "Ordenante MORDIDA TECNOLOGIAS DE ENTREGA · $41,206.18",
      `<p style="margin:0 0 14px;font-size:17px;font-weight:bold;color:#7a1f2b;">Recibiste una transferencia</p>
<p style="margin:0 0 6px;font-size:30px;font-weight:bold;">$41,206.18 <span style="font-size:14px;font-weight:normal;">MXN</span></p>
<p style="margin:0 0 16px;color:#888;">en tu cuenta Cheques Negocio •••• 4415</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;">
<tr><td style="color:#888;">Ordenante</td><td>MORDIDA TECNOLOGIAS DE ENTREGA SAPI DE CV</td></tr>
<tr><td style="color:#888;">Banco ordenante</td><td>STP</td></tr>
<tr><td style="color:#888;">Concepto</td><td>PAGO SOCIOS SEM 37</td></tr>
<tr><td style="color:#888;">Clave de rastreo</td><td>MORD0915260447</td></tr>
<tr><td style="color:#888;">Fecha y hora</td><td>15/09/2026 11:21:58</td></tr>
<tr><td style="color:#888;">Saldo disponible</td><td>$126,884.52 MXN</td></tr>
</table>
<p style="margin:18px 0 0;"><a href="https://empresas.bancotonatiuh.com.mx/movimientos" style="color:#7a1f2b;">Consultar movimientos</a></p>`,
    ),
  },
  {
    family: "banco-tonatiuh",
    group: "regional",
    lang: "es",
    kind: "new-device",
    code: null,
    link: null,
    from: "Banco Tonatiuh <seguridad@bancotonatiuh.com.mx>",
    to: TO,
    subject: "Activaste Tonatiuh Empresas en un nuevo celular",
    date: on(10, 7, "19:44:31"),
    text: `Hola, ROCIO MENDOZA ARELLANO:

Activaste la app Tonatiuh Empresas en un nuevo dispositivo:

Dispositivo: Samsung Galaxy A55
Fecha: 07/10/2026, 19:43
Ubicación aproximada: Guadalajara, Jalisco

Desde ahora este celular generará tu token digital y el dispositivo anterior (iPhone 11) quedó desvinculado.

Si no fuiste tú, bloquea tu acceso de inmediato llamando a Línea Tonatiuh Empresas: 33 3880 5000 o 800 866 2848, las 24 horas.

Banco Tonatiuh, S.A., Institución de Banca Múltiple.
Banco Tonatiuh nunca te pedirá tus contraseñas, NIP ni códigos por correo, SMS o teléfono.`,
    html: null,
  },
  {
    family: "banco-tonatiuh",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Tonatiuh <estadosdecuenta@bancotonatiuh.com.mx>",
    to: TO,
    subject: "Tu estado de cuenta de septiembre ya está disponible",
    date: on(10, 3, "05:12:00"),
    enc: "b64",
    text: `Estimada clienta:

Tu estado de cuenta del periodo 01/09/2026 al 30/09/2026 ya está disponible.

Cuenta: Cheques Negocio •••• 4415
Saldo inicial: $88,210.07
Depósitos: $312,944.60
Retiros: $274,560.33
Saldo final: $126,594.34

Lo encuentras en Banca Digital Empresarial > Estados de cuenta, junto con el XML del CFDI de comisiones.

Banco Tonatiuh`,
    html: tonatiuh(
      "Periodo 01/09/2026 al 30/09/2026 · Cheques Negocio •••• 4415",
      `<p style="margin:0 0 14px;font-size:17px;font-weight:bold;color:#7a1f2b;">Estado de cuenta disponible</p>
<p style="margin:0 0 14px;">Estimada clienta, tu estado de cuenta del periodo <b>01/09/2026 al 30/09/2026</b> ya está disponible.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#faf6f0;">
<tr><td>Cuenta</td><td align="right">Cheques Negocio •••• 4415</td></tr>
<tr><td>Saldo inicial</td><td align="right">$88,210.07</td></tr>
<tr><td>Depósitos</td><td align="right">$312,944.60</td></tr>
<tr><td>Retiros</td><td align="right">$274,560.33</td></tr>
<tr><td><b>Saldo final</b></td><td align="right"><b>$126,594.34</b></td></tr></table>
<p style="margin:16px 0 0;">Lo encuentras en <a href="https://empresas.bancotonatiuh.com.mx/estados-de-cuenta" style="color:#7a1f2b;">Banca Digital Empresarial &gt; Estados de cuenta</a>, junto con el XML del CFDI de comisiones.</p>`,
    ),
  },
  {
    family: "obsidiana-empresarial",
    group: "regional",
    lang: "es",
    kind: "transaction-code",
    code: "318442",
    link: null,
    from: "Obsidiana <seguridad@obsidiana.mx>",
    to: TO,
    subject: "Confirma tu compra en MAYORAMA CLUB ONLINE",
    date: on(9, 24, "15:09:27"),
    text: `Código para confirmar tu compra

Comercio: MAYORAMA CLUB ONLINE
Monto: $6,874.90 MXN
Tarjeta: Obsidiana Empresarial •••• 9023

Código: 318442

Escríbelo en la página del comercio. Vence en 5 minutos.
Si no estás haciendo esta compra, congela tu tarjeta desde la app y llámanos al 55 9012 4477.`,
    html: obsidiana(
      "Compra de $6,874.90 en MAYORAMA CLUB ONLINE",
      `<p style="margin:0 0 6px;font-size:13px;color:#9a9a9e;text-transform:uppercase;letter-spacing:1px;">Confirmación de compra</p>
<p style="margin:0 0 20px;font-size:22px;font-weight:600;color:#ffffff;">$6,874.90 en MAYORAMA CLUB ONLINE</p>
<p style="margin:0 0 8px;">Escribe este código en la página del comercio:</p>
<div style="margin:0 0 20px;padding:16px;background:#2c2c2e;border-radius:10px;text-align:center;font-size:34px;font-weight:700;letter-spacing:10px;color:#ffffff;">318442</div>
<p style="margin:0 0 8px;font-size:13px;color:#9a9a9e;">Tarjeta Obsidiana Empresarial •••• 9023 · Vence en 5 minutos.</p>
<p style="margin:0;font-size:13px;color:#9a9a9e;">¿No estás haciendo esta compra? Congela tu tarjeta desde la app y llámanos al 55 9012 4477.</p>`,
    ),
  },
  {
    family: "obsidiana-empresarial",
    group: "regional",
    lang: "en",
    kind: "card-charge",
    code: null,
    link: null,
    from: "Obsidiana <notificaciones@obsidiana.mx>",
    to: TO,
    subject: "You spent $1,249.00 at SONOTECA*LICENCIA",
    date: on(10, 1, "03:15:40"),
    text: `Obsidiana Empresarial •••• 9023

You spent $1,249.00 MXN at SONOTECA*LICENCIA on Oct 1, 2026 at 03:15.
Category: Software & subscriptions
Cardholder: Rocío Mendoza

Available credit: $43,118.72 MXN

Add a receipt to this expense in the app so it matches your CFDI at month end.

If you don't recognize this charge, freeze your card in the app and call us at 55 9012 4477.`,
    html: obsidiana(
      "Software & subscriptions · Available credit $43,118.72",
      `<p style="margin:0 0 6px;font-size:13px;color:#9a9a9e;">Obsidiana Empresarial •••• 9023</p>
<p style="margin:0 0 4px;font-size:30px;font-weight:700;color:#ffffff;">$1,249.00 MXN</p>
<p style="margin:0 0 20px;">at <b>SONOTECA*LICENCIA</b></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;color:#cfcfd2;">
<tr><td>Date</td><td align="right">Oct 1, 2026 · 03:15</td></tr>
<tr><td>Category</td><td align="right">Software &amp; subscriptions</td></tr>
<tr><td>Cardholder</td><td align="right">Rocío Mendoza</td></tr>
<tr><td>Available credit</td><td align="right">$43,118.72 MXN</td></tr></table>
<p style="margin:20px 0 0;"><a href="https://app.obsidiana.mx/gastos/tx_01JA7Q3M2KH8" style="color:#c9a6ff;">Add a receipt</a> so it matches your CFDI at month end.</p>
<p style="margin:12px 0 0;font-size:12px;color:#9a9a9e;">Don't recognize this charge? Freeze your card in the app and call 55 9012 4477.</p>`,
      "en",
    ),
  },
  {
    family: "obsidiana-empresarial",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Obsidiana <estados@obsidiana.mx>",
    to: TO,
    subject: "Tu estado de cuenta de septiembre",
    date: on(10, 6, "07:30:00"),
    text: `Hola, Rocío:

Adjuntamos el estado de cuenta de tu tarjeta Obsidiana Empresarial •••• 9023.

Periodo: 06/09/2026 – 05/10/2026
Saldo al corte: $11,981.28 MXN
Pago para no generar intereses: $11,981.28 MXN
Pago mínimo: $1,198.13 MXN
Fecha límite de pago: 26/10/2026

Puedes domiciliar el pago desde la app en Configuración > Pagos.

Obsidiana`,
    html: obsidiana(
      "Fecha límite de pago: 26/10/2026",
      `<p style="margin:0 0 16px;font-size:20px;font-weight:600;color:#ffffff;">Tu estado de cuenta está listo</p>
<p style="margin:0 0 16px;">Lo adjuntamos en PDF. Periodo 06/09/2026 – 05/10/2026, tarjeta •••• 9023.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#2c2c2e;border-radius:10px;">
<tr><td>Saldo al corte</td><td align="right">$11,981.28</td></tr>
<tr><td>Pago para no generar intereses</td><td align="right">$11,981.28</td></tr>
<tr><td>Pago mínimo</td><td align="right">$1,198.13</td></tr>
<tr><td>Fecha límite</td><td align="right"><b>26/10/2026</b></td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#9a9a9e;">Puedes domiciliar el pago desde la app en Configuración &gt; Pagos.</p>`,
    ),
    attachment: ["Obsidiana_EdoCta_2026-10.pdf", "application/pdf", FAKE_PDF("Obsidiana Empresarial 9023 Sep 2026")],
  },
];

// ---------------------------------------------------------------- Cerrado Especiarias (supplier in Brazil)

function cerrado(pre: string, body: string): string {
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#faf5ea;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#faf5ea;"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #eadfc6;">
<tr><td style="padding:0;"><img src="https://www.cerradoespeciarias.com.br/mkt/header-email-2026.jpg" width="600" height="120" alt="Cerrado Especiarias · Pimentas e condimentos de Goiás desde 1994" style="display:block;border:0;"></td></tr>
<tr><td style="padding:26px 30px;font-family:Georgia,'Times New Roman',serif;font-size:15px;line-height:23px;color:#3d2f1c;">${body}</td></tr>
<tr><td style="padding:18px 30px;background:#3d2f1c;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#d9c9a8;">
Cerrado Especiarias Ltda. · CNPJ 12.408.377/0001-56 · Rodovia GO-060, km 14, Galpão 3 · 74690-500 Goiânia – GO · Brasil<br>
Exportação: +55 62 3251-8840 · WhatsApp +55 62 99187-4402 · <a href="https://www.cerradoespeciarias.com.br" style="color:#f0b44c;">cerradoespeciarias.com.br</a><br>
<a href="https://www.instagram.com/cerradoespeciarias" style="color:#f0b44c;">Instagram</a> · <a href="https://www.linkedin.com/company/cerrado-especiarias" style="color:#f0b44c;">LinkedIn</a>
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Mayorama (wholesale club)

function mayorama(pre: string, body: string): string {
  return `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background:#e9eef4;">
<div style="display:none;max-height:0px;overflow:hidden;">${pre}</div>
<table role="presentation" align="center" width="100%" style="max-width:600px;margin:0 auto;" cellpadding="0" cellspacing="0">
<tr><td style="background:#0b4ea2;padding:14px 20px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td><img src="https://img.mayorama.com.mx/correo/logo-mayorama-club.png" alt="Mayorama Club de Precios" width="150" height="34"></td>
<td align="right" style="font-family:Arial,sans-serif;font-size:12px;color:#ffd54a;">Socio Negocio</td></tr></table></td></tr>
<tr><td style="background:#ffffff;padding:26px 24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:21px;color:#1f2a37;">${body}</td></tr>
<tr><td style="padding:18px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#5c6b7a;text-align:center;">
<a href="https://www.mayorama.com.mx/ayuda" style="color:#0b4ea2;">Ayuda</a> · <a href="https://www.mayorama.com.mx/clubes" style="color:#0b4ea2;">Encuentra tu club</a> · <a href="https://www.mayorama.com.mx/privacidad" style="color:#0b4ea2;">Privacidad</a><br>
Mayorama Club de Precios S.A. de C.V. · Calz. Lázaro Cárdenas 3422, 45040 Zapopan, Jal. · Atención a socios 800 629 6727<br>© 2026 Mayorama. Precios sujetos a cambio sin previo aviso.
</td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- MesaLista (reservations)

function mesalista(lang: string, pre: string, body: string): string {
  const foot = lang === "en"
    ? `You're receiving this because you manage Taquería El Güero on MesaLista. <a href="https://restaurantes.mesalista.com/settings/notifications" style="color:#8c8c8c;">Notification settings</a>`
    : `Recibes este correo porque administras Taquería El Güero en MesaLista. <a href="https://restaurantes.mesalista.com/ajustes/notificaciones" style="color:#8c8c8c;">Ajustes de notificaciones</a>`;
  return `<html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fbfbfb;">
<span style="display:none !important;">${pre}</span>
<div style="max-width:540px;margin:0 auto;padding:28px 18px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#262626;">
<div style="margin-bottom:22px;"><img src="https://cdn.mesalista.com/brand/mesalista-teal-2x.png" alt="MesaLista para restaurantes" width="140"></div>
<div style="background:#ffffff;border:1px solid #ececec;border-radius:8px;padding:26px;font-size:15px;line-height:1.55;">${body}</div>
<div style="padding:18px 4px;font-size:11px;line-height:1.6;color:#8c8c8c;">${foot}<br>
MesaLista Inc. · 2261 Market St #4190, San Francisco, CA 94114 · MesaLista México, Río Lerma 232, Cuauhtémoc, 06500 CDMX</div>
</div></body></html>`;
}

const batch4: Mail[] = [
  {
    family: "carnes-el-mezquite",
    group: "negative",
    lang: "es",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Pedidos Carnes El Mezquite <pedidos@carneselmezquite.com.mx>",
    to: TO,
    subject: "Confirmación de pedido 20877 - entrega jueves 3/sep",
    date: on(9, 2, "18:51:22"),
    text: `Buenas tardes Rocío,

Le confirmamos su pedido No. 20877 para entrega el jueves 3 de septiembre entre 7:00 y 9:00 am en Av. México 2744.

Cant.  Producto                                  P.U.        Importe
40 kg  Pierna de cerdo deshuesada (para pastor)  $118.00     $4,720.00
25 kg  Suadero de res                            $189.50     $4,737.50
15 kg  Bistec de res delgado                     $214.00     $3,210.00
12 kg  Tripa de leche limpia                     $132.00     $1,584.00
10 kg  Longaniza casera                          $142.90     $1,429.00
8 kg   Cabeza de res (cachete)                   $169.45     $1,355.60
1 pza  Adobo para pastor 5 kg                    $1,400.10   $1,400.10
                                                 Total:      $18,436.20

Forma de pago: crédito a 15 días. La factura le llegará timbrada a este correo al momento de la entrega.

Cualquier cambio, por favor avísenos antes de las 9 pm al 33 3617 0945 o por WhatsApp al 33 1290 7781.

Saludos,
Mónica Barragán
Ventas mayoreo - Carnes El Mezquite
Mercado de Abastos, Bodega 14-B, Guadalajara, Jal.`,
    html: null,
  },
  {
    family: "carnes-el-mezquite",
    group: "negative",
    lang: "es",
    kind: "promo",
    code: null,
    link: null,
    from: "Carnes El Mezquite <ofertas@carneselmezquite.com.mx>",
    to: TO,
    subject: "🔥 Precios de la semana para taqueros (14 al 19 de sep)",
    date: on(9, 14, "07:05:00"),
    enc: "qp",
    text: `PRECIOS DE LA SEMANA PARA TAQUEROS
Del lunes 14 al sábado 19 de septiembre de 2026

- Pierna de cerdo deshuesada: $112.00/kg (antes $118.00)
- Suadero de res: $184.00/kg
- Costilla de res para birria: $156.00/kg
- Tripa de leche limpia: $128.00/kg
- Paquete Fiestas Patrias: 20 kg de pastor marinado + 5 kg de longaniza, $3,190.00

Pedido mínimo para entrega a domicilio: $2,500.00. Entregas de lunes a sábado en la zona metropolitana de Guadalajara.

Pide por WhatsApp al 33 1290 7781 o en https://carneselmezquite.com.mx/pedidos

Carnes El Mezquite · Mercado de Abastos, Bodega 14-B, Guadalajara, Jal.
Si ya no quiere recibir estas ofertas: https://carneselmezquite.com.mx/baja?e=rocio%40taqueriaelguero.mx`,
    html: `<html><body style="margin:0;background:#f6efe6;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:Arial,sans-serif;">
<tr><td><a href="https://carneselmezquite.com.mx/?utm_source=mail&amp;utm_campaign=sem38"><img src="https://carneselmezquite.com.mx/mail/sem38/banner-fiestas-patrias.jpg" width="600" alt="Precios de la semana para taqueros · 14 al 19 de septiembre" style="display:block;"></a></td></tr>
<tr><td style="padding:20px 24px;font-size:15px;color:#3a2a1a;">
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:15px;">
<tr><td style="border-bottom:1px dashed #d9c3a5;">Pierna de cerdo deshuesada</td><td align="right" style="border-bottom:1px dashed #d9c3a5;"><s style="color:#999;">$118.00</s> <b style="color:#b3261e;">$112.00/kg</b></td></tr>
<tr><td style="border-bottom:1px dashed #d9c3a5;">Suadero de res</td><td align="right" style="border-bottom:1px dashed #d9c3a5;"><b>$184.00/kg</b></td></tr>
<tr><td style="border-bottom:1px dashed #d9c3a5;">Costilla de res para birria</td><td align="right" style="border-bottom:1px dashed #d9c3a5;"><b>$156.00/kg</b></td></tr>
<tr><td style="border-bottom:1px dashed #d9c3a5;">Tripa de leche limpia</td><td align="right" style="border-bottom:1px dashed #d9c3a5;"><b>$128.00/kg</b></td></tr>
</table>
<p style="margin:18px 0;padding:14px;background:#b3261e;color:#ffffff;text-align:center;font-size:16px;"><b>Paquete Fiestas Patrias</b><br>20 kg de pastor marinado + 5 kg de longaniza · <b>$3,190.00</b></p>
<p style="margin:0 0 16px;font-size:13px;">Pedido mínimo para entrega a domicilio: $2,500.00. Entregas de lunes a sábado en la zona metropolitana de Guadalajara.</p>
<p style="text-align:center;margin:0;"><a href="https://wa.me/523312907781" style="display:inline-block;background:#25d366;color:#ffffff;padding:12px 22px;border-radius:22px;text-decoration:none;font-weight:bold;">Pedir por WhatsApp</a>
&nbsp; <a href="https://carneselmezquite.com.mx/pedidos" style="display:inline-block;background:#3a2a1a;color:#ffffff;padding:12px 22px;border-radius:22px;text-decoration:none;font-weight:bold;">Pedido en línea</a></p>
</td></tr>
<tr><td style="padding:14px 24px;background:#3a2a1a;color:#cdb999;font-size:11px;text-align:center;">Carnes El Mezquite · Mercado de Abastos, Bodega 14-B, Guadalajara, Jal. · 33 3617 0945<br>
<a href="https://carneselmezquite.com.mx/baja?e=rocio%40taqueriaelguero.mx" style="color:#cdb999;">Dejar de recibir ofertas</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "cerrado-especiarias",
    group: "regional",
    lang: "pt",
    kind: "proforma",
    code: null,
    link: null,
    from: "Juliana Prado | Cerrado Especiarias <juliana.prado@cerradoespeciarias.com.br>",
    to: TO,
    subject: "Proforma PI-2026/0418 – Pimenta biquinho e malagueta em conserva",
    date: on(9, 8, "15:37:12", "-0300"),
    text: `Olá Rocío, tudo bem?

Conforme conversamos por WhatsApp, segue em anexo a fatura proforma PI-2026/0418 para o pedido de teste:

- Pimenta biquinho em conserva, balde 3,2 kg – 24 unidades – US$ 18,40 cada
- Pimenta malagueta em conserva, vidro 1 kg – 36 unidades – US$ 9,75 cada
- Molho de pimenta defumada, galão 5 L – 6 unidades – US$ 31,00 cada

Total FCA Goiânia: US$ 978,60
Incoterm: FCA (Goiânia, GO) · Prazo de produção: 12 dias úteis após o pagamento
Pagamento: 50% antecipado por transferência internacional, 50% antes do embarque

Os dados bancários estão na página 2 da proforma. A NCM e o certificado de origem serão enviados junto com a fatura comercial.

Qualquer dúvida estou à disposição.

Abraços,
Juliana Prado
Exportação | Cerrado Especiarias Ltda.
+55 62 3251-8840 · WhatsApp +55 62 99187-4402`,
    html: cerrado(
      "Segue a proforma PI-2026/0418 do pedido de teste",
      `<p style="margin:0 0 14px;">Olá Rocío, tudo bem?</p>
<p style="margin:0 0 14px;">Conforme conversamos por WhatsApp, segue em anexo a fatura proforma <b>PI-2026/0418</b> para o pedido de teste:</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-family:Arial,sans-serif;font-size:13px;border:1px solid #eadfc6;">
<tr style="background:#f6eedb;"><th align="left">Produto</th><th align="right">Qtd.</th><th align="right">Preço (US$)</th></tr>
<tr><td>Pimenta biquinho em conserva, balde 3,2 kg</td><td align="right">24</td><td align="right">18,40</td></tr>
<tr><td>Pimenta malagueta em conserva, vidro 1 kg</td><td align="right">36</td><td align="right">9,75</td></tr>
<tr><td>Molho de pimenta defumada, galão 5 L</td><td align="right">6</td><td align="right">31,00</td></tr>
<tr style="background:#f6eedb;"><td colspan="2"><b>Total FCA Goiânia</b></td><td align="right"><b>978,60</b></td></tr>
</table>
<p style="margin:14px 0;">Incoterm FCA (Goiânia, GO) · produção em 12 dias úteis após o pagamento · pagamento 50% antecipado por transferência internacional, 50% antes do embarque.</p>
<p style="margin:0 0 14px;">Os dados bancários estão na página 2 da proforma. A NCM e o certificado de origem serão enviados junto com a fatura comercial.</p>
<p style="margin:0;">Abraços,<br><b>Juliana Prado</b><br>Exportação | Cerrado Especiarias Ltda.</p>`,
    ),
    attachment: ["PI-2026-0418_TaqueriaElGuero.pdf", "application/pdf", FAKE_PDF("Proforma PI-2026/0418")],
  },
  {
    family: "cerrado-especiarias",
    group: "regional",
    lang: "pt",
    kind: "invite-link",
    code: null,
    link: "https://portal.cerradoespeciarias.com.br/convite/aceitar?c=7d0c4a1e-92b5-4f3e-bb61-5a8e2f90c1d4",
    from: "Portal do Cliente Cerrado <portal@cerradoespeciarias.com.br>",
    to: TO,
    subject: "Convite para o Portal do Cliente Cerrado Especiarias",
    date: on(9, 21, "10:02:47", "-0300"),
    enc: "b64",
    text: `Olá, Rocío Mendoza

Juliana Prado cadastrou a empresa TAQUERÍA EL GÜERO (México) no Portal do Cliente Cerrado Especiarias.

No portal você pode acompanhar a produção e o embarque dos seus pedidos, baixar proformas, faturas comerciais, packing lists e certificados de origem, e repetir pedidos anteriores.

Para aceitar o convite e criar sua senha, acesse:
https://portal.cerradoespeciarias.com.br/convite/aceitar?c=7d0c4a1e-92b5-4f3e-bb61-5a8e2f90c1d4

O convite é válido por 7 dias.

Cerrado Especiarias Ltda.
Rodovia GO-060, km 14, Galpão 3 · 74690-500 Goiânia – GO · Brasil`,
    html: cerrado(
      "Acompanhe seus pedidos e baixe documentos de exportação",
      `<p style="margin:0 0 14px;">Olá, Rocío Mendoza</p>
<p style="margin:0 0 14px;"><b>Juliana Prado</b> cadastrou a empresa <b>TAQUERÍA EL GÜERO (México)</b> no Portal do Cliente Cerrado Especiarias.</p>
<p style="margin:0 0 20px;">No portal você pode acompanhar a produção e o embarque dos seus pedidos, baixar proformas, faturas comerciais, packing lists e certificados de origem, e repetir pedidos anteriores.</p>
<p style="margin:0 0 20px;text-align:center;"><a href="https://portal.cerradoespeciarias.com.br/convite/aceitar?c=7d0c4a1e-92b5-4f3e-bb61-5a8e2f90c1d4" style="display:inline-block;padding:12px 30px;background:#c0661b;color:#ffffff;font-family:Arial,sans-serif;font-weight:bold;text-decoration:none;border-radius:3px;">Aceitar convite</a></p>
<p style="margin:0;font-size:13px;color:#8a7a5f;">O convite é válido por 7 dias.</p>`,
    ),
  },
  {
    family: "cerrado-especiarias",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Juliana Prado | Cerrado Especiarias <juliana.prado@cerradoespeciarias.com.br>",
    to: TO,
    subject: "RE: Proforma PI-2026/0418 – embarque realizado",
    date: on(10, 14, "17:20:05", "-0300"),
    text: `Oi Rocío,

Boa notícia: a carga do pedido PI-2026/0418 foi embarcada hoje no voo de carga para Guadalajara.

AWB: 047-3829 1150
Voo: GRU → GDL, chegada prevista 16/10/2026
Volumes: 4 caixas, 148 kg brutos
Agente de carga no México: Transitarios Occidente (Lic. Arturo Peña, 33 3688 2104)

Os documentos (fatura comercial CI-2026/0418, packing list e certificado de origem) já estão no portal, na pasta do pedido. O agente aduaneiro vai precisar deles para o despacho.

Abraços,
Juliana

---
Em 8 de set. de 2026, às 15:37, Juliana Prado escreveu:
> Segue em anexo a fatura proforma PI-2026/0418 para o pedido de teste.`,
    html: null,
  },
  {
    family: "mayorama-club",
    group: "regional",
    lang: "es",
    kind: "verify-email",
    code: "4827",
    link: "https://www.mayorama.com.mx/cuenta/verificar?email=rocio%40taqueriaelguero.mx&t=a93f1e07c2",
    from: "Mayorama Club de Precios <cuenta@mayorama.com.mx>",
    to: TO,
    subject: "Verifica tu correo para comprar en línea",
    date: on(9, 24, "14:47:30"),
    enc: "qp",
    text: `Hola, Rocío:

Vinculaste tu membresía Socio Negocio No. 1 0045 7720 3318 a una cuenta en mayorama.com.mx.

Para terminar, verifica tu correo con el código 4827 o abre este enlace:
https://www.mayorama.com.mx/cuenta/verificar?email=rocio%40taqueriaelguero.mx&t=a93f1e07c2

El código y el enlace vencen en 30 minutos.

Con la compra en línea puedes recoger en tu club (Mayorama Zapopan Patria) o recibir a domicilio a partir de $1,500.00.

Mayorama Club de Precios`,
    html: mayorama(
      "Código 4827 · vence en 30 minutos",
      `<p style="margin:0 0 12px;font-size:20px;font-weight:bold;color:#0b4ea2;">Verifica tu correo</p>
<p style="margin:0 0 16px;">Hola, Rocío. Vinculaste tu membresía Socio Negocio <b>No. 1 0045 7720 3318</b> a una cuenta en mayorama.com.mx.</p>
<p style="margin:0 0 8px;">Escribe este código en la página:</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="border:2px dashed #0b4ea2;padding:10px 24px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#0b4ea2;">4827</td></tr></table>
<p style="margin:0 0 12px;">o verifica con un clic:</p>
<p style="margin:0 0 18px;"><a href="https://www.mayorama.com.mx/cuenta/verificar?email=rocio%40taqueriaelguero.mx&amp;t=a93f1e07c2" style="display:inline-block;background:#ffd54a;color:#0b2540;font-weight:bold;padding:12px 26px;text-decoration:none;border-radius:4px;">Verificar mi correo</a></p>
<p style="margin:0 0 6px;font-size:12px;color:#5c6b7a;">El código y el enlace vencen en 30 minutos.</p>
<p style="margin:0;font-size:12px;color:#5c6b7a;">Con la compra en línea puedes recoger en tu club (Mayorama Zapopan Patria) o recibir a domicilio a partir de $1,500.00.</p>`,
    ),
  },
  {
    family: "mayorama-club",
    group: "regional",
    lang: "es",
    kind: "order-receipt",
    code: null,
    link: null,
    from: "Mayorama Club de Precios <pedidos@mayorama.com.mx>",
    to: TO,
    subject: "Tu pedido MY-3310982 está listo para recoger",
    date: on(9, 25, "10:14:12"),
    enc: "b64",
    text: `¡Tu pedido está listo, Rocío!

Pedido: MY-3310982
Club: Mayorama Zapopan Patria · Av. Patria 1891, Zapopan, Jal.
Recoge en: Módulo Compra y Recoge, junto a la entrada de Negocios
Horario: hoy de 9:00 a 21:00 (lo guardamos hasta el domingo 27/09)

Artículos (12):
Tortilla de maíz 5 kg x6, Aceite vegetal 20 L x2, Cebolla blanca 10 kg x1, Limón sin semilla 10 kg x2, Cilantro manojo x12, Servilletas 6,000 hojas x1, Vasos térmicos 16 oz (1,000) x1 ...

Total pagado: $6,874.90 con Obsidiana •••• 9023

Lleva tu credencial de socio o el número de pedido. Si otra persona recoge, debe mostrar una identificación y tu número de pedido.

Mayorama Club de Precios · 800 629 6727`,
    html: mayorama(
      "Recoge hasta el domingo 27/09 en Zapopan Patria",
      `<p style="margin:0 0 12px;font-size:20px;font-weight:bold;color:#0b4ea2;">¡Tu pedido está listo!</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f3f6fa;margin-bottom:16px;">
<tr><td style="color:#5c6b7a;">Pedido</td><td><b>MY-3310982</b></td></tr>
<tr><td style="color:#5c6b7a;">Club</td><td>Mayorama Zapopan Patria · Av. Patria 1891, Zapopan, Jal.</td></tr>
<tr><td style="color:#5c6b7a;">Dónde</td><td>Módulo Compra y Recoge, junto a la entrada de Negocios</td></tr>
<tr><td style="color:#5c6b7a;">Horario</td><td>Hoy de 9:00 a 21:00 · lo guardamos hasta el domingo 27/09</td></tr></table>
<table role="presentation" width="100%" cellpadding="5" cellspacing="0" style="font-size:13px;">
<tr><td>Tortilla de maíz 5 kg</td><td align="right">×6</td></tr>
<tr><td>Aceite vegetal 20 L</td><td align="right">×2</td></tr>
<tr><td>Limón sin semilla 10 kg</td><td align="right">×2</td></tr>
<tr><td>Cilantro manojo</td><td align="right">×12</td></tr>
<tr><td colspan="2" style="color:#5c6b7a;">y 8 artículos más</td></tr>
<tr><td style="border-top:1px solid #d5dde6;"><b>Total pagado</b></td><td align="right" style="border-top:1px solid #d5dde6;"><b>$6,874.90</b></td></tr></table>
<p style="margin:12px 0 0;font-size:12px;color:#5c6b7a;">Pagado con Obsidiana •••• 9023. Lleva tu credencial de socio o el número de pedido. <a href="https://www.mayorama.com.mx/cuenta/pedidos/MY-3310982" style="color:#0b4ea2;">Ver pedido</a></p>`,
    ),
  },
  {
    family: "mayorama-club",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "660193",
    link: null,
    from: "Mayorama Club de Precios <cuenta@mayorama.com.mx>",
    to: TO,
    subject: "Tu código de inicio de sesión: 660193",
    date: on(10, 21, "09:58:41"),
    text: `Hola, Rocío:

Usa este código para iniciar sesión en la app Mayorama:

660193

Vence en 10 minutos. Si no fuiste tú, ignora este correo; tu cuenta sigue protegida.

Mayorama Club de Precios · Atención a socios 800 629 6727`,
    html: mayorama(
      "Vence en 10 minutos",
      `<p style="margin:0 0 12px;">Hola, Rocío:</p>
<p style="margin:0 0 16px;">Usa este código para iniciar sesión en la app Mayorama:</p>
<p style="margin:0 0 16px;font-size:34px;font-weight:bold;letter-spacing:4px;color:#0b4ea2;">660193</p>
<p style="margin:0;font-size:12px;color:#5c6b7a;">Vence en 10 minutos. Si no fuiste tú, ignora este correo; tu cuenta sigue protegida.</p>`,
    ),
  },
  {
    family: "mesalista",
    group: "consumer",
    lang: "es",
    kind: "new-booking",
    code: null,
    link: null,
    from: "MesaLista <reservaciones@mesalista.com>",
    to: TO,
    subject: "Nueva reservación: Ximena Ortiz, 8 personas, vie 18 sep 21:00",
    date: on(9, 16, "20:33:09"),
    enc: "qp",
    text: `Nueva reservación en Taquería El Güero

Nombre: Ximena Ortiz
Personas: 8
Fecha: viernes 18 de septiembre de 2026, 21:00
Zona: Terraza
Teléfono: +52 33 2210 4817
Nota del cliente: "Es cumpleaños, ¿podrían tener una vela para el postre?"
Confirmación: ML-7Q4K92

La reservación se confirmó automáticamente según tus reglas de disponibilidad.

Ver en el libro de reservaciones: https://restaurantes.mesalista.com/libro?fecha=2026-09-18

MesaLista para restaurantes`,
    html: mesalista(
      "es",
      "8 personas · Terraza · vie 18 sep 21:00",
      `<p style="margin:0 0 4px;font-size:12px;color:#14897a;font-weight:bold;text-transform:uppercase;">Nueva reservación</p>
<p style="margin:0 0 18px;font-size:21px;font-weight:bold;">Ximena Ortiz · 8 personas</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8c8c8c;width:120px;">Fecha</td><td>viernes 18 de septiembre de 2026, 21:00</td></tr>
<tr><td style="color:#8c8c8c;">Zona</td><td>Terraza</td></tr>
<tr><td style="color:#8c8c8c;">Teléfono</td><td>+52 33 2210 4817</td></tr>
<tr><td style="color:#8c8c8c;">Confirmación</td><td>ML-7Q4K92</td></tr></table>
<div style="margin:16px 0;padding:12px;background:#f0faf8;border-radius:6px;font-size:14px;"><b>Nota del cliente:</b> “Es cumpleaños, ¿podrían tener una vela para el postre?”</div>
<p style="margin:0 0 16px;font-size:13px;color:#8c8c8c;">La reservación se confirmó automáticamente según tus reglas de disponibilidad.</p>
<a href="https://restaurantes.mesalista.com/libro?fecha=2026-09-18" style="color:#14897a;font-weight:bold;">Abrir libro de reservaciones</a>`,
    ),
  },
  {
    family: "mesalista",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://click.mesalista.com/ls/click?upn=u001.Hq2kVb7mLx9Pz4Rf0nWc-2BtJ8&inv=tm_5RXw1",
    from: "MesaLista <team@mesalista.com>",
    to: TO,
    subject: "Daniel Herrera invited you to MesaLista for Restaurants",
    date: on(9, 10, "11:26:50", "-0700"),
    text: `Hi Rocío,

Daniel Herrera from MesaLista Onboarding has set up Taquería El Güero (Guadalajara) and invited you to join as the Owner.

As Owner you can manage your booking rules, tables and shifts, see guest notes and reviews, and invite your staff.

Accept your invitation:
https://click.mesalista.com/ls/click?upn=u001.Hq2kVb7mLx9Pz4Rf0nWc-2BtJ8&inv=tm_5RXw1

This invitation expires in 14 days.

Need help getting started? Book a 20-minute setup call: https://mesalista.com/restaurants/setup-call

MesaLista Inc. · 2261 Market St #4190, San Francisco, CA 94114`,
    html: mesalista(
      "en",
      "Join as Owner of Taquería El Güero",
      `<p style="margin:0 0 16px;font-size:21px;font-weight:bold;">You're invited to MesaLista</p>
<p style="margin:0 0 16px;">Hi Rocío, <b>Daniel Herrera</b> from MesaLista Onboarding has set up <b>Taquería El Güero (Guadalajara)</b> and invited you to join as the <b>Owner</b>.</p>
<p style="margin:0 0 22px;color:#595959;font-size:14px;">As Owner you can manage your booking rules, tables and shifts, see guest notes and reviews, and invite your staff.</p>
<p style="margin:0 0 22px;"><a href="https://click.mesalista.com/ls/click?upn=u001.Hq2kVb7mLx9Pz4Rf0nWc-2BtJ8&amp;inv=tm_5RXw1" style="display:inline-block;background:#14897a;color:#ffffff;padding:13px 26px;border-radius:6px;text-decoration:none;font-weight:bold;">Accept invitation</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#8c8c8c;">This invitation expires in 14 days.</p>
<p style="margin:0;font-size:13px;color:#8c8c8c;">Need help getting started? <a href="https://mesalista.com/restaurants/setup-call" style="color:#14897a;">Book a 20-minute setup call</a>.</p>`,
    ),
  },
  {
    family: "mesalista",
    group: "consumer",
    lang: "en",
    kind: "daily-summary",
    code: null,
    link: null,
    from: "MesaLista <reports@mesalista.com>",
    to: TO,
    subject: "Tonight at Taquería El Güero: 11 bookings, 46 covers",
    date: on(10, 9, "12:00:04"),
    text: `Friday, October 9, 2026 — Taquería El Güero

Bookings: 11
Covers: 46
Peak: 21:00–21:30 (18 covers)
Large parties: Familia Reyes (10) at 20:30, Oficina Kapa (12) at 21:00
Guests with notes: 4 (2 birthdays, 1 allergy: shellfish, 1 high chair)
Waitlist yesterday: 7 parties, 5 seated

Last week's no-show rate: 6% (down from 9%)

Open tonight's book: https://restaurantes.mesalista.com/libro?fecha=2026-10-09

MesaLista for Restaurants`,
    html: mesalista(
      "en",
      "Peak 21:00–21:30 · 2 large parties",
      `<p style="margin:0 0 4px;font-size:13px;color:#8c8c8c;">Friday, October 9, 2026</p>
<p style="margin:0 0 18px;font-size:21px;font-weight:bold;">Tonight: 11 bookings, 46 covers</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#8c8c8c;">Peak</td><td>21:00–21:30 (18 covers)</td></tr>
<tr><td style="color:#8c8c8c;">Large parties</td><td>Familia Reyes (10) at 20:30<br>Oficina Kapa (12) at 21:00</td></tr>
<tr><td style="color:#8c8c8c;">Guest notes</td><td>2 birthdays · 1 allergy (shellfish) · 1 high chair</td></tr>
<tr><td style="color:#8c8c8c;">Waitlist yesterday</td><td>7 parties, 5 seated</td></tr>
<tr><td style="color:#8c8c8c;">No-show rate last week</td><td>6% <span style="color:#14897a;">▼ from 9%</span></td></tr></table>
<p style="margin:18px 0 0;"><a href="https://restaurantes.mesalista.com/libro?fecha=2026-10-09" style="color:#14897a;font-weight:bold;">Open tonight's book</a></p>`,
    ),
  },
];

// ---------------------------------------------------------------- Vitrinal (social network, business pages)

function vitrinal(lang: string, pre: string, body: string): string {
  const f = lang === "en"
    ? { sent: "This message was sent to rocio@taqueriaelguero.mx.", why: "Why did I get this?", help: "Help Center" }
    : {
      sent: "Este mensaje se envió a rocio@taqueriaelguero.mx.",
      why: "¿Por qué recibí esto?",
      help: "Servicio de ayuda",
    };
  return `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#ffffff;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table border="0" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;"><tr><td align="center">
<table border="0" width="430" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-family:Helvetica Neue,Helvetica,Lucida Grande,tahoma,verdana,arial,sans-serif;">
<tr><td style="padding:20px 0 16px;"><img src="https://static.vitrinal.app/rsrc/mail/vitrinal-business-logo.png" width="120" height="28" alt="Vitrinal Business" style="border:0;"></td></tr>
<tr><td style="font-size:16px;line-height:22px;color:#1c1e21;">${body}</td></tr>
<tr><td style="padding-top:28px;border-bottom:1px solid #e5e5e5;"></td></tr>
<tr><td style="padding:14px 0;font-size:11px;line-height:16px;color:#8a8d91;">${f.sent} <a href="https://www.vitrinal.app/help/why-email" style="color:#385898;">${f.why}</a> · <a href="https://www.vitrinal.app/help" style="color:#385898;">${f.help}</a><br>
Vitrinal Platforms Ltd., 4 Grand Canal Quay, Dublin 2, D02 K590, Ireland</td></tr>
</table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- NóminaPronto (payroll)

function nomina(pre: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f5f3ff;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 14px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="padding:22px 30px 0;"><img src="https://nominapronto.mx/static/email/np-logo-indigo.png" width="150" height="30" alt="NóminaPronto"></td></tr>
<tr><td style="padding:22px 30px 28px;font-family:'Inter',Arial,sans-serif;font-size:14px;line-height:22px;color:#1e1b3a;">${body}</td></tr>
<tr><td style="padding:16px 30px;background:#1e1b3a;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#a9a4d1;">
NóminaPronto · Software de nómina y timbrado de recibos · Av. Constitución 2050, Obispado, 64060 Monterrey, N.L.<br>
<a href="https://ayuda.nominapronto.mx" style="color:#ffffff;">Ayuda</a> &nbsp;|&nbsp; <a href="https://nominapronto.mx/privacidad" style="color:#ffffff;">Privacidad</a> &nbsp;|&nbsp; 81 4170 3320 &nbsp;|&nbsp; © 2026 NóminaPronto S.A.P.I. de C.V.
</td></tr></table></td></tr></table></body></html>`;
}

// ---------------------------------------------------------------- Enerlumbre (electricity and natural gas)

function enerlumbre(pre: string, body: string): string {
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>
<body style="margin:0;background:#f0f0f0;">
<div style="display:none;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f0f0f0"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="margin:20px 0;">
<tr><td style="padding:0;"><table width="100%" cellpadding="0" cellspacing="0"><tr>
<td bgcolor="#ff7a00" width="8"></td>
<td style="padding:18px 22px;"><img src="https://www.enerlumbre.mx/recursos/correo/enerlumbre-gas-y-luz.png" width="180" height="38" alt="Enerlumbre Gas y Luz"></td>
<td align="right" style="padding:18px 22px;font-family:Tahoma,Arial,sans-serif;font-size:11px;color:#777;">Número de cliente<br><b style="color:#333;font-size:13px;">0318-77402-6</b></td>
</tr></table></td></tr>
<tr><td style="padding:22px 30px;font-family:Tahoma,Arial,sans-serif;font-size:14px;line-height:21px;color:#333333;">${body}</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eeeeee;font-family:Tahoma,Arial,sans-serif;font-size:10px;line-height:15px;color:#888888;">
Fugas de gas y emergencias 24 h: 800 337 4328 · Atención a clientes: 33 3818 2200 · <a href="https://www.enerlumbre.mx/oficina-virtual" style="color:#ff7a00;">Oficina Virtual</a> · <a href="https://www.enerlumbre.mx/aviso-privacidad" style="color:#ff7a00;">Aviso de privacidad</a><br>
Enerlumbre Comercializadora de Energía S.A. de C.V. · Av. Américas 1545, Providencia, 44630 Guadalajara, Jal.
</td></tr></table></td></tr></table></body></html>`;
}

const batch5: Mail[] = [
  {
    family: "vitrinal-business",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://business.vitrinal.app/invitations/accept/?asset_id=108842771935&nonce=Ue8kQ1zR",
    from: "Vitrinal Business <notification@business.vitrinal.app>",
    to: TO,
    subject: "Emilio Mendoza invited you to help manage Taquería El Güero",
    date: on(9, 5, "23:12:45", "+0000"),
    text: `Emilio Mendoza invited you to help manage the Page Taquería El Güero with full control.

With full control you can post and reply to messages and comments, run ads, see insights, and add or remove other people.

Accept invitation:
https://business.vitrinal.app/invitations/accept/?asset_id=108842771935&nonce=Ue8kQ1zR

If you don't know Emilio or don't want to manage this Page, you can ignore this email.

Vitrinal Platforms Ltd., 4 Grand Canal Quay, Dublin 2, D02 K590, Ireland`,
    html: vitrinal(
      "en",
      "You've been given full control of the Page",
      `<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="56" valign="top"><img src="https://scontent.vitrinal.app/p/108842771935/avatar-96.jpg" width="48" height="48" alt="Taquería El Güero" style="border-radius:24px;"></td>
<td><b>Emilio Mendoza</b> invited you to help manage the Page <b>Taquería El Güero</b> with full control.</td></tr></table>
<p style="margin:16px 0;font-size:14px;color:#606770;">With full control you can post and reply to messages and comments, run ads, see insights, and add or remove other people.</p>
<table cellpadding="0" cellspacing="0"><tr><td style="background:#1877f2;border-radius:6px;">
<a href="https://business.vitrinal.app/invitations/accept/?asset_id=108842771935&amp;nonce=Ue8kQ1zR" style="display:block;padding:10px 20px;color:#ffffff;font-weight:bold;font-size:15px;text-decoration:none;">Accept invitation</a></td>
<td width="8"></td>
<td style="background:#e4e6eb;border-radius:6px;"><a href="https://business.vitrinal.app/invitations/?asset_id=108842771935" style="display:block;padding:10px 20px;color:#1c1e21;font-weight:bold;font-size:15px;text-decoration:none;">See all invitations</a></td></tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#8a8d91;">If you don't know Emilio or don't want to manage this Page, you can ignore this email.</p>`,
    ),
  },
  {
    family: "vitrinal-business",
    group: "consumer",
    lang: "es",
    kind: "login-code",
    code: "714829",
    link: null,
    from: "Vitrinal <security@mail.vitrinal.app>",
    to: TO,
    subject: "714829 es tu código de Vitrinal",
    date: on(9, 6, "00:03:18", "+0000"),
    enc: "qp",
    text: `Hola, Rocío:

Alguien intentó iniciar sesión en tu cuenta de Vitrinal. Si fuiste tú, usa este código:

714829

Si no fuiste tú, te recomendamos cambiar tu contraseña: https://www.vitrinal.app/settings/security

Equipo de seguridad de Vitrinal`,
    html: vitrinal(
      "es",
      "Alguien intentó iniciar sesión en tu cuenta",
      `<p style="margin:0 0 14px;">Hola, Rocío:</p>
<p style="margin:0 0 14px;">Alguien intentó iniciar sesión en tu cuenta de Vitrinal. Si fuiste tú, usa este código:</p>
<table cellpadding="0" cellspacing="0" style="margin:0 0 18px;"><tr><td style="padding:12px 20px;background:#e7f3ff;border:1px solid #1877f2;border-radius:6px;font-size:22px;font-weight:bold;letter-spacing:2px;color:#1c1e21;">714829</td></tr></table>
<p style="margin:0;font-size:14px;color:#606770;">Si no fuiste tú, te recomendamos <a href="https://www.vitrinal.app/settings/security" style="color:#385898;">cambiar tu contraseña</a>.</p>`,
    ),
  },
  {
    family: "vitrinal-business",
    group: "consumer",
    lang: "es",
    kind: "weekly-insights",
    code: null,
    link: null,
    from: "Vitrinal Business <notification@business.vitrinal.app>",
    to: TO,
    subject: "Taquería El Güero: 3,214 personas vieron tu página esta semana",
    date: on(10, 19, "15:30:00", "+0000"),
    enc: "b64",
    text: `Resumen semanal de Taquería El Güero (12 al 18 de octubre)

Alcance: 3,214 cuentas (+38 %)
Interacciones: 612
Nuevos seguidores: 87 (total 4,906)
Mensajes recibidos: 23 · tiempo de respuesta medio: 2 h 14 min
Publicación destacada: "Martes de 2x1 en tacos de suadero 🌮" — 1,108 personas alcanzadas

Responde más rápido para obtener la insignia "Muy receptiva ante los mensajes".

Ver estadísticas: https://business.vitrinal.app/insights/?asset_id=108842771935

Vitrinal Platforms Ltd.`,
    html: vitrinal(
      "es",
      "Alcance +38 % · 87 nuevos seguidores",
      `<p style="margin:0 0 6px;font-size:20px;font-weight:bold;">Tu semana en Vitrinal</p>
<p style="margin:0 0 16px;font-size:13px;color:#8a8d91;">Taquería El Güero · 12 al 18 de octubre</p>
<table width="100%" cellpadding="10" cellspacing="0" style="font-size:14px;background:#f0f2f5;border-radius:8px;">
<tr><td>Alcance</td><td align="right"><b>3,214</b> <span style="color:#42b72a;">+38 %</span></td></tr>
<tr><td>Interacciones</td><td align="right"><b>612</b></td></tr>
<tr><td>Nuevos seguidores</td><td align="right"><b>87</b> (total 4,906)</td></tr>
<tr><td>Mensajes</td><td align="right">23 · respuesta en 2 h 14 min</td></tr></table>
<p style="margin:16px 0 6px;font-size:14px;font-weight:bold;">Publicación destacada</p>
<table cellpadding="0" cellspacing="0"><tr><td width="76"><img src="https://scontent.vitrinal.app/p/108842771935/post-2x1-suadero-140.jpg" width="64" height="64" alt=""></td>
<td style="font-size:14px;">“Martes de 2x1 en tacos de suadero 🌮”<br><span style="color:#8a8d91;">1,108 personas alcanzadas</span></td></tr></table>
<p style="margin:18px 0 0;"><a href="https://business.vitrinal.app/insights/?asset_id=108842771935" style="color:#385898;font-weight:bold;">Ver estadísticas</a></p>`,
    ),
  },
  {
    family: "vitrinal-business",
    group: "consumer",
    lang: "en",
    kind: "security-alert",
    code: null,
    link: null,
    from: "Vitrinal <security@mail.vitrinal.app>",
    to: TO,
    subject: "New login to Vitrinal from Chrome on Windows",
    date: on(10, 26, "04:47:52", "+0000"),
    text: `Hi Rocío,

We noticed a new login to your account.

Device: Chrome on Windows
Location: Monterrey, Nuevo León, Mexico (approximate)
Time: October 25 at 10:46 PM (CST)

If this was you, you don't need to do anything.

If this wasn't you, secure your account: https://www.vitrinal.app/hacked/?n=Jd82Lq

Thanks,
Vitrinal Security`,
    html: vitrinal(
      "en",
      "Chrome on Windows · Monterrey, Nuevo León",
      `<p style="margin:0 0 14px;">Hi Rocío,</p>
<p style="margin:0 0 14px;">We noticed a new login to your account.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-left:3px solid #e4e6eb;">
<tr><td style="color:#8a8d91;">Device</td><td>Chrome on Windows</td></tr>
<tr><td style="color:#8a8d91;">Location</td><td>Monterrey, Nuevo León, Mexico (approximate)</td></tr>
<tr><td style="color:#8a8d91;">Time</td><td>October 25 at 10:46 PM (CST)</td></tr></table>
<p style="margin:16px 0;">If this was you, you don't need to do anything.</p>
<p style="margin:0;"><a href="https://www.vitrinal.app/hacked/?n=Jd82Lq" style="color:#385898;">This wasn't me — secure my account</a></p>`,
    ),
  },
  {
    family: "nominapronto",
    group: "regional",
    lang: "es",
    kind: "transaction-code",
    code: "NP-448120",
    code_digits: "448120",
    link: null,
    from: "NóminaPronto <seguridad@nominapronto.mx>",
    to: TO,
    subject: "Código para autorizar la dispersión de la nómina",
    date: on(9, 15, "09:04:33"),
    text: `Hola, Rocío:

Para autorizar la dispersión de la nómina quincenal escribe este código en NóminaPronto:

NP-448120

Periodo: 1 al 15 de septiembre de 2026
Colaboradores: 9
Total a dispersar: $48,715.40 MXN desde Banco Tonatiuh •••• 4415
Fecha de pago: 15/09/2026

El código vence en 10 minutos. Si no estás autorizando una nómina, avísanos al 81 4170 3320.

NóminaPronto`,
    html: nomina(
      "Nómina del 1 al 15 de septiembre · 9 colaboradores",
      `<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">Autoriza la dispersión</p>
<p style="margin:0 0 16px;">Hola, Rocío. Para autorizar la dispersión de la nómina quincenal escribe este código en NóminaPronto:</p>
<p style="margin:0 0 18px;text-align:center;"><span style="display:inline-block;padding:12px 22px;background:#ede9fe;border-radius:8px;font-family:'SFMono-Regular',Consolas,monospace;font-size:28px;font-weight:bold;letter-spacing:3px;color:#4c1d95;">NP-448120</span></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;border-top:1px solid #ede9fe;">
<tr><td style="color:#6b6790;">Periodo</td><td align="right">1 al 15 de septiembre de 2026</td></tr>
<tr><td style="color:#6b6790;">Colaboradores</td><td align="right">9</td></tr>
<tr><td style="color:#6b6790;">Total a dispersar</td><td align="right"><b>$48,715.40 MXN</b></td></tr>
<tr><td style="color:#6b6790;">Cuenta</td><td align="right">Banco Tonatiuh •••• 4415</td></tr>
<tr><td style="color:#6b6790;">Fecha de pago</td><td align="right">15/09/2026</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#6b6790;">El código vence en 10 minutos. Si no estás autorizando una nómina, avísanos al 81 4170 3320.</p>`,
    ),
  },
  {
    family: "nominapronto",
    group: "regional",
    lang: "es",
    kind: "payroll-done",
    code: null,
    link: null,
    from: "NóminaPronto <avisos@nominapronto.mx>",
    to: TO,
    subject: "Nómina pagada y recibos timbrados ✅ (16 al 30 sep)",
    date: on(9, 30, "13:22:18"),
    enc: "qp",
    text: `¡Listo, Rocío! La nómina del periodo 16 al 30 de septiembre de 2026 quedó pagada.

Colaboradores pagados: 9 de 9
Total dispersado: $49,102.85
Recibos de nómina timbrados (CFDI 4.0): 9
ISR retenido: $2,318.60
Cuotas IMSS estimadas del mes: $11,406.27

Tus colaboradores ya pueden ver su recibo en la app NóminaPronto Empleados.

Recuerda: la declaración de ISR retenido vence el 17 de octubre.

Ver detalle de la nómina: https://app.nominapronto.mx/nominas/2026-Q18

NóminaPronto`,
    html: nomina(
      "9 de 9 colaboradores pagados · $49,102.85",
      `<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">Nómina pagada ✅</p>
<p style="margin:0 0 16px;">La nómina del periodo <b>16 al 30 de septiembre de 2026</b> quedó pagada y los recibos están timbrados.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;">
<tr><td>Colaboradores pagados</td><td align="right">9 de 9</td></tr>
<tr style="background:#faf9ff;"><td>Total dispersado</td><td align="right"><b>$49,102.85</b></td></tr>
<tr><td>Recibos timbrados (CFDI 4.0)</td><td align="right">9</td></tr>
<tr style="background:#faf9ff;"><td>ISR retenido</td><td align="right">$2,318.60</td></tr>
<tr><td>Cuotas IMSS estimadas del mes</td><td align="right">$11,406.27</td></tr></table>
<p style="margin:16px 0;padding:10px 12px;background:#fef3c7;border-radius:6px;font-size:13px;">Recuerda: la declaración de ISR retenido vence el 17 de octubre.</p>
<p style="margin:0;"><a href="https://app.nominapronto.mx/nominas/2026-Q18" style="color:#5b21b6;font-weight:bold;">Ver detalle de la nómina</a></p>`,
    ),
  },
  {
    family: "nominapronto",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://app.nominapronto.mx/password/reset/3f8e1b7c-40a2-4d0e-9c55-6b21e7d9a014",
    from: "NóminaPronto <seguridad@nominapronto.mx>",
    to: TO,
    subject: "Cambia tu contraseña de NóminaPronto",
    date: on(10, 16, "22:10:56"),
    text: `Hola, Rocío:

Recibimos una solicitud para cambiar la contraseña de tu cuenta (rocio@taqueriaelguero.mx).

Crea una nueva contraseña aquí (el enlace funciona 1 hora):
https://app.nominapronto.mx/password/reset/3f8e1b7c-40a2-4d0e-9c55-6b21e7d9a014

Si no pediste el cambio, ignora este correo.

NóminaPronto · 81 4170 3320`,
    html: nomina(
      "El enlace funciona 1 hora",
      `<p style="margin:0 0 12px;font-size:18px;font-weight:bold;">¿Olvidaste tu contraseña?</p>
<p style="margin:0 0 18px;">Recibimos una solicitud para cambiar la contraseña de tu cuenta (rocio@taqueriaelguero.mx).</p>
<p style="margin:0 0 18px;"><a href="https://app.nominapronto.mx/password/reset/3f8e1b7c-40a2-4d0e-9c55-6b21e7d9a014" style="display:inline-block;background:#5b21b6;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold;">Crear nueva contraseña</a></p>
<p style="margin:0;font-size:12px;color:#6b6790;">El enlace funciona 1 hora. Si no pediste el cambio, ignora este correo.</p>`,
    ),
  },
  {
    family: "enerlumbre",
    group: "regional",
    lang: "es",
    kind: "bill-ready",
    code: null,
    link: null,
    from: "Enerlumbre Gas y Luz <facturacion@enerlumbre.mx>",
    to: TO,
    subject: "Tu recibo de gas natural de septiembre: $7,418.00",
    date: on(10, 5, "06:40:00"),
    enc: "b64",
    text: `Estimada clienta:

Ya está disponible tu recibo de gas natural.

Número de cliente: 0318-77402-6
Servicio: Gas natural comercial · Av. México 2744, Col. Ladrón de Guevara
Periodo: 02/09/2026 al 01/10/2026
Consumo: 612 m³ (lectura actual 48,207 · anterior 47,595)
Total a pagar: $7,418.00
Fecha límite de pago: 20/10/2026
Referencia de pago: 0318774026 1026 07418

Paga en la Oficina Virtual, en tiendas de conveniencia o con domiciliación.

Enerlumbre Gas y Luz`,
    html: enerlumbre(
      "Total a pagar $7,418.00 · vence 20/10/2026",
      `<p style="margin:0 0 14px;font-size:18px;color:#ff7a00;font-weight:bold;">Tu recibo de gas natural está listo</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border:1px solid #eeeeee;">
<tr><td bgcolor="#fafafa">Servicio</td><td>Gas natural comercial · Av. México 2744, Col. Ladrón de Guevara</td></tr>
<tr><td bgcolor="#fafafa">Periodo</td><td>02/09/2026 al 01/10/2026</td></tr>
<tr><td bgcolor="#fafafa">Consumo</td><td>612 m³ (lectura actual 48,207 · anterior 47,595)</td></tr>
<tr><td bgcolor="#fafafa">Referencia de pago</td><td>0318774026 1026 07418</td></tr>
<tr><td bgcolor="#fafafa"><b>Total a pagar</b></td><td><b style="font-size:18px;">$7,418.00</b></td></tr>
<tr><td bgcolor="#fafafa">Fecha límite</td><td><b>20/10/2026</b></td></tr></table>
<p style="margin:18px 0 0;"><a href="https://www.enerlumbre.mx/oficina-virtual/recibos/0318-77402-6/2026-09" style="display:inline-block;background:#ff7a00;color:#ffffff;padding:10px 20px;text-decoration:none;font-weight:bold;">Ver y pagar recibo</a></p>`,
    ),
  },
  {
    family: "enerlumbre",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://www.enerlumbre.mx/oficina-virtual/registro/activar?u=0318774026&c=Qm9XcTJ2Lk4",
    from: "Enerlumbre Oficina Virtual <oficinavirtual@enerlumbre.mx>",
    to: TO,
    subject: "Activa tu acceso a la Oficina Virtual",
    date: on(9, 29, "17:03:41"),
    text: `Hola, ROCIO MENDOZA ARELLANO:

Gracias por registrarte en la Oficina Virtual de Enerlumbre con el número de cliente 0318-77402-6.

Para activar tu acceso y confirmar tu correo, entra a:
https://www.enerlumbre.mx/oficina-virtual/registro/activar?u=0318774026&c=Qm9XcTJ2Lk4

El enlace es válido por 72 horas.

Una vez activa tu cuenta podrás consultar tus recibos de luz y gas, reportar lecturas y domiciliar tus pagos.

Fugas de gas y emergencias 24 h: 800 337 4328
Enerlumbre Gas y Luz`,
    html: enerlumbre(
      "Confirma tu correo para entrar",
      `<p style="margin:0 0 14px;">Hola, ROCIO MENDOZA ARELLANO:</p>
<p style="margin:0 0 14px;">Gracias por registrarte en la Oficina Virtual de Enerlumbre con el número de cliente <b>0318-77402-6</b>. Para activar tu acceso y confirmar tu correo, haz clic en el botón:</p>
<p style="margin:0 0 18px;"><a href="https://www.enerlumbre.mx/oficina-virtual/registro/activar?u=0318774026&amp;c=Qm9XcTJ2Lk4" style="display:inline-block;background:#ff7a00;color:#ffffff;padding:12px 26px;text-decoration:none;font-weight:bold;">Activar mi cuenta</a></p>
<p style="margin:0 0 10px;font-size:12px;color:#777;">El enlace es válido por 72 horas.</p>
<p style="margin:0;font-size:12px;color:#777;">Una vez activa tu cuenta podrás consultar tus recibos de luz y gas, reportar lecturas y domiciliar tus pagos.</p>`,
    ),
  },
  {
    family: "enerlumbre",
    group: "regional",
    lang: "es",
    kind: "payment-received",
    code: null,
    link: null,
    from: "Enerlumbre Gas y Luz <pagos@enerlumbre.mx>",
    to: TO,
    subject: "Recibimos tu pago de luz",
    date: on(10, 23, "12:15:09"),
    text: `Estimada clienta:

Recibimos tu pago del servicio de energía eléctrica.

Número de cliente: 0318-77402-6
Importe: $12,960.00
Medio: Domiciliación Banco Tonatiuh •••• 4415
Folio de pago: EL-PG-88120447
Fecha: 23/10/2026

Tu comprobante fiscal llegará por separado. Gracias por estar al corriente.

Enerlumbre Gas y Luz · Atención a clientes 33 3818 2200`,
    html: null,
  },
];

// ---------------------------------------------------------------- Sonoteca (background-music licensing)

function sonoteca(lang: string, pre: string, body: string): string {
  const f = lang === "en"
    ? `<a href="https://sonoteca.fm/help" style="color:#a3a3b5;">Help</a> · <a href="https://sonoteca.fm/legal/privacy" style="color:#a3a3b5;">Privacy</a> · <a href="https://sonoteca.fm/account/email-preferences" style="color:#a3a3b5;">Email preferences</a>`
    : `<a href="https://sonoteca.fm/es/ayuda" style="color:#a3a3b5;">Ayuda</a> · <a href="https://sonoteca.fm/es/legal/privacidad" style="color:#a3a3b5;">Privacidad</a> · <a href="https://sonoteca.fm/account/email-preferences" style="color:#a3a3b5;">Preferencias de correo</a>`;
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#17132b;">
<div style="display:none;max-height:0;overflow:hidden;">${pre}</div>
<table width="100%" cellpadding="0" cellspacing="0" style="background:#17132b;"><tr><td align="center" style="padding:32px 12px;">
<table width="520" cellpadding="0" cellspacing="0">
<tr><td align="center" style="padding-bottom:22px;"><img src="https://cdn.sonoteca.fm/mail/sonoteca-wordmark-pink.png" width="150" height="32" alt="Sonoteca · Música con licencia para tu negocio"></td></tr>
<tr><td style="background:#231d3f;border-radius:14px;padding:30px;font-family:'Poppins',Arial,sans-serif;font-size:15px;line-height:23px;color:#e8e6f3;">${body}</td></tr>
<tr><td align="center" style="padding:20px;font-family:Arial,sans-serif;font-size:11px;line-height:17px;color:#8c88a6;">${f}<br>
Sonoteca Media S.L. · Carrer de Pujades 77, 08005 Barcelona · Sonoteca México, Av. Chapultepec 118, 44160 Guadalajara<br>
<a href="https://instagram.com/sonoteca.fm"><img src="https://cdn.sonoteca.fm/mail/ig.png" width="20" height="20" alt="Instagram"></a> <a href="https://open.spotify.com/user/sonotecafm"><img src="https://cdn.sonoteca.fm/mail/sp.png" width="20" height="20" alt="Spotify"></a></td></tr>
</table></td></tr></table></body></html>`;
}

const batch6: Mail[] = [
  {
    family: "agenda-sanitaria-occidente",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "K7M4Q2",
    link: null,
    from: "Agenda Sanitaria Occidente <no-responder@agendasanitaria-occidente.gob.mx>",
    to: TO,
    subject: "Código de verificación para su registro",
    date: on(9, 28, "10:41:27"),
    text: `AGENDA SANITARIA OCCIDENTE
Dirección de Protección contra Riesgos Sanitarios
Sistema de citas para visitas de verificación y trámites sanitarios

Estimado(a) usuario(a):

Para concluir el registro de su cuenta capture el siguiente código de verificación en el formulario:

Código de verificación: K7M4Q2

El código tiene una vigencia de 15 minutos. Distingue mayúsculas y minúsculas.

Datos del registro:
Establecimiento: TAQUERIA EL GUERO
Giro: Preparación de alimentos y bebidas (SCIAN 722514)
Domicilio: Av. México 2744, Col. Ladrón de Guevara, C.P. 44600

Este es un mensaje generado automáticamente; no responda a este correo.
Horario de atención telefónica: lunes a viernes de 9:00 a 15:00, 33 3030 5700 ext. 41208.`,
    html: null,
  },
  {
    family: "agenda-sanitaria-occidente",
    group: "regional",
    lang: "es",
    kind: "appointment-scheduled",
    code: null,
    link: null,
    from: "Agenda Sanitaria Occidente <no-responder@agendasanitaria-occidente.gob.mx>",
    to: TO,
    subject: "Registro de cita - Folio ASO/2026/018377",
    date: on(9, 28, "10:58:03"),
    enc: "qp",
    text: `AGENDA SANITARIA OCCIDENTE

Su cita quedó registrada con los siguientes datos:

Folio: ASO/2026/018377
Trámite: Asesoría previa a verificación sanitaria (establecimientos de alimentos)
Fecha: martes 13 de octubre de 2026
Hora: 10:30
Sede: Módulo Centro, Calle Dr. Baeza Alzaga 107, planta baja, Guadalajara, Jal.

Documentos que debe presentar (original y copia):
1. Aviso de funcionamiento
2. Constancia de capacitación en manejo higiénico de alimentos del personal
3. Bitácora de control de plagas de los últimos 6 meses
4. Identificación oficial del propietario o representante legal

Preséntese 10 minutos antes. Si necesita cambiar la fecha, hágalo desde su cuenta con al menos 48 horas de anticipación.

Este es un mensaje generado automáticamente; no responda a este correo.`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:13px;color:#222;">
<table width="640" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #999;">
<tr><td style="background:#611232;padding:12px 16px;"><img src="https://agendasanitaria-occidente.gob.mx/img/encabezado-correo.png" alt="Agenda Sanitaria Occidente · Dirección de Protección contra Riesgos Sanitarios" width="420" height="48"></td></tr>
<tr><td style="padding:16px;">
<p><b>Su cita quedó registrada con los siguientes datos:</b></p>
<table cellpadding="4" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#bbb;font-size:13px;">
<tr><td bgcolor="#eeeeee">Folio</td><td><b>ASO/2026/018377</b></td></tr>
<tr><td bgcolor="#eeeeee">Trámite</td><td>Asesoría previa a verificación sanitaria (establecimientos de alimentos)</td></tr>
<tr><td bgcolor="#eeeeee">Fecha</td><td>martes 13 de octubre de 2026</td></tr>
<tr><td bgcolor="#eeeeee">Hora</td><td>10:30</td></tr>
<tr><td bgcolor="#eeeeee">Sede</td><td>Módulo Centro, Calle Dr. Baeza Alzaga 107, planta baja, Guadalajara, Jal.</td></tr>
</table>
<p><b>Documentos que debe presentar (original y copia):</b></p>
<ol><li>Aviso de funcionamiento</li><li>Constancia de capacitación en manejo higiénico de alimentos del personal</li><li>Bitácora de control de plagas de los últimos 6 meses</li><li>Identificación oficial del propietario o representante legal</li></ol>
<p>Preséntese 10 minutos antes. Si necesita cambiar la fecha, hágalo desde <a href="https://agendasanitaria-occidente.gob.mx/mis-citas">su cuenta</a> con al menos 48 horas de anticipación.</p>
<p style="font-size:11px;color:#666;">Este es un mensaje generado automáticamente; no responda a este correo.</p>
</td></tr></table></body></html>`,
  },
  {
    family: "agenda-sanitaria-occidente",
    group: "regional",
    lang: "es",
    kind: "reminder",
    code: null,
    link: null,
    from: "Agenda Sanitaria Occidente <no-responder@agendasanitaria-occidente.gob.mx>",
    to: TO,
    subject: "Recordatorio: su cita es mañana 13/10/2026 a las 10:30",
    date: on(10, 12, "08:00:00"),
    text: `AGENDA SANITARIA OCCIDENTE

Le recordamos que mañana tiene una cita:

Folio: ASO/2026/018377
Fecha y hora: 13/10/2026, 10:30
Sede: Módulo Centro, Calle Dr. Baeza Alzaga 107, planta baja, Guadalajara, Jal.

No olvide sus documentos en original y copia. La tolerancia es de 10 minutos; después de ese tiempo deberá agendar una nueva cita.

Este es un mensaje generado automáticamente; no responda a este correo.`,
    html: null,
  },
  {
    family: "sonoteca",
    group: "consumer",
    lang: "en",
    kind: "magic-link",
    code: null,
    link: "https://sonoteca.fm/auth/email-link?token=sl_9c41d2e8b07f4a6d8e13&redirect=%2Fbusiness%2Fzones",
    from: "Sonoteca <hello@sonoteca.fm>",
    to: TO,
    subject: "Your sign-in link for Sonoteca Business",
    date: on(9, 19, "18:22:37", "+0200"),
    text: `Sign in to Sonoteca Business

Hi Rocío, click the link below to sign in. It works once and expires in 15 minutes.

https://sonoteca.fm/auth/email-link?token=sl_9c41d2e8b07f4a6d8e13&redirect=%2Fbusiness%2Fzones

Requested from Safari on iPad · Guadalajara, MX

If you didn't ask for this, you can safely ignore this email.

— Sonoteca
Sonoteca Media S.L. · Carrer de Pujades 77, 08005 Barcelona`,
    html: sonoteca(
      "en",
      "It works once and expires in 15 minutes",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:600;color:#ffffff;">Sign in to Sonoteca Business</p>
<p style="margin:0 0 22px;">Hi Rocío, tap the button below to sign in. It works once and expires in 15 minutes.</p>
<p style="margin:0 0 22px;text-align:center;"><a href="https://sonoteca.fm/auth/email-link?token=sl_9c41d2e8b07f4a6d8e13&amp;redirect=%2Fbusiness%2Fzones" style="display:inline-block;background:#ff4f9a;color:#ffffff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:600;">Sign in</a></p>
<p style="margin:0 0 6px;font-size:12px;color:#a3a3b5;">Requested from Safari on iPad · Guadalajara, MX</p>
<p style="margin:0;font-size:12px;color:#a3a3b5;">If you didn't ask for this, you can safely ignore this email.</p>`,
    ),
  },
  {
    family: "sonoteca",
    group: "consumer",
    lang: "es",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "Sonoteca <facturacion@sonoteca.fm>",
    to: TO,
    subject: "Renovamos tu licencia de música para negocios",
    date: on(10, 1, "10:16:02", "+0200"),
    enc: "qp",
    text: `Hola, Rocío:

Renovamos tu plan Sonoteca Negocio para Taquería El Güero.

Plan: Negocio · 1 zona de sonido
Periodo: 1 de octubre – 31 de octubre de 2026
Importe: $1,249.00 MXN (IVA incluido)
Método de pago: Obsidiana •••• 9023
No. de recibo: SNT-MX-2026-104877

Tu licencia cubre la reproducción pública de música en el local hasta con 60 comensales. Puedes descargar el certificado de licencia para mostrarlo en una inspección desde tu cuenta.

Tu factura (CFDI) se emitirá en las próximas 24 horas con los datos fiscales registrados.

Gracias por poner música con licencia,
Sonoteca`,
    html: sonoteca(
      "es",
      "Plan Negocio · octubre 2026 · $1,249.00 MXN",
      `<p style="margin:0 0 14px;font-size:22px;font-weight:600;color:#ffffff;">Licencia renovada 🎶</p>
<p style="margin:0 0 18px;">Renovamos tu plan <b>Sonoteca Negocio</b> para Taquería El Güero.</p>
<table width="100%" cellpadding="8" cellspacing="0" style="font-size:14px;background:#2d2650;border-radius:10px;">
<tr><td style="color:#a3a3b5;">Plan</td><td align="right">Negocio · 1 zona de sonido</td></tr>
<tr><td style="color:#a3a3b5;">Periodo</td><td align="right">1 – 31 de octubre de 2026</td></tr>
<tr><td style="color:#a3a3b5;">Importe</td><td align="right"><b>$1,249.00 MXN</b> (IVA incl.)</td></tr>
<tr><td style="color:#a3a3b5;">Pago</td><td align="right">Obsidiana •••• 9023</td></tr>
<tr><td style="color:#a3a3b5;">Recibo</td><td align="right">SNT-MX-2026-104877</td></tr></table>
<p style="margin:18px 0 12px;font-size:13px;">Tu licencia cubre la reproducción pública de música en el local hasta con 60 comensales. <a href="https://sonoteca.fm/business/license/certificate" style="color:#ff8cc0;">Descarga el certificado de licencia</a> para mostrarlo en una inspección.</p>
<p style="margin:0;font-size:12px;color:#a3a3b5;">Tu factura (CFDI) se emitirá en las próximas 24 horas con los datos fiscales registrados.</p>`,
    ),
  },
  {
    family: "sonoteca",
    group: "consumer",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Sonoteca <novedades@sonoteca.fm>",
    to: TO,
    subject: "Nuevas estaciones para Día de Muertos 💀🎺",
    date: on(10, 22, "17:00:00", "+0200"),
    enc: "b64",
    text: `Novedades de Sonoteca · octubre 2026

🎺 "Cempasúchil": son jarocho, huapango y boleros para el fin de mes (112 canciones)
🌮 "Taquería de barrio": cumbia sonidera y rock en español, sin letras explícitas
🕯 "Noche de velas": instrumental tranquilo para la sobremesa

Programa las estaciones por horario: lo tranquilo a la comida y lo bailable después de las 21:00.

Escúchalas en la app: https://sonoteca.fm/es/estaciones/dia-de-muertos?utm_source=newsletter&utm_medium=email&utm_campaign=oct26

Para dejar de recibir novedades: https://sonoteca.fm/account/email-preferences`,
    html: sonoteca(
      "es",
      "Son jarocho, cumbia sonidera y boleros programados por horario",
      `<p style="margin:0 0 16px;font-size:22px;font-weight:600;color:#ffffff;">Nuevas estaciones para Día de Muertos</p>
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="33%" style="padding:4px;"><a href="https://sonoteca.fm/es/estaciones/cempasuchil?utm_source=newsletter&amp;utm_campaign=oct26"><img src="https://cdn.sonoteca.fm/mail/oct26/cempasuchil.jpg" width="140" alt="Cempasúchil" style="border-radius:8px;"></a></td>
<td width="33%" style="padding:4px;"><a href="https://sonoteca.fm/es/estaciones/taqueria-de-barrio?utm_source=newsletter&amp;utm_campaign=oct26"><img src="https://cdn.sonoteca.fm/mail/oct26/taqueria-de-barrio.jpg" width="140" alt="Taquería de barrio" style="border-radius:8px;"></a></td>
<td width="33%" style="padding:4px;"><a href="https://sonoteca.fm/es/estaciones/noche-de-velas?utm_source=newsletter&amp;utm_campaign=oct26"><img src="https://cdn.sonoteca.fm/mail/oct26/noche-de-velas.jpg" width="140" alt="Noche de velas" style="border-radius:8px;"></a></td>
</tr></table>
<p style="margin:16px 0;font-size:14px;">🎺 <b>Cempasúchil</b>: son jarocho, huapango y boleros (112 canciones)<br>🌮 <b>Taquería de barrio</b>: cumbia sonidera y rock en español, sin letras explícitas<br>🕯 <b>Noche de velas</b>: instrumental tranquilo para la sobremesa</p>
<p style="margin:0 0 20px;font-size:14px;color:#c9c6dd;">Programa las estaciones por horario: lo tranquilo a la comida y lo bailable después de las 21:00.</p>
<p style="margin:0;text-align:center;"><a href="https://sonoteca.fm/es/estaciones/dia-de-muertos?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=oct26" style="display:inline-block;background:#ff4f9a;color:#ffffff;padding:12px 28px;border-radius:30px;text-decoration:none;font-weight:600;">Escuchar en la app</a></p>`,
    ),
  },
  {
    family: "frigobrusio",
    group: "regional",
    lang: "it",
    kind: "confirm-registration",
    code: null,
    link: "https://assistenza.frigobrusio.it/garanzia/conferma?reg=FBW-26-0093481&k=71c0e5a2",
    from: "Frigobrusio Assistenza <garanzia@frigobrusio.it>",
    to: TO,
    subject: "Conferma la registrazione della garanzia – FBW-26-0093481",
    date: on(9, 26, "09:12:18", "+0200"),
    enc: "qp",
    text: `Gentile Rocío Mendoza,

grazie per aver registrato il Suo prodotto Frigobrusio.

Prodotto: Tavolo refrigerato saladette TRS-150 GN 1/6
Numero di serie: TRS150-2607-11842
Rivenditore: Equipos Gastronómicos de Occidente, Guadalajara (MX)
Data di acquisto: 18/09/2026

Per attivare l'estensione della garanzia a 36 mesi confermi la registrazione entro 7 giorni:
https://assistenza.frigobrusio.it/garanzia/conferma?reg=FBW-26-0093481&k=71c0e5a2

Senza conferma resta valida la garanzia standard di 12 mesi.

Cordiali saluti,
Servizio Assistenza Frigobrusio
Frigobrusio S.r.l. · Via dell'Artigianato 22 · 31030 Dosson di Casier (TV) · Italia
Tel. +39 0422 490 771 · P.IVA 03918470264`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eceff1;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 10px;">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;font-family:'Trebuchet MS',Arial,sans-serif;">
<tr><td style="padding:18px 28px;border-bottom:2px solid #00838f;"><img src="https://www.frigobrusio.it/media/email/logo-frigobrusio.png" width="170" height="40" alt="Frigobrusio · Refrigerazione professionale"></td></tr>
<tr><td style="padding:26px 28px;font-size:14px;line-height:21px;color:#263238;">
<p style="margin:0 0 14px;">Gentile Rocío Mendoza,</p>
<p style="margin:0 0 14px;">grazie per aver registrato il Suo prodotto Frigobrusio.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:13px;background:#f5f7f8;">
<tr><td style="color:#607d8b;">Prodotto</td><td>Tavolo refrigerato saladette TRS-150 GN 1/6</td></tr>
<tr><td style="color:#607d8b;">Numero di serie</td><td>TRS150-2607-11842</td></tr>
<tr><td style="color:#607d8b;">Rivenditore</td><td>Equipos Gastronómicos de Occidente, Guadalajara (MX)</td></tr>
<tr><td style="color:#607d8b;">Data di acquisto</td><td>18/09/2026</td></tr></table>
<p style="margin:18px 0;">Per attivare l'estensione della garanzia a <b>36 mesi</b> confermi la registrazione entro 7 giorni:</p>
<p style="margin:0 0 18px;"><a href="https://assistenza.frigobrusio.it/garanzia/conferma?reg=FBW-26-0093481&amp;k=71c0e5a2" style="display:inline-block;background:#00838f;color:#ffffff;padding:11px 24px;text-decoration:none;font-weight:bold;">Conferma registrazione</a></p>
<p style="margin:0;font-size:12px;color:#607d8b;">Senza conferma resta valida la garanzia standard di 12 mesi.</p>
</td></tr>
<tr><td style="padding:14px 28px;background:#263238;font-size:10px;line-height:15px;color:#b0bec5;">Frigobrusio S.r.l. · Via dell'Artigianato 22 · 31030 Dosson di Casier (TV) · Italia · Tel. +39 0422 490 771 · P.IVA 03918470264<br>
<a href="https://www.frigobrusio.it/privacy" style="color:#80deea;">Informativa privacy</a> · <a href="https://www.frigobrusio.it/es" style="color:#80deea;">Versión en español</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "frigobrusio",
    group: "regional",
    lang: "it",
    kind: "service-report",
    code: null,
    link: null,
    from: "Frigobrusio Assistenza <assistenza@frigobrusio.it>",
    to: TO,
    subject: "Intervento tecnico chiuso – Ticket FB-AS-55207",
    date: on(10, 27, "16:48:30", "+0100"),
    text: `Gentile cliente,

il ticket FB-AS-55207 relativo al Suo tavolo refrigerato TRS-150 (s/n TRS150-2607-11842) è stato chiuso.

Intervento eseguito da: centro assistenza autorizzato Equipos Gastronómicos de Occidente (Guadalajara)
Data intervento: 26/10/2026
Descrizione: sostituzione della sonda di temperatura della vasca e verifica della carica di gas R290
Esito: risolto
Costo: 0,00 € (in garanzia, registrazione FBW-26-0093481)

Se il problema dovesse ripresentarsi, risponda a questa e-mail indicando il numero di ticket.

Servizio Assistenza Frigobrusio
Tel. +39 0422 490 771`,
    html: null,
  },
];

export const mails: Mail[] = [...batch1, ...batch2, ...batch3, ...batch4, ...batch5, ...batch6];
