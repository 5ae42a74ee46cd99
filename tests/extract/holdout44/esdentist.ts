/**
 * The inbox of a dentist who runs a small clinic in Zaragoza over September and October: practice
 * software, dental lab, suppliers, professional college, public e-services, bank, card terminal, booking,
 * financing, insurer, courses, utilities and phone, mostly in Spanish with Catalan, English, Portuguese and a few more.
 * @module
 */

import type { Mail } from "../holdout_kit.ts";

const TO = "Laura Bielsa <laura@clinicabielsa.es>";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An RFC 2822 date in 2026, `time` as HH:MM:SS (Madrid time: +0200 until 25 October, +0100 after). */
function at(month: number, day: number, time: string, zone?: string): string {
  const wd = DAYS[new Date(Date.UTC(2026, month - 1, day)).getUTCDay()];
  const tz = zone ?? (month < 10 || (month === 10 && day < 25) ? "+0200" : "+0100");
  return `${wd}, ${String(day).padStart(2, "0")} ${MONTHS[month - 1]} 2026 ${time} ${tz}`;
}

/** A centred 600px table layout, as most senders ship it. */
function card(o: {
  lang: string;
  title: string;
  pre: string;
  brand: string;
  color: string;
  logo?: string;
  body: string;
  foot: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style>
  body{margin:0;padding:0;background:#f2f4f6;}
  @media only screen and (max-width:620px){ .wrap{width:100% !important;} .pad{padding:20px !important;} }
</style>
</head>
<body style="margin:0;padding:0;background:#f2f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;color:#f2f4f6;">${o.pre}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f4f6;">
  <tr><td align="center" style="padding:24px 8px;">
    <table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background:#ffffff;border-radius:6px;">
      <tr><td style="background:${o.color};padding:18px 32px;border-radius:6px 6px 0 0;">
        ${
    o.logo
      ? `<img src="${o.logo}" width="150" alt="${o.brand}" style="display:block;border:0;">`
      : `<span style="font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:bold;color:#ffffff;">${o.brand}</span>`
  }
      </td></tr>
      <tr><td class="pad" style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#2b2f33;">
${o.body}
      </td></tr>
      <tr><td style="padding:20px 32px;background:#f7f8f9;border-top:1px solid #e3e6e8;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#7a8086;border-radius:0 0 6px 6px;">
${o.foot}
      </td></tr>
    </table>
  </td></tr>
</table>
</body>
</html>`;
}

/** A bulletproof button. */
function button(href: string, label: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
  <tr><td align="center" bgcolor="${color}" style="border-radius:4px;">
    <a href="${href}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${label}</a>
  </td></tr>
</table>`;
}

/** A code printed one digit a cell. */
function digit_cells(code: string, color: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="6" border="0" align="center" style="margin:18px auto;"><tr>${
    [...code].map((ch) =>
      `<td width="40" height="50" align="center" style="border:1px solid ${color};border-radius:4px;font-family:'Courier New',monospace;font-size:26px;font-weight:bold;color:${color};">${ch}</td>`
    ).join("")
  }</tr></table>`;
}

export const mails: Mail[] = [
  // ---------------------------------------------------------------- OdontoPlan, the clinic's practice software
  {
    family: "odontoplan",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "604918",
    link: null,
    from: "OdontoPlan <no-responder@odontoplan.es>",
    to: TO,
    subject: "Código de verificación para entrar en OdontoPlan",
    date: at(9, 1, "08:12:44"),
    text: `Hola, Laura:

Alguien (esperamos que tú) está entrando en OdontoPlan con tu usuario lbielsa para el centro
Clínica Dental Bielsa (ID de centro 30412).

Tu código de verificación es:

    604918

Introdúcelo en la pantalla de acceso. Caduca en 10 minutos y solo puede usarse una vez.

Navegador: Chrome 128 · Windows 11
IP: 88.12.201.47 (Zaragoza, ES)
Fecha: 01/09/2026 08:12

Si no has sido tú, cambia tu contraseña y avisa al administrador de la clínica.

--
OdontoPlan Software Dental S.L. · Av. de Aragón 118, 46021 Valencia
Soporte: 963 11 42 80 · soporte@odontoplan.es
`,
    html: card({
      lang: "es",
      title: "Código de verificación",
      pre: "Tu código caduca en 10 minutos.",
      brand: "OdontoPlan",
      color: "#0a7d8c",
      logo: "https://cdn.odontoplan.es/mail/logo-blanco@2x.png",
      body: `<p style="margin:0 0 14px;">Hola, Laura:</p>
<p style="margin:0 0 14px;">Alguien (esperamos que tú) está entrando en OdontoPlan con tu usuario <strong>lbielsa</strong> para el centro <strong>Clínica Dental Bielsa</strong> (ID de centro 30412).</p>
<p style="margin:0;">Tu código de verificación es:</p>
${digit_cells("604918", "#0a7d8c")}
<p style="margin:0 0 14px;">Introdúcelo en la pantalla de acceso. Caduca en 10 minutos y solo puede usarse una vez.</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#5d646b;background:#f4f8f9;width:100%;">
  <tr><td width="110">Navegador</td><td>Chrome 128 · Windows 11</td></tr>
  <tr><td>IP</td><td>88.12.201.47 (Zaragoza, ES)</td></tr>
  <tr><td>Fecha</td><td>01/09/2026 08:12</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;">Si no has sido tú, <a href="https://app.odontoplan.es/cuenta/seguridad" style="color:#0a7d8c;">cambia tu contraseña</a> y avisa al administrador de la clínica.</p>`,
      foot: `OdontoPlan Software Dental S.L. · Av. de Aragón 118, 46021 Valencia · CIF B98765432<br>
Soporte: 963 11 42 80 · <a href="mailto:soporte@odontoplan.es" style="color:#7a8086;">soporte@odontoplan.es</a> · <a href="https://odontoplan.es/privacidad" style="color:#7a8086;">Privacidad</a><br>
© 2026 OdontoPlan`,
    }),
    enc: "qp",
  },
  {
    family: "odontoplan",
    group: "regional",
    lang: "es",
    kind: "reset-link",
    code: null,
    link: "https://app.odontoplan.es/acceso/restablecer?u=30412-lbielsa&token=Yk2vQ8pLr0aXwT6eNc1Hs",
    from: "OdontoPlan <no-responder@odontoplan.es>",
    to: TO,
    subject: "Restablecer tu contraseña de OdontoPlan",
    date: at(9, 14, "21:37:02"),
    text: `Hola, Laura:

Hemos recibido una solicitud para restablecer la contraseña del usuario lbielsa
(Clínica Dental Bielsa).

Para elegir una contraseña nueva, abre este enlace:
https://app.odontoplan.es/acceso/restablecer?u=30412-lbielsa&token=Yk2vQ8pLr0aXwT6eNc1Hs

El enlace es válido durante 60 minutos. Si no lo has pedido tú, ignora este mensaje: tu contraseña
actual seguirá funcionando.

Equipo de OdontoPlan
https://odontoplan.es · 963 11 42 80
`,
    html: card({
      lang: "es",
      title: "Restablecer contraseña",
      pre: "Elige una contraseña nueva para tu usuario lbielsa.",
      brand: "OdontoPlan",
      color: "#0a7d8c",
      logo: "https://cdn.odontoplan.es/mail/logo-blanco@2x.png",
      body: `<h1 style="margin:0 0 16px;font-size:21px;color:#0a7d8c;">¿Has olvidado tu contraseña?</h1>
<p style="margin:0 0 14px;">Hola, Laura:</p>
<p style="margin:0 0 14px;">Hemos recibido una solicitud para restablecer la contraseña del usuario <strong>lbielsa</strong> (Clínica Dental Bielsa).</p>
${
        button(
          "https://app.odontoplan.es/acceso/restablecer?u=30412-lbielsa&amp;token=Yk2vQ8pLr0aXwT6eNc1Hs",
          "Elegir nueva contraseña",
          "#0a7d8c",
        )
      }
<p style="margin:0 0 14px;font-size:13px;color:#5d646b;">El enlace es válido durante 60 minutos. Si no lo has pedido tú, ignora este mensaje: tu contraseña actual seguirá funcionando.</p>
<p style="margin:0;font-size:12px;color:#8a9096;">¿El botón no funciona? Copia esta dirección en tu navegador:<br><a href="https://app.odontoplan.es/acceso/restablecer?u=30412-lbielsa&amp;token=Yk2vQ8pLr0aXwT6eNc1Hs" style="color:#0a7d8c;word-break:break-all;">https://app.odontoplan.es/acceso/restablecer?u=30412-lbielsa&amp;token=Yk2vQ8pLr0aXwT6eNc1Hs</a></p>`,
      foot: `OdontoPlan Software Dental S.L. · Av. de Aragón 118, 46021 Valencia<br>
<a href="https://odontoplan.es/ayuda" style="color:#7a8086;">Centro de ayuda</a> · <a href="https://odontoplan.es/privacidad" style="color:#7a8086;">Privacidad</a> · <a href="https://odontoplan.es/terminos" style="color:#7a8086;">Términos</a><br>© 2026 OdontoPlan`,
    }),
    enc: "b64",
  },
  {
    family: "odontoplan",
    group: "regional",
    lang: "es",
    kind: "invoice",
    code: null,
    link: null,
    from: "OdontoPlan Facturación <facturacion@odontoplan.es>",
    to: TO,
    subject: "Factura OP-2026-10-04127 · Plan Clínica Pro (octubre)",
    date: at(10, 1, "06:05:19"),
    text: `Estimada cliente:

Adjuntamos la factura correspondiente a su suscripción de OdontoPlan.

  Nº de factura:   OP-2026-10-04127
  Periodo:         01/10/2026 – 31/10/2026
  Plan:            Clínica Pro (3 sillones, 6 usuarios)
  Base imponible:  119,00 €
  IVA 21 %:         24,99 €
  Total:           143,99 €

El importe se cargará el 05/10/2026 en la cuenta domiciliada ES21 •••• •••• •••• 7710.

Puede descargar sus facturas anteriores en Configuración > Suscripción > Facturas.

Atentamente,
Departamento de Administración
OdontoPlan Software Dental S.L. · CIF B98765432
`,
    html: null,
    enc: "8bit",
    attachment: [
      "OP-2026-10-04127.pdf",
      "application/pdf",
      "%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n% Factura OP-2026-10-04127 OdontoPlan Software Dental S.L. Total 143,99 EUR\n%%EOF\n",
    ],
  },
  {
    family: "odontoplan",
    group: "regional",
    lang: "es",
    kind: "new-login-alert",
    code: null,
    link: null,
    from: "OdontoPlan <no-responder@odontoplan.es>",
    to: TO,
    subject: "Nuevo inicio de sesión en tu cuenta",
    date: at(10, 19, "17:48:30"),
    text: `Hola, Laura:

Se ha iniciado sesión en OdontoPlan con tu usuario desde un dispositivo nuevo.

  Dispositivo: iPad (Safari 18)
  Ubicación aproximada: Huesca, España
  Fecha y hora: 19/10/2026 17:47

Si has sido tú, no tienes que hacer nada.
¿No reconoces este acceso? Cierra todas las sesiones y cambia la contraseña desde
https://app.odontoplan.es/cuenta/seguridad

OdontoPlan · 963 11 42 80
`,
    html: card({
      lang: "es",
      title: "Nuevo inicio de sesión",
      pre: "iPad · Huesca, España · 19/10/2026 17:47",
      brand: "OdontoPlan",
      color: "#0a7d8c",
      logo: "https://cdn.odontoplan.es/mail/logo-blanco@2x.png",
      body: `<p style="margin:0 0 14px;">Hola, Laura:</p>
<p style="margin:0 0 14px;">Se ha iniciado sesión en OdontoPlan con tu usuario desde un dispositivo nuevo.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" width="100%" style="font-size:14px;border:1px solid #e3e6e8;">
  <tr><td style="color:#7a8086;width:170px;">Dispositivo</td><td>iPad (Safari 18)</td></tr>
  <tr><td style="color:#7a8086;">Ubicación aproximada</td><td>Huesca, España</td></tr>
  <tr><td style="color:#7a8086;">Fecha y hora</td><td>19/10/2026 17:47</td></tr>
</table>
<p style="margin:18px 0 8px;">Si has sido tú, no tienes que hacer nada.</p>
<p style="margin:0;">¿No reconoces este acceso? <a href="https://app.odontoplan.es/cuenta/seguridad" style="color:#c0392b;font-weight:bold;">Cierra todas las sesiones y cambia la contraseña</a>.</p>`,
      foot:
        `OdontoPlan Software Dental S.L. · Av. de Aragón 118, 46021 Valencia<br>Este es un aviso de seguridad obligatorio y no puede desactivarse.`,
    }),
    enc: "qp",
  },
  // ---------------------------------------------------------------- Protelab Ebro, the dental laboratory
  {
    family: "protelab-ebro",
    group: "regional",
    lang: "es",
    kind: "invite-link",
    code: null,
    link: "https://portal.protelab-ebro.com/clinicas/invitacion?c=CLB-0931&t=8f2a91c4d07e55b3",
    from: "Protelab Ebro · Laboratorio Dental <portal@protelab-ebro.com>",
    to: TO,
    subject: "Invitación al portal de clínicas de Protelab Ebro",
    date: at(9, 2, "10:03:51"),
    text: `Buenos días, Dra. Bielsa:

Como le comentamos por teléfono, a partir de este mes las órdenes de trabajo, los escaneos
intraorales y el seguimiento de cada caso pasan a gestionarse desde nuestro portal de clínicas.

Hemos dado de alta a Clínica Dental Bielsa (código de cliente CLB-0931). Para activar su acceso
y crear su contraseña, acepte la invitación aquí:

https://portal.protelab-ebro.com/clinicas/invitacion?c=CLB-0931&t=8f2a91c4d07e55b3

La invitación caduca en 7 días. Después podrá invitar usted misma al resto del equipo.

Seguiremos recogiendo los trabajos en papel hasta el 30 de septiembre.

Un saludo,
Marta Lasheras
Atención a clínicas · Protelab Ebro S.L.
Calle Río Huerva 14, Polígono Cogullada, 50014 Zaragoza
Tel. 976 47 30 12 · WhatsApp 622 18 40 93
`,
    html: `<html><body style="font-family:Verdana,Geneva,sans-serif;font-size:13px;color:#333;">
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table width="580" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #d8dde3;">
<tr><td style="padding:16px 24px;border-bottom:3px solid #2e6da4;"><img src="https://portal.protelab-ebro.com/static/img/protelab-logo.png" alt="Protelab Ebro · Laboratorio Dental" width="180" height="44"></td></tr>
<tr><td style="padding:24px;line-height:1.55;">
<p>Buenos días, Dra. Bielsa:</p>
<p>Como le comentamos por teléfono, a partir de este mes las órdenes de trabajo, los escaneos intraorales y el seguimiento de cada caso pasan a gestionarse desde nuestro <b>portal de clínicas</b>.</p>
<p>Hemos dado de alta a <b>Clínica Dental Bielsa</b> (código de cliente CLB-0931). Para activar su acceso y crear su contraseña, acepte la invitación:</p>
<p style="text-align:center;margin:26px 0;"><a href="https://portal.protelab-ebro.com/clinicas/invitacion?c=CLB-0931&amp;t=8f2a91c4d07e55b3" style="background:#2e6da4;color:#fff;padding:11px 26px;text-decoration:none;border-radius:3px;font-weight:bold;">Aceptar invitación</a></p>
<p>La invitación caduca en 7 días. Después podrá invitar usted misma al resto del equipo.</p>
<p>Seguiremos recogiendo los trabajos en papel hasta el 30 de septiembre.</p>
<p>Un saludo,<br><b>Marta Lasheras</b><br>Atención a clínicas · Protelab Ebro S.L.</p>
</td></tr>
<tr><td style="padding:14px 24px;background:#f3f5f8;font-size:11px;color:#777;">Calle Río Huerva 14, Polígono Cogullada, 50014 Zaragoza · Tel. 976 47 30 12 · <a href="https://www.protelab-ebro.com" style="color:#2e6da4;">www.protelab-ebro.com</a><br>Producto sanitario a medida · Licencia de fabricante nº 3412-PS</td></tr>
</table></td></tr></table>
</body></html>`,
    enc: "qp",
  },
  {
    family: "protelab-ebro",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Portal Protelab Ebro <portal@protelab-ebro.com>",
    to: TO,
    subject: "Trabajo 26-04417 terminado y en reparto (paciente P-1182)",
    date: at(9, 23, "12:40:08"),
    text: `Clínica Dental Bielsa (CLB-0931)

El trabajo 26-04417 ha salido del laboratorio con nuestro repartidor.

Paciente (ref. clínica): P-1182
Trabajo: Corona monolítica de zirconio, pieza 36, color A2
Fecha de entrada: 15/09/2026
Entrega prevista: 23/09/2026 por la tarde
Técnico responsable: Jorge Aznar

Declaración de conformidad y tarjeta de implante incluidas en la caja.

Puede consultar el historial del caso en el portal:
https://portal.protelab-ebro.com/clinicas/trabajos/26-04417

--
Protelab Ebro S.L. · Tel. 976 47 30 12
Este mensaje se ha generado automáticamente; para cualquier duda responda a este correo.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "protelab-ebro",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Administración Protelab Ebro <administracion@protelab-ebro.com>",
    to: TO,
    subject: "Resumen de trabajos y factura de septiembre – CLB-0931",
    date: at(10, 2, "09:15:27"),
    text: `Buenos días:

Les enviamos el resumen de los trabajos entregados en septiembre y la factura mensual F26/0988.

Trabajo    Fecha       Descripción                         Importe
26-04102   04/09/2026  Férula de descarga rígida            85,00 €
26-04233   10/09/2026  Puente zirconio 3 piezas (14-16)    420,00 €
26-04417   23/09/2026  Corona zirconio monolítica 36       145,00 €
26-04560   29/09/2026  Provisional PMMA 11                  38,00 €
                                         Total (exento IVA) 688,00 €

Forma de pago: transferencia a 30 días, vencimiento 02/11/2026.
IBAN: ES76 2085 0111 0203 3041 7712

Un saludo,
Administración · Protelab Ebro S.L.
`,
    html: `<div style="font-family:Calibri,Arial,sans-serif;font-size:14px;color:#222;">
<p>Buenos días:</p>
<p>Les enviamos el resumen de los trabajos entregados en septiembre y la factura mensual <b>F26/0988</b>.</p>
<table cellpadding="5" cellspacing="0" border="1" style="border-collapse:collapse;border-color:#ccc;font-size:13px;">
<tr style="background:#2e6da4;color:#fff;"><th>Trabajo</th><th>Fecha</th><th>Descripción</th><th align="right">Importe</th></tr>
<tr><td>26-04102</td><td>04/09/2026</td><td>Férula de descarga rígida</td><td align="right">85,00 €</td></tr>
<tr><td>26-04233</td><td>10/09/2026</td><td>Puente zirconio 3 piezas (14-16)</td><td align="right">420,00 €</td></tr>
<tr><td>26-04417</td><td>23/09/2026</td><td>Corona zirconio monolítica 36</td><td align="right">145,00 €</td></tr>
<tr><td>26-04560</td><td>29/09/2026</td><td>Provisional PMMA 11</td><td align="right">38,00 €</td></tr>
<tr><td colspan="3" align="right"><b>Total (exento IVA)</b></td><td align="right"><b>688,00 €</b></td></tr>
</table>
<p>Forma de pago: transferencia a 30 días, vencimiento 02/11/2026.<br>IBAN: ES76 2085 0111 0203 3041 7712</p>
<p>Un saludo,<br>Administración · Protelab Ebro S.L.</p>
<p style="font-size:11px;color:#888;">Calle Río Huerva 14, 50014 Zaragoza · 976 47 30 12</p>
</div>`,
    enc: "b64",
    attachment: [
      "F26-0988_CLB-0931.pdf",
      "application/pdf",
      "%PDF-1.5\n%Protelab Ebro factura F26/0988 cliente CLB-0931 total 688,00 EUR\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- Dentomar, the dental-supplies distributor
  {
    family: "dentomar-suministros",
    group: "regional",
    lang: "es",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Dentomar Suministros Dentales <pedidos@dentomar.es>",
    to: TO,
    subject: "Hemos recibido tu pedido nº 5002219834",
    date: at(9, 8, "16:22:10"),
    text: `¡Gracias por tu pedido, Clínica Dental Bielsa!

Pedido nº 5002219834 · 08/09/2026 · Cliente 118204

  2 x Guantes nitrilo talla M (caja 100 uds.)    2 x 6,95 €    13,90 €
  1 x Composite nanohíbrido A2 jeringa 4 g                    24,50 €
  3 x Hilo retractor nº 0 (254 cm)               3 x 9,80 €    29,40 €
  1 x Puntas de aspiración desechables (100)                   7,20 €
  1 x Anestésico articaína 4 % 1:100.000 (50 carp.)           41,75 €

  Subtotal                                               116,75 €
  Envío (pedido > 90 €)                                    0,00 €
  IVA incluido

Dirección de entrega: Paseo de Sagasta 32, bajo, 50006 Zaragoza
Entrega estimada: 10/09/2026

Te avisaremos cuando salga del almacén.
Atención al cliente: 900 84 21 37 (L–V 8:30–18:00)
https://www.dentomar.es/mi-cuenta/pedidos
`,
    html: card({
      lang: "es",
      title: "Pedido recibido",
      pre: "Pedido 5002219834 · entrega estimada el 10/09/2026",
      brand: "DENTOMAR",
      color: "#14365f",
      logo: "https://www.dentomar.es/media/email/dentomar-logo-w.png",
      body: `<h1 style="margin:0 0 10px;font-size:22px;color:#14365f;">¡Gracias por tu pedido!</h1>
<p style="margin:0 0 18px;color:#5d646b;">Pedido nº <strong>5002219834</strong> · 08/09/2026 · Cliente 118204</p>
<table role="presentation" width="100%" cellpadding="7" cellspacing="0" border="0" style="font-size:14px;border-top:1px solid #e3e6e8;">
  <tr><td style="border-bottom:1px solid #e3e6e8;">2 × Guantes nitrilo talla M (caja 100 uds.)</td><td align="right" style="border-bottom:1px solid #e3e6e8;">13,90&nbsp;€</td></tr>
  <tr><td style="border-bottom:1px solid #e3e6e8;">1 × Composite nanohíbrido A2 jeringa 4 g</td><td align="right" style="border-bottom:1px solid #e3e6e8;">24,50&nbsp;€</td></tr>
  <tr><td style="border-bottom:1px solid #e3e6e8;">3 × Hilo retractor nº 0 (254 cm)</td><td align="right" style="border-bottom:1px solid #e3e6e8;">29,40&nbsp;€</td></tr>
  <tr><td style="border-bottom:1px solid #e3e6e8;">1 × Puntas de aspiración desechables (100)</td><td align="right" style="border-bottom:1px solid #e3e6e8;">7,20&nbsp;€</td></tr>
  <tr><td style="border-bottom:1px solid #e3e6e8;">1 × Anestésico articaína 4 % 1:100.000 (50 carp.)</td><td align="right" style="border-bottom:1px solid #e3e6e8;">41,75&nbsp;€</td></tr>
  <tr><td align="right">Envío</td><td align="right">0,00&nbsp;€</td></tr>
  <tr><td align="right"><strong>Total (IVA incl.)</strong></td><td align="right"><strong>116,75&nbsp;€</strong></td></tr>
</table>
<p style="margin:20px 0 6px;"><strong>Entrega:</strong> Paseo de Sagasta 32, bajo, 50006 Zaragoza</p>
<p style="margin:0 0 20px;"><strong>Entrega estimada:</strong> 10/09/2026</p>
<p style="margin:0;"><a href="https://www.dentomar.es/mi-cuenta/pedidos/5002219834" style="color:#14365f;">Ver el pedido en Mi cuenta</a></p>`,
      foot: `Dentomar Suministros Dentales S.A. · Ronda de Poniente 9, 28760 Tres Cantos (Madrid)<br>
Atención al cliente 900 84 21 37 · <a href="https://www.dentomar.es/condiciones" style="color:#7a8086;">Condiciones de venta</a> · <a href="https://www.dentomar.es/privacidad" style="color:#7a8086;">Privacidad</a><br>
Venta exclusiva a profesionales sanitarios.`,
    }),
    enc: "qp",
  },
  {
    family: "dentomar-suministros",
    group: "regional",
    lang: "es",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Dentomar Suministros Dentales <pedidos@dentomar.es>",
    to: TO,
    subject: "Tu pedido 5002219834 ya está en camino",
    date: at(9, 9, "07:58:41"),
    text: `Hola:

Tu pedido 5002219834 ha salido de nuestro almacén de Tres Cantos (1 bulto, 2,4 kg).

Transportista: Envialo Norte
Número de seguimiento: EN7741920356ES
Seguimiento: https://seguimiento.envialonorte.es/?ref=EN7741920356ES

Entrega prevista: jueves 10/09/2026, de 9:00 a 14:00.

Dentomar · 900 84 21 37
`,
    html: card({
      lang: "es",
      title: "Pedido en camino",
      pre: "Entrega prevista el jueves 10/09, de 9:00 a 14:00.",
      brand: "DENTOMAR",
      color: "#14365f",
      logo: "https://www.dentomar.es/media/email/dentomar-logo-w.png",
      body: `<h1 style="margin:0 0 14px;font-size:22px;color:#14365f;">Tu pedido está en camino 🚚</h1>
<p style="margin:0 0 14px;">El pedido <strong>5002219834</strong> ha salido de nuestro almacén de Tres Cantos (1 bulto, 2,4 kg).</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#eef2f7;width:100%;">
  <tr><td width="180">Transportista</td><td>Envialo Norte</td></tr>
  <tr><td>Nº de seguimiento</td><td>EN7741920356ES</td></tr>
  <tr><td>Entrega prevista</td><td>jueves 10/09/2026, 9:00–14:00</td></tr>
</table>
${button("https://seguimiento.envialonorte.es/?ref=EN7741920356ES", "Seguir el envío", "#e2632b")}`,
      foot: `Dentomar Suministros Dentales S.A. · Ronda de Poniente 9, 28760 Tres Cantos (Madrid) · 900 84 21 37`,
    }),
    enc: "qp",
  },
  {
    family: "dentomar-suministros",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "Dentomar <novedades@news.dentomar.es>",
    to: TO,
    subject: "Campaña de otoño: -15 % en endodoncia y limas rotatorias",
    date: at(10, 6, "11:00:00"),
    text: `Campaña de otoño Dentomar

Del 6 al 31 de octubre, 15 % de descuento en toda la familia de endodoncia: limas rotatorias,
conos de gutapercha, localizadores de ápice y motores.

Usa el código OTONO15 al finalizar tu pedido en la web (pedido mínimo 150 €).

Destacados:
- Kit de limas rotatorias 25 mm (6 uds.): 39,90 € → 33,92 €
- Localizador de ápice compacto: 489,00 € → 415,65 €
- Conos de papel 0.04 surtidos (200): 12,40 € → 10,54 €

Ver la campaña: https://clk.news.dentomar.es/c/otono26?u=118204

Has recibido este correo porque eres cliente de Dentomar.
Darse de baja: https://news.dentomar.es/baja?u=118204&l=novedades
`,
    html: `<!DOCTYPE html><html lang="es"><body style="margin:0;background:#e9edf2;">
<div style="display:none;font-size:1px;color:#e9edf2;max-height:0;overflow:hidden;">-15 % en endodoncia hasta el 31 de octubre con el código OTONO15</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#e9edf2"><tr><td align="center" style="padding:16px 0;">
<table width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td><a href="https://clk.news.dentomar.es/c/otono26?u=118204"><img src="https://news.dentomar.es/img/2026/otono-endo-hero.jpg" width="640" alt="Campaña de otoño: -15 % en endodoncia" style="display:block;border:0;"></a></td></tr>
<tr><td style="padding:26px 34px;font-family:Helvetica,Arial,sans-serif;color:#1f2a36;font-size:15px;line-height:23px;">
<p style="margin:0 0 12px;">Del <b>6 al 31 de octubre</b>, 15 % de descuento en toda la familia de endodoncia: limas rotatorias, conos de gutapercha, localizadores de ápice y motores.</p>
<p style="margin:0 0 18px;">Usa el código <span style="background:#ffe9b3;padding:3px 8px;font-weight:bold;letter-spacing:1px;">OTONO15</span> al finalizar tu pedido (mínimo 150 €).</p>
<table width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;">
<tr><td width="33%" align="center" valign="top"><img src="https://news.dentomar.es/img/p/limas25.jpg" width="150" alt="Kit limas rotatorias"><br>Kit de limas 25 mm<br><s>39,90 €</s> <b>33,92 €</b></td>
<td width="33%" align="center" valign="top"><img src="https://news.dentomar.es/img/p/apex.jpg" width="150" alt="Localizador de ápice"><br>Localizador de ápice<br><s>489,00 €</s> <b>415,65 €</b></td>
<td width="33%" align="center" valign="top"><img src="https://news.dentomar.es/img/p/conos.jpg" width="150" alt="Conos de papel"><br>Conos de papel 0.04<br><s>12,40 €</s> <b>10,54 €</b></td></tr>
</table>
<p style="text-align:center;margin:22px 0 4px;"><a href="https://clk.news.dentomar.es/c/otono26?u=118204" style="background:#e2632b;color:#fff;padding:12px 30px;text-decoration:none;font-weight:bold;border-radius:22px;">Ver la campaña</a></p>
</td></tr>
<tr><td style="padding:18px 34px;background:#14365f;color:#b9c6d6;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;">
<a href="https://www.linkedin.com/company/dentomar" style="color:#fff;">LinkedIn</a> · <a href="https://www.instagram.com/dentomar.es" style="color:#fff;">Instagram</a><br>
Has recibido este correo porque eres cliente de Dentomar. <a href="https://news.dentomar.es/baja?u=118204&amp;l=novedades" style="color:#fff;">Darse de baja</a><br>
Dentomar Suministros Dentales S.A. · Ronda de Poniente 9, 28760 Tres Cantos (Madrid)</td></tr>
</table></td></tr></table></body></html>`,
    enc: "qp",
    headers: [["List-Unsubscribe", "<https://news.dentomar.es/baja?u=118204&l=novedades>"]],
  },
  // ---------------------------------------------------------------- Odontolusa, a Portuguese supplier
  {
    family: "odontolusa",
    group: "regional",
    lang: "pt",
    kind: "login-code",
    code: "835127",
    link: null,
    from: "Odontolusa <nao-responder@odontolusa.pt>",
    to: TO,
    subject: "O seu código de acesso à loja profissional",
    date: at(9, 11, "15:06:33", "+0100"),
    text: `Olá Laura Bielsa,

Use o código abaixo para entrar na sua conta profissional Odontolusa:

83 51 27

O código é válido durante 15 minutos. Nunca o partilhe com ninguém — a nossa equipa nunca o pedirá
por telefone ou e-mail.

Envios para Espanha: grátis a partir de 120 €, entrega em 48–72 h.

Odontolusa – Material Dentário, Lda.
Rua do Almada 301, 4050-038 Porto · +351 222 081 540
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;font-family:'Segoe UI',Tahoma,sans-serif;color:#333;">
<tr><td style="padding:24px 30px 0;"><img src="https://www.odontolusa.pt/skin/mail/logo.png" alt="Odontolusa" height="36"></td></tr>
<tr><td style="padding:20px 30px;font-size:15px;line-height:1.5;">
<p>Olá Laura Bielsa,</p>
<p>Use o código abaixo para entrar na sua conta profissional Odontolusa:</p>
<div style="margin:22px 0;padding:16px;background:#eaf6f1;text-align:center;font-size:32px;font-weight:700;letter-spacing:6px;color:#0b6e4f;">83 51 27</div>
<p style="font-size:13px;color:#666;">O código é válido durante 15 minutos. Nunca o partilhe com ninguém — a nossa equipa nunca o pedirá por telefone ou e-mail.</p>
<p style="font-size:13px;color:#666;">Envios para Espanha: grátis a partir de 120 €, entrega em 48–72 h.</p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eee;font-size:11px;color:#999;">Odontolusa – Material Dentário, Lda. · Rua do Almada 301, 4050-038 Porto · +351 222 081 540<br><a href="https://www.odontolusa.pt/privacidade" style="color:#999;">Política de privacidade</a></td></tr>
</table></td></tr></table>`,
    enc: "b64",
  },
  {
    family: "odontolusa",
    group: "regional",
    lang: "pt",
    kind: "order-confirmation",
    code: null,
    link: null,
    from: "Odontolusa <encomendas@odontolusa.pt>",
    to: TO,
    subject: "Encomenda #PT-260914-0387 confirmada",
    date: at(9, 14, "09:41:12", "+0100"),
    text: `Olá Laura,

Obrigado pela sua encomenda! Já estamos a prepará-la.

Encomenda: #PT-260914-0387
Data: 14/09/2026

1 x Cimento de ionómero de vidro (pó 15 g + líquido 10 ml)   32,60 €
2 x Brocas diamantadas FG, sortido 10 un.                 2 x 18,90 €
1 x Matrizes seccionais com anéis (kit)                     64,00 €

Subtotal: 134,40 €
Portes (Espanha): 0,00 €
IVA (regime intracomunitário, NIF ESB50123456): 0,00 €
Total: 134,40 €

Pagamento: cartão Visa •••• 4406
Morada de entrega: Clínica Dental Bielsa, Paseo de Sagasta 32, bajo, 50006 Zaragoza, Espanha

Acompanhe a encomenda em https://www.odontolusa.pt/conta/encomendas

Odontolusa – Material Dentário, Lda. · +351 222 081 540
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- COPOE, the professional college
  {
    family: "copoebro",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "K7-40219",
    code_digits: "40219",
    link: null,
    from: "Ventanilla Única COPOEBRO <ventanilla@copoebro.es>",
    to: TO,
    subject: "Clave de acceso a la Ventanilla Única",
    date: at(9, 3, "19:20:05"),
    text: `Colegio Profesional de Odontólogos y Estomatólogos del Ebro
VENTANILLA ÚNICA

Colegiada nº 50/01873 – Laura Bielsa Gracia

Ha solicitado acceder a la Ventanilla Única. Su clave de un solo uso es:

K7-40219

En el formulario escriba solo los cinco dígitos que siguen al prefijo (K7).
La clave caduca a las 19:35 h.

Si usted no ha solicitado esta clave, comuníquelo a la Secretaría del Colegio (976 21 88 40).

Este correo se ha enviado desde una dirección que no admite respuestas.
`,
    html: `<html><body style="background:#fff;">
<table width="600" align="center" cellpadding="0" cellspacing="0" border="0" style="font-family:Georgia,'Times New Roman',serif;color:#222;">
<tr><td style="padding:14px 0;border-bottom:2px solid #7a1e2c;"><img src="https://www.copoebro.es/img/escudo-copoebro.png" width="64" height="64" alt="Escudo COPOEBRO" align="left" style="margin-right:12px;"><span style="font-size:15px;line-height:20px;">Colegio Profesional de Odontólogos<br>y Estomatólogos del Ebro</span></td></tr>
<tr><td style="padding:22px 0;font-size:15px;line-height:22px;">
<p style="font-variant:small-caps;color:#7a1e2c;font-size:17px;margin:0 0 12px;">Ventanilla Única</p>
<p>Colegiada nº 50/01873 – Laura Bielsa Gracia</p>
<p>Ha solicitado acceder a la Ventanilla Única. Su clave de un solo uso es:</p>
<p style="font-family:'Courier New',monospace;font-size:28px;font-weight:bold;color:#7a1e2c;margin:18px 0;">K7-40219</p>
<p>En el formulario escriba solo los cinco dígitos que siguen al prefijo (K7). La clave caduca a las 19:35 h.</p>
<p style="font-size:13px;color:#555;">Si usted no ha solicitado esta clave, comuníquelo a la Secretaría del Colegio (976 21 88 40).</p>
</td></tr>
<tr><td style="border-top:1px solid #ccc;padding:10px 0;font-size:11px;color:#777;">Plaza de los Sitios 7, 3º · 50001 Zaragoza · <a href="https://www.copoebro.es" style="color:#7a1e2c;">www.copoebro.es</a><br>Este correo se ha enviado desde una dirección que no admite respuestas.</td></tr>
</table></body></html>`,
    enc: "8bit",
  },
  {
    family: "copoebro",
    group: "regional",
    lang: "es",
    kind: "newsletter",
    code: null,
    link: null,
    from: "COPOEBRO Comunicación <comunicacion@copoebro.es>",
    to: TO,
    subject: "Circular 14/2026: renovación del seguro de RC y calendario de formación",
    date: at(9, 17, "13:30:00"),
    text: `CIRCULAR INFORMATIVA 14/2026

1. Renovación de la póliza colectiva de responsabilidad civil
La póliza nº RC-0033-771 se renueva el 1 de enero con una prima de 186 € por colegiado
(capital asegurado 1.200.000 €). No es necesario hacer nada si ya está adherido.

2. Calendario de formación del último trimestre
- 16/10: Taller de radioprotección (renovación acreditación) – 4 h
- 06/11: Curso de cirugía guiada – 12 h, plazas limitadas (30)
- 27/11: Jornada de gestión de la clínica dental

3. Cuota colegial
La cuota del 4º trimestre (96 €) se girará el 5 de octubre.

Más información en https://www.copoebro.es/circulares/2026-14

Secretaría COPOEBRO · Plaza de los Sitios 7, 3º · 50001 Zaragoza · 976 21 88 40
Para dejar de recibir circulares por correo: https://www.copoebro.es/preferencias
`,
    html: card({
      lang: "es",
      title: "Circular 14/2026",
      pre: "Renovación de la póliza de RC, formación del trimestre y cuota colegial.",
      brand: "COPOEBRO · Circular 14/2026",
      color: "#7a1e2c",
      body:
        `<h2 style="font-size:17px;color:#7a1e2c;margin:0 0 8px;">1. Renovación de la póliza colectiva de responsabilidad civil</h2>
<p style="margin:0 0 18px;">La póliza nº RC-0033-771 se renueva el 1 de enero con una prima de 186 € por colegiado (capital asegurado 1.200.000 €). No es necesario hacer nada si ya está adherido.</p>
<h2 style="font-size:17px;color:#7a1e2c;margin:0 0 8px;">2. Calendario de formación del último trimestre</h2>
<ul style="margin:0 0 18px;padding-left:20px;">
<li>16/10: Taller de radioprotección (renovación acreditación) – 4 h</li>
<li>06/11: Curso de cirugía guiada – 12 h, plazas limitadas (30)</li>
<li>27/11: Jornada de gestión de la clínica dental</li>
</ul>
<h2 style="font-size:17px;color:#7a1e2c;margin:0 0 8px;">3. Cuota colegial</h2>
<p style="margin:0 0 18px;">La cuota del 4º trimestre (96 €) se girará el 5 de octubre.</p>
<p style="margin:0;"><a href="https://www.copoebro.es/circulares/2026-14" style="color:#7a1e2c;font-weight:bold;">Leer la circular completa »</a></p>`,
      foot: `Secretaría COPOEBRO · Plaza de los Sitios 7, 3º · 50001 Zaragoza · 976 21 88 40<br>
<a href="https://www.copoebro.es/preferencias" style="color:#7a8086;">Preferencias de comunicación</a> · <a href="https://www.copoebro.es/proteccion-datos" style="color:#7a8086;">Protección de datos</a>`,
    }),
    enc: "qp",
  },
  {
    family: "copoebro",
    group: "regional",
    lang: "es",
    kind: "confirm-registration",
    code: null,
    link: "https://formacion.copoebro.es/inscripcion/confirmar/CG-2611/a3c9e07b2f",
    from: "Formación COPOEBRO <formacion@copoebro.es>",
    to: TO,
    subject: "Confirme su inscripción: Curso de cirugía guiada (06/11/2026)",
    date: at(9, 18, "08:52:37"),
    text: `Estimada Dra. Bielsa Gracia:

Hemos recibido su solicitud de inscripción en el curso:

  Cirugía guiada en implantología – CG-2611
  6 y 7 de noviembre de 2026 · Sede colegial · 12 horas lectivas (2,1 créditos CFC)
  Cuota colegiados: 240 € (no colegiados 390 €)

Como las plazas son limitadas (30), la reserva solo se mantiene si la confirma en las próximas
48 horas desde este enlace:

https://formacion.copoebro.es/inscripcion/confirmar/CG-2611/a3c9e07b2f

Tras confirmar recibirá las instrucciones de pago.

Secretaría de Formación · 976 21 88 42
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- SANARA, the regional health service's e-services
  {
    family: "sanara-eservicios",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "391772",
    link: null,
    from: "SANARA – Servicios electrónicos <no-reply@eservicios.sanara.es>",
    to: TO,
    subject: "Código de verificación – Portal de Profesionales SANARA",
    date: at(9, 21, "10:14:03"),
    text: `PORTAL DE PROFESIONALES SANARA

Código de verificación: 391 772

Este código le permite completar el acceso al portal para el trámite "Registro de centros
sanitarios – Renovación de autorización de funcionamiento" (expediente CS-50-2026-01127).

Válido durante 5 minutos.

No responda a este mensaje. Atención al usuario: 976 70 66 00 (de lunes a viernes, de 8 a 15 h).
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#1c1c1c;max-width:560px;">
<div style="background:#005f73;color:#fff;padding:12px 18px;font-weight:bold;">PORTAL DE PROFESIONALES SANARA</div>
<div style="padding:18px;border:1px solid #c9d6d9;border-top:none;">
<p>Código de verificación:</p>
<p style="font-size:26px;font-weight:bold;letter-spacing:3px;">391 772</p>
<p>Este código le permite completar el acceso al portal para el trámite «Registro de centros sanitarios – Renovación de autorización de funcionamiento» (expediente CS-50-2026-01127).</p>
<p>Válido durante 5 minutos.</p>
<p style="font-size:12px;color:#666;">No responda a este mensaje. Atención al usuario: 976 70 66 00 (de lunes a viernes, de 8 a 15 h).</p>
</div></div>`,
    enc: "qp",
  },
  {
    family: "sanara-eservicios",
    group: "regional",
    lang: "es",
    kind: "notice",
    code: null,
    link: null,
    from: "SANARA – Servicios electrónicos <no-reply@eservicios.sanara.es>",
    to: TO,
    subject: "Resolución de renovación de autorización de funcionamiento – CS-50-2026-01127",
    date: at(10, 13, "12:02:55"),
    text: `Estimada titular:

Le informamos de que se ha dictado resolución favorable en el expediente CS-50-2026-01127
(Clínica Dental Bielsa, Paseo de Sagasta 32, bajo, 50006 Zaragoza; número de registro
sanitario 50-C2.1-0733).

La autorización de funcionamiento queda renovada hasta el 13/10/2031. La resolución firmada
está disponible en la carpeta "Mis expedientes" del Portal de Profesionales.

Recuerde mantener expuesto en la recepción el número de registro sanitario.

Servicio de Autorización de Centros Sanitarios
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Cierzo Tributos, a tax e-office
  {
    family: "cierzo-tributos",
    group: "regional",
    lang: "es",
    kind: "notice",
    code: null,
    link: null,
    from: "Oficina Tributaria Cierzo <avisos@sede.cierzotributos.es>",
    to: TO,
    subject: "Aviso de puesta a disposición de notificación electrónica",
    date: at(9, 25, "00:31:18"),
    text: `AVISO DE NOTIFICACIÓN

Titular: BIELSA GRACIA, LAURA – NIF ***4871**
Emisor: Oficina Tributaria Cierzo – Gestión de tributos locales
Asunto: Liquidación Impuesto sobre Actividades Económicas, ejercicio 2026
Referencia: IAE-2026-0018823
Fecha de puesta a disposición: 25/09/2026

Dispone de 10 días naturales para acceder a la notificación en la sede electrónica con
certificado digital. Transcurrido ese plazo se entenderá rechazada.

Este aviso no tiene efectos de notificación. No responda a este correo.
`,
    html:
      `<table width="620" cellpadding="0" cellspacing="0" border="0" style="font-family:Tahoma,Arial,sans-serif;font-size:13px;">
<tr><td style="background:#38465a;color:#fff;padding:10px 14px;font-size:15px;">Oficina Tributaria Cierzo · Sede electrónica</td></tr>
<tr><td style="padding:16px 14px;border:1px solid #cfd5dc;">
<p><b>AVISO DE NOTIFICACIÓN</b></p>
<table cellpadding="3" cellspacing="0" border="0" style="font-size:13px;">
<tr><td>Titular:</td><td>BIELSA GRACIA, LAURA – NIF ***4871**</td></tr>
<tr><td>Emisor:</td><td>Oficina Tributaria Cierzo – Gestión de tributos locales</td></tr>
<tr><td>Asunto:</td><td>Liquidación Impuesto sobre Actividades Económicas, ejercicio 2026</td></tr>
<tr><td>Referencia:</td><td>IAE-2026-0018823</td></tr>
<tr><td>Puesta a disposición:</td><td>25/09/2026</td></tr>
</table>
<p>Dispone de 10 días naturales para acceder a la notificación en la <a href="https://sede.cierzotributos.es">sede electrónica</a> con certificado digital. Transcurrido ese plazo se entenderá rechazada.</p>
<p style="color:#777;font-size:11px;">Este aviso no tiene efectos de notificación. No responda a este correo.</p>
</td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "cierzo-tributos",
    group: "regional",
    lang: "es",
    kind: "pin-code",
    code: "MZR4",
    link: null,
    from: "Oficina Tributaria Cierzo <avisos@sede.cierzotributos.es>",
    to: TO,
    subject: "PIN de acceso a la sede electrónica",
    date: at(9, 29, "18:05:40"),
    text: `Oficina Tributaria Cierzo

Ha solicitado un PIN para identificarse en la sede electrónica sin certificado digital.

PIN: MZR4

Combínelo con el código de validación que le muestra la pantalla de acceso. El PIN es válido
durante 10 minutos (hasta las 18:15 h del 29/09/2026).

Si no ha sido usted, ignore este mensaje.
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Banco Arbelo, the clinic's bank
  {
    family: "banco-arbelo",
    group: "regional",
    lang: "es",
    kind: "transfer-otp",
    code: "55081963",
    link: null,
    from: "Banco Arbelo <avisos@bancoarbelo.es>",
    to: TO,
    subject: "Código para autorizar la transferencia",
    date: at(9, 4, "11:47:26"),
    text: `Banco Arbelo Empresas

Para autorizar la transferencia de 688,00 EUR a PROTELAB EBRO SL
(ES76 •••• •••• •••• •••• 7712) desde la cuenta ••• 7710, introduzca este código:

55081963

El código caduca en 3 minutos. Banco Arbelo nunca le pedirá este código por teléfono.
Si no reconoce la operación, llame al 976 30 90 90.
`,
    html: card({
      lang: "es",
      title: "Autorizar transferencia",
      pre: "Transferencia de 688,00 EUR a PROTELAB EBRO SL",
      brand: "Banco Arbelo · Empresas",
      color: "#5a2d82",
      body:
        `<p style="margin:0 0 16px;">Para autorizar la transferencia de <strong>688,00 EUR</strong> a <strong>PROTELAB EBRO SL</strong> (ES76 •••• •••• •••• •••• 7712) desde la cuenta ••• 7710, introduzca este código:</p>
<p style="text-align:center;margin:22px 0;font-size:30px;font-weight:bold;letter-spacing:4px;color:#5a2d82;">55081963</p>
<p style="margin:0;font-size:13px;color:#5d646b;">El código caduca en 3 minutos. Banco Arbelo nunca le pedirá este código por teléfono. Si no reconoce la operación, llame al 976 30 90 90.</p>`,
      foot:
        `Banco Arbelo, S.A. · Coso 54, 50004 Zaragoza · Inscrito en el Registro de Entidades del Banco de España con el nº 0296<br>
<a href="https://www.bancoarbelo.es/seguridad" style="color:#7a8086;">Consejos de seguridad</a>`,
    }),
    enc: "b64",
  },
  {
    family: "banco-arbelo",
    group: "regional",
    lang: "es",
    kind: "statement",
    code: null,
    link: null,
    from: "Banco Arbelo <comunicaciones@bancoarbelo.es>",
    to: TO,
    subject: "Su extracto de septiembre ya está disponible",
    date: at(10, 3, "07:10:00"),
    text: `Estimada clienta:

Ya puede consultar en Arbelo Online el extracto de septiembre de su Cuenta Negocios ••• 7710.

  Saldo a 01/09/2026:   14.208,37 EUR
  Saldo a 30/09/2026:   17.951,02 EUR
  Comisión de mantenimiento: 0,00 EUR (bonificada por domiciliación de TPV)

Recuerde que el 10/10/2026 se carga el recibo trimestral del modelo 130.

Banco Arbelo · 976 30 90 90 · www.bancoarbelo.es
`,
    html: card({
      lang: "es",
      title: "Extracto de septiembre",
      pre: "Cuenta Negocios ••• 7710 · saldo a 30/09: 17.951,02 EUR",
      brand: "Banco Arbelo",
      color: "#5a2d82",
      body: `<p style="margin:0 0 14px;">Estimada clienta:</p>
<p style="margin:0 0 14px;">Ya puede consultar en Arbelo Online el extracto de septiembre de su <strong>Cuenta Negocios ••• 7710</strong>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #e3e6e8;">
<tr><td>Saldo a 01/09/2026</td><td align="right">14.208,37 EUR</td></tr>
<tr><td>Saldo a 30/09/2026</td><td align="right"><strong>17.951,02 EUR</strong></td></tr>
<tr><td>Comisión de mantenimiento</td><td align="right">0,00 EUR</td></tr>
</table>
<p style="margin:16px 0 0;font-size:13px;color:#5d646b;">Recuerde que el 10/10/2026 se carga el recibo trimestral del modelo 130.</p>
${button("https://online.bancoarbelo.es/empresas/extractos", "Ver extracto", "#5a2d82")}`,
      foot: `Banco Arbelo, S.A. · Coso 54, 50004 Zaragoza · 976 30 90 90<br>
<a href="https://www.bancoarbelo.es/privacidad" style="color:#7a8086;">Privacidad</a> · <a href="https://www.bancoarbelo.es/seguridad" style="color:#7a8086;">Seguridad</a><br>
<img src="https://www.bancoarbelo.es/mail/app-store-es.png" alt="Descárgala en el App Store" height="32"> <img src="https://www.bancoarbelo.es/mail/google-play-es.png" alt="Disponible en Google Play" height="32">`,
    }),
    enc: "qp",
  },
  {
    family: "banco-arbelo",
    group: "regional",
    lang: "es",
    kind: "confirm-email-change",
    code: null,
    link: "https://online.bancoarbelo.es/empresas/datos/confirmar-email?ref=7710-LB&k=94e1d0c33a7b",
    from: "Banco Arbelo <avisos@bancoarbelo.es>",
    to: "Clínica Bielsa Administración <administracion@clinicabielsa.es>",
    subject: "Confirme su nueva dirección de correo",
    date: at(10, 8, "13:26:48"),
    text: `Banco Arbelo

Ha solicitado que las comunicaciones de su Cuenta Negocios ••• 7710 se envíen a
administracion@clinicabielsa.es.

Para terminar el cambio, confirme esta dirección:
https://online.bancoarbelo.es/empresas/datos/confirmar-email?ref=7710-LB&k=94e1d0c33a7b

El enlace caduca en 24 horas. Hasta que lo confirme seguiremos escribiéndole a la dirección anterior.

Si no ha pedido este cambio, llame al 976 30 90 90.
`,
    html: card({
      lang: "es",
      title: "Confirme su correo",
      pre: "Termine el cambio de dirección de correo.",
      brand: "Banco Arbelo",
      color: "#5a2d82",
      body:
        `<p style="margin:0 0 14px;">Ha solicitado que las comunicaciones de su Cuenta Negocios ••• 7710 se envíen a <strong>administracion@clinicabielsa.es</strong>.</p>
<p style="margin:0;">Para terminar el cambio, confirme esta dirección:</p>
${
          button(
            "https://online.bancoarbelo.es/empresas/datos/confirmar-email?ref=7710-LB&amp;k=94e1d0c33a7b",
            "Confirmar correo",
            "#5a2d82",
          )
        }
<p style="margin:0;font-size:13px;color:#5d646b;">El enlace caduca en 24 horas. Hasta que lo confirme seguiremos escribiéndole a la dirección anterior. Si no ha pedido este cambio, llame al 976 30 90 90.</p>`,
      foot:
        `Banco Arbelo, S.A. · Coso 54, 50004 Zaragoza<br><a href="https://www.bancoarbelo.es/privacidad" style="color:#7a8086;">Privacidad</a>`,
    }),
    enc: "qp",
  },
  {
    family: "banco-arbelo",
    group: "regional",
    lang: "es",
    kind: "card-alert",
    code: null,
    link: null,
    from: "Banco Arbelo <avisos@bancoarbelo.es>",
    to: TO,
    subject: "Compra con su tarjeta ••• 3319 en el extranjero",
    date: at(10, 22, "22:14:09"),
    text: `Se ha realizado una compra con su tarjeta Visa Business ••• 3319:

  Comercio: ODONTOLUSA MAT DENT, PORTO (PT)
  Importe: 212,80 EUR
  Fecha: 22/10/2026 22:13

Si la reconoce, no tiene que hacer nada. Si no, bloquee la tarjeta en la app o llame al
976 30 90 91 (24 horas).
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Cobralia, the card terminal
  {
    family: "cobralia-tpv",
    group: "regional",
    lang: "ca",
    kind: "settlement",
    code: null,
    link: null,
    from: "Cobralia TPV <liquidacions@cobralia.cat>",
    to: TO,
    subject: "Liquidació diària del teu TPV – 15/09/2026",
    date: at(9, 16, "06:30:12"),
    text: `Hola, Clínica Dental Bielsa:

Aquest és el resum de cobraments del dia 15/09/2026 al terminal TPV-0048217.

  Operacions: 11
  Import brut: 1.486,00 €
  Devolucions: -60,00 € (1)
  Comissions (0,39 %): -5,56 €
  Import net a abonar: 1.420,44 €

L'abonament es farà el 16/09/2026 al compte ES21 •••• 7710.

Pots consultar el detall de cada operació al teu espai de client.

Cobralia Pagaments, S.L. · Carrer de Provença 212, 08036 Barcelona · 93 551 20 40
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f0;"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:14px;">
<tr><td style="padding:18px 26px;background:#ffcc00;font-size:20px;font-weight:bold;">cobralia<span style="font-weight:normal;"> TPV</span></td></tr>
<tr><td style="padding:24px 26px;">
<p>Hola, Clínica Dental Bielsa:</p>
<p>Aquest és el resum de cobraments del dia <b>15/09/2026</b> al terminal TPV-0048217.</p>
<table width="100%" cellpadding="6" cellspacing="0" style="font-size:14px;border-top:1px solid #eee;">
<tr><td>Operacions</td><td align="right">11</td></tr>
<tr><td>Import brut</td><td align="right">1.486,00 €</td></tr>
<tr><td>Devolucions (1)</td><td align="right">-60,00 €</td></tr>
<tr><td>Comissions (0,39 %)</td><td align="right">-5,56 €</td></tr>
<tr style="background:#fff8d6;"><td><b>Import net a abonar</b></td><td align="right"><b>1.420,44 €</b></td></tr>
</table>
<p>L'abonament es farà el 16/09/2026 al compte ES21 •••• 7710.</p>
<p><a href="https://clients.cobralia.cat/operacions?data=2026-09-15" style="color:#222;">Consulta el detall de cada operació</a></p>
</td></tr>
<tr><td style="padding:14px 26px;font-size:11px;color:#888;border-top:1px solid #eee;">Cobralia Pagaments, S.L. · Carrer de Provença 212, 08036 Barcelona · 93 551 20 40 · Entitat de pagament autoritzada pel Banc d'Espanya (6921)<br><a href="https://clients.cobralia.cat/preferencies" style="color:#888;">Canvia la freqüència dels resums</a></td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  {
    family: "cobralia-tpv",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "204877",
    link: null,
    from: "Cobralia TPV <seguridad@cobralia.cat>",
    to: TO,
    subject: "204877 es tu código de Cobralia",
    date: at(10, 7, "09:03:58"),
    text: `204877 es tu código para entrar en el área de clientes de Cobralia.

No lo compartas con nadie: nuestro equipo nunca te lo pedirá.
Caduca en 5 minutos.

Cobralia Pagaments, S.L.
`,
    html:
      `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#222;max-width:480px;margin:0 auto;padding:24px;">
<div style="font-size:20px;font-weight:bold;margin-bottom:20px;">cobralia<span style="font-weight:normal;"> TPV</span></div>
<p>Tu código para entrar en el área de clientes de Cobralia:</p>
<p style="font-size:34px;font-weight:bold;letter-spacing:2px;background:#ffcc00;display:inline-block;padding:8px 16px;">2048 77</p>
<p style="font-size:13px;color:#666;">No lo compartas con nadie: nuestro equipo nunca te lo pedirá. Caduca en 5 minutos.</p>
<p style="font-size:11px;color:#999;">Cobralia Pagaments, S.L. · <a href="https://www.cobralia.cat/es/privacidad" style="color:#999;">Privacidad</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Turnia, the appointment-booking platform
  {
    family: "turnia-citas",
    group: "regional",
    lang: "es",
    kind: "verify-link",
    code: null,
    link: "https://go.turnia.es/ls/click?upn=vR8mT2kqX1-2FverificarEmail-3Dpro-2D77120-26s-3D5c0e",
    from: "Turnia para profesionales <hola@turnia.es>",
    to: TO,
    subject: "Verifica tu correo para publicar tu perfil en Turnia",
    date: at(9, 5, "17:02:14"),
    text: `¡Hola, Laura!

Ya casi está: tu ficha "Clínica Dental Bielsa – Odontología general e implantes" se publicará en
Turnia en cuanto verifiques tu dirección de correo.

Verificar mi correo:
https://go.turnia.es/ls/click?upn=vR8mT2kqX1-2FverificarEmail-3Dpro-2D77120-26s-3D5c0e

Después podrás conectar tu agenda y empezar a recibir citas online.

El equipo de Turnia
Turnia Salud Digital S.L. · Calle Alcalá 93, 28009 Madrid
`,
    html: card({
      lang: "es",
      title: "Verifica tu correo",
      pre: "Un paso más para publicar tu ficha en Turnia.",
      brand: "turnia",
      color: "#ff5a5f",
      logo: "https://static.turnia.es/email/turnia-logo-white.png",
      body: `<h1 style="margin:0 0 14px;font-size:22px;">¡Hola, Laura!</h1>
<p style="margin:0 0 14px;">Ya casi está: tu ficha <strong>Clínica Dental Bielsa – Odontología general e implantes</strong> se publicará en Turnia en cuanto verifiques tu dirección de correo.</p>
${
        button(
          "https://go.turnia.es/ls/click?upn=vR8mT2kqX1-2FverificarEmail-3Dpro-2D77120-26s-3D5c0e",
          "Verificar mi correo",
          "#ff5a5f",
        )
      }
<p style="margin:0;">Después podrás conectar tu agenda y empezar a recibir citas online.</p>`,
      foot: `Turnia Salud Digital S.L. · Calle Alcalá 93, 28009 Madrid<br>
<a href="https://go.turnia.es/ls/click?upn=vR8mT2kqX1-2Fayuda" style="color:#7a8086;">Ayuda</a> · <a href="https://go.turnia.es/ls/click?upn=vR8mT2kqX1-2Fprivacidad" style="color:#7a8086;">Privacidad</a> · <a href="https://www.instagram.com/turnia.es" style="color:#7a8086;">Instagram</a>`,
    }),
    enc: "qp",
  },
  {
    family: "turnia-citas",
    group: "regional",
    lang: "es",
    kind: "booking-notice",
    code: null,
    link: null,
    from: "Turnia <citas@turnia.es>",
    to: TO,
    subject: "Nueva cita: Álvaro Pardo, martes 22/09 a las 10:30",
    date: at(9, 19, "23:41:07"),
    text: `Nueva cita reservada en Turnia

Paciente: Álvaro Pardo Lacasa
Teléfono: +34 654 21 88 03
Motivo: Primera visita – revisión y limpieza
Fecha: martes 22/09/2026, 10:30 – 11:00
Profesional: Dra. Laura Bielsa
Reserva nº: TRN-8842107

Primera visita del paciente en tu clínica. Ha aceptado la política de cancelación (24 h).

Gestiona tus citas en https://pro.turnia.es/agenda
`,
    html: card({
      lang: "es",
      title: "Nueva cita",
      pre: "Álvaro Pardo · martes 22/09/2026, 10:30",
      brand: "turnia",
      color: "#ff5a5f",
      logo: "https://static.turnia.es/email/turnia-logo-white.png",
      body: `<p style="margin:0 0 14px;font-size:18px;font-weight:bold;">Nueva cita reservada</p>
<table role="presentation" cellpadding="5" cellspacing="0" border="0" style="font-size:14px;">
<tr><td style="color:#7a8086;">Paciente</td><td>Álvaro Pardo Lacasa</td></tr>
<tr><td style="color:#7a8086;">Teléfono</td><td>+34 654 21 88 03</td></tr>
<tr><td style="color:#7a8086;">Motivo</td><td>Primera visita – revisión y limpieza</td></tr>
<tr><td style="color:#7a8086;">Fecha</td><td>martes 22/09/2026, 10:30 – 11:00</td></tr>
<tr><td style="color:#7a8086;">Reserva nº</td><td>TRN-8842107</td></tr>
</table>
<p style="margin:16px 0;font-size:13px;">Primera visita del paciente en tu clínica. Ha aceptado la política de cancelación (24 h).</p>
<p style="margin:0;"><a href="https://pro.turnia.es/agenda?fecha=2026-09-22" style="color:#ff5a5f;font-weight:bold;">Abrir la agenda</a></p>`,
      foot:
        `Turnia Salud Digital S.L. · Calle Alcalá 93, 28009 Madrid · <a href="https://pro.turnia.es/ajustes/notificaciones" style="color:#7a8086;">Ajustes de notificaciones</a>`,
    }),
    enc: "b64",
  },
  {
    family: "turnia-citas",
    group: "regional",
    lang: "es",
    kind: "booking-cancelled",
    code: null,
    link: null,
    from: "Turnia <citas@turnia.es>",
    to: TO,
    subject: "Cita cancelada: Nerea Gimeno, jueves 15/10 a las 18:00",
    date: at(10, 14, "08:05:50"),
    text: `La paciente Nerea Gimeno ha cancelado su cita.

  Fecha: jueves 15/10/2026, 18:00 – 18:45
  Motivo: Revisión ortodoncia
  Reserva nº: TRN-9013375
  Comentario de la paciente: "Me ha surgido un viaje, pido otra cita la semana que viene."

El hueco vuelve a estar disponible para nuevas reservas.

Turnia · https://pro.turnia.es
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Plazora, patient financing
  {
    family: "plazora",
    group: "regional",
    lang: "es",
    kind: "financing-approved",
    code: null,
    link: null,
    from: "Plazora Financiación <socios@plazora.es>",
    to: TO,
    subject: "Financiación aprobada – Operación PZ-26-0553812",
    date: at(9, 24, "12:18:31"),
    text: `Hola, Clínica Dental Bielsa:

La solicitud de financiación de tu paciente ha sido aprobada y firmada.

  Operación: PZ-26-0553812
  Paciente: M. C. Royo (DNI ****921K)
  Tratamiento: Implante unitario + corona (pieza 46)
  Importe financiado: 1.950,00 €
  Plazo: 12 meses sin intereses para el paciente
  Coste para la clínica (descuento 4,5 %): 87,75 €
  Abono a la clínica: 1.862,25 € el 26/09/2026

No tienes que hacer nada más: puedes empezar el tratamiento.

Plazora Financiación E.F.C., S.A. · Paseo de la Castellana 141, 28046 Madrid · 910 57 33 60
`,
    html: card({
      lang: "es",
      title: "Financiación aprobada",
      pre: "Operación PZ-26-0553812 · abono de 1.862,25 € el 26/09",
      brand: "plazora",
      color: "#0b8457",
      body:
        `<p style="margin:0 0 14px;">La solicitud de financiación de tu paciente ha sido <strong style="color:#0b8457;">aprobada y firmada</strong>.</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;background:#f1f8f4;">
<tr><td>Operación</td><td>PZ-26-0553812</td></tr>
<tr><td>Paciente</td><td>M. C. Royo (DNI ****921K)</td></tr>
<tr><td>Tratamiento</td><td>Implante unitario + corona (pieza 46)</td></tr>
<tr><td>Importe financiado</td><td>1.950,00 €</td></tr>
<tr><td>Plazo</td><td>12 meses sin intereses</td></tr>
<tr><td>Coste para la clínica (4,5 %)</td><td>87,75 €</td></tr>
<tr><td><strong>Abono a la clínica</strong></td><td><strong>1.862,25 € el 26/09/2026</strong></td></tr>
</table>
<p style="margin:16px 0 0;">No tienes que hacer nada más: puedes empezar el tratamiento.</p>`,
      foot:
        `Plazora Financiación E.F.C., S.A. · Paseo de la Castellana 141, 28046 Madrid · 910 57 33 60<br><a href="https://socios.plazora.es" style="color:#7a8086;">Portal de socios</a>`,
    }),
    enc: "qp",
  },
  {
    family: "plazora",
    group: "regional",
    lang: "es",
    kind: "login-code",
    code: "719043",
    link: null,
    from: "Plazora <seguridad@plazora.es>",
    to: TO,
    subject: "Tu código de acceso al portal de socios",
    date: at(10, 20, "16:44:02"),
    text: `Código de acceso: 719 043

Úsalo para entrar en el portal de socios de Plazora. Caduca en 10 minutos.

¿No has intentado entrar? Escríbenos a seguridad@plazora.es.
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Albada, an insurer's provider portal
  {
    family: "albada-seguros",
    group: "regional",
    lang: "eu",
    kind: "invite-link",
    code: null,
    link: "https://hornitzaileak.albada.eus/gonbidapena?id=PRV-50-2291&token=c81f3e0a9d",
    from: "Albada Aseguradora <hornitzaileak@albada.eus>",
    to: TO,
    subject: "Gonbidapena hornitzaileen atarira / Invitación al portal de proveedores",
    date: at(9, 10, "10:30:00"),
    text: `Kaixo, Laura Bielsa:

Albadaren hortz-aseguruaren koadro medikoan sartu zara (hornitzaile-kodea PRV-50-2291).
Baimen-eskaerak eta fakturak hornitzaileen atarian kudeatuko dituzu. Onartu gonbidapena eta
sortu zure pasahitza hemen:

https://hornitzaileak.albada.eus/gonbidapena?id=PRV-50-2291&token=c81f3e0a9d

Estekak 5 egun balio du.

---

Hola, Laura Bielsa:

Se ha incorporado al cuadro médico del seguro dental de Albada (código de proveedor PRV-50-2291).
Las autorizaciones y la facturación se gestionan en el portal de proveedores. Acepte la invitación
y cree su contraseña en el enlace de arriba. El enlace es válido 5 días.

Albada Aseguradora, S.A. · Gran Vía 45, 48011 Bilbao · 944 12 70 00
`,
    html: card({
      lang: "eu",
      title: "Gonbidapena",
      pre: "Onartu gonbidapena / Acepte la invitación",
      brand: "ALBADA",
      color: "#1d4e89",
      body: `<p style="margin:0 0 14px;">Kaixo, Laura Bielsa:</p>
<p style="margin:0 0 14px;">Albadaren hortz-aseguruaren koadro medikoan sartu zara (hornitzaile-kodea <strong>PRV-50-2291</strong>). Baimen-eskaerak eta fakturak hornitzaileen atarian kudeatuko dituzu.</p>
<p style="margin:0 0 14px;color:#5d646b;font-style:italic;">Se ha incorporado al cuadro médico del seguro dental de Albada. Las autorizaciones y la facturación se gestionan en el portal de proveedores.</p>
${
        button(
          "https://hornitzaileak.albada.eus/gonbidapena?id=PRV-50-2291&amp;token=c81f3e0a9d",
          "Onartu gonbidapena / Aceptar invitación",
          "#1d4e89",
        )
      }
<p style="margin:0;font-size:13px;color:#5d646b;">Estekak 5 egun balio du. · El enlace es válido 5 días.</p>`,
      foot:
        `Albada Aseguradora, S.A. · Gran Vía 45, 48011 Bilbao · 944 12 70 00<br><a href="https://www.albada.eus/pribatutasuna" style="color:#7a8086;">Pribatutasuna / Privacidad</a>`,
    }),
    enc: "qp",
  },
  {
    family: "albada-seguros",
    group: "regional",
    lang: "es",
    kind: "authorization-approved",
    code: null,
    link: null,
    from: "Albada Aseguradora <autorizaciones@albada.eus>",
    to: TO,
    subject: "Autorización concedida AUT-2026-441906",
    date: at(10, 9, "11:11:45"),
    text: `Autorización concedida

Nº de autorización: AUT-2026-441906
Asegurado: Javier Lambán Sanz · Póliza 30-7718204
Acto: Endodoncia molar (pieza 26) + reconstrucción
Importe a cargo del asegurado (franquicia): 95,00 €
Válida hasta: 09/01/2027

Indique el número de autorización en la factura.

Albada Aseguradora · Gestión de proveedores · 944 12 70 10
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Formadent Campus, continuing education
  {
    family: "formadent-campus",
    group: "regional",
    lang: "es",
    kind: "verify-email",
    code: "TQ4-8MZ",
    link: "https://campus.formadent.es/registro/verificar?email=laura%40clinicabielsa.es&c=TQ48MZ",
    from: "Formadent Campus <campus@formadent.es>",
    to: TO,
    subject: "Activa tu cuenta de Formadent Campus",
    date: at(9, 12, "20:15:36"),
    text: `Bienvenida a Formadent Campus, Laura.

Para activar tu cuenta, pulsa el enlace:
https://campus.formadent.es/registro/verificar?email=laura%40clinicabielsa.es&c=TQ48MZ

O escribe este código en la página de registro: TQ4-8MZ

Tu primer curso, "Actualización en blanqueamiento dental (6 h, 1,2 créditos)", ya está reservado
y se desbloqueará al activar la cuenta.

Formadent Campus · Avda. Diagonal 640, 08017 Barcelona · +34 932 20 19 80
`,
    html: card({
      lang: "es",
      title: "Activa tu cuenta",
      pre: "Activa tu cuenta para empezar tu primer curso.",
      brand: "Formadent Campus",
      color: "#3a3f8f",
      body: `<h1 style="margin:0 0 14px;font-size:22px;color:#3a3f8f;">Bienvenida, Laura</h1>
<p style="margin:0;">Para activar tu cuenta, pulsa el botón:</p>
${
        button(
          "https://campus.formadent.es/registro/verificar?email=laura%40clinicabielsa.es&amp;c=TQ48MZ",
          "Activar mi cuenta",
          "#3a3f8f",
        )
      }
<p style="margin:0 0 8px;">O escribe este código en la página de registro:</p>
<p style="margin:0 0 18px;font-size:24px;font-weight:bold;letter-spacing:3px;font-family:'Courier New',monospace;">TQ4-8MZ</p>
<p style="margin:0;font-size:14px;">Tu primer curso, <em>Actualización en blanqueamiento dental</em> (6 h, 1,2 créditos), ya está reservado y se desbloqueará al activar la cuenta.</p>`,
      foot:
        `Formadent Campus · Avda. Diagonal 640, 08017 Barcelona · +34 932 20 19 80<br><a href="https://formadent.es/aviso-legal" style="color:#7a8086;">Aviso legal</a> · <a href="https://formadent.es/privacidad" style="color:#7a8086;">Privacidad</a>`,
    }),
    enc: "b64",
  },
  {
    family: "formadent-campus",
    group: "regional",
    lang: "es",
    kind: "certificate",
    code: null,
    link: null,
    from: "Formadent Campus <campus@formadent.es>",
    to: TO,
    subject: "Tu certificado: Actualización en blanqueamiento dental",
    date: at(10, 4, "10:22:18"),
    text: `¡Enhorabuena, Laura!

Has superado el curso "Actualización en blanqueamiento dental" con una nota de 9,2.

  Horas lectivas: 6
  Créditos de formación continuada: 1,2
  Nº de certificado: FDC-2026-118430

Te adjuntamos el certificado en PDF. También está en Mi campus > Certificados.

Formadent Campus
`,
    html: null,
    enc: "8bit",
    attachment: [
      "certificado-FDC-2026-118430.pdf",
      "application/pdf",
      "%PDF-1.4\n%Formadent Campus certificado FDC-2026-118430 Laura Bielsa Gracia 6 h 1,2 creditos\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- LumaScan Cloud, the intraoral scanner's cloud
  {
    family: "lumascan-cloud",
    group: "consumer",
    lang: "en",
    kind: "invite-link",
    code: null,
    link: "https://links.lumascan.io/ls/click?upn=a2V5PWludml0ZS04ZjJiJm9yZz1jbGluaWNhYmllbHNh",
    from: "LumaScan Cloud <no-reply@lumascan.io>",
    to: TO,
    subject: "Protelab Ebro invited you to share scans on LumaScan Cloud",
    date: at(9, 6, "14:55:20"),
    text: `Hi Laura,

Marta Lasheras (Protelab Ebro) invited Clínica Dental Bielsa to connect on LumaScan Cloud, so your
intraoral scans can be sent straight to the lab.

Accept the invitation:
https://links.lumascan.io/ls/click?upn=a2V5PWludml0ZS04ZjJiJm9yZz1jbGluaWNhYmllbHNh

This invitation expires on 13 Sep 2026.

LumaScan Ltd · 2 Grand Canal Square, Dublin 2, D02 A342, Ireland
Help: https://help.lumascan.io · Privacy: https://lumascan.io/privacy
`,
    html: card({
      lang: "en",
      title: "You have been invited",
      pre: "Connect with Protelab Ebro and send scans straight to the lab.",
      brand: "LumaScan Cloud",
      color: "#111827",
      logo: "https://assets.lumascan.io/email/wordmark-light.png",
      body: `<p style="margin:0 0 14px;">Hi Laura,</p>
<p style="margin:0 0 14px;"><strong>Marta Lasheras (Protelab Ebro)</strong> invited <strong>Clínica Dental Bielsa</strong> to connect on LumaScan Cloud, so your intraoral scans can be sent straight to the lab.</p>
${
        button(
          "https://links.lumascan.io/ls/click?upn=a2V5PWludml0ZS04ZjJiJm9yZz1jbGluaWNhYmllbHNh",
          "Accept invitation",
          "#2563eb",
        )
      }
<p style="margin:0;font-size:13px;color:#6b7280;">This invitation expires on 13 Sep 2026.</p>`,
      foot: `LumaScan Ltd · 2 Grand Canal Square, Dublin 2, D02 A342, Ireland<br>
<a href="https://help.lumascan.io" style="color:#7a8086;">Help</a> · <a href="https://lumascan.io/privacy" style="color:#7a8086;">Privacy</a> · <a href="https://lumascan.io/terms" style="color:#7a8086;">Terms</a>`,
    }),
    enc: "qp",
  },
  {
    family: "lumascan-cloud",
    group: "consumer",
    lang: "en",
    kind: "case-received",
    code: null,
    link: null,
    from: "LumaScan Cloud <no-reply@lumascan.io>",
    to: TO,
    subject: "Case LS-2609-77412 was downloaded by Protelab Ebro",
    date: at(9, 15, "09:31:04"),
    text: `Case LS-2609-77412 (patient ref. P-1182) was downloaded by Protelab Ebro at 09:30 CEST.

Scan: upper + lower arch, bite registration
Files: 3 STL (48.2 MB)
Order form: crown, tooth 36, zirconia, shade A2

You'll get a message when the lab updates the case status.

LumaScan Cloud · Manage notifications: https://cloud.lumascan.io/settings/notifications
`,
    html: null,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Occludent Academy, an English webinar platform
  {
    family: "occludent-academy",
    group: "consumer",
    lang: "en",
    kind: "webinar-reminder",
    code: null,
    link: null,
    from: "Occludent Academy <events@occludent.academy>",
    to: TO,
    subject: "Tomorrow: Digital smile design in everyday practice (live, 19:00 CET)",
    date: at(10, 27, "18:00:00"),
    text: `Hi Laura,

A reminder that the live webinar you registered for starts tomorrow.

Digital smile design in everyday practice
Wednesday 28 October 2026, 19:00–20:30 CET
Speaker: Dr Helen Marsh, BDS MSc

Join from your dashboard: https://occludent.academy/my/webinars
Meeting ID: 884 2210 5731 · Passcode: 551903

1.5 hours of verifiable CPD. The recording will be available for 30 days.

Occludent Academy · 71 Lower Baggot Street, Dublin 2 · Unsubscribe from reminders:
https://occludent.academy/my/preferences
`,
    html: card({
      lang: "en",
      title: "Webinar tomorrow",
      pre: "Starts Wednesday 28 October at 19:00 CET.",
      brand: "Occludent Academy",
      color: "#0f766e",
      body: `<p style="margin:0 0 14px;">Hi Laura,</p>
<p style="margin:0 0 14px;">A reminder that the live webinar you registered for starts tomorrow.</p>
<table role="presentation" width="100%" cellpadding="10" cellspacing="0" border="0" style="background:#f0fdfa;border-left:4px solid #0f766e;">
<tr><td><strong style="font-size:17px;">Digital smile design in everyday practice</strong><br>Wednesday 28 October 2026, 19:00–20:30 CET<br>Speaker: Dr Helen Marsh, BDS MSc</td></tr>
</table>
<p style="margin:16px 0 6px;">Meeting ID: 884 2210 5731 · Passcode: 551903</p>
<p style="margin:0 0 16px;font-size:13px;color:#5d646b;">1.5 hours of verifiable CPD. The recording will be available for 30 days.</p>
<p style="margin:0;"><a href="https://occludent.academy/my/webinars" style="color:#0f766e;font-weight:bold;">Go to my webinars</a></p>`,
      foot:
        `Occludent Academy · 71 Lower Baggot Street, Dublin 2, Ireland<br><a href="https://occludent.academy/my/preferences" style="color:#7a8086;">Reminder preferences</a>`,
    }),
    enc: "qp",
  },
  // ---------------------------------------------------------------- Envialo Norte, the courier
  {
    family: "envialo-norte",
    group: "regional",
    lang: "es",
    kind: "delivery-pin",
    code: "4407",
    link: null,
    from: "Envialo Norte <avisos@envialonorte.es>",
    to: TO,
    subject: "Hoy entregamos tu envío EN7741920356ES",
    date: at(9, 10, "08:02:33"),
    text: `Hola:

Tu envío EN7741920356ES de DENTOMAR SUMINISTROS DENTALES se entrega hoy, jueves 10/09,
entre las 9:00 y las 14:00 en Paseo de Sagasta 32, 50006 Zaragoza.

Código de entrega: 4407
Díselo al repartidor para recibir el paquete; sin el código no podremos entregarlo.

¿No vas a estar? Cambia la entrega: https://seguimiento.envialonorte.es/?ref=EN7741920356ES

Envialo Norte · 976 00 12 12
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;"><tr><td align="center">
<table width="500" cellpadding="0" cellspacing="0" style="border:1px solid #ddd;">
<tr><td style="background:#e2632b;padding:14px 20px;color:#fff;font-size:18px;font-weight:bold;">envialo<span style="color:#ffe0cc;">norte</span></td></tr>
<tr><td style="padding:20px;font-size:14px;line-height:21px;color:#333;">
<p>Tu envío <b>EN7741920356ES</b> de DENTOMAR SUMINISTROS DENTALES se entrega hoy, jueves 10/09, entre las 9:00 y las 14:00 en Paseo de Sagasta 32, 50006 Zaragoza.</p>
<p style="margin:18px 0 4px;">Código de entrega</p>
<table cellpadding="0" cellspacing="4"><tr><td style="border:2px solid #e2632b;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">4</td><td style="border:2px solid #e2632b;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">4</td><td style="border:2px solid #e2632b;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">0</td><td style="border:2px solid #e2632b;width:38px;height:46px;text-align:center;font-size:26px;font-weight:bold;">7</td></tr></table>
<p>Díselo al repartidor para recibir el paquete; sin el código no podremos entregarlo.</p>
<p><a href="https://seguimiento.envialonorte.es/?ref=EN7741920356ES" style="color:#e2632b;">¿No vas a estar? Cambia la entrega</a></p>
</td></tr>
<tr><td style="padding:12px 20px;background:#f6f6f6;font-size:11px;color:#888;">Envialo Norte S.L. · Polígono Plaza, C/ Tarento 8, 50197 Zaragoza · 976 00 12 12</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Implantwerk, an implant maker's ordering portal
  {
    family: "implantwerk",
    group: "regional",
    lang: "de",
    kind: "reset-link",
    code: null,
    link: "https://shop.implantwerk.de/kundenkonto/passwort-neu?hash=7d1e0b94c2a8f3516e0d&kd=ES-20488",
    from: "Implantwerk Kundenservice <service@implantwerk.de>",
    to: TO,
    subject: "Passwort zurücksetzen – Implantwerk Fachhandelsportal",
    date: at(10, 5, "15:12:47"),
    text: `Sehr geehrte Frau Dr. Bielsa,

für Ihr Kundenkonto ES-20488 wurde das Zurücksetzen des Passworts angefordert.

Neues Passwort festlegen:
https://shop.implantwerk.de/kundenkonto/passwort-neu?hash=7d1e0b94c2a8f3516e0d&kd=ES-20488

Der Link ist 2 Stunden gültig. Falls Sie das nicht angefordert haben, können Sie diese E-Mail
ignorieren.

Mit freundlichen Grüßen
Ihr Implantwerk Kundenservice
Implantwerk GmbH · Gewerbestraße 19 · 79108 Freiburg im Breisgau
Tel. +49 761 45 18 30 · Amtsgericht Freiburg HRB 712044
`,
    html: `<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<table width="600" cellpadding="0" cellspacing="0" align="center">
<tr><td style="padding:16px 0;border-bottom:4px solid #8a9ba8;"><img src="https://shop.implantwerk.de/media/mail/logo.png" alt="Implantwerk" height="40"></td></tr>
<tr><td style="padding:20px 0;line-height:21px;">
<p>Sehr geehrte Frau Dr. Bielsa,</p>
<p>für Ihr Kundenkonto <b>ES-20488</b> wurde das Zurücksetzen des Passworts angefordert.</p>
<p><a href="https://shop.implantwerk.de/kundenkonto/passwort-neu?hash=7d1e0b94c2a8f3516e0d&amp;kd=ES-20488" style="background:#8a9ba8;color:#fff;padding:10px 22px;text-decoration:none;display:inline-block;">Neues Passwort festlegen</a></p>
<p>Der Link ist 2 Stunden gültig. Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.</p>
<p>Mit freundlichen Grüßen<br>Ihr Implantwerk Kundenservice</p>
</td></tr>
<tr><td style="font-size:11px;color:#888;border-top:1px solid #ddd;padding-top:10px;">Implantwerk GmbH · Gewerbestraße 19 · 79108 Freiburg im Breisgau · Tel. +49 761 45 18 30<br>Geschäftsführer: Dr. Anselm Kübler · Amtsgericht Freiburg HRB 712044 · <a href="https://www.implantwerk.de/datenschutz">Datenschutz</a> · <a href="https://www.implantwerk.de/impressum">Impressum</a></td></tr>
</table></body></html>`,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Jornades Odontològiques de Lleida
  {
    family: "jornades-odonto-lleida",
    group: "regional",
    lang: "ca",
    kind: "confirm-registration",
    code: null,
    link: "https://inscripcions.jornadesodontolleida.cat/confirmar?i=JOL26-0412&k=f03b7c",
    from: "Jornades Odontològiques de Lleida <secretaria@jornadesodontolleida.cat>",
    to: TO,
    subject: "Confirmeu la vostra inscripció a les XIX Jornades",
    date: at(9, 30, "12:48:19"),
    text: `Benvolguda Dra. Laura Bielsa,

Hem rebut la vostra sol·licitud d'inscripció a les XIX Jornades Odontològiques de Lleida
(20 i 21 de novembre de 2026, Palau de Congressos de la Llotja).

  Inscripció: JOL26-0412
  Modalitat: Professional col·legiat + taller de fotografia dental
  Import: 275,00 €

Per reservar la plaça, confirmeu la inscripció en 72 hores:
https://inscripcions.jornadesodontolleida.cat/confirmar?i=JOL26-0412&k=f03b7c

Un cop confirmada, rebreu la factura i les dades per al pagament.

Secretaria tècnica · 973 28 11 60
`,
    html: `<div style="font-family:Georgia,serif;font-size:15px;color:#2a2a2a;max-width:580px;">
<p style="font-size:20px;color:#a4343a;border-bottom:1px solid #a4343a;padding-bottom:8px;">XIX Jornades Odontològiques de Lleida</p>
<p>Benvolguda Dra. Laura Bielsa,</p>
<p>Hem rebut la vostra sol·licitud d'inscripció a les XIX Jornades (20 i 21 de novembre de 2026, Palau de Congressos de la Llotja).</p>
<ul><li>Inscripció: JOL26-0412</li><li>Modalitat: Professional col·legiat + taller de fotografia dental</li><li>Import: 275,00 €</li></ul>
<p>Per reservar la plaça, <a href="https://inscripcions.jornadesodontolleida.cat/confirmar?i=JOL26-0412&amp;k=f03b7c" style="color:#a4343a;font-weight:bold;">confirmeu la inscripció</a> en 72 hores.</p>
<p>Un cop confirmada, rebreu la factura i les dades per al pagament.</p>
<p style="font-size:12px;color:#777;">Secretaria tècnica · 973 28 11 60 · <a href="https://jornadesodontolleida.cat" style="color:#777;">jornadesodontolleida.cat</a></p>
</div>`,
    enc: "8bit",
  },
  // ---------------------------------------------------------------- Telbora, the clinic's phone provider
  {
    family: "telbora",
    group: "regional",
    lang: "es",
    kind: "bill",
    code: null,
    link: null,
    from: "Telbora Empresas <facturas@telbora.es>",
    to: TO,
    subject: "Tu factura de septiembre: 78,40 €",
    date: at(10, 2, "05:44:00"),
    text: `Hola, CLINICA DENTAL BIELSA:

Ya tienes disponible tu factura de Telbora Empresas.

  Nº de factura: TB26-09-3318702
  Periodo: 01/09/2026 – 30/09/2026
  Fibra 1 Gb + centralita virtual (3 extensiones) + 2 líneas móviles
  Total: 78,40 € (IVA incluido)
  Cargo en cuenta: 08/10/2026

Nº de cliente: 40029817 · Teléfono principal: 976 23 41 09

Descárgala en el Área Cliente o en la app Mi Telbora.
Telbora Comunicaciones S.A. · Atención empresas 1515
`,
    html: card({
      lang: "es",
      title: "Tu factura",
      pre: "Factura TB26-09-3318702 · 78,40 € · cargo el 08/10/2026",
      brand: "Telbora Empresas",
      color: "#6b21a8",
      body: `<p style="margin:0 0 14px;">Hola, CLINICA DENTAL BIELSA:</p>
<p style="margin:0 0 6px;">Ya tienes disponible tu factura de septiembre.</p>
<p style="margin:0 0 18px;font-size:34px;font-weight:bold;color:#6b21a8;">78,40 €</p>
<table role="presentation" cellpadding="4" cellspacing="0" border="0" style="font-size:13px;color:#5d646b;">
<tr><td>Nº de factura</td><td>TB26-09-3318702</td></tr>
<tr><td>Periodo</td><td>01/09/2026 – 30/09/2026</td></tr>
<tr><td>Cargo en cuenta</td><td>08/10/2026</td></tr>
<tr><td>Nº de cliente</td><td>40029817</td></tr>
</table>
${button("https://areacliente.telbora.es/empresas/facturas", "Ver factura", "#6b21a8")}`,
      foot: `Telbora Comunicaciones S.A. · Atención empresas 1515<br>
<img src="https://img.telbora.es/mail/appstore.png" alt="App Store" height="30"> <img src="https://img.telbora.es/mail/googleplay.png" alt="Google Play" height="30"><br>
<a href="https://www.telbora.es/privacidad" style="color:#7a8086;">Privacidad</a>`,
    }),
    enc: "b64",
  },
  // ---------------------------------------------------------------- Luzara Energía, electricity
  {
    family: "luzara-energia",
    group: "regional",
    lang: "es",
    kind: "bill",
    code: null,
    link: null,
    from: "Luzara Energía <factura@luzara.es>",
    to: TO,
    subject: "Factura de luz 21/08–20/09: 214,63 €",
    date: at(9, 26, "10:00:00"),
    text: `Factura de electricidad

Titular: Clínica Dental Bielsa SLP
CUPS: ES0031 4052 8817 9001 ZK
Tarifa: 3.0TD Negocio · Potencia P1 15 kW
Periodo: 21/08/2026 – 20/09/2026 (31 días)
Consumo: 1.104 kWh
Importe: 214,63 € (IVA incluido)
Fecha de cargo: 01/10/2026

Incluye un 8 % de descuento por permanencia (-15,71 €).

Luzara Energía S.L. · Calle Miguel Servet 41, 50013 Zaragoza · 876 55 01 20
`,
    html: null,
    enc: "8bit",
    attachment: [
      "Factura_LZ260921-08834.pdf",
      "application/pdf",
      "%PDF-1.4\n%Luzara Energia factura LZ260921-08834 CUPS ES0031405288179001ZK importe 214,63 EUR\n%%EOF\n",
    ],
  },
  // ---------------------------------------------------------------- A periodontics congress in Lyon
  {
    family: "congres-parodonte-lyon",
    group: "regional",
    lang: "fr",
    kind: "registration-confirmed",
    code: null,
    link: null,
    from: "Congrès Parodonte Lyon <inscriptions@parodonte-lyon.fr>",
    to: TO,
    subject: "Votre inscription est confirmée – Parodonte Lyon 2027",
    date: at(10, 16, "14:27:52"),
    text: `Chère Docteure Bielsa,

Nous avons le plaisir de vous confirmer votre inscription au congrès Parodonte Lyon 2027.

  Dates : 11 et 12 mars 2027
  Lieu : Centre de Congrès de Lyon, 50 quai Charles de Gaulle, 69006 Lyon
  N° d'inscription : PL27-01933
  Formule : praticien·ne, tarif anticipé – 420,00 € TTC (réglé par carte •••• 3319)

Votre badge nominatif vous sera remis à l'accueil sur présentation d'une pièce d'identité.
La facture est disponible dans votre espace participant.

À très bientôt à Lyon !
Le comité d'organisation
`,
    html: null,
    enc: "qp",
  },
  // ---------------------------------------------------------------- Fresatura Dolomiti, an Italian milling centre
  {
    family: "fresatura-dolomiti",
    group: "regional",
    lang: "it",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Fresatura Dolomiti <ordini@fresaturadolomiti.it>",
    to: TO,
    subject: "Ordine FD-26-11834 spedito",
    date: at(10, 21, "17:36:09"),
    text: `Gentile Dott.ssa Bielsa,

il suo ordine FD-26-11834 è stato spedito oggi.

  Lavorazione: barra avvitata su 4 impianti, titanio grado 5 (arcata inferiore)
  File ricevuto: 14/10/2026
  Corriere: espresso internazionale, lettera di vettura 7720 4418 9035
  Consegna prevista: 23/10/2026

In allegato alla spedizione trova la dichiarazione di conformità e il certificato del materiale.

Cordiali saluti,
Fresatura Dolomiti S.r.l. · Via dell'Industria 12, 38121 Trento · +39 0461 82 40 17
`,
    html: `<div style="font-family:Arial,sans-serif;font-size:14px;color:#333;">
<p>Gentile Dott.ssa Bielsa,</p>
<p>il suo ordine <b>FD-26-11834</b> è stato spedito oggi.</p>
<table cellpadding="4" cellspacing="0" style="font-size:14px;">
<tr><td>Lavorazione:</td><td>barra avvitata su 4 impianti, titanio grado 5 (arcata inferiore)</td></tr>
<tr><td>File ricevuto:</td><td>14/10/2026</td></tr>
<tr><td>Corriere:</td><td>espresso internazionale, lettera di vettura 7720 4418 9035</td></tr>
<tr><td>Consegna prevista:</td><td>23/10/2026</td></tr>
</table>
<p>In allegato alla spedizione trova la dichiarazione di conformità e il certificato del materiale.</p>
<p>Cordiali saluti,<br>Fresatura Dolomiti S.r.l.</p>
<p style="font-size:11px;color:#888;">Via dell'Industria 12, 38121 Trento · +39 0461 82 40 17 · P.IVA 02418830227 · <a href="https://www.fresaturadolomiti.it/privacy">Privacy</a></p>
</div>`,
    enc: "b64",
  },
  // ---------------------------------------------------------------- more notices
  {
    family: "occludent-academy",
    group: "consumer",
    lang: "en",
    kind: "cpd-certificate",
    code: null,
    link: null,
    from: "Occludent Academy <cpd@occludent.academy>",
    to: TO,
    subject: "Your CPD certificate is ready (1.5 hours)",
    date: at(10, 29, "09:12:40"),
    text: `Hi Laura,

Thanks for attending "Digital smile design in everyday practice" on 28 October 2026.

Your certificate for 1.5 hours of verifiable CPD is attached (certificate no. OA-CPD-26-30917).
It is also saved in your CPD log at https://occludent.academy/my/cpd

Learning outcomes covered: C, D
Feedback form completed: yes

Occludent Academy · 71 Lower Baggot Street, Dublin 2, Ireland
`,
    html: null,
    enc: "8bit",
    attachment: [
      "OA-CPD-26-30917.pdf",
      "application/pdf",
      "%PDF-1.4\n%Occludent Academy CPD certificate OA-CPD-26-30917 1.5 hours\n%%EOF\n",
    ],
  },
  {
    family: "lumascan-cloud",
    group: "consumer",
    lang: "en",
    kind: "password-changed",
    code: null,
    link: null,
    from: "LumaScan Cloud <no-reply@lumascan.io>",
    to: TO,
    subject: "Your LumaScan Cloud password was changed",
    date: at(10, 12, "19:03:27"),
    text: `Hi Laura,

The password for your LumaScan Cloud account (laura@clinicabielsa.es) was changed on
12 Oct 2026 at 19:02 CEST from a Windows computer in Zaragoza, Spain.

If this was you, there's nothing else to do.

If it wasn't, reset your password right away and contact support:
https://cloud.lumascan.io/forgot-password · support@lumascan.io

LumaScan Ltd · 2 Grand Canal Square, Dublin 2, Ireland
`,
    html: card({
      lang: "en",
      title: "Password changed",
      pre: "Changed on 12 Oct 2026 at 19:02 CEST.",
      brand: "LumaScan Cloud",
      color: "#111827",
      logo: "https://assets.lumascan.io/email/wordmark-light.png",
      body: `<p style="margin:0 0 14px;">Hi Laura,</p>
<p style="margin:0 0 14px;">The password for your LumaScan Cloud account (<strong>laura@clinicabielsa.es</strong>) was changed on 12 Oct 2026 at 19:02 CEST from a Windows computer in Zaragoza, Spain.</p>
<p style="margin:0 0 14px;">If this was you, there's nothing else to do.</p>
<p style="margin:0;font-size:13px;color:#6b7280;">If it wasn't, <a href="https://cloud.lumascan.io/forgot-password" style="color:#2563eb;">reset your password</a> right away and contact <a href="mailto:support@lumascan.io" style="color:#2563eb;">support@lumascan.io</a>.</p>`,
      foot:
        `LumaScan Ltd · 2 Grand Canal Square, Dublin 2, D02 A342, Ireland<br><a href="https://lumascan.io/privacy" style="color:#7a8086;">Privacy</a>`,
    }),
    enc: "qp",
  },
  {
    family: "luzara-energia",
    group: "regional",
    lang: "es",
    kind: "contract-change",
    code: null,
    link: null,
    from: "Luzara Energía <clientes@luzara.es>",
    to: TO,
    subject: "Hemos aplicado el cambio de potencia de tu suministro",
    date: at(10, 23, "11:20:14"),
    text: `Hola:

Te confirmamos que la distribuidora ha aplicado el cambio de potencia que solicitaste el 09/10/2026
(solicitud SOL-26-77120).

  CUPS: ES0031 4052 8817 9001 ZK
  Potencia anterior: P1 15 kW / P2 15 kW
  Potencia nueva: P1 17,3 kW / P2 17,3 kW
  Fecha de efecto: 22/10/2026
  Derechos de acceso y extensión: 96,42 € (se incluirán en tu próxima factura)

No tienes que hacer nada más.

Luzara Energía · 876 55 01 20 · clientes@luzara.es
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#fff8ee"><tr><td align="center" style="padding:20px;">
<table width="560" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="font-family:Verdana,sans-serif;font-size:13px;color:#333;border-top:5px solid #f4a300;">
<tr><td style="padding:20px 26px;"><img src="https://www.luzara.es/email/luzara-logo.png" alt="Luzara Energía" height="38"></td></tr>
<tr><td style="padding:0 26px 22px;line-height:20px;">
<p>Hola:</p>
<p>Te confirmamos que la distribuidora ha aplicado el cambio de potencia que solicitaste el 09/10/2026 (solicitud SOL-26-77120).</p>
<table cellpadding="5" cellspacing="0" width="100%" style="font-size:13px;background:#fff8ee;">
<tr><td>CUPS</td><td>ES0031 4052 8817 9001 ZK</td></tr>
<tr><td>Potencia anterior</td><td>P1 15 kW / P2 15 kW</td></tr>
<tr><td>Potencia nueva</td><td><b>P1 17,3 kW / P2 17,3 kW</b></td></tr>
<tr><td>Fecha de efecto</td><td>22/10/2026</td></tr>
<tr><td>Derechos de acceso y extensión</td><td>96,42 € (en tu próxima factura)</td></tr>
</table>
<p>No tienes que hacer nada más.</p>
</td></tr>
<tr><td style="padding:14px 26px;background:#333;color:#ccc;font-size:11px;">Luzara Energía S.L. · Calle Miguel Servet 41, 50013 Zaragoza · 876 55 01 20 · <a href="https://www.luzara.es/privacidad" style="color:#f4a300;">Privacidad</a></td></tr>
</table></td></tr></table>`,
    enc: "8bit",
  },
  {
    family: "plazora",
    group: "regional",
    lang: "es",
    kind: "settlement",
    code: null,
    link: null,
    from: "Plazora Financiación <socios@plazora.es>",
    to: TO,
    subject: "Liquidación mensual de operaciones – octubre 2026",
    date: at(10, 31, "08:00:00"),
    text: `Liquidación mensual · Clínica Dental Bielsa (socio 50-1177)

Operaciones abonadas en octubre:

  PZ-26-0581204  Ortodoncia invisible        3.600,00 €   abono 3.438,00 €
  PZ-26-0590017  Prótesis fija (3 piezas)    1.240,00 €   abono 1.184,20 €
  PZ-26-0602291  Implante + corona (24)      1.850,00 €   abono 1.766,75 €

  Total financiado: 6.690,00 €
  Total abonado:    6.388,95 €

Encontrarás la factura de comisiones en el portal de socios.

Plazora Financiación E.F.C., S.A. · 910 57 33 60
`,
    html: null,
    enc: "qp",
  },
  {
    family: "cobralia-tpv",
    group: "regional",
    lang: "ca",
    kind: "maintenance-notice",
    code: null,
    link: null,
    from: "Cobralia TPV <avisos@cobralia.cat>",
    to: TO,
    subject: "Actualització del teu terminal la nit del 27 d'octubre",
    date: at(10, 24, "12:00:00"),
    text: `Hola,

La nit del dimarts 27 d'octubre, entre les 2:00 i les 4:00, actualitzarem el programari del teu
terminal TPV-0048217 (versió 5.12). No cal que facis res: deixa'l connectat al corrent i a la xarxa.

Durant l'actualització no podràs cobrar amb el terminal. Si tens algun problema l'endemà, truca'ns
al 93 551 20 40 (24 hores).

Cobralia Pagaments, S.L.
`,
    html: null,
    enc: "8bit",
  },
  {
    family: "odontolusa",
    group: "regional",
    lang: "pt",
    kind: "order-shipped",
    code: null,
    link: null,
    from: "Odontolusa <encomendas@odontolusa.pt>",
    to: TO,
    subject: "A sua encomenda #PT-261022-0911 foi expedida",
    date: at(10, 23, "10:05:44", "+0100"),
    text: `Olá Laura,

Boas notícias: a sua encomenda #PT-261022-0911 já saiu do nosso armazém em Maia.

Transportadora: expresso ibérico
Número de seguimento: PT9934017725
Entrega prevista em Zaragoza: 27/10/2026

Acompanhe o envio em https://www.odontolusa.pt/conta/encomendas/PT-261022-0911

Obrigado pela preferência!
Odontolusa – Material Dentário, Lda. · +351 222 081 540
`,
    html:
      `<table width="100%" cellpadding="0" cellspacing="0" style="background:#fafafa;"><tr><td align="center" style="padding:30px 10px;">
<table width="520" cellpadding="0" cellspacing="0" style="background:#fff;border:1px solid #e6e6e6;font-family:'Segoe UI',Tahoma,sans-serif;color:#333;font-size:15px;">
<tr><td style="padding:24px 30px 0;"><img src="https://www.odontolusa.pt/skin/mail/logo.png" alt="Odontolusa" height="36"></td></tr>
<tr><td style="padding:20px 30px;line-height:1.5;">
<p>Olá Laura,</p>
<p>Boas notícias: a sua encomenda <b>#PT-261022-0911</b> já saiu do nosso armazém em Maia.</p>
<p>Transportadora: expresso ibérico<br>Número de seguimento: PT9934017725<br>Entrega prevista em Zaragoza: <b>27/10/2026</b></p>
<p><a href="https://www.odontolusa.pt/conta/encomendas/PT-261022-0911" style="color:#0b6e4f;font-weight:bold;">Acompanhar o envio</a></p>
</td></tr>
<tr><td style="padding:16px 30px;border-top:1px solid #eee;font-size:11px;color:#999;">Odontolusa – Material Dentário, Lda. · Rua do Almada 301, 4050-038 Porto · +351 222 081 540</td></tr>
</table></td></tr></table>`,
    enc: "qp",
  },
];
