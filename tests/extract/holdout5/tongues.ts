/**
 * Account mail in the reader's own language: sign-in and two-step codes, address checks, resets,
 * invitations, opt-ins, pickup codes and plain notices and receipts, from regional senders writing
 * Spanish, Portuguese, French, German, Arabic, Japanese, Chinese, Thai and two dozen more languages.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

// ---------------------------------------------------------------- helpers

/** An href as it sits in HTML. */
function h(url: string): string {
  return url.replaceAll("&", "&amp;");
}

/** A centred card layout with a logo row, used by most retail and service senders. */
function card(o: {
  lang: string;
  title: string;
  pre: string;
  color: string;
  logo: string;
  brand: string;
  body: string;
  foot: string;
  dir?: "rtl";
  font?: string;
}): string {
  const dir = o.dir ? ` dir="rtl"` : "";
  const align = o.dir ? "right" : "left";
  const font = o.font ?? "Helvetica,Arial,sans-serif";
  return `<!DOCTYPE html>
<html lang="${o.lang}"${dir}>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title}</title>
<style type="text/css">
  body{margin:0;padding:0;background:#f2f3f5;}
  a{color:${o.color};}
  @media only screen and (max-width:620px){ .wrap{width:100% !important;} .px{padding-left:18px !important;padding-right:18px !important;} }
</style>
</head>
<body style="margin:0;padding:0;background:#f2f3f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${o.pre}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f3f5;">
  <tr>
    <td align="center" style="padding:24px 8px;">
      <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:8px;">
        <tr>
          <td class="px" align="${align}" style="padding:28px 40px 12px 40px;border-bottom:3px solid ${o.color};">
            <img src="${o.logo}" width="140" alt="${o.brand}" style="display:block;border:0;height:auto;">
          </td>
        </tr>
        <tr>
          <td class="px" align="${align}" style="padding:28px 40px 32px 40px;font-family:${font};font-size:15px;line-height:24px;color:#2b2d31;">
${o.body}
          </td>
        </tr>
        <tr>
          <td class="px" align="${align}" style="padding:20px 40px 28px 40px;background:#fafafa;border-top:1px solid #ececec;font-family:${font};font-size:11px;line-height:17px;color:#8a8d93;border-radius:0 0 8px 8px;">
${o.foot}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>
`;
}

/** A bank or utility layout: full-width coloured bar, narrow content, a details table. */
function bar(o: {
  lang: string;
  title: string;
  color: string;
  brand: string;
  logo: string;
  body: string;
  foot: string;
  pre?: string;
  dir?: "rtl";
}): string {
  const dir = o.dir ? ` dir="rtl"` : "";
  const pre = o.pre
    ? `<span style="display:none!important;visibility:hidden;opacity:0;color:transparent;height:0;width:0;font-size:1px;">${o.pre}</span>\n`
    : "";
  return `<html lang="${o.lang}"${dir}><head><meta charset="utf-8"><title>${o.title}</title></head>
<body style="margin:0;background:#e9ecef;font-family:Verdana,Geneva,sans-serif;">
${pre}<table width="100%" cellspacing="0" cellpadding="0" bgcolor="${o.color}"><tr><td align="center" style="padding:14px 0;">
<table width="560" cellspacing="0" cellpadding="0"><tr><td><img src="${o.logo}" alt="${o.brand}" height="32" style="border:0;display:block;"></td></tr></table>
</td></tr></table>
<table width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:0 0 30px 0;">
<table width="560" cellspacing="0" cellpadding="0" bgcolor="#ffffff" style="border:1px solid #d6dadf;border-top:0;">
<tr><td style="padding:30px 32px;font-size:13px;line-height:21px;color:#1d2125;">
${o.body}
</td></tr>
</table>
<table width="560" cellspacing="0" cellpadding="0"><tr><td style="padding:16px 32px;font-size:10px;line-height:15px;color:#6c757d;">
${o.foot}
</td></tr></table>
</td></tr></table>
</body></html>
`;
}

/** A button as a bulletproof table cell. */
function btn(url: string, label: string, color: string, text = "#ffffff"): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
  <tr><td align="center" bgcolor="${color}" style="border-radius:6px;">
    <a href="${
    h(url)
  }" target="_blank" style="display:inline-block;padding:13px 30px;font-size:15px;font-weight:bold;color:${text};text-decoration:none;border-radius:6px;">${label}</a>
  </td></tr>
</table>`;
}

/** One table cell per character of a code. */
function cells(code: string, color = "#111111"): string {
  const tds = [...code].map((ch) =>
    `<td width="44" height="54" align="center" valign="middle" style="border:1px solid #cfd4da;border-radius:6px;font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:${color};">${ch}</td><td width="8"></td>`
  ).join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0;"><tr>\n${tds}\n</tr></table>`;
}

/** A code in one letter-spaced box. */
function boxed(code: string, bg = "#f1f3f6", color = "#111111"): string {
  return `<div style="margin:22px 0;padding:16px 0;background:${bg};border-radius:6px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${color};">${code}</div>`;
}

/** Social icons row for footers. */
function social(base: string, nets: string[]): string {
  return nets.map((n) =>
    `<a href="${base}/${n}" style="text-decoration:none;"><img src="${base}/img/ico-${n}.png" width="22" height="22" alt="${n}" style="border:0;"></a>`
  ).join("&nbsp;&nbsp;");
}

const PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

// ---------------------------------------------------------------- mails

// ---------------------------------------------------------------- Spanish

const TIANGUIS_FOOT =
  `Tianguis Digital S.A.P.I. de C.V. · Av. Paseo de la Reforma 296, piso 12, Col. Juárez, Cuauhtémoc, C.P. 06600, Ciudad de México.<br>
¿Dudas? Llámanos al 55 4170 2280 (lunes a sábado de 8:00 a 21:00 h) o escríbenos a <a href="https://ayuda.tianguisdigital.mx" style="color:#8a8d93;">ayuda.tianguisdigital.mx</a>.<br>
<a href="https://www.tianguisdigital.mx/legal/aviso-de-privacidad" style="color:#8a8d93;">Aviso de privacidad</a> · <a href="https://www.tianguisdigital.mx/legal/terminos" style="color:#8a8d93;">Términos y condiciones</a><br>
© 2026 Tianguis Digital. Todos los derechos reservados.`;

const spanish: Mail[] = [
  {
    family: "tianguis-digital",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "730519",
    link: null,
    from: "Tianguis Digital <seguridad@tianguisdigital.mx>",
    subject: "730519 es tu código para iniciar sesión",
    date: "Mon, 02 Nov 2026 19:42:08 -0600",
    enc: "qp",
    text: `Hola, Mariana:

Recibimos una solicitud para iniciar sesión en tu cuenta de Tianguis Digital desde un navegador Chrome en Windows (Guadalajara, Jal.).

Tu código de verificación es:

730519

El código vence en 10 minutos. Nadie de Tianguis Digital te lo va a pedir por teléfono ni por WhatsApp.

Si no fuiste tú, cambia tu contraseña en https://www.tianguisdigital.mx/mi-cuenta/seguridad

Tianguis Digital S.A.P.I. de C.V. · Av. Paseo de la Reforma 296, piso 12, Col. Juárez, C.P. 06600, CDMX
Aviso de privacidad: https://www.tianguisdigital.mx/legal/aviso-de-privacidad
`,
    html: card({
      lang: "es-MX",
      title: "Tu código para iniciar sesión",
      pre: "Vence en 10 minutos. No lo compartas con nadie.",
      color: "#e2520f",
      logo: "https://static.tianguisdigital.mx/mail/logo-tianguis@2x.png",
      brand: "Tianguis Digital",
      body: `<p style="margin:0 0 14px 0;font-size:20px;font-weight:bold;">Hola, Mariana:</p>
<p style="margin:0 0 14px 0;">Recibimos una solicitud para iniciar sesión en tu cuenta desde <strong>Chrome en Windows</strong> (Guadalajara, Jal.). Escribe este código de verificación para continuar:</p>
${boxed("730519", "#fff3ec", "#e2520f")}
<p style="margin:0 0 14px 0;">El código vence en <strong>10 minutos</strong>. Nadie de Tianguis Digital te lo va a pedir por teléfono ni por WhatsApp.</p>
<p style="margin:0;color:#6b6f76;font-size:13px;">¿No fuiste tú? <a href="https://www.tianguisdigital.mx/mi-cuenta/seguridad">Cambia tu contraseña</a> y revisa tus dispositivos conectados.</p>`,
      foot: TIANGUIS_FOOT,
    }),
  },
  {
    family: "tianguis-digital",
    group: "negative",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Tianguis Digital <pedidos@tianguisdigital.mx>",
    subject: "Tu pedido TD-5520-8813 ya va en camino",
    date: "Thu, 05 Nov 2026 11:03:51 -0600",
    enc: "qp",
    text: `¡Buenas noticias, Mariana!

Tu pedido TD-5520-8813 salió de nuestro centro de distribución en Tepotzotlán y llegará entre el lunes 9 y el miércoles 11 de noviembre.

Paquetería: Estafeta
Número de guía: 8055 2291 0472 3318
Rastrea tu envío: https://www.tianguisdigital.mx/pedidos/TD-5520-8813/rastreo

Resumen
1 x Licuadora de 10 velocidades, 1.5 L ........ $1,249.00
1 x Juego de 3 sartenes antiadherentes ........ $899.00
Envío ......................................... $0.00
Total (IVA incluido) .......................... $2,148.00 MXN
Pagado con tarjeta terminación 4821 a 6 meses sin intereses.

Dirección de entrega:
Mariana Ochoa, Calle Hidalgo 1418, Col. Americana, C.P. 44160, Guadalajara, Jal.

Gracias por comprar en Tianguis Digital.
`,
    html: card({
      lang: "es-MX",
      title: "Tu pedido va en camino",
      pre: "Llega entre el lunes 9 y el miércoles 11 de noviembre.",
      color: "#e2520f",
      logo: "https://static.tianguisdigital.mx/mail/logo-tianguis@2x.png",
      brand: "Tianguis Digital",
      body: `<p style="margin:0 0 10px 0;font-size:20px;font-weight:bold;">¡Tu pedido ya va en camino!</p>
<p style="margin:0 0 16px 0;">Pedido <strong>TD-5520-8813</strong> · Llega entre el <strong>lunes 9 y el miércoles 11 de noviembre</strong>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #eee;font-size:14px;">
<tr><td>Paquetería</td><td align="right">Estafeta</td></tr>
<tr><td>Número de guía</td><td align="right">8055 2291 0472 3318</td></tr>
</table>
${btn("https://www.tianguisdigital.mx/pedidos/TD-5520-8813/rastreo", "Rastrear mi envío", "#e2520f")}
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td><img src="https://img.tianguisdigital.mx/p/88120/thumb.jpg" width="56" alt="Licuadora"></td><td>Licuadora de 10 velocidades, 1.5 L</td><td align="right">$1,249.00</td></tr>
<tr><td><img src="https://img.tianguisdigital.mx/p/40317/thumb.jpg" width="56" alt="Sartenes"></td><td>Juego de 3 sartenes antiadherentes</td><td align="right">$899.00</td></tr>
<tr><td></td><td>Envío</td><td align="right">$0.00</td></tr>
<tr><td></td><td><strong>Total (IVA incluido)</strong></td><td align="right"><strong>$2,148.00 MXN</strong></td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:13px;color:#6b6f76;">Pagado con tarjeta •••• 4821 a 6 meses sin intereses.<br>Entrega en: Calle Hidalgo 1418, Col. Americana, C.P. 44160, Guadalajara, Jal.</p>`,
      foot: TIANGUIS_FOOT,
    }),
  },
  {
    family: "billetera-pampa",
    group: "regional",
    lang: "es",
    kind: "verify-code",
    code: "418709",
    link: null,
    from: "Pampa <no-responder@pampa.com.ar>",
    subject: "Confirmá tu e-mail en Pampa",
    date: "Tue, 03 Nov 2026 22:17:40 -0300",
    enc: "8bit",
    text: `Hola Facundo,

Para terminar de crear tu cuenta en Pampa, ingresá este código en la app:

41 87 09

Tenés 15 minutos para usarlo. Si no pediste abrir una cuenta, ignorá este mensaje.

Nunca te vamos a pedir este código por teléfono, mensaje directo ni mail.

Pampa Servicios de Pago S.A. · CUIT 30-71638224-5
Av. Corrientes 1386, piso 9, C1043ABN, Ciudad Autónoma de Buenos Aires
Defensa de las y los consumidores: https://www.argentina.gob.ar/produccion/defensadelconsumidor
`,
    html:
      `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#eef6f2;">
<center>
<table width="100%" style="max-width:480px;background:#ffffff;margin:32px auto;border-radius:16px;" cellpadding="0" cellspacing="0">
<tr><td style="padding:32px 32px 0 32px;"><img src="https://cdn.pampa.com.ar/mail/pampa-verde.png" alt="Pampa" width="96"></td></tr>
<tr><td style="padding:24px 32px 8px 32px;font-family:Arial,sans-serif;font-size:22px;font-weight:bold;color:#0b3d2c;">Confirmá tu e-mail</td></tr>
<tr><td style="padding:0 32px;font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333;">Hola Facundo, para terminar de crear tu cuenta ingresá este código en la app:</td></tr>
<tr><td style="padding:20px 32px;" align="center"><span style="display:inline-block;font-family:Arial,sans-serif;font-size:34px;font-weight:bold;letter-spacing:4px;color:#0b3d2c;background:#dff3ea;padding:12px 24px;border-radius:10px;">41 87 09</span></td></tr>
<tr><td style="padding:0 32px 24px 32px;font-family:Arial,sans-serif;font-size:13px;line-height:20px;color:#666;">Tenés 15 minutos para usarlo. Si no pediste abrir una cuenta, ignorá este mensaje.<br><br><strong>Nunca</strong> te vamos a pedir este código por teléfono, mensaje directo ni mail.</td></tr>
<tr><td style="padding:16px 32px 28px 32px;border-top:1px solid #e5e5e5;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#999;">Pampa Servicios de Pago S.A. · CUIT 30-71638224-5 · Av. Corrientes 1386, piso 9, C1043ABN, CABA.<br>
<a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor" style="color:#999;">Defensa de las y los consumidores</a> · <a href="https://pampa.com.ar/legales" style="color:#999;">Legales</a> · <a href="https://pampa.com.ar/ayuda" style="color:#999;">Ayuda</a></td></tr>
</table>
</center>
</body></html>`,
  },
  {
    family: "billetera-pampa",
    group: "negative",
    lang: "es",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Pampa <avisos@pampa.com.ar>",
    subject: "Recibiste $ 85.300,00 de Lucía Benítez",
    date: "Fri, 06 Nov 2026 13:29:02 -0300",
    enc: "b64",
    text: `Hola Facundo,

Recibiste una transferencia en tu cuenta Pampa.

Monto: $ 85.300,00
De: Lucía Benítez (CUIL 27-38441290-6)
Concepto: Alquiler noviembre
Fecha: 06/11/2026 13:28 h
Número de operación: 2611061328-004417

Tu saldo disponible es $ 142.915,48. El dinero ya genera rendimiento diario (TNA 32,5 %).

Ver el comprobante en la app: https://pampa.com.ar/app/actividad/2611061328-004417

Pampa Servicios de Pago S.A. · CUIT 30-71638224-5 · Av. Corrientes 1386, piso 9, C1043ABN, CABA
Los fondos depositados en cuentas de pago no constituyen depósitos en una entidad financiera ni cuentan con la garantía de la Ley 24.485.
`,
    html: null,
  },
  {
    family: "domicilios-ya",
    group: "regional",
    lang: "es",
    kind: "magic-link",
    code: null,
    link:
      "https://clk.domiciliosya.co/ls/click?upn=Yv8q2-bX7Ti0mQ-3DiZ4&t=ingreso&tok=eyJ1Ijo5ODIxNzcsImUiOjE3OTM5NTk5NDN9",
    from: "DomiciliosYa <hola@domiciliosya.co>",
    subject: "Tu enlace para ingresar a DomiciliosYa",
    date: "Sat, 07 Nov 2026 12:45:43 -0500",
    enc: "qp",
    text: `¡Hola, Andrés!

Toca el siguiente enlace para ingresar a tu cuenta de DomiciliosYa. Funciona una sola vez y vence en 20 minutos:

https://clk.domiciliosya.co/ls/click?upn=Yv8q2-bX7Ti0mQ-3DiZ4&t=ingreso&tok=eyJ1Ijo5ODIxNzcsImUiOjE3OTM5NTk5NDN9

Si no intentaste ingresar, puedes ignorar este correo; tu cuenta sigue segura.

Hoy tienes envío gratis en restaurantes seleccionados por compras desde $ 30.000.

DomiciliosYa S.A.S. · NIT 901.448.372-1 · Calle 93 # 11-26, oficina 402, Bogotá D.C., Colombia
Línea de atención: (601) 508 7720
`,
    html: card({
      lang: "es-CO",
      title: "Ingresa a DomiciliosYa",
      pre: "El enlace funciona una sola vez y vence en 20 minutos.",
      color: "#6b2bd9",
      logo: "https://assets.domiciliosya.co/email/logo-dy.png",
      brand: "DomiciliosYa",
      body: `<h1 style="margin:0 0 12px 0;font-size:24px;color:#1e1433;">¡Hola, Andrés!</h1>
<p style="margin:0;">Toca el botón para ingresar a tu cuenta. El enlace funciona una sola vez y vence en 20 minutos.</p>
${
        btn(
          "https://clk.domiciliosya.co/ls/click?upn=Yv8q2-bX7Ti0mQ-3DiZ4&t=ingreso&tok=eyJ1Ijo5ODIxNzcsImUiOjE3OTM5NTk5NDN9",
          "Ingresar a mi cuenta",
          "#6b2bd9",
        )
      }
<p style="margin:0 0 18px 0;font-size:13px;color:#777;">Si no intentaste ingresar, puedes ignorar este correo; tu cuenta sigue segura.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td style="background:#f4efff;border-radius:8px;padding:14px 16px;font-size:14px;">🛵 Hoy tienes <strong>envío gratis</strong> en restaurantes seleccionados por compras desde $ 30.000. <a href="https://clk.domiciliosya.co/ls/click?upn=Yv8q2-promo-envio&t=promo">Ver restaurantes</a></td></tr></table>`,
      foot: `DomiciliosYa S.A.S. · NIT 901.448.372-1 · Calle 93 # 11-26, oficina 402, Bogotá D.C., Colombia<br>
Línea de atención: (601) 508 7720 · <a href="https://domiciliosya.co/terminos" style="color:#8a8d93;">Términos</a> · <a href="https://domiciliosya.co/habeas-data" style="color:#8a8d93;">Política de tratamiento de datos</a><br>
${social("https://domiciliosya.co/s", ["instagram", "tiktok", "facebook"])}<br>
<a href="https://domiciliosya.co/correo/preferencias?u=982177" style="color:#8a8d93;">Cancelar suscripción a promociones</a>`,
    }),
  },
  {
    family: "domicilios-ya",
    group: "negative",
    lang: "es",
    kind: "receipt",
    code: null,
    link: null,
    from: "DomiciliosYa <recibos@domiciliosya.co>",
    subject: "Recibo de tu pedido #DY-3390172",
    date: "Sat, 07 Nov 2026 20:14:09 -0500",
    enc: "qp",
    text: `Gracias por tu pedido, Andrés.

Pedido #DY-3390172 · Sábado 7 de noviembre de 2026, 8:13 p. m.
Restaurante: Arepas La 85

2 x Arepa de choclo con queso ........ $ 24.000
1 x Limonada de coco .................. $ 9.500
Domicilio ............................. $ 4.900
Propina para Jhon (repartidor) ........ $ 3.000
Total ................................. $ 41.400

Pagado con Nequi 300 ••• 4412.
Entregado en: Carrera 15 # 88-64, apto 501, Bogotá.

¿Algo salió mal? Escríbenos desde la app o llama al (601) 508 7720.
DomiciliosYa S.A.S. · NIT 901.448.372-1
`,
    html: null,
  },
  {
    family: "iberluz-energia",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://areaclientes.iberluz.es/registro/confirmar?id=5f0b8e21c7&firma=Q2s7NnRk",
    from: "Iberluz Energía <no-reply@iberluz.es>",
    subject: "Confirma tu correo electrónico para activar tu Área Clientes",
    date: "Wed, 04 Nov 2026 09:21:33 +0100",
    enc: "qp",
    text: `Hola, Lucía:

Gracias por registrarte en el Área Clientes de Iberluz Energía.

Para activar tu acceso, confirma tu correo electrónico pulsando en el siguiente enlace (válido durante 48 horas):
https://areaclientes.iberluz.es/registro/confirmar?id=5f0b8e21c7&firma=Q2s7NnRk

Datos de tu contrato:
Titular: Lucía Ferrer Soler
CUPS: ES0031 4052 8871 0012 JF0F
Dirección de suministro: C/ de Sant Vicent 44, 3.º B, 46002 Valencia

Si no has solicitado este registro, no hagas nada.

Iberluz Energía Comercializadora, S.L. · CIF B-98331720 · C/ de Colón 12, 46004 Valencia
Atención al cliente: 900 102 331 (gratuito)
Protección de datos: puedes ejercer tus derechos escribiendo a dpo@iberluz.es.
`,
    html: bar({
      lang: "es-ES",
      title: "Confirma tu correo electrónico",
      color: "#0d6e4f",
      brand: "Iberluz Energía",
      logo: "https://www.iberluz.es/img/mail/logo-blanco.png",
      pre: "Último paso para activar tu Área Clientes",
      body: `<p style="font-size:18px;font-weight:bold;margin:0 0 14px 0;">Hola, Lucía:</p>
<p>Gracias por registrarte en el Área Clientes de Iberluz Energía. Para activar tu acceso, confirma tu correo electrónico. El enlace es válido durante 48 horas.</p>
<p style="text-align:center;margin:26px 0;"><a href="${
        h("https://areaclientes.iberluz.es/registro/confirmar?id=5f0b8e21c7&firma=Q2s7NnRk")
      }" style="background:#f5b400;color:#0d2b20;font-weight:bold;text-decoration:none;padding:12px 26px;border-radius:3px;display:inline-block;">Confirmar mi correo</a></p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:12px;border:1px solid #e1e4e8;background:#f8f9fa;">
<tr><td style="color:#6c757d;">Titular</td><td>Lucía Ferrer Soler</td></tr>
<tr><td style="color:#6c757d;">CUPS</td><td>ES0031 4052 8871 0012 JF0F</td></tr>
<tr><td style="color:#6c757d;">Suministro</td><td>C/ de Sant Vicent 44, 3.º B, 46002 Valencia</td></tr>
</table>
<p style="margin-top:18px;">Si no has solicitado este registro, no hagas nada.</p>`,
      foot:
        `Iberluz Energía Comercializadora, S.L. · CIF B-98331720 · C/ de Colón 12, 46004 Valencia · Atención al cliente 900 102 331 (gratuito).<br>
Responsable del tratamiento: Iberluz Energía Comercializadora, S.L. Puedes ejercer tus derechos de acceso, rectificación, supresión y portabilidad en <a href="mailto:dpo@iberluz.es" style="color:#6c757d;">dpo@iberluz.es</a>. <a href="https://www.iberluz.es/privacidad" style="color:#6c757d;">Política de privacidad</a>.`,
    }),
  },
  {
    family: "iberluz-energia",
    group: "negative",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "Iberluz Energía <facturas@iberluz.es>",
    subject: "Tu factura de luz de octubre ya está disponible",
    date: "Tue, 10 Nov 2026 07:05:12 +0100",
    enc: "b64",
    attachment: ["Factura_FE26-1104471.pdf", "application/pdf", PDF],
    text: `Hola, Lucía:

Te adjuntamos tu factura de electricidad.

Nº de factura: FE26-1104471
Periodo de facturación: 01/10/2026 – 31/10/2026
Consumo: 231 kWh
Importe total: 58,37 € (IVA incluido)
Fecha de cargo: 20/11/2026 en la cuenta ES21 •••• •••• •••• 7731

Puedes consultar el detalle en tu Área Clientes: https://areaclientes.iberluz.es/facturas

Iberluz Energía Comercializadora, S.L. · CIF B-98331720 · 900 102 331
`,
    html: bar({
      lang: "es-ES",
      title: "Tu factura de octubre",
      color: "#0d6e4f",
      brand: "Iberluz Energía",
      logo: "https://www.iberluz.es/img/mail/logo-blanco.png",
      body: `<p style="font-size:18px;font-weight:bold;margin:0 0 14px 0;">Tu factura de octubre</p>
<p>Hola, Lucía: te adjuntamos tu factura de electricidad en PDF.</p>
<table width="100%" cellpadding="7" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="border-bottom:1px solid #e1e4e8;"><td>Nº de factura</td><td align="right">FE26-1104471</td></tr>
<tr style="border-bottom:1px solid #e1e4e8;"><td>Periodo</td><td align="right">01/10/2026 – 31/10/2026</td></tr>
<tr style="border-bottom:1px solid #e1e4e8;"><td>Consumo</td><td align="right">231 kWh</td></tr>
<tr style="border-bottom:1px solid #e1e4e8;"><td>Fecha de cargo</td><td align="right">20/11/2026</td></tr>
<tr><td><strong>Importe total</strong></td><td align="right"><strong>58,37 €</strong></td></tr>
</table>
<p style="margin-top:18px;"><a href="https://areaclientes.iberluz.es/facturas" style="color:#0d6e4f;">Ver el detalle en tu Área Clientes</a></p>`,
      foot: `Iberluz Energía Comercializadora, S.L. · CIF B-98331720 · C/ de Colón 12, 46004 Valencia · 900 102 331.`,
    }),
  },
];

// ---------------------------------------------------------------- Portuguese

const portuguese: Mail[] = [
  {
    family: "banco-ipe",
    group: "regional",
    lang: "pt",
    kind: "2fa-code",
    code: "062418",
    link: null,
    from: "Banco Ipê <seguranca@bancoipe.com.br>",
    subject: "Seu código de segurança Ipê",
    date: "Mon, 09 Nov 2026 08:12:55 -0300",
    enc: "qp",
    text: `Olá, Rafael!

Use o código abaixo para confirmar o acesso ao Internet Banking Ipê em um novo dispositivo:

062418

Ele é válido por 5 minutos.

Atenção: o Banco Ipê nunca liga, envia SMS ou WhatsApp pedindo este código. Não compartilhe com ninguém.

Dispositivo: iPhone 14 · São Paulo/SP
Data: 09/11/2026 às 08:12

Se não foi você, bloqueie o acesso pelo 0800 771 4020 (24 horas).

Banco Ipê S.A. · CNPJ 31.872.495/0001-72 · Av. Paulista, 1842, 14º andar, Bela Vista, São Paulo/SP, CEP 01310-200
Ouvidoria: 0800 771 4099
`,
    html: card({
      lang: "pt-BR",
      title: "Código de segurança",
      pre: "Válido por 5 minutos. Não compartilhe com ninguém.",
      color: "#7a1fa2",
      logo: "https://static.bancoipe.com.br/email/ipe-logo.png",
      brand: "Banco Ipê",
      body: `<p style="margin:0 0 12px 0;font-size:20px;"><strong>Olá, Rafael!</strong></p>
<p style="margin:0;">Use o código abaixo para confirmar o acesso ao Internet Banking em um novo dispositivo:</p>
${cells("062418", "#7a1fa2")}
<p style="margin:0 0 16px 0;">Ele é válido por <strong>5 minutos</strong>.</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" style="background:#fdf3d8;border-left:4px solid #e0a800;font-size:13px;"><tr><td><strong>Atenção:</strong> o Banco Ipê nunca liga, envia SMS ou WhatsApp pedindo este código.</td></tr></table>
<p style="margin:16px 0 0 0;font-size:13px;color:#666;">Dispositivo: iPhone 14 · São Paulo/SP<br>Data: 09/11/2026 às 08:12<br>Se não foi você, bloqueie o acesso pelo 0800 771 4020 (24 horas).</p>`,
      foot:
        `Banco Ipê S.A. · CNPJ 31.872.495/0001-72 · Av. Paulista, 1842, 14º andar, Bela Vista, São Paulo/SP, CEP 01310-200<br>
SAC 0800 771 4000 · Ouvidoria 0800 771 4099 · Deficientes auditivos 0800 771 4088<br>
<a href="https://bancoipe.com.br/privacidade" style="color:#8a8d93;">Política de Privacidade</a> · <a href="https://bancoipe.com.br/seguranca" style="color:#8a8d93;">Dicas de segurança</a>`,
    }),
  },
  {
    family: "banco-ipe",
    group: "negative",
    lang: "pt",
    kind: "pix-receipt",
    code: null,
    link: null,
    from: "Banco Ipê <comprovantes@bancoipe.com.br>",
    subject: "Comprovante de Pix enviado – R$ 1.250,00",
    date: "Tue, 10 Nov 2026 17:48:30 -0300",
    enc: "8bit",
    text: `Comprovante de transferência Pix

Valor: R$ 1.250,00
Data e hora: 10/11/2026 17:48:12
Para: Condomínio Edifício Jacarandá
CNPJ: 05.116.732/0001-40
Instituição: Caixa Econômica Federal
Chave Pix: financeiro@edjacaranda.com.br
Descrição: Cota condominial 11/2026 apto 72

De: Rafael Moura Teixeira · CPF ***.412.887-**
Agência 0001 · Conta 7741203-8

ID da transação: E31872495202611102048s0a7Q1kLmP

Banco Ipê S.A. · CNPJ 31.872.495/0001-72
SAC 0800 771 4000 · Ouvidoria 0800 771 4099
`,
    html: null,
  },
  {
    family: "loja-jabuticaba",
    group: "regional",
    lang: "pt",
    kind: "newsletter-optin",
    code: null,
    link: "https://news.jabuticaba.com.br/optin/confirmar/8f31c2a9e0b74d61?lista=ofertas",
    from: "Jabuticaba Casa & Decor <ofertas@jabuticaba.com.br>",
    subject: "Falta só um clique: confirme sua inscrição 💜",
    date: "Wed, 11 Nov 2026 14:02:19 -0300",
    enc: "b64",
    text: `Oi, Camila!

Você pediu para receber as novidades e ofertas da Jabuticaba Casa & Decor. Para confirmar sua inscrição, clique no link:

https://news.jabuticaba.com.br/optin/confirmar/8f31c2a9e0b74d61?lista=ofertas

Depois de confirmar, você ganha 10% de desconto na primeira compra com o cupom BEMVINDA10 (compras acima de R$ 199,00).

Se não foi você, é só ignorar este e-mail: não vamos enviar mais nada.

Jabuticaba Comércio de Artigos para o Lar Ltda. · CNPJ 22.504.118/0001-09
Rua Fradique Coutinho, 1120 · Pinheiros · São Paulo/SP · CEP 05416-001
`,
    html: `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Confirme sua inscrição</title></head>
<body style="margin:0;padding:0;background:#f7f1f6;">
<span style="display:none;font-size:0;line-height:0;max-height:0;opacity:0;">E ganhe 10% na primeira compra.</span>
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="560" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;">
<tr><td><img src="https://img.jabuticaba.com.br/mkt/2026/optin-topo.jpg" width="560" alt="Jabuticaba Casa &amp; Decor" style="display:block;width:100%;"></td></tr>
<tr><td style="padding:30px 40px 10px 40px;font-family:Georgia,serif;font-size:26px;color:#4a1942;text-align:center;">Falta só um clique, Camila!</td></tr>
<tr><td style="padding:0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#444;text-align:center;">Você pediu para receber nossas novidades e ofertas. Confirme sua inscrição e ganhe <strong>10% de desconto</strong> na primeira compra.</td></tr>
<tr><td align="center" style="padding:26px 0;"><a href="${
      h("https://news.jabuticaba.com.br/optin/confirmar/8f31c2a9e0b74d61?lista=ofertas")
    }" style="background:#4a1942;color:#ffffff;font-family:Arial,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:14px 34px;border-radius:30px;display:inline-block;">SIM, QUERO RECEBER</a></td></tr>
<tr><td style="padding:0 40px 24px 40px;font-family:Arial,sans-serif;font-size:13px;color:#777;text-align:center;">Cupom após a confirmação: <strong>BEMVINDA10</strong> · compras acima de R$ 199,00</td></tr>
<tr><td style="padding:18px 40px;background:#4a1942;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#e8d6e5;text-align:center;">
<a href="https://www.jabuticaba.com.br/?utm_source=optin" style="color:#ffffff;">jabuticaba.com.br</a> · <a href="https://instagram.com/jabuticabadecor" style="color:#ffffff;">Instagram</a> · <a href="https://www.jabuticaba.com.br/atendimento" style="color:#ffffff;">Atendimento</a><br>
Jabuticaba Comércio de Artigos para o Lar Ltda. · CNPJ 22.504.118/0001-09<br>Rua Fradique Coutinho, 1120 · Pinheiros · São Paulo/SP · CEP 05416-001</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "cacifo-expresso",
    group: "regional",
    lang: "pt",
    kind: "pickup-code",
    code: "59302184",
    link: null,
    from: "Cacifo Expresso <naoresponder@cacifoexpresso.pt>",
    subject: "A sua encomenda já está no cacifo – código de levantamento",
    date: "Thu, 12 Nov 2026 10:37:04 +0000",
    enc: "qp",
    text: `Olá, Inês Carvalho,

A sua encomenda já está disponível para levantamento.

Cacifo: Cacifo Expresso – Estação de Entrecampos
Morada: Av. das Forças Armadas 2, 1600-081 Lisboa
Horário: todos os dias, 06h00 – 01h00

Código de levantamento: 5930 2184

Introduza o código no ecrã do cacifo ou leia o código QR na nossa app. A encomenda fica guardada até 15/11/2026; depois disso será devolvida ao remetente.

N.º de objeto: CE 418 330 925 PT
Remetente: Livraria Lello Online

Cacifo Expresso, S.A. · NIPC 514 207 863 · Rua do Conde de Redondo 74, 1150-109 Lisboa
Linha de apoio: 210 122 880 (chamada para a rede fixa nacional)
`,
    html: card({
      lang: "pt-PT",
      title: "Código de levantamento",
      pre: "Disponível até 15/11/2026 na Estação de Entrecampos",
      color: "#d4001a",
      logo: "https://www.cacifoexpresso.pt/mail/cacifo-logo.png",
      brand: "Cacifo Expresso",
      body: `<p style="margin:0 0 14px 0;">Olá, Inês Carvalho,</p>
<p style="margin:0 0 14px 0;">A sua encomenda já está disponível para levantamento.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:2px dashed #d4001a;border-radius:8px;"><tr><td align="center" style="padding:18px;">
<div style="font-size:12px;text-transform:uppercase;letter-spacing:1px;color:#777;">Código de levantamento</div>
<div style="font-size:34px;font-weight:bold;font-family:Consolas,monospace;color:#d4001a;letter-spacing:3px;">5930&nbsp;2184</div>
<img src="https://www.cacifoexpresso.pt/qr/5dc2a0e3.png" width="120" height="120" alt="Código QR" style="margin-top:10px;">
</td></tr></table>
<p style="margin:18px 0 6px 0;"><strong>Cacifo Expresso – Estação de Entrecampos</strong><br>Av. das Forças Armadas 2, 1600-081 Lisboa<br>Todos os dias, 06h00 – 01h00 · <a href="https://www.cacifoexpresso.pt/cacifos/lx-entrecampos">Ver no mapa</a></p>
<p style="margin:0;font-size:13px;color:#666;">Guardamos a encomenda até <strong>15/11/2026</strong>. N.º de objeto: CE 418 330 925 PT · Remetente: Livraria Lello Online</p>`,
      foot: `Cacifo Expresso, S.A. · NIPC 514 207 863 · Rua do Conde de Redondo 74, 1150-109 Lisboa<br>
Linha de apoio 210 122 880 (chamada para a rede fixa nacional) · <a href="https://www.cacifoexpresso.pt/privacidade" style="color:#8a8d93;">Privacidade</a> · <a href="https://www.livroreclamacoes.pt" style="color:#8a8d93;">Livro de Reclamações</a>`,
    }),
  },
  {
    family: "cacifo-expresso",
    group: "regional",
    lang: "pt",
    kind: "reset-link",
    code: null,
    link: "https://conta.cacifoexpresso.pt/recuperar/definir?t=c81a6fd2e3b94f70a4d1&utilizador=ines.carvalho",
    from: "Cacifo Expresso <naoresponder@cacifoexpresso.pt>",
    subject: "Redefinir a palavra-passe da sua conta",
    date: "Fri, 13 Nov 2026 21:55:47 +0000",
    enc: "8bit",
    text: `Olá, Inês,

Recebemos um pedido para redefinir a palavra-passe da sua conta Cacifo Expresso.

Para escolher uma nova palavra-passe, abra a ligação abaixo. Por motivos de segurança, é válida durante 1 hora e só pode ser utilizada uma vez.

https://conta.cacifoexpresso.pt/recuperar/definir?t=c81a6fd2e3b94f70a4d1&utilizador=ines.carvalho

Se não fez este pedido, ignore este e-mail: a sua palavra-passe atual continua válida.

Com os melhores cumprimentos,
Equipa Cacifo Expresso
210 122 880
`,
    html: null,
  },
];

// ---------------------------------------------------------------- French and Dutch

const french: Mail[] = [
  {
    family: "caisse-boreale",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "847203",
    link: null,
    from: "Caisse Boréale <securite@caisseboreale.ca>",
    subject: "Votre code de vérification AccèsB",
    date: "Mon, 09 Nov 2026 07:48:26 -0500",
    enc: "qp",
    text: `Bonjour Geneviève,

Voici votre code de vérification pour ouvrir une session dans AccèsB :

847 203

Ce code expire dans 10 minutes. Ne le communiquez à personne, même pas à un employé de la Caisse.

Vous n'avez pas tenté d'ouvrir une session? Communiquez avec nous immédiatement au 1 866 455-2040.

Caisse Boréale
1200, boulevard René-Lévesque Ouest, bureau 300, Montréal (Québec) H3B 4W8
Pour ne plus recevoir nos communications promotionnelles : https://www.caisseboreale.ca/preferences
`,
    html: bar({
      lang: "fr-CA",
      title: "Code de vérification",
      color: "#00594f",
      brand: "Caisse Boréale",
      logo: "https://www.caisseboreale.ca/static/courriel/logo-caisse-boreale-blanc.png",
      pre: "Ce code expire dans 10 minutes.",
      body: `<p style="margin:0 0 12px 0;">Bonjour Geneviève,</p>
<p style="margin:0 0 12px 0;">Voici votre code de vérification pour ouvrir une session dans AccèsB&nbsp;:</p>
<p style="margin:20px 0;text-align:center;"><span style="font-size:30px;font-weight:bold;letter-spacing:2px;color:#00594f;border:1px solid #b8d8d3;background:#eef7f5;padding:10px 22px;">847&nbsp;203</span></p>
<p style="margin:0 0 12px 0;">Ce code expire dans 10&nbsp;minutes. Ne le communiquez à personne, même pas à un employé de la Caisse.</p>
<p style="margin:0;color:#555;">Vous n’avez pas tenté d’ouvrir une session? Communiquez avec nous immédiatement au <a href="tel:+18664552040" style="color:#00594f;">1&nbsp;866&nbsp;455-2040</a>.</p>`,
      foot: `Caisse Boréale · 1200, boulevard René-Lévesque Ouest, bureau 300, Montréal (Québec) H3B 4W8<br>
<a href="https://www.caisseboreale.ca/confidentialite" style="color:#6c757d;">Confidentialité</a> · <a href="https://www.caisseboreale.ca/securite/fraude" style="color:#6c757d;">Signaler une fraude</a> · <a href="https://www.caisseboreale.ca/preferences" style="color:#6c757d;">Préférences de communication</a>`,
    }),
  },
  {
    family: "caisse-boreale",
    group: "negative",
    lang: "fr",
    kind: "transfer-received",
    code: null,
    link: null,
    from: "Caisse Boréale <avis@caisseboreale.ca>",
    subject: "Virement Interac reçu : 1 275,00 $ de Maxime Tremblay",
    date: "Wed, 11 Nov 2026 16:20:11 -0500",
    enc: "qp",
    text: `Bonjour Geneviève,

Un virement Interac de 1 275,00 $ envoyé par Maxime Tremblay a été déposé automatiquement dans votre compte Épargne avec opérations (folio ••• 4417).

Message de l'expéditeur : « Loyer décembre — 4520 rue Fabre »
Date : 11 novembre 2026, 16 h 19
Numéro de référence : CA1MRq9kW3tZ

Aucune action n'est requise de votre part.

Caisse Boréale
1200, boulevard René-Lévesque Ouest, bureau 300, Montréal (Québec) H3B 4W8
1 866 455-2040
`,
    html: null,
  },
  {
    family: "parkeer-bxl",
    group: "regional",
    lang: "fr",
    kind: "login-code",
    code: "3816",
    link: null,
    from: "ParkBXL <noreply@parkbxl.be>",
    subject: "Votre code de connexion ParkBXL : 3816",
    date: "Tue, 10 Nov 2026 08:03:40 +0100",
    enc: "8bit",
    text: `Bonjour,

Votre code de connexion ParkBXL est : 3816

Saisissez-le dans l'application dans les 5 minutes. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.

Bonne route !
L'équipe ParkBXL

ParkBXL SRL · Boulevard Anspach 111, 1000 Bruxelles · TVA BE 0712.448.306
Aide : +32 2 588 40 70 · https://www.parkbxl.be/fr/aide
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<div style="max-width:520px;margin:0 auto;padding:24px;">
<img src="https://www.parkbxl.be/mail/parkbxl.png" alt="ParkBXL" width="110"><br><br>
<p>Bonjour,</p>
<p>Votre code de connexion ParkBXL est&nbsp;:</p>
<p style="font-size:36px;font-weight:bold;letter-spacing:12px;margin:16px 0;color:#0046ad;">3816</p>
<p>Saisissez-le dans l'application dans les 5 minutes. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.</p>
<p>Bonne route&nbsp;!<br>L'équipe ParkBXL</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#888;">ParkBXL SRL · Boulevard Anspach 111, 1000 Bruxelles · TVA BE 0712.448.306<br>Aide&nbsp;: +32 2 588 40 70 · <a href="https://www.parkbxl.be/fr/aide" style="color:#888;">parkbxl.be/fr/aide</a> · <a href="https://www.parkbxl.be/fr/vie-privee" style="color:#888;">Vie privée</a></p>
</div></body></html>`,
  },
  {
    family: "parkeer-bxl",
    group: "negative",
    lang: "nl",
    kind: "parking-receipt",
    code: null,
    link: null,
    from: "ParkBXL <noreply@parkbxl.be>",
    subject: "Bevestiging van uw parkeersessie – 1-ABC-234",
    date: "Thu, 12 Nov 2026 18:41:09 +0100",
    enc: "qp",
    text: `Beste,

Uw parkeersessie is beëindigd.

Nummerplaat: 1-ABC-234
Zone: Elsene – rood (zone 1050-R)
Start: 12/11/2026 15:02
Einde: 12/11/2026 18:40
Duur: 3 u 38 min
Parkeergeld: € 9,10
Servicekost: € 0,35
Totaal: € 9,45 (btw inbegrepen)

Betaald met Bancontact •••• 2207. Transactienummer: PB-26111218-77410

De factuur vindt u in de app onder "Mijn sessies".

Met vriendelijke groeten,
Het ParkBXL-team

ParkBXL BV · Anspachlaan 111, 1000 Brussel · btw BE 0712.448.306
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;">
<div style="max-width:520px;margin:0 auto;padding:24px;">
<img src="https://www.parkbxl.be/mail/parkbxl.png" alt="ParkBXL" width="110"><br><br>
<p>Beste,</p>
<p>Uw parkeersessie is beëindigd.</p>
<table cellpadding="5" cellspacing="0" style="font-size:14px;border:1px solid #ddd;width:100%;">
<tr><td>Nummerplaat</td><td><strong>1-ABC-234</strong></td></tr>
<tr><td>Zone</td><td>Elsene – rood (zone 1050-R)</td></tr>
<tr><td>Start</td><td>12/11/2026 15:02</td></tr>
<tr><td>Einde</td><td>12/11/2026 18:40</td></tr>
<tr><td>Duur</td><td>3 u 38 min</td></tr>
<tr><td>Parkeergeld</td><td>€ 9,10</td></tr>
<tr><td>Servicekost</td><td>€ 0,35</td></tr>
<tr><td><strong>Totaal</strong></td><td><strong>€ 9,45</strong> (btw inbegrepen)</td></tr>
</table>
<p>Betaald met Bancontact •••• 2207. Transactienummer: PB-26111218-77410</p>
<p>De factuur vindt u in de app onder "Mijn sessies".</p>
<p>Met vriendelijke groeten,<br>Het ParkBXL-team</p>
<hr style="border:0;border-top:1px solid #ddd;">
<p style="font-size:11px;color:#888;">ParkBXL BV · Anspachlaan 111, 1000 Brussel · btw BE 0712.448.306 · <a href="https://www.parkbxl.be/nl/privacy" style="color:#888;">Privacy</a></p>
</div></body></html>`,
  },
  {
    family: "romandie-fidelite",
    group: "regional",
    lang: "fr",
    kind: "email-change-link",
    code: null,
    link: "https://compte.supercarre.ch/fr/email/confirmer/0c5e71b2-9a44-4d0f-8b3c-2e61f7a9d810",
    from: "Supercarré <service@supercarre.ch>",
    subject: "Confirmez votre nouvelle adresse e-mail",
    date: "Sat, 14 Nov 2026 10:15:00 +0100",
    enc: "qp",
    text: `Bonjour Monsieur Favre,

Vous avez demandé à modifier l'adresse e-mail de votre compte Supercarré. Pour que ce changement soit pris en compte, veuillez confirmer votre nouvelle adresse :

https://compte.supercarre.ch/fr/email/confirmer/0c5e71b2-9a44-4d0f-8b3c-2e61f7a9d810

Ce lien est valable 24 heures. Votre ancienne adresse reste active jusqu'à la confirmation.

Votre carte Supercarré n° 2501 8830 4417 et vos 1'284 points ne sont pas concernés.

Meilleures salutations
Service clientèle Supercarré
0848 200 400 (tarif normal)

Supercarré SA · Avenue de Rhodanie 48 · 1007 Lausanne
`,
    html: card({
      lang: "fr-CH",
      title: "Confirmez votre nouvelle adresse e-mail",
      pre: "Le lien est valable 24 heures.",
      color: "#c8102e",
      logo: "https://www.supercarre.ch/assets/mail/logo-supercarre.png",
      brand: "Supercarré",
      body: `<p style="margin:0 0 14px 0;">Bonjour Monsieur Favre,</p>
<p style="margin:0 0 14px 0;">Vous avez demandé à modifier l’adresse e-mail de votre compte Supercarré. Pour que ce changement soit pris en compte, veuillez confirmer votre nouvelle adresse.</p>
${
        btn(
          "https://compte.supercarre.ch/fr/email/confirmer/0c5e71b2-9a44-4d0f-8b3c-2e61f7a9d810",
          "Confirmer l’adresse e-mail",
          "#c8102e",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#666;">Ce lien est valable 24 heures. Votre ancienne adresse reste active jusqu’à la confirmation.</p>
<p style="margin:0;font-size:13px;color:#666;">Votre carte Supercarré n° 2501 8830 4417 et vos 1'284 points ne sont pas concernés.</p>
<p style="margin:18px 0 0 0;">Meilleures salutations<br>Service clientèle Supercarré</p>`,
      foot: `Supercarré SA · Avenue de Rhodanie 48 · 1007 Lausanne · 0848 200 400 (tarif normal)<br>
<a href="https://www.supercarre.ch/fr/protection-des-donnees" style="color:#8a8d93;">Protection des données</a> · <a href="https://www.supercarre.ch/fr/cgv" style="color:#8a8d93;">CG</a> · <a href="https://www.supercarre.ch/fr/contact" style="color:#8a8d93;">Contact</a>`,
    }),
  },
  {
    family: "romandie-fidelite",
    group: "negative",
    lang: "fr",
    kind: "points-statement",
    code: null,
    link: null,
    from: "Supercarré <info@news.supercarre.ch>",
    subject: "Vos bons Supercarré de novembre sont arrivés",
    date: "Mon, 16 Nov 2026 06:30:00 +0100",
    enc: "b64",
    text: `Bonjour Monsieur Favre,

Grâce à vos achats d'octobre, vous avez cumulé 1'284 points.

Vos bons (valables jusqu'au 31.12.2026) :
- Bon de CHF 10.– sur vos achats dès CHF 50.–, code 8821-4470-3391
- 20x points sur les produits régionaux « De la région »

Les bons sont déjà chargés sur votre carte n° 2501 8830 4417 : présentez-la simplement à la caisse.

Consultez votre relevé : https://www.supercarre.ch/fr/mon-compte/points

Supercarré SA · Avenue de Rhodanie 48 · 1007 Lausanne
Se désabonner : https://news.supercarre.ch/u/?k=9f2c11
`,
    html: null,
  },
  {
    family: "sama-monnaie",
    group: "regional",
    lang: "fr",
    kind: "otp-code",
    code: "592814",
    link: null,
    from: "Sama Monnaie <no-reply@samamonnaie.sn>",
    subject: "Sama Monnaie : votre code OTP",
    date: "Thu, 12 Nov 2026 12:11:52 +0000",
    enc: "8bit",
    text: `Bonjour Aminata Diop,

Vous avez demandé à ajouter un nouveau téléphone à votre compte Sama Monnaie.

Votre code OTP est : 592814

Il est valable 3 minutes. Sama Monnaie ne vous demandera jamais ce code par appel ou par SMS. Ne le donnez à personne, même à un agent.

Numéro du compte : +221 77 ••• •• 36
Solde : 48 750 FCFA

Service client : 200 (gratuit depuis un mobile) ou +221 33 869 40 00
Sama Monnaie SA · Route des Almadies, Immeuble Yaye Fatou, BP 25118 Dakar-Fann, Sénégal
Établissement de monnaie électronique agréé par la BCEAO.
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;background:#fff8e6;font-family:Tahoma,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:20px 6px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-top:6px solid #f7a800;">
<tr><td style="padding:22px;"><img src="https://samamonnaie.sn/img/mail/logo.png" alt="Sama Monnaie" height="40"></td></tr>
<tr><td style="padding:0 22px;font-size:14px;line-height:21px;color:#333;">
<p>Bonjour <b>Aminata Diop</b>,</p>
<p>Vous avez demandé à ajouter un nouveau téléphone à votre compte Sama Monnaie.</p>
<p>Votre code OTP est&nbsp;:</p>
<p style="font-size:30px;font-weight:bold;color:#111;letter-spacing:5px;text-align:center;background:#fff3cc;padding:12px;">592814</p>
<p>Il est valable <b>3 minutes</b>. Sama Monnaie ne vous demandera jamais ce code par appel ou par SMS. Ne le donnez à personne, même à un agent.</p>
<table width="100%" cellpadding="4" style="font-size:13px;color:#555;"><tr><td>Numéro du compte</td><td align="right">+221 77 ••• •• 36</td></tr><tr><td>Solde</td><td align="right">48 750 FCFA</td></tr></table>
</td></tr>
<tr><td style="padding:18px 22px;font-size:11px;line-height:16px;color:#888;border-top:1px solid #eee;">Service client : 200 (gratuit depuis un mobile) ou +221 33 869 40 00<br>Sama Monnaie SA · Route des Almadies, Immeuble Yaye Fatou, BP 25118 Dakar-Fann, Sénégal<br>Établissement de monnaie électronique agréé par la BCEAO.</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "sama-monnaie",
    group: "negative",
    lang: "fr",
    kind: "payment-sent",
    code: null,
    link: null,
    from: "Sama Monnaie <no-reply@samamonnaie.sn>",
    subject: "Paiement Senelec effectué – 23 400 FCFA",
    date: "Sat, 14 Nov 2026 09:02:14 +0000",
    enc: "qp",
    text: `Bonjour Aminata Diop,

Votre paiement de facture a bien été effectué.

Facturier : Senelec (électricité)
Référence client : 014 772 3310
Montant : 23 400 FCFA
Frais : 0 FCFA
Date : 14/11/2026 à 09:01
ID de transaction : SM261114.0901.A77215

Nouveau solde : 25 350 FCFA

Merci d'utiliser Sama Monnaie.
Service client : 200 ou +221 33 869 40 00
`,
    html: null,
  },
  {
    family: "fietsdeel",
    group: "consumer",
    lang: "nl",
    kind: "login-code",
    code: "K7Q-4MX",
    code_digits: "K7Q4MX",
    link: null,
    from: "Fietsdeel <hallo@fietsdeel.nl>",
    subject: "Je inlogcode voor Fietsdeel",
    date: "Tue, 17 Nov 2026 07:58:21 +0100",
    enc: "qp",
    text: `Hoi Sanne,

Gebruik deze code om in te loggen in de Fietsdeel-app:

K7Q-4MX

De code is 15 minuten geldig. Heb je niet geprobeerd in te loggen? Dan hoef je niets te doen.

Groetjes,
Team Fietsdeel

Fietsdeel B.V. · Weesperstraat 61, 1018 VN Amsterdam · KvK 81442907
Vragen? https://fietsdeel.nl/help of bel 020 808 2215
`,
    html: card({
      lang: "nl",
      title: "Je inlogcode",
      pre: "De code is 15 minuten geldig.",
      color: "#ff6a13",
      logo: "https://fietsdeel.nl/email/fietsdeel-logo.png",
      brand: "Fietsdeel",
      body: `<p style="margin:0 0 12px 0;font-size:20px;"><strong>Hoi Sanne,</strong></p>
<p style="margin:0;">Gebruik deze code om in te loggen in de Fietsdeel-app:</p>
${boxed("K7Q-4MX", "#fff1e8", "#222222")}
<p style="margin:0;color:#666;font-size:13px;">De code is 15 minuten geldig. Heb je niet geprobeerd in te loggen? Dan hoef je niets te doen.</p>
<p style="margin:18px 0 0 0;">Groetjes,<br>Team Fietsdeel</p>`,
      foot: `Fietsdeel B.V. · Weesperstraat 61, 1018 VN Amsterdam · KvK 81442907<br>
<a href="https://fietsdeel.nl/help" style="color:#8a8d93;">Help</a> · 020 808 2215 · <a href="https://fietsdeel.nl/privacy" style="color:#8a8d93;">Privacy</a><br>
<a href="https://apps.apple.com/nl/app/fietsdeel/id1588203311"><img src="https://fietsdeel.nl/email/appstore-nl.png" alt="Download in de App Store" height="34" style="border:0;"></a> <a href="https://play.google.com/store/apps/details?id=nl.fietsdeel.app"><img src="https://fietsdeel.nl/email/googleplay-nl.png" alt="Ontdek het op Google Play" height="34" style="border:0;"></a>`,
    }),
  },
  {
    family: "fietsdeel",
    group: "negative",
    lang: "nl",
    kind: "invoice",
    code: null,
    link: null,
    from: "Fietsdeel <facturen@fietsdeel.nl>",
    subject: "Je factuur van oktober 2026",
    date: "Sun, 01 Nov 2026 04:10:00 +0100",
    enc: "qp",
    attachment: ["Fietsdeel-factuur-2026-10-FD118043.pdf", "application/pdf", PDF],
    text: `Hoi Sanne,

In de bijlage vind je je factuur over oktober 2026.

Factuurnummer: FD-118043
Abonnement: Fietsdeel Flex (maandelijks) · € 19,90
Extra ritten: 4 × € 1,25 = € 5,00
Totaal: € 24,90 (incl. 21% btw: € 4,32)

Het bedrag wordt rond 5 november afgeschreven van NL•• INGB •••• •••• 38 via automatische incasso (machtigingskenmerk FD-M-204417).

Groetjes,
Team Fietsdeel

Fietsdeel B.V. · Weesperstraat 61, 1018 VN Amsterdam · KvK 81442907 · btw NL862117340B01
`,
    html: card({
      lang: "nl",
      title: "Je factuur van oktober",
      pre: "Totaal € 24,90, afschrijving rond 5 november",
      color: "#ff6a13",
      logo: "https://fietsdeel.nl/email/fietsdeel-logo.png",
      brand: "Fietsdeel",
      body: `<p style="margin:0 0 12px 0;">Hoi Sanne,</p>
<p style="margin:0 0 12px 0;">In de bijlage vind je je factuur over oktober 2026.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;border-bottom:1px solid #eee;">
<tr><td>Factuurnummer</td><td align="right">FD-118043</td></tr>
<tr><td>Fietsdeel Flex (maandelijks)</td><td align="right">€ 19,90</td></tr>
<tr><td>Extra ritten (4 × € 1,25)</td><td align="right">€ 5,00</td></tr>
<tr><td><strong>Totaal</strong> (incl. 21% btw)</td><td align="right"><strong>€ 24,90</strong></td></tr>
</table>
<p style="margin:14px 0 0 0;font-size:13px;color:#666;">Het bedrag wordt rond 5 november afgeschreven via automatische incasso (machtigingskenmerk FD-M-204417).</p>`,
      foot: `Fietsdeel B.V. · Weesperstraat 61, 1018 VN Amsterdam · KvK 81442907 · btw NL862117340B01`,
    }),
  },
];

// ---------------------------------------------------------------- German, Italian, Polish, Czech, Romanian

const central: Mail[] = [
  {
    family: "donaustrom-netz",
    group: "regional",
    lang: "de",
    kind: "activation-link",
    code: null,
    link: "https://service.donaustrom.at/registrierung/aktivieren?token=a7f2c9d0e1b34c8e9f51&kd=4100873321",
    from: "Donaustrom Kundenservice <kundenservice@donaustrom.at>",
    subject: "Aktivieren Sie Ihr Kundenkonto bei Donaustrom",
    date: "Mon, 04 Jan 2027 09:30:12 +0100",
    enc: "qp",
    text: `Sehr geehrte Frau Mag. Huber,

vielen Dank für Ihre Registrierung im Donaustrom Kundenportal.

Bitte aktivieren Sie Ihr Kundenkonto innerhalb von 72 Stunden über folgenden Link:
https://service.donaustrom.at/registrierung/aktivieren?token=a7f2c9d0e1b34c8e9f51&kd=4100873321

Ihre Daten:
Kundennummer: 4100873321
Zählpunkt: AT0010000000000000001000004417720
Anlagenadresse: Praterstraße 38/2/14, 1020 Wien

Nach der Aktivierung können Sie Ihre Teilbeträge anpassen, Zählerstände melden und Ihre Jahresabrechnung vom Jänner online abrufen.

Mit freundlichen Grüßen
Ihr Donaustrom Kundenservice

Donaustrom Energievertrieb GmbH · Schottenring 30, 1010 Wien
FN 418227 d, Handelsgericht Wien · UID ATU68841299
Servicehotline: 0800 500 188 (Mo–Fr 7:30–18:00 Uhr)
`,
    html: bar({
      lang: "de-AT",
      title: "Kundenkonto aktivieren",
      color: "#003b71",
      brand: "Donaustrom",
      logo: "https://service.donaustrom.at/static/mail/donaustrom-logo-weiss.png",
      pre: "Bitte aktivieren Sie Ihr Konto innerhalb von 72 Stunden.",
      body: `<p style="margin:0 0 14px 0;">Sehr geehrte Frau Mag. Huber,</p>
<p style="margin:0 0 14px 0;">vielen Dank für Ihre Registrierung im Donaustrom Kundenportal. Bitte aktivieren Sie Ihr Kundenkonto innerhalb von 72 Stunden.</p>
<table cellpadding="0" cellspacing="0" style="margin:22px 0;"><tr><td bgcolor="#e4002b" style="padding:11px 24px;"><a href="${
        h("https://service.donaustrom.at/registrierung/aktivieren?token=a7f2c9d0e1b34c8e9f51&kd=4100873321")
      }" style="color:#ffffff;font-weight:bold;text-decoration:none;font-size:14px;">Kundenkonto aktivieren</a></td></tr></table>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;background:#f3f5f8;">
<tr><td width="40%">Kundennummer</td><td>4100873321</td></tr>
<tr><td>Zählpunkt</td><td>AT0010000000000000001000004417720</td></tr>
<tr><td>Anlagenadresse</td><td>Praterstraße 38/2/14, 1020 Wien</td></tr>
</table>
<p style="margin:16px 0 0 0;">Nach der Aktivierung können Sie Ihre Teilbeträge anpassen, Zählerstände melden und Ihre Jahresabrechnung vom Jänner online abrufen.</p>
<p style="margin:16px 0 0 0;">Mit freundlichen Grüßen<br>Ihr Donaustrom Kundenservice</p>`,
      foot:
        `Donaustrom Energievertrieb GmbH · Schottenring 30, 1010 Wien · FN 418227 d, Handelsgericht Wien · UID ATU68841299<br>
Servicehotline 0800 500 188 (Mo–Fr 7:30–18:00 Uhr) · <a href="https://www.donaustrom.at/datenschutz" style="color:#6c757d;">Datenschutz</a> · <a href="https://www.donaustrom.at/impressum" style="color:#6c757d;">Impressum</a>`,
    }),
  },
  {
    family: "donaustrom-netz",
    group: "negative",
    lang: "de",
    kind: "meter-reading",
    code: null,
    link: null,
    from: "Donaustrom Kundenservice <kundenservice@donaustrom.at>",
    subject: "Ihr Zählerstand ist bei uns eingelangt",
    date: "Fri, 08 Jan 2027 14:12:40 +0100",
    enc: "8bit",
    text: `Sehr geehrte Frau Mag. Huber,

danke, Ihr Zählerstand ist bei uns eingelangt.

Zählpunkt: AT0010000000000000001000004417720
Ablesedatum: 07.01.2027
Zählerstand: 18.442 kWh

Ihre Jahresabrechnung erhalten Sie bis Ende Jänner. Der neue Teilbetrag ab Februar beträgt voraussichtlich € 84,20 pro Monat.

Sie müssen nichts weiter tun.

Mit freundlichen Grüßen
Ihr Donaustrom Kundenservice

Donaustrom Energievertrieb GmbH · Schottenring 30, 1010 Wien · FN 418227 d · UID ATU68841299
`,
    html: null,
  },
  {
    family: "zuerileu-bank",
    group: "regional",
    lang: "de",
    kind: "reset-code",
    code: "26-81-47",
    code_digits: "268147",
    link: null,
    from: "Zürileu Bank <noreply@zuerileu.ch>",
    subject: "Ihr Bestätigungscode zum Zurücksetzen des Passworts",
    date: "Tue, 05 Jan 2027 18:22:05 +0100",
    enc: "b64",
    text: `Grüezi Herr Brunner

Sie haben im E-Banking die Funktion «Passwort vergessen» gewählt. Geben Sie den folgenden Bestätigungscode ein, um ein neues Passwort festzulegen:

26-81-47

Der Code ist 10 Minuten gültig. Mitarbeitende der Zürileu Bank werden Sie nie nach diesem Code fragen.

Haben Sie diese Anfrage nicht ausgelöst? Bitte rufen Sie uns umgehend an: +41 44 512 38 00 (Mo–Fr 8–18 Uhr).

Freundliche Grüsse
Ihre Zürileu Bank

Zürileu Bank AG · Bahnhofstrasse 71 · 8001 Zürich
`,
    html: bar({
      lang: "de-CH",
      title: "Bestätigungscode",
      color: "#1a1a1a",
      brand: "Zürileu Bank",
      logo: "https://www.zuerileu.ch/media/mail/zuerileu-logo-w.png",
      body: `<p style="margin:0 0 14px 0;">Grüezi Herr Brunner</p>
<p style="margin:0 0 14px 0;">Sie haben im E-Banking die Funktion «Passwort vergessen» gewählt. Geben Sie den folgenden Bestätigungscode ein, um ein neues Passwort festzulegen:</p>
<p style="margin:22px 0;font-family:'Courier New',monospace;font-size:30px;font-weight:bold;letter-spacing:3px;color:#1a1a1a;">26-81-47</p>
<p style="margin:0 0 14px 0;">Der Code ist 10 Minuten gültig. Mitarbeitende der Zürileu Bank werden Sie nie nach diesem Code fragen.</p>
<p style="margin:0 0 14px 0;">Haben Sie diese Anfrage nicht ausgelöst? Bitte rufen Sie uns umgehend an: +41 44 512 38 00 (Mo–Fr 8–18 Uhr).</p>
<p style="margin:0;">Freundliche Grüsse<br>Ihre Zürileu Bank</p>`,
      foot:
        `Zürileu Bank AG · Bahnhofstrasse 71 · 8001 Zürich · <a href="https://www.zuerileu.ch/rechtliches" style="color:#6c757d;">Rechtliche Hinweise</a> · <a href="https://www.zuerileu.ch/sicherheit" style="color:#6c757d;">Sicherheit im E-Banking</a>`,
    }),
  },
  {
    family: "zuerileu-bank",
    group: "negative",
    lang: "de",
    kind: "ebill-notice",
    code: null,
    link: null,
    from: "Zürileu Bank <noreply@zuerileu.ch>",
    subject: "Neue eBill von Swisscable AG",
    date: "Wed, 06 Jan 2027 06:45:10 +0100",
    enc: "qp",
    text: `Grüezi Herr Brunner

In Ihrem E-Banking ist eine neue eBill eingetroffen.

Rechnungssteller: Swisscable AG
Betrag: CHF 1'240.50
Fällig am: 31.01.2027
Referenz: 21 00000 00003 13947 14300 09017

Sie können die Rechnung im E-Banking unter «eBill» prüfen und freigeben.

Freundliche Grüsse
Ihre Zürileu Bank

Zürileu Bank AG · Bahnhofstrasse 71 · 8001 Zürich · +41 44 512 38 00
`,
    html: null,
  },
  {
    family: "libreria-portici",
    group: "regional",
    lang: "it",
    kind: "verify-link",
    code: null,
    link:
      "https://www.libreriaportici.it/account/conferma-email?key=7d21e0a4f8b9&utm_source=transazionale&utm_medium=email",
    from: "Libreria dei Portici <servizioclienti@libreriaportici.it>",
    subject: "Conferma il tuo indirizzo email",
    date: "Thu, 07 Jan 2027 11:09:33 +0100",
    enc: "qp",
    text: `Ciao Giulia,

benvenuta in Libreria dei Portici! Per completare la registrazione conferma il tuo indirizzo email cliccando sul link qui sotto:

https://www.libreriaportici.it/account/conferma-email?key=7d21e0a4f8b9&utm_source=transazionale&utm_medium=email

Il link scade tra 3 giorni.

Dopo la conferma riceverai 5 € di credito sul primo ordine da almeno 25 €, e la spedizione è gratuita sopra i 29 €.

A presto,
lo staff di Libreria dei Portici

Libreria dei Portici S.r.l. – Via Po 18, 10123 Torino – P.IVA 11872040018
Assistenza: 011 1962 4400 (lun–ven 9–18)
`,
    html: card({
      lang: "it",
      title: "Conferma il tuo indirizzo email",
      pre: "Manca solo un passaggio per completare la registrazione.",
      color: "#8b1e3f",
      logo: "https://www.libreriaportici.it/skin/mail/logo-portici.png",
      brand: "Libreria dei Portici",
      font: "Georgia,'Times New Roman',serif",
      body: `<p style="margin:0 0 14px 0;font-size:20px;">Ciao Giulia,</p>
<p style="margin:0 0 14px 0;">benvenuta in Libreria dei Portici! Per completare la registrazione conferma il tuo indirizzo email.</p>
${
        btn(
          "https://www.libreriaportici.it/account/conferma-email?key=7d21e0a4f8b9&utm_source=transazionale&utm_medium=email",
          "Conferma email",
          "#8b1e3f",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#777;">Il link scade tra 3 giorni.</p>
<p style="margin:0 0 14px 0;">Dopo la conferma riceverai <strong>5 € di credito</strong> sul primo ordine da almeno 25 €. Spedizione gratuita sopra i 29 €.</p>
<p style="margin:0;">A presto,<br>lo staff di Libreria dei Portici</p>`,
      foot: `Libreria dei Portici S.r.l. – Via Po 18, 10123 Torino – P.IVA 11872040018 – Cap. soc. € 50.000 i.v.<br>
Assistenza 011 1962 4400 (lun–ven 9–18) · <a href="https://www.libreriaportici.it/privacy" style="color:#8a8d93;">Informativa privacy</a> · <a href="https://www.libreriaportici.it/condizioni-di-vendita" style="color:#8a8d93;">Condizioni di vendita</a>`,
    }),
  },
  {
    family: "libreria-portici",
    group: "negative",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Libreria dei Portici <ordini@libreriaportici.it>",
    subject: "Il tuo ordine n. LP-2027-004118 è stato spedito",
    date: "Mon, 11 Jan 2027 15:40:07 +0100",
    enc: "8bit",
    text: `Ciao Giulia,

il tuo ordine n. LP-2027-004118 del 08/01/2027 è stato affidato al corriere BRT.

Numero di spedizione: 0611 2044 7781 03
Consegna prevista: mercoledì 13 gennaio

Articoli:
- Italo Calvino, Le città invisibili – 13,00 €
- Natalia Ginzburg, Lessico famigliare – 14,00 €
Credito benvenuto: −5,00 €
Spedizione: gratuita
Totale pagato: 22,00 € (IVA assolta dall'editore)

Indirizzo di consegna: Giulia Bertolini, Corso Vittorio Emanuele II 84, 10121 Torino (TO)

Segui la spedizione dalla tua area personale: https://www.libreriaportici.it/account/ordini/LP-2027-004118

Grazie per aver scelto una libreria indipendente!
Libreria dei Portici S.r.l. – P.IVA 11872040018
`,
    html: null,
  },
  {
    family: "ksiegarnia-azymut",
    group: "regional",
    lang: "pl",
    kind: "newsletter-optin",
    code: null,
    link: "https://azymut-ksiegarnia.pl/newsletter/potwierdz?e=YW5uYS5rb3dhbHNrYUBpbmJveC5leGFtcGxl&h=5c1e2a9b",
    from: "Księgarnia Azymut <newsletter@azymut-ksiegarnia.pl>",
    subject: "Potwierdź zapis do newslettera",
    date: "Tue, 12 Jan 2027 20:03:44 +0100",
    enc: "qp",
    text: `Dzień dobry,

dziękujemy za zapis do newslettera Księgarni Azymut. Aby go potwierdzić, kliknij w link:

https://azymut-ksiegarnia.pl/newsletter/potwierdz?e=YW5uYS5rb3dhbHNrYUBpbmJveC5leGFtcGxl&h=5c1e2a9b

Jeśli to nie Ty zapisałeś/aś się do newslettera, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci żadnych wiadomości.

Pozdrawiamy,
Zespół Księgarni Azymut

Azymut Sp. z o.o., ul. Mokotowska 49, 00-542 Warszawa
NIP 701-098-44-21, KRS 0000718832, Sąd Rejonowy dla m.st. Warszawy
Administratorem Twoich danych osobowych jest Azymut Sp. z o.o.
`,
    html: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Potwierdź zapis</title></head>
<body style="margin:0;padding:0;background:#ffffff;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:30px 10px;">
<table width="540" cellpadding="0" cellspacing="0" style="border:1px solid #e0dccf;">
<tr><td style="background:#2e4a3b;padding:18px 28px;"><img src="https://azymut-ksiegarnia.pl/media/newsletter/azymut-logo.png" alt="Księgarnia Azymut" height="36"></td></tr>
<tr><td style="padding:28px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#2b2b2b;">
<p style="margin:0 0 12px 0;">Dzień dobry,</p>
<p style="margin:0 0 12px 0;">dziękujemy za zapis do newslettera Księgarni Azymut. Aby go potwierdzić, kliknij w przycisk poniżej.</p>
<p style="margin:24px 0;"><a href="${
      h("https://azymut-ksiegarnia.pl/newsletter/potwierdz?e=YW5uYS5rb3dhbHNrYUBpbmJveC5leGFtcGxl&h=5c1e2a9b")
    }" style="display:inline-block;background:#c9a227;color:#1b1b1b;padding:12px 28px;text-decoration:none;font-weight:bold;">Potwierdzam zapis</a></p>
<p style="margin:0;font-size:13px;color:#666;">Jeśli to nie Ty zapisałeś/aś się do newslettera, zignoruj tę wiadomość – bez potwierdzenia nie wyślemy Ci żadnych wiadomości.</p>
<p style="margin:18px 0 0 0;">Pozdrawiamy,<br>Zespół Księgarni Azymut</p>
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f3ea;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777;">Azymut Sp. z o.o., ul. Mokotowska 49, 00-542 Warszawa · NIP 701-098-44-21 · KRS 0000718832, Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS · kapitał zakładowy 50 000 zł.<br>
Administratorem Twoich danych osobowych jest Azymut Sp. z o.o. Więcej w <a href="https://azymut-ksiegarnia.pl/polityka-prywatnosci" style="color:#777;">Polityce prywatności</a>.</td></tr>
</table></td></tr></table>
</body></html>`,
  },
  {
    family: "ksiegarnia-azymut",
    group: "negative",
    lang: "pl",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Księgarnia Azymut <zamowienia@azymut-ksiegarnia.pl>",
    subject: "Przyjęliśmy Twoje zamówienie nr 2027/01/33815",
    date: "Thu, 14 Jan 2027 10:27:51 +0100",
    enc: "b64",
    text: `Dzień dobry, Pani Anno,

dziękujemy za zakupy. Przyjęliśmy zamówienie nr 2027/01/33815 z dnia 14.01.2027.

Olga Tokarczuk – Empuzjon, oprawa twarda ........ 54,90 zł
Wisława Szymborska – Wiersze wybrane ............. 39,90 zł
Dostawa: Paczkomat WAW21M, ul. Puławska 142 ........ 12,99 zł
Razem do zapłaty: 107,79 zł (w tym VAT)

Płatność: BLIK – opłacone
Numer klienta: 6604471

Zamówienie wyślemy w ciągu 1–2 dni roboczych. Gdy paczka trafi do kuriera, dostaniesz osobną wiadomość z numerem przesyłki.

Faktura VAT? Wystarczy odpisać na tę wiadomość, podając NIP.

Zespół Księgarni Azymut
tel. 22 299 41 70 (pn.–pt. 8:00–17:00)
Azymut Sp. z o.o., ul. Mokotowska 49, 00-542 Warszawa · NIP 701-098-44-21
`,
    html: null,
  },
  {
    family: "jizdenky-morava",
    group: "regional",
    lang: "cs",
    kind: "verify-code",
    code: "318604",
    link: null,
    from: "Jízdenky Morava <info@jizdenkymorava.cz>",
    subject: "Ověřovací kód pro registraci",
    date: "Fri, 15 Jan 2027 13:14:26 +0100",
    enc: "qp",
    text: `Dobrý den,

pro dokončení registrace zadejte na webu nebo v aplikaci tento ověřovací kód:

318 604

Kód je platný 30 minut. Pokud jste o registraci nežádali, tento e-mail prosím ignorujte.

S pozdravem
Jízdenky Morava

Jízdenky Morava s.r.o., Nádražní 1102/21, 702 00 Ostrava
IČO 08274133, DIČ CZ08274133, zapsáno u Krajského soudu v Ostravě, oddíl C, vložka 77410
Zákaznická linka: +420 596 110 440
`,
    html: `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#eef1f5;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;color:#1f2a37;">
<tr><td style="padding:20px 28px;background:#004b93;"><img src="https://www.jizdenkymorava.cz/img/email/logo-jm.png" alt="Jízdenky Morava" height="30"></td></tr>
<tr><td style="padding:28px 28px 8px 28px;font-size:15px;line-height:22px;">Dobrý den,<br><br>pro dokončení registrace zadejte na webu nebo v aplikaci tento ověřovací kód:</td></tr>
<tr><td align="center" style="padding:16px 28px;"><div style="display:inline-block;border:2px solid #004b93;border-radius:4px;padding:10px 26px;font-size:30px;font-weight:bold;letter-spacing:6px;color:#004b93;">318 604</div></td></tr>
<tr><td style="padding:8px 28px 24px 28px;font-size:13px;line-height:20px;color:#555;">Kód je platný 30 minut. Pokud jste o registraci nežádali, tento e-mail prosím ignorujte.<br><br>S pozdravem<br>Jízdenky Morava</td></tr>
<tr><td style="padding:14px 28px;background:#f5f6f8;font-size:10px;line-height:15px;color:#888;">Jízdenky Morava s.r.o., Nádražní 1102/21, 702 00 Ostrava · IČO 08274133, DIČ CZ08274133 · zapsáno u Krajského soudu v Ostravě, oddíl C, vložka 77410 · Zákaznická linka +420 596 110 440 · <a href="https://www.jizdenkymorava.cz/ochrana-osobnich-udaju" style="color:#888;">Ochrana osobních údajů</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "jizdenky-morava",
    group: "negative",
    lang: "cs",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Jízdenky Morava <info@jizdenkymorava.cz>",
    subject: "Vaše jízdenka Ostrava hl.n. → Praha hl.n. (22. 1. 2027)",
    date: "Sat, 16 Jan 2027 19:52:03 +0100",
    enc: "qp",
    attachment: ["jizdenka-JM2701-558120.pdf", "application/pdf", PDF],
    text: `Dobrý den,

děkujeme za nákup. Jízdenku najdete v příloze a v aplikaci Jízdenky Morava.

Číslo jízdenky: JM2701-558120
Spoj: Ostrava hl.n. 06:18 → Praha hl.n. 09:47, vlak EC 142
Datum: pátek 22. 1. 2027
Vůz 7, místo 64 (okno, tichý oddíl)
Tarif: Obyčejné jízdné, 1 dospělý
Cena: 349 Kč (vč. DPH 12 %)

Při kontrole se prokažte jízdenkou s QR kódem a dokladem totožnosti.

Šťastnou cestu přeje
Jízdenky Morava
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2a37;">
<p><img src="https://www.jizdenkymorava.cz/img/email/logo-jm-modre.png" alt="Jízdenky Morava" height="28"></p>
<p>Dobrý den,</p>
<p>děkujeme za nákup. Jízdenku najdete v příloze a v aplikaci Jízdenky Morava.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #ccd5e0;font-size:14px;">
<tr><td style="color:#667;">Číslo jízdenky</td><td><b>JM2701-558120</b></td></tr>
<tr><td style="color:#667;">Spoj</td><td>Ostrava hl.n. 06:18 → Praha hl.n. 09:47, vlak EC 142</td></tr>
<tr><td style="color:#667;">Datum</td><td>pátek 22. 1. 2027</td></tr>
<tr><td style="color:#667;">Místo</td><td>Vůz 7, místo 64 (okno, tichý oddíl)</td></tr>
<tr><td style="color:#667;">Cena</td><td>349 Kč (vč. DPH 12 %)</td></tr>
</table>
<p>Při kontrole se prokažte jízdenkou s QR kódem a dokladem totožnosti.</p>
<p>Šťastnou cestu přeje<br>Jízdenky Morava</p>
</body></html>`,
  },
  {
    family: "curier-carpati",
    group: "regional",
    lang: "ro",
    kind: "delivery-pin",
    code: "7315",
    link: null,
    from: "Curier Carpați <notificari@curiercarpati.ro>",
    subject: "Coletul tău ajunge azi – codul de livrare",
    date: "Mon, 18 Jan 2027 08:05:49 +0200",
    enc: "qp",
    text: `Bună, Andreea!

Coletul AWB 4012 7781 0933 de la eMarket Depozit ajunge astăzi, 18.01.2027, între orele 12:00 și 15:00.

Codul tău de livrare este: 7315

Spune-i curierului acest cod doar când primești coletul în mână. Fără cod, coletul nu poate fi predat.

Ramburs de plată la livrare: 264,90 lei (cash sau card)
Adresa: Str. Mihai Eminescu nr. 12, bl. A3, ap. 7, 400001 Cluj-Napoca

Vrei să schimbi ziua sau adresa? https://www.curiercarpati.ro/awb/401277810933

Curier Carpați SRL · CUI RO31445028 · J12/2210/2013
Call center: 0264 440 990
`,
    html: card({
      lang: "ro",
      title: "Codul de livrare",
      pre: "Ajunge astăzi între 12:00 și 15:00.",
      color: "#00853f",
      logo: "https://www.curiercarpati.ro/email/logo-curier-carpati.png",
      brand: "Curier Carpați",
      body: `<p style="margin:0 0 12px 0;font-size:20px;"><strong>Bună, Andreea!</strong></p>
<p style="margin:0 0 12px 0;">Coletul <strong>AWB 4012 7781 0933</strong> de la eMarket Depozit ajunge astăzi, 18.01.2027, între orele <strong>12:00 și 15:00</strong>.</p>
<p style="margin:18px 0 4px 0;font-size:13px;color:#666;">Codul tău de livrare</p>
${cells("7315", "#00853f")}
<p style="margin:0 0 14px 0;">Spune-i curierului acest cod doar când primești coletul în mână. Fără cod, coletul nu poate fi predat.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;background:#f3f8f5;">
<tr><td>Ramburs</td><td align="right">264,90 lei</td></tr>
<tr><td>Adresa</td><td align="right">Str. Mihai Eminescu nr. 12, bl. A3, ap. 7, 400001 Cluj-Napoca</td></tr>
</table>
<p style="margin:14px 0 0 0;font-size:13px;"><a href="https://www.curiercarpati.ro/awb/401277810933">Schimbă ziua sau adresa de livrare</a></p>`,
      foot:
        `Curier Carpați SRL · CUI RO31445028 · J12/2210/2013 · Str. Fabricii 93, 400632 Cluj-Napoca<br>Call center 0264 440 990 · <a href="https://www.curiercarpati.ro/gdpr" style="color:#8a8d93;">Politica de confidențialitate</a> · <a href="https://anpc.ro/ce-este-sal/" style="color:#8a8d93;">ANPC – SAL</a>`,
    }),
  },
  {
    family: "curier-carpati",
    group: "negative",
    lang: "ro",
    kind: "delivered",
    code: null,
    link: null,
    from: "Curier Carpați <notificari@curiercarpati.ro>",
    subject: "Coletul AWB 4012 7781 0933 a fost livrat",
    date: "Mon, 18 Jan 2027 13:41:22 +0200",
    enc: "8bit",
    text: `Bună, Andreea!

Coletul AWB 4012 7781 0933 a fost livrat azi la 13:38 și a fost predat către: Andreea P.

Suma încasată: 264,90 lei (card)
Chitanța a fost trimisă expeditorului, eMarket Depozit.

Cum a fost livrarea? Spune-ne în aplicație.

Curier Carpați SRL · CUI RO31445028 · Call center 0264 440 990
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Greek, Turkish, Russian, Ukrainian

const eastern: Mail[] = [
  {
    family: "ktel-aigaiou",
    group: "regional",
    lang: "el",
    kind: "reset-link",
    code: null,
    link:
      "https://eisitiria.ktelaigaiou.gr/account/reset-password?token=Zk3p9QwR7tYx2LmN&email=dimitra.p%40inbox.example",
    from: "ΚΤΕΛ Αιγαίου <noreply@ktelaigaiou.gr>",
    subject: "Επαναφορά κωδικού πρόσβασης",
    date: "Tue, 19 Jan 2027 22:31:16 +0200",
    enc: "b64",
    text: `Γεια σας Δήμητρα,

Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό σας στο eisitiria.ktelaigaiou.gr.

Για να ορίσετε νέο κωδικό, ανοίξτε τον παρακάτω σύνδεσμο (ισχύει για 60 λεπτά):
https://eisitiria.ktelaigaiou.gr/account/reset-password?token=Zk3p9QwR7tYx2LmN&email=dimitra.p%40inbox.example

Αν δεν κάνατε εσείς το αίτημα, αγνοήστε αυτό το μήνυμα. Ο κωδικός σας δεν θα αλλάξει.

Με εκτίμηση,
ΚΤΕΛ Αιγαίου Α.Ε.

Λεωφ. Κηφισού 100, 104 43 Αθήνα · ΑΦΜ 094118830 · ΔΟΥ ΦΑΕ Αθηνών
Τηλ. εξυπηρέτησης: 210 512 4910
`,
    html: card({
      lang: "el",
      title: "Επαναφορά κωδικού πρόσβασης",
      pre: "Ο σύνδεσμος ισχύει για 60 λεπτά.",
      color: "#0a5ca8",
      logo: "https://eisitiria.ktelaigaiou.gr/static/img/mail-logo.png",
      brand: "ΚΤΕΛ Αιγαίου",
      body: `<p style="margin:0 0 14px 0;">Γεια σας Δήμητρα,</p>
<p style="margin:0 0 14px 0;">Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης για τον λογαριασμό σας. Για να ορίσετε νέο κωδικό, πατήστε το κουμπί (ισχύει για 60 λεπτά).</p>
${
        btn(
          "https://eisitiria.ktelaigaiou.gr/account/reset-password?token=Zk3p9QwR7tYx2LmN&email=dimitra.p%40inbox.example",
          "Ορισμός νέου κωδικού",
          "#0a5ca8",
        )
      }
<p style="margin:0 0 14px 0;font-size:13px;color:#666;">Αν το κουμπί δεν λειτουργεί, αντιγράψτε αυτόν τον σύνδεσμο στον browser σας:<br><a href="${
        h("https://eisitiria.ktelaigaiou.gr/account/reset-password?token=Zk3p9QwR7tYx2LmN&email=dimitra.p%40inbox.example")
      }" style="word-break:break-all;">https://eisitiria.ktelaigaiou.gr/account/reset-password?token=Zk3p9QwR7tYx2LmN&amp;email=dimitra.p%40inbox.example</a></p>
<p style="margin:0;">Αν δεν κάνατε εσείς το αίτημα, αγνοήστε αυτό το μήνυμα.</p>`,
      foot:
        `ΚΤΕΛ Αιγαίου Α.Ε. · Λεωφ. Κηφισού 100, 104 43 Αθήνα · ΑΦΜ 094118830 · ΔΟΥ ΦΑΕ Αθηνών<br>Τηλ. 210 512 4910 · <a href="https://eisitiria.ktelaigaiou.gr/oroi" style="color:#8a8d93;">Όροι χρήσης</a> · <a href="https://eisitiria.ktelaigaiou.gr/prosopika-dedomena" style="color:#8a8d93;">Προσωπικά δεδομένα</a>`,
    }),
  },
  {
    family: "ktel-aigaiou",
    group: "negative",
    lang: "el",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "ΚΤΕΛ Αιγαίου <noreply@ktelaigaiou.gr>",
    subject: "Το εισιτήριό σας: Αθήνα → Ραφήνα, 23/01/2027",
    date: "Wed, 20 Jan 2027 09:14:55 +0200",
    enc: "qp",
    text: `Γεια σας Δήμητρα,

Ευχαριστούμε για την αγορά σας.

Κωδικός κράτησης: KA-7Q2M9
Δρομολόγιο: Αθήνα (Πεδίον Άρεως) → Ραφήνα (λιμάνι)
Αναχώρηση: Σάββατο 23/01/2027, 06:15
Θέση: 22
Τιμή: 2,80 € (ΦΠΑ 13% συμπεριλαμβάνεται)
Αριθμός απόδειξης: 0041-77218

Παρακαλούμε να βρίσκεστε στον σταθμό 15 λεπτά πριν την αναχώρηση.

ΚΤΕΛ Αιγαίου Α.Ε. · Τηλ. 210 512 4910
`,
    html: null,
  },
  {
    family: "kargo-anadolu",
    group: "regional",
    lang: "tr",
    kind: "delivery-pin",
    code: "482019",
    link: null,
    from: "Anadolu Kargo <bilgi@anadolukargo.com.tr>",
    subject: "Gönderiniz bugün teslim edilecek – teslimat kodunuz",
    date: "Thu, 21 Jan 2027 09:02:33 +0300",
    enc: "qp",
    text: `Sayın Elif Yıldız,

412 887 3309 takip numaralı gönderiniz dağıtıma çıkmıştır ve bugün 13:00–18:00 saatleri arasında teslim edilecektir.

Teslimat kodunuz: 482 019

Kuryemiz teslimat sırasında bu kodu soracaktır. Lütfen kodu yalnızca gönderinizi teslim alırken paylaşınız.

Gönderici: Moda Vitrini A.Ş.
Teslimat adresi: Cumhuriyet Mah. Halaskargazi Cad. No: 148 D: 6, 34380 Şişli/İstanbul
Kapıda ödeme tutarı: 0,00 TL

Müşteri Hizmetleri: 444 0 726
Anadolu Kargo Taşımacılık A.Ş. · Mersis No: 0068 0044 1770 0015
`,
    html: card({
      lang: "tr",
      title: "Teslimat kodunuz",
      pre: "Gönderiniz bugün 13:00–18:00 arasında teslim edilecek.",
      color: "#d71920",
      logo: "https://www.anadolukargo.com.tr/mail/ak-logo.png",
      brand: "Anadolu Kargo",
      body: `<p style="margin:0 0 12px 0;">Sayın Elif Yıldız,</p>
<p style="margin:0 0 12px 0;"><strong>412 887 3309</strong> takip numaralı gönderiniz dağıtıma çıkmıştır ve bugün <strong>13:00–18:00</strong> saatleri arasında teslim edilecektir.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr><td align="center" style="background:#fdeaea;padding:16px;border-radius:6px;">
<div style="font-size:12px;color:#a31318;">TESLİMAT KODU</div>
<div style="font-size:34px;font-weight:bold;letter-spacing:4px;color:#a31318;">482 019</div>
</td></tr></table>
<p style="margin:0 0 12px 0;">Kuryemiz teslimat sırasında bu kodu soracaktır. Lütfen kodu yalnızca gönderinizi teslim alırken paylaşınız.</p>
<p style="margin:0;font-size:13px;color:#666;">Gönderici: Moda Vitrini A.Ş.<br>Adres: Cumhuriyet Mah. Halaskargazi Cad. No: 148 D: 6, 34380 Şişli/İstanbul<br><a href="https://www.anadolukargo.com.tr/gonderi-takip?no=4128873309">Gönderimi takip et</a></p>`,
      foot: `Anadolu Kargo Taşımacılık A.Ş. · Mersis No: 0068 0044 1770 0015 · Müşteri Hizmetleri 444 0 726<br>
<a href="https://www.anadolukargo.com.tr/kvkk" style="color:#8a8d93;">KVKK Aydınlatma Metni</a> · <a href="https://www.anadolukargo.com.tr/ileti-izni" style="color:#8a8d93;">Ticari ileti iznini geri al</a>`,
    }),
  },
  {
    family: "cuzdan-plus",
    group: "regional",
    lang: "tr",
    kind: "login-code",
    code: "905316",
    link: null,
    from: "CüzdanPlus <guvenlik@cuzdanplus.com.tr>",
    subject: "CüzdanPlus giriş doğrulama kodunuz",
    date: "Fri, 22 Jan 2027 23:48:10 +0300",
    enc: "8bit",
    text: `Merhaba Burak,

CüzdanPlus hesabınıza yeni bir cihazdan giriş yapılmak isteniyor.

Doğrulama kodunuz: 905316

Kod 120 saniye geçerlidir. Bu kodu kimseyle paylaşmayın; CüzdanPlus çalışanları sizden asla kod istemez.

Cihaz: Samsung Galaxy A54 · Ankara
Tarih: 22.01.2027 23:47

Bu işlemi siz yapmadıysanız hemen 0850 460 22 88 numaralı hattımızı arayın.

CüzdanPlus Ödeme ve Elektronik Para Hizmetleri A.Ş.
Büyükdere Cad. No: 201, 34394 Levent/İstanbul
6493 sayılı Kanun kapsamında TCMB tarafından lisanslandırılmıştır.
`,
    html: null,
  },
  {
    family: "cuzdan-plus",
    group: "negative",
    lang: "tr",
    kind: "password-changed",
    code: null,
    link: null,
    from: "CüzdanPlus <guvenlik@cuzdanplus.com.tr>",
    subject: "Şifreniz değiştirildi",
    date: "Sat, 23 Jan 2027 00:02:41 +0300",
    enc: "b64",
    text: `Merhaba Burak,

CüzdanPlus şifreniz 23.01.2027 00:02 tarihinde başarıyla değiştirildi.

Bu değişikliği siz yaptıysanız başka bir işlem yapmanıza gerek yoktur.

Bu değişikliği siz yapmadıysanız hesabınızı hemen dondurmak için 0850 460 22 88 numaralı hattı arayın veya uygulamada Yardım > Hesabımı dondur adımlarını izleyin.

Güvenliğiniz için: https://www.cuzdanplus.com.tr/guvenlik-ipuclari

CüzdanPlus Ödeme ve Elektronik Para Hizmetleri A.Ş.
Büyükdere Cad. No: 201, 34394 Levent/İstanbul
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222;background:#f5f7fa;margin:0;">
<div style="max-width:520px;margin:24px auto;background:#fff;padding:28px;border-radius:12px;">
<img src="https://www.cuzdanplus.com.tr/assets/mail/cp-logo.png" alt="CüzdanPlus" height="32">
<h2 style="font-size:20px;margin:22px 0 10px 0;">Şifreniz değiştirildi</h2>
<p>Merhaba Burak,</p>
<p>CüzdanPlus şifreniz <b>23.01.2027 00:02</b> tarihinde başarıyla değiştirildi.</p>
<p>Bu değişikliği siz yaptıysanız başka bir işlem yapmanıza gerek yoktur.</p>
<p style="background:#fff4e5;padding:12px;border-radius:8px;">Bu değişikliği siz yapmadıysanız hesabınızı hemen dondurmak için <b>0850 460 22 88</b> numaralı hattı arayın veya uygulamada Yardım &gt; Hesabımı dondur adımlarını izleyin.</p>
<p><a href="https://www.cuzdanplus.com.tr/guvenlik-ipuclari" style="color:#5b2be0;">Güvenlik ipuçları</a></p>
<p style="font-size:11px;color:#999;margin-top:26px;">CüzdanPlus Ödeme ve Elektronik Para Hizmetleri A.Ş. · Büyükdere Cad. No: 201, 34394 Levent/İstanbul</p>
</div></body></html>`,
  },
  {
    family: "kinozal-tochka",
    group: "regional",
    lang: "ru",
    kind: "verify-code-link",
    code: "5527",
    link: "https://kinotochka.ru/auth/confirm-email?uid=7730214&code=5527&sig=2b8f0d",
    from: "Кино.Точка <noreply@kinotochka.ru>",
    subject: "Подтвердите адрес электронной почты",
    date: "Sun, 24 Jan 2027 20:15:38 +0300",
    enc: "qp",
    text: `Здравствуйте, Алексей!

Вы зарегистрировались в онлайн-кинотеатре Кино.Точка. Чтобы подтвердить адрес электронной почты, введите код в приложении:

5527

или перейдите по ссылке:
https://kinotochka.ru/auth/confirm-email?uid=7730214&code=5527&sig=2b8f0d

Код действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.

Первые 14 дней подписки «Точка+» — бесплатно, далее 299 ₽ в месяц.

С уважением,
команда Кино.Точка

ООО «Кино Точка», ИНН 7704418830, 119034, г. Москва, Пречистенский пер., д. 14, стр. 1
Служба поддержки: 8 800 301-42-20 (звонок бесплатный)
`,
    html: card({
      lang: "ru",
      title: "Подтвердите адрес электронной почты",
      pre: "Код действует 24 часа.",
      color: "#ff4f12",
      logo: "https://static.kinotochka.ru/mail/logo-tochka.png",
      brand: "Кино.Точка",
      body: `<p style="margin:0 0 12px 0;font-size:20px;"><strong>Здравствуйте, Алексей!</strong></p>
<p style="margin:0 0 12px 0;">Вы зарегистрировались в онлайн-кинотеатре Кино.Точка. Чтобы подтвердить адрес электронной почты, введите код в приложении:</p>
${boxed("5527", "#fff0ea", "#ff4f12")}
<p style="margin:0;">или нажмите на кнопку:</p>
${btn("https://kinotochka.ru/auth/confirm-email?uid=7730214&code=5527&sig=2b8f0d", "Подтвердить почту", "#ff4f12")}
<p style="margin:0 0 12px 0;font-size:13px;color:#777;">Код действует 24 часа. Если вы не регистрировались, просто проигнорируйте это письмо.</p>
<p style="margin:0;font-size:13px;">Первые 14 дней подписки «Точка+» — бесплатно, далее 299 ₽ в месяц.</p>`,
      foot:
        `ООО «Кино Точка», ИНН 7704418830, ОГРН 1177746390120<br>119034, г. Москва, Пречистенский пер., д. 14, стр. 1<br>
Служба поддержки: 8 800 301-42-20 (звонок бесплатный) · <a href="https://kinotochka.ru/legal/privacy" style="color:#8a8d93;">Политика конфиденциальности</a> · <a href="https://kinotochka.ru/legal/offer" style="color:#8a8d93;">Оферта</a>`,
    }),
  },
  {
    family: "kinozal-tochka",
    group: "negative",
    lang: "ru",
    kind: "subscription-renewed",
    code: null,
    link: null,
    from: "Кино.Точка <billing@kinotochka.ru>",
    subject: "Подписка «Точка+» продлена",
    date: "Sun, 07 Feb 2027 10:00:04 +0300",
    enc: "8bit",
    text: `Здравствуйте, Алексей!

Мы продлили вашу подписку «Точка+» на месяц.

Списано: 299,00 ₽ с карты Мир •• 4471
Дата: 07.02.2027
Следующее списание: 07.03.2027
Номер заказа: KT-2027-0207-113845

Кассовый чек отправлен на этот адрес отдельным письмом от ОФД.

Отключить автопродление можно в разделе «Профиль → Подписки».

С уважением,
команда Кино.Точка
ООО «Кино Точка», ИНН 7704418830 · 8 800 301-42-20
`,
    html: null,
  },
  {
    family: "kvytok-ua",
    group: "regional",
    lang: "uk",
    kind: "login-code",
    code: "630174",
    link: null,
    from: "Квиток.UA <no-reply@kvytok.ua>",
    subject: "Код для входу: 630 174",
    date: "Mon, 25 Jan 2027 07:26:12 +0200",
    enc: "b64",
    text: `Вітаємо!

Ваш код для входу в Квиток.UA: 630 174

Код дійсний 10 хвилин. Нікому його не повідомляйте.

Якщо ви не намагалися увійти, змініть пароль у застосунку.

Служба підтримки: 0 800 33 17 44 (безкоштовно)
ТОВ «Квиток Юей», ЄДРПОУ 43880152, вул. Саксаганського, 77, м. Київ, 01033
`,
    html:
      `<html lang="uk"><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f6fb;font-family:Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:28px 10px;">
<table width="460" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;">
<tr><td style="padding:28px 32px 0 32px;"><img src="https://kvytok.ua/static/mail/kvytok-logo.png" alt="Квиток.UA" height="28"></td></tr>
<tr><td style="padding:22px 32px 0 32px;font-size:16px;color:#1c2230;">Вітаємо!<br>Ваш код для входу в Квиток.UA:</td></tr>
<tr><td style="padding:18px 32px;"><table cellpadding="0" cellspacing="0"><tr>
<td style="font-size:32px;font-weight:bold;color:#0057b7;letter-spacing:3px;">630</td><td width="14"></td><td style="font-size:32px;font-weight:bold;color:#0057b7;letter-spacing:3px;">174</td>
</tr></table></td></tr>
<tr><td style="padding:0 32px 26px 32px;font-size:14px;line-height:21px;color:#4a5160;">Код дійсний 10 хвилин. Нікому його не повідомляйте.<br>Якщо ви не намагалися увійти, змініть пароль у застосунку.</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e7eaf0;font-size:11px;line-height:16px;color:#9aa0ab;">Служба підтримки: 0 800 33 17 44 (безкоштовно)<br>ТОВ «Квиток Юей», ЄДРПОУ 43880152, вул. Саксаганського, 77, м. Київ, 01033<br><a href="https://kvytok.ua/privacy" style="color:#9aa0ab;">Політика конфіденційності</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "kvytok-ua",
    group: "negative",
    lang: "uk",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "Квиток.UA <tickets@kvytok.ua>",
    subject: "Ваш квиток: Київ → Львів, 29.01.2027",
    date: "Tue, 26 Jan 2027 12:48:51 +0200",
    enc: "qp",
    attachment: ["kvytok-KU-88120447.pdf", "application/pdf", PDF],
    text: `Вітаємо, Олено!

Дякуємо за покупку. Електронний квиток у вкладенні.

Номер замовлення: KU-88120447
Поїзд № 743 Інтерсіті+ Київ-Пасажирський → Львів
Відправлення: 29.01.2027 о 06:52
Вагон 4, місце 27, 2 клас
Вартість: 812,46 грн (у т.ч. ПДВ 20 %)

Посадка за QR-кодом та документом, що посвідчує особу.

Гарної подорожі!
Квиток.UA · 0 800 33 17 44
`,
    html:
      `<html lang="uk"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#1c2230;">
<p><img src="https://kvytok.ua/static/mail/kvytok-logo.png" alt="Квиток.UA" height="24"></p>
<p>Вітаємо, Олено!</p>
<p>Дякуємо за покупку. Електронний квиток у вкладенні.</p>
<table cellpadding="5" cellspacing="0" style="border:1px solid #dde3ee;">
<tr><td>Номер замовлення</td><td><b>KU-88120447</b></td></tr>
<tr><td>Поїзд</td><td>№ 743 Інтерсіті+ Київ-Пасажирський → Львів</td></tr>
<tr><td>Відправлення</td><td>29.01.2027 о 06:52</td></tr>
<tr><td>Місце</td><td>Вагон 4, місце 27, 2 клас</td></tr>
<tr><td>Вартість</td><td>812,46 грн (у т.ч. ПДВ 20 %)</td></tr>
</table>
<p>Посадка за QR-кодом та документом, що посвідчує особу.</p>
<p>Гарної подорожі!<br>Квиток.UA · 0 800 33 17 44</p>
</body></html>`,
  },
];

// ---------------------------------------------------------------- Arabic, Persian, Hebrew, Hindi, Tamil

const middle: Mail[] = [
  {
    family: "tawseel-khaleej",
    group: "regional",
    lang: "ar",
    kind: "login-code",
    code: "7294",
    link: null,
    from: "توصيل الخليج <no-reply@tawseelkhaleej.ae>",
    subject: "رمز التحقق الخاص بك: 7294",
    date: "Wed, 27 Jan 2027 19:33:08 +0400",
    enc: "b64",
    text: `مرحباً سارة،

رمز التحقق لتسجيل الدخول إلى حسابك في توصيل الخليج هو:

7294

الرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص، فريقنا لن يطلبه منك أبداً.

إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.

توصيل الخليج ش.ذ.م.م — برج الصقر، شارع الشيخ زايد، ص.ب. 118204، دبي، الإمارات العربية المتحدة
خدمة العملاء: 800 829 7335
`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "رمز التحقق",
      pre: "الرمز صالح لمدة 5 دقائق",
      color: "#00a19b",
      logo: "https://cdn.tawseelkhaleej.ae/email/logo-ar.png",
      brand: "توصيل الخليج",
      font: "Tahoma,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;font-size:18px;"><strong>مرحباً سارة،</strong></p>
<p style="margin:0 0 12px 0;">رمز التحقق لتسجيل الدخول إلى حسابك في توصيل الخليج هو:</p>
<div dir="ltr" style="margin:20px 0;text-align:center;">${cells("7294", "#00a19b")}</div>
<p style="margin:0 0 12px 0;">الرمز صالح لمدة <strong>5 دقائق</strong>. لا تشارك هذا الرمز مع أي شخص، فريقنا لن يطلبه منك أبداً.</p>
<p style="margin:0;color:#777;font-size:13px;">إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة.</p>`,
      foot: `توصيل الخليج ش.ذ.م.م — برج الصقر، شارع الشيخ زايد، ص.ب. 118204، دبي، الإمارات العربية المتحدة<br>
خدمة العملاء: 800 829 7335 · <a href="https://tawseelkhaleej.ae/ar/privacy" style="color:#8a8d93;">سياسة الخصوصية</a> · <a href="https://tawseelkhaleej.ae/ar/terms" style="color:#8a8d93;">الشروط والأحكام</a><br>
<a href="https://apps.apple.com/ae/app/tawseel-khaleej/id1502284471"><img src="https://cdn.tawseelkhaleej.ae/email/appstore-ar.png" alt="حمّل من App Store" height="32" style="border:0;"></a>
<a href="https://play.google.com/store/apps/details?id=ae.tawseelkhaleej.app"><img src="https://cdn.tawseelkhaleej.ae/email/googleplay-ar.png" alt="احصل عليه من Google Play" height="32" style="border:0;"></a>`,
    }),
  },
  {
    family: "tawseel-khaleej",
    group: "negative",
    lang: "ar",
    kind: "order-delivered",
    code: null,
    link: null,
    from: "توصيل الخليج <orders@tawseelkhaleej.ae>",
    subject: "تم توصيل طلبك رقم 80331927",
    date: "Wed, 27 Jan 2027 21:02:45 +0400",
    enc: "qp",
    text: `مرحباً سارة،

تم توصيل طلبك بنجاح. نتمنى لك وجبة شهية!

رقم الطلب: 80331927
المطعم: مشاوي الريف – فرع البرشاء
التاريخ: 27/01/2027 الساعة 20:58

2 × شاورما دجاج عربي ............ 38.00 درهم
1 × حمص بيروتي .................. 16.00 درهم
1 × عصير ليمون بالنعناع ......... 14.00 درهم
رسوم التوصيل .................... 7.00 درهم
ضريبة القيمة المضافة (5%) ....... 3.75 درهم
الإجمالي ........................ 78.75 درهم

طريقة الدفع: بطاقة فيزا •••• 0932
عنوان التوصيل: شقة 1207، برج الندى، البرشاء 1، دبي

توصيل الخليج ش.ذ.م.م — الرقم الضريبي 100482273300003
`,
    html: null,
  },
  {
    family: "atlas-net-maroc",
    group: "regional",
    lang: "ar",
    kind: "reset-link",
    code: null,
    link: "https://espaceclient.atlasnet.ma/motdepasse/reinitialiser?jeton=9c7e3a21f04b&lang=ar",
    from: "أطلس نت <noreply@atlasnet.ma>",
    subject: "إعادة تعيين كلمة المرور – Réinitialisation du mot de passe",
    date: "Thu, 28 Jan 2027 10:18:27 +0100",
    enc: "qp",
    text: `السلام عليكم السيد يوسف العلمي،

توصلنا بطلب لإعادة تعيين كلمة المرور الخاصة بفضائكم الزبون لدى أطلس نت.

لاختيار كلمة مرور جديدة، المرجو الضغط على الرابط التالي (صالح لمدة 30 دقيقة):
https://espaceclient.atlasnet.ma/motdepasse/reinitialiser?jeton=9c7e3a21f04b&lang=ar

إذا لم تقوموا بهذا الطلب، المرجو تجاهل هذه الرسالة.

رقم الزبون: 5520-184437
العرض: ألياف بصرية 100 ميغا – 349 درهم/شهر

-----
Bonjour M. Youssef Alami,
Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessus (valable 30 minutes).

أطلس نت ش.م — 47، زنقة علال بن عبد الله، 20000 الدار البيضاء، المغرب
خدمة الزبناء: 0522 98 80 00
`,
    html: bar({
      lang: "ar-MA",
      dir: "rtl",
      title: "إعادة تعيين كلمة المرور",
      color: "#b3123a",
      brand: "أطلس نت",
      logo: "https://espaceclient.atlasnet.ma/assets/mail/atlasnet-blanc.png",
      body: `<p style="margin:0 0 14px 0;">السلام عليكم السيد يوسف العلمي،</p>
<p style="margin:0 0 14px 0;">توصلنا بطلب لإعادة تعيين كلمة المرور الخاصة بفضائكم الزبون لدى أطلس نت. لاختيار كلمة مرور جديدة، المرجو الضغط على الزر أسفله (صالح لمدة 30 دقيقة).</p>
<p style="margin:24px 0;text-align:center;"><a href="${
        h("https://espaceclient.atlasnet.ma/motdepasse/reinitialiser?jeton=9c7e3a21f04b&lang=ar")
      }" style="background:#b3123a;color:#ffffff;text-decoration:none;padding:12px 28px;border-radius:4px;display:inline-block;font-weight:bold;">إعادة تعيين كلمة المرور</a></p>
<p style="margin:0 0 14px 0;">إذا لم تقوموا بهذا الطلب، المرجو تجاهل هذه الرسالة.</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;background:#f7f7f7;"><tr><td>رقم الزبون</td><td>5520-184437</td></tr><tr><td>العرض</td><td>ألياف بصرية 100 ميغا – 349 درهم/شهر</td></tr></table>
<div dir="ltr" style="text-align:left;margin-top:20px;padding-top:14px;border-top:1px solid #eee;color:#555;">Bonjour M. Youssef Alami,<br>Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessus (valable 30 minutes).</div>`,
      foot: `أطلس نت ش.م — 47، زنقة علال بن عبد الله، 20000 الدار البيضاء، المغرب · خدمة الزبناء: 0522 98 80 00<br>
<a href="https://www.atlasnet.ma/confidentialite" style="color:#6c757d;">Confidentialité / الخصوصية</a> · ICE 001528840000073`,
    }),
  },
  {
    family: "atlas-net-maroc",
    group: "negative",
    lang: "ar",
    kind: "invoice",
    code: null,
    link: null,
    from: "أطلس نت <factures@atlasnet.ma>",
    subject: "فاتورتكم لشهر يناير 2027",
    date: "Mon, 01 Feb 2027 08:00:00 +0100",
    enc: "b64",
    attachment: ["Facture_AN-2701-0918823.pdf", "application/pdf", PDF],
    text: `السلام عليكم السيد يوسف العلمي،

تجدون رفقته فاتورتكم لشهر يناير 2027.

رقم الفاتورة: AN-2701-0918823
رقم الزبون: 5520-184437
المبلغ: 349,00 درهم (شاملة للضريبة على القيمة المضافة 20%)
آخر أجل للأداء: 15/02/2027

يمكنكم الأداء عبر الفضاء الزبون، أو في وكالات أطلس نت، أو لدى شبابيك الأداء المعتمدة.

شكراً لثقتكم.
أطلس نت — خدمة الزبناء 0522 98 80 00
`,
    html: null,
  },
  {
    family: "safar-yar",
    group: "regional",
    lang: "fa",
    kind: "verify-code",
    code: "81537",
    link: null,
    from: "سفریار <no-reply@safaryar.ir>",
    subject: "کد تأیید سفریار",
    date: "Fri, 29 Jan 2027 11:40:52 +0330",
    enc: "qp",
    text: `نیلوفر عزیز، سلام

کد تأیید شما برای ورود به حساب کاربری سفریار:

81537

این کد تا ۲ دقیقه معتبر است. لطفاً آن را در اختیار هیچ‌کس قرار ندهید.

اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید.

پشتیبانی ۲۴ ساعته: ۰۲۱-۹۱۰۰۸۸۰۰
سفریار — تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۴۱۸، کد پستی ۱۵۱۱۷۴۳۸۱۱
`,
    html: `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><title>کد تأیید</title></head>
<body style="margin:0;background:#f1f4f8;font-family:Tahoma,'Vazirmatn',sans-serif;direction:rtl;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:26px 8px;">
<table width="480" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;">
<tr><td align="right" style="padding:22px 28px;border-bottom:1px solid #eef0f3;"><img src="https://cdn.safaryar.ir/mail/safaryar-logo.png" alt="سفریار" height="30"></td></tr>
<tr><td align="right" style="padding:24px 28px 6px 28px;font-size:15px;line-height:26px;color:#222;">نیلوفر عزیز، سلام<br>کد تأیید شما برای ورود به حساب کاربری سفریار:</td></tr>
<tr><td align="center" style="padding:16px 28px;"><span dir="ltr" style="display:inline-block;font-family:Arial,sans-serif;font-size:34px;font-weight:bold;letter-spacing:8px;color:#0b63ce;background:#eaf2fd;padding:10px 26px;border-radius:8px;">81537</span></td></tr>
<tr><td align="right" style="padding:6px 28px 24px 28px;font-size:13px;line-height:23px;color:#555;">این کد تا ۲ دقیقه معتبر است. لطفاً آن را در اختیار هیچ‌کس قرار ندهید.<br>اگر شما درخواست ورود نداده‌اید، این ایمیل را نادیده بگیرید.</td></tr>
<tr><td align="right" style="padding:16px 28px;background:#fafbfc;font-size:11px;line-height:19px;color:#999;border-radius:0 0 10px 10px;">پشتیبانی ۲۴ ساعته: ۰۲۱-۹۱۰۰۸۸۰۰<br>تهران، خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۴۱۸، کد پستی ۱۵۱۱۷۴۳۸۱۱<br><a href="https://www.safaryar.ir/rules" style="color:#999;">قوانین و مقررات</a> · <a href="https://www.safaryar.ir/privacy" style="color:#999;">حریم خصوصی</a></td></tr>
</table></td></tr></table></body></html>`,
  },
  {
    family: "safar-yar",
    group: "negative",
    lang: "fa",
    kind: "ticket-receipt",
    code: null,
    link: null,
    from: "سفریار <tickets@safaryar.ir>",
    subject: "بلیت قطار تهران ← مشهد صادر شد",
    date: "Fri, 29 Jan 2027 11:52:17 +0330",
    enc: "8bit",
    text: `نیلوفر عزیز، سلام

بلیت شما با موفقیت صادر شد.

شماره سفارش: SY-14051109-3382
مسیر: تهران ← مشهد، قطار فدک (چهار تخته)
تاریخ حرکت: پنجشنبه ۱۵ بهمن ۱۴۰۵، ساعت ۲۱:۴۰
واگن ۶، کوپه ۳، صندلی ۱۱
مبلغ پرداختی: ۲٬۸۴۰٬۰۰۰ تومان
کد رهگیری بانک: 882041773

لطفاً نیم ساعت پیش از حرکت در ایستگاه حاضر باشید و کارت ملی همراه داشته باشید.

سفر خوش!
پشتیبانی سفریار: ۰۲۱-۹۱۰۰۸۸۰۰
`,
    html: null,
  },
  {
    family: "kis-li",
    group: "regional",
    lang: "he",
    kind: "invite-link",
    code: null,
    link: "https://app.kisli.co.il/join/family?inv=HX7k2Pq9Lm&src=email",
    from: "כיס לי <hello@kisli.co.il>",
    subject: "אבי הזמין אותך להצטרף לכיס המשפחתי",
    date: "Sun, 31 Jan 2027 18:06:29 +0200",
    enc: "qp",
    text: `היי נועה,

אבי כהן הזמין אותך להצטרף לכיס המשפחתי "הוצאות הבית" באפליקציית כיס לי.

בכיס המשותף אפשר לראות את היתרה, לשלם בכרטיס הדיגיטלי ולעקוב אחרי ההוצאות ביחד.

להצטרפות לכיס:
https://app.kisli.co.il/join/family?inv=HX7k2Pq9Lm&src=email

ההזמנה בתוקף ל-7 ימים.

צוות כיס לי
כיס לי בע"מ, ח.פ. 516338420, דרך מנחם בגין 132, תל אביב-יפו 6701101
שירות לקוחות: ‎*8760 או 03-7208760
`,
    html: card({
      lang: "he",
      dir: "rtl",
      title: "הזמנה לכיס המשפחתי",
      pre: "ההזמנה בתוקף ל-7 ימים",
      color: "#2f6bff",
      logo: "https://static.kisli.co.il/mail/kisli-logo.png",
      brand: "כיס לי",
      font: "Arial,'Segoe UI',sans-serif",
      body: `<p style="margin:0 0 12px 0;font-size:20px;"><strong>היי נועה,</strong></p>
<p style="margin:0 0 12px 0;">אבי כהן הזמין אותך להצטרף לכיס המשפחתי <strong>"הוצאות הבית"</strong>.</p>
<p style="margin:0 0 12px 0;">בכיס המשותף אפשר לראות את היתרה, לשלם בכרטיס הדיגיטלי ולעקוב אחרי ההוצאות ביחד.</p>
${btn("https://app.kisli.co.il/join/family?inv=HX7k2Pq9Lm&src=email", "להצטרפות לכיס", "#2f6bff")}
<p style="margin:0;font-size:13px;color:#777;">ההזמנה בתוקף ל-7 ימים. לא מכירים את אבי? אפשר להתעלם מהמייל.</p>`,
      foot: `כיס לי בע"מ, ח.פ. 516338420, דרך מנחם בגין 132, תל אביב-יפו 6701101<br>
שירות לקוחות: ‎*8760 או 03-7208760 · <a href="https://kisli.co.il/privacy" style="color:#8a8d93;">מדיניות פרטיות</a> · <a href="https://kisli.co.il/terms" style="color:#8a8d93;">תנאי שימוש</a>`,
    }),
  },
  {
    family: "kis-li",
    group: "regional",
    lang: "he",
    kind: "login-code",
    code: "418207",
    link: null,
    from: "כיס לי <security@kisli.co.il>",
    subject: "קוד האימות שלך לכיס לי",
    date: "Sun, 31 Jan 2027 18:20:03 +0200",
    enc: "b64",
    text: `היי נועה,

קוד האימות שלך הוא: 418207

הקוד תקף ל-10 דקות. אל תמסרו אותו לאף אחד – נציגי כיס לי לעולם לא יבקשו אותו.

אם לא ניסית להתחבר, מומלץ לפנות אלינו ב-03-7208760.

צוות כיס לי
`,
    html: null,
  },
  {
    family: "bharat-suraksha-bima",
    group: "regional",
    lang: "hi",
    kind: "otp-code",
    code: "603918",
    link: null,
    from: "भारत सुरक्षा बीमा <alerts@bharatsurakshabima.in>",
    subject: "आपका OTP: पॉलिसी सेवा लॉगिन",
    date: "Tue, 02 Feb 2027 10:47:15 +0530",
    enc: "qp",
    text: `प्रिय श्री राजेश वर्मा,

भारत सुरक्षा बीमा ग्राहक पोर्टल में लॉगिन करने के लिए आपका वन टाइम पासवर्ड (OTP) है:

603918

यह OTP 5 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। हमारा कोई भी कर्मचारी आपसे OTP नहीं मांगेगा।

पॉलिसी संख्या: BSB/HL/2026/0044718
पंजीकृत मोबाइल: +91 98XXXXXX21

यदि आपने यह अनुरोध नहीं किया है, तो तुरंत टोल-फ्री नंबर 1800 266 4410 पर कॉल करें।

सादर,
भारत सुरक्षा बीमा कंपनी लिमिटेड
पंजीकृत कार्यालय: 7वीं मंज़िल, नरीमन भवन, नरीमन पॉइंट, मुंबई – 400021
IRDAI पंजीकरण संख्या 168 | CIN: U66010MH2008PLC184420
`,
    html: bar({
      lang: "hi",
      title: "OTP",
      color: "#0b3c7a",
      brand: "भारत सुरक्षा बीमा",
      logo: "https://www.bharatsurakshabima.in/mailer/bsb-logo-white.png",
      pre: "यह OTP 5 मिनट तक मान्य है",
      body: `<p style="margin:0 0 14px 0;">प्रिय श्री राजेश वर्मा,</p>
<p style="margin:0 0 14px 0;">भारत सुरक्षा बीमा ग्राहक पोर्टल में लॉगिन करने के लिए आपका वन टाइम पासवर्ड (OTP) है:</p>
<p style="margin:20px 0;text-align:center;"><b style="font-size:28px;letter-spacing:6px;color:#0b3c7a;background:#e8eef7;padding:10px 20px;display:inline-block;">603918</b></p>
<p style="margin:0 0 14px 0;">यह OTP 5 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। हमारा कोई भी कर्मचारी आपसे OTP नहीं मांगेगा।</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;border:1px solid #dde3ea;"><tr><td>पॉलिसी संख्या</td><td>BSB/HL/2026/0044718</td></tr><tr><td>पंजीकृत मोबाइल</td><td>+91 98XXXXXX21</td></tr></table>
<p style="margin:14px 0 0 0;">यदि आपने यह अनुरोध नहीं किया है, तो तुरंत टोल-फ्री नंबर <b>1800 266 4410</b> पर कॉल करें।</p>`,
      foot:
        `भारत सुरक्षा बीमा कंपनी लिमिटेड · पंजीकृत कार्यालय: 7वीं मंज़िल, नरीमन भवन, नरीमन पॉइंट, मुंबई – 400021 · IRDAI पंजीकरण संख्या 168 · CIN: U66010MH2008PLC184420<br>
बीमा आग्रह की विषयवस्तु है। <a href="https://www.bharatsurakshabima.in/privacy-policy" style="color:#6c757d;">गोपनीयता नीति</a> · <a href="https://www.bharatsurakshabima.in/grievance" style="color:#6c757d;">शिकायत निवारण</a>`,
    }),
  },
  {
    family: "bharat-suraksha-bima",
    group: "negative",
    lang: "hi",
    kind: "premium-receipt",
    code: null,
    link: null,
    from: "भारत सुरक्षा बीमा <receipts@bharatsurakshabima.in>",
    subject: "प्रीमियम भुगतान की रसीद – BSB/HL/2026/0044718",
    date: "Wed, 03 Feb 2027 16:22:40 +0530",
    enc: "b64",
    attachment: ["Premium_Receipt_0044718.pdf", "application/pdf", PDF],
    text: `प्रिय श्री राजेश वर्मा,

आपके स्वास्थ्य बीमा पॉलिसी के नवीनीकरण प्रीमियम का भुगतान सफलतापूर्वक प्राप्त हो गया है। रसीद संलग्न है।

पॉलिसी संख्या: BSB/HL/2026/0044718
योजना: परिवार स्वास्थ्य कवच (बीमा राशि ₹10,00,000)
प्रीमियम राशि: ₹24,318 (GST 18% सहित)
भुगतान माध्यम: UPI (rajesh.v@okbank)
लेन-देन संदर्भ: 702341889120
पॉलिसी अवधि: 05/02/2027 से 04/02/2028

आयकर अधिनियम की धारा 80D के अंतर्गत कर लाभ हेतु यह रसीद सुरक्षित रखें।

सादर,
भारत सुरक्षा बीमा कंपनी लिमिटेड · टोल-फ्री 1800 266 4410
`,
    html: null,
  },
  {
    family: "thirumana-sangamam",
    group: "regional",
    lang: "ta",
    kind: "verify-link",
    code: null,
    link: "https://www.thirumanasangamam.com/verify-email?mid=TS8820147&key=f3a91c0d77e2",
    from: "திருமண சங்கமம் <support@thirumanasangamam.com>",
    subject: "உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்",
    date: "Thu, 04 Feb 2027 07:55:31 +0530",
    enc: "qp",
    text: `வணக்கம் கார்த்திகா,

திருமண சங்கமத்தில் பதிவு செய்ததற்கு நன்றி. உங்கள் சுயவிவர எண்: TS8820147

உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த கீழே உள்ள இணைப்பைக் கிளிக் செய்யவும்:
https://www.thirumanasangamam.com/verify-email?mid=TS8820147&key=f3a91c0d77e2

உறுதிப்படுத்திய பிறகு பொருத்தமான வரன்களின் விவரங்களை மின்னஞ்சலில் பெறுவீர்கள்.

நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.

அன்புடன்,
திருமண சங்கமம் குழு
எண் 24, உஸ்மான் சாலை, தி. நகர், சென்னை – 600017
வாடிக்கையாளர் சேவை: 044 4862 1190
`,
    html: card({
      lang: "ta",
      title: "மின்னஞ்சல் உறுதிப்படுத்தல்",
      pre: "உங்கள் சுயவிவரத்தை முழுமையாக்க ஒரு படி மட்டுமே",
      color: "#b0124f",
      logo: "https://www.thirumanasangamam.com/images/mailer/ts-logo.png",
      brand: "திருமண சங்கமம்",
      font: "'Noto Sans Tamil',Latha,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;font-size:18px;"><strong>வணக்கம் கார்த்திகா,</strong></p>
<p style="margin:0 0 12px 0;">திருமண சங்கமத்தில் பதிவு செய்ததற்கு நன்றி. உங்கள் சுயவிவர எண்: <strong>TS8820147</strong></p>
<p style="margin:0;">உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த கீழே உள்ள பொத்தானைக் கிளிக் செய்யவும்:</p>
${
        btn(
          "https://www.thirumanasangamam.com/verify-email?mid=TS8820147&key=f3a91c0d77e2",
          "மின்னஞ்சலை உறுதிப்படுத்து",
          "#b0124f",
        )
      }
<p style="margin:0 0 12px 0;">உறுதிப்படுத்திய பிறகு பொருத்தமான வரன்களின் விவரங்களை மின்னஞ்சலில் பெறுவீர்கள்.</p>
<p style="margin:0;font-size:13px;color:#777;">நீங்கள் பதிவு செய்யவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.</p>`,
      foot: `திருமண சங்கமம் · எண் 24, உஸ்மான் சாலை, தி. நகர், சென்னை – 600017 · 044 4862 1190<br>
<a href="https://www.thirumanasangamam.com/privacy" style="color:#8a8d93;">Privacy Policy</a> · <a href="https://www.thirumanasangamam.com/safety-tips" style="color:#8a8d93;">பாதுகாப்பு குறிப்புகள்</a> · <a href="https://www.thirumanasangamam.com/unsubscribe?mid=TS8820147" style="color:#8a8d93;">Unsubscribe</a>`,
    }),
  },
  {
    family: "thirumana-sangamam",
    group: "negative",
    lang: "ta",
    kind: "profile-activity",
    code: null,
    link: null,
    from: "திருமண சங்கமம் <matches@thirumanasangamam.com>",
    subject: "இந்த வாரம் 3 பேர் உங்கள் சுயவிவரத்தைப் பார்த்தனர்",
    date: "Sun, 07 Feb 2027 09:00:00 +0530",
    enc: "8bit",
    text: `வணக்கம் கார்த்திகா,

இந்த வாரம் உங்கள் சுயவிவரம் (TS8820147) 3 முறை பார்க்கப்பட்டது.

• TS7710422 – 29 வயது, மென்பொருள் பொறியாளர், கோயம்புத்தூர்
• TS6039185 – 31 வயது, மருத்துவர், மதுரை
• TS8104776 – 30 வயது, பட்டயக் கணக்காளர், சென்னை

கைபேசி எண்களைப் பார்க்க பிரீமியம் திட்டம்: 3 மாதங்கள் ₹2,499 மட்டுமே.

சுயவிவரங்களைப் பார்க்க: https://www.thirumanasangamam.com/my/visitors

அன்புடன்,
திருமண சங்கமம் குழு
இந்த மின்னஞ்சல்களை நிறுத்த: https://www.thirumanasangamam.com/unsubscribe?mid=TS8820147
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Japanese, Korean, Chinese

const eastasia: Mail[] = [
  {
    family: "hanamaru-netsuper",
    group: "regional",
    lang: "ja",
    kind: "activation-link",
    code: null,
    link: "https://netsuper.hanamaru-mart.jp/member/regist/complete?key=6b1f02d9c8a7e3f4&mode=pc",
    from: "はなまるネットスーパー <info@hanamaru-mart.jp>",
    subject: "【はなまるネットスーパー】仮登録完了のお知らせ",
    date: "Mon, 08 Feb 2027 21:14:09 +0900",
    enc: "b64",
    text: `山本 美咲 様

この度は、はなまるネットスーパーにお申し込みいただき、誠にありがとうございます。
現在、仮登録の状態です。

下記URLにアクセスし、本登録を完了してください。
━━━━━━━━━━━━━━━━━━━━━━━━━━
https://netsuper.hanamaru-mart.jp/member/regist/complete?key=6b1f02d9c8a7e3f4&mode=pc
━━━━━━━━━━━━━━━━━━━━━━━━━━
※URLの有効期限は24時間です。
※期限を過ぎた場合は、お手数ですが最初からお手続きをお願いいたします。

■ご登録店舗
はなまるマート 三軒茶屋店
〒154-0024 東京都世田谷区三軒茶屋2-14-7

※本メールは送信専用アドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。
※本メールにお心当たりのない場合は、お手数ですが破棄してください。

────────────────────────────
はなまるネットスーパー
株式会社はなまるマート
〒150-0002 東京都渋谷区渋谷3-11-2 はなまるビル8F
お客様センター：0120-874-221（受付時間 9:00～18:00）
https://netsuper.hanamaru-mart.jp/
────────────────────────────
`,
    html: null,
  },
  {
    family: "hanamaru-netsuper",
    group: "negative",
    lang: "ja",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "はなまるネットスーパー <order@hanamaru-mart.jp>",
    subject: "【はなまるネットスーパー】ご注文を承りました（注文番号：NS2702-0481172）",
    date: "Wed, 10 Feb 2027 09:31:55 +0900",
    enc: "b64",
    text: `山本 美咲 様

はなまるネットスーパーをご利用いただき、ありがとうございます。
以下の内容でご注文を承りました。

【注文番号】NS2702-0481172
【お届け日時】2027年2月11日（木・祝） 14:00～16:00
【お届け先】〒154-0024 東京都世田谷区三軒茶屋2-3-18 メゾン三茶 402

■ご注文内容
国産若鶏もも肉 300g　　　　 1点　　¥538
北海道産 牛乳 1000ml　　　　2点　　¥476
信州産 ふじりんご 3個入　　 1点　　¥598
木綿豆腐 350g　　　　　　　 2点　　¥196
----------------------------------
商品小計　　　　　　　　　　　　　¥1,808
配送料　　　　　　　　　　　　　　¥330
合計（税込）　　　　　　　　　　　¥2,138
（内消費税 8%対象 ¥134 / 10%対象 ¥30）

【お支払い方法】クレジットカード（****-****-****-5521）

ご注文内容の変更・キャンセルは、お届け日前日の22:00まで「マイページ」から承ります。

────────────────────────────
はなまるネットスーパー　お客様センター：0120-874-221
────────────────────────────
`,
    html: null,
  },
  {
    family: "hoshizora-shoken",
    group: "regional",
    lang: "ja",
    kind: "2fa-code",
    code: "294071",
    link: null,
    from: "ほしぞら証券 <security@hoshizora-sec.co.jp>",
    subject: "【ほしぞら証券】ログイン認証コードのお知らせ",
    date: "Thu, 11 Feb 2027 07:02:44 +0900",
    enc: "qp",
    text: `佐々木 健太 様

いつもほしぞら証券をご利用いただき、ありがとうございます。
ログイン時の認証コードをお知らせいたします。

認証コード：294071

有効期限：2027/02/11 07:12 まで（10分間）

上記の認証コードを、ログイン画面の「認証コード」欄に入力してください。
お客様ご自身の操作でない場合は、至急パスワードを変更のうえ、カスタマーサービスセンターまでご連絡ください。

■カスタマーサービスセンター
0120-443-019（平日 8:00～17:00）

ほしぞら証券株式会社
金融商品取引業者 関東財務局長（金商）第3092号
加入協会：日本証券業協会、一般社団法人日本投資顧問業協会
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f5f5"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:16px 24px;border-bottom:2px solid #1d2f6f;"><img src="https://www.hoshizora-sec.co.jp/mail/img/logo.gif" alt="ほしぞら証券" width="160" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
佐々木 健太 様<br><br>
いつもほしぞら証券をご利用いただき、ありがとうございます。<br>
ログイン時の認証コードをお知らせいたします。<br><br>
<table cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #c9d1e6;"><tr><td bgcolor="#eef1f8" width="35%" style="padding:10px;font-size:13px;">認証コード</td><td style="padding:10px;font-size:22px;font-weight:bold;color:#1d2f6f;">294071</td></tr>
<tr><td bgcolor="#eef1f8" style="padding:10px;font-size:13px;">有効期限</td><td style="padding:10px;font-size:13px;">2027/02/11 07:12 まで（10分間）</td></tr></table><br>
上記の認証コードを、ログイン画面の「認証コード」欄に入力してください。<br>
<span style="color:#c00;">お客様ご自身の操作でない場合は、至急パスワードを変更のうえ、カスタマーサービスセンターまでご連絡ください。</span>
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;line-height:1.7;color:#666;">
■カスタマーサービスセンター 0120-443-019（平日 8:00～17:00）<br>
ほしぞら証券株式会社　金融商品取引業者 関東財務局長（金商）第3092号<br>
加入協会：日本証券業協会、一般社団法人日本投資顧問業協会<br>
<a href="https://www.hoshizora-sec.co.jp/privacy/" style="color:#666;">個人情報保護方針</a>
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "jipsa-market",
    group: "regional",
    lang: "ko",
    kind: "verify-code",
    code: "560283",
    link: null,
    from: "집사마켓 <noreply@jipsamarket.co.kr>",
    subject: "[집사마켓] 이메일 인증번호 안내",
    date: "Fri, 12 Feb 2027 14:26:37 +0900",
    enc: "qp",
    text: `[집사마켓] 이메일 인증번호 안내

안녕하세요, 김지은 고객님.
회원가입을 위한 이메일 인증번호를 안내해 드립니다.

인증번호: 560283

인증번호는 발송 시점부터 3분간 유효합니다.
본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.

(주)집사마켓 | 대표이사 박정훈 | 서울특별시 성동구 왕십리로 83-21, 7층 (04769)
사업자등록번호 214-88-47102 | 통신판매업신고 2021-서울성동-01882
고객센터 1644-7728 (평일 09:00~18:00)
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>이메일 인증번호 안내</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<div style="max-width:600px;margin:0 auto;padding:40px 24px;">
<img src="https://img.jipsamarket.co.kr/mail/jipsa_logo.png" alt="집사마켓" width="120" style="display:block;">
<h1 style="font-size:24px;color:#111;margin:34px 0 8px 0;">이메일 인증번호 안내</h1>
<p style="font-size:15px;line-height:24px;color:#444;margin:0;">안녕하세요, <b>김지은</b> 고객님.<br>회원가입을 위한 이메일 인증번호를 안내해 드립니다.</p>
<div style="margin:28px 0;padding:24px;background:#f6f7f9;text-align:center;">
<p style="margin:0 0 6px 0;font-size:13px;color:#888;">인증번호</p>
<p style="margin:0;font-size:32px;font-weight:bold;letter-spacing:6px;color:#ff7a00;">560283</p>
</div>
<p style="font-size:13px;line-height:21px;color:#888;margin:0;">인증번호는 발송 시점부터 3분간 유효합니다.<br>본인이 요청하지 않은 경우 이 메일을 무시하셔도 됩니다.</p>
<hr style="border:0;border-top:1px solid #eee;margin:32px 0 16px 0;">
<p style="font-size:11px;line-height:18px;color:#aaa;margin:0;">본 메일은 발신전용입니다.<br>(주)집사마켓 | 대표이사 박정훈 | 서울특별시 성동구 왕십리로 83-21, 7층 (04769)<br>사업자등록번호 214-88-47102 | 통신판매업신고 2021-서울성동-01882<br>고객센터 1644-7728 (평일 09:00~18:00) | <a href="https://www.jipsamarket.co.kr/policy/privacy" style="color:#aaa;">개인정보처리방침</a></p>
</div></body></html>`,
  },
  {
    family: "jipsa-market",
    group: "negative",
    lang: "ko",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "집사마켓 <order@jipsamarket.co.kr>",
    subject: "[집사마켓] 주문하신 상품이 출발했어요",
    date: "Mon, 15 Feb 2027 16:05:20 +0900",
    enc: "8bit",
    text: `김지은 고객님, 주문하신 상품이 출발했어요!

주문번호: 20270214-0038817
택배사: CJ대한통운
운송장번호: 6841-2290-7715

- 고양이 두부모래 7L x 3개 ........ 26,700원
- 연어 동결건조 트릿 60g x 2개 ..... 15,800원
배송비 .............................. 0원 (3만원 이상 무료배송)
결제금액 ............................ 42,500원

받는 분: 김지은 / 서울특별시 마포구 월드컵북로 12길 34, 302호 (03967)

배송 조회: https://www.jipsamarket.co.kr/mypage/order/20270214-0038817

(주)집사마켓 고객센터 1644-7728
`,
    html: null,
  },
  {
    family: "fengchao-guizi",
    group: "regional",
    lang: "zh",
    kind: "pickup-code",
    code: "60418237",
    link: null,
    from: "蜂站智能柜 <notice@fengzhan-box.cn>",
    subject: "【蜂站】您的快递已存入智能柜，取件码 60418237",
    date: "Tue, 16 Feb 2027 15:48:02 +0800",
    enc: "b64",
    text: `【蜂站】尊敬的用户：

您的中通快递（运单号 78 4412 0937 5521）已于 2027-02-16 15:47 存入智能柜。

柜机位置：杭州市西湖区文三路 398 号东信大厦北门 蜂站柜 B2
取件码：60418237

请凭取件码或在“蜂站”小程序扫码开柜取件。包裹免费保管 18 小时，超时后每 12 小时收取 0.5 元保管费，最高 3 元。

如有疑问请致电客服 400-820-6619。
`,
    html:
      `<html><head><meta charset="utf-8"></head><body style="margin:0;background:#f4f4f4;font-family:'PingFang SC','Microsoft YaHei',sans-serif;">
<div style="max-width:420px;margin:20px auto;background:#ffffff;border-radius:8px;overflow:hidden;">
<div style="background:#ffb400;padding:14px 18px;"><img src="https://static.fengzhan-box.cn/mail/logo.png" alt="蜂站" height="24"></div>
<div style="padding:20px 18px;font-size:14px;line-height:24px;color:#333;">
<p style="margin:0 0 10px 0;">尊敬的用户：</p>
<p style="margin:0 0 10px 0;">您的中通快递（运单号 78 4412 0937 5521）已于 2027-02-16 15:47 存入智能柜。</p>
<div style="background:#fff8e1;border-radius:6px;padding:14px;text-align:center;margin:16px 0;">
<div style="font-size:12px;color:#999;">取件码</div>
<div style="font-size:30px;font-weight:bold;color:#e65100;letter-spacing:4px;">60418237</div>
</div>
<p style="margin:0 0 6px 0;"><b>柜机位置：</b>杭州市西湖区文三路 398 号东信大厦北门 蜂站柜 B2</p>
<p style="margin:0;color:#888;font-size:12px;">请凭取件码或在“蜂站”小程序扫码开柜取件。包裹免费保管 18 小时，超时后每 12 小时收取 0.5 元保管费，最高 3 元。</p>
</div>
<div style="padding:12px 18px;background:#fafafa;font-size:11px;color:#aaa;">客服电话 400-820-6619 · 浙ICP备17042218号</div>
</div></body></html>`,
  },
  {
    family: "lanshan-yun",
    group: "regional",
    lang: "zh",
    kind: "login-code",
    code: "738215",
    link: null,
    from: "岚山云 <no-reply@lanshanyun.com>",
    subject: "岚山云登录验证码",
    date: "Wed, 17 Feb 2027 10:21:46 +0800",
    enc: "qp",
    text: `尊敬的岚山云用户，您好：

您正在登录岚山云控制台（账号：zhang***@inbox.example），本次验证码为：

738215

验证码 5 分钟内有效，请勿泄露给他人。如非本人操作，请立即修改密码。

登录 IP：183.15.22.107（广东省深圳市）
登录时间：2027-02-17 10:21:40

此邮件由系统自动发送，请勿回复。
岚山云计算有限公司 · 深圳市南山区科技南十二路 18 号 · 客服热线 95188-3
`,
    html: card({
      lang: "zh-CN",
      title: "登录验证码",
      pre: "验证码 5 分钟内有效，请勿泄露给他人。",
      color: "#1366ec",
      logo: "https://img.lanshanyun.com/mail/logo-lanshan.png",
      brand: "岚山云",
      font: "'PingFang SC','Microsoft YaHei',Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">尊敬的岚山云用户，您好：</p>
<p style="margin:0 0 12px 0;">您正在登录岚山云控制台（账号：zhang***@inbox.example），本次验证码为：</p>
<p style="margin:18px 0;font-size:30px;font-weight:bold;color:#1366ec;letter-spacing:6px;">738215</p>
<p style="margin:0 0 12px 0;">验证码 5 分钟内有效，请勿泄露给他人。如非本人操作，请立即<a href="https://console.lanshanyun.com/account/security">修改密码</a>。</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:13px;color:#666;"><tr><td>登录 IP</td><td>183.15.22.107（广东省深圳市）</td></tr><tr><td>登录时间</td><td>2027-02-17 10:21:40</td></tr></table>`,
      foot:
        `此邮件由系统自动发送，请勿回复。<br>岚山云计算有限公司 · 深圳市南山区科技南十二路 18 号 · 客服热线 95188-3<br>© 2027 Lanshan Cloud. 粤ICP备19088213号`,
    }),
  },
  {
    family: "lanshan-yun",
    group: "negative",
    lang: "zh",
    kind: "billing-notice",
    code: null,
    link: null,
    from: "岚山云 <billing@lanshanyun.com>",
    subject: "【岚山云】您的账户余额不足 100 元",
    date: "Thu, 18 Feb 2027 09:00:12 +0800",
    enc: "8bit",
    text: `尊敬的岚山云用户，您好：

您的账户（ID：1882047731）当前可用余额为 ¥86.40，已低于您设置的预警阈值 ¥100.00。

按当前消费速度估算，余额约可支撑 3 天。余额耗尽后，按量付费的云服务器 ECS（实例 i-lsy7h2kq0c1）将被停机，数据保留 15 天。

如需继续使用，请登录控制台“费用中心”进行充值。

岚山云计算有限公司 · 客服热线 95188-3
`,
    html: null,
  },
  {
    family: "baodao-shop",
    group: "regional",
    lang: "zh",
    kind: "verify-code-link",
    code: "382915",
    link: "https://member.baodaoshop.com.tw/verify/email?uid=TW00481772&token=9e1c4b7a2d",
    from: "寶島好物 <service@baodaoshop.com.tw>",
    subject: "寶島好物 會員信箱驗證",
    date: "Fri, 19 Feb 2027 20:40:58 +0800",
    enc: "qp",
    text: `親愛的 陳怡君 您好：

感謝您加入寶島好物會員！請於 30 分鐘內完成信箱驗證。

您的驗證碼：382915

您也可以直接點選以下連結完成驗證：
https://member.baodaoshop.com.tw/verify/email?uid=TW00481772&token=9e1c4b7a2d

完成驗證即可獲得新會員購物金 NT$100（單筆消費滿 NT$800 可折抵）。

若您並未申請加入會員，請忽略此信。

寶島好物股份有限公司　統一編號 54218830
台北市大安區敦化南路二段 76 號 12 樓（106）
客服專線：(02) 2700-5188（週一至週五 09:00–18:00）
`,
    html: card({
      lang: "zh-TW",
      title: "會員信箱驗證",
      pre: "請於 30 分鐘內完成信箱驗證",
      color: "#2e7d32",
      logo: "https://img.baodaoshop.com.tw/edm/logo.png",
      brand: "寶島好物",
      font: "'PingFang TC','Microsoft JhengHei',Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;">親愛的 陳怡君 您好：</p>
<p style="margin:0 0 12px 0;">感謝您加入寶島好物會員！請於 30 分鐘內完成信箱驗證。</p>
<p style="margin:0;">您的驗證碼：</p>
${boxed("382915", "#edf7ee", "#2e7d32")}
<p style="margin:0;">您也可以直接點選下方按鈕完成驗證：</p>
${btn("https://member.baodaoshop.com.tw/verify/email?uid=TW00481772&token=9e1c4b7a2d", "驗證我的信箱", "#2e7d32")}
<p style="margin:0 0 12px 0;font-size:13px;">完成驗證即可獲得新會員購物金 NT$100（單筆消費滿 NT$800 可折抵）。</p>
<p style="margin:0;font-size:13px;color:#888;">若您並未申請加入會員，請忽略此信。</p>`,
      foot: `寶島好物股份有限公司　統一編號 54218830<br>台北市大安區敦化南路二段 76 號 12 樓（106）<br>
客服專線：(02) 2700-5188（週一至週五 09:00–18:00）· <a href="https://www.baodaoshop.com.tw/privacy" style="color:#8a8d93;">隱私權政策</a><br>
${social("https://www.baodaoshop.com.tw/s", ["facebook", "line", "instagram"])}`,
    }),
  },
  {
    family: "baodao-shop",
    group: "negative",
    lang: "zh",
    kind: "e-invoice",
    code: null,
    link: null,
    from: "寶島好物 <einvoice@baodaoshop.com.tw>",
    subject: "寶島好物 電子發票開立通知",
    date: "Mon, 22 Feb 2027 11:15:03 +0800",
    enc: "b64",
    text: `親愛的 陳怡君 您好：

您於寶島好物的訂單已開立電子發票，明細如下：

訂單編號：BD20270221-88413
發票號碼：QK-40218837
發票日期：2027/02/22
隨機碼：7305
發票金額：NT$1,280（含稅）
載具：會員載具（已歸戶至財政部電子發票整合服務平台）

本發票將由系統自動對獎，中獎時將另行通知。

寶島好物股份有限公司　統一編號 54218830
客服專線：(02) 2700-5188
`,
    html: null,
  },
];

// ---------------------------------------------------------------- Vietnamese, Indonesian, Thai

const southeast: Mail[] = [
  {
    family: "cho-phien-online",
    group: "regional",
    lang: "vi",
    kind: "otp-code",
    code: "417305",
    link: null,
    from: "Chợ Phiên <khong-tra-loi@chophien.vn>",
    subject: "Mã xác thực OTP của bạn tại Chợ Phiên",
    date: "Tue, 23 Feb 2027 19:08:41 +0700",
    enc: "qp",
    text: `Xin chào Nguyễn Thị Hương,

Bạn đang thực hiện đổi số điện thoại nhận hàng trên Chợ Phiên. Mã xác thực (OTP) của bạn là:

417 305

Mã có hiệu lực trong 5 phút. Tuyệt đối không cung cấp mã này cho bất kỳ ai, kể cả nhân viên Chợ Phiên.

Nếu bạn không thực hiện yêu cầu này, vui lòng liên hệ tổng đài 1900 6035.

Trân trọng,
Đội ngũ Chợ Phiên

Công ty TNHH Chợ Phiên Việt Nam
Tầng 9, tòa nhà Saigon Centre, 65 Lê Lợi, phường Bến Nghé, Quận 1, TP. Hồ Chí Minh
Mã số doanh nghiệp: 0316228417 do Sở KH&ĐT TP.HCM cấp ngày 14/04/2020
`,
    html: card({
      lang: "vi",
      title: "Mã xác thực OTP",
      pre: "Mã có hiệu lực trong 5 phút.",
      color: "#ee4d2d",
      logo: "https://cf.chophien.vn/email/logo-chophien.png",
      brand: "Chợ Phiên",
      body: `<p style="margin:0 0 12px 0;">Xin chào <strong>Nguyễn Thị Hương</strong>,</p>
<p style="margin:0 0 12px 0;">Bạn đang thực hiện đổi số điện thoại nhận hàng trên Chợ Phiên. Mã xác thực (OTP) của bạn là:</p>
${boxed("417 305", "#fff1ee", "#ee4d2d")}
<p style="margin:0 0 12px 0;">Mã có hiệu lực trong <strong>5 phút</strong>. Tuyệt đối không cung cấp mã này cho bất kỳ ai, kể cả nhân viên Chợ Phiên.</p>
<p style="margin:0;font-size:13px;color:#777;">Nếu bạn không thực hiện yêu cầu này, vui lòng liên hệ tổng đài <a href="tel:19006035">1900 6035</a>.</p>`,
      foot:
        `Công ty TNHH Chợ Phiên Việt Nam · Tầng 9, tòa nhà Saigon Centre, 65 Lê Lợi, phường Bến Nghé, Quận 1, TP. Hồ Chí Minh<br>
Mã số doanh nghiệp: 0316228417 do Sở KH&amp;ĐT TP.HCM cấp ngày 14/04/2020<br>
<a href="https://chophien.vn/chinh-sach-bao-mat" style="color:#8a8d93;">Chính sách bảo mật</a> · <a href="https://chophien.vn/tro-giup" style="color:#8a8d93;">Trung tâm trợ giúp</a>`,
    }),
  },
  {
    family: "cho-phien-online",
    group: "negative",
    lang: "vi",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Chợ Phiên <donhang@chophien.vn>",
    subject: "Đơn hàng #CP270224518832 đã được xác nhận",
    date: "Wed, 24 Feb 2027 08:44:19 +0700",
    enc: "b64",
    text: `Xin chào Nguyễn Thị Hương,

Cảm ơn bạn đã mua sắm tại Chợ Phiên. Đơn hàng của bạn đã được người bán xác nhận.

Mã đơn hàng: #CP270224518832
Ngày đặt: 24/02/2027 08:41

Nồi chiên không dầu 6L ............. 1.290.000₫
Bộ 3 hộp thủy tinh đựng thực phẩm .... 215.000₫
Phí vận chuyển ........................ 22.000₫
Giảm giá vận chuyển .................. -22.000₫
Tổng thanh toán .................... 1.505.000₫

Phương thức thanh toán: Thanh toán khi nhận hàng (COD)
Giao đến: 128/7 Nguyễn Trãi, Phường 3, Quận 5, TP. Hồ Chí Minh
Dự kiến giao: 26/02 – 27/02/2027

Đội ngũ Chợ Phiên · Tổng đài 1900 6035
`,
    html: null,
  },
  {
    family: "kerja-bareng",
    group: "consumer",
    lang: "id",
    kind: "invite-link",
    code: null,
    link: "https://app.kerjabareng.id/undangan/terima?ws=toko-kopi-senja&t=8c2d91fa07e64b3a",
    from: "Dimas lewat KerjaBareng <notifikasi@kerjabareng.id>",
    subject: 'Dimas Pratama mengundang Anda ke ruang kerja "Toko Kopi Senja"',
    date: "Thu, 25 Feb 2027 13:55:07 +0700",
    enc: "qp",
    text: `Halo Putri,

Dimas Pratama (dimas@kopisenja.id) mengundang Anda untuk bergabung ke ruang kerja "Toko Kopi Senja" di KerjaBareng sebagai Anggota.

Terima undangan:
https://app.kerjabareng.id/undangan/terima?ws=toko-kopi-senja&t=8c2d91fa07e64b3a

Undangan ini berlaku selama 7 hari. Jika Anda tidak mengenal pengirimnya, abaikan saja email ini.

Salam,
Tim KerjaBareng

PT Kerja Bareng Digital · Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190
`,
    html: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f7fb;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e4e6ef;border-radius:10px;">
<tr><td style="padding:30px 36px 0 36px;"><img src="https://cdn.kerjabareng.id/email/kb-wordmark.png" alt="KerjaBareng" height="26"></td></tr>
<tr><td style="padding:26px 36px 0 36px;" align="center"><img src="https://cdn.kerjabareng.id/avatars/u/22871/64.png" width="56" height="56" alt="Dimas Pratama" style="border-radius:28px;"></td></tr>
<tr><td style="padding:14px 36px 0 36px;font-size:18px;line-height:26px;color:#1a1d29;text-align:center;"><b>Dimas Pratama</b> mengundang Anda ke ruang kerja <b>Toko Kopi Senja</b></td></tr>
<tr><td style="padding:10px 36px 0 36px;font-size:14px;line-height:22px;color:#5b6075;text-align:center;">Kelola jadwal shift, stok bahan dan daftar tugas bersama tim.</td></tr>
<tr><td align="center" style="padding:26px 36px;"><a href="${
      h("https://app.kerjabareng.id/undangan/terima?ws=toko-kopi-senja&t=8c2d91fa07e64b3a")
    }" style="background:#3b5bfd;color:#fff;text-decoration:none;padding:12px 30px;border-radius:8px;font-weight:600;display:inline-block;">Terima undangan</a></td></tr>
<tr><td style="padding:0 36px 28px 36px;font-size:12px;line-height:19px;color:#8a8fa3;text-align:center;">Undangan ini berlaku selama 7 hari. Jika Anda tidak mengenal pengirimnya, abaikan saja email ini.</td></tr>
</table>
<p style="font-size:11px;color:#9ea3b5;margin:16px 0 0 0;">PT Kerja Bareng Digital · Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190 · <a href="https://kerjabareng.id/privasi" style="color:#9ea3b5;">Kebijakan Privasi</a></p>
</td></tr></table></body></html>`,
  },
  {
    family: "kerja-bareng",
    group: "consumer",
    lang: "id",
    kind: "verify-code",
    code: "K-928140",
    code_digits: "928140",
    link: null,
    from: "KerjaBareng <notifikasi@kerjabareng.id>",
    subject: "K-928140 adalah kode verifikasi KerjaBareng Anda",
    date: "Thu, 25 Feb 2027 14:03:22 +0700",
    enc: "8bit",
    text: `Halo Putri,

Masukkan kode verifikasi berikut untuk menyelesaikan pendaftaran akun KerjaBareng Anda:

K-928140

Kode berlaku selama 10 menit. Jangan berikan kode ini kepada siapa pun.

Salam,
Tim KerjaBareng
`,
    html: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"></head>
<body style="margin:0;background:#f6f7fb;font-family:'Segoe UI',Roboto,Arial,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:36px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e4e6ef;border-radius:10px;">
<tr><td style="padding:30px 36px 0 36px;"><img src="https://cdn.kerjabareng.id/email/kb-wordmark.png" alt="KerjaBareng" height="26"></td></tr>
<tr><td style="padding:24px 36px 0 36px;font-size:15px;line-height:23px;color:#1a1d29;">Halo Putri,<br>Masukkan kode verifikasi berikut untuk menyelesaikan pendaftaran akun KerjaBareng Anda:</td></tr>
<tr><td style="padding:20px 36px;"><div style="font-family:'SFMono-Regular',Menlo,monospace;font-size:30px;font-weight:700;letter-spacing:2px;color:#3b5bfd;background:#eef1ff;border-radius:8px;padding:14px 0;text-align:center;">K-928140</div></td></tr>
<tr><td style="padding:0 36px 28px 36px;font-size:13px;line-height:20px;color:#8a8fa3;">Kode berlaku selama 10 menit. Jangan berikan kode ini kepada siapa pun.</td></tr>
</table>
<p style="font-size:11px;color:#9ea3b5;margin:16px 0 0 0;">PT Kerja Bareng Digital · Jl. Jenderal Sudirman Kav. 52-53, Jakarta Selatan 12190</p>
</td></tr></table></body></html>`,
  },
  {
    family: "krungsiam-pay",
    group: "regional",
    lang: "th",
    kind: "otp-code",
    code: "583014",
    link: null,
    from: "กรุงสยาม เพย์ <noreply@krungsiampay.co.th>",
    subject: "รหัส OTP สำหรับยืนยันการผูกบัญชี",
    date: "Fri, 26 Feb 2027 12:37:50 +0700",
    enc: "b64",
    text: `เรียน คุณสุนิสา ศรีสวัสดิ์

รหัส OTP สำหรับยืนยันการผูกบัญชีธนาคารกับ กรุงสยาม เพย์ คือ

583014

(รหัสอ้างอิง: QWMP)

รหัสนี้ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น ธนาคารและบริษัทฯ จะไม่ขอรหัส OTP จากท่านทางโทรศัพท์หรือ LINE

บัญชีที่ผูก: xxx-x-x4471-x
วันที่ทำรายการ: 26/02/2570 12:37 น.

หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ 02 118 4400 ตลอด 24 ชั่วโมง

บริษัท กรุงสยาม เพย์ จำกัด
เลขที่ 989 อาคารสยามพิวรรธน์ทาวเวอร์ ชั้น 21 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330
`,
    html: bar({
      lang: "th",
      title: "รหัส OTP",
      color: "#4a2a8c",
      brand: "กรุงสยาม เพย์",
      logo: "https://www.krungsiampay.co.th/mail/ksp-logo-white.png",
      body: `<p style="margin:0 0 14px 0;">เรียน คุณสุนิสา ศรีสวัสดิ์</p>
<p style="margin:0 0 14px 0;">รหัส OTP สำหรับยืนยันการผูกบัญชีธนาคารกับ กรุงสยาม เพย์ คือ</p>
<table cellpadding="0" cellspacing="0" style="margin:18px auto;"><tr>
<td style="font-size:32px;font-weight:bold;color:#4a2a8c;letter-spacing:5px;padding:10px 22px;background:#f1ecfa;">583014</td>
<td style="padding-left:14px;font-size:12px;color:#666;">รหัสอ้างอิง<br><b>QWMP</b></td>
</tr></table>
<p style="margin:0 0 14px 0;">รหัสนี้ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น ธนาคารและบริษัทฯ จะไม่ขอรหัส OTP จากท่านทางโทรศัพท์หรือ LINE</p>
<table width="100%" cellpadding="5" cellspacing="0" style="font-size:12px;background:#f7f7f9;"><tr><td>บัญชีที่ผูก</td><td>xxx-x-x4471-x</td></tr><tr><td>วันที่ทำรายการ</td><td>26/02/2570 12:37 น.</td></tr></table>
<p style="margin:14px 0 0 0;">หากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อ 02 118 4400 ตลอด 24 ชั่วโมง</p>`,
      foot:
        `บริษัท กรุงสยาม เพย์ จำกัด · เลขที่ 989 อาคารสยามพิวรรธน์ทาวเวอร์ ชั้น 21 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330<br>
ผู้ให้บริการเงินอิเล็กทรอนิกส์ภายใต้การกำกับของธนาคารแห่งประเทศไทย · <a href="https://www.krungsiampay.co.th/privacy" style="color:#6c757d;">นโยบายความเป็นส่วนตัว</a>`,
    }),
  },
  {
    family: "krungsiam-pay",
    group: "negative",
    lang: "th",
    kind: "bill-payment",
    code: null,
    link: null,
    from: "กรุงสยาม เพย์ <e-slip@krungsiampay.co.th>",
    subject: "ชำระค่าไฟฟ้าสำเร็จ 1,284.62 บาท",
    date: "Sat, 27 Feb 2027 18:10:33 +0700",
    enc: "qp",
    text: `เรียน คุณสุนิสา ศรีสวัสดิ์

ท่านได้ชำระเงินสำเร็จ

ผู้รับชำระ: การไฟฟ้านครหลวง (MEA)
เลขที่ผู้ใช้ไฟฟ้า (CA): 012 440 718
จำนวนเงิน: 1,284.62 บาท
ค่าธรรมเนียม: 0.00 บาท
วันที่: 27 ก.พ. 2570 เวลา 18:10 น.
เลขที่รายการ: 2570022718104471

เก็บอีเมลฉบับนี้ไว้เป็นหลักฐานการชำระเงิน

บริษัท กรุงสยาม เพย์ จำกัด · 02 118 4400
`,
    html: null,
  },
];

// ---------------------------------------------------------------- a few more

const more: Mail[] = [
  {
    family: "hoshizora-shoken",
    group: "regional",
    lang: "ja",
    kind: "email-change",
    code: "HZ7K42",
    link: "https://trade.hoshizora-sec.co.jp/mypage/mail/confirm?rid=20270213A0418&sig=bd31f9c02e",
    from: "ほしぞら証券 <security@hoshizora-sec.co.jp>",
    subject: "【ほしぞら証券】登録メールアドレス変更のお手続き",
    date: "Sat, 13 Feb 2027 16:40:18 +0900",
    enc: "qp",
    text: `佐々木 健太 様

いつもほしぞら証券をご利用いただき、ありがとうございます。
登録メールアドレスの変更を受け付けました。

以下のURLにアクセスし、表示された画面で確認コードを入力して変更手続きを完了してください。

▼変更手続きURL
https://trade.hoshizora-sec.co.jp/mypage/mail/confirm?rid=20270213A0418&sig=bd31f9c02e

▼確認コード
HZ7K42

※URLおよび確認コードの有効期限は、本メール送信から30分間です。
※手続きが完了するまでは、変更前のメールアドレスに各種お知らせが届きます。

お心当たりのない場合は、カスタマーサービスセンター（0120-443-019）までご連絡ください。

ほしぞら証券株式会社
金融商品取引業者 関東財務局長（金商）第3092号
`,
    html: `<html><head><meta charset="utf-8"></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:'Hiragino Kaku Gothic ProN','メイリオ',Meiryo,sans-serif;">
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f5f5f5"><tr><td align="center" style="padding:20px 0;">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td style="padding:16px 24px;border-bottom:2px solid #1d2f6f;"><img src="https://www.hoshizora-sec.co.jp/mail/img/logo.gif" alt="ほしぞら証券" width="160" height="30"></td></tr>
<tr><td style="padding:24px;font-size:14px;line-height:1.8;color:#333;">
佐々木 健太 様<br><br>
いつもほしぞら証券をご利用いただき、ありがとうございます。<br>
登録メールアドレスの変更を受け付けました。<br><br>
以下のURLにアクセスし、表示された画面で確認コードを入力して変更手続きを完了してください。<br><br>
<b>▼変更手続きURL</b><br>
<a href="${
      h("https://trade.hoshizora-sec.co.jp/mypage/mail/confirm?rid=20270213A0418&sig=bd31f9c02e")
    }" style="color:#1d4fb8;word-break:break-all;">https://trade.hoshizora-sec.co.jp/mypage/mail/confirm?rid=20270213A0418&amp;sig=bd31f9c02e</a><br><br>
<b>▼確認コード</b><br>
<span style="font-size:22px;font-weight:bold;color:#1d2f6f;font-family:Consolas,monospace;">HZ7K42</span><br><br>
<span style="font-size:12px;color:#666;">※URLおよび確認コードの有効期限は、本メール送信から30分間です。<br>※手続きが完了するまでは、変更前のメールアドレスに各種お知らせが届きます。</span><br><br>
お心当たりのない場合は、カスタマーサービスセンター（0120-443-019）までご連絡ください。
</td></tr>
<tr><td style="padding:16px 24px;background:#f0f0f0;font-size:11px;line-height:1.7;color:#666;">
ほしぞら証券株式会社　金融商品取引業者 関東財務局長（金商）第3092号<br>
加入協会：日本証券業協会、一般社団法人日本投資顧問業協会
</td></tr></table></td></tr></table></body></html>`,
  },
  {
    family: "manazel-aqar",
    group: "regional",
    lang: "ar",
    kind: "verify-code-link",
    code: "520947",
    link: "https://manazel.sa/ar/account/verify?u=66120943&c=520947&h=a1f7",
    from: "منازل للعقار <no-reply@manazel.sa>",
    subject: "أكّد بريدك الإلكتروني في منازل",
    date: "Sun, 28 Feb 2027 20:11:05 +0300",
    enc: "qp",
    text: `أهلاً عبدالله،

شكراً لتسجيلك في منصة منازل. لتأكيد بريدك الإلكتروني أدخل رمز التحقق التالي في التطبيق:

520947

أو اضغط على الرابط:
https://manazel.sa/ar/account/verify?u=66120943&c=520947&h=a1f7

صلاحية الرمز 15 دقيقة.

بعد التأكيد يمكنك نشر إعلانك الأول مجاناً وفق ترخيص الهيئة العامة للعقار.

منصة منازل — شركة منازل الرقمية، سجل تجاري 1010774120
طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية
الرقم الموحد: 920 004 771
`,
    html: card({
      lang: "ar",
      dir: "rtl",
      title: "تأكيد البريد الإلكتروني",
      pre: "صلاحية الرمز 15 دقيقة",
      color: "#1f7a5c",
      logo: "https://cdn.manazel.sa/mail/manazel-logo.png",
      brand: "منازل",
      font: "Tahoma,Arial,sans-serif",
      body: `<p style="margin:0 0 12px 0;font-size:18px;"><strong>أهلاً عبدالله،</strong></p>
<p style="margin:0 0 12px 0;">شكراً لتسجيلك في منصة منازل. لتأكيد بريدك الإلكتروني أدخل رمز التحقق التالي في التطبيق:</p>
<div dir="ltr">${boxed("520947", "#e9f5f0", "#1f7a5c")}</div>
<p style="margin:0;">أو اضغط على الزر:</p>
${btn("https://manazel.sa/ar/account/verify?u=66120943&c=520947&h=a1f7", "تأكيد البريد الإلكتروني", "#1f7a5c")}
<p style="margin:0 0 12px 0;font-size:13px;color:#777;">صلاحية الرمز 15 دقيقة.</p>
<p style="margin:0;font-size:13px;">بعد التأكيد يمكنك نشر إعلانك الأول مجاناً وفق ترخيص الهيئة العامة للعقار.</p>`,
      foot:
        `منصة منازل — شركة منازل الرقمية، سجل تجاري 1010774120<br>طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية · الرقم الموحد: 920 004 771<br>
<a href="https://manazel.sa/ar/privacy" style="color:#8a8d93;">سياسة الخصوصية</a> · ${
          social("https://manazel.sa/s", ["x", "snapchat", "instagram"])
        }`,
    }),
  },
  {
    family: "manazel-aqar",
    group: "negative",
    lang: "ar",
    kind: "listing-published",
    code: null,
    link: null,
    from: "منازل للعقار <no-reply@manazel.sa>",
    subject: "تم نشر إعلانك رقم 4471902",
    date: "Mon, 01 Mar 2027 09:26:44 +0300",
    enc: "b64",
    text: `أهلاً عبدالله،

تم نشر إعلانك بنجاح وأصبح ظاهراً للباحثين.

رقم الإعلان: 4471902
العقار: شقة للإيجار، 3 غرف، حي النرجس، الرياض
السعر: 55,000 ريال سنوياً
رقم ترخيص الإعلان: 7200418833
مدة العرض: 60 يوماً (حتى 30/04/2027)

لتعديل الإعلان أو إيقافه ادخل إلى "إعلاناتي" في التطبيق.

منصة منازل — الرقم الموحد: 920 004 771
`,
    html: null,
  },
  {
    family: "jipsa-market",
    group: "regional",
    lang: "ko",
    kind: "reset-link",
    code: null,
    link: "https://www.jipsamarket.co.kr/member/password/reset?token=kR82mQ0zLx4vT7pY",
    from: "집사마켓 <noreply@jipsamarket.co.kr>",
    subject: "[집사마켓] 비밀번호 재설정 안내",
    date: "Thu, 18 Feb 2027 23:12:57 +0900",
    enc: "b64",
    text: `[집사마켓] 비밀번호 재설정 안내

안녕하세요, 김지은 고객님.
비밀번호 재설정을 요청하셨습니다. 아래 링크를 눌러 새 비밀번호를 설정해 주세요.

https://www.jipsamarket.co.kr/member/password/reset?token=kR82mQ0zLx4vT7pY

링크는 1시간 동안 유효하며, 한 번만 사용할 수 있습니다.
본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 변경되지 않습니다.

(주)집사마켓 고객센터 1644-7728
`,
    html: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>비밀번호 재설정 안내</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif;">
<div style="max-width:600px;margin:0 auto;padding:40px 24px;">
<img src="https://img.jipsamarket.co.kr/mail/jipsa_logo.png" alt="집사마켓" width="120" style="display:block;">
<h1 style="font-size:24px;color:#111;margin:34px 0 8px 0;">비밀번호 재설정 안내</h1>
<p style="font-size:15px;line-height:24px;color:#444;margin:0;">안녕하세요, <b>김지은</b> 고객님.<br>비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 설정해 주세요.</p>
<a href="https://www.jipsamarket.co.kr/member/password/reset?token=kR82mQ0zLx4vT7pY" style="display:block;margin:28px 0;padding:16px 0;background:#ff7a00;color:#ffffff;text-align:center;font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px;">비밀번호 재설정하기</a>
<p style="font-size:13px;line-height:21px;color:#888;margin:0;">링크는 1시간 동안 유효하며, 한 번만 사용할 수 있습니다.<br>본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 변경되지 않습니다.</p>
<hr style="border:0;border-top:1px solid #eee;margin:32px 0 16px 0;">
<p style="font-size:11px;line-height:18px;color:#aaa;margin:0;">본 메일은 발신전용입니다.<br>(주)집사마켓 | 대표이사 박정훈 | 서울특별시 성동구 왕십리로 83-21, 7층 (04769)<br>사업자등록번호 214-88-47102 | 통신판매업신고 2021-서울성동-01882<br>고객센터 1644-7728 (평일 09:00~18:00) | <a href="https://www.jipsamarket.co.kr/policy/privacy" style="color:#aaa;">개인정보처리방침</a></p>
</div></body></html>`,
  },
];

/** Who each family writes to (the greeting's reader). */
const READER: Record<string, string> = {
  "tianguis-digital": "Mariana Ochoa <mariana.ochoa@inbox.example>",
  "billetera-pampa": "Facundo Ríos <facundo.rios@inbox.example>",
  "domicilios-ya": "Andrés Castaño <andres.castano@inbox.example>",
  "iberluz-energia": "Lucía Ferrer <lucia.ferrer@inbox.example>",
  "banco-ipe": "Rafael Moura Teixeira <rafael.moura@inbox.example>",
  "loja-jabuticaba": "Camila Nogueira <camila.nogueira@inbox.example>",
  "cacifo-expresso": "Inês Carvalho <ines.carvalho@inbox.example>",
  "caisse-boreale": "Geneviève Gagnon <genevieve.gagnon@inbox.example>",
  "romandie-fidelite": "Olivier Favre <olivier.favre@inbox.example>",
  "sama-monnaie": "Aminata Diop <aminata.diop@inbox.example>",
  "fietsdeel": "Sanne de Vries <sanne.devries@inbox.example>",
  "donaustrom-netz": "Katharina Huber <k.huber@inbox.example>",
  "zuerileu-bank": "Reto Brunner <reto.brunner@inbox.example>",
  "libreria-portici": "Giulia Bertolini <giulia.bertolini@inbox.example>",
  "ksiegarnia-azymut": "Anna Kowalska <anna.kowalska@inbox.example>",
  "curier-carpati": "Andreea Popescu <andreea.popescu@inbox.example>",
  "ktel-aigaiou": "Δήμητρα Παπαδοπούλου <dimitra.p@inbox.example>",
  "kargo-anadolu": "Elif Yıldız <elif.yildiz@inbox.example>",
  "cuzdan-plus": "Burak Demir <burak.demir@inbox.example>",
  "kinozal-tochka": "Алексей Смирнов <alexey.smirnov@inbox.example>",
  "kvytok-ua": "Олена Коваленко <olena.kovalenko@inbox.example>",
  "tawseel-khaleej": "سارة المنصوري <sara.almansoori@inbox.example>",
  "atlas-net-maroc": "Youssef Alami <youssef.alami@inbox.example>",
  "safar-yar": "نیلوفر احمدی <niloofar.ahmadi@inbox.example>",
  "kis-li": "נועה כהן <noa.cohen@inbox.example>",
  "bharat-suraksha-bima": "Rajesh Verma <rajesh.verma@inbox.example>",
  "thirumana-sangamam": "Karthika Sundaram <karthika.s@inbox.example>",
  "hanamaru-netsuper": "山本 美咲 <misaki.yamamoto@inbox.example>",
  "hoshizora-shoken": "佐々木 健太 <kenta.sasaki@inbox.example>",
  "jipsa-market": "김지은 <jieun.kim@inbox.example>",
  "lanshan-yun": "张伟 <zhang.wei@inbox.example>",
  "baodao-shop": "陳怡君 <yijun.chen@inbox.example>",
  "cho-phien-online": "Nguyễn Thị Hương <huong.nguyen@inbox.example>",
  "kerja-bareng": "Putri Lestari <putri.lestari@inbox.example>",
  "krungsiam-pay": "สุนิสา ศรีสวัสดิ์ <sunisa.s@inbox.example>",
  "manazel-aqar": "عبدالله القحطاني <abdullah.q@inbox.example>",
};

export const mails: Mail[] = [
  ...spanish,
  ...portuguese,
  ...french,
  ...central,
  ...eastern,
  ...middle,
  ...eastasia,
  ...southeast,
  ...more,
].map((m): Mail => {
  const to = READER[m.family];
  return to ? { ...m, to } : m;
});
